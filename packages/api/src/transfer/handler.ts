/**
 * The two calls that are not JSON procedures: GET /api/export (a file download) and
 * POST /api/import (a file upload). The host (apps/api) hands over the request and the raw body;
 * the rules — who is signed in, the rate limit, reading, checking and writing — are all here.
 */
import { hitRateLimit } from '@taper/db';
import {
  negotiateLocale,
  type ImportGoalChoices,
  type ImportPreview,
  type ImportResult,
  type LocaleCode,
} from '@taper/domain';
import { importGoalChoicesSchema } from '@taper/domain/rules';
import type { ApiServices, Context } from '../context';
import { contextFor } from '../http/procedures';
import { READ_ONLY_TOKEN } from '../trpc';
import type { ApiRequest } from '../http/types';
import { firstParam, type QueryParams } from '../http/types';
import { ImportGate, type GateRefusal } from './import-gate';
import { importAnswerIn } from './import-answer-words';
import { runImport } from './import-run';
import { EXPORT_FORMATS, exportFileName, jsonExport, type ExportFormat } from './export';
import { csvExport } from './export-csv';
import { loopExport, loopExportCheck } from './export-loop';
import type { ImportKind } from './import';
import { ImportBusy } from './loop-backup-thread';
import { ImportRefused, wordsIn, type RefusalWords } from './refusal';

/** An answer that may be a file, sent as it is produced. */
export interface TransferResponse {
  status: number;
  headers: Readonly<Record<string, string>>;
  /** JSON text, or the file's bytes. */
  body: string | AsyncIterable<Uint8Array>;
}

export interface TransferLimits {
  /** Exports and imports (dry runs included) per user per window, each counted on its own. */
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_TRANSFER_LIMITS: TransferLimits = { max: 30, timeWindowMs: 60 * 60 * 1000 };

const JSON_TYPE = 'application/json; charset=utf-8';

const EXPORT_TYPES: Record<ExportFormat, string> = {
  json: JSON_TYPE,
  csv: 'application/zip',
  loop: 'application/vnd.sqlite3',
};
const EXPORTERS = { json: jsonExport, csv: csvExport, loop: loopExport } as const;

/** A refusal: its words in the caller's language, its code the same in every language. */
function failure(
  status: number,
  code: string,
  words: RefusalWords,
  locale: LocaleCode,
  headers = {},
): TransferResponse {
  return {
    status,
    headers: { 'content-type': JSON_TYPE, ...headers },
    body: JSON.stringify({ message: wordsIn(words, locale), code }),
  };
}

/** A refusal before the caller is known: said in the request's Accept-Language. */
type EarlyFailure = (locale: LocaleCode) => TransferResponse;

type SignedIn = Context & { user: NonNullable<Context['user']>; today: string };

async function signedIn(
  services: ApiServices,
  request: ApiRequest,
): Promise<SignedIn | TransferResponse> {
  const ctx = await contextFor(services, request);
  if (!('db' in ctx))
    return failure(
      503,
      'SERVICE_UNAVAILABLE',
      'The service is temporarily unavailable, please try again',
      negotiateLocale(request.acceptLanguage),
    );
  if (!ctx.user || ctx.today === null)
    return failure(401, 'UNAUTHORIZED', 'Unauthorized', ctx.locale);
  return ctx as SignedIn;
}

async function limited(ctx: SignedIn, action: 'export' | 'import', limits: TransferLimits) {
  const at = ctx.now();
  const { hits, resetsAt } = await hitRateLimit(
    ctx.db,
    `${action}|user:${String(ctx.user.id)}`,
    at,
    limits.timeWindowMs,
  );
  if (hits <= limits.max) return undefined;
  const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - at.getTime()) / 1000));
  const minutes = String(Math.ceil(seconds / 60));
  return failure(
    429,
    'TOO_MANY_REQUESTS',
    { key: 'tooMany', values: { action, minutes } },
    ctx.locale,
    { 'retry-after': String(seconds) },
  );
}

/** The caller's language: the saved one when signed in, else the request's Accept-Language. */
async function callerLocale(services: ApiServices, request: ApiRequest): Promise<LocaleCode> {
  const ctx = await contextFor(services, request);
  return 'db' in ctx ? ctx.locale : negotiateLocale(request.acceptLanguage);
}

const GOALS_SHAPE: RefusalWords = { key: 'goalsShape' };

/** The body's kind by its content type: JSON, a zip, a SQLite file, any file, or none of them. */
export function importKind(contentType: string | undefined): ImportKind | undefined {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/zip' || type === 'application/x-zip-compressed') return 'zip';
  if (type === 'application/vnd.sqlite3' || type === 'application/x-sqlite3') return 'sqlite';
  if (type === 'text/csv') return 'csv';
  if (type === 'application/octet-stream') return 'file';
  return undefined;
}

/** The `goals` parameter: the goals chosen in the preview, checked by the domain's schema. */
function goalChoices(
  text: string | undefined,
): { ok: true; value: ImportGoalChoices | undefined } | { ok: false; words: RefusalWords } {
  if (text === undefined) return { ok: true, value: undefined };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, words: GOALS_SHAPE };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, words: GOALS_SHAPE };
  const parsed = importGoalChoicesSchema.safeParse(json);
  if (!parsed.success) return { ok: false, words: parsed.error.issues[0]?.message ?? GOALS_SHAPE };
  return { ok: true, value: parsed.data };
}

