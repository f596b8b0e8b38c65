/**
 * Reads answered again without a query while the database provably reads the same. A database
 * handle may carry change marks (SQLite does, see `SqliteChangeMarks`): two equal marks mean
 * nothing was written in between, by this connection or any other. Without marks (PostgreSQL has
 * no cheap equivalent) every read runs its query.
 */
import type { Db } from './client';

export interface ChangeMarks {
  /** Equal to an earlier mark only if the database has not changed since that mark was taken. */
  current(): string;
}

const marksByDb = new WeakMap<Db, ChangeMarks>();

export function registerChangeMarks(db: Db, marks: ChangeMarks): void {
  marksByDb.set(db, marks);
}

/**
 * Values read from one database, kept while its change mark stays the same. Every caller shares a
 * kept value, so `load` should return frozen objects. A value is kept under the mark taken before
 * its query ran: a change during the query can only make the value newer than its mark, never
 * older, so at worst it is read again.
 */
export class UnchangedReads<V extends object> {
  #mark: string | undefined;
  readonly #values = new Map<string, V>();

  constructor(private readonly maxEntries: number) {}

  /**
   * The kept value for `key`, without waiting, if the database is provably unchanged since it was
   * read; `undefined` means "ask `read`", never "absent".
   */
  peek(db: Db, key: string): V | undefined {
    const marks = marksByDb.get(db);
    if (!marks || marks.current() !== this.#mark) return undefined;
    return this.#values.get(key);
  }

  /** A plain function, not `async`: a kept value is answered without another promise layer. */
  read(db: Db, key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const marks = marksByDb.get(db);
    if (!marks) return load();
    const mark = marks.current();
    if (mark === this.#mark) {
      const kept = this.#values.get(key);
      if (kept) return Promise.resolve(kept);
    } else {
      this.#values.clear();
      this.#mark = mark;
    }
    return this.#loadAndKeep(key, mark, load);
  }

  async #loadAndKeep(
    key: string,
    mark: string,
    load: () => Promise<V | undefined>,
  ): Promise<V | undefined> {
    const value = await load();
    // Misses are not kept: unknown keys (guessed tokens) must not fill the memory.
    if (value === undefined || this.#mark !== mark) return value;
    if (this.#values.size >= this.maxEntries) {
      const oldest = this.#values.keys().next();
      if (oldest.done !== true) this.#values.delete(oldest.value);
    }
    this.#values.set(key, value);
    return value;
  }
}
