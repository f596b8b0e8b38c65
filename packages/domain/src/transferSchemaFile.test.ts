/**
 * docs/taper-export.schema.json is generated from `taperExportSchema` (zod's toJSONSchema); this
 * test fails when they differ. Regenerate with `UPDATE_EXPORT_SCHEMA=1 npx vitest run
 * src/transferSchemaFile.test.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { taperExportSchema } from './transfer';

const file = new URL('../../../docs/taper-export.schema.json', import.meta.url);

describe('docs/taper-export.schema.json', () => {
  it('is the JSON Schema of the Taper export document', () => {
    const generated = `${JSON.stringify(
      {
        ...z.toJSONSchema(taperExportSchema, { io: 'input' }),
        $id: 'https://taper.app/schemas/taper-export-v1.json',
      },
      null,
      2,
    )}\n`;
    if (process.env.UPDATE_EXPORT_SCHEMA === '1') writeFileSync(file, generated);
    expect(readFileSync(file, 'utf8')).toBe(generated);
  });
});
