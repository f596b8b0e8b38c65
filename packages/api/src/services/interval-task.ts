/**
 * The timer the server's schedulers share (push reminders, weekly share mails, email reminders):
 * one pass every `intervalMs` in this process, never two at once, and a failed pass logged rather
 * than left to reject the timer's callback.
 */

export interface IntervalTask<T> {
  /** Runs one pass now (the timer's work); a running pass is awaited, not doubled. */
  tick: () => Promise<T>;
  /** Stops the timer; resolves when a pass in progress has ended. */
  stop: () => Promise<void>;
}

/** Starts the timer; it does not keep the process alive. */
export function startIntervalTask<T>(options: {
  run: () => Promise<T>;
  intervalMs: number;
  /** Logs a failed pass and answers what it counts as. */
  onError: (error: unknown) => T;
}): IntervalTask<T> {
  let running: Promise<T> | undefined;
  const tick = () => {
    running ??= options
      .run()
      .catch((error: unknown) => options.onError(error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
