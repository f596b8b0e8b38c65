/**
 * The fuzzer's "a refused request changes nothing" rests on SqliteSummarizer: a summary must show
 * every change another connection commits, even when it is answered again from the last one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteSummarizer } from '../src/tables';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A WAL file as the app keeps it, with a writer connection of its own. */
function database(): { writer: Database.Database; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'taper-tables-'));
  dirs.push(dir);
  const file = path.join(dir, 'taper.db');
  const writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  writer.exec(
    'create table habits (id integer primary key, name text); create table sessions (id text primary key, last_seen_at text)',
  );
  writer.exec(
    "insert into habits (name) values ('Coffee'); insert into sessions values ('s', '1')",
  );
  return { writer, file };
}

describe('SqliteSummarizer', () => {
  it('shows each commit of another connection, and the same summary while none came', () => {
    const { writer, file } = database();
    const summarizer = new SqliteSummarizer(file);
    const before = summarizer.summarize();
    expect(summarizer.summarize()).toEqual(before);

    writer.exec("update habits set name = 'Tea'");
    const renamed = summarizer.summarize();
    expect(renamed.habits).not.toEqual(before.habits);
    expect(renamed.sessions).toEqual(before.sessions);

    writer.exec("update habits set name = 'Coffee'");
    expect(summarizer.summarize()).toEqual(before);

    writer.exec("insert into habits (name) values ('Wine')");
    expect(summarizer.summarize().habits?.rows).toBe(2);
    summarizer.close();
    writer.close();
  });

  it('leaves out the activity columns a signed-in request may write', () => {
    const { writer, file } = database();
    const summarizer = new SqliteSummarizer(file);
    const before = summarizer.summarize();
    writer.exec("update sessions set last_seen_at = '2'");
    expect(summarizer.summarize()).toEqual(before);
    writer.exec("update sessions set id = 't'");
    expect(summarizer.summarize().sessions).not.toEqual(before.sessions);
    summarizer.close();
    writer.close();
  });
});
