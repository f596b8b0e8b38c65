/**
 * The icon upload flow as the admin portal drives it, over real HTTP (the browser PUTs the file
 * to `uploadURL` with XHR): URL → PUT → create → users' pickers; a cancelled (aborted) PUT leaves
 * nothing behind; disabling hides the icon and `enabledTier` brings its tier back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteExpiredUploads } from '@taper/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApp, numberHabit, type TestApp } from './testing';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z" stroke="currentColor" fill="none"/></svg>';

interface ListedIcon {
  id: string;
  tier: string;
  filePath: string;
  enabledTier?: string;
  visibility?: string;
}

describe.each(availableTestEngines())('icon upload flow on %s', (engine) => {
  let t: TestApp;
  let origin: string;
  let admin: string;
  let free: string;
  let premium: string;
  let premiumId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = (await t.signup('admin@example.com')).token;
    free = (await t.signup('free@example.com')).token;
    ({ token: premium, id: premiumId } = await t.signup('premium@example.com'));
    await t.rest('PATCH', `/api/admin/users/${premiumId}/tier`, {
      token: admin,
      body: { tier: 'PREMIUM' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** As the web app does it: the upload URL over tRPC, then a PUT to that URL's path here. */
  const uploadUrl = async (category: string, fileName: string) => {
    const res = await t.trpc('mutation', 'admin.uploadUrl', { category, fileName }, admin);
    expect(res.statusCode).toBe(200);
    const url = new URL(
      res.json<{ result: { data: { uploadURL: string } } }>().result.data.uploadURL,
      origin,
    );
    return `${origin}${url.pathname}`;
  };
  const put = (url: string, body: string) =>
    fetch(url, { method: 'PUT', headers: { 'content-type': 'image/svg+xml' }, body });
  const pending = () => t.testDb.db.selectFrom('pendingUploads').selectAll().execute();
  const adminIcons = async () =>
    (await t.rest('GET', '/api/admin/icons', { token: admin })).json<ListedIcon[]>();
  const userIcons = async (token: string) =>
    (await t.rest('GET', '/api/icons', { token })).json<ListedIcon[]>();

  it('URL → PUT → create: the icon is listed for users at once, and its image is served', async () => {
    const url = await uploadUrl('mental', 'deep_focus.svg');
    const res = await put(url, SVG);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, filePath: '/icons/mental/deep_focus.svg' });

    const created = await t.trpc(
      'mutation',
      'admin.createIcon',
      {
        name: 'deep_focus',
        displayName: 'Deep Focus',
        category: 'mental',
        tier: 'PREMIUM',
        filePath: '/icons/mental/deep_focus.svg',
        isBuiltIn: 'false',
      },
      admin,
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().result.data).toMatchObject({
      id: 'deep_focus',
      tier: 'PREMIUM',
      enabledTier: 'PREMIUM',
      visibility: 'enabled',
      isBuiltIn: 'false',
    });
    // The pending upload has handed its file to the icon record.
    expect(await pending()).toHaveLength(0);

    for (const token of [premium, free]) {
      const icon = (await userIcons(token)).find((i) => i.id === 'deep_focus');
      expect(icon).toMatchObject({
        tier: 'PREMIUM',
        filePath: '/icons/mental/deep_focus.svg',
        isBuiltIn: 'false',
      });
      // The users' list carries neither visibility nor enabledTier.
      expect(icon).not.toHaveProperty('enabledTier');
      expect(icon).not.toHaveProperty('visibility');
    }
    const image = await fetch(`${origin}/api/icons/mental/deep_focus.svg`);
    expect(image.status).toBe(200);
    expect(await image.text()).toContain('<path');
  });

  it('a premium user can use the uploaded premium icon; a free user cannot', async () => {
    const habit = {
      name: 'Doomscrolling',
      color: '#3B82F6',
      icon: 'deep_focus',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 1,
    };
    expect((await t.rest('POST', '/api/habits', { token: premium, body: habit })).statusCode).toBe(
      200,
    );
    expect((await t.rest('POST', '/api/habits', { token: free, body: habit })).statusCode).toBe(
      403,
    );
  });

  it('disabling hides the icon from users; enabledTier keeps its tier for re-enabling', async () => {
    const hidden = await t.rest('PATCH', '/api/admin/icons/deep_focus/tier', {
      token: admin,
      body: { tier: 'PREMIUM', category: 'mental', visibility: 'disabled' },
    });
    expect(hidden.json()).toMatchObject({
      tier: 'DISABLED',
      enabledTier: 'PREMIUM',
      visibility: 'disabled',
    });
    expect((await userIcons(premium)).some((i) => i.id === 'deep_focus')).toBe(false);
    const listed = (await adminIcons()).find((i) => i.id === 'deep_focus');
    expect(listed).toMatchObject({ tier: 'DISABLED', enabledTier: 'PREMIUM' });
    // A disabled built-in free icon remembers FREE.
    await t.rest('PATCH', '/api/admin/icons/beer/tier', {
      token: admin,
      body: { tier: 'FREE', category: 'beverage', visibility: 'disabled' },
    });
    expect((await adminIcons()).find((i) => i.id === 'beer')).toMatchObject({
      tier: 'DISABLED',
      enabledTier: 'FREE',
    });

    // The portal re-enables with a click: visibility enabled and the remembered tier.
    for (const [id, category] of [
      ['deep_focus', 'mental'],
      ['beer', 'beverage'],
    ] as const) {
      const icon = (await adminIcons()).find((i) => i.id === id);
      const res = await t.rest('PATCH', `/api/admin/icons/${id}/tier`, {
        token: admin,
        body: { tier: icon?.enabledTier, category, visibility: 'enabled' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await userIcons(premium)).find((i) => i.id === 'deep_focus')?.tier).toBe('PREMIUM');
    expect((await userIcons(free)).find((i) => i.id === 'beer')?.tier).toBe('FREE');
  });

  it('a PUT aborted mid-body (the admin pressed Cancel) leaves nothing behind', async () => {
    const before = await adminIcons();
    const url = new URL(await uploadUrl('work', 'half_done.svg'));
    const big = SVG.replace('</svg>', `<desc>${'x'.repeat(200_000)}</desc></svg>`);

    let answered = false;
    await new Promise<void>((resolve) => {
      const req = http.request({
        method: 'PUT',
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { 'content-type': 'image/svg+xml', 'content-length': Buffer.byteLength(big) },
      });
      req.on('error', () => {
        resolve();
      });
      req.on('response', () => {
        answered = true;
      });
      req.write(big.slice(0, 50_000));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 150);
    });
    // Let the server notice the aborted request.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(answered).toBe(false);

    // No file was stored and the URL was not claimed.
    const rows = await pending();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fileName: 'half_done.svg', usedAt: null, svg: null });
    // Nothing to create an icon from, nothing listed, no image.
    const create = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'half_done',
        displayName: 'Half Done',
        category: 'work',
        tier: 'FREE',
        filePath: '/icons/work/half_done.svg',
        isBuiltIn: 'false',
      },
    });
    expect(create.statusCode).toBe(400);
    expect(await adminIcons()).toEqual(before);
    expect((await fetch(`${origin}/api/icons/work/half_done.svg`)).status).toBe(404);
    // Once the URL's 15 minutes are over, housekeeping removes the unused row too.
    expect(
      await deleteExpiredUploads(t.testDb.db, new Date(t.clock.now.getTime() + 16 * 60 * 1000)),
    ).toBe(1);
    expect(await pending()).toHaveLength(0);
  });

  it('after a cancel, the retry (a fresh URL and PUT) succeeds; the used URL is refused', async () => {
    // The cancelled attempt's URL is never used: a retry asks for a fresh one.
    await uploadUrl('work', 'second_try.svg');
    const retry = await uploadUrl('work', 'second_try.svg');
    expect((await put(retry, SVG)).status).toBe(200);
    const reused = await put(retry, SVG);
    expect(reused.status).toBe(403);
    expect(await reused.json()).toEqual({ message: 'Request has expired', code: 'FORBIDDEN' });
    const created = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'second_try',
        displayName: 'Second Try',
        category: 'work',
        tier: 'FREE',
        filePath: '/icons/work/second_try.svg',
        isBuiltIn: 'false',
      },
    });
    expect(created.statusCode).toBe(200);
    // The unused first URL expires with no trace.
    expect((await pending()).filter((r) => r.svg !== null)).toHaveLength(0);
    expect(
      await deleteExpiredUploads(t.testDb.db, new Date(t.clock.now.getTime() + 16 * 60 * 1000)),
    ).toBe(1);
  });
});

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

    const missing = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'other',
        displayName: 'Other',
        category: 'health',
        tier: 'FREE',
        filePath: '/icons/health/other.svg',
        isBuiltIn: 'false',
      },
    });
    expect(missing.statusCode).toBe(400);
    const created = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'zen_mode',
        displayName: 'Zen Mode',
        category: 'health',
        tier: 'PREMIUM',
        filePath: '/icons/health/zen_mode.svg',
        isBuiltIn: 'false',
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      id: 'zen_mode',
      isBuiltIn: 'false',
      tier: 'PREMIUM',
      filePath: '/icons/health/zen_mode.svg',
      filename: 'zen_mode.svg',
    });

    const image = await t.rest('GET', '/api/icons/health/zen_mode.svg');
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
      url: '/api/icons/health/zen_mode.svg',
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    // A second icon with the same name is a conflict.
    await putFile(await uploadUrl('zen_mode.svg'), SVG);
    const dup = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'zen_mode',
        displayName: 'Zen',
        category: 'health',
        tier: 'FREE',
        filePath: '/icons/health/zen_mode.svg',
      },
    });
    expect(dup.statusCode).toBe(409);
    const builtInName = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'coffee',
        displayName: 'C',
        category: 'health',
        tier: 'FREE',
        filePath: '/icons/health/coffee.svg',
      },
    });
    expect(builtInName.statusCode).toBe(409);

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
