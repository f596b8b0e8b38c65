/**
 * Mail sent after the answer: a request that may mail (a password reset) answers at once, the same
 * for every address, and its work — finding the account, making the link, talking to the mail
 * server — waits its turn here, one at a time per process, so neither the answer's time nor a slow
 * mail server tells anything. A full queue drops the newest work (logged): mail is best effort.
 */
export class MailQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly logError: (error: unknown, message: string) => void,
    private readonly maxPending = 1000,
  ) {}

  /** Runs `work` after the work queued before it; never throws. */
  enqueue(work: () => Promise<void>): void {
    if (this.pending >= this.maxPending) {
      this.logError(new Error('mail queue full'), 'password reset mail dropped');
      return;
    }
    this.pending += 1;
    this.tail = this.tail.then(async () => {
      try {
        await work();
      } catch (error) {
        this.logError(error, 'password reset mail failed');
      } finally {
        this.pending -= 1;
      }
    });
  }

  /** Resolves once everything queued so far is done (tests, shutdown). */
  idle(): Promise<void> {
    return this.tail;
  }
}

const queues = new WeakMap<object, MailQueue>();

/** The queue of a mailer (one per mailer, so per process). */
export function mailQueueOf(
  mailer: object,
  logError: (error: unknown, message: string) => void,
): MailQueue {
  let queue = queues.get(mailer);
  if (!queue) {
    queue = new MailQueue(logError);
    queues.set(mailer, queue);
  }
  return queue;
}

/** Resolves once the mailer's queued work is done. */
export function mailsSent(mailer: object): Promise<void> {
  return queues.get(mailer)?.idle() ?? Promise.resolve();
}
