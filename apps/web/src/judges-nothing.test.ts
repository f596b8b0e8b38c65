/**
 * The browser never judges: the lint rule that keeps `@taper/domain/rules` (the rules that judge
 * a day, compute a figure or know "today") out of apps/web and the UI kit is on for their sources,
 * fails on such an import, and leaves the tests, which play the server, free to use it.
 */
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The restricted-import rule as the repository's config sets it for `file` (undefined: none). */
async function importRuleFor(file: string): Promise<Linter.RuleEntry | undefined> {
  const eslint = new ESLint({ cwd: ROOT });
  const config = (await eslint.calculateConfigForFile(path.join(ROOT, file))) as Linter.Config;
  return config.rules?.['no-restricted-imports'];
}

async function problemsOf(code: string, file: string): Promise<string[]> {
  const rule = await importRuleFor(file);
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: { rules: rule === undefined ? {} : { 'no-restricted-imports': rule } },
  });
  // Linted as plain JavaScript beside the file: the rule is the file's, the parser needs no types.
  const [result] = await eslint.lintText(code, {
    filePath: path.join(ROOT, file.replace(/\.tsx?$/, '.js')),
  });
  return (result?.messages ?? []).map((message) => `${String(message.ruleId)}: ${message.message}`);
}

const RULES_IMPORT =
  "import { judgeEntry, goalOn, userTodayAt } from '@taper/domain/rules';\n" +
  'export const used = [judgeEntry, goalOn, userTodayAt];\n';

describe('the lint rule that keeps rules out of the browser', () => {
  it.each(['apps/web/src/lib/entry-queue/overlay.ts', 'packages/ui/src/MonthCalendar.tsx'])(
    'fails on importing @taper/domain/rules into %s',
    async (file) => {
      const problems = await problemsOf(RULES_IMPORT, file);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^no-restricted-imports: '@taper\/domain\/rules' import is restricted .*The browser never judges/,
      );
    },
  );

  it('fails on a re-export of the rules too', async () => {
    expect(
      await problemsOf(
        "export { habitStats } from '@taper/domain/rules';\n",
        'apps/web/src/hooks/habits.ts',
      ),
    ).toHaveLength(1);
  });

  it('lets formatters, schemas and the pending day through', async () => {
    expect(
      await problemsOf(
        "import { entryValueLabel, calendarWithPendingDays, habitStatsSchema } from '@taper/domain';\n" +
          'export const used = [entryValueLabel, calendarWithPendingDays, habitStatsSchema];\n',
        'apps/web/src/lib/entry-queue/overlay.ts',
      ),
    ).toEqual([]);
  });

  it('lets a test import the rules to play the server', async () => {
    expect(await importRuleFor('apps/web/src/screens/summary/TodayLog.test.tsx')).toBeUndefined();
    expect(
      await problemsOf(RULES_IMPORT, 'apps/web/src/screens/summary/TodayLog.test.tsx'),
    ).toEqual([]);
  });
});
