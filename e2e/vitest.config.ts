import { defineConfig } from 'vitest/config';

const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

export default defineConfig({
  test: {
    include: ['src/flows/**/*.e2e.ts', 'src/unit/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    // One file at a time unless E2E_WORKERS says more: each file starts its own server and
    // Chromium, and on 2 cores two files at once took as long as one after the other (measured).
    fileParallelism: WORKERS > 1,
    maxWorkers: WORKERS,
    // The files share one module graph (each still starts its own server and browser): the
    // harness, playwright-core and the domain are imported once, not once per file (three files'
    // imports took 13.8 s isolated and 5.9 s shared on a busy 2-core machine; the 46 files, 5.4 s).
    isolate: false,
    sequence: { concurrent: false },
    testTimeout: 90_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
