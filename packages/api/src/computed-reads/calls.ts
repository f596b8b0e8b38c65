/**
 * The reads that walk a habit's whole history — its strength, its history in buckets, its weekdays
 * and the habit screen's figures — each a function of the database and plain data, so that the
 * host can run them on a worker thread (apps/api, computed-reads-worker.ts) and keep its event loop
 * free for every other request while ten years of entries are read and walked.
 */
import type { z } from 'zod';
import type { Db, EntrySpan, EntryView, HabitRow, SessionUser } from '@taper/db';
import {
  type HabitStats,
  type HistoryBucketTotals,
  type historyInputSchema,
  type CheckInHabit,
  type IsoDate,
  type LocaleCode,
  type StrengthPoint,
  type strengthInputSchema,
  type SharedHabit,
  type Summary,
  type WeekdayPattern,
  type YearMonth,
  yesterdayCheckIn,
} from '@taper/domain';
import {
  recordHistory,
  recordHistorySpan,
  recordOfSpan,
  recordShared,
  recordStats,
  recordStrength,
  recordWeekdays,
} from '@taper/domain/rules';
import { userData, type UserData } from '../user-data';
import {
  entriesInSpan,
  HabitHistories,
  HistoryLongerThanBound,
  type WrittenHabit,
} from './habit-histories';
import { readBaseline, readFirstEntriesRecord, readHabitRecord } from './habit-record';
import { summaryCard } from './summary-cards';

/** What a computed read knows of the signed-in user. */
export type CallUser = Pick<SessionUser, 'id' | 'timezone' | 'dayEndsAtHour' | 'weekStart'> & {
  /** The language of the answer's texts (the caller's `ctx.locale`); English when omitted. */
  locale?: LocaleCode;
  /**
   * The data revision a read answers for (a user-data query's), whose habit rows and versions it
   * shares with the other reads of it; omitted for a write's answer, which reads them afresh.
   */
  dataRevision?: number;
};

/** Each call's input, as its procedure validated it. */
export interface ComputedReadInputs {
  strength: z.infer<typeof strengthInputSchema>;
  history: z.infer<typeof historyInputSchema>;
  weekdays: Record<string, never>;
  stats: { month?: YearMonth | undefined };
  /** A share link's view of the habit: its last `days` days, notes only when shared. */
  shared: { showNotes: boolean; days: number };
}

export interface ComputedReadResults {
  strength: StrengthPoint[];
  history: HistoryBucketTotals[];
  /** The weekday most often over target in words, or null. */
  weekdays: { days: WeekdayPattern[]; text: string | null };
  stats: HabitStats;
  shared: SharedHabit;
}

export type ComputedReadKind = keyof ComputedReadResults;

/** One call: plain data only, since it may cross to a worker thread. */
export interface ComputedRead<K extends ComputedReadKind = ComputedReadKind> {
  kind: K;
  user: CallUser;
  today: IsoDate;
  habitId: number;
  input: ComputedReadInputs[K];
  /** The habit as a write just left it (the answer to a log): read from here, not again. */
  written?: WrittenHabit;
}

/** Any one call, its input matching its kind. */
export type AnyComputedRead = { [K in ComputedReadKind]: ComputedRead<K> }[ComputedReadKind];

interface Reading<K extends ComputedReadKind> {
  data: UserData;
  habit: HabitRow;
  call: ComputedRead<K>;
}

const COMPUTE: {
  [K in ComputedReadKind]: (reading: Reading<K>) => Promise<ComputedReadResults[K]>;
} = {
  async strength({ data, habit, call }) {
    const record = await readHabitRecord(data, habit, call.user, call.today);
    return recordStrength(record, call.input);
  },

  async history({ data, habit, call }) {
    const { input } = call;
    // Only the days of the buckets asked for are read, and the first entries for the habit's
    // first day and baseline: a 26-week chart of ten years reads 26 weeks.
    const first = await readFirstEntriesRecord(data, habit, call.user, call.today);
    const span = recordHistorySpan(first.record, input);
    if (!span) return [];
    const [entries, baseline] = await Promise.all([
      first.complete ? first.record.entries : data.entries(habit.id, span),
      readBaseline(data, habit.id, first),
    ]);
    return recordHistory(recordOfSpan(first.record, entries), input, baseline);
  },

  async weekdays({ data, habit, call }) {
    const { days, text } = recordWeekdays(
      await readHabitRecord(data, habit, call.user, call.today),
    );
    return { days, text: text ?? null };
  },

  stats: async ({ data, habit, call }) =>
    recordStats(await readHabitRecord(data, habit, call.user, call.today), call.input.month),

  shared: async ({ data, habit, call }) =>
    recordShared(
      await readHabitRecord(data, habit, call.user, call.today),
      { name: habit.name, icon: habit.icon, color: habit.color },
      call.input,
    ),
};

/** Each database's kept histories (one database in a server; tests open many). */
const historiesOf = new WeakMap<Db, HabitHistories>();

function habitHistories(db: Db): HabitHistories {
  let histories = historiesOf.get(db);
  if (!histories) {
    histories = new HabitHistories(db);
    historiesOf.set(db, histories);
  }
  return histories;
}

/**
 * The call's answer, or undefined when the user has no such habit. With `wholeReadAtMost`, a
 * history not kept is read only that far (HabitHistories.entries).
 */
