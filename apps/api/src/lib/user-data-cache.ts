/**
 * Results computed from one user's habits and entries (the habit list, a habit's streaks), kept in
 * this process while the user's `dataRevision` is unchanged. Database triggers bump the revision on
 * every change to the user's habits or entries, and every request reads it with its session, so a
 * cached value is never served after a change — whichever process or path made it. Bounded: the
 * least recently used users are dropped first.
 */
export interface CacheOwner {
  id: number;
  dataRevision: number;
}

interface UserEntry {
  revision: number;
  values: Map<string, unknown>;
}

export interface UserDataCacheOptions {
  maxUsers?: number;
  maxValuesPerUser?: number;
}

export class UserDataCache {
  readonly #users = new Map<number, UserEntry>();
  readonly #maxUsers: number;
  readonly #maxValuesPerUser: number;

  constructor(options: UserDataCacheOptions = {}) {
    this.#maxUsers = options.maxUsers ?? 10_000;
    this.#maxValuesPerUser = options.maxValuesPerUser ?? 256;
  }

  /** The value cached for `key` at the owner's current revision, or what `compute` returns. */
  async getOrCompute<T>(owner: CacheOwner, key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.#users.get(owner.id);
    if (entry?.revision === owner.dataRevision && entry.values.has(key)) {
      // Map order is insertion order: re-inserting marks the user as recently used.
      this.#users.delete(owner.id);
      this.#users.set(owner.id, entry);
      return entry.values.get(key) as T;
    }
    const value = await compute();
    this.#store(owner, key, value);
    return value;
  }

  get size(): number {
    return this.#users.size;
  }

  #store(owner: CacheOwner, key: string, value: unknown): void {
    let entry = this.#users.get(owner.id);
    // A slower request that read an older revision must not replace newer values.
    if (entry && entry.revision > owner.dataRevision) return;
    if (!entry || entry.revision !== owner.dataRevision) {
      entry = { revision: owner.dataRevision, values: new Map() };
    }
    if (entry.values.size >= this.#maxValuesPerUser) entry.values.clear();
    entry.values.set(key, value);
    this.#users.delete(owner.id);
    this.#users.set(owner.id, entry);
    if (this.#users.size > this.#maxUsers) {
      const oldest = this.#users.keys().next();
      if (oldest.done !== true) this.#users.delete(oldest.value);
    }
  }
}
