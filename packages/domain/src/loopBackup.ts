/**
 * Loop Habit Tracker's .db backup ("Export full backup" and its automatic backups), read as Loop's
 * own importer reads it (uhabits-core: `LoopDBImporter`, `HabitRecord`, `EntryRecord`, and the
 * migrations `resources/migrations/NN.sql`). The SQLite file itself is opened outside the domain;
 * these functions say which columns each schema version has and what its rows become.
 *
 * - The version is SQLite's `user_version`. Loop's importer accepts a file with the tables Habits
 *   and Repetitions and a version of at most 25 (`DATABASE_VERSION`), and migrates it from the
 *   next version on: its migrations start at 09, so a version below 9 cannot be migrated.
 * - Habits (09): id, archived, color, description, freq_den, freq_num, highlight, name, position,
 *   reminder_hour, reminder_min; 11 adds reminder_days; 16 adds type (0 yes/no, 1 numerical);
 *   18 adds target_type (0 at least, 1 at most), target_value (a real, not scaled) and unit;
 *   23 adds question (the old description moves there); 24 adds uuid.
 * - Repetitions (09): id, habit, timestamp (milliseconds of the day's UTC midnight); 16 adds
 *   value (an integer: a numerical amount × 1000, or −1 UNKNOWN, 0 NO, 1 YES_AUTO, 2 YES_MANUAL,
 *   3 SKIP); 25 adds notes.
 * - Colours: before 14 an Android ARGB integer; 14 made them an index of a 13-colour palette and
 *   21 of today's 20-colour palette (`PaletteColor.toCsvColor`).
 */
import { DEFAULT_COLOR, LIMITS } from './constants';
import { characterCount, cutText } from './importLeniency';
import { importNoteMessages as notes } from './i18n/importNoteMessages';
import { importPreviewMessages } from './i18n/importPreviewMessages';
import { countIn, say, type Texts } from './texts';
import { isIsoDate, type IsoDate } from './dates';
import { loopHabitToTaper, type LoopCheckmark, type LoopHabitImport } from './loop';

/** The oldest schema Loop's importer can migrate (its migrations start at 09). */
export const LOOP_BACKUP_MIN_VERSION = 9;
/** The newest schema Loop's importer accepts (uhabits-core `DATABASE_VERSION`). */
export const LOOP_BACKUP_MAX_VERSION = 25;
/** The most rows of Repetitions a backup may hold: past it the file is refused unread. */
export const LOOP_BACKUP_MAX_REPETITIONS = 1_000_000;

/** The columns read of Habits and Repetitions in a schema version (each as Loop names it). */
export function loopBackupColumns(version: number): { habits: string[]; repetitions: string[] } {
  const habits = [
    'id',
    'name',
    'position',
    'archived',
    'color',
    'freq_num',
    'freq_den',
    'description',
  ];
  if (version >= 16) habits.push('type');
  if (version >= 18) habits.push('target_type', 'target_value', 'unit');
  if (version >= 23) habits.push('question');
  if (version >= 24) habits.push('uuid');
  const repetitions = ['habit', 'timestamp'];
  if (version >= 16) repetitions.push('value');
  if (version >= 25) repetitions.push('notes');
  return { habits, repetitions };
}

/** A row of Habits as read (a column the version lacks is undefined). */
export interface LoopBackupHabit {
  id: unknown;
  name: unknown;
  position: unknown;
  archived: unknown;
  color: unknown;
  freq_num: unknown;
  freq_den: unknown;
  type?: unknown;
  target_type?: unknown;
  target_value?: unknown;
  unit?: unknown;
  description?: unknown;
  question?: unknown;
  uuid?: unknown;
}

/** A Loop uuid as Taper keeps it: letters, digits and dashes, at most 64. */
const LOOP_UUID = /^[0-9A-Za-z-]{1,64}$/;

/**
 * What identifies a backup's habit and says what it is about: Loop's `uuid` (schema 24 on), and its
 * question and description as one text (before schema 23 the `description` column held the
 * question), paragraphs apart, cut to 500 characters with a warning.
 */
export function loopBackupIdentity(
  habit: LoopBackupHabit,
  version: number,
  name: string,
  texts?: Texts,
): { loopUuid: string | null; description: string | null; warning?: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const question = version >= 23 ? text(habit.question) : text(habit.description);
  const details = version >= 23 ? text(habit.description) : '';
  const uuid = text(habit.uuid).trim();
  return {
    loopUuid: LOOP_UUID.test(uuid) ? uuid : null,
    ...importedDescription(name, [question, details], texts),
  };
}

/** Loop's question and description as a Taper description (`importedDescription`'s rule). */
export function loopDescription(question: string, details: string): string {
  return [question, details].filter((part) => part.trim() !== '').join('\n\n');
}

