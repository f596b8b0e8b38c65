import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApp, type TestApp } from './testing';

describe.each(availableTestEngines())('icon images on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves built-in icon images with cache validators', async () => {
    const res = await t.rest('GET', '/api/icons/beverage/coffee.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<svg');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/icons/beverage/coffee.svg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of [
      '/api/icons/beverage/nothing.svg',
      '/api/icons/space/coffee.svg',
      '/api/icons/beverage/coffee.png',
      '/api/icons/beverage/..%2F..%2Fpackage.json',
    ]) {
      const miss = await t.rest('GET', url);
      expect(miss.statusCode, url).toBe(404);
      expect(miss.json().code).toBe('NOT_FOUND');
    }
  });

  it('serves every icon image in one revalidated answer keyed by its path', async () => {
    const res = await t.rest('GET', '/api/icons/images');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const bundle = res.json<{ version: string; images: Record<string, string> }>();
    const icons = (await t.rest('GET', '/api/icons')).json<{ filePath: string }[]>();
    expect(icons.length).toBeGreaterThan(100);
    for (const icon of icons) expect(bundle.images[icon.filePath], icon.filePath).toContain('<svg');
    const single = await t.rest('GET', '/api/icons/beverage/coffee.svg');
    expect(bundle.images['/icons/beverage/coffee.svg']).toBe(single.body);
    expect(res.headers.etag).toBe(`"${bundle.version}"`);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/icons/images',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // An admin's change is a new version, so the browser's copy is replaced at once.
    const admin = await t.signup('bundle-admin@example.com');
    await sql`update users set role = 'ADMIN' where id = ${admin.id}`.execute(t.testDb.db);
    const moved = await t.rest('PATCH', '/api/admin/icons/tiktok/tier', {
      token: admin.token,
      body: { tier: 'PREMIUM', category: 'lifestyle', visibility: 'disabled' },
    });
    expect(moved.statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/icons/images',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    const next = changed.json<{ version: string; images: Record<string, string> }>();
    expect(next.version).not.toBe(bundle.version);
    expect(next.images['/icons/lifestyle/tiktok.svg']).toBe(
      bundle.images['/icons/social/tiktok.svg'],
    );
    expect(next.images['/icons/social/tiktok.svg']).toBeUndefined();
  });

  it('serves a built-in icon from its new category once an admin moves it', async () => {
    const admin = await t.signup('icon-mover@example.com');
    await sql`update users set role = 'ADMIN' where id = ${admin.id}`.execute(t.testDb.db);
    expect((await t.rest('GET', '/api/icons/lifestyle/smoking.svg')).statusCode).toBe(404);
    const moved = await t.rest('PATCH', '/api/admin/icons/smoking/tier', {
      token: admin.token,
      body: { tier: 'FREE', category: 'lifestyle', visibility: 'enabled' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await t.rest('GET', '/api/icons/lifestyle/smoking.svg')).statusCode).toBe(200);
    expect((await t.rest('GET', '/api/icons/health/smoking.svg')).statusCode).toBe(404);
  });
});
