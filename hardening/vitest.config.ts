import { defineConfig } from 'vitest/config';

// The hardening suite runs alone in CI, one file at a time: its servers, PostgreSQL cluster and
// SIGKILL rounds must not compete for the two cores with each other.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
