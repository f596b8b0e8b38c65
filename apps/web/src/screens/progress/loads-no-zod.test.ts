/**
 * The progress screen's code loads no zod: its chunk would wait for zod's (≈ 25 KB gzip, hundreds of
 * ms to run on a slow phone) before the screen's first paint. What it uses of the domain (values,
 * not types) comes from modules that import no zod, directly or through the domain's other modules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCREEN_DIR = import.meta.dirname;
const DOMAIN_DIR = path.resolve(SCREEN_DIR, '../../../../../packages/domain/src');

const sourceOf = (file: string) => readFileSync(file, 'utf8');
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/** The names `source` imports as values from `from` (`import { a, type B }` → ['a']). */
function valueImports(source: string, from: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (match[1] !== undefined || match[3] !== from) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name !== '' && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

/** The domain modules `file` runs: itself and, transitively, its value imports of './x'. */
function modulesRun(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = sourceOf(file);
  for (const match of source.matchAll(
    /^(?:import|export)\s+(type\s+)?[^;]*?from\s*'(\.[^']+)'/gm,
  )) {
    if (match[1] === undefined) modulesRun(path.join(DOMAIN_DIR, `${match[2] ?? ''}.ts`), seen);
  }
  return seen;
}

/** The domain module that declares `name`. */
function declaringModule(name: string): string {
  const files = readdirSync(DOMAIN_DIR).filter(isSource);
  const declares = new RegExp(`^export (?:async )?(?:function|const|class|let) ${name}\\b`, 'm');
  const file = files.find((candidate) => declares.test(sourceOf(path.join(DOMAIN_DIR, candidate))));
  if (!file) throw new Error(`no domain module declares ${name}`);
  return path.join(DOMAIN_DIR, file);
}

/** The modules importing zod among those `name`'s module runs. */
function zodModulesBehind(name: string): string[] {
  return [...modulesRun(declaringModule(name))]
    .filter((file) => /from 'zod'/.test(sourceOf(file)))
    .map((file) => path.basename(file));
}

const SCREEN_FILES = readdirSync(SCREEN_DIR).filter(isSource);

describe("the progress screen's use of the domain", () => {
  it('finds value imports and what loads zod behind them', () => {
    expect(
      valueImports("import { a, type B, c as d } from '@taper/domain';", '@taper/domain'),
    ).toEqual(['a', 'c']);
    expect(valueImports("import type { A } from '@taper/domain';", '@taper/domain')).toEqual([]);
    // The goal's re-check from flat fields is what loaded zod with this screen.
    expect(zodModulesBehind('goalFromFields')).toContain('goalFields.ts');
  });

  it.each(SCREEN_FILES)('%s uses nothing of the domain that loads zod', (file) => {
    const names = valueImports(sourceOf(path.join(SCREEN_DIR, file)), '@taper/domain');
    expect(names.flatMap((name) => zodModulesBehind(name).map((m) => `${name}: ${m}`))).toEqual([]);
  });
});
