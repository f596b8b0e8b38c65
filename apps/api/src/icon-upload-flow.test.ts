/**
 * The icon upload flow as the admin portal drives it, over real HTTP (the browser PUTs the file
 * to `uploadURL` with XHR): URL → PUT → create → users' pickers; a cancelled (aborted) PUT leaves
 * nothing behind; disabling hides the icon and `enabledTier` brings its tier back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteExpiredUploads } from '@taper/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListedIcon, SVG } from './icon-uploads.testing';
import { availableTestEngines, createTestApp, type TestApp } from './testing';

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
