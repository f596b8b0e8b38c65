import type { CalendarDay, Entry } from '@taper/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/active-locale';
import { habit } from '../../testing/fixtures';
import { overlayCalendar, overlayEntries } from './overlay';
import type { EntryChange, QueuedChange } from './state';

const cell = (date: string, overrides: Partial<CalendarDay> = {}): CalendarDay => ({
  date,
  dayOfMonth: Number(date.slice(8)),
  inMonth: true,
  isToday: false,
  isFuture: false,
  status: 'success',
  connectsToPrevious: true,
  connectsToNext: true,
  entry: { id: 11, actualValue: 1, levelValue: null, note: null, label: '1', shortLabel: '1' },
  assumed: false,
  description: '1, on target',
  planStep: null,
  held: false,
  ...overrides,
});

const queued = (date: string, change: EntryChange): QueuedChange => ({
  seq: 1,
  userId: 1,
  habitId: 7,
  habitName: 'Coffee',
  date,
  change,
});

const coffee = habit(); // 2 a day

afterEach(async () => {
  await activateLocale('en');
});

describe('the pending days on screen', () => {
  it('leaves the calendar as it is without pending days', () => {
    const calendar = [cell('2025-03-03')];
    expect(overlayCalendar(coffee, calendar, new Map())).toBe(calendar);
  });

  it('shows a logged day with its typed value, pending, with no verdict of its own', () => {
    const change = queued('2025-03-03', {
      kind: 'log',
      body: { date: '2025-03-03', actualValue: 5, note: 'party' },
    });
    const [day] = overlayCalendar(coffee, [cell('2025-03-03')], new Map([[change.date, change]]));
    expect(day).toMatchObject({
      pending: true,
      // Over the goal of 2, yet not 'over': only the server judges, when the change arrives.
      status: 'none',
      connectsToPrevious: false,
      connectsToNext: false,
      entry: { id: 11, actualValue: 5, note: 'party', label: '5', shortLabel: '5' },
      description: '5, has a note, waiting to sync',
    });
    const under = queued('2025-03-03', {
      kind: 'log',
      body: { date: '2025-03-03', actualValue: 0 },
    });
    expect(
      overlayCalendar(coffee, [cell('2025-03-03')], new Map([[under.date, under]]))[0],
    ).toMatchObject({ pending: true, status: 'none', description: '0, waiting to sync' });
  });

  it("says a pending day in the user's language: a skip, a cleared day, a change not saved", async () => {
    const skip = queued('2025-03-03', {
      kind: 'log',
      body: { date: '2025-03-03', skip: true, note: 'Urlaub' },
    });
    const cleared = queued('2025-03-04', { kind: 'clear', entryId: 11 });
    const failed: QueuedChange = {
      ...cleared,
      date: '2025-03-05',
      failure: { kind: 'error', tries: 1, nextTryAt: null },
    };
    const calendar = [cell('2025-03-03'), cell('2025-03-04'), cell('2025-03-05')];
    const pending = new Map([
      [skip.date, skip],
      [cleared.date, cleared],
      [failed.date, failed],
    ]);
    expect(overlayCalendar(coffee, calendar, pending).map((day) => day.description)).toEqual([
      'skipped, has a note, waiting to sync',
      'not logged, waiting to sync',
      'not logged, not saved',
    ]);
    await activateLocale('de');
    const shown = overlayCalendar(coffee, calendar, pending);
    expect(shown.map((day) => day.description)).toEqual([
      'ausgelassen, mit Notiz, wartet auf Synchronisierung',
      'nicht eingetragen, wartet auf Synchronisierung',
      'nicht eingetragen, nicht gespeichert',
    ]);
    expect(shown[0]?.entry?.shortLabel).toBe('ausl.');
  });

  it("takes its neighbours' bars towards it away", () => {
    const change = queued('2025-03-04', {
      kind: 'log',
      body: { date: '2025-03-04', actualValue: 1 },
    });
    const days = overlayCalendar(
      coffee,
      [cell('2025-03-03'), cell('2025-03-04'), cell('2025-03-05')],
      new Map([[change.date, change]]),
    );
    expect(days.map((day) => [day.connectsToPrevious, day.connectsToNext])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
  });

  it('shows a cleared day as not logged, pending; future days are never touched', () => {
    const change = queued('2025-03-03', { kind: 'clear', entryId: 11 });
    const future = cell('2025-03-03', { isFuture: true });
    const pending = new Map([[change.date, change]]);
    expect(overlayCalendar(coffee, [cell('2025-03-03')], pending)[0]).toMatchObject({
      pending: true,
      status: 'none',
      entry: null,
    });
    expect(overlayCalendar(coffee, [future], pending)[0]).toBe(future);
  });

  it("gives a Log dialog the pending values, keeping the server's entry id, with no verdict", () => {
    const entries: Entry[] = [
      {
        id: 11,
        habitId: 7,
        date: '2025-03-03',
        performance: 'success',
        actualValue: 1,
        levelValue: null,
        note: null,
      },
      {
        id: 12,
        habitId: 7,
        date: '2025-03-04',
        performance: 'success',
        actualValue: 1,
        levelValue: null,
        note: null,
      },
    ];
    const logged = queued('2025-03-03', {
      kind: 'log',
      body: { date: '2025-03-03', actualValue: 2 },
    });
    const cleared = queued('2025-03-04', { kind: 'clear', entryId: 12 });
    const shown = overlayEntries(
      coffee,
      entries,
      new Map([
        [logged.date, logged],
        [cleared.date, cleared],
      ]),
    );
    const { performance: _verdict, ...values } = entries[0] as Entry;
    expect(shown).toEqual([{ ...values, actualValue: 2 }]);
  });
});
