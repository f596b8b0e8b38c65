/**
 * The import's orchestration: read the file with its kind's reader, check it with the domain's
 * rules (the preview stops there), then write every habit, goal history, plan and entry through
 * the db repositories in one transaction: all of them or none. Long work pauses between slices
 * so other requests are answered meanwhile.
 */
import { insertEntries, insertHabitWithHistory, updatePreferences, type Db } from '@taper/db';
import {
  importPreview,
  type ImportGoalChoices,
  type ImportedHabit,
  type ImportSettings,
  type ImportPreview,
  type ImportResult,
  type WeekStart,
} from '@taper/domain';
import { planImport, readImport, type ImportKind } from '../../transfer/import';
import { Slicer } from '../../transfer/slices';
import { rejudgeUserBudgets } from '../goals';

export interface ImportRequest {
  db: Db;
  user: { id: number; tier: string; weekStart?: WeekStart };
  today: string;
  now: Date;
  kind: ImportKind;
  bytes: Uint8Array;
  dryRun: boolean;
  /** Bring back a Taper export's week start, day end and theme along with its habits. */
  restoreSettings?: boolean;
  /** Goals chosen in the preview, by the preview's keys (a file without targets). */
  goals?: ImportGoalChoices;
}

/**
 * Creates the habits, their goal histories, plans and entries, and sets the settings brought back:
 * all of them or none.
 */
export async function writeImport(
  db: Db,
  userId: number,
  habits: readonly ImportedHabit[],
  now: Date,
  settings: ImportSettings = {},
): Promise<number> {
  const slicer = new Slicer();
  return db.transaction().execute(async (trx) => {
    if (Object.keys(settings).length > 0) await updatePreferences(trx, userId, settings);
    let entries = 0;
    for (const habit of habits) {
      const row = await insertHabitWithHistory(trx, userId, habit, now);
      entries += await insertEntries(trx, userId, row.id, habit.entries, now, () => slicer.pause());
    }
    return entries;
  });
}

/** The preview (a dry run) or the result of an import; throws `ImportRefused` for a bad file. */
export async function runImport(request: ImportRequest): Promise<ImportPreview | ImportResult> {
  const read = await readImport(request.kind, request.bytes, request.today, request.goals);
  const settings = request.restoreSettings === true ? read.settings : undefined;
  // The habits are judged by the week start they will have: the file's when it is brought back.
  const weekStart = settings?.weekStart ?? request.user.weekStart;
  const habits = await planImport(
    request.db,
    { ...request.user, ...(weekStart ? { weekStart } : {}) },
    read.habits,
    request.today,
  );
  const warnings = read.warnings ?? [];
  if (request.dryRun)
    return {
      ...importPreview(
        read.source,
        habits,
        read.skipped,
        warnings,
        read.sourceName,
        read.goalChoices,
      ),
      ...(read.settings ? { settings: read.settings } : {}),
    };
  const entriesImported = await writeImport(
    request.db,
    request.user.id,
    habits,
    request.now,
    settings,
  );
  // A new week start moves the weeks of the budgets already there: their days are judged again.
  if (settings?.weekStart !== undefined && settings.weekStart !== request.user.weekStart)
    await rejudgeUserBudgets(request.db, request.user.id, settings.weekStart, request.now);
  return {
    habitsImported: habits.length,
    entriesImported,
    skipped: read.skipped,
    warnings,
    ...(settings ? { settingsRestored: settings } : {}),
  };
}
