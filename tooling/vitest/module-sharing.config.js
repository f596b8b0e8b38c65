// Plain JavaScript, as the eslint pieces beside it: vitest loads a package's config with its
// workspace imports left to Node, which runs no TypeScript.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A file that replaces a module, spies or changes globals (jsdom suites share the DOM too). */
export const MOCKS_SPIES_OR_GLOBALS =
  /\bvi\.((do)?[mM]ock|spyOn|stubGlobal|stubEnv|useFakeTimers)\(/;

/** The test files under `dir`, relative to `root`. */
function testFiles(root, dir, testFile) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(root, full, testFile);
    return testFile.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

/**
 * A package's tests (under `src`, or `options.source`) as vitest projects: the files that replace a
 * module (or, with a wider `replaces`, change globals) each get a module graph of their own; every
 * other file shares one per worker, so the package's modules are imported once per worker, not once
 * per file (most of a suite's time was imports). Found by reading the files, so a new mocking file cannot leak
 * into the others.
 */
export function moduleSharingProjects(root, options = {}) {
  const testFile = options.testFile ?? /\.test\.ts$/;
  const replaces = options.replaces ?? /\bvi\.(do)?[mM]ock\(/;
  const all = testFiles(root, path.join(root, options.source ?? 'src'), testFile);
  const own = all.filter((file) => replaces.test(readFileSync(path.join(root, file), 'utf8')));
  const shared = all.filter((file) => !own.includes(file));
  const sharedProject = {
    extends: true,
    test: { name: 'shared modules', include: shared, isolate: false },
  };
  if (own.length === 0) return [sharedProject];
  return [sharedProject, { extends: true, test: { name: 'own modules', include: own } }];
}
