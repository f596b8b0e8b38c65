/**
 * A Loop CSV zip's files: inflated as a stream, only Habits.csv and each habit's Checkmarks.csv
 * read, as CSV streams with limits on lines, line length and cell length.
 */
import {
  IMPORT_MAX_ENTRIES,
  IMPORT_MAX_ENTRIES_PER_HABIT,
  IMPORT_MAX_LISTED_HABITS,
} from '@taper/domain';
import { loopHabitFolder } from '@taper/domain/rules';
import { CsvReader, DEFAULT_CSV_LIMITS, type CsvLimits } from './csv';
import { ImportRefused, refused } from './refusal';
import { readZip, type ZipSink } from './zip';

export const HABITS_FILE = 'Habits.csv';
export const EARLIEST_DAY = '1900-01-01';
export const CHECKMARKS_FILE = /^[^/]+\/Checkmarks\.csv$/;

/** Habits.csv: a header and a line per habit. */
export const HABITS_LIMITS: CsvLimits = {
  ...DEFAULT_CSV_LIMITS,
  maxRows: IMPORT_MAX_LISTED_HABITS + 1,
};
/** Checkmarks.csv: a header and a line per day. */
export const CHECKMARKS_LIMITS: CsvLimits = {
  ...DEFAULT_CSV_LIMITS,
  maxRows: IMPORT_MAX_ENTRIES_PER_HABIT + 1,
};

/** A file's bytes read as UTF-8 text into a CSV reader, as they inflate. */
export function csvSink(file: string, reader: CsvReader): ZipSink {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw refused('notUtf8', { file });
    }
  };
  return {
    push(chunk) {
      reader.push(decode(chunk));
    },
    end() {
      reader.push(decode());
      reader.end();
    },
  };
}

/** The CSV files of the archive that are read, each as its records. */
export async function readCsvFiles(bytes: Uint8Array): Promise<Map<string, string[][]>> {
  const files = new Map<string, string[][]>();
  let entries = 0;
  const read = await readZip(bytes, (name) => {
    const isHabits = name === HABITS_FILE;
    if (!isHabits && !CHECKMARKS_FILE.test(name)) return undefined;
    const records: string[][] = [];
    files.set(name, records);
    const reader = new CsvReader(
      name,
      isHabits ? HABITS_LIMITS : CHECKMARKS_LIMITS,
      (cells, line) => {
        records.push(cells);
        if (isHabits || line === 1) return;
        entries += 1;
        if (entries > IMPORT_MAX_ENTRIES)
          throw refused('archiveEntries', { max: String(IMPORT_MAX_ENTRIES) });
      },
    );
    return csvSink(name, reader);
  });
  if (!read.ok) throw new ImportRefused(read.message);
  return files;
}

/** The Checkmarks.csv of a Loop habit: in its `NNN Name` folder, or the folder of its position. */
export function checkmarksFile(files: Map<string, string[][]>, position: string, name: string) {
  const exact = `${loopHabitFolder(Number(position), name)}/Checkmarks.csv`;
  const records = files.get(exact);
  if (records) return { path: exact, records };
  for (const [path, found] of files) {
    const [folder] = path.split('/');
    if (path !== HABITS_FILE && folder?.startsWith(`${position} `)) return { path, records: found };
  }
  return undefined;
}
