/**
 * Long work done in slices: after at most `SLICE_MS` of work the caller waits one turn of the
 * event loop (`setImmediate`), so other requests (and /healthz) are answered in between.
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * The longest the transfer code works before letting other requests in. At 5 ms, another user's
 * read p99 during a 200,000-entry import was 2.1–3.3× its idle p99 (4 of 6 runs within the 3×
 * goal); at 3 ms 1.7–3.2× (17 of 18), the import about 20% longer (bench section import-stall,
 * 2026-12-06, load about 2 on 2 cores).
 */
export const SLICE_MS = 3;

export class Slicer {
  private since = performance.now();

  /** Waits a turn of the event loop when this slice's time is used up. */
  async pause(): Promise<void> {
    if (performance.now() - this.since < SLICE_MS) return;
    await nextTurn();
    this.since = performance.now();
  }
}

/** Runs a generator of steps to its end, pausing between steps as `Slicer` does. */
export async function inSlices<T>(steps: Generator<unknown, T>, slicer = new Slicer()): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
    await slicer.pause();
  }
}
