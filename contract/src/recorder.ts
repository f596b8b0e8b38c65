/**
 * Every response the contract test receives, checked against the served document: the status is
 * one the operation declares, the JSON body validates against that status's schema, and a 429
 * carries `Retry-After`. Calls go through `fetch` here, so the generated client and the raw
 * error-case calls are checked alike.
 */
import type { Document, DocumentedOperation, Method } from './document';
import { operationsOf, validators } from './document';

export interface Call {
  operationId: string;
  method: string;
  url: string;
  status: number;
}

function templateRegExp(path: string): RegExp {
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`);
}

export function createRecorder(document: Document, origin: string) {
  const { check, resolve } = validators(document);
  const operations = operationsOf(document).map((entry) => ({
    ...entry,
    pattern: templateRegExp(entry.path),
  }));
  const calls: Call[] = [];
  const problems: string[] = [];

  // A path without parameters wins over a template (PUT /api/habits/order is not /{id}), as on the server.
  const find = (method: string, pathname: string): DocumentedOperation | undefined => {
    const matching = operations.filter(
      (o) => o.method === (method.toLowerCase() as Method) && o.pattern.test(pathname),
    );
    return matching.find((o) => !o.path.includes('{')) ?? matching[0];
  };

  async function record(request: Request, response: Response): Promise<void> {
    const url = new URL(request.url);
    const where = `${request.method} ${url.pathname}`;
    const found = find(request.method, url.pathname);
    if (!found) {
      problems.push(`${where}: no operation of the document matches`);
      return;
    }
    const { op } = found;
    const status = String(response.status);
    calls.push({
      operationId: op.operationId,
      method: request.method,
      url: where,
      status: response.status,
    });
    const declared = op.responses[status];
    if (!declared) {
      problems.push(`${op.operationId} (${where}) answered undeclared status ${status}`);
      return;
    }
    const answer = resolve(declared);
    if (response.status === 429 && !response.headers.has('retry-after')) {
      problems.push(`${op.operationId} answered 429 without Retry-After`);
    }
    // A file answer (GET /api/export?format=csv) is checked for its declared type, not as JSON.
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (type !== '' && type !== 'application/json') {
      if (answer.content?.[type] === undefined)
        problems.push(`${op.operationId} ${status} (${where}): ${type} is not declared`);
      return;
    }
    const schema = answer.content?.['application/json']?.schema;
    if (schema === undefined) return;
    const text = await response.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push(`${op.operationId} ${status}: the body is not JSON: ${text.slice(0, 80)}`);
      return;
    }
    for (const error of check(schema)(body)) {
      problems.push(`${op.operationId} ${status} (${where}): ${error}`);
    }
  }

  /** A `fetch` that records and checks every answer. */
  const checkedFetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(
      input instanceof Request ? input : new URL(String(input), origin),
      init,
    );
    const response = await fetch(request.clone());
    await record(request, response);
    return response;
  };

  return { calls, problems, fetch: checkedFetch, operations };
}
export type Recorder = ReturnType<typeof createRecorder>;
