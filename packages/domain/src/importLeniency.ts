/**
 * What an import of another app's file changes to keep a row the API would refuse, instead of
 * refusing the whole file: a name or note past Taper's length cut (never inside a character), a
 * blank name given one, an entry after the user's today left out; each change said in a warning
 * line naming the habit. Text is otherwise kept exactly as written: the spaces inside a name or a
 * note are the person's.
 */
import { LIMITS } from './constants';
import { importNoteMessages as notes } from './i18n/importNoteMessages';
import { countIn, say, type Texts } from './texts';
import type { IsoDate } from './dates';

/** How many characters (code points) a text has: an emoji is one. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The longest start of `text` that the API takes under a limit of `max` (its schemas count UTF-16
 * units), cut between two characters: never inside a surrogate pair, and before a lone surrogate.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const lone = character.length === 1 && code >= 0xd800 && code <= 0xdfff;
    if (lone || end + character.length > max) break;
    end += character.length;
  }
  return text.slice(0, end);
}

/** A text as a message quotes it: at most `max` characters, cut between two characters. */
export function quoted(text: string, max = 40): string {
  return cutText(text, max);
}

/**
 * A habit's name as the import creates it: its ends trimmed (as the API does with every name), cut
 * to 100 characters with a warning, or, blank, named after its place in the file with a warning.
 */
export function importedName(
  written: string,
  fallback: string,
  texts?: Texts,
): { name: string; warning?: string } {
  const name = written.trim();
  if (name === '')
    return {
      name: fallback,
      warning: texts
        ? say(texts, notes.noName, { name: fallback })
        : `${fallback}: the habit has no name in the file, so it is imported as '${fallback}'`,
    };
  if (name.length <= LIMITS.nameMax) return { name };
  const cut = cutText(name, LIMITS.nameMax).trimEnd();
  const [length, kept] = [characterCount(name), characterCount(cut)];
  return {
    name: cut,
    warning: texts
      ? say(texts, notes.nameCut, {
          name: cut,
          length: countIn(texts, length),
          kept: countIn(texts, kept),
        })
      : `${cut}: the name of ${String(length)} characters is cut to its first ${String(kept)}`,
  };
}

/**
 * A note as an import keeps it: as written, or null when it holds nothing but spaces; one longer
 * than the API keeps (1,000) is cut, with a warning line naming the habit and the day.
 */
export function importedNote(
  habit: string,
  date: IsoDate,
  note: string | null | undefined,
  texts?: Texts,
): { note: string | null; warning?: string } {
  const text = note ?? '';
  if (text.trim() === '') return { note: null };
  if (text.length <= LIMITS.noteMax) return { note: text };
  const cut = cutText(text, LIMITS.noteMax);
  const [length, kept] = [characterCount(text), characterCount(cut)];
  return {
    note: cut,
    warning: texts
      ? say(texts, notes.noteCut, {
          habit,
          date,
          length: countIn(texts, length),
          kept: countIn(texts, kept),
        })
      : `${habit}, ${date}: the note of ${String(length)} characters is cut to its first ${String(kept)}`,
  };
}

/**
 * A habit's entries up to the user's today; those after it are left out (a phone whose clock ran
 * ahead, a day logged in another time zone), said in one warning line.
 */
export function entriesUpTo<Entry extends { date: IsoDate }>(
  habit: string,
  entries: readonly Entry[],
  today: IsoDate,
  texts?: Texts,
): { entries: Entry[]; warning?: string } {
  const kept = entries.filter((entry) => entry.date <= today);
  const later = entries.filter((entry) => entry.date > today).map((entry) => entry.date);
  if (later.length === 0) return { entries: kept };
  later.sort();
  const [from = '', to = ''] = [later[0], later[later.length - 1]];
  if (texts) {
    const days = later.length === 1 ? from : say(texts, notes.dayRange, { from, to });
    const count = later.length;
    return {
      entries: kept,
      warning: say(texts, notes.laterEntries, { habit, count, shown: countIn(texts, count), days }),
    };
  }
  const days = later.length === 1 ? from : `${from} to ${to}`;
  return {
    entries: kept,
    warning: `${habit}: ${String(later.length)} ${later.length === 1 ? 'entry' : 'entries'} after today (${days}) ${later.length === 1 ? 'is' : 'are'} left out`,
  };
}

/** The preview's line of a habit already here: 'Beer: already here, 3 new days'. */
export function alreadyHereLine(name: string, days: number, texts?: Texts): string {
  if (texts) return say(texts, notes.alreadyHere, { name, days, shown: countIn(texts, days) });
  return `${name}: already here, ${days === 0 ? 'no new days' : `${String(days)} new ${days === 1 ? 'day' : 'days'}`}`;
}

/** Why a habit past the most one import brings is left out. */
export function pastHabitLimitReason(max: number, texts?: Texts): string {
  if (texts) return say(texts, notes.pastHabitLimit, { max: countIn(texts, max) });
  return `One import brings at most ${String(max)} habits: this one is past them (import it from a file of its own)`;
}
