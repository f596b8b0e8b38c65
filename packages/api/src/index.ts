/**
 * Taper's API: the tRPC procedures (one router per area) and the two wire formats the host serves
 * them in, REST under /api and tRPC under /trpc. The web app imports only `type AppRouter`.
 */
import type { ApiServices } from './context';
import { restHandler } from './http/rest';
import { trpcHandler } from './http/trpc';
import type { ApiRequest, ApiResponse } from './http/types';
import { appRouter } from './router';
import { receiveIconUpload, type UploadRequest } from './services/uploads/upload';
import { transferHandlers, type TransferLimits, type TransferResponse } from './transfer/handler';

export interface Api {
  /** A request under /api. */
  rest: (request: ApiRequest) => Promise<ApiResponse>;
  /** A request under /trpc/. */
  trpc: (request: ApiRequest) => Promise<ApiResponse>;
  /** GET /api/export: a file download. */
  exportData: (request: ApiRequest) => Promise<TransferResponse>;
  /** POST /api/import: the file as the raw body. */
  importData: (
    request: ApiRequest & { bytes: Uint8Array | undefined },
  ) => Promise<TransferResponse>;
  /** PUT /api/uploads/{token}: an icon's SVG file as the raw body (`UPLOAD_ROUTE`). */
  uploadIcon: (request: UploadRequest) => Promise<ApiResponse>;
}

export function createApi(services: ApiServices, transferLimits?: TransferLimits): Api {
  return {
    rest: restHandler(appRouter, services),
    trpc: trpcHandler(appRouter, services),
    ...transferHandlers(services, transferLimits),
    uploadIcon: (request) => receiveIconUpload(services, request),
  };
}

export {
  DEFAULT_TRANSFER_LIMITS,
  importKind,
  type TransferLimits,
  type TransferResponse,
} from './transfer/handler';

export { appRouter, type AppRouter } from './router';
export { UPLOAD_ROUTE, type UploadRequest } from './services/uploads/upload';
export { Answers, type AnswersOptions } from './reads/answers';
export {
  computedReadsInline,
  computeReadWithin,
  keptEntryCount,
  lastKeptEntryCount,
  LONGER_THAN_BOUND,
  type AnyComputedRead,
  type ComputedRead,
  type ComputedReadKind,
  type ComputedReadResults,
  type ComputedReads,
  type SummaryRead,
} from './computed-reads';
export {
  createContext,
  type ApiServices,
  type Context,
  type Mailer,
  type RequestInfo,
} from './context';
export { createSmtpMailer } from './mail';
export { mailsSent } from './mail-queue';
export type { ApiRequest, ApiResponse, QueryParams } from './http/types';
export { restRoutes, type RestRoute } from './http/rest';
export {
  OPERATION_EXAMPLES,
  OPERATION_METHODS,
  openApiDocument,
  type Operation as OpenApiOperation,
  type OpenAPIObject,
  type OperationExample,
} from './openapi/document';
export {
  createAuthRateLimiter,
  DEFAULT_ADDRESS_LIMITS,
  DEFAULT_AUTH_RATE_LIMIT,
  type AddressLimits,
  type AuthAttempt,
  type AuthRateLimiter,
  type AuthRateLimitOptions,
} from './rate-limit';
export {
  createPasswordHasher,
  PRODUCTION_ARGON2,
  type PasswordHasher,
  type PasswordHashOptions,
} from './passwords';
export { isUnavailable } from './db-errors';
export { generateToken, hashToken, TOKEN_PATTERN } from './tokens';
export { startSession } from './sessions';
export { UPLOAD_LIFETIME_MS } from './services/uploads/upload';
export { presentHabit } from './presenters';
export {
  endpointProblem,
  isNonPublicAddress,
  parseAllowHosts,
  resolveWithDns,
  type EndpointPolicy,
  type ResolveHost,
} from './services/push/endpoint';
export {
  createPushService,
  type PushDelivery,
  type PushService,
  type PushServiceOptions,
} from './services/push/sender';
export {
  sendDueReminders,
  startReminderScheduler,
  type ReminderScheduler,
} from './services/push/reminders';
export type { VapidKeys, VapidOptions } from './services/push/vapid';
export {
  sendDueEmailReminders,
  startEmailReminderScheduler,
  type EmailReminderScheduler,
} from './services/mail/email-reminders';
export {
  sendWeeklyShareMails,
  startShareMailScheduler,
  type ShareMailScheduler,
} from './services/shares';
export { contentHash, iconImages, type IconImageBundle } from './services/icons/images';
