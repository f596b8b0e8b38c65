/**
 * The import's orchestration: read the file with its kind's reader, check it with the domain's
 * rules (the preview stops there), then write every habit, goal history, plan and entry through
 * the db repositories in one transaction: all of them or none. Long work pauses between slices
 * so other requests are answered meanwhile.
 */
import { insertEntries, insertHabitWithHistory, type Db } from '@taper/db';
import {
  importPreview,
  type ImportGoalChoices,
  type ImportedHabit,
  type ImportPreview,
  type ImportResult,
  type WeekStart,
} from '@taper/domain';
import { planImport, readImport, type ImportKind } from '../../transfer/import';
import { Slicer } from '../../transfer/slices';

export interface ImportRequest {
  db: Db;
  user: { id: number; tier: string; weekStart?: WeekStart };
  today: string;
  now: Date;
  kind: ImportKind;
  bytes: Uint8Array;
  dryRun: boolean;
  /** Goals chosen in the preview, by the preview's keys (a file without targets). */
  goals?: ImportGoalChoices;
}

/** Creates the habits, their goal histories, plans and entries: all of them or none. */
export async function writeImport(
  db: Db,
  userId: number,
  habits: readonly ImportedHabit[],
  now: Date,
): Promise<number> {
  const slicer = new Slicer();
  return db.transaction().execute(async (trx) => {
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
  const habits = await planImport(request.db, request.user, read.habits, request.today);
  const warnings = read.warnings ?? [];
  if (request.dryRun)
    return importPreview(
      read.source,
      habits,
      read.skipped,
      warnings,
      read.sourceName,
      read.goalChoices,
    );
  const entriesImported = await writeImport(request.db, request.user.id, habits, request.now);
  return { habitsImported: habits.length, entriesImported, skipped: read.skipped, warnings };
}
