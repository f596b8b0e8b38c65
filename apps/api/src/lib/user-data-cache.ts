/**
 * Results computed from one user's habits and entries (the kept answers of user-data queries),
 * kept in this process while the user's `dataRevision` is unchanged. Database triggers
 * bump the revision on every change to the user's habits or entries, and every request reads it
 * with its session, so a cached value is never served after a change — whichever process or path
 * made it. Bounded by users, values per user and size: the least recently used users go first.
 */
export interface CacheOwner {
  id: number;
  dataRevision: number;
}

interface Kept {
  value: unknown;
  size: number;
}

interface UserEntry {
  revision: number;
  values: Map<string, Kept>;
  /** The sum of the values' sizes. */
  size: number;
}

export interface UserDataCacheOptions {
  maxUsers?: number;
  maxValuesPerUser?: number;
  /** The most the values may weigh together, in characters of their JSON. */
  maxSize?: number;
}

/**
 * A value's weight: the length of its JSON (strings: their length). The heap holds a small multiple
 * of it; what matters is that a user with years of entries weighs more than one with a week.
 */
function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  // Typed as string, but undefined (and functions) have no JSON.
  const json = JSON.stringify(value) as string | undefined;
  return json === undefined ? 0 : json.length;
}

export class UserDataCache {
  readonly #users = new Map<number, UserEntry>();
  readonly #maxUsers: number;
  readonly #maxValuesPerUser: number;
  readonly #maxSize: number;
  #size = 0;

  constructor(options: UserDataCacheOptions = {}) {
    this.#maxUsers = options.maxUsers ?? 10_000;
    this.#maxValuesPerUser = options.maxValuesPerUser ?? 256;
    // ~32 MB of JSON: hundreds of heavy users' summaries, thousands of light users'.
    this.#maxSize = options.maxSize ?? 32 * 1024 * 1024;
  }

  /** The value cached for `key` at the owner's current revision, if any. */
  get(owner: CacheOwner, key: string): unknown {
    const entry = this.#users.get(owner.id);
    if (entry?.revision !== owner.dataRevision) return undefined;
    const kept = entry.values.get(key);
    if (!kept) return undefined;
    // Map order is insertion order: re-inserting marks the user as recently used.
    this.#users.delete(owner.id);
    this.#users.set(owner.id, entry);
    return kept.value;
  }

  /**
   * The value cached for `key` at the owner's current revision, or what `compute` returns (kept
   * unless `undefined`). `weigh` gives a value's size when the caller knows it more cheaply.
   */
  async getOrCompute<T>(
    owner: CacheOwner,
    key: string,
    compute: () => Promise<T>,
    weigh: (value: T) => number = sizeOf,
  ): Promise<T> {
    const cached = this.get(owner, key);
    if (cached !== undefined) return cached as T;
    const value = await compute();
    if (value !== undefined) this.#store(owner, key, value, weigh(value));
    return value;
  }

  /** Users with cached values. */
  get size(): number {
    return this.#users.size;
  }

  /** The weight of everything cached (see `sizeOf`). */
  get weight(): number {
    return this.#size;
  }

  #store(owner: CacheOwner, key: string, value: unknown, size: number): void {
    let entry = this.#users.get(owner.id);
    // A slower request that read an older revision must not replace newer values.
    if (entry && entry.revision > owner.dataRevision) return;
    if (size > this.#maxSize) return;
    if (!entry || entry.revision !== owner.dataRevision) {
      this.#drop(owner.id);
      entry = { revision: owner.dataRevision, values: new Map(), size: 0 };
    } else {
      this.#users.delete(owner.id);
    }
    if (entry.values.size >= this.#maxValuesPerUser) {
      this.#size -= entry.size;
      entry.values.clear();
      entry.size = 0;
    }
    const previous = entry.values.get(key);
    if (previous) {
      // Two requests computed the same value at once: the second replaces the first.
      entry.size -= previous.size;
      this.#size -= previous.size;
    }
    entry.values.set(key, { value, size });
    entry.size += size;
    this.#size += size;
    this.#users.set(owner.id, entry);
    while (this.#users.size > this.#maxUsers || this.#size > this.#maxSize) {
      const oldest = this.#users.keys().next();
      if (oldest.done === true) break;
      this.#drop(oldest.value);
    }
  }

  #drop(userId: number): void {
    const entry = this.#users.get(userId);
    if (!entry) return;
    this.#size -= entry.size;
    this.#users.delete(userId);
  }
}
