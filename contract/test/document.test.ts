/**
 * /api/openapi.json as an outside developer reads it: lint-clean with Redocly's recommended rules,
 * every operation described with an example that validates against its own schemas, and the
 * committed client types exactly what the served document generates.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_EXAMPLES } from '@taper/api';
import { operationsOf, validators } from '../src/document';
import { startServer, type RunningServer } from '../src/server';
import { clientTypes, GENERATED_TYPES } from '../src/types-file';

const run = promisify(execFile);

/**
 * The operations that answer no 4xx: public, taking no input, refusing nothing (only a 503 when
 * the database is down). Declaring a 4xx they never send would mislead a generated client.
 */
const NO_4XX = new Set([
  '#/paths/~1api~1icons/get/responses',
  '#/paths/~1api~1auth~1options/get/responses',
  '#/paths/~1api~1locales/get/responses',
]);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('the served OpenAPI document', () => {
  it('lints clean with Redocly (recommended rules, exceptions justified in redocly.yaml)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'taper-contract-'));
    const file = join(dir, 'openapi.json');
    try {
      await writeFile(file, JSON.stringify(server.document));
      const config = new URL('../redocly.yaml', import.meta.url).pathname;
      const result = await run(
        'npx',
        ['--no-install', 'redocly', 'lint', file, '--config', config, '--format', 'json'],
        {
          cwd: new URL('..', import.meta.url).pathname,
          maxBuffer: 20_000_000,
          // Offline and quiet: no usage report, no update check.
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: unknown) => ({ stdout: (error as { stdout?: string }).stdout ?? '' }));
      const report = JSON.parse(result.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { message: string; ruleId: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems
        .filter(
          (p) =>
            !(p.ruleId === 'operation-4xx-response' && NO_4XX.has(p.location[0]?.pointer ?? '')),
        )
        .map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
      expect(problems).toEqual([]);
      // Only the exceptions above, each found: a new operation without a 4xx fails here.
      expect(report.totals.errors + report.totals.warnings).toBe(NO_4XX.size);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('describes every operation: summary, declared tag, description, and an example', () => {
    const declaredTags = new Set((server.document.tags ?? []).map((tag) => tag.name));
    const missing: string[] = [];
    for (const { method, path, op } of operationsOf(server.document)) {
      const name = `${method.toUpperCase()} ${path} (${op.operationId})`;
      if (!op.summary) missing.push(`${name} has no summary`);
      if (!op.description?.includes('Example')) missing.push(`${name} has no described example`);
      for (const tag of op.tags ?? []) {
        if (!declaredTags.has(tag)) missing.push(`${name}: tag ${tag} is not declared`);
      }
      if (!(op.operationId in OPERATION_EXAMPLES)) {
        missing.push(
          `${name} has no example: add one to OPERATION_EXAMPLES in packages/api/src/openapi/examples.ts`,
        );
      }
    }
    expect(missing).toEqual([]);
  });

  it("validates each example against its operation's request and 200 schemas", () => {
    const { check } = validators(server.document);
    const mismatches: string[] = [];
    for (const { op } of operationsOf(server.document)) {
      const request = Object.values(op.requestBody?.content ?? {})[0];
      if (request?.schema !== undefined && request.example !== undefined) {
        for (const e of check(request.schema)(request.example))
          mismatches.push(`${op.operationId} request example: ${e}`);
      }
      if (op.requestBody && request?.example === undefined)
        mismatches.push(`${op.operationId} has no request example`);
      // 204 answers no body; 202 (a request accepted) answers one, like 200.
      if (op.responses['204'] && !op.responses['200']) continue;
      const ok = (op.responses['200'] ?? op.responses['202'])?.content?.['application/json'];
      if (ok?.example === undefined) mismatches.push(`${op.operationId} has no 200 example`);
      else
        for (const e of check(ok.schema)(ok.example))
          mismatches.push(`${op.operationId} 200 example: ${e}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('marks public operations with security: [] and declares 401 on the others', () => {
    const wrong: string[] = [];
    for (const { op } of operationsOf(server.document)) {
      if (op.security === undefined) wrong.push(`${op.operationId} does not say its security`);
      else if (op.security.length > 0 && !op.responses['401'])
        wrong.push(`${op.operationId} needs a bearer but declares no 401`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares every error with the one error body, and Retry-After on 429', () => {
    const { resolve } = validators(server.document);
    const wrong: string[] = [];
    for (const { op } of operationsOf(server.document)) {
      for (const [status, declared] of Object.entries(op.responses)) {
        if (status.startsWith('2')) continue;
        const answer = resolve(declared);
        const schema = answer.content?.['application/json']?.schema as
          { $ref?: string } | undefined;
        if (schema?.$ref !== '#/components/schemas/Error')
          wrong.push(`${op.operationId} ${status} is not the Error body`);
        if (status === '429' && !answer.headers?.['Retry-After'])
          wrong.push(`${op.operationId} 429 declares no Retry-After`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('generates the committed client types (run `pnpm --filter @taper/contract generate`)', async () => {
    const committed = await readFile(GENERATED_TYPES, 'utf8');
    expect(await clientTypes(server.document)).toBe(committed);
  });
});
