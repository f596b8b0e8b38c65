/**
 * Who may import now: one import at a time per user, in every process (a claim in the database),
 * and at most `maxRunning` imports at once in this process (they are the heaviest requests it
 * serves). A refused caller gets a sentence and when to try again.
 */
import { claimBucket, releaseClaim, type Db } from '@taper/db';

export interface ImportGateOptions {
  /** Imports (dry runs included) running at once in one process. */
  maxRunning: number;
  /** The longest one import may hold its user's claim (a process that dies lets it lapse). */
  holdMs: number;
}

export const DEFAULT_IMPORT_GATE: ImportGateOptions = { maxRunning: 2, holdMs: 10 * 60 * 1000 };

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
    if (!(await claimBucket(db, bucket, now, this.options.holdMs)))
      return {
        ok: false,
        refusal: {
          status: 409,
          code: 'CONFLICT',
          message: 'Another import of this account is still running; please wait for it to finish',
          retryAfter: 30,
        },
      };
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
      await releaseClaim(db, bucket);
    }
  }
}
