import { defineConfig } from 'vitest/config';

// The hardening suite runs alone in CI, one file at a time: its servers, PostgreSQL cluster and
// SIGKILL rounds must not compete for the two cores with each other.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    // One module graph for every file (none replaces a module): the harness and the server's
    // packages are imported once, not once a file (imports: 4.9 s for the 23 files, against
    // 75 s isolated on a busy machine).
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
