/**
 * JSON read in pieces, so a 20 MB document never stalls the event loop in one `JSON.parse`: one
 * pass over the text checks the limits as it goes (depth, number of objects and lists) and notes
 * where the members of the outer containers start and end; then each small part is parsed on its
 * own (`JSON.parse`), with pauses between parts (`Slicer`). The value is the one `JSON.parse`
 * would give; a text that is not JSON is refused.
 */
import { refused } from './refusal';
import { Slicer } from './slices';

export interface JsonLimits {
  /** Objects and lists inside each other. */
  maxDepth: number;
  /** Objects and lists in all. */
  maxContainers: number;
  /** Members of the outer objects and lists (down to `SPLIT_DEPTH`), in all. */
  maxMembers: number;
  /** Characters of a part parsed whole (a container below `SPLIT_DEPTH`, or a small one). */
  maxPartChars: number;
}

/** A container whose members were noted: where it starts, ends and splits. */
interface Frame {
  open: number;
  close: number;
  kind: 'object' | 'array';
  /**
   * For each member, three numbers: its start, its end (exclusive), and for an object the ':'
   * after the key (-1 for a list's). Numbers in one list rather than an object a member: a
   * document of 200,000 entries would otherwise keep 200,000 small objects alive through the
   * parse, which every young-generation collection copies.
   */
  members: number[];
}

/** Containers down to this depth note their members; deeper ones are parsed whole. */
const SPLIT_DEPTH = 4;
/** A container shorter than this is parsed whole, whatever its depth. */
const WHOLE_CHARS = 64 * 1024;
/** How many characters are scanned between two looks at the clock. */
const SCAN_STEP = 64 * 1024;

const notJson = () => refused('notJson');

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

interface Open {
  frame: Frame | undefined;
  memberStart: number;
  colon: number;
}

async function scan(text: string, limits: JsonLimits, slicer: Slicer) {
  const frames = new Map<number, Frame>();
  const stack: Open[] = [];
  let containers = 0;
  let members = 0;
  const noteMember = (top: Open, end: number) => {
    if (!top.frame) return;
    members += 1;
    if (members > limits.maxMembers)
      throw refused('jsonValues', { max: String(limits.maxMembers) });
    top.frame.members.push(top.memberStart, end, top.colon);
  };
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    if (i % SCAN_STEP === 0) await slicer.pause();
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      containers += 1;
      if (containers > limits.maxContainers)
        throw refused('jsonContainers', { max: String(limits.maxContainers) });
      if (stack.length >= limits.maxDepth)
        throw refused('jsonDepth', { max: String(limits.maxDepth) });
      const frame: Frame | undefined =
        stack.length < SPLIT_DEPTH
          ? { open: i, close: -1, kind: code === 0x7b ? 'object' : 'array', members: [] }
          : undefined;
      if (frame) frames.set(i, frame);
      stack.push({ frame, memberStart: i + 1, colon: -1 });
    } else if (code === 0x7d || code === 0x5d) {
      const top = stack.pop();
      if (!top) throw notJson();
      if (top.frame) {
        if ((code === 0x7d) !== (top.frame.kind === 'object')) throw notJson();
        top.frame.close = i;
        if (text.slice(top.memberStart, i).trim() !== '' || top.frame.members.length > 0)
          noteMember(top, i);
      }
    } else if (code === COMMA) {
      const top = stack.at(-1);
      if (!top) throw notJson();
      noteMember(top, i);
      top.memberStart = i + 1;
      top.colon = -1;
    } else if (code === COLON) {
      const top = stack.at(-1);
      if (top && top.colon === -1) top.colon = i;
    }
  }
  if (inString || stack.length > 0) throw notJson();
  return { frames };
}

function parsePart(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw notJson();
  }
}

interface Parts {
  text: string;
  frames: Map<number, Frame>;
  limits: JsonLimits;
  slicer: Slicer;
}

async function build(parts: Parts, start: number, end: number): Promise<unknown> {
  const { text, frames, limits, slicer } = parts;
  let from = start;
  while (from < end && isSpace(text.charCodeAt(from))) from += 1;
  const frame = frames.get(from);
  if (!frame || frame.close - frame.open < WHOLE_CHARS) {
    if (end - start > limits.maxPartChars)
      throw refused('jsonLongValue', { max: String(limits.maxPartChars) });
    await slicer.pause();
    return parsePart(text.slice(start, end));
  }
  if (text.slice(frame.close + 1, end).trim() !== '') throw notJson();
  if (frame.kind === 'array') {
    const values: unknown[] = [];
    const { members } = frame;
    for (let at = 0; at < members.length; at += 3)
      values.push(await build(parts, members[at] ?? 0, members[at + 1] ?? 0));
    return values;
  }
  const object: Record<string, unknown> = {};
  const { members } = frame;
  for (let at = 0; at < members.length; at += 3) {
    const start = members[at] ?? 0;
    const end = members[at + 1] ?? 0;
    const colon = members[at + 2] ?? -1;
    if (colon === -1) throw notJson();
    const key = parsePart(text.slice(start, colon));
    if (typeof key !== 'string') throw notJson();
    // As JSON.parse makes it: an own property, even for '__proto__'.
    Object.defineProperty(object, key, {
      value: await build(parts, colon + 1, end),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/** The value of a JSON text, read within `limits`; throws `ImportRefused` otherwise. */
export async function parseJsonInSlices(
  text: string,
  limits: JsonLimits,
  slicer = new Slicer(),
): Promise<unknown> {
  const { frames } = await scan(text, limits, slicer);
  return build({ text, frames, limits, slicer }, 0, text.length);
}
