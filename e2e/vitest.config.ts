import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/flows/**/*.e2e.ts', 'src/unit/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    // Two files at a time by default (E2E_WORKERS): each starts its own server and Chromium, and
    // much of a flow is waiting on the browser or the server, so two keep 2 cores busy.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    sequence: { concurrent: false },
    testTimeout: 90_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
