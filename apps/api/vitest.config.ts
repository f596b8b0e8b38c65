import { moduleSharingProjects } from '@taper/tooling/vitest/module-sharing';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: moduleSharingProjects(import.meta.dirname),
  },
});
