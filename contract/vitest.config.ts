import { moduleSharingProjects } from '@taper/tooling/vitest/module-sharing';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: moduleSharingProjects(import.meta.dirname, { source: 'test' }),
  },
});
