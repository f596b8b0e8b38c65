/**
 * Every sentence a form shows from the domain's schemas is one of `formMessages`, word for word:
 * a schema's sentence changed without its descriptor would reach the web in English.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COUNTS_AS_MAX, countsAsSchema } from '../groupFields';
import { iconFileSchema, iconNameSchema } from '../iconSchemas';
import { planInputSchema, PLAN_MESSAGES } from '../planInput';
import { baselineSchema, costPerUnitSchema, unitSchema } from '../reductionSchemas';
import { habitRemindersSchema, MAX_HABIT_REMINDERS, reminderSchema } from '../reminders';
import { UNIT_MAX } from '../reductionLimits';
import { formMessages } from './formMessages';
import { localizeMessage } from './localize';

const english = new Set<string>(Object.values(formMessages).map((d) => d.message));

function sentence(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error(`${JSON.stringify(value)} was accepted`);
  return parsed.error.issues[0]?.message ?? '';
}

const plan = { everyDays: 7, startDate: '2026-12-07', startGoal: 4, endGoal: 1 };
const weekdays = ['monday'];

const SENTENCES: [string, string][] = [
  ['baseline: text', sentence(baselineSchema, 'five')],
  ['baseline: negative', sentence(baselineSchema, -1)],
  ['baseline: huge', sentence(baselineSchema, 1e15)],
  ['unit: number', sentence(unitSchema, 5)],
  ['unit: long', sentence(unitSchema, 'x'.repeat(21))],
  ['cost: text', sentence(costPerUnitSchema, 'free')],
  ['cost: negative', sentence(costPerUnitSchema, -1)],
  ['cost: huge', sentence(costPerUnitSchema, 1e9)],
  ['cost: decimals', sentence(costPerUnitSchema, 3.205)],
  ['counts as: text', sentence(countsAsSchema, 'two')],
  ['counts as: zero', sentence(countsAsSchema, 0)],
  ['counts as: huge', sentence(countsAsSchema, 1001)],
  ['plan: start', sentence(planInputSchema, { ...plan, startGoal: -1 })],
  ['plan: start huge', sentence(planInputSchema, { ...plan, startGoal: 2e9 })],
  ['plan: end', sentence(planInputSchema, { ...plan, endGoal: 0.5 })],
  ['plan: end huge', sentence(planInputSchema, { ...plan, endGoal: 2e9, startGoal: 1e9 })],
  [
    'plan: start level',
    sentence(planInputSchema, {
      ...plan,
      startGoal: undefined,
      endGoal: undefined,
      startLevel: 'huge',
      endLevel: 'low',
    }),
  ],
  [
    'plan: end level',
    sentence(planInputSchema, {
      ...plan,
      startGoal: undefined,
      endGoal: undefined,
      startLevel: 'high',
      endLevel: 'huge',
    }),
  ],
  ['plan: step', sentence(planInputSchema, { ...plan, stepBy: 0 })],
  ['plan: step huge', sentence(planInputSchema, { ...plan, stepBy: 2e9 })],
  ['plan: days', sentence(planInputSchema, { ...plan, everyDays: 0 })],
  ['plan: days huge', sentence(planInputSchema, { ...plan, everyDays: 400 })],
  ['plan: date', sentence(planInputSchema, { ...plan, startDate: '7 Dec' })],
  ['plan: upwards', sentence(planInputSchema, { ...plan, endGoal: 9 })],
  ['plan: number fields', PLAN_MESSAGES.numberFields],
  ['plan: level fields', PLAN_MESSAGES.levelFields],
  ['plan: tags', PLAN_MESSAGES.tags],
  ['icon name', sentence(iconNameSchema, 'Bad Name')],
  ['icon file name', sentence(iconFileSchema, { name: 'a.png', type: 'image/svg+xml', size: 5 })],
  ['icon file type', sentence(iconFileSchema, { name: 'a.svg', type: 'image/png', size: 5 })],
  ['icon file size', sentence(iconFileSchema, { name: 'a.svg', type: 'image/svg+xml', size: 2e6 })],
  ['reminder time', sentence(reminderSchema, { time: '9pm', days: weekdays })],
  ['reminder days', sentence(reminderSchema, { time: '21:00', days: [] })],
  ['reminder day twice', sentence(reminderSchema, { time: '21:00', days: ['monday', 'monday'] })],
  [
    'four reminders',
    sentence(
      habitRemindersSchema,
      ['01', '02', '03', '04'].map((h) => ({ time: `${h}:00`, days: weekdays })),
    ),
  ],
  [
    'a time twice',
    sentence(habitRemindersSchema, [
      { time: '08:00', days: weekdays },
      { time: '08:00', days: ['friday'] },
    ]),
  ],
];

describe('formMessages', () => {
  it.each(SENTENCES)('%s: the schema says a sentence of the catalog', (_, said) => {
    expect(english).toContain(said);
  });

  it('holds no sentence that no schema says', () => {
    const said = new Set(SENTENCES.map(([, text]) => text));
    expect([...english].filter((text) => !said.has(text))).toEqual([]);
  });

  it('says the limits the schemas hold', () => {
    expect(formMessages.unitTooLong.message).toContain(` ${String(UNIT_MAX)} `);
    expect(formMessages.countsAsMax.message).toMatch(new RegExp(` ${String(COUNTS_AS_MAX)}$`));
    expect(formMessages.tooManyReminders.message).toContain(` ${String(MAX_HABIT_REMINDERS)} `);
  });

  it('the API answers them in the caller’s language', () => {
    expect(localizeMessage(sentence(baselineSchema, -1), 'de')).toBe(
      'Der Ausgangswert kann nicht negativ sein',
    );
    expect(localizeMessage(PLAN_MESSAGES.tags, 'ar')).toBe('الخطط للأهداف الرقمية وأهداف المستوى');
  });
});
