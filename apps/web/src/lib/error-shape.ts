/**
 * What an API error says, read from its shape alone (tRPC's client errors and the REST sender's
 * alike): no UI here, so the service worker can read errors too.
 */
export interface ErrorShape {
  message?: unknown;
  data?: { code?: unknown; httpStatus?: unknown } | null;
}

export function errorShape(error: unknown): ErrorShape {
  return typeof error === 'object' && error !== null ? error : {};
}

/** A 401 from the API (tRPC code UNAUTHORIZED), or SPEC §8's '401: … Unauthorized' message. */
export function isUnauthorized(error: unknown): boolean {
  const { data, message } = errorShape(error);
  if (data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401) return true;
  return (
    typeof message === 'string' && message.startsWith('401:') && message.includes('Unauthorized')
  );
}

/** The server's message, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const { message } = errorShape(error);
  return typeof message === 'string' && message.trim().length > 0 ? message : undefined;
}
