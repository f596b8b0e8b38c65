/**
 * GET /api/export: the account as one Taper document (JSON) or as a zip shaped like Loop Habit
 * Tracker's CSV export (with a README.txt of what that layout could not keep); the Loop backup
 * (.db) is export-loop.ts. Both are produced habit by habit, so memory stays flat however long the
 * history: one habit's entries are read, written out and dropped before the next. The work is
 * cut into slices with pauses between them (`Slicer`), so an export never holds up other
 * requests; and each Scores.csv covers at most the last `SCORES_MAX_DAYS` days.
 */
import { Zip, ZipDeflate } from 'fflate';
import type { Db, HabitRow } from '@taper/db';
import {
  findUserById,
  historyOf,
  listEntriesForHabitPage,
  listGoalVersionsForUser,
  listHabits,
  type EntryView,
} from '@taper/db';
import {
  addDays,
  entryOnScale,
  goalOn,
  isBudgetGoal,
  goalOnScale,
  habitFirstDay,
  habitStrengthPieces,
  LOOP_CHECKMARK_COLUMNS,
  LOOP_HABITS_COLUMNS,
  LOOP_SCORE_COLUMNS,
  loopCheckmarkValue,
  loopHabitFolder,
  LOOP_SKIP_CELL,
  loopHabitRow,
  loopExportReadme,
  TRANSFER_FORMAT,
  type LoopExportHabit,
  TRANSFER_VERSION,
  type ExportHabit,
  type GoalVersion,
} from '@taper/domain';
import { presentEntry, presentHabit, presentUser } from '../presenters';
import { csvLine } from './csv';
import { Slicer } from './slices';

/** Scores.csv covers the days from the habit's first day to today, at most the last ten years. */
export const SCORES_MAX_DAYS = 3653;
/**
 * The pieces of work done between two looks at the clock, each a few milliseconds at most even on a
 * busy machine: entries read by one query, entries or scores written out, days of strength walked,
 * bytes of a file compressed.
 */
const ENTRIES_PER_PAGE = 500;
const ENTRIES_PER_PIECE = 250;
const DAYS_PER_PIECE = 500;
const ZIP_PIECE = 32 * 1024;

export type ExportFormat = 'json' | 'csv' | 'loop';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['json', 'csv', 'loop'];

export interface ExportScope {
  db: Db;
  userId: number;
  now: Date;
  today: string;
}

/** `taper-2025-03-15.json`, `taper-2025-03-15.zip`, `taper-loop-2025-03-15.db`. */
export function exportFileName(format: ExportFormat, today: string): string {
  if (format === 'loop') return `taper-loop-${today}.db`;
  return `taper-${today}.${format === 'json' ? 'json' : 'zip'}`;
}

interface HabitData {
  habit: HabitRow;
  history: readonly GoalVersion[];
}

export async function* habitsOf(scope: ExportScope): AsyncGenerator<HabitData> {
  const [habits, versions] = await Promise.all([
    listHabits(scope.db, scope.userId),
    listGoalVersionsForUser(scope.db, scope.userId),
  ]);
  for (const habit of habits) yield { habit, history: historyOf(habit, versions.get(habit.id)) };
}

const encoder = new TextEncoder();

/** A habit's entries, oldest first, a page (one short query) at a time. */
export async function* entryPages(
  scope: ExportScope,
  habitId: number,
  slicer: Slicer,
): AsyncGenerator<EntryView[]> {
  let after: string | undefined;
  for (;;) {
    const page = await listEntriesForHabitPage(scope.db, scope.userId, habitId, {
      ...(after === undefined ? {} : { after }),
      limit: ENTRIES_PER_PAGE,
    });
    if (page.length > 0) yield page;
    if (page.length < ENTRIES_PER_PAGE) return;
    after = page.at(-1)?.date;
    await slicer.pause();
  }
}

/** One habit of the Taper document: its fields, then its entries a piece at a time. */
async function* habitJson(
  scope: ExportScope,
  { habit, history }: HabitData,
  slicer: Slicer,
): AsyncGenerator<Uint8Array> {
  const fields = {
    ...presentHabit(habit, history, scope.today),
    goalHistory: [...history],
    plan: habit.plan,
  } satisfies Omit<ExportHabit, 'entries'>;
  yield encoder.encode(`${JSON.stringify(fields).slice(0, -1)},"entries":[`);
  let first = true;
  for await (const page of entryPages(scope, habit.id, slicer)) {
    for (let at = 0; at < page.length; at += ENTRIES_PER_PIECE) {
      const piece = page.slice(at, at + ENTRIES_PER_PIECE).map((row) => {
        const { id: _id, habitId: _habitId, ...entry } = presentEntry(row);
        return JSON.stringify(entry);
      });
      yield encoder.encode(`${first ? '' : ','}${piece.join(',')}`);
      first = false;
      await slicer.pause();
    }
  }
  yield encoder.encode(']}');
}

/** The Taper document, as text chunks: the head, then one habit at a time. */
export async function* jsonExport(scope: ExportScope): AsyncGenerator<Uint8Array> {
  const user = await findUserById(scope.db, scope.userId);
  if (!user) throw new Error('The signed-in user has no row');
  const head = {
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    exportedAt: scope.now.toISOString(),
    user: presentUser(user),
  };
  yield encoder.encode(`${JSON.stringify(head).slice(0, -1)},"habits":[`);
  let first = true;
  const slicer = new Slicer();
  for await (const data of habitsOf(scope)) {
    if (!first) yield encoder.encode(',');
    yield* habitJson(scope, data, slicer);
    first = false;
  }
  yield encoder.encode(']}');
}

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
  const firstDay = habitFirstDay(habit.createdAt.toISOString().slice(0, 10), entries);
  const windowStart = addDays(scope.today, 1 - SCORES_MAX_DAYS);
  // The window's scores as plain numbers (its days are consecutive from the first one): no
  // object per day is kept while the file is written, so the garbage collector has little to copy.
  const scores: number[] = [];
  let firstDate: string | undefined;
  const pieces = habitStrengthPieces(
    entries,
    { from: firstDay > windowStart ? firstDay : windowStart, to: scope.today },
    { firstDay, today: scope.today, goals: history },
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
