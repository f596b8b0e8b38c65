import { describe, expect, it } from 'vitest';
import {
  reminderFormProblem,
  reminderFormToInput,
  reminderToForm,
  toggleReminderDay,
} from './reminderForm';

describe('the reminder form', () => {
  it('starts off, with 21:00 every day ready, when there is no reminder', () => {
    const form = reminderToForm(null);
    expect(form).toEqual({
      on: false,
      time: '21:00',
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    });
    expect(reminderFormToInput(form)).toBeNull();
  });

  it('shows a stored reminder and sends it back as it is', () => {
    const stored = { time: '07:30', days: ['monday', 'friday'] as const };
    const form = reminderToForm({ time: stored.time, days: [...stored.days] });
    expect(form).toEqual({ on: true, time: '07:30', days: ['monday', 'friday'] });
    expect(reminderFormToInput(form)).toEqual({ time: '07:30', days: ['monday', 'friday'] });
  });

  it('keeps the days in the calendar order whatever order they are picked in', () => {
    let days = toggleReminderDay([], 'sunday');
    days = toggleReminderDay(days, 'wednesday');
    days = toggleReminderDay(days, 'monday');
    expect(days).toEqual(['monday', 'wednesday', 'sunday']);
    expect(toggleReminderDay(days, 'wednesday')).toEqual(['monday', 'sunday']);
  });

  it("says the domain's sentence for a reminder without a day or a time", () => {
    expect(reminderFormProblem({ on: true, time: '21:00', days: [] })).toBe(
      'Choose at least one day for the reminder.',
    );
    expect(reminderFormProblem({ on: true, time: '', days: ['monday'] })).toBe(
      'A reminder time is HH:MM on a 24-hour clock, such as 21:00.',
    );
    expect(reminderFormProblem({ on: false, time: '', days: [] })).toBeUndefined();
    expect(reminderFormProblem({ on: true, time: '21:00', days: ['monday'] })).toBeUndefined();
  });
});