/** The parts of a description as one text, cut to what a habit holds with a warning. */
export function importedDescription(
  name: string,
  parts: readonly string[],
  texts?: Texts,
): { description: string | null; warning?: string } {
  const joined = loopDescription(parts[0] ?? '', parts[1] ?? '');
  if (joined === '') return { description: null };
  if (joined.length <= LIMITS.descriptionMax) return { description: joined };
  const cut = cutText(joined, LIMITS.descriptionMax);
  return {
    description: cut,
    warning: texts
      ? say(texts, notes.descriptionCut, {
          name,
          length: countIn(texts, characterCount(joined)),
          kept: countIn(texts, characterCount(cut)),
        })
      : `${name}: the question and description of ${String(characterCount(joined))} characters are cut to their first ${String(characterCount(cut))}`,
  };
}

/** Loop's palette since schema 21 (`PaletteColor.toCsvColor`). */
export const LOOP_PALETTE = [
  '#D32F2F',
  '#E64A19',
  '#F57C00',
  '#FF8F00',
  '#F9A825',
  '#AFB42B',
  '#7CB342',
  '#388E3C',
  '#00897B',
  '#00ACC1',
  '#039BE5',
  '#1976D2',
  '#303F9F',
  '#5E35B1',
  '#8E24AA',
  '#D81B60',
  '#5D4037',
  '#303030',
  '#757575',
  '#AAAAAA',
] as const;
const PALETTE = LOOP_PALETTE;

/** Migration 21: the 13-colour palette's index → today's. */
const PALETTE_21 = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19] as const;

/** Migration 14: the ARGB integers of the old colours → the 13-colour palette's index. */
const ARGB_14 = [
  -2937041, -1684967, -415707, -5262293, -13070788, -16742021, -16732991, -16540699, -10603087,
  -7461718, -2614432, -13619152, -5592406,
] as const;

/** A habit's colour in the backup as `#RRGGBB`, by the palette of its schema version. */
export function loopBackupColor(color: unknown, version: number): string {
  if (typeof color !== 'number' || !Number.isInteger(color)) return DEFAULT_COLOR;
  let index = color;
  if (version < 14) {
    const old = ARGB_14.indexOf(color as (typeof ARGB_14)[number]);
    index = old < 0 ? 0 : old;
  }
  if (version < 21) index = PALETTE_21[index] ?? 0;
  return PALETTE[index] ?? PALETTE[0];
}

/** A Java double as Loop's CSV writes it ('3.0', '2.5', '2.0E9'): the same reading follows. */
function targetText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  return Number.isInteger(value) && Math.abs(value) < 1e7 ? `${String(value)}.0` : String(value);
}

/**
 * What a row of Habits becomes, by the rules of Loop's CSV (`loopHabitToTaper`): an at-most
 * numerical habit a number goal (daily, or a weekly or monthly budget), the others skipped with
 * the reason. Before schema 16 every habit is yes/no; before 18 a numerical one counts at least.
 */
export function loopBackupHabitToTaper(
  habit: LoopBackupHabit,
  version: number,
  texts?: Texts,
): LoopHabitImport {
  const numerical = version >= 16 && habit.type === 1;
  const atMost = version >= 18 && habit.target_type === 1;
  return loopHabitToTaper(
    {
      // Loop numbers its list from 0; a habit without a name is named by its place from 1.
      Position: String(Number(habit.position) + 1),
      Name: typeof habit.name === 'string' ? habit.name : '',
      Type: numerical ? 'NUMERICAL' : 'YES_NO',
      Question: '',
      Description: '',
      FrequencyNumerator: String(habit.freq_num),
      FrequencyDenominator: String(habit.freq_den),
      Color: loopBackupColor(habit.color, version),
      Unit: typeof habit.unit === 'string' ? habit.unit : '',
      'Target Type': atMost ? 'AT_MOST' : 'AT_LEAST',
      'Target Value': targetText(habit.target_value),
      'Archived?': habit.archived === 1 ? 'true' : 'false',
    },
    texts,
  );
}

/** A Repetitions value of a numerical habit: −1 no entry, 3 a skipped day, else thousandths. */
export function readLoopBackupValue(value: unknown): LoopCheckmark {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return { kind: 'invalid' };
  if (value === -1) return { kind: 'none' };
  if (value === 3) return { kind: 'skip' };
  if (value < 0) return { kind: 'invalid' };
  return { kind: 'amount', amount: value / 1000 };
}

const DAY_MS = 86_400_000;

/**
 * A Repetitions timestamp (the day's UTC midnight in milliseconds) as its day; one past midnight
 * is taken as the day it falls in, as Loop rounds it down.
 */
export function loopBackupDate(timestamp: unknown): IsoDate | undefined {
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp)) return undefined;
  const date = new Date(Math.floor(timestamp / DAY_MS) * DAY_MS);
  if (Number.isNaN(date.getTime())) return undefined;
  const day = date.toISOString().slice(0, 10);
  return isIsoDate(day) ? day : undefined;
}

/** The preview's name of the file: 'Loop backup (schema 24)'. */
export function loopBackupSource(version: number, texts?: Texts): string {
  if (texts)
    return say(texts, importPreviewMessages.sourceLoopBackupSchema, { version: String(version) });
  return `Loop backup (schema ${String(version)})`;
}
