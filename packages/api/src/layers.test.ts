/**
 * The API's layers point one way: the lint rule that keeps routers out of every other module of
 * packages/api is on for its sources, fails on such an import, and lets the root router through.
 */
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function problemsOf(code: string, file: string): Promise<string[]> {
  const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(
    path.join(ROOT, file),
  )) as Linter.Config;
  const rule = config.rules?.['no-restricted-imports'];
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: { rules: rule === undefined ? {} : { 'no-restricted-imports': rule } },
  });
  // Linted as plain JavaScript beside the file: the rule is the file's, the parser needs no types.
  const [result] = await eslint.lintText(code, {
    filePath: path.join(ROOT, file.replace(/\.ts$/, '.js')),
  });
  return (result?.messages ?? []).map((message) => `${String(message.ruleId)}: ${message.message}`);
}

describe('the lint rule that keeps routers out of the layers below them', () => {
  it.each([
    [
      'packages/api/src/computed-reads/calls.ts',
      "import { lookup } from '../routers/habits/lookup';",
    ],
    ['packages/api/src/services/entries.ts', "import { habitsRouter } from '../routers/habits';"],
    ['packages/api/src/index.ts', "export { entriesRouter } from './routers/entries';"],
  ])('fails in %s on %s', async (file, code) => {
    const problems = await problemsOf(code, file);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^no-restricted-imports: .*Only routers import routers/);
  });

  it('lets the root router, the routers themselves and the layers below through', async () => {
    expect(
      await problemsOf(
        "import { habitsRouter } from './routers/habits';",
        'packages/api/src/router.ts',
      ),
    ).toEqual([]);
    expect(
      await problemsOf(
        "import { lookup } from './lookup';",
        'packages/api/src/routers/habits/crud.ts',
      ),
    ).toEqual([]);
    expect(
      await problemsOf(
        "import { logEntry } from '../services/entries';",
        'packages/api/src/computed-reads/calls.ts',
      ),
    ).toEqual([]);
  });
});
