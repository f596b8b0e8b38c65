import { describe, expect, it } from 'vitest';
import { importedReminders } from './transferReminders';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

describe('importedReminders', () => {
  it('reads the list, an older export’s one reminder, or none', () => {
    const list = [
      { time: '08:30', days: weekdays },
      { time: '21:00', days: ['sunday'] },
    ];
    expect(importedReminders({ reminders: list })).toEqual({ ok: true, reminders: list });
    // The list wins over the single reminder an export also carries (its first).
    expect(importedReminders({ reminders: [], reminder: list[0] })).toEqual({
      ok: true,
      reminders: [],
    });
    expect(importedReminders({ reminder: list[1] })).toEqual({ ok: true, reminders: [list[1]] });
    expect(importedReminders({ reminder: null })).toEqual({ ok: true, reminders: [] });
    expect(importedReminders({})).toEqual({ ok: true, reminders: [] });
  });

  it.each([
    [
      { reminders: [1, 2, 3, 4].map((h) => ({ time: `0${String(h)}:00`, days: weekdays })) },
      'A habit has at most 3 reminders a day.',
    ],
    [
      {
        reminders: [
          { time: '08:00', days: weekdays },
          { time: '08:00', days: ['sunday'] },
        ],
      },
      'Each reminder of a habit has its own time.',
    ],
    [
      { reminder: { time: '25:00', days: weekdays } },
      'A reminder time is HH:MM on a 24-hour clock, such as 21:00.',
    ],
    [{ reminders: [{ time: '08:00', days: [] }] }, 'Choose at least one day for the reminder.'],
    [{ reminders: 'at eight' }, expect.any(String)],
  ])('refuses %j with the sentence the habit settings give', (habit, message) => {
    expect(importedReminders(habit)).toEqual({ ok: false, message });
  });
});
