/** Uploading an icon's file through the host, creating, editing and deleting the icon. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SVG } from './icon-uploads.testing';
import { availableTestEngines, createTestApp, numberHabit, type TestApp } from './testing';

describe.each(availableTestEngines())('icon upload, edit and delete on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await t.signup('admin@example.com')).token;
    user = (await t.signup('user@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const putFile = (uploadURL: string, body: string | Buffer, type = 'image/svg+xml') =>
    t.app.inject({
      method: 'PUT',
      url: new URL(uploadURL, 'http://localhost').pathname,
      headers: { 'content-type': type },
      payload: body,
    });
  const uploadUrl = async (fileName: string, category = 'health') => {
    const res = await t.rest('POST', '/api/admin/icons/upload', {
      token: admin,
      body: { category, fileName },
    });
    expect(res.statusCode).toBe(200);
    return res.json().uploadURL as string;
  };

  it('never builds the upload URL from the Host header (Host: evil.example)', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/admin/icons/upload',
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ category: 'health', fileName: 'forged.svg' }),
    });
    expect(forged.statusCode).toBe(200);
    const { uploadURL } = forged.json<{ uploadURL: string }>();
    expect(uploadURL).not.toContain('evil.example');
    expect(uploadURL).toMatch(/^\/api\/uploads\/[a-z2-7]{32}$/);
  });

  const createIcon = (body: Record<string, string>) =>
    t.rest('POST', '/api/admin/icons', { token: admin, body });

  /** The uploaded file is served cleaned of script and links, as an image that cannot run. */
  const expectServedSanitized = async (iconPath: string) => {
    const image = await t.rest('GET', iconPath);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(image.headers['cache-control']).toContain('max-age');
    expect(image.body).toContain('<path');
    for (const bad of ['<script', 'onclick', 'evil.example', 'alert'])
      expect(image.body).not.toContain(bad);
    const cached = await t.app.inject({
      method: 'GET',
      url: iconPath,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
  };

  /** A second icon with the name of an uploaded or a built-in one is a conflict. */
  const expectNameConflicts = async (uploadedName: string) => {
    await putFile(await uploadUrl(`${uploadedName}.svg`), SVG);
    const dup = await createIcon({
      name: uploadedName,
      displayName: 'Zen',
      category: 'health',
      tier: 'FREE',
      filePath: `/icons/health/${uploadedName}.svg`,
    });
    expect(dup.statusCode).toBe(409);
    const builtInName = await createIcon({
      name: 'coffee',
      displayName: 'C',
      category: 'health',
      tier: 'FREE',
      filePath: '/icons/health/coffee.svg',
    });
    expect(builtInName.statusCode).toBe(409);
  };

  /** Renaming moves the icon's image; a built-in icon's name stays taken. */
  const expectEditMovesIcon = async () => {
    const edited = await t.rest('PATCH', '/api/admin/icons/zen_mode', {
      token: admin,
      body: { name: 'calm', displayName: 'Calm', category: 'mental', tier: 'FREE' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: 'zen_mode',
      name: 'calm',
      filePath: '/icons/mental/calm.svg',
    });
    expect((await t.rest('GET', '/api/icons/mental/calm.svg')).statusCode).toBe(200);
    expect(
      (
        await t.rest('PATCH', '/api/admin/icons/zen_mode', {
          token: admin,
          body: { name: 'coffee', displayName: 'C', category: 'beverage', tier: 'FREE' },
        })
      ).statusCode,
    ).toBe(409);
  };

  it('uploads, sanitizes and creates an icon; edits and deletes it', async () => {
    const url = await uploadUrl('zen_mode.svg');
    // No PUBLIC_URL: a path on this server.
    expect(url).toMatch(/^\/api\/uploads\/[a-z2-7]{32}$/);
    const hostile = SVG.replace(
      '</svg>',
      '<script>alert(1)</script><a href="https://evil.example"><circle r="1" onclick="x()"/></a></svg>',
    );
    const put = await putFile(url, hostile);
    expect(put.statusCode).toBe(200);

    const missing = await createIcon({
      name: 'other',
      displayName: 'Other',
      category: 'health',
      tier: 'FREE',
      filePath: '/icons/health/other.svg',
      isBuiltIn: 'false',
    });
    expect(missing.statusCode).toBe(400);
    const created = await createIcon({
      name: 'zen_mode',
      displayName: 'Zen Mode',
      category: 'health',
      tier: 'PREMIUM',
      filePath: '/icons/health/zen_mode.svg',
      isBuiltIn: 'false',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      id: 'zen_mode',
      isBuiltIn: 'false',
      tier: 'PREMIUM',
      filePath: '/icons/health/zen_mode.svg',
      filename: 'zen_mode.svg',
    });

    await expectServedSanitized('/api/icons/health/zen_mode.svg');
    await expectNameConflicts('zen_mode');
    await expectEditMovesIcon();

    // The user can pick it now that it is FREE.
    expect(
      (
        await t.rest('POST', '/api/habits', {
          token: user,
          body: { ...numberHabit, icon: 'zen_mode' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.rest('DELETE', '/api/admin/icons/zen_mode', { token: admin })).json()).toEqual({
      success: true,
    });
    expect((await t.rest('GET', '/api/icons/mental/calm.svg')).statusCode).toBe(404);
    expect((await t.rest('DELETE', '/api/admin/icons/zen_mode', { token: admin })).statusCode).toBe(
      404,
    );
  });

  // The rules (secret, single use, expiry, sanitizing) are the service's, tested in packages/api
  // services/uploads; here, what the host adds: the raw body, its type and its size.
  it('mounts the upload target: raw SVG only (415), at most 1 MiB (413), the service’s answers', async () => {
    const url = await uploadUrl('once.svg');
    expect((await putFile(url, SVG)).statusCode).toBe(200);
    const reused = await putFile(url, SVG);
    expect(reused.statusCode).toBe(403);
    expect(reused.json()).toEqual({ message: 'Request has expired', code: 'FORBIDDEN' });

    const typed = await uploadUrl('typed.svg');
    for (const [body, type] of [
      [SVG, 'text/plain'],
      ['{"a":1}', 'application/json'],
    ] as const) {
      const refused = await putFile(typed, body, type);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const huge = await putFile(
      typed,
      SVG.replace('</svg>', `<desc>${'x'.repeat(1_048_576)}</desc></svg>`),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const bad = await putFile(typed, '<html><body>hi</body></html>');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');
    // Refused files leave the URL usable.
    expect((await putFile(typed, SVG)).statusCode).toBe(200);
  });

  it('a cancelled upload (URL requested, nothing PUT) creates and lists nothing', async () => {
    const before = (await t.rest('GET', '/api/admin/icons', { token: admin })).json<unknown[]>()
      .length;
    await uploadUrl('cancelled.svg', 'work');
    const create = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'cancelled',
        displayName: 'Cancelled',
        category: 'work',
        tier: 'FREE',
        filePath: '/icons/work/cancelled.svg',
      },
    });
    expect(create.statusCode).toBe(400);
    expect((await t.rest('GET', '/api/admin/icons', { token: admin })).json()).toHaveLength(before);
    expect((await t.rest('GET', '/api/icons/work/cancelled.svg')).statusCode).toBe(404);
  });
});
