/**
 * Writes src/generated/taper-api.d.ts, the client types openapi-typescript makes from
 * /api/openapi.json (`pnpm --filter @taper/contract generate`). The contract test checks the
 * committed file is what the served document generates.
 */
import { writeFile } from 'node:fs/promises';
import { openApiDocument } from '@taper/api';
import { clientTypes, GENERATED_TYPES } from './types-file';

await writeFile(GENERATED_TYPES, await clientTypes(openApiDocument(undefined)));
console.log(`wrote ${GENERATED_TYPES.pathname}`);
