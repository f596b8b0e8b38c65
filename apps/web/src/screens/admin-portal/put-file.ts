/**
 * One HTTP PUT of the icon file to a single-use upload URL, with upload progress, and its failure
 * sorted into SPEC §8's texts and into worth-retrying or not (the retries are uploader.ts's).
 */
/** SPEC §8's upload errors, word for word. */
export const UPLOAD_ERRORS = {
  expired: 'Request has expired',
  non2xx: 'Non 2xx',
  unknown: 'Unknown error',
} as const;

export interface UploadParameters {
  method: 'PUT';
  url: string;
  headers: Record<string, string>;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The upload was cancelled (the request aborted, or the wait before a retry). */
export class UploadCancelled extends Error {}

/** Statuses worth another attempt: the network, a timeout, or the server being briefly unable. */
export function retryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 423 || status === 429 || status >= 500;
}

/** A string field of a JSON reply body; undefined when the body is not JSON or lacks it. */
function jsonStringField(text: string, key: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && key in body) {
      const value: unknown = Reflect.get(body, key);
      return typeof value === 'string' ? value : undefined;
    }
  } catch {
    // not JSON
  }
  return undefined;
}

/** One PUT of the file, reporting upload progress. */
export function putFile(
  file: File,
  params: UploadParameters,
  {
    signal,
    timeoutMs,
    onProgress,
    createXhr,
  }: {
    signal: AbortSignal;
    timeoutMs: number;
    onProgress: (loaded: number, total: number) => void;
    createXhr: () => XMLHttpRequest;
  },
): Promise<{ filePath: string | undefined }> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new UploadCancelled());
      return;
    }
    const xhr = createXhr();
    const onAbort = () => {
      xhr.abort();
    };
    const cleanup = () => {
      signal.removeEventListener('abort', onAbort);
    };
    xhr.open(params.method, params.url, true);
    for (const [name, value] of Object.entries(params.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.timeout = timeoutMs;
    xhr.upload.addEventListener('progress', (event) => {
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    });
    xhr.addEventListener('abort', () => {
      cleanup();
      reject(new UploadCancelled());
    });
    xhr.addEventListener('timeout', () => {
      cleanup();
      reject(new UploadError(UPLOAD_ERRORS.expired, true));
    });
    xhr.addEventListener('error', () => {
      cleanup();
      reject(new UploadError(UPLOAD_ERRORS.unknown, true));
    });
    xhr.addEventListener('load', () => {
      cleanup();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      const message = jsonStringField(text, 'message');
      if (
        xhr.status === 403 &&
        (message === UPLOAD_ERRORS.expired ||
          text.includes(`<Message>${UPLOAD_ERRORS.expired}</Message>`))
      ) {
        // A fresh URL (the next attempt asks for one) cures an expired or used one.
        reject(new UploadError(UPLOAD_ERRORS.expired, true));
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(UPLOAD_ERRORS.non2xx, retryableStatus(xhr.status), message));
        return;
      }
      onProgress(file.size, file.size);
      resolve({ filePath: jsonStringField(text, 'filePath') });
    });
    signal.addEventListener('abort', onAbort);
    xhr.send(file);
  });
}
