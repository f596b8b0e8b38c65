/**
 * The error half of /api/openapi.json: the one error body `{ message, code, errors? }`, a response
 * per status, and which statuses each operation can answer. The rules are generic (any body can
 * be malformed, too large or of the wrong type; a bearer can be missing; a path id can name
 * nothing), so an operation added later is covered; the few answers tied to one operation's own
 * rule (a taken email, a premium icon, the sign-in throttle) are listed by operationId.
 */

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
] as const;

export const ERROR_SCHEMA = {
  type: 'object',
  description: 'Every error the API answers, whatever its status.',
  properties: {
    message: { type: 'string', description: 'What went wrong, in words a person can read.' },
    code: { type: 'string', enum: [...ERROR_CODES], description: 'The status, by name.' },
    errors: {
      type: 'array',
      items: { type: 'string' },
      description: 'On a 400 from sign-up: the password rules the password does not meet.',
    },
  },
  required: ['message', 'code'],
};

interface ErrorStatus {
  name: string;
  code: (typeof ERROR_CODES)[number];
  description: string;
  example: Record<string, unknown>;
}

export const ERROR_STATUSES: Readonly<Record<string, ErrorStatus>> = {
  '400': {
    name: 'BadRequest',
    code: 'BAD_REQUEST',
    description:
      'The request breaks a rule: malformed JSON, a missing or invalid field. `message` lists up to three failed rules; nothing was changed.',
    example: {
      message: 'Password does not meet requirements',
      code: 'BAD_REQUEST',
      errors: ['At least 8 characters', 'One uppercase letter'],
    },
  },
  '401': {
    name: 'Unauthorized',
    code: 'UNAUTHORIZED',
    description:
      'No valid `Authorization: Bearer <token>` (or, at sign-in, a wrong email or password).',
    example: { message: 'Unauthorized', code: 'UNAUTHORIZED' },
  },
  '403': {
    name: 'Forbidden',
    code: 'FORBIDDEN',
    description:
      'Signed in but not allowed: an admin operation for a USER, a premium icon for a FREE user, or an expired upload URL.',
    example: { message: 'Admin privileges are required', code: 'FORBIDDEN' },
  },
  '404': {
    name: 'NotFound',
    code: 'NOT_FOUND',
    description: 'The id in the path names nothing this user can see.',
    example: { message: 'Habit not found', code: 'NOT_FOUND' },
  },
  '409': {
    name: 'Conflict',
    code: 'CONFLICT',
    description: 'The change conflicts with existing data (an email or icon name already taken).',
    example: { message: 'An account with this email already exists', code: 'CONFLICT' },
  },
  '413': {
    name: 'PayloadTooLarge',
    code: 'PAYLOAD_TOO_LARGE',
    description: 'The body is larger than the server accepts.',
    example: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' },
  },
  '415': {
    name: 'UnsupportedMediaType',
    code: 'UNSUPPORTED_MEDIA_TYPE',
    description: 'The body is not of the declared content type (`application/json`).',
    example: { message: 'Send the body as application/json', code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  '429': {
    name: 'TooManyRequests',
    code: 'TOO_MANY_REQUESTS',
    description:
      'Too many attempts from this address or for this email; wait `Retry-After` seconds.',
    example: { message: 'Too many attempts, please try again later', code: 'TOO_MANY_REQUESTS' },
  },
  '503': {
    name: 'ServiceUnavailable',
    code: 'SERVICE_UNAVAILABLE',
    description: 'The database is unreachable for a moment; nothing was changed, try again.',
    example: {
      message: 'The service is temporarily unavailable, please try again',
      code: 'SERVICE_UNAVAILABLE',
    },
  },
};

/** The error responses as OpenAPI `components.responses`, by name. */
export function errorResponses(): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, error] of Object.entries(ERROR_STATUSES)) {
    responses[error.name] = {
      description: error.description,
      ...(status === '429'
        ? {
            headers: {
              'Retry-After': {
                description: 'Seconds to wait before trying again.',
                schema: { type: 'integer', minimum: 1 },
              },
            },
          }
        : {}),
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          example: error.example,
        },
      },
    };
  }
  return responses;
}

/** Answers tied to one operation's own rules. */
const EXTRA_STATUSES: Readonly<Record<string, readonly string[]>> = {
  'auth-signup': ['409', '429'],
  'auth-login': ['401', '429'],
  'auth-updateProfile': ['409'],
  'habits-create': ['403'],
  'habits-update': ['403'],
  'admin-createIcon': ['409'],
  'admin-updateIcon': ['409'],
  'auth-createToken': ['409'],
  'auth-deleteAccount': ['409', '413', '415'],
  'auth-requestPasswordReset': ['404', '429'],
  'auth-confirmPasswordReset': ['429'],
  // Share links: a session only (an API token is a 403 on reads too); too many links, no mail
  // server, no email; unknown tokens past the address's budget.
  'shares-list': ['403'],
  'shares-options': ['403'],
  'shares-create': ['409'],
  'shares-sendSummary': ['409'],
  'shares-view': ['429'],
  'shares-stopMails': ['429'],
  // The email fallback: no mail server to send it; a used or unknown stop link, too many guesses.
  'auth-updatePreferences': ['409'],
  'emailReminders-stop': ['404', '429'],
};

export interface OperationFacts {
  operationId: string;
  method: string;
  path: string;
  isPublic: boolean;
  takesInput: boolean;
}

const BODY_METHODS = new Set(['post', 'put', 'patch']);

/** Every error status an operation can answer, in order. */
export function errorStatusesOf(op: OperationFacts): string[] {
  const statuses = new Set<string>(EXTRA_STATUSES[op.operationId] ?? []);
  const hasBody = BODY_METHODS.has(op.method);
  if (op.takesInput || hasBody) statuses.add('400');
  if (!op.isPublic) statuses.add('401');
  if (!op.isPublic && op.path.startsWith('/api/admin/')) statuses.add('403');
  // A read-only API token on a call that changes data; any API token on the account's own calls.
  if (!op.isPublic && (op.method !== 'get' || op.path.startsWith('/api/auth/')))
    statuses.add('403');
  if (op.path.includes('{')) statuses.add('404');
  if (hasBody) {
    statuses.add('413');
    statuses.add('415');
  }
  statuses.add('503');
  return [...statuses].sort();
}
