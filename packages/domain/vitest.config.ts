import { moduleSharingProjects } from '@taper/tooling/vitest/module-sharing';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI runs every package's suites at once on two cores: fast-check properties that take a
    // second alone can take several then, so the limit is sized for that load, not for a quiet run.
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**', 'src/index.ts', 'src/rules.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
    projects: moduleSharingProjects(import.meta.dirname),
  },
});
