/** The operations of the OpenAPI document as the fuzzer walks them, and its schemas resolved. */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface Operation {
  method: string;
  path: string;
  id: string;
  pathParams: string[];
  body: JsonSchema | undefined;
  secured: boolean;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      ops.push({
        method: method.toUpperCase(),
        path,
        id: op.operationId ?? `${method} ${path}`,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema,
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return ops;
}

export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let i = 0; i < 20 && current.$ref !== undefined; i++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const next = doc.components?.schemas?.[name];
    if (!next) throw new Error(`unresolved $ref ${current.$ref}`);
    current = next;
  }
  return current;
}
