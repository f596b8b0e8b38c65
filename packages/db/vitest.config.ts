import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // No file here replaces a module or spies on one: the files share one module graph, imported
    // once per worker, not once per file (the suite on both engines: 48 s → 17 s).
    isolate: false,
    // CI runs every package's suites at once on two cores, and each test here opens its own
    // database (a PostgreSQL schema or a SQLite file): the default 5 s is too short under that load.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
