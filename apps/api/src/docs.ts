/**
 * /api/openapi.json and /api/docs. The reference page is rendered here, on the server, as plain
 * HTML: no script and no third-party bundle (the maintained viewers need Node 22 or inline script,
 * which our CSP forbids), and it always matches the document.
 */
import type { FastifyInstance } from 'fastify';
import { openApiDocument, type OpenAPIObject } from '@taper/api';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function json(value: unknown): string {
  return escapeHtml(JSON.stringify(value, null, 2));
}

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
}

export function renderDocsPage(document: OpenAPIObject): string {
  const sections: string[] = [];
  const paths = (document.paths ?? {}) as Record<
    string,
    Partial<Record<(typeof METHODS)[number], Operation>>
  >;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})</li>`,
        )
        .join('');
      const body = op.requestBody?.content?.['application/json']?.schema;
      const ok = op.responses?.['200']?.content?.['application/json']?.schema;
      sections.push(`<section id="${escapeHtml(`${method}-${path}`)}">
<h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(op.summary ?? '')}${op.security && op.security.length > 0 ? ' <em>(needs <code>Authorization: Bearer &lt;token&gt;</code>)</em>' : ''}</p>
${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ''}
${body ? `<details><summary>Request body</summary><pre>${json(body)}</pre></details>` : ''}
${ok ? `<details><summary>Response 200</summary><pre>${json(ok)}</pre></details>` : ''}
</section>`);
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} — API reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
h1{color:#136667}section{border-top:1px solid #e4e7eb;padding:.5rem 0}h2{font-size:1.05rem;margin:.5rem 0}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.get{background:#2563eb}.post{background:#059669}.put{background:#d97706}.patch{background:#7c3aed}.delete{background:#dc2626}
pre{background:#f5f7fa;padding:.75rem;overflow:auto;font-size:.8rem}code{font-size:.9em}
</style></head><body>
<h1>${escapeHtml(document.info.title)} API</h1>
<p>${escapeHtml(document.info.description ?? '')} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.
Errors are JSON <code>{ "message", "code" }</code>.</p>
${sections.join('\n')}
</body></html>`;
}

export function registerDocs(
  app: FastifyInstance,
  options: {
    publicUrl: string | undefined;
    /** The reference page is a document, under /api: it gets a document's headers. */
    documentHeaders: Readonly<Record<string, string>>;
  },
): void {
  const { publicUrl, documentHeaders } = options;
  const document = openApiDocument(publicUrl);
  const page = renderDocsPage(document);
  app.get('/api/openapi.json', (_request, reply) => reply.send(document));
  app.get('/api/docs', (_request, reply) =>
    reply.headers(documentHeaders).type('text/html; charset=utf-8').send(page),
  );
}
