/**
 * The habit requests as /api/openapi.json describes them (one variant per goal kind) accept
 * exactly the bodies the server's schemas accept, so a client written against the document gets
 * no 400 it could not foresee, and the document forbids nothing the server takes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from './constants';
import {
  habitSettingsRequestSchema,
  habitSettingsSchema,
  habitUpdateRequestSchema,
  habitUpdateSchema,
} from './schemas';

const week = (value: number | string) => Object.fromEntries(WEEKDAYS.map((day) => [day, value]));
const LOOK = { name: 'Coffee', color: '#3B82F6', icon: 'coffee' };

/** Valid and invalid values of each field; tag positions stay within two tags. */
const body = fc.record(
  {
    goalType: fc.constantFrom('number', 'level', 'custom_tags', 'other'),
    goalSchedule: fc.constantFrom('daily', 'custom_daily', 'weekly', 'monthly'),
    dailyGoal: fc.constantFrom(0, 3, -1, 1.5, '2', null),
    levelGoal: fc.constantFrom('low', 'high', '1', '2', 'bogus', null),
    weeklyGoals: fc.constantFrom(week(2), week('low'), week('2'), week(-1), { monday: 1 }, null),
    customTags: fc.constantFrom(['Calm', 'Busy'], ['A', 'B', 'C', 'D'], ['Only'], null),
  },
  { requiredKeys: [] },
);

describe('the documented habit requests', () => {
  it('accept a create body exactly when the server does', () => {
    fc.assert(
      fc.property(body, (goal) => {
        const sent = { ...LOOK, ...goal };
        expect(habitSettingsRequestSchema.safeParse(sent).success).toBe(
          habitSettingsSchema.safeParse(sent).success,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('accept a rename, and full settings exactly when the server does', () => {
    expect(habitUpdateRequestSchema.safeParse({ name: 'Tea' }).success).toBe(true);
    expect(habitUpdateRequestSchema.safeParse({ name: ' ' }).success).toBe(false);
    fc.assert(
      fc.property(body, (goal) => {
        const sent = { ...LOOK, goalType: 'number', goalSchedule: 'daily', ...goal };
        expect(habitUpdateRequestSchema.safeParse(sent).success).toBe(
          habitUpdateSchema.safeParse(sent).success && habitSettingsSchema.safeParse(sent).success,
        );
      }),
      { numRuns: 500 },
    );
  });
});
