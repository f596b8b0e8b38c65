/**
 * Item 4 — the OpenAPI document the fuzzer reads (fuzz-operations.test.ts) keeps listing every
 * operation of SPEC §7, so that none of them goes unfuzzed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationsOf } from '../src/fuzz';
import { loadOpenApiDocument } from '../src/fuzz-requests';

/** The document, read from a real app before the suite is collected. */
const doc = await loadOpenApiDocument();
const operationNames = operationsOf(doc)
  .map((op) => `${op.method} ${op.path}`)
  .sort();
/** SPEC §7's operations: the document must keep listing them all (a vanished path fails here). */
const REQUIRED_OPERATIONS = JSON.parse(
  readFileSync(new URL('../fixtures/fuzz-operations.json', import.meta.url), 'utf8'),
) as string[];

describe('fuzzing /api/openapi.json', () => {
  it('the document lists every SPEC §7 operation', () => {
    expect(REQUIRED_OPERATIONS.length).toBe(28);
    expect(operationNames).toEqual(expect.arrayContaining(REQUIRED_OPERATIONS));
  });
});
