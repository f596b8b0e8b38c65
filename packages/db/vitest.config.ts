import { moduleSharingProjects } from '@taper/tooling/vitest/module-sharing';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI runs every package's suites at once on two cores, and each test here opens its own
    // database (a PostgreSQL schema or a SQLite file): the default 5 s is too short under that load.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: moduleSharingProjects(import.meta.dirname),
  },
});
