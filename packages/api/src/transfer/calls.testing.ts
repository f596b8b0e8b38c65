/**
 * Export and import called as the host calls them (`Api.exportData`, `Api.importData`), with the
 * answer read whole: the transfer tests beside the code need no HTTP server.
 */
import type { TestApi } from '../testing';
import type { TransferResponse } from './handler';
import { parseQuery } from '../http/types';

export interface TransferTestResponse {
  statusCode: number;
  headers: Readonly<Record<string, string>>;
  /** The answer as text. */
  body: string;
  /** The answer's bytes (a zip or a SQLite file). */
  rawPayload: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- a test names what it reads
  json<T = unknown>(): T;
}

async function readWhole(response: TransferResponse): Promise<TransferTestResponse> {
  const chunks: Uint8Array[] = [];
  if (typeof response.body === 'string') chunks.push(Buffer.from(response.body));
  else for await (const chunk of response.body) chunks.push(chunk);
  const rawPayload = Buffer.concat(chunks);
  const body = rawPayload.toString('utf8');
  return {
    statusCode: response.status,
    headers: response.headers,
    body,
    rawPayload,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as declared above
    json: <T>() => JSON.parse(body) as T,
  };
}

export interface TransferCall {
  method: 'GET' | 'POST';
  url: string;
  token?: string;
  contentType?: string;
  /** The raw body of an import; none when undefined. */
  bytes?: Uint8Array;
  /** The browser's languages, which choose the answer's when no one is signed in. */
  acceptLanguage?: string;
}

/** GET /api/export or POST /api/import, as a browser on localhost sends it. */
export async function transferCall(t: TestApi, call: TransferCall): Promise<TransferTestResponse> {
  const request = {
    method: call.method,
    url: call.url,
    query: parseQuery(call.url),
    authorization: call.token === undefined ? undefined : `Bearer ${call.token}`,
    contentType: call.contentType,
    acceptLanguage: call.acceptLanguage,
    body: undefined,
    ip: '127.0.0.1',
    origin: 'http://localhost:3000',
  };
  return readWhole(
    call.method === 'GET'
      ? await t.api.exportData(request)
      : await t.api.importData({ ...request, bytes: call.bytes }),
  );
}

export function importFile(
  t: TestApi,
  token: string,
  payload: Uint8Array | string,
  {
    dryRun = false,
    type = 'application/zip',
    goals,
  }: { dryRun?: boolean; type?: string; goals?: Record<string, number | null> | string } = {},
): Promise<TransferTestResponse> {
  const chosen =
    goals === undefined
      ? ''
      : `&goals=${encodeURIComponent(typeof goals === 'string' ? goals : JSON.stringify(goals))}`;
  return transferCall(t, {
    method: 'POST',
    url: `/api/import?dryRun=${String(dryRun)}${chosen}`,
    token,
    contentType: type,
    bytes: typeof payload === 'string' ? new TextEncoder().encode(payload) : payload,
  });
}

export function exportFile(
  t: TestApi,
  token: string,
  format: 'json' | 'csv' | 'loop',
): Promise<TransferTestResponse> {
  return transferCall(t, { method: 'GET', url: `/api/export?format=${format}`, token });
}
