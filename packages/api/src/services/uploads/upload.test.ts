/**
 * The upload target's rules, without a host: the URL's secret, single use, expiry, the sanitizer's
 * refusals (the URL stays usable), what is kept and answered; and that two PUTs at once to one
 * URL keep one file. The host's part (content type 415, size 413, an aborted body) is tested in
 * apps/api/src/uploads.test.ts.
 */
import { findPendingUpload } from '@taper/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, type TestApi } from '../../testing';
import { hashToken } from '../../tokens';
import { UPLOAD_ROUTE } from './upload';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z" stroke="currentColor" fill="none"/></svg>';
const bytes = (text: string) => new TextEncoder().encode(text);

describe.each(availableTestEngines())('icon upload service on %s', (engine) => {
  let t: TestApi;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApi(engine);
    admin = (await t.signup('admin@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh upload URL's secret, as `POST /api/admin/icons/upload` answers it. */
  const uploadToken = async (fileName: string, category = 'health') => {
    const res = await t.rest('POST', '/api/admin/icons/upload', {
      token: admin,
      body: { category, fileName },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ uploadURL: string }>().uploadURL.split('/').at(-1) ?? '';
  };
  const upload = async (token: string, body: string | Uint8Array | undefined) => {
    const answer = await t.api.uploadIcon({
      token,
      bytes: typeof body === 'string' ? bytes(body) : body,
    });
    return { status: answer.status, json: JSON.parse(answer.body) as Record<string, unknown> };
  };

  it('is mounted where the document says: PUT, raw SVG, at most 1 MiB', () => {
    expect(UPLOAD_ROUTE).toEqual({
      method: 'PUT',
      path: '/api/uploads/{token}',
      contentType: 'image/svg+xml',
      bodyLimit: 1_048_576,
    });
  });

  it('keeps the sanitized file once and answers its filePath; the URL is then used up', async () => {
    const token = await uploadToken('zen_mode.svg');
    const hostile = SVG.replace(
      '</svg>',
      '<script>alert(1)</script><a href="https://evil.example"><circle r="1" onclick="x()"/></a></svg>',
    );
    expect(await upload(token, hostile)).toEqual({
      status: 200,
      json: { success: true, filePath: '/icons/health/zen_mode.svg' },
    });
    const kept = await findPendingUpload(t.services.db, hashToken(token));
    expect(kept?.usedAt).toEqual(t.clock.now);
    expect(kept?.svg).toContain('<path');
    for (const bad of ['<script', 'onclick', 'evil.example', 'alert'])
      expect(kept?.svg).not.toContain(bad);
    expect(await upload(token, SVG)).toEqual({
      status: 403,
      json: { message: 'Request has expired', code: 'FORBIDDEN' },
    });
  });

  it('refuses an expired URL, an unknown or malformed secret, and a body that was not SVG', async () => {
    const late = await uploadToken('late.svg');
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60 * 1000);
    try {
      expect((await upload(late, SVG)).json).toEqual({
        message: 'Request has expired',
        code: 'FORBIDDEN',
      });
    } finally {
      t.clock.now = new Date('2025-03-15T12:00:00Z');
    }
    expect((await upload('a'.repeat(32), SVG)).status).toBe(403);
    expect((await upload('short', SVG)).status).toBe(403);
    expect((await upload('../../etc/passwd', SVG)).status).toBe(403);
    expect(await upload(await uploadToken('typed.svg'), undefined)).toEqual({
      status: 415,
      json: { message: 'Only image/svg+xml files can be uploaded', code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });

  it('refuses files that are not safe SVG with a 400, and leaves the URL usable', async () => {
    const token = await uploadToken('fixed.svg');
    for (const bad of [
      '<html><body>hi</body></html>',
      'plain text',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe]),
      // Thousands of nested or sibling elements overflow the sanitizer's stack (was a 500) or hold
      // the event loop for minutes: refused before parsing.
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(5000)}${'</g>'.repeat(5000)}</svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1"/>'.repeat(2500)}</svg>`,
    ]) {
      const refused = await upload(token, bad);
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe('BAD_REQUEST');
      expect(typeof refused.json.message).toBe('string');
    }
    expect((await findPendingUpload(t.services.db, hashToken(token)))?.usedAt).toBeNull();
    expect((await upload(token, SVG)).status).toBe(200);
  });

  it('of two PUTs at once to one URL, exactly one keeps its file', async () => {
    const token = await uploadToken('race.svg');
    const answers = await Promise.all([upload(token, SVG), upload(token, SVG)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
  });
});
