import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeXhr, FakeXhr, svgFile } from './admin-test-utils';
import {
  checkIconFiles,
  ICON_FILE_ACCEPT,
  ICON_FILE_RESTRICTIONS,
  uploadFile,
  type UploadParameters,
  type UploadState,
} from './uploader';

const params = (n: number): UploadParameters => ({
  method: 'PUT',
  url: `http://localhost/api/uploads/token${n}`,
  headers: { 'content-type': 'image/svg+xml' },
});

/** Lets pending promise callbacks run (the URL request, then the PUT being opened). */
async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('icon file restrictions', () => {
  it('are one SVG file of at most 1,048,576 bytes', () => {
    expect(ICON_FILE_RESTRICTIONS).toEqual({
      maxNumberOfFiles: 1,
      maxFileSize: 1048576,
      allowedFileTypes: ['.svg', 'image/svg+xml'],
    });
    expect(ICON_FILE_ACCEPT).toBe('.svg,image/svg+xml');
    expect(checkIconFiles([svgFile('a.svg', 1048576)])).toBeUndefined();
    expect(checkIconFiles([{ name: 'a.SVG', type: '', size: 10 }])).toBeUndefined();
    expect(checkIconFiles([svgFile('a.svg', 1048577)])).toBe('The file is larger than 1 MB');
    expect(checkIconFiles([svgFile('a.png', 100, 'image/png')])).toBe(
      'Only .svg files can be uploaded',
    );
    expect(checkIconFiles([svgFile('a.svg', 100, 'text/html')])).toBe(
      'Only image/svg+xml files can be uploaded',
    );
    expect(checkIconFiles([svgFile('a.svg'), svgFile('b.svg')])).toBe('You can only upload 1 file');
    expect(checkIconFiles([{ name: 'a.svg', type: 'image/svg+xml', size: 0 }])).toBe(
      'The file is empty',
    );
  });
});

