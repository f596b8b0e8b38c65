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
