import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeXhr, FakeXhr, svgFile } from './admin-test-utils';
import { putFile, UPLOAD_ERRORS, UploadCancelled, UploadError } from './put-file';

const params = {
  method: 'PUT',
  url: 'http://localhost/api/uploads/token',
  headers: { 'content-type': 'image/svg+xml' },
} as const;

function put(controller = new AbortController()) {
  return putFile(svgFile(), params, {
    signal: controller.signal,
    timeoutMs: 1000,
    onProgress: () => undefined,
    createXhr: createFakeXhr,
  });
}

describe('putFile', () => {
  beforeEach(() => {
    FakeXhr.reset();
  });

  it("reads the stored file's path from a JSON reply, and none from another body", async () => {
    const stored = put();
    FakeXhr.last().respond(200, { filePath: '/icons/health/icon.svg' });
    await expect(stored).resolves.toEqual({ filePath: '/icons/health/icon.svg' });

    const plain = put();
    FakeXhr.last().respond(200, 'OK');
    await expect(plain).resolves.toEqual({ filePath: undefined });
  });

  it('keeps a JSON message as the detail of a refusal, and only a string one', async () => {
    const refused = put();
    FakeXhr.last().respond(400, { message: 'Not an SVG' });
    await expect(refused).rejects.toEqual(
      new UploadError(UPLOAD_ERRORS.non2xx, false, 'Not an SVG'),
    );
    await expect(refused).rejects.toHaveProperty('detail', 'Not an SVG');

    const odd = put();
    FakeXhr.last().respond(500, { message: 42 });
    await expect(odd).rejects.toHaveProperty('detail', undefined);
    await expect(odd).rejects.toHaveProperty('retryable', true);
  });

  it('never opens a request once cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(put(controller)).rejects.toBeInstanceOf(UploadCancelled);
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
