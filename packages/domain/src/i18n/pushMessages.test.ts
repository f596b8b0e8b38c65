import { describe, expect, it } from 'vitest';
import type { Goal } from '../goalSchemas';
import { checkInPayload, habitReminderPayload, TEST_NOTIFICATION } from '../reminders';
import {
  localizedCheckIn,
  localizedHabitReminder,
  localizedTestNotification,
} from './pushMessages';

const number: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };
const budget: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 14 };
const habit = (goal: Goal) => ({ id: 7, name: 'Coffee', goal, icon: 'coffee' });

describe('push notifications in the user’s language', () => {
  it('are reminders.ts’s, word for word, in English', () => {
    for (const goal of [number, level, budget])
      expect(localizedHabitReminder(habit(goal), '2026-12-04', '/i.svg', 'en')).toEqual(
        habitReminderPayload(habit(goal), '2026-12-04', '/i.svg'),
      );
    expect(localizedCheckIn(['Coffee', 'Tea'], 'en')).toEqual(checkInPayload(['Coffee', 'Tea']));
    expect(localizedTestNotification('en')).toEqual(TEST_NOTIFICATION);
    expect(localizedCheckIn([], 'de')).toBeUndefined();
  });

  it('say the goal, the buttons and the list in each language', () => {
    const body = (goal: Goal, locale: 'es' | 'de' | 'fr' | 'ar') =>
      localizedHabitReminder(habit(goal), '2026-12-04', '/i.svg', locale).body;
    expect(body(number, 'es')).toBe('Regístralo hoy — objetivo ≤ 3');
    expect(body(level, 'fr')).toBe('À noter aujourd’hui — objectif : Faible');
    expect(body(budget, 'de')).toBe('Heute eintragen — höchstens 14 pro Woche');
    expect(body(budget, 'ar')).toBe('سجّل اليوم — 14 كحد أقصى في الأسبوع');
    expect(localizedHabitReminder(habit(level), '2026-12-04', '/i.svg', 'de').actions).toEqual([
      { action: 'open', title: 'Öffnen' },
    ]);
    expect(localizedCheckIn(['Coffee', 'Tea', 'Wine'], 'es')?.body).toBe(
      'Hoy falta registrar: Coffee, Tea y Wine',
    );
    expect(localizedTestNotification('fr').body).toBe(
      'Notification de test : les rappels arrivent sur cet appareil.',
    );
  });
});
