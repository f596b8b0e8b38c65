/**
 * Kept answers compressed once: a body the API names as made of kept answers only (`keptAs`)
 * is compressed the first time a browser asks for it in an encoding, and its bytes are sent as
 * they are afterwards, so a repeated read costs no compression (@fastify/compress would compress
 * it again on every request). Smaller bodies stay as they are, like @fastify/compress's threshold.
 */
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzip,
  gzipSync,
} from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip';

/** The encodings offered, best first. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Kept bytes are sent again while the answer is unchanged: brotli's quality 4, as @fastify/compress. */
const KEPT_BROTLI_QUALITY = 4;

/**
 * An answer made for one request (a log's: its entry and the month's figures) is compressed for
 * that request alone. Quality 2 took a third to a half of quality 4's CPU on the web app's answers
 * here (a log's 14 KB: 92 against 146 µs) for 1-12% more bytes (1,596 against 1,529 B). At
 * quality 4 it was about 6% of the server's main-thread time in a day of use on PostgreSQL.
 */
const NOW_BROTLI_QUALITY = 2;

const compressors: Record<Encoding, (body: string) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY },
    }),
  gzip: (body) => promisify(gzip)(body),
};

const compressorsNow: Record<Encoding, (body: string) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: NOW_BROTLI_QUALITY },
    }),
  gzip: (body) => gzipSync(body),
};

/** Bodies up to this long are compressed in one call, on the spot (tens of microseconds). */
export const COMPRESS_NOW_MAX = 64 * 1024;

/**
 * An answer made for this request, compressed in one call: an answer of a few kilobytes (a log,
 * the habit screen's figures) takes tens of microseconds so, where @fastify/compress's stream would
 * cost several times that. Undefined for a body too small to be worth it, or long enough that
 * compressing it at once would hold up the event loop (@fastify/compress streams those).
 */
export function encodeNow(body: string, encoding: Encoding, threshold = 1024): Buffer | undefined {
  if (body.length < threshold || body.length > COMPRESS_NOW_MAX) return undefined;
  return compressorsNow[encoding](body);
}

/** The encoding to answer in, by the request's Accept-Encoding; none when it names neither. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiate(acceptEncoding, ENCODINGS) ?? undefined;
}

export interface EncodedAnswersOptions {
  /** The most the kept bytes may weigh together. */
  maxBytes?: number;
  /** Bodies shorter than this are sent as they are. */
  threshold?: number;
}

export class EncodedAnswers {
  readonly #bytes: LRUCache<string, Buffer>;
  readonly #threshold: number;

  constructor(options: EncodedAnswersOptions = {}) {
    this.#bytes = new LRUCache<string, Buffer>({
      maxSize: options.maxBytes ?? 16 * 1024 * 1024,
      sizeCalculation: (bytes) => Math.max(1, bytes.length),
    });
    this.#threshold = options.threshold ?? 1024;
  }

  /**
   * The body's bytes in the encoding, compressed once per name; undefined when the body is too
   * small to be worth it.
   */
  async encode(keptAs: string, body: string, encoding: Encoding): Promise<Buffer | undefined> {
    if (body.length < this.#threshold) return undefined;
    const key = `${encoding} ${keptAs}`;
    const kept = this.#bytes.get(key);
    if (kept) return kept;
    const bytes = await compressors[encoding](body);
    this.#bytes.set(key, bytes);
    return bytes;
  }

  /** How many encoded bodies are kept. */
  get size(): number {
    return this.#bytes.size;
  }
}
