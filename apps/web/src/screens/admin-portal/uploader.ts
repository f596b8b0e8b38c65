/**
 * The icon uploader: one SVG, one HTTP PUT to a single-use upload URL, with progress, cancel
 * (aborts the request) and retries after SPEC §9's delays (0, 1000, 3000, 5000 ms).
 *
 * Why not Uppy: `@uppy/core` + `@uppy/aws-s3` in single-PUT mode was the first choice, and its
 * texts ('Request has expired', 'Non 2xx', 'Unknown error') are SPEC §8's. We installed and read
 * @uppy/aws-s3 5.1 (6.x needs Node 22) and found three mismatches with our upload target:
 *  1. in single-PUT mode it never retries: `retryDelays` applies only to multipart parts;
 *  2. it recognises an expired URL only by S3's XML body (`<Message>Request has expired</Message>`),
 *     while our API answers 403 JSON `{ message: 'Request has expired' }`;
 *  3. a 2xx answer without an `ETag` header logs an error and leaves the upload pending forever.
 * Working around all three meant replacing its XHR function and writing the retry loop anyway,
 * while @uppy/core would add Preact, lodash and nanoid to the admin chunk. So this small module
 * keeps Uppy's states, restrictions and error texts, and each retry asks for a fresh URL (the
 * URLs are single-use). The PUT itself, and how its failures read, is put-file.ts.
 */
import {
  ICON_MAX_BYTES,
  ICON_MIME_TYPE,
  iconFileSchema,
  UPLOAD_RETRY_DELAYS_MS,
} from '@taper/domain';
import {
  putFile,
  retryableStatus,
  UPLOAD_ERRORS,
  UploadCancelled,
  UploadError,
  type UploadParameters,
} from './put-file';
import { schemaProblem } from '../../i18n/form-sentences';

export type { UploadParameters };

/** What the file input accepts (SPEC §5: .svg or image/svg+xml). */
export const ICON_FILE_ACCEPT = `.svg,${ICON_MIME_TYPE}`;
export const ICON_FILE_RESTRICTIONS = {
  maxNumberOfFiles: 1,
  maxFileSize: ICON_MAX_BYTES,
  allowedFileTypes: ['.svg', ICON_MIME_TYPE],
} as const;
export const TOO_MANY_FILES = 'You can only upload 1 file';
export const EMPTY_FILE = 'The file is empty';

/** Default time allowed for one PUT before it counts as expired. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * Checks the picked files against the restrictions: exactly one file, SVG (by extension and by
 * type; an empty type from the OS counts as SVG when the name ends in .svg), 1 to 1,048,576 bytes.
 * Returns the problem, or undefined when the file can be uploaded.
 */
export function checkIconFiles(files: readonly FileLike[]): string | undefined {
  if (files.length > ICON_FILE_RESTRICTIONS.maxNumberOfFiles) return TOO_MANY_FILES;
  const [file] = files;
  if (!file) return undefined;
  if (file.size === 0) return EMPTY_FILE;
  const type = file.type === '' && /\.svg$/i.test(file.name) ? ICON_MIME_TYPE : file.type;
  return schemaProblem(iconFileSchema, { name: file.name, type, size: file.size });
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'preparing'; attempt: number }
  | { status: 'uploading'; attempt: number; loaded: number; total: number }
  | { status: 'retrying'; attempt: number; delayMs: number; error: string }
  | { status: 'success'; filePath: string | undefined }
  | { status: 'error'; message: string; detail: string | undefined }
  | { status: 'cancelled' };

export type UploadOutcome =
  | { status: 'success'; filePath: string | undefined }
  | { status: 'error'; message: string; detail: string | undefined }
  | { status: 'cancelled' };

export interface UploadOptions {
  /** Asks the API for a fresh upload URL (called once per attempt: the URLs are single-use). */
  getUploadParameters: (file: File, signal: AbortSignal) => Promise<UploadParameters>;
  onStateChange?: (state: UploadState) => void;
  retryDelays?: readonly number[];
  timeoutMs?: number;
  createXhr?: () => XMLHttpRequest;
}

export interface UploadHandle {
  /** Aborts the request in flight (or the wait before a retry); the outcome becomes 'cancelled'. */
  cancel: () => void;
  done: Promise<UploadOutcome>;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new UploadCancelled());
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new UploadCancelled());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** A failure of the upload-URL request (a tRPC error): network and 5xx are worth a retry. */
function parametersError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  const shape = typeof error === 'object' && error !== null ? error : {};
  const data = 'data' in shape ? shape.data : undefined;
  const status =
    typeof data === 'object' && data !== null && 'httpStatus' in data
      ? Number(data.httpStatus)
      : undefined;
  const message = 'message' in shape && typeof shape.message === 'string' ? shape.message : '';
  if (status === undefined || Number.isNaN(status)) {
    return new UploadError(UPLOAD_ERRORS.unknown, true, message || undefined);
  }
  return new UploadError(UPLOAD_ERRORS.non2xx, retryableStatus(status), message || undefined);
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return (
    error instanceof UploadCancelled ||
    signal.aborted ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

/**
 * Uploads one file: asks for an upload URL, PUTs the file, and on a retryable failure tries again
 * after each of `retryDelays` in turn (so at most 1 + retryDelays.length attempts).
 */
export function uploadFile(file: File, options: UploadOptions): UploadHandle {
  const {
    getUploadParameters,
    onStateChange = () => undefined,
    retryDelays = UPLOAD_RETRY_DELAYS_MS,
    timeoutMs = UPLOAD_TIMEOUT_MS,
    createXhr = () => new XMLHttpRequest(),
  } = options;
  const controller = new AbortController();
  const { signal } = controller;

  const run = async (): Promise<UploadOutcome> => {
    for (let attempt = 1; ; attempt++) {
      try {
        onStateChange({ status: 'preparing', attempt });
        let params: UploadParameters;
        try {
          params = await getUploadParameters(file, signal);
        } catch (error) {
          if (isAbort(error, signal)) throw new UploadCancelled();
          throw parametersError(error);
        }
        onStateChange({ status: 'uploading', attempt, loaded: 0, total: file.size });
        const { filePath } = await putFile(file, params, {
          signal,
          timeoutMs,
          createXhr,
          onProgress: (loaded, total) => {
            onStateChange({ status: 'uploading', attempt, loaded, total });
          },
        });
        const outcome = { status: 'success', filePath } as const;
        onStateChange(outcome);
        return outcome;
      } catch (error) {
        if (isAbort(error, signal)) {
          onStateChange({ status: 'cancelled' });
          return { status: 'cancelled' };
        }
        const failure =
          error instanceof UploadError
            ? error
            : new UploadError(UPLOAD_ERRORS.unknown, false, String(error));
        const delayMs = retryDelays[attempt - 1];
        if (!failure.retryable || delayMs === undefined) {
          const outcome = {
            status: 'error',
            message: failure.message,
            detail: failure.detail,
          } as const;
          onStateChange(outcome);
          return outcome;
        }
        onStateChange({
          status: 'retrying',
          attempt: attempt + 1,
          delayMs,
          error: failure.message,
        });
        try {
          await wait(delayMs, signal);
        } catch {
          onStateChange({ status: 'cancelled' });
          return { status: 'cancelled' };
        }
      }
    }
  };

  return {
    cancel: () => {
      controller.abort();
    },
    done: run(),
  };
}
