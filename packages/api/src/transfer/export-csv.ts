/**
 * The CSV zip export, laid out as Loop's export: Habits.csv, and a folder per habit with its
 * Checkmarks.csv and Scores.csv, each file compressed a piece at a time as its text comes.
 */
import { listGroups, type EntryView } from '@taper/db';
import { addDays, isBudgetGoal, type LoopExportHabit, type GoalVersion } from '@taper/domain';
import {
  entryOnScale,
  goalOn,
  goalOnScale,
  habitRecord,
  LOOP_CHECKMARK_COLUMNS,
  LOOP_HABITS_COLUMNS,
  LOOP_SCORE_COLUMNS,
  loopCheckmarkValue,
  loopHabitFolder,
  LOOP_SKIP_CELL,
  loopHabitRow,
  loopExportReadme,
  recordStrengthPieces,
} from '@taper/domain/rules';
import { csvLine } from './csv';
import { Slicer } from './slices';
import { Zip, ZipDeflate } from 'fflate';
import {
  ENTRIES_PER_PIECE,
  entryPages,
  habitsOf,
  SCORES_MAX_DAYS,
  type ExportScope,
  type HabitData,
} from './export';

const DAYS_PER_PIECE = 500;
const ZIP_PIECE = 32 * 1024;
const encoder = new TextEncoder();

/** A file of the zip written as text, compressed a piece at a time as the text comes. */
class ZipTextFile {
  private readonly file: ZipDeflate;
  private text = '';

  constructor(
    zip: Zip,
    name: string,
    private readonly slicer: Slicer,
  ) {
    this.file = new ZipDeflate(name, { level: 6 });
    zip.add(this.file);
  }

  async write(text: string): Promise<void> {
    this.text += text;
    if (this.text.length >= ZIP_PIECE) {
      this.file.push(encoder.encode(this.text), false);
      this.text = '';
    }
    await this.slicer.pause();
  }

  async end(): Promise<void> {
    this.file.push(encoder.encode(this.text), true);
    this.text = '';
    await this.slicer.pause();
  }
}

/** A habit's entries, read a page at a time. */
async function entriesOf(scope: ExportScope, habitId: number, slicer: Slicer) {
  const entries: EntryView[] = [];
  for await (const page of entryPages(scope, habitId, slicer)) entries.push(...page);
  return entries;
}

/** Loop's Checkmarks.csv of one habit, newest first as Loop writes it. */
async function writeCheckmarks(
  file: ZipTextFile,
  entries: readonly EntryView[],
  history: readonly GoalVersion[],
): Promise<void> {
  await file.write(csvLine(LOOP_CHECKMARK_COLUMNS));
  for (let end = entries.length; end > 0; end -= ENTRIES_PER_PIECE) {
    let text = '';
    for (let i = end - 1; i >= Math.max(0, end - ENTRIES_PER_PIECE); i--) {
      const entry = entries[i];
      if (!entry) continue;
      if (entry.performance === 'skipped') {
        text += csvLine([entry.date, LOOP_SKIP_CELL, entry.note ?? '']);
        continue;
      }
      const amount = entryOnScale(goalOn(history, entry.date), entry);
      if (amount !== undefined)
        text += csvLine([entry.date, loopCheckmarkValue(amount), entry.note ?? '']);
    }
    await file.write(text);
  }
  await file.end();
}

/**
 * Loop's Scores.csv of one habit, newest first: the strength of each day of the window, walked
 * from the habit's first day a piece of days at a time.
 */
async function writeScores(
  scope: ExportScope,
  file: ZipTextFile,
  { habit, history }: HabitData,
  entries: readonly EntryView[],
  slicer: Slicer,
): Promise<void> {
  const { timezone, dayEndsAtHour, weekStart } = scope.user;
  const record = habitRecord({
    habit,
    versions: history,
    entries,
    settings: { timezone, dayEndsAtHour, weekStart, today: scope.today },
  });
  const { firstDay } = record;
  const windowStart = addDays(scope.today, 1 - SCORES_MAX_DAYS);
  // The window's scores as plain numbers (its days are consecutive from the first one): no
  // object per day is kept while the file is written, so the garbage collector has little to copy.
  const scores: number[] = [];
  let firstDate: string | undefined;
  const pieces = recordStrengthPieces(
    record,
    { from: firstDay > windowStart ? firstDay : windowStart, to: scope.today },
    DAYS_PER_PIECE,
  );
  for (const piece of pieces) {
    firstDate ??= piece[0]?.date;
    for (const point of piece) scores.push(point.score);
    await slicer.pause();
  }
  await file.write(csvLine(LOOP_SCORE_COLUMNS));
  for (let end = scores.length; end > 0 && firstDate !== undefined; end -= DAYS_PER_PIECE) {
    let text = '';
    for (let i = end - 1; i >= Math.max(0, end - DAYS_PER_PIECE); i--) {
      text += csvLine([addDays(firstDate, i), (scores[i] ?? 0).toFixed(4)]);
    }
    await file.write(text);
  }
  await file.end();
}

/** The zip, as Loop's export lays it out; each habit's files are sent as soon as they are made. */
export async function* csvExport(scope: ExportScope): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  let habitsCsv = csvLine(LOOP_HABITS_COLUMNS);
  const readme: LoopExportHabit[] = [];
  // Loop has no groups: the README names the habits' groups the layout leaves out.
  const groupNames = new Map(
    (await listGroups(scope.db, scope.userId)).map((group) => [group.id, group.name]),
  );
  let position = 0;
  const slicer = new Slicer();
  for await (const data of habitsOf(scope)) {
    position += 1;
    const goal = goalOn(data.history, scope.today);
    const row = loopHabitRow(
      {
        name: data.habit.name,
        color: data.habit.color,
        dailyGoal: goalOnScale(goal, scope.today),
        archived: data.habit.isArchived,
        unit: data.habit.unit,
        ...(isBudgetGoal(goal) ? { budget: goal.goalSchedule } : {}),
      },
      position,
    );
    habitsCsv += csvLine(LOOP_HABITS_COLUMNS.map((column) => row[column]));
    readme.push({
      name: data.habit.name,
      history: data.history,
      hasPlan: data.habit.plan !== null,
      unit: data.habit.unit,
      group: data.habit.groupId === null ? null : (groupNames.get(data.habit.groupId) ?? null),
    });
    const folder = loopHabitFolder(position, data.habit.name);
    const entries = await entriesOf(scope, data.habit.id, slicer);
    await writeCheckmarks(
      new ZipTextFile(zip, `${folder}/Checkmarks.csv`, slicer),
      entries,
      data.history,
    );
    yield* drain();
    await writeScores(
      scope,
      new ZipTextFile(zip, `${folder}/Scores.csv`, slicer),
      data,
      entries,
      slicer,
    );
    yield* drain();
  }
  const habits = new ZipTextFile(zip, 'Habits.csv', slicer);
  await habits.write(habitsCsv);
  await habits.end();
  const notes = new ZipTextFile(zip, 'README.txt', slicer);
  await notes.write(loopExportReadme(readme, scope.today));
  await notes.end();
  zip.end();
  yield* drain();
}
