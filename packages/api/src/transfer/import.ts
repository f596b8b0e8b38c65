/**
 * POST /api/import's reading and checking: a Taper JSON export, a Loop Habit Tracker CSV zip (of
 * any version), a Loop .db backup or a HabitBull CSV,
 * read by its kind's reader into one shape (`ImportRead`), then checked by the domain against the
 * user's names, icons and today (`checkImportSteps`, in slices). Writing is import-run.ts's
 * job. Every refusal is a sentence for the person who chose the file.
 */
import { listHabits, listIcons, type Db } from '@taper/db';
import {
  IMPORT_MAX_BYTES,
  type ImportGoalChoices,
  type ImportedHabit,
  type LocaleCode,
  type WeekStart,
} from '@taper/domain';
import { serverI18n } from '@taper/domain/i18n';
import { checkImportSteps, isHabitBullText, type UserDays } from '@taper/domain/rules';
import type { ImportRead } from './import-read';
import { readHabitBull } from './read-habitbull';
import { readLoop } from './read-loop';
import { readLoopBackupOnThread } from './loop-backup-thread';
import { isSqlite } from './read-loop-backup';
import { readTaper } from './read-taper';
import { plannedMerges, type ImportMerge } from './import-merge';
import { ImportRefused, refused } from './refusal';
import { inSlices } from './slices';

/** The body's declared kind; 'file' (application/octet-stream) is told by its first bytes. */
export type ImportKind = 'json' | 'zip' | 'sqlite' | 'csv' | 'file';
export type { ImportRead } from './import-read';

/**
 * What the body holds, read by its kind; throws `ImportRefused` at the first problem. `choices`
 * are the goals chosen in the preview for a file without targets (an older Loop CSV, HabitBull).
 */
export async function readImport(
  kind: ImportKind,
  bytes: Uint8Array,
  today: string,
  choices?: ImportGoalChoices,
  locale: LocaleCode = 'en',
): Promise<ImportRead> {
  const texts = serverI18n(locale);
  if (bytes.length > IMPORT_MAX_BYTES)
    throw refused('fileTooLarge', { mb: String(IMPORT_MAX_BYTES / 1024 / 1024) });
  // A SQLite file is read as a Loop backup whatever type it was sent as (a .db sent as a zip), on
  // a thread of its own with a time and memory limit.
  if (kind === 'sqlite' || isSqlite(bytes))
    return readLoopBackupOnThread(bytes, today, undefined, locale);
  if (kind === 'json') return readTaper(bytes);
  if (kind === 'zip' || (bytes[0] === 0x50 && bytes[1] === 0x4b))
    return readLoop(bytes, today, choices, texts);
  const first = new TextDecoder().decode(bytes.subarray(0, 64)).trimStart();
  if (kind === 'file' && first.startsWith('{')) return readTaper(bytes);
  if (isHabitBullText(first)) return readHabitBull(bytes, today, choices, texts);
  throw refused(kind === 'csv' ? 'notHabitBull' : 'unknownFile');
}

/**
 * The habits as they will be created, against the user's names, icons and today: every rule the
 * import applies, so a preview shows exactly what the import does. Throws `ImportRefused`.
 */
export async function planImport(
  db: Db,
  user: { id: number; tier: string; weekStart?: WeekStart } & UserDays,
  read: ImportRead['habits'],
  today: string,
  /** Whether a habit already here by Loop's uuid gets the file's new days (a Loop backup). */
  merge = false,
): Promise<{ habits: ImportedHabit[]; merges: ImportMerge[] }> {
  const [existing, icons] = await Promise.all([listHabits(db, user.id), listIcons(db)]);
  // A habit already here by Loop's identity gets only the days it lacks.
  const { fresh: habits, merges } = await plannedMerges(
    db,
    user,
    existing,
    read,
    today,
    user.weekStart,
    merge,
  );
  const allowed = new Set(
    icons
      .filter((icon) => icon.visibility !== 'disabled')
      .filter((icon) => icon.tier !== 'PREMIUM' || user.tier === 'PREMIUM')
      .map((icon) => icon.id),
  );
  const checked = await inSlices(
    checkImportSteps(
      habits,
      existing.map((habit) => habit.name),
      today,
      (icon) => allowed.has(icon),
      user.weekStart,
    ),
  );
  if (!checked.ok) throw new ImportRefused(checked.message);
  return { habits: checked.habits, merges };
}
