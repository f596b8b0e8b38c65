/**
 * The domain's two entries: `@taper/domain` (index.ts) holds what the web may use, `rules.ts`
 * (`@taper/domain/rules`) every rule that judges a day, computes a figure or knows "today".
 */
import { describe, expect, it } from 'vitest';
import * as web from './index';
import * as rules from './rules';

/** Rules the browser must never run, among them those a hand-kept list once missed. */
const SERVER_ONLY = [
  'judgeEntry',
  'goalOn',
  'goalForDate',
  'isSuccess',
  'applyPlan',
  'holdSuggestion',
  'habitStats',
  'monthGrid',
  'cellStatus',
  'computeStreaks',
  'monthlyInsights',
  'habitStrength',
  'habitHistory',
  'reduction',
  'baselinePeriod',
  'budgetRejudged',
  'countedDays',
  'habitStreaks',
  'chartRange',
  'habitPatternText',
  'dateInTimeZone',
  'userTodayAt',
  'userDayEndsAt',
  'dueReminder',
  'importPreview',
  'importedReminders',
];

/** What the web shows and asks with: schemas, formatters, texts, form helpers, pending days. */
const WEB_SAFE = [
  'habitStatsSchema',
  'entryValueLabel',
  'readEntryValue',
  'calendarWithPendingDays',
  'habitCard',
  'planView',
  'streakFigure',
  'fullDateText',
  'addDays',
  'reductionLine',
  'importPreviewSchema',
  'IMPORT_MAX_BYTES',
];

describe('the domain entries', () => {
  it.each(SERVER_ONLY)('%s is a server rule, not in the web entry', (name) => {
    expect(typeof (rules as Record<string, unknown>)[name]).toBe('function');
    expect(web).not.toHaveProperty(name);
  });

  it.each(WEB_SAFE)('%s is in the web entry', (name) => {
    expect(web).toHaveProperty(name);
    expect(rules).not.toHaveProperty(name);
  });

  it('no name is in both entries', () => {
    expect(Object.keys(web).filter((name) => name in rules)).toEqual([]);
  });
});
