import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The modules the web app's first screen (the summary and the habit screen) uses load no zod: their
 * schemas live in the *Schemas.ts modules beside them, which only the API and the forms import.
 * A schema added back to one of these modules puts zod (≈ 25 KB gzip) into the web's first load.
 */
const FIRST_SCREEN_MODULES = [
  'budgetInsights.ts',
  'budgets.ts',
  'budgetStreaks.ts',
  'calendar.ts',
  'cellLabel.ts',
  'dates.ts',
  'entries.ts',
  'goals.ts',
  'goalValues.ts',
  'insights.ts',
  'judge.ts',
  'pendingDays.ts',
  'planHold.ts',
  'reduction.ts',
  'reductionTexts.ts',
  'stats.ts',
  'streaks.ts',
  'summaries.ts',
];

describe('modules of the first screen', () => {
  it.each(FIRST_SCREEN_MODULES)('%s imports no zod', (file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(source).not.toMatch(/from 'zod'/);
  });
});
