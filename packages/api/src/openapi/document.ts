/**
 * The OpenAPI document of the REST API: generated from the procedures' meta and schemas, then
 * completed with what a client needs to trust it: every status an operation answers with the one
 * error body, an example call per operation, declared tags, `security: []` on public operations,
 * and the upload PUT target that is not a procedure.
 */
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { z } from 'zod';
import { habitSettingsRequestSchema, habitUpdateRequestSchema } from '@taper/domain';
import { ERROR_SCHEMA, ERROR_STATUSES, errorResponses, errorStatusesOf } from './errors';
import { OPERATION_EXAMPLES, type OperationExample } from './examples';
import { EXPORT_PATH, exportPathItem, IMPORT_PATH, importPathItem } from './transfer';
import { UPLOAD_PATH, uploadPathItem } from './uploads';
import { appRouter } from '../router';

export type { OpenAPIObject };
export { OPERATION_EXAMPLES, type OperationExample };

export const OPERATION_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface MediaType {
  schema?: unknown;
  example?: unknown;
}
export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    schema?: unknown;
    example?: unknown;
  }[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}
type PathItem = Partial<Record<(typeof OPERATION_METHODS)[number], Operation>>;

const TAGS: Readonly<Record<string, string>> = {
  auth: 'Sign-up, sign-in and the signed-in account.',
  habits: 'Habits, their goals, streaks and the figures the screens show.',
  groups: "Habit groups and a group's shared budget: Σ value × countsAs over its number habits.",
  entries: 'The day-by-day log of a habit.',
  icons: 'The icons a habit can use.',
  transfer:
    'Taking your data out (export) and bringing it in (import, also from Loop Habit Tracker).',
  admin: 'The admin portal: users, icons and their upload (ADMIN only).',
  templates:
    'Starting points for a new habit: the questions each asks, and the habit and taper plan the answers make.',
  push: "Reminders by Web Push: the server key and this device's subscription.",
  locales:
    "The languages Taper speaks. Every error's `message` is in the caller's language (the signed-in user's `locale`, else the request's Accept-Language, else English); its `code` is the same in every language.",
};

/** Extra words for operations whose use is more than their summary. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'auth-signup':
    'Passwords need 8+ characters with an uppercase and a lowercase letter, a digit and a symbol; a 400 lists the unmet rules in `errors`. Returns a bearer token.',
  'auth-login': 'Returns a bearer token: send it as `Authorization: Bearer <token>`.',
  'auth-updatePreferences': 'Both fields are optional; `{}` changes nothing and returns the user.',
  'habits-create':
    'The goal is one of six kinds, by `goalType` and `goalSchedule`; each kind requires its own fields (see the schema). A premium icon on a FREE account is a 403.',
  'habits-update':
    'Send `{ name }` to rename, or the full settings as for creating. Fields not sent are kept.',
  'entries-log':
    'Send `actualValue` for a number goal, `levelValue` for a level or custom-tag goal, or `"skip": true` (no value) to mark the day skipped. The server judges `performance`. Dates are real days, not after today.',
  'skips-skipRange':
    'Vacation: marks every day from `from` to `to` (both included, at most 60 days, none after your today) skipped for all your unarchived habits, or for those in `habitIds` (archived ones too). A day that already has an entry keeps it. Answers `skipped` (days marked), `alreadyLogged` (days kept) and the `habitIds` it applied to. A habit that is not yours is a 404 and nothing is written.',
  'admin-uploadUrl':
    'Step 1 of adding an icon: answers a single-use `uploadURL` (15 minutes). Step 2: `PUT` the SVG file to it with `Content-Type: image/svg+xml`. Step 3: `POST /api/admin/icons` with `filePath` `/icons/{category}/{name}.svg`.',
  'admin-createIcon':
    'Step 3 of adding an icon: `filePath` must be `/icons/{category}/{name}.svg`, the file uploaded in step 2 to the `uploadURL` of `POST /api/admin/icons/upload`.',
};

/**
 * Bodies whose schema builds the goal from SPEC's flat fields: described by the goal's kinds
 * instead (a `oneOf` by goalType and goalSchedule, each kind's fields required).
 */
const DOCUMENTED_BODIES: Readonly<Record<string, z.ZodType>> = {
  'habits-create': habitSettingsRequestSchema,
  'habits-update': habitUpdateRequestSchema,
};

function documentedBody(operationId: string): unknown {
  const schema = DOCUMENTED_BODIES[operationId];
  if (!schema) return undefined;
  const { $schema: _dialect, ...body } = z.toJSONSchema(schema, { io: 'input' });
  return body;
}

