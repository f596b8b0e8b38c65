import { describe, expect, it } from 'vitest';
import { helperThreadsPerWorker, V8_DEFAULT_POOL_SIZE, workerExecArgv } from './worker-flags';

describe('helperThreadsPerWorker', () => {
  it('leaves each worker the cores besides its main thread, at least one', () => {
    expect(helperThreadsPerWorker(2, 2)).toBe(1);
    expect(helperThreadsPerWorker(2, 1)).toBe(1);
    expect(helperThreadsPerWorker(4, 1)).toBe(3);
    expect(helperThreadsPerWorker(8, 4)).toBe(1);
    expect(helperThreadsPerWorker(2, 6)).toBe(1);
  });

  it("never gives a worker more than V8's own default", () => {
    expect(helperThreadsPerWorker(64, 1)).toBe(V8_DEFAULT_POOL_SIZE);
    expect(helperThreadsPerWorker(64, 8)).toBe(V8_DEFAULT_POOL_SIZE);
  });
});

describe('workerExecArgv', () => {
  it("adds the pool size to the primary's own flags", () => {
    expect(
      workerExecArgv({
        execArgv: ['--enable-source-maps'],
        nodeOptions: undefined,
        cores: 2,
        workers: 2,
      }),
    ).toEqual(['--enable-source-maps', '--v8-pool-size=1']);
  });

  it("keeps the operator's pool size, given on the command line or in NODE_OPTIONS", () => {
    expect(
      workerExecArgv({ execArgv: ['--v8-pool-size=3'], nodeOptions: '', cores: 2, workers: 2 }),
    ).toEqual(['--v8-pool-size=3']);
    expect(
      workerExecArgv({
        execArgv: [],
        nodeOptions: '--max-old-space-size=512 --v8_pool_size=6',
        cores: 2,
        workers: 2,
      }),
    ).toEqual([]);
  });

  it('is not fooled by a flag whose name only begins the same', () => {
    expect(
      workerExecArgv({
        execArgv: ['--v8-pool-sizes'],
        nodeOptions: undefined,
        cores: 4,
        workers: 2,
      }),
    ).toEqual(['--v8-pool-sizes', '--v8-pool-size=1']);
  });
});
