/**
 * The one cache of the API: answers of user-data queries (`userDataQuery`), kept in this process
 * and keyed by the user's data revision. Database triggers bump the revision on every change to a
 * user's habits or entries, whichever process or path made it, and every request reads it with its
 * session, so a kept answer is never given after its data changed; older revisions' answers are
 * never asked for again and age out. `userDataQuery` (trpc.ts) keeps and gives them, so REST,
 * tRPC and any other caller of the procedures get them alike.
 */
import { LRUCache } from 'lru-cache';

export interface AnswerOwner {
  id: number;
  dataRevision: number;
  /** The calendars and week blocks depend on it (the day end is in `today`). */
  weekStart?: string;
  /** The language of the answer's texts: one locale's answer is never given in another. */
  locale?: string;
}

/** A call's raw input as part of a key: its JSON, or nothing for a call without input. */
function inputKey(rawInput: unknown): string {
  return rawInput === undefined ? '' : JSON.stringify(rawInput);
}

/** What an answer depends on besides its user's habits and entries, as its key. */
export function answerKey(
  owner: AnswerOwner,
  procedure: string,
  today: string,
  rawInput: unknown,
): string {
  return `${owner.id}:${owner.dataRevision}:${owner.weekStart ?? ''}:${owner.locale ?? ''}:${procedure}:${today}:${inputKey(rawInput)}`;
}

/** The key of an answer made of the icon catalog alone, at its revision (the same for everyone). */
export function iconCatalogAnswerKey(
  revision: number,
  procedure: string,
  rawInput: unknown,
): string {
  return `icons:${String(revision)}:${procedure}:${inputKey(rawInput)}`;
}

export interface AnswersOptions {
  /** The most the kept answers may weigh together, in characters of their JSON. */
  maxSize?: number;
}

/**
 * A kept answer: its validated data as JSON, made once; the wire formats write it as it is. Only the
 * JSON is kept, not the data's objects: a string is one object to the garbage collector, where a
 * summary's or a progress answer's objects are thousands, each marked again on every full
 * collection while kept (they made most of a busy server's heap and its longest pauses).
 */
export interface KeptAnswer {
  json: string;
}

export class Answers {
  readonly #kept: LRUCache<string, KeptAnswer>;
  /** Answers being made, by key: until one is kept, its askers share it. */
  readonly #making = new Map<string, Promise<unknown>>();

  constructor(options: AnswersOptions = {}) {
    // ~32 MB of JSON by default: hundreds of heavy users' summaries, thousands of light users'.
    this.#kept = new LRUCache<string, KeptAnswer>({
      maxSize: options.maxSize ?? 32 * 1024 * 1024,
      sizeCalculation: (answer) => Math.max(1, answer.json.length),
    });
  }

  get(key: string): KeptAnswer | undefined {
    return this.#kept.get(key);
  }

  /** Keeps an answer's data as its JSON, weighed by that JSON's length. */
  keep(key: string, data: unknown): KeptAnswer {
    const answer = { json: JSON.stringify(data) };
    this.#kept.set(key, answer);
    return answer;
  }

  /**
   * The answer `make` makes for `key`, made once for every request that asks while it is being made
   * (a page's calls sent together, two tabs, a retry): the key holds the user's data revision, so
   * they ask the same of the same data.
   */
  shared<Result>(key: string, make: () => Promise<Result>): Promise<Result> {
    const making = this.#making.get(key);
    if (making) return making as Promise<Result>;
    const made = make().finally(() => this.#making.delete(key));
    this.#making.set(key, made);
    return made;
  }

  /** How many answers are kept. */
  get size(): number {
    return this.#kept.size;
  }
}