describe('uploadFile', () => {
  let states: UploadState[];
  let getUploadParameters: ReturnType<
    typeof vi.fn<(file: File, signal: AbortSignal) => Promise<UploadParameters>>
  >;

  beforeEach(() => {
    FakeXhr.reset();
    states = [];
    let n = 0;
    getUploadParameters = vi.fn(() => Promise.resolve(params(++n)));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = (file = svgFile('icon.svg', 1000)) =>
    uploadFile(file, {
      getUploadParameters,
      createXhr: createFakeXhr,
      onStateChange: (state) => states.push(state),
    });

  it('asks for a URL, PUTs the raw file with its type and reports progress, then success', async () => {
    const file = svgFile('icon.svg', 1000);
    const handle = start(file);
    await flush();
    expect(getUploadParameters).toHaveBeenCalledWith(file, expect.any(AbortSignal));
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('http://localhost/api/uploads/token1');
    expect(xhr.headers['content-type']).toBe('image/svg+xml');
    expect(xhr.body).toBe(file);
    xhr.progress(250, 1000);
    xhr.progress(750, 1000);
    xhr.respond(200, { success: true, filePath: '/icons/health/icon.svg' });
    await expect(handle.done).resolves.toEqual({
      status: 'success',
      filePath: '/icons/health/icon.svg',
    });
    expect(
      states.filter((s) => s.status === 'uploading').map((s) => 'loaded' in s && s.loaded),
    ).toEqual([0, 250, 750, 1000]);
    expect(states.at(-1)).toEqual({ status: 'success', filePath: '/icons/health/icon.svg' });
  });

  it('retries a network failure after 0, 1000, 3000 and 5000 ms, each time with a fresh URL, then gives up with "Unknown error"', async () => {
    vi.useFakeTimers();
    const handle = start();
    await flush();
    FakeXhr.last().networkError();
    await flush();
    expect(states.at(-1)).toMatchObject({
      status: 'retrying',
      delayMs: 0,
      attempt: 2,
      error: 'Unknown error',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeXhr.instances).toHaveLength(2);
    expect(FakeXhr.last().url).toBe('http://localhost/api/uploads/token2');

    for (const [delay, attempt] of [
      [1000, 3],
      [3000, 4],
      [5000, 5],
    ] as const) {
      FakeXhr.last().networkError();
      await flush();
      expect(states.at(-1)).toMatchObject({ status: 'retrying', delayMs: delay, attempt });
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(FakeXhr.instances).toHaveLength(attempt - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeXhr.instances).toHaveLength(attempt);
    }
    FakeXhr.last().networkError();
    await expect(handle.done).resolves.toEqual({
      status: 'error',
      message: 'Unknown error',
      detail: undefined,
    });
    expect(getUploadParameters).toHaveBeenCalledTimes(5);
  });

  it('a retry that succeeds ends in success', async () => {
    vi.useFakeTimers();
    const handle = start();
    await flush();
    FakeXhr.last().respond(503, { message: 'busy' });
    await flush();
    await vi.advanceTimersByTimeAsync(0);
    FakeXhr.last().respond(200);
    await expect(handle.done).resolves.toMatchObject({ status: 'success' });
    expect(FakeXhr.instances).toHaveLength(2);
  });

  it('"Request has expired" on a 403 with that message and on a timeout; a fresh URL is tried', async () => {
    vi.useFakeTimers();
    const handle = start();
    await flush();
    FakeXhr.last().respond(403, { message: 'Request has expired', code: 'FORBIDDEN' });
    await flush();
    expect(states.at(-1)).toMatchObject({ status: 'retrying', error: 'Request has expired' });
    await vi.advanceTimersByTimeAsync(0);
    FakeXhr.last().timeOut();
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    FakeXhr.last().respond(403, '<Error><Message>Request has expired</Message></Error>');
    await flush();
    await vi.advanceTimersByTimeAsync(3000);
    FakeXhr.last().timeOut();
    await flush();
    await vi.advanceTimersByTimeAsync(5000);
    FakeXhr.last().respond(403, { message: 'Request has expired' });
    await expect(handle.done).resolves.toEqual({
      status: 'error',
      message: 'Request has expired',
      detail: undefined,
    });
  });

  it('"Non 2xx" for other statuses: a refused file is not retried and keeps the server reason', async () => {
    const handle = start();
    await flush();
    FakeXhr.last().respond(400, {
      message: 'SVG files cannot contain scripts',
      code: 'BAD_REQUEST',
    });
    await expect(handle.done).resolves.toEqual({
      status: 'error',
      message: 'Non 2xx',
      detail: 'SVG files cannot contain scripts',
    });
    expect(FakeXhr.instances).toHaveLength(1);
    const other = start();
    await flush();
    FakeXhr.last().respond(403, { message: 'Forbidden' });
    await expect(other.done).resolves.toMatchObject({ status: 'error', message: 'Non 2xx' });
  });

  it('cancel aborts the PUT in flight and nothing more is sent', async () => {
    vi.useFakeTimers();
    const handle = start();
    await flush();
    const xhr = FakeXhr.last();
    xhr.progress(100, 1000);
    handle.cancel();
    expect(xhr.aborted).toBe(true);
    await expect(handle.done).resolves.toEqual({ status: 'cancelled' });
    expect(states.at(-1)).toEqual({ status: 'cancelled' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it('cancel during the wait before a retry stops the retries', async () => {
    vi.useFakeTimers();
    const handle = start();
    await flush();
    FakeXhr.last().networkError();
    await flush();
    await vi.advanceTimersByTimeAsync(0);
    FakeXhr.last().networkError();
    await flush();
    expect(states.at(-1)).toMatchObject({ status: 'retrying', delayMs: 1000 });
    handle.cancel();
    await expect(handle.done).resolves.toEqual({ status: 'cancelled' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeXhr.instances).toHaveLength(2);
  });

  it('cancel while the URL is being requested aborts that request', async () => {
    let seen: AbortSignal | undefined;
    getUploadParameters = vi.fn(
      (_file: File, signal: AbortSignal) =>
        new Promise<UploadParameters>((_resolve, reject) => {
          seen = signal;
          signal.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const handle = start();
    handle.cancel();
    expect(seen?.aborted).toBe(true);
    await expect(handle.done).resolves.toEqual({ status: 'cancelled' });
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('a refused URL request is "Non 2xx" with the server message; a network failure there is retried', async () => {
    getUploadParameters = vi.fn(() =>
      Promise.reject(Object.assign(new Error('Admin only'), { data: { httpStatus: 403 } })),
    );
    await expect(start().done).resolves.toEqual({
      status: 'error',
      message: 'Non 2xx',
      detail: 'Admin only',
    });
    expect(getUploadParameters).toHaveBeenCalledTimes(1);
  });
});
