import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const SOURCE = path.join(import.meta.dirname, 'src');

/** The test files under `src`, relative to the package. */
function testFiles(dir = SOURCE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(import.meta.dirname, full)] : [];
  });
}

/**
 * A file that replaces a module (`vi.mock`) needs a module graph of its own; every other file
 * shares one per worker, so the server's modules are imported once per worker, not once per file
 * (most of this package's test time was imports).
 */
const replacesModules = testFiles().filter((file) =>
  /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...replacesModules],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own modules', include: replacesModules } },
    ],
  },
});
