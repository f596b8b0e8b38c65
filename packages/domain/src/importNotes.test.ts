/**
 * An import's warning lines said two ways: without `Texts` (the English the readers always wrote)
 * and through the catalogs, which English must match word for word; and in German.
 */
import { describe, expect, it } from 'vitest';
import { serverI18n } from './i18n';
import {
  alreadyHereLine,
  entriesUpTo,
  importedName,
  importedNote,
  pastHabitLimitReason,
} from './importLeniency';
import { droppedNotesWarning } from './importGoalChoices';
import { loopTarget } from './loop';
import { loopFrequencyGoal } from './loopFrequency';
import { importedDescription } from './loopBackup';
import type { Texts } from './texts';

const english = serverI18n('en');
const german = serverI18n('de');

/** Every kind of warning line, written through `texts` (or without any). */
function lines(texts?: Texts): (string | undefined)[] {
  const entries = ['2025-03-14', '2025-03-16', '2025-03-18'].map((date) => ({ date }));
  return [
    importedName('   ', 'Habit 3', texts).warning,
    importedName('x'.repeat(130), 'Habit 3', texts).warning,
    importedNote('Coffee', '2025-03-13', 'n'.repeat(1500), texts).warning,
    importedDescription('Tea', ['q'.repeat(400), 'd'.repeat(400)], texts).warning,
    entriesUpTo('Tea', entries, '2025-03-15', texts).warning,
    entriesUpTo('Tea', entries.slice(0, 2), '2025-03-15', texts).warning,
    droppedNotesWarning('Beer', 1, texts),
    droppedNotesWarning('Beer', 4, texts),
    (() => {
      const target = loopTarget('Wine', 2.5, texts);
      return target.ok ? target.warning : undefined;
    })(),
    (() => {
      const goal = loopFrequencyGoal('Run', 2, 2, '2', texts);
      return goal.ok ? goal.warning : undefined;
    })(),
    (() => {
      const goal = loopFrequencyGoal('Beer', 10, 10, '14', texts);
      return goal.ok ? goal.warning : undefined;
    })(),
    alreadyHereLine('Beer', 0, texts),
    alreadyHereLine('Beer', 1, texts),
    alreadyHereLine('Beer', 3, texts),
    pastHabitLimitReason(500, texts),
  ];
}

describe("an import's warning lines", () => {
  it('are the same English through the catalogs as without them', () => {
    const plain = lines();
    expect(plain.filter((line) => line !== undefined).length).toBeGreaterThan(12);
    expect(lines(english)).toEqual(plain);
  });

  it('are said in German, the names and days kept', () => {
    const [noName, , note, , later, oneLater, oneNote, notesLeft, rounded, became, , none, one] =
      lines(german);
    expect(noName).toBe(
      'Habit 3: die Gewohnheit hat in der Datei keinen Namen und wird als „Habit 3“ importiert',
    );
    expect(note).toBe(
      'Coffee, 2025-03-13: die Notiz mit 1.500 Zeichen wird auf die ersten 1.000 gekürzt',
    );
    expect(later).toBe('Tea: 2 Einträge nach heute (2025-03-16 bis 2025-03-18) werden ausgelassen');
    expect(oneLater).toBe('Tea: 1 Eintrag nach heute (2025-03-16) wird ausgelassen');
    expect(oneNote).toBe(
      'Beer: 1 Notiz an als Unbekannt markierten Tagen wird nicht importiert (ein unbekannter Tag ist kein Eintrag)',
    );
    expect(notesLeft).toMatch(/^Beer: 4 Notizen /);
    expect(rounded).toBe('Wine: das Ziel 2,5 wird auf 3 gerundet (Taper-Ziele sind ganze Zahlen)');
    expect(became).toMatch(/^Run: Loops „höchstens 2 alle 2 Tage“ wurde zu „höchstens \d+ /);
    expect([none, one]).toEqual([
      'Beer: schon da, keine neuen Tage',
      'Beer: schon da, 1 neuer Tag',
    ]);
    expect(lines(german).at(-1)).toMatch(/^Ein Import bringt höchstens 500 Gewohnheiten/);
  });
});
