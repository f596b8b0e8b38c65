/** Database failures that are the client's or the network's doing, mapped away from 500. */
import { TRPCError } from '@trpc/server';
import { isUniqueViolation } from '@taper/db';

function codeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export { isUniqueViolation };

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  '53300', // too_many_connections
]);

/** The database is down or restarting: the client may retry (503), nothing is wrong with the request. */
export function isUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined && UNAVAILABLE_CODES.has(code)) return true;
  return (
    error instanceof Error &&
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
      error.message,
    )
  );
}

/** The TRPCError a raw database error should become, or undefined to leave it alone. */
export function mapDbError(error: unknown): TRPCError | undefined {
  if (isUniqueViolation(error)) {
    return new TRPCError({ code: 'CONFLICT', message: 'This already exists', cause: error });
  }
  if (isUnavailable(error)) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable, please try again',
      cause: error,
    });
  }
  return undefined;
}
