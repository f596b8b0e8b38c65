import { expect, test } from 'vitest';
import {
  attachSvg,
  createPendingUpload,
  deleteExpiredUploads,
  deletePendingUpload,
  findPendingUpload,
  findUploadedFile,
  markUploadUsed,
} from '../index';
import { describeEngines, makeUser, openConnections } from '../testing';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';
let counter = 0;
const uploadId = () => `upload-${++counter}-${Math.random().toString(36).slice(2)}`;

describeEngines('uploads', (ctx) => {
  const now = new Date('2030-06-01T12:00:00.000Z');
  const newUpload = async (overrides: { fileName?: string; expiresAt?: Date } = {}) => {
    const user = await makeUser(ctx.db);
    return createPendingUpload(
      ctx.db,
      {
        id: uploadId(),
        userId: user.id,
        category: 'health',
        fileName: overrides.fileName ?? 'custom_icon.svg',
        expiresAt: overrides.expiresAt ?? new Date(now.getTime() + 15 * MINUTE),
      },
      now,
    );
  };

  test('createPendingUpload and findPendingUpload', async () => {
    const upload = await newUpload();
    expect(upload).toMatchObject({
      category: 'health',
      fileName: 'custom_icon.svg',
      usedAt: null,
      svg: null,
      createdAt: now,
    });
    expect(await findPendingUpload(ctx.db, upload.id)).toEqual(upload);
    expect(await findPendingUpload(ctx.db, 'unknown')).toBeUndefined();
  });

  test('markUploadUsed succeeds once, and never after expiry', async () => {
    const upload = await newUpload();
    expect(await markUploadUsed(ctx.db, upload.id, now)).toBe(true);
    expect(await markUploadUsed(ctx.db, upload.id, now)).toBe(false);
    expect((await findPendingUpload(ctx.db, upload.id))?.usedAt).toEqual(now);

    const expired = await newUpload({ expiresAt: new Date(now.getTime() - 1) });
    expect(await markUploadUsed(ctx.db, expired.id, now)).toBe(false);
    expect(await markUploadUsed(ctx.db, 'unknown', now)).toBe(false);
  });

  test('of ten concurrent claims of one URL exactly one wins', async () => {
    const upload = await newUpload();
    await openConnections(ctx.db, 10);
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => markUploadUsed(ctx.db, upload.id, now)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  test('attachSvg stores the file of a claimed upload only; findUploadedFile finds it', async () => {
    const fileName = `file_${counter}.svg`;
    const upload = await newUpload({ fileName });
    expect(await attachSvg(ctx.db, upload.id, SVG)).toBe(false);
    expect(await findUploadedFile(ctx.db, 'health', fileName)).toBeUndefined();
    await markUploadUsed(ctx.db, upload.id, now);
    expect(await attachSvg(ctx.db, upload.id, SVG)).toBe(true);
    expect(await findUploadedFile(ctx.db, 'health', fileName)).toMatchObject({
      id: upload.id,
      svg: SVG,
    });
    expect(await findUploadedFile(ctx.db, 'food', fileName)).toBeUndefined();
  });

  test('deletePendingUpload', async () => {
    const upload = await newUpload();
    expect(await deletePendingUpload(ctx.db, upload.id)).toBe(true);
    expect(await findPendingUpload(ctx.db, upload.id)).toBeUndefined();
    expect(await deletePendingUpload(ctx.db, upload.id)).toBe(false);
  });

  test('deleteExpiredUploads removes expired URLs and, after a grace period, unclaimed files', async () => {
    const live = await newUpload();
    const expiredUnused = await newUpload({ expiresAt: new Date(now.getTime() - MINUTE) });
    const expiredWithFile = await newUpload({ expiresAt: new Date(now.getTime() + MINUTE) });
    await markUploadUsed(ctx.db, expiredWithFile.id, now);
    await attachSvg(ctx.db, expiredWithFile.id, SVG);

    const later = new Date(now.getTime() + 2 * MINUTE);
    expect(await deleteExpiredUploads(ctx.db, later)).toBeGreaterThanOrEqual(1);
    expect(await findPendingUpload(ctx.db, expiredUnused.id)).toBeUndefined();
    expect(await findPendingUpload(ctx.db, expiredWithFile.id)).toBeDefined();
    expect(await findPendingUpload(ctx.db, live.id)).toBeDefined();

    await deleteExpiredUploads(ctx.db, new Date(now.getTime() + 2 * DAY));
    expect(await findPendingUpload(ctx.db, expiredWithFile.id)).toBeUndefined();
  });
});
