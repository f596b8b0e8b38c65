/**
 * /api/openapi.json and /api/docs. The reference page is rendered here, on the server, as plain
 * HTML: no script and no third-party bundle (the maintained viewers need Node 22 or inline script,
 * which our CSP forbids), and it always matches the document.
 */
import {
  OPERATION_METHODS,
  openApiDocument,
  type OpenAPIObject,
  type OpenApiOperation as Operation,
} from '@taper/api';

const METHODS = OPERATION_METHODS;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Escaped text, its `code` spans as <code>. */
function text(words: string): string {
  return escapeHtml(words).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function json(value: unknown): string {
  return escapeHtml(JSON.stringify(value, null, 2));
}

/** A shell word: single-quoted, a quote inside written '\''. */
function shellWord(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/** The example call as a curl line, from the operation's own examples. */
export function curlLine(base: string, method: string, path: string, op: Operation): string {
  let url = path;
  const query: string[] = [];
  for (const parameter of op.parameters ?? []) {
    const example = parameter.example;
    if (typeof example !== 'string' && typeof example !== 'number') continue;
    const value = encodeURIComponent(String(example));
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, value);
    else if (parameter.in === 'query') query.push(`${parameter.name}=${value}`);
  }
  const target = `${base}${url}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const parts = ['curl', '-X', method.toUpperCase(), `"${target}"`];
  if (op.security && op.security.length > 0) parts.push('-H', '"Authorization: Bearer $TOKEN"');
  const [type, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  if (type !== undefined && media?.example !== undefined) {
    const body = typeof media.example === 'string' ? media.example : JSON.stringify(media.example);
    parts.push('-H', shellWord(`Content-Type: ${type}`), '--data', shellWord(body));
  }
  return parts.join(' ');
}

/** The words of a description before its examples (the page shows those from the document). */
function prose(description: string | undefined): string {
  const text = (description ?? '').split('Example request body:')[0] ?? '';
  return (text.split(/Example response \(20[024]\):/)[0] ?? '').trim();
}

function renderOperation(base: string, method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})</li>`,
    )
    .join('');
  const request = Object.values(op.requestBody?.content ?? {})[0];
  const success = ['200', '202', '204'].find((status) => op.responses?.[status]) ?? '200';
  const ok = op.responses?.[success]?.content?.['application/json'];
  const statuses = Object.keys(op.responses ?? {}).join(', ');
  const isPublic = !op.security || op.security.length === 0;
  return `<section id="${escapeHtml(op.operationId ?? `${method}-${path}`)}">
<h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p><strong>${escapeHtml(op.summary ?? '')}</strong>${isPublic ? ' <em>(public)</em>' : ' <em>(needs <code>Authorization: Bearer &lt;token&gt;</code>)</em>'}</p>
${prose(op.description) ? `<p>${text(prose(op.description))}</p>` : ''}
${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ''}
<h3>Example</h3><pre class="curl">${escapeHtml(curlLine(base, method, path, op))}</pre>
${request?.example !== undefined ? `<p>Request body:</p><pre>${typeof request.example === 'string' ? escapeHtml(request.example) : json(request.example)}</pre>` : ''}
${ok?.example !== undefined ? `<p>Response ${success}:</p><pre>${json(ok.example)}</pre>` : ''}${success === '204' ? '<p>Response 204: no body.</p>' : ''}
<p>Answers: ${escapeHtml(statuses)}.</p>
${request?.schema !== undefined ? `<details><summary>Request schema</summary><pre>${json(request.schema)}</pre></details>` : ''}
${ok?.schema !== undefined ? `<details><summary>Response ${success} schema</summary><pre>${json(ok.schema)}</pre></details>` : ''}
</section>`;
}

export function renderDocsPage(document: OpenAPIObject, publicUrl?: string): string {
  const base = publicUrl?.replace(/\/$/, '') ?? '$TAPER_URL';
  const sections: string[] = [];
  const paths = (document.paths ?? {}) as Record<string, Partial<Record<string, Operation>>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) sections.push(renderOperation(base, method, path, op));
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} — API reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
h1{color:#136667}section{border-top:1px solid #e4e7eb;padding:.5rem 0}h2{font-size:1.05rem;margin:.5rem 0}h3{font-size:.95rem}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.get{background:#2563eb}.post{background:#059669}.put{background:#d97706}.patch{background:#7c3aed}.delete{background:#dc2626}
pre{background:#f5f7fa;padding:.75rem;overflow:auto;font-size:.8rem}pre.curl{white-space:pre-wrap;word-break:break-all}code{font-size:.9em}
@media (prefers-color-scheme: dark){body{background:#111827;color:#e5e7eb}pre{background:#1f2937}h1{color:#5eead4}section{border-color:#374151}}
</style></head><body>
<h1>${escapeHtml(document.info.title)} API</h1>
<p>${text(document.info.description ?? '')} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<p>The curl lines use <code>$TOKEN</code>, a token from <code>POST /api/login</code>${publicUrl ? '' : ', and <code>$TAPER_URL</code>, the server&#39;s address'}.
Errors are JSON <code>{ "message", "code", "errors"? }</code>; <code>errors</code> lists the password rules a sign-up missed.</p>
${sections.join('\n')}
</body></html>`;
}

/** /api/openapi.json and the /api/docs page, built once from the API's document. */
export function docsDocuments(publicUrl: string | undefined) {
  const document = openApiDocument(publicUrl);
  return { document, page: renderDocsPage(document, publicUrl) };
}
