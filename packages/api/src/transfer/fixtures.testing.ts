/** Test files for export and import: Loop Habit Tracker CSV zips and HabitBull CSVs built from their formats. */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { LoopHabitRow } from '@taper/domain';
import {
  HABITBULL_COLUMNS,
  LOOP_HABITS_COLUMNS,
  loopHabitFolder,
  loopLayoutColumns,
} from '@taper/domain/rules';

const csv = (rows: readonly (readonly string[])[]) =>
  rows
    .map((cells) =>
      cells.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(','),
    )
    .join('\n') + '\n';

export interface LoopHabitFixture {
  row: Partial<LoopHabitRow> & { Name: string };
  /** Checkmarks.csv rows after the header: Date, Value, Notes (newest first, as Loop writes). */
  checkmarks: (readonly string[])[];
}

export function loopRow(position: number, row: LoopHabitFixture['row']): LoopHabitRow {
  return {
    Position: String(position).padStart(3, '0'),
    Type: 'NUMERICAL',
    Question: '',
    Description: '',
    FrequencyNumerator: '1',
    FrequencyDenominator: '1',
    Color: '#EF4444',
    Unit: 'cups',
    'Target Type': 'AT_MOST',
    'Target Value': '3.0',
    'Archived?': 'false',
    ...row,
  };
}

/** A zip as Loop's 'Export as CSV' writes it (Habits.csv, one folder per habit). */
export function loopZip(habits: readonly LoopHabitFixture[], extra: Zippable = {}): Uint8Array {
  const files: Zippable = {};
  const rows = habits.map((habit, index) => loopRow(index + 1, habit.row));
  files['Habits.csv'] = strToU8(
    csv([LOOP_HABITS_COLUMNS, ...rows.map((row) => LOOP_HABITS_COLUMNS.map((c) => row[c]))]),
  );
  rows.forEach((row, index) => {
    const folder = loopHabitFolder(index + 1, row.Name);
    files[`${folder}/Checkmarks.csv`] = strToU8(
      csv([['Date', 'Value', 'Notes'], ...(habits[index]?.checkmarks ?? [])]),
    );
    files[`${folder}/Scores.csv`] = strToU8('Date,Score\n');
  });
  return zipSync({ ...files, ...extra });
}

/** Loop's own sample: coffee at most 3 a day, a yes/no habit and an at-least one. */
export const LOOP_SAMPLE: LoopHabitFixture[] = [
  {
    row: { Name: 'Coffee', Color: '#ef4444' },
    checkmarks: [
      ['2025-03-14', '4000', 'a long day'],
      ['2025-03-13', '2500', ''],
      ['2025-03-12', 'NO', ''],
      ['2025-03-11', 'SKIP', ''],
      ['2025-03-10', 'UNKNOWN', ''],
    ],
  },
  {
    row: { Name: 'Meditate', Type: 'YES_NO', Unit: '', 'Target Type': '', 'Target Value': '' },
    checkmarks: [['2025-03-14', 'YES_MANUAL', '']],
  },
  {
    row: { Name: 'Walk', Color: '#123ABC', 'Target Type': 'AT_LEAST', 'Target Value': '5000.0' },
    checkmarks: [],
  },
  {
    row: { Name: 'Wine & beer', Color: '#123abc', 'Target Value': '1.0' },
    checkmarks: [['2025-01-02', '1000', 'party, "fun"']],
  },
];

export interface LoopLegacyHabitFixture {
  name: string;
  /** Frequency: NumRepetitions per Interval days (1 per 1 when not given). */
  numRepetitions?: string;
  interval?: string;
  color?: string;
  /** Checkmarks.csv's `date,int` lines, newest first; absent: the archive has no folder for it. */
  checkmarks?: (readonly [string, string])[];
}

/**
 * A zip as Loop v1.x ('v1') or v2.0 to v2.3.0 ('v2.0') wrote it: Habits.csv without type or
 * target, each exported habit's header-less Checkmarks.csv, and the all-habits files at the root.
 */
export function loopLegacyZip(
  layout: 'v1' | 'v2.0',
  habits: readonly LoopLegacyHabitFixture[],
): Uint8Array {
  const columns = loopLayoutColumns(layout);
  const rows = habits.map((habit, index) => {
    const row: Record<string, string> = {
      Position: String(index + 1).padStart(3, '0'),
      Name: habit.name,
      Question: `Did you ${habit.name}?`,
      Description: '',
      NumRepetitions: habit.numRepetitions ?? '1',
      Interval: habit.interval ?? '1',
      Color: habit.color ?? '#D32F2F',
    };
    return columns.map((column) => row[column] ?? '');
  });
  const files: Zippable = { 'Habits.csv': strToU8(csv([columns, ...rows])) };
  habits.forEach((habit, index) => {
    if (!habit.checkmarks) return;
    const folder = loopHabitFolder(index + 1, habit.name);
    files[`${folder}/Checkmarks.csv`] = strToU8(
      habit.checkmarks.map(([date, value]) => `${date},${value}\n`).join(''),
    );
    files[`${folder}/Scores.csv`] = strToU8('2025-03-14,0.5000\n');
  });
  files['Checkmarks.csv'] = strToU8(`Date,${habits.map((habit) => habit.name).join(',')},\n`);
  files['Scores.csv'] = strToU8(`Date,${habits.map((habit) => habit.name).join(',')},\n`);
  return zipSync(files);
}

/** HabitBull's CSV: its header and a line per habit and day (name, description, category, …). */
export function habitBullCsv(rows: readonly (readonly string[])[]): string {
  return csv([HABITBULL_COLUMNS, ...rows]);
}
