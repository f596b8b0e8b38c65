/**
 * Reading /api/openapi.json as an outside client does: its operations, and ajv validators for
 * what each declares (request bodies, and the response of each status).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

interface MediaType {
  schema?: unknown;
  example?: unknown;
}
interface Response {
  $ref?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
}
export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    schema?: unknown;
    example?: unknown;
  }[];
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, Response>;
}
export interface Document {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { schemas?: Record<string, unknown>; responses?: Record<string, Response> };
  tags?: { name: string; description?: string }[];
}

export interface DocumentedOperation {
  method: Method;
  path: string;
  op: Operation;
}

export function operationsOf(document: Document): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method];
      return op ? [{ method, path, op }] : [];
    }),
  );
}

/** `#/components/...` refs point into the document, registered under this id. */
const DOCUMENT_ID = 'taper-openapi';

function rebase(schema: unknown): unknown {
  return JSON.parse(
    JSON.stringify(schema).replaceAll(
      '"$ref":"#/components/',
      `"$ref":"${DOCUMENT_ID}#/components/`,
    ),
  );
}

export type Check = (value: unknown) => string[];

export function validators(document: Document) {
  // `example` and `description` are OpenAPI's own words, not JSON Schema's: not strict.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: rebase(document.components) });
  const check = (schema: unknown): Check => {
    const validate = ajv.compile(rebase(schema) as object);
    return (value) =>
      validate(value)
        ? []
        : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  };
  const resolve = (response: Response): Response => {
    const name = response.$ref?.replace('#/components/responses/', '');
    return name === undefined ? response : (document.components.responses?.[name] ?? {});
  };
  return { check, resolve };
}
