/**
 * The import's orchestration: read the file with its kind's reader, check it with the domain's
 * rules (the preview stops there), then write every habit, goal history, plan and entry through
 * the db repositories: all of them or none, in bounded transactions with pauses between them
 * (import-write.ts) so other requests are answered meanwhile.
 */
import type { Db } from '@taper/db';
import {
  DEFAULT_WEEK_START,
  goalDescription,
  type ImportGoalChoices,
  type ImportPreview,
  type ImportResult,
  type LocaleCode,
  type Texts,
  type WeekStart,
} from '@taper/domain';
import { serverI18n } from '@taper/domain/i18n';
import { goalOn, importGroupsPreview, importPreview, type UserDays } from '@taper/domain/rules';
import { planImport, readImport, type ImportKind } from './import';
import { mergeLine, type ImportMerge } from './import-merge';
import { writeImportInSlices, type ImportWrite, type SliceOptions } from './import-write';
import { rejudgeUserBudgets } from '../services/budget-rejudging';

export interface ImportRequest {
  db: Db;
  user: { id: number; tier: string; weekStart?: WeekStart } & UserDays;
  today: string;
  now: Date;
  kind: ImportKind;
  bytes: Uint8Array;
  dryRun: boolean;
  /** Bring back a Taper export's week start, day end and theme along with its habits. */
  restoreSettings?: boolean;
  /** Goals chosen in the preview, by the preview's keys (a file without targets). */
  goals?: ImportGoalChoices;
  /** Stops the import between two of its slices (the server shutting down); nothing is kept. */
  signal?: AbortSignal;
  /** The caller's language, which the preview's goals in words speak. */
  locale?: LocaleCode;
}

/**
 * Creates the habits, their goal histories, plans and entries, and sets the settings brought back:
 * all of them or none, written in slices so that other users are answered meanwhile.
 */
export async function writeImport(
  db: Db,
  write: ImportWrite,
  options: SliceOptions = {},
): Promise<number> {
  return writeImportInSlices(db, write, options);
}

/** The preview with the habits already here beside those the import creates. */
function withMerges(
  preview: ImportPreview,
  merges: readonly ImportMerge[],
  today: string,
  texts: Texts,
) {
  if (merges.length === 0) return preview;
  return {
    ...preview,
    habits: [
      ...preview.habits,
      ...merges.map((merge) => ({
        name: merge.sourceName,
        importedAs: merge.name,
        goal: goalDescription(goalOn(merge.history, today), texts),
        entries: merge.entries.length,
        from: merge.entries[0]?.date ?? null,
        to: merge.entries[merge.entries.length - 1]?.date ?? null,
        alreadyHere: true as const,
      })),
    ],
    entries: preview.entries + merges.reduce((sum, merge) => sum + merge.entries.length, 0),
    alreadyHere: merges.map((merge) => mergeLine(merge, texts)),
  };
}

/** The preview (a dry run) or the result of an import; throws `ImportRefused` for a bad file. */
export async function runImport(request: ImportRequest): Promise<ImportPreview | ImportResult> {
  const locale = request.locale ?? 'en';
  const read = await readImport(request.kind, request.bytes, request.today, request.goals, locale);
  const settings = request.restoreSettings === true ? read.settings : undefined;
  // The habits are judged by the week start they will have: the file's when it is brought back.
  const weekStart = settings?.weekStart ?? request.user.weekStart;
  const { habits, merges } = await planImport(
    request.db,
    { ...request.user, ...(weekStart ? { weekStart } : {}) },
    read.habits,
    request.today,
    read.source === 'loop_backup',
  );
  const warnings = read.warnings ?? [];
  const groups = read.groups ?? [];
  const texts = serverI18n(locale);
  if (request.dryRun)
    return {
      ...withMerges(
        importPreview(
          read.source,
          habits,
          read.skipped,
          warnings,
          read.sourceName,
          read.goalChoices,
          request.today,
          texts,
        ),
        merges,
        request.today,
        texts,
      ),
      ...(read.settings ? { settings: read.settings } : {}),
      ...(groups.length > 0 ? { groups: importGroupsPreview(groups, habits) } : {}),
    };
  const entriesImported = await writeImport(
    request.db,
    {
      userId: request.user.id,
      userDays: { timezone: request.user.timezone, dayEndsAtHour: request.user.dayEndsAtHour },
      habits,
      merges,
      groups,
      settings: settings ?? {},
      weekStart: weekStart ?? DEFAULT_WEEK_START,
      currentWeekStart: request.user.weekStart ?? DEFAULT_WEEK_START,
      now: request.now,
    },
    { signal: request.signal },
  );
  const addedTo = merges.filter((merge) => merge.entries.length > 0).length;
  // A new week start moves the weeks of the budgets already there: their days are judged again.
  if (settings?.weekStart !== undefined && settings.weekStart !== request.user.weekStart)
    await rejudgeUserBudgets(request.db, request.user, settings.weekStart, request.now);
  return {
    habitsImported: habits.length,
    entriesImported,
    ...(addedTo > 0 ? { habitsAddedTo: addedTo } : {}),
    skipped: read.skipped,
    warnings,
    ...(settings ? { settingsRestored: settings } : {}),
    ...(groups.length > 0 ? { groupsImported: groups.length } : {}),
  };
}
