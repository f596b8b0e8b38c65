import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The domain is pure: it depends on zod (and Lingui's core for the server's catalogs, under
// src/i18n) alone and never reads the clock (issue 2, ARCHITECTURE).
const sourceDir = new URL('.', import.meta.url);
const sources = readdirSync(sourceDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(new URL(file, sourceDir), 'utf8') }));

/** What a module loads when it runs: its imports other than `import type`, followed through. */
function valueImportsOf(start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const source = sources.find((candidate) => `./${candidate.file}` === `${start}.ts`);
  for (const match of source?.text.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gms) ?? []) {
    valueImportsOf(match[1] ?? '', seen);
  }
  return seen;
}

describe('purity', () => {
  it('finds the sources', () => {
    expect(sources.map((source) => source.file)).toContain('judge.ts');
  });

  it.each([
    ['Date.now', /Date\.now\s*\(/],
    ['an argument-less new Date', /new Date\s*\(\s*\)/],
    ['performance.now', /performance\.now\s*\(/],
    ['Math.random', /Math\.random\s*\(/],
  ])('no source uses %s', (_name, pattern) => {
    expect(
      sources.filter((source) => pattern.test(source.text)).map((source) => source.file),
    ).toEqual([]);
  });

  it('imports nothing but zod and its own modules (and the type of a Lingui I18n)', () => {
    // A rule text takes the caller's I18n (texts.ts): Lingui's types only, never its code.
    const linguiTypes = /^import type [^;]*? from '@lingui\/core';/gms;
    const imports = sources.flatMap((source) =>
      [...source.text.replace(linguiTypes, '').matchAll(/from '([^']+)'/g)].map(
        (match) => match[1],
      ),
    );
    expect(imports.filter((name) => name !== 'zod' && !name?.startsWith('./'))).toEqual([]);
  });

  // The summary and habit screens load these with the first page; zod (~90 KB) waits for a form.
  it.each(['goals', 'calendar', 'judge', 'logDialog', 'dates', 'entries', 'constants'])(
    '%s.ts needs no zod, through none of its imports',
    (module) => {
      expect(valueImportsOf(`./${module}`)).not.toContain('zod');
    },
  );

  it('declares zod and Lingui core as its only dependencies', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', sourceDir), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(['@lingui/core', 'zod']);
  });
});
