/**
 * The one cache of the API: answers of user-data queries (`userDataQuery`), kept in this process
 * and keyed by the user's data revision. Database triggers bump the revision on every change to a
 * user's habits or entries, whichever process or path made it, and every request reads it with its
 * session, so a kept answer is never given after its data changed; older revisions' answers are
 * never asked for again and age out.
 */
import { LRUCache } from 'lru-cache';

export interface AnswerOwner {
  id: number;
  dataRevision: number;
}

/** What an answer depends on besides its user's habits and entries, as its key. */
export function answerKey(
  owner: AnswerOwner,
  procedure: string,
  today: string,
  rawInput: unknown,
): string {
  const input = rawInput === undefined ? '' : JSON.stringify(rawInput);
  return `${owner.id}:${owner.dataRevision}:${procedure}:${today}:${input}`;
}

export interface AnswersOptions {
  /** The most the kept answers may weigh together, in characters of their JSON. */
  maxSize?: number;
}

/** A kept answer, as the procedure returned it, with its JSON written once. */
export interface KeptAnswer<Result = unknown> {
  result: Result;
  data: unknown;
}

export class Answers {
  readonly #kept: LRUCache<string, KeptAnswer>;
  /** The JSON of kept data, so neither adapter writes it again (REST and tRPC alike). */
  readonly #json = new WeakMap<object, string>();

  constructor(options: AnswersOptions = {}) {
    // ~32 MB of JSON by default: hundreds of heavy users' summaries, thousands of light users'.
    this.#kept = new LRUCache<string, KeptAnswer>({ maxSize: options.maxSize ?? 32 * 1024 * 1024 });
  }

  get<Result>(key: string): KeptAnswer<Result> | undefined {
    return this.#kept.get(key) as KeptAnswer<Result> | undefined;
  }

  /** Keeps an answer, weighed by the length of its JSON, which is written here once. */
  keep<Result>(key: string, answer: KeptAnswer<Result>): void {
    const json = JSON.stringify(answer.data);
    if (typeof answer.data === 'object' && answer.data !== null) this.#json.set(answer.data, json);
    this.#kept.set(key, answer, { size: Math.max(1, json.length) });
  }

  /** The JSON of an answer's data: kept data's as written when kept, any other's now. */
  json(data: unknown): string {
    const kept = typeof data === 'object' && data !== null ? this.#json.get(data) : undefined;
    return kept ?? JSON.stringify(data);
  }

  /** How many answers are kept. */
  get size(): number {
    return this.#kept.size;
  }
}
