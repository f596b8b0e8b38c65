import {
  moduleSharingProjects,
  MOCKS_SPIES_OR_GLOBALS,
} from '@taper/tooling/vitest/module-sharing';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['@taper/tooling/vitest/dom-setup'],
    testTimeout: 30_000,
    // A file that spies or changes globals gets a module graph (and jsdom) of its own; the others
    // share one per worker.
    projects: moduleSharingProjects(import.meta.dirname, {
      testFile: /\.test\.tsx?$/,
      replaces: MOCKS_SPIES_OR_GLOBALS,
    }),
  },
});
