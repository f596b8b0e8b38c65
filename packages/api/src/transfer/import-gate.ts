/**
 * Who may import now: one import at a time per user, in every process (a claim in the database),
 * and at most `maxRunning` imports at once in this process (they are the heaviest requests it
 * serves). A refused caller gets a sentence and when to try again. The claim is a lease of a few
 * seconds, renewed while the import runs: an import whose process dies frees it within the lease.
 */
import { performance } from 'node:perf_hooks';
import { claimBucket, releaseClaim, renewClaim, type Db } from '@taper/db';

export interface ImportGateOptions {
  /** Imports (dry runs included) running at once in one process. */
  maxRunning: number;
  /** How long the user's claim holds unless renewed (a process that dies lets it lapse). */
  leaseMs: number;
  /** How often a running import renews its claim. */
  renewEveryMs: number;
}

export const DEFAULT_IMPORT_GATE: ImportGateOptions = {
  maxRunning: 2,
  leaseMs: 15_000,
  renewEveryMs: 3_000,
};

export type GateRefusal = { status: 409 | 503; code: string; message: string; retryAfter: number };

export class ImportGate {
  private running = 0;

  constructor(private readonly options: ImportGateOptions = DEFAULT_IMPORT_GATE) {}

  /** Runs `work` holding the user's claim and a place of this process, or says why not. */
  async run<T>(
    db: Db,
    userId: number,
    now: Date,
    work: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false; refusal: GateRefusal }> {
    // The account's own import first: a second one of the same user is told so, whatever else
    // this process is doing.
    const bucket = `import-running|user:${String(userId)}`;
    if (!(await claimBucket(db, bucket, now, this.options.leaseMs)))
      return {
        ok: false,
        refusal: {
          status: 409,
          code: 'CONFLICT',
          message: 'Another import of this account is still running; please wait for it to finish',
          retryAfter: 30,
        },
      };
    // The lease is renewed on the caller's clock (`now`, moved on by the time worked).
    const started = performance.now();
    const renewal = setInterval(() => {
      const at = new Date(now.getTime() + (performance.now() - started));
      renewClaim(db, bucket, at, this.options.leaseMs).catch(() => {
        // A renewal that fails (the database away) leaves the lease to lapse: no import is lost.
      });
    }, this.options.renewEveryMs);
    renewal.unref();
    try {
      if (this.running >= this.options.maxRunning)
        return {
          ok: false,
          refusal: {
            status: 503,
            code: 'SERVICE_UNAVAILABLE',
            message: 'The server is busy with other imports; please try again in a minute',
            retryAfter: 60,
          },
        };
      this.running += 1;
      try {
        return { ok: true, value: await work() };
      } finally {
        this.running -= 1;
      }
    } finally {
      clearInterval(renewal);
      await releaseClaim(db, bucket);
    }
  }
}
