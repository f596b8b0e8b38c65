/**
 * The error cases, called on every operation the document lists (so an operation added later is
 * covered too): no bearer, malformed JSON, a body that is not an object, the wrong content type,
 * an oversized body, an id that names nothing, an admin operation for a USER. Then the answers
 * tied to one operation's own rules. Each returns the status it expected and the one it got.
 */
import type { DocumentedOperation } from './document';
import type { Recorder } from './recorder';

export interface Outcome {
  call: string;
  expected: number;
  actual: number;
}

/** Larger than the server's JSON body limit (256 KiB) and the icon limit (1 MiB). */
const OVERSIZED = 'x'.repeat(1_100_000);
/** The import takes files of up to 20 MB: past that. */
const OVERSIZED_FILE = 'x'.repeat(21 * 1024 * 1024);
const oversized = (op: DocumentedOperation) =>
  op.path === '/api/import' ? OVERSIZED_FILE : OVERSIZED;

/** The operation's example body, as the document gives it. */
function exampleBody(op: DocumentedOperation): string | undefined {
  const json = op.op.requestBody?.content?.['application/json'];
  return json === undefined ? undefined : JSON.stringify(json.example ?? {});
}

function fill(op: DocumentedOperation, value: (name: string, example: unknown) => string): string {
  const examples = new Map((op.op.parameters ?? []).map((p) => [p.name, p.example]));
  return op.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(value(name, examples.get(name))),
  );
}

/** The example's query parameters (required ones must be there for a 404 to be reachable). */
function exampleQuery(op: DocumentedOperation): string {
  const query = new URLSearchParams();
  for (const p of op.op.parameters ?? []) {
    if (p.in === 'query' && (typeof p.example === 'string' || typeof p.example === 'number'))
      query.set(p.name, String(p.example));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** The parameters of the operation's example (they need not exist on this server). */
const exampleUrl = (op: DocumentedOperation) =>
  fill(op, (_name, example) =>
    typeof example === 'string' || typeof example === 'number' ? String(example) : '1',
  ) + exampleQuery(op);
/** Ids that name nothing: a large number, or a name no icon has. */
const missingUrl = (op: DocumentedOperation) =>
  fill(op, (_name, example) => (typeof example === 'number' ? '999999' : 'no_such_thing')) +
  exampleQuery(op);

export interface ErrorCaseContext {
  origin: string;
  recorder: Recorder;
  operations: readonly DocumentedOperation[];
  adminToken: string;
  userToken: string;
}

export async function genericErrorCases(ctx: ErrorCaseContext): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const send = async (
    op: DocumentedOperation,
    url: string,
    expected: number,
    init: { token?: string; body?: string; type?: string },
  ) => {
    const headers: Record<string, string> = {};
    if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = init.type ?? 'application/json';
    const response = await ctx.recorder.fetch(`${ctx.origin}${url}`, {
      method: op.method.toUpperCase(),
      headers,
      ...(init.body === undefined ? {} : { body: init.body }),
    });
    await response.arrayBuffer();
    outcomes.push({ call: `${op.op.operationId} → ${url}`, expected, actual: response.status });
  };

  for (const op of ctx.operations) {
    const body = exampleBody(op);
    if (body === undefined) continue;
    const url = exampleUrl(op);
    const isPublic = (op.op.security ?? []).length === 0;
    if (!isPublic) await send(op, url, 401, { body });
    const token = ctx.adminToken;
    await send(op, url, 400, { token, body: '{"unterminated": ' });
    await send(op, url, 400, { token, body: '[]' });
    await send(op, url, 415, { token, body: 'name=x', type: 'text/plain' });
    await send(op, url, 413, { token, body: JSON.stringify({ name: oversized(op) }) });
  }
  for (const op of ctx.operations) {
    const isPublic = (op.op.security ?? []).length === 0;
    const body = exampleBody(op);
    if (!isPublic && body === undefined) await send(op, exampleUrl(op), 401, {});
    if (!isPublic && op.path.includes('{'))
      await send(op, missingUrl(op), 404, { token: ctx.adminToken, ...(body ? { body } : {}) });
    if (!isPublic && op.path.startsWith('/api/admin/'))
      await send(op, exampleUrl(op), 403, { token: ctx.userToken, ...(body ? { body } : {}) });
  }
  return outcomes;
}