export async function computeRead<K extends ComputedReadKind>(
  db: Db,
  call: ComputedRead<K>,
  wholeReadAtMost?: number,
): Promise<ComputedReadResults[K] | undefined> {
  const written = call.written?.habit.id === call.habitId ? call.written : undefined;
  const read = userData(db, call.user.id, written ? undefined : call.user.dataRevision);
  const habit = written?.habit ?? (await read.habit(call.habitId));
  if (!habit) return undefined;
  // The habit's entries come from its kept history, read again only as far as it changed.
  const histories = habitHistories(db);
  const entries = written
    ? (await histories.afterWrite(call.user.id, written, wholeReadAtMost)).entries
    : await histories.entries(call.user.id, habit, wholeReadAtMost);
  const fromHistory = (habitId: number, span?: EntrySpan) =>
    habitId === habit.id
      ? Promise.resolve(entriesInSpan(entries, span))
      : read.entries(habitId, span);
  const data: UserData = {
    ...read,
    entries: fromHistory,
    entryValues: (habitId) => fromHistory(habitId),
    goalVersions: (habitId) =>
      written && habitId === habit.id
        ? Promise.resolve(written.versions)
        : read.goalVersions(habitId),
  };
  const compute = COMPUTE[call.kind] as (reading: Reading<K>) => Promise<ComputedReadResults[K]>;
  return compute({ data, habit, call });
}

/** What `computeReadWithin` answers for a habit whose history is longer than it may read. */
export const LONGER_THAN_BOUND = 'longer than bound';

/**
 * The call's answer, computed here when the habit's history, unless kept, has at most `atMost`
 * entries; else LONGER_THAN_BOUND, having kept nothing. One read tells both the length and the
 * entries: counting them first cost a statement more for every history read here.
 */
export async function computeReadWithin<K extends ComputedReadKind>(
  db: Db,
  call: ComputedRead<K>,
  atMost: number,
): Promise<{ answer: ComputedReadResults[K] | undefined } | typeof LONGER_THAN_BOUND> {
  try {
    return { answer: await computeRead(db, call, atMost) };
  } catch (error) {
    if (error instanceof HistoryLongerThanBound) return LONGER_THAN_BOUND;
    throw error;
  }
}

/**
 * How many entries this thread keeps of the habit at `revision` (undefined: none kept there): a
 * host placing the call that answers a write need not count them in the database.
 */
export function keptEntryCount(
  db: Db,
  userId: number,
  habitId: number,
  revision: number,
): number | undefined {
  return habitHistories(db).keptCount(userId, habitId, revision);
}

/**
 * How many entries this thread kept of the habit when it last read it (undefined: not kept): what
 * a read of it will walk, give or take the entries written since, known without asking the database.
 */
export function lastKeptEntryCount(db: Db, userId: number, habitId: number): number | undefined {
  return habitHistories(db).keptCount(userId, habitId);
}

/**
 * Entries by habit, each habit's in the order read (by date). Each is copied as its habit's are
 * grouped: read by date, one habit's entries lie among all the others' in memory, and every later
 * walk of one habit's kept history (the card after a log) would touch the memory of all of them.
 */
function entriesByHabit(entries: readonly EntryView[]): Map<number, EntryView[]> {
  const groups = new Map<number, EntryView[]>();
  for (const entry of entries) {
    const group = groups.get(entry.habitId);
    if (group) group.push(entry);
    else groups.set(entry.habitId, [entry]);
  }
  for (const [habitId, group] of groups)
    groups.set(
      habitId,
      group.map((entry) => ({ ...entry })),
    );
  return groups;
}

/** The summary: every unarchived habit's card, from each habit's whole history. */
export interface SummaryRead {
  kind: 'summary';
  user: CallUser;
  today: IsoDate;
}

/**
 * The summary's cards, each habit's from its kept history (read again only as far as it changed)
 * and kept with it until the history, the habit, its goals, the user's settings or the day change.
 */
export async function computeSummary(db: Db, call: SummaryRead): Promise<Summary> {
  const { user, today } = call;
  const data = userData(db, user.id, user.dataRevision);
  const [habits, versions] = await Promise.all([data.habits(), data.allGoalVersions()]);
  const histories = habitHistories(db);
  const shown = habits.filter((habit) => !habit.isArchived);
  // Histories not kept yet are read in one query, so a first summary of twenty habits reads once.
  const unread = shown.filter((habit) => histories.needsWholeRead(user.id, habit));
  if (unread.length > 1) {
    const byHabit = entriesByHabit(await data.allEntries());
    for (const habit of unread) histories.remember(user.id, habit, byHabit.get(habit.id) ?? []);
  }
  const cards: Summary['habits'] = [];
  const checkIn: CheckInHabit[] = [];
  for (const habit of shown) {
    // Each card is kept with its habit's history: after a log only the habit logged is computed.
    const history = histories.current(user.id, habit) ?? (await histories.history(user.id, habit));
    const kept = summaryCard(histories, history, habit, versions.get(habit.id), user, today);
    cards.push({ habitId: habit.id, ...kept.card });
    checkIn.push(kept.checkIn);
  }
  return { today, habits: cards, yesterday: yesterdayCheckIn(checkIn, today) };
}

/** Where computed reads run: on the request's own thread, or on a pool of worker threads. */
export interface ComputedReads {
  run<K extends ComputedReadKind>(
    call: ComputedRead<K>,
  ): Promise<ComputedReadResults[K] | undefined>;
  summary(call: SummaryRead): Promise<Summary>;
}

/** Computed reads on the thread that asks (tests, and a host without worker threads). */
export function computedReadsInline(db: Db): ComputedReads {
  return {
    run: (call) => computeRead(db, call),
    summary: (call) => computeSummary(db, call),
  };
}
