import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIntervalTask } from './interval-task';

/** A pass that ends when the test says. */
function pendingPass<T>() {
  let finish!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

describe('startIntervalTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one pass at a time: a tick during a pass awaits that pass', async () => {
    const pass = pendingPass<number>();
    const run = vi.fn(() => pass.promise);
    const task = startIntervalTask({ run, intervalMs: 60_000, onError: () => -1 });
    const first = task.tick();
    const second = task.tick();
    expect(run).toHaveBeenCalledTimes(1);
    pass.finish(3);
    expect(await first).toBe(3);
    expect(await second).toBe(3);
    // Once the pass has ended, the next tick starts another.
    run.mockResolvedValueOnce(4);
    expect(await task.tick()).toBe(4);
    expect(run).toHaveBeenCalledTimes(2);
    await task.stop();
  });

  it('answers a failed pass with what onError makes of it, and runs again after', async () => {
    const failure = new Error('no database');
    const onError = vi.fn(() => 0);
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(2);
    const task = startIntervalTask<number>({ run, intervalMs: 60_000, onError });
    expect(await task.tick()).toBe(0);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(await task.tick()).toBe(2);
    await task.stop();
  });

  it('runs every intervalMs until stopped, and stopping awaits the pass in progress', async () => {
    vi.useFakeTimers();
    const pass = pendingPass<undefined>();
    const run = vi.fn(() => pass.promise);
    const task = startIntervalTask({ run, intervalMs: 1000, onError: () => undefined });
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    pass.finish(undefined);
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
