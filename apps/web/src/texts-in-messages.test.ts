/**
 * One home per text: the lint rule that keeps literal JSX text out of apps/web and
 * packages/ui is on for their .tsx sources, fails on a stray word and lets punctuation through.
 */
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function ruleFor(file: string): Promise<Linter.RuleEntry | undefined> {
  const eslint = new ESLint({ cwd: ROOT });
  const config = (await eslint.calculateConfigForFile(path.join(ROOT, file))) as Linter.Config;
  return config.rules?.['no-restricted-syntax'];
}

async function problemsOf(code: string): Promise<string[]> {
  const rule = await ruleFor('apps/web/src/screens/summary/SummaryScreen.tsx');
  if (rule === undefined) throw new Error('no no-restricted-syntax rule for a screen');
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.jsx'],
      languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
      rules: { 'no-restricted-syntax': rule },
    },
  });
  const [result] = await eslint.lintText(code, {
    filePath: path.join(ROOT, 'apps/web/src/probe.jsx'),
  });
  return (result?.messages ?? []).map((message) => `${String(message.ruleId)}: ${message.message}`);
}

describe('the lint rule that keeps texts in messages modules', () => {
  it('is on, as an error, for screens and shared components, not for tests', async () => {
    for (const file of [
      'apps/web/src/screens/habit/HabitFigures.tsx',
      'apps/web/src/components/Page.tsx',
      'packages/ui/src/IconPicker.tsx',
    ]) {
      const rule = await ruleFor(file);
      // 2 is 'error' as ESLint normalises it.
      expect(Array.isArray(rule) ? rule[0] : rule, file).toBe(2);
    }
    expect(await ruleFor('apps/web/src/screens/habit/HabitScreen.test.tsx')).toBeUndefined();
  });

  it('fails on a literal word in JSX', async () => {
    const problems = await problemsOf(
      'export const Card = () => <h2 className="x">Streak Progress</h2>;\n',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^no-restricted-syntax: Literal text in JSX: put it in this folder's messages module/,
    );
  });

  it('fails on a literal word in an attribute a person reads or hears', async () => {
    const problems = await problemsOf(
      'export const Nav = () => <nav aria-label="Month">{null}</nav>;\n' +
        'export const Box = () => <input placeholder="e.g. Coffee" className="w-full" />;\n',
    );
    expect(problems).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Literal text in a JSX attribute/),
      expect.stringMatching(/^no-restricted-syntax: Literal text in a JSX attribute/),
    ]);
  });

  it("fails on a literal word in a component's own label or title prop", async () => {
    const problems = await problemsOf(
      'export const F = () => <FormCard submitLabel="Save Changes" backTitle="Back" />;\n' +
        'export const G = () => <FormCard submitLabel={LABEL} className="grid gap-4" />;\n',
    );
    expect(problems).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Literal text in a JSX attribute/),
      expect.stringMatching(/^no-restricted-syntax: Literal text in a JSX attribute/),
    ]);
  });

  it('fails on words in a ternary, after &&, in braces or in a template, shown or read', async () => {
    const problems = await problemsOf(
      'export const A = ({ busy }) => <button>{busy ? "Saving..." : "Save"}</button>;\n' +
        'export const B = ({ n }) => <input aria-label={`Tag ${n}`} />;\n' +
        'export const C = ({ on }) => <p>{on && "Now"}{"Later"}</p>;\n',
    );
    expect(problems).toHaveLength(5);
    for (const problem of problems)
      expect(problem).toMatch(/^no-restricted-syntax: Literal text in a JSX expression/);
  });

  it('lets class names chosen by a ternary through: they are not read', async () => {
    expect(
      await problemsOf(
        'export const A = ({ on }) => <p className={on ? "font-bold" : "font-normal"}>{on ? 1 : 2}</p>;\n',
      ),
    ).toEqual([]);
  });

  it('lets texts from a messages module, punctuation and digits through', async () => {
    expect(
      await problemsOf(
        "const T = { title: 'Streak Progress' };\n" +
          'export const Card = () => <p>{T.title} · – + 100%</p>;\n',
      ),
    ).toEqual([]);
  });
});