function exampleText(example: OperationExample, status: string): string {
  const parts: string[] = [];
  if (example.request !== undefined) {
    parts.push(
      `Example request body:\n\n\`\`\`json\n${JSON.stringify(example.request, null, 2)}\n\`\`\``,
    );
  }
  parts.push(
    status === '204'
      ? 'Example response (204): no body.'
      : `Example response (${status}):\n\n\`\`\`json\n${JSON.stringify(example.response, null, 2)}\n\`\`\``,
  );
  return parts.join('\n\n');
}

/** Operations that answer with another success status than 200 (204: no body). */
const SUCCESS_STATUSES: Readonly<Record<string, '202' | '204'>> = {
  'auth-deleteAccount': '204',
  'auth-requestPasswordReset': '202',
};

/**
 * DELETE operations whose input is a JSON body (a password must never travel in a URL): the
 * generator puts DELETE inputs in the query; here they become the body.
 */
const DELETE_BODIES = new Set(['auth-deleteAccount']);

function bodyFromQuery(op: Operation): void {
  const parameters = (op.parameters ?? []).filter((parameter) => parameter.in === 'query');
  op.parameters = (op.parameters ?? []).filter((parameter) => parameter.in !== 'query');
  if (op.parameters.length === 0) delete op.parameters;
  op.requestBody = {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
          required: parameters.filter((p) => p.required).map((p) => p.name),
          additionalProperties: false,
        },
      },
    },
  };
}

function completeOperation(method: string, path: string, op: Operation): void {
  const operationId = op.operationId ?? `${method}-${path}`;
  if (DELETE_BODIES.has(operationId)) bodyFromQuery(op);
  const isPublic = op.security === undefined || op.security.length === 0;
  if (isPublic) op.security = [];
  const takesInput = (op.parameters ?? []).length > 0 || op.requestBody !== undefined;
  const example = OPERATION_EXAMPLES[operationId];
  const success = SUCCESS_STATUSES[operationId] ?? '200';
  const words = [DESCRIPTIONS[operationId], example ? exampleText(example, success) : undefined];
  op.description = words.filter((text) => text !== undefined).join('\n\n');
  for (const parameter of op.parameters ?? []) {
    const value = example?.params?.[parameter.name];
    if (value !== undefined) parameter.example = value;
  }
  const json = op.requestBody?.content?.['application/json'];
  const body = documentedBody(operationId);
  if (json && body !== undefined) json.schema = body;
  if (json && example?.request !== undefined) json.example = example.request;
  const ok = op.responses?.['200'];
  if (ok) {
    ok.description = op.summary ?? 'Success';
    const okJson = ok.content?.['application/json'];
    if (okJson && example) okJson.example = example.response;
  }
  if (ok && success === '204') delete ok.content;
  const responses: Record<string, unknown> = { ...(ok ? { [success]: ok } : {}) };
  for (const status of errorStatusesOf({ operationId, method, path, isPublic, takesInput })) {
    responses[status] = { $ref: `#/components/responses/${ERROR_STATUSES[status]?.name ?? ''}` };
  }
  op.responses = responses as Operation['responses'];
}

export function openApiDocument(publicUrl: string | undefined): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Taper',
    version: '1.0.0',
    description:
      "Taper is a habit-reduction tracker. This is every call of its web app, as REST. Sign in with POST /api/login (or sign up) and send the token as `Authorization: Bearer <token>`. Every error is JSON `{ message, code, errors? }`. Taper speaks English, Spanish, German, French and Arabic (GET /api/locales): a signed-in call's messages and texts are in the user's `locale` (PUT /api/auth/user), a signed-out call's in the best match of its Accept-Language header, else English; a `code` is the same in every language. A reference with examples and curl lines is at /api/docs.",
    baseUrl: publicUrl ?? '/',
  });
  const paths = (document.paths ?? {}) as Record<string, PathItem>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of OPERATION_METHODS) {
      const op = item[method];
      if (op) completeOperation(method, path, op);
    }
  }
  paths[UPLOAD_PATH] = uploadPathItem(OPERATION_EXAMPLES['uploads-put']);
  paths[EXPORT_PATH] = exportPathItem(OPERATION_EXAMPLES['transfer-export']);
  paths[IMPORT_PATH] = importPathItem(OPERATION_EXAMPLES['transfer-import']);
  const used = new Set(
    Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? [])),
  );
  return {
    ...document,
    info: {
      ...document.info,
      license: { name: 'Proprietary', url: 'https://taper.example.com/terms' },
    },
    tags: [...used].sort().map((name) => ({
      name,
      description: TAGS[name] ?? `Operations on ${name}.`,
    })),
    paths: paths as OpenAPIObject['paths'],
    components: {
      ...document.components,
      // trpc-to-openapi's own error schemas give way to the one error body the server sends.
      schemas: {
        ...Object.fromEntries(
          Object.entries(document.components?.schemas ?? {}).filter(
            ([name]) => !name.startsWith('error.'),
          ),
        ),
        Error: ERROR_SCHEMA,
      },
      responses: errorResponses(),
    },
  } as OpenAPIObject;
}
