/**
 * Zip archives made in a test, with node:zlib only (stored names, deflated data): enough for the
 * crafted uploads of the import tests (Loop-shaped CSV zips, highly compressible bombs).
 */
import { crc32, deflateRawSync } from 'node:zlib';

/** A zip of `files` (name → content), each deflated at the highest level. */
export function makeZip(files: Record<string, string | Uint8Array>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
    const packed = deflateRawSync(data, { level: 9 });
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    central.push(entry, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const HABITS_HEADER =
  'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n';
const habitLine = (position: number) =>
  `${String(position).padStart(3, '0')},x,NUMERICAL,,,1,1,#EF4444,cups,AT_MOST,3.0,false\n`;

/** The uploads of issue 39's probe, each made here (about 100–300 KB zipped). */
export const HOSTILE_ZIPS = {
  /** `001 x/Checkmarks.csv`: the header and 95 MiB of newlines. */
  newlines: () =>
    makeZip({
      'Habits.csv': HABITS_HEADER + habitLine(1),
      '001 x/Checkmarks.csv': `Date,Value,Notes\n${'\n'.repeat(95 * 1024 * 1024)}`,
    }),
  /** 5.8 million copies of one day. */
  duplicates: () =>
    makeZip({
      'Habits.csv': HABITS_HEADER + habitLine(1),
      '001 x/Checkmarks.csv': `Date,Value,Notes\n${'2025-01-01,1000,\n'.repeat(5_800_000)}`,
    }),
  /** A Habits.csv of 2 million habits. */
  habits: () => makeZip({ 'Habits.csv': HABITS_HEADER + habitLine(1).repeat(2_000_000) }),
};

/** A CSV line as Loop's writer makes it: quotes only where a cell needs them. */
const csvLine = (cells: readonly string[]) =>
  `${cells.map((cell) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')}\n`;

/** A day `n` days before 2025-03-14. */
const day = (n: number) => new Date(Date.UTC(2025, 2, 14 - n)).toISOString().slice(0, 10);

/**
 * Loop CSV archives of each layout, for the import fuzzer: v2.3.1 (typed, with notes), v2.0 to
 * v2.3.0 and v1.x (no type or target, header-less `date,int` checkmarks), and a one-habit export
 * (Habits.csv listing three habits, one folder). `cells` lets a fuzzer replace any cell.
 */
export function loopArchive(
  layout: 'v2.3.1' | 'v2.0' | 'v1' | 'one-habit',
  cell: (value: string) => string = (value) => value,
): Buffer {
  const files: Record<string, string> = {};
  const names = ['Coffee', 'Beer', 'Floss'];
  if (layout === 'v2.3.1' || layout === 'one-habit') {
    files['Habits.csv'] =
      HABITS_HEADER +
      names
        .map((name, i) =>
          csvLine(
            [
              `00${String(i + 1)}`,
              name,
              i === 2 ? 'YES_NO' : 'NUMERICAL',
              '',
              '',
              '1',
              i === 1 ? '7' : '1',
              '#D32F2F',
              'cups',
              'AT_MOST',
              i === 1 ? '10.0' : '2.5',
              'false',
            ].map(cell),
          ),
        )
        .join('');
    const kept = layout === 'one-habit' ? names.slice(0, 1) : names;
    kept.forEach((name, i) => {
      files[`00${String(i + 1)} ${name}/Checkmarks.csv`] =
        'Date,Value,Notes\n' +
        [
          [day(0), '3000', 'a note'],
          [day(1), 'SKIP', ''],
          [day(2), 'UNKNOWN', 'dropped'],
          [day(3), 'NO', ''],
          [day(4), '2500', ''],
        ]
          .map((cells) => csvLine(cells.map(cell)))
          .join('');
    });
    return makeZip(files);
  }
  const header =
    layout === 'v1'
      ? ['Position', 'Name', 'Description', 'NumRepetitions', 'Interval', 'Color']
      : ['Position', 'Name', 'Question', 'Description', 'NumRepetitions', 'Interval', 'Color'];
  files['Habits.csv'] =
    csvLine(header) +
    names
      .map((name, i) =>
        csvLine(
          (layout === 'v1'
            ? [`00${String(i + 1)}`, name, '', '1', i === 1 ? '7' : '1', '#D32F2F']
            : [`00${String(i + 1)}`, name, '', '', '1', i === 1 ? '7' : '1', '#D32F2F']
          ).map(cell),
        ),
      )
      .join('');
  names.forEach((name, i) => {
    files[`00${String(i + 1)} ${name}/Checkmarks.csv`] = [
      [day(0), '3000'],
      [day(1), layout === 'v1' ? '0' : '3'],
      [day(2), layout === 'v1' ? '1000' : '-1'],
      [day(3), '2'],
    ]
      .map((cells) => csvLine(cells.map(cell)))
      .join('');
  });
  files['Checkmarks.csv'] = csvLine(['Date', ...names]);
  return makeZip(files);
}

/** HabitBull's CSV, for the import fuzzer: a numerical habit and a yes/no one. */
export function habitBullFile(cell: (value: string) => string = (value) => value): Buffer {
  const rows = [
    ['HabitName', 'HabitDescription', 'HabitCategory', 'CalendarDate', 'Value', 'CommentText'],
    ['Cigarettes', 'fewer', 'Health', '01/08/2022', '12', 'stressful'],
    ['Cigarettes', 'fewer', 'Health', '2022-01-09', '9', ''],
    ['Floss', '', 'Health', '2022-01-09', '1', ''],
  ];
  return Buffer.from(rows.map((cells, i) => csvLine(i === 0 ? cells : cells.map(cell))).join(''));
}
