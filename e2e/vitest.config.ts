import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/flows/**/*.e2e.ts', 'src/unit/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    // One file at a time: each starts its own server and Chromium, and the machine has 2 cores.
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 90_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
