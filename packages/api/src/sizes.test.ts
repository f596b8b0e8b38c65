/**
 * The repository's size guard (tooling/eslint/sizes.config.js) is on for every package: a file is
 * at most 300 lines and a function at most 80; in tests a `describe` block may be longer (it is a
 * heading over its tests), while each test and helper keeps to 80; frozen migrations are left as
 * they ran.
 */
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function sizesConfig(): Promise<Linter.Config[]> {
  const module = (await import(path.join(ROOT, 'tooling/eslint/sizes.config.js'))) as {
    sizes: Linter.Config[];
  };
  return module.sizes;
}

/** The rules the guard reports for `code` as if it were `file` (plain JavaScript: no types needed). */
async function problemsOf(code: string, file: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: await sizesConfig(),
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => String(message.ruleId));
}

/** A function statement `name` of exactly `lines` lines. */
function functionOf(name: string, lines: number): string {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  const v${String(i)} = ${String(i)};`);
  return [`function ${name}() {`, ...body, '}'].join('\n');
}

/** A test of exactly `lines` lines, as `it('…', () => { … });`. */
function testOf(lines: number): string {
  const body = Array.from({ length: lines - 2 }, (_, i) => `    expect(${String(i)}).toBe(1);`);
  return [`  it('checks', () => {`, ...body, '  });'].join('\n');
}

describe('the size guard', () => {
  it('is on for every package, with the describe-aware rule in tests', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const rulesOf = async (file: string) =>
      ((await eslint.calculateConfigForFile(path.join(ROOT, file))) as Linter.Config).rules ?? {};
    for (const file of [
      'packages/domain/src/goals.ts',
      'apps/web/src/App.tsx',
      'bench/src/main.ts',
      'e2e/src/flows/auth.e2e.ts',
    ]) {
      const rules = await rulesOf(file);
      expect(rules['max-lines'], file).toEqual([2, { max: 300 }]);
      expect(rules['max-lines-per-function'], file).toEqual([2, { max: 80 }]);
    }
    const testRules = await rulesOf('packages/domain/src/goals.test.ts');
    expect(testRules['max-lines']).toEqual([2, { max: 300 }]);
    expect(testRules['max-lines-per-function']).toBeUndefined();
    expect(testRules['sizes/test-function-lines']).toEqual([2]);
  });

  it('fails on a function over 80 lines and a file over 300', async () => {
    const file = 'packages/api/src/services/example.ts';
    expect(await problemsOf(functionOf('step', 80), file)).toEqual([]);
    expect(await problemsOf(functionOf('step', 81), file)).toEqual(['max-lines-per-function']);
    const long = Array.from(
      { length: 301 },
      (_, i) => `export const c${String(i)} = ${String(i)};`,
    );
    expect(await problemsOf(long.join('\n'), file)).toEqual(['max-lines']);
  });

  it('lets a describe block run long in a test, but not a test or a helper in it', async () => {
    const file = 'packages/api/src/services/example.test.ts';
    const tests = Array.from({ length: 4 }, () => testOf(30)).join('\n');
    for (const heading of ['describe', 'describe.each([1, 2])', 'describeEngines(engines)']) {
      const code = `${heading}('a concept', () => {\n${tests}\n});`;
      expect(await problemsOf(code, file), heading).toEqual([]);
    }
    expect(await problemsOf(`describe('a concept', () => {\n${testOf(81)}\n});`, file)).toEqual([
      'sizes/test-function-lines',
    ]);
    expect(await problemsOf(functionOf('seed', 81), file)).toEqual(['sizes/test-function-lines']);
  });

  it('leaves a frozen migration as it ran', async () => {
    const file = 'packages/db/src/migrations/0099_example.ts';
    expect(await problemsOf(functionOf('up', 120), file)).toEqual([]);
  });
});
