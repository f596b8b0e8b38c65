import { describe, expect, it } from 'vitest';
import {
  canAddReminderTime,
  reminderFormProblem,
  reminderFormToInput,
  reminderFormToList,
  remindersToForm,
  reminderTimeProblem,
  reminderToForm,
  toggleReminderDay,
  withReminderTime,
  withReminderTimeAdded,
  withReminderTimeRemoved,
} from './reminderForm';

const everyDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

describe('the reminder form', () => {
  it('starts off, with 21:00 every day ready, when there is no reminder', () => {
    const form = reminderToForm(null);
    expect(form).toEqual({ on: false, times: [{ time: '21:00', days: everyDay }] });
    expect(reminderFormToInput(form)).toBeNull();
    expect(reminderFormToList(form)).toEqual([]);
  });

  it('shows a stored reminder and sends it back as it is', () => {
    const form = reminderToForm({ time: '07:30', days: ['monday', 'friday'] });
    expect(form).toEqual({ on: true, times: [{ time: '07:30', days: ['monday', 'friday'] }] });
    expect(reminderFormToInput(form)).toEqual({ time: '07:30', days: ['monday', 'friday'] });
  });

  it("adds up to three times, each a usual time not taken, on the last one's days", () => {
    let form = remindersToForm([{ time: '21:00', days: ['monday', 'friday'] }]);
    form = withReminderTimeAdded(form);
    expect(form.times[1]).toEqual({ time: '08:00', days: ['monday', 'friday'] });
    form = withReminderTimeAdded(withReminderTime(form, 1, { time: '12:00', days: ['sunday'] }));
    expect(form.times.map((reminder) => reminder.time)).toEqual(['21:00', '12:00', '08:00']);
    expect(canAddReminderTime(form)).toBe(false);
    expect(withReminderTimeAdded(form)).toBe(form);
    expect(reminderFormToList(form)).toEqual([
      { time: '08:00', days: ['sunday'] },
      { time: '12:00', days: ['sunday'] },
      { time: '21:00', days: ['monday', 'friday'] },
    ]);
    const removed = withReminderTimeRemoved(form, 0);
    expect(removed.times.map((reminder) => reminder.time)).toEqual(['12:00', '08:00']);
    const last = withReminderTimeRemoved(withReminderTimeRemoved(removed, 0), 0);
    expect(last.times).toHaveLength(1);
  });

  it('keeps the days in the calendar order whatever order they are picked in', () => {
    let days = toggleReminderDay([], 'sunday');
    days = toggleReminderDay(days, 'wednesday');
    days = toggleReminderDay(days, 'monday');
    expect(days).toEqual(['monday', 'wednesday', 'sunday']);
    expect(toggleReminderDay(days, 'wednesday')).toEqual(['monday', 'sunday']);
  });

  it("says the domain's sentence for a time without a day or a time, or a time twice", () => {
    const form = (times: { time: string; days: string[] }[], on = true) =>
      ({ on, times }) as Parameters<typeof reminderFormProblem>[0];
    expect(reminderFormProblem(form([{ time: '21:00', days: [] }]))).toBe(
      'Choose at least one day for the reminder.',
    );
    const second = form([
      { time: '21:00', days: ['monday'] },
      { time: '', days: ['monday'] },
    ]);
    expect(reminderTimeProblem(second, 0)).toBeUndefined();
    expect(reminderTimeProblem(second, 1)).toBe(
      'A reminder time is HH:MM on a 24-hour clock, such as 21:00.',
    );
    expect(reminderFormProblem(second)).toBe(
      'A reminder time is HH:MM on a 24-hour clock, such as 21:00.',
    );
    const twice = form([
      { time: '21:00', days: ['monday'] },
      { time: '21:00', days: ['friday'] },
    ]);
    expect(reminderFormProblem(twice)).toBe('Each reminder of a habit has its own time.');
    expect(reminderFormProblem(form([{ time: '', days: [] }], false))).toBeUndefined();
    expect(reminderFormProblem(form([{ time: '21:00', days: ['monday'] }]))).toBeUndefined();
  });
});
