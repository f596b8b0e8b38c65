import { defineConfig } from 'vitest/config';

// One file at a time: the files' servers, PostgreSQL cluster and SIGKILL rounds must not compete
// with each other for the two cores. In CI the browser flows run beside the suite (each leaves the
// cores about half idle), so its limits are sized for a shared machine.
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
