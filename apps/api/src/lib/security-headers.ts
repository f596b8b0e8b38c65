/**
 * Helmet's security headers, computed once. `@fastify/helmet` runs helmet's middleware on every
 * request, and helmet rebuilds the Content-Security-Policy string each time (its directives may be
 * functions of the request); ours are constants, so the same headers are taken once from helmet
 * itself and set by one hook. Measured: ~50 µs less CPU per request (see BENCHMARKS.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a header map
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // Helmet's middleware reads nothing of the request when no directive is a function.
  const request: unknown = {};
  helmet(options)(
    request as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure !== undefined) {
    throw failure instanceof Error
      ? failure
      : new Error('Invalid helmet options', { cause: failure });
  }
  return Object.freeze(headers);
}
