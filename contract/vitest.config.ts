import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    // No file here replaces a module or spies on one: the files share one module graph, imported
    // once per worker, not once per file (measured with every suite on both engines: 27 s → 21 s).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
