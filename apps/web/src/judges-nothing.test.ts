/**
 * The browser never judges: the lint rule that keeps @taper/domain's judging rules,
 * figures and "today" out of apps/web is on for its sources, and fails on such an import.
 */
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function webRule(): Promise<Linter.RuleEntry> {
  const eslint = new ESLint({ cwd: ROOT });
  const config = (await eslint.calculateConfigForFile(
    path.join(ROOT, 'apps/web/src/lib/entry-queue/overlay.ts'),
  )) as Linter.Config;
  const rule = config.rules?.['no-restricted-imports'];
  if (rule === undefined) throw new Error('no no-restricted-imports rule for apps/web');
  return rule;
}

async function problemsOf(code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: { rules: { 'no-restricted-imports': await webRule() } },
  });
  const [result] = await eslint.lintText(code, {
    filePath: path.join(ROOT, 'apps/web/src/probe.js'),
  });
  return (result?.messages ?? []).map((message) => `${String(message.ruleId)}: ${message.message}`);
}

describe('the lint rule that keeps rules out of the browser', () => {
  it('fails on importing judgeEntry, goalOn or a "today" into apps/web', async () => {
    const problems = await problemsOf(
      "import { judgeEntry, goalOn, dateInTimeZone } from '@taper/domain';\n" +
        'export const used = [judgeEntry, goalOn, dateInTimeZone];\n',
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      /^no-restricted-imports: 'judgeEntry' import from '@taper\/domain' is restricted\. The browser never judges/,
    );
    expect(problems.join('\n')).toMatch(/'goalOn'/);
    expect(problems.join('\n')).toMatch(/'dateInTimeZone'/);
  });

  it('lets formatters, schemas and the pending day through', async () => {
    expect(
      await problemsOf(
        "import { entryValueLabel, calendarWithPendingDays, habitStatsSchema } from '@taper/domain';\n" +
          'export const used = [entryValueLabel, calendarWithPendingDays, habitStatsSchema];\n',
      ),
    ).toEqual([]);
  });
});