/** A `true`/`false` parameter (false when absent), or the sentence refusing it. */
function flag(query: QueryParams, name: string): boolean | EarlyFailure {
  const value = firstParam(query, name) ?? 'false';
  if (value === 'true' || value === 'false') return value === 'true';
  return (locale) => failure(400, 'BAD_REQUEST', { key: 'flag', values: { name } }, locale);
}

/** GET /api/export's parameters, or the answer refusing them. */
function exportQuery(query: QueryParams): { format: ExportFormat; dryRun: boolean } | EarlyFailure {
  const asked = firstParam(query, 'format') ?? 'json';
  const format = EXPORT_FORMATS.find((known) => known === asked);
  if (format === undefined)
    return (locale) => failure(400, 'BAD_REQUEST', { key: 'exportFormat' }, locale);
  const dryRun = flag(query, 'dryRun');
  if (typeof dryRun !== 'boolean') return dryRun;
  if (dryRun && format !== 'loop')
    return (locale) => failure(400, 'BAD_REQUEST', { key: 'dryRunLoop' }, locale);
  return { format, dryRun };
}

/** POST /api/import's parameters, or the answer refusing them. */
function importQuery(
  query: QueryParams,
):
  | { dryRun: boolean; goals: ImportGoalChoices | undefined; restoreSettings: boolean }
  | EarlyFailure {
  const dryRun = flag(query, 'dryRun');
  if (typeof dryRun !== 'boolean') return dryRun;
  const goals = goalChoices(firstParam(query, 'goals'));
  if (!goals.ok) return (locale) => failure(400, 'BAD_REQUEST', goals.words, locale);
  const restoreSettings = flag(query, 'restoreSettings');
  if (typeof restoreSettings !== 'boolean') return restoreSettings;
  return { dryRun, goals: goals.value, restoreSettings };
}

/** The import's answer: its preview or result, or the refusal of the file, the gate or the reader. */
function importAnswer(
  ran:
    | { ok: true; value: ImportPreview | ImportResult | ImportRefused | ImportBusy }
    | { ok: false; refusal: GateRefusal },
  locale: LocaleCode,
): TransferResponse {
  if (!ran.ok)
    return failure(ran.refusal.status, ran.refusal.code, ran.refusal.message, locale, {
      'retry-after': String(ran.refusal.retryAfter),
    });
  if (ran.value instanceof ImportRefused)
    return failure(400, 'BAD_REQUEST', ran.value.words, locale);
  if (ran.value instanceof ImportBusy)
    return failure(503, 'SERVICE_UNAVAILABLE', ran.value.message, locale, { 'retry-after': '60' });
  return {
    status: 200,
    headers: { 'content-type': JSON_TYPE },
    body: JSON.stringify(importAnswerIn(ran.value, locale)),
  };
}

export function transferHandlers(
  services: ApiServices,
  limits = DEFAULT_TRANSFER_LIMITS,
  gate = new ImportGate(),
) {
  return {
    async exportData(request: ApiRequest): Promise<TransferResponse> {
      const asked = exportQuery(request.query);
      if (typeof asked === 'function') return asked(await callerLocale(services, request));
      const { format, dryRun } = asked;
      const ctx = await signedIn(services, request);
      if (!('user' in ctx)) return ctx;
      const refused = await limited(ctx, 'export', limits);
      if (refused) return refused;
      const scope = {
        db: ctx.db,
        userId: ctx.user.id,
        now: ctx.now(),
        today: ctx.today,
        user: ctx.user,
      };
      if (dryRun)
        return {
          status: 200,
          headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store' },
          body: JSON.stringify(await loopExportCheck(scope)),
        };
      return {
        status: 200,
        headers: {
          'content-type': EXPORT_TYPES[format],
          'content-disposition': `attachment; filename="${exportFileName(format, ctx.today)}"`,
          'cache-control': 'no-store',
        },
        body: EXPORTERS[format](scope),
      };
    },

    async importData(
      request: ApiRequest & { bytes: Uint8Array | undefined },
    ): Promise<TransferResponse> {
      const asked = importQuery(request.query);
      if (typeof asked === 'function') return asked(await callerLocale(services, request));
      const ctx = await signedIn(services, request);
      if (!('user' in ctx)) return ctx;
      if (ctx.apiToken?.scope === 'read')
        return failure(403, 'FORBIDDEN', READ_ONLY_TOKEN, ctx.locale);
      const kind = importKind(request.contentType);
      if (!kind || !request.bytes)
        return failure(415, 'UNSUPPORTED_MEDIA_TYPE', { key: 'unsupportedType' }, ctx.locale);
      const refused = await limited(ctx, 'import', limits);
      if (refused) return refused;
      const bytes = request.bytes;
      const ran = await gate.run(ctx.db, ctx.user.id, ctx.now(), async () => {
        try {
          return await runImport({
            db: ctx.db,
            user: ctx.user,
            today: ctx.today,
            now: ctx.now(),
            kind,
            bytes,
            locale: ctx.locale,
            ...asked,
          });
        } catch (error) {
          if (error instanceof ImportRefused || error instanceof ImportBusy) return error;
          throw error;
        }
      });
      return importAnswer(ran, ctx.locale);
    },
  };
}
