/**
 * Item 3 — hostile SVGs through the real upload flow (admin signs in, asks an upload URL, PUTs the
 * raw file, creates the icon, GETs the image): each is refused with a 4xx or stored without any of
 * its hostile parts, and icon images always carry ARCHITECTURE's headers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../src/harness';
import { svgProblems } from '../src/svg-checks';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'svg');
const MiB = 1024 * 1024;
const SVG_HEAD =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20H2z"/>';

/** Fixtures too big to keep in the repository, made here. */
function generated(): { name: string; bytes: Buffer }[] {
  const padTo = (size: number) =>
    Buffer.from(`${SVG_HEAD}<!--${'A'.repeat(size - SVG_HEAD.length - 13)}--></svg>`, 'utf8');
  // Icons need a handful of levels; thousands are a parser stack / CPU attack.
  const nested = 5_000;
  return [
    { name: 'gen-just-over-1MiB.svg', bytes: padTo(MiB + 1) },
    { name: 'gen-3MiB.svg', bytes: padTo(3 * MiB) },
    {
      name: 'gen-1MiB-of-scripts.svg',
      bytes: Buffer.from(SVG_HEAD + '<script>alert(1)</script>'.repeat(45_000) + '</svg>'),
    },
    {
      name: 'gen-deep-nesting.svg',
      bytes: Buffer.from(
        `${SVG_HEAD}${'<g>'.repeat(nested)}<script>alert(1)</script>${'</g>'.repeat(nested)}</svg>`,
      ),
    },
    {
      name: 'gen-many-handlers.svg',
      bytes: Buffer.from(
        `${SVG_HEAD}${Array.from({ length: 1500 }, (_, i) => `<path d="M0 0" on${'x'.repeat(i % 20)}click="alert(${i})"/>`).join('')}</svg>`,
      ),
    },
  ];
}

const CORPUS = [
  ...readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => ({ name, bytes: readFileSync(path.join(FIXTURES, name)) })),
  ...generated(),
];

const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

function expectImageHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-type'])).toMatch(/^image\/svg\+xml(;|$)/);
  expect(headers).toMatchObject(IMAGE_HEADERS);
}

describe('hostile SVG uploads', () => {
  let h: Harness;
  let admin: string;
  let counter = 0;
  const outcomes: { name: string; status: number; problems: string[] }[] = [];

  beforeAll(async () => {
    h = await createHarness({ authRateLimit: { max: 1000, timeWindowMs: 60_000 } });
    ({ token: admin } = await h.signup('admin@example.com'));
  });
  afterAll(async () => {
    console.info(
      `SVG corpus: ${outcomes.length} files; refused ${outcomes.filter((o) => o.status >= 400).length}, stored clean ${outcomes.filter((o) => o.status < 300).length}`,
    );
    await h.close();
  });

  async function uploadUrl(fileName: string): Promise<string> {
    const res = await h.rest('POST', '/api/admin/icons/upload', {
      token: admin,
      body: { category: 'lifestyle', fileName },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { uploadURL } = res.json<{ uploadURL: string }>();
    expect(uploadURL).toMatch(/\/api\/uploads\/[a-z2-7]{32}$/);
    return new URL(uploadURL, 'http://localhost').pathname;
  }

  function put(target: string, bytes: Buffer, contentType = 'image/svg+xml') {
    return h.app.inject({
      method: 'PUT',
      url: target,
      headers: { 'content-type': contentType },
      payload: bytes,
    });
  }

  it('the corpus holds at least 30 hostile files on disk', () => {
    expect(
      readdirSync(FIXTURES).filter((name) => name.endsWith('.svg')).length,
    ).toBeGreaterThanOrEqual(30);
  });

  it('a clean SVG goes through the whole flow (the control)', async () => {
    const target = await uploadUrl('clean_control.svg');
    const clean = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><path d="M2 2h20v20H2z" fill="url(#g)"/></svg>',
    );
    const res = await put(target, clean);
    expect(res.statusCode, res.body).toBe(200);
    const created = await h.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'clean_control',
        displayName: 'Clean',
        category: 'lifestyle',
        tier: 'FREE',
        filePath: '/icons/lifestyle/clean_control.svg',
        isBuiltIn: 'false',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const image = await h.rest('GET', '/api/icons/lifestyle/clean_control.svg');
    expect(image.statusCode).toBe(200);
    expectImageHeaders(image.headers);
    expect(image.body).toContain('linearGradient');
    expect(image.body).toContain('url(#g)');
    expect(svgProblems(image.body)).toEqual([]);
    // The rules do catch a hostile file (they can fail).
    expect(
      svgProblems(readFileSync(path.join(FIXTURES, '01-script-element.svg'), 'utf8')),
    ).not.toEqual([]);
  });

  for (const file of CORPUS) {
    it(`${file.name} (${file.bytes.length} bytes) is refused or stored inert`, async () => {
      const name = `h${String(++counter).padStart(3, '0')}`;
      const target = await uploadUrl(`${name}.svg`);
      const started = Date.now();
      const res = await put(target, file.bytes);
      // A hostile file must not hold the event loop: every other request waits meanwhile.
      expect(Date.now() - started, 'sanitizing must not block the server').toBeLessThan(10_000);
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
        // Nothing of the file was kept.
        const pending = await h.testDb.db
          .selectFrom('pendingUploads')
          .select('svg')
          .where('fileName', '=', `${name}.svg`)
          .execute();
        expect(pending.every((row) => row.svg === null)).toBe(true);
        outcomes.push({ name: file.name, status: res.statusCode, problems: [] });
        return;
      }
      expect(res.statusCode).toBe(200);
      const created = await h.rest('POST', '/api/admin/icons', {
        token: admin,
        body: {
          name,
          displayName: file.name,
          category: 'lifestyle',
          tier: 'FREE',
          filePath: `/icons/lifestyle/${name}.svg`,
          isBuiltIn: 'false',
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const image = await h.rest('GET', `/api/icons/lifestyle/${name}.svg`);
      expect(image.statusCode).toBe(200);
      expectImageHeaders(image.headers);
      const problems = svgProblems(image.body);
      outcomes.push({ name: file.name, status: res.statusCode, problems });
      expect(problems, image.body.slice(0, 500)).toEqual([]);
      const stored = await h.testDb.db
        .selectFrom('icons')
        .select('svg')
        .where('id', '=', name)
        .executeTakeFirstOrThrow();
      expect(svgProblems(stored.svg ?? '')).toEqual([]);
    });
  }

  it('the upload target refuses other content types, reuse and forged URLs', async () => {
    const target = await uploadUrl('typed.svg');
    const svg = Buffer.from(`${SVG_HEAD}</svg>`);
    for (const type of [
      'text/html',
      'text/plain',
      'application/xml',
      'image/png',
      'application/json',
    ]) {
      const res = await put(target, svg, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await put(target, svg)).statusCode).toBe(200);
    const reused = await put(target, svg);
    expect(reused.statusCode).toBe(403);
    expect(reused.json()).toMatchObject({ message: 'Request has expired' });
    const forged = await put('/api/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', svg);
    expect(forged.statusCode).toBe(403);
    expect((await put('/api/uploads/..%2f..%2fetc', svg)).statusCode).toBe(403);
  });

  it('only an admin gets an upload URL', async () => {
    const { token: user } = await h.signup('user@example.com');
    const body = { category: 'lifestyle', fileName: 'x.svg' };
    expect((await h.rest('POST', '/api/admin/icons/upload', { body })).statusCode).toBe(401);
    expect(
      (await h.rest('POST', '/api/admin/icons/upload', { token: user, body })).statusCode,
    ).toBe(403);
  });

  it('every icon image (built-in and uploaded, 200, 304 and HEAD) carries the image headers', async () => {
    const icons = await h.rest('GET', '/api/admin/icons', { token: admin });
    const list =
      icons.json<
        { category: string; name: string; filePath: string; isBuiltIn: 'true' | 'false' }[]
      >();
    expect(list.some((icon) => icon.isBuiltIn === 'true')).toBe(true);
    expect(list.some((icon) => icon.isBuiltIn === 'false')).toBe(true);
    for (const icon of list) {
      const url = `/api${icon.filePath}`;
      const res = await h.rest('GET', url);
      expect(res.statusCode, url).toBe(200);
      expectImageHeaders(res.headers);
      const etag = res.headers.etag;
      if (typeof etag === 'string') {
        const again = await h.rest('GET', url, { headers: { 'if-none-match': etag } });
        expect(again.statusCode).toBe(304);
        expect(again.headers).toMatchObject(IMAGE_HEADERS);
      }
    }
    const first = list[0]!;
    const head = await h.rest('HEAD', `/api${first.filePath}`);
    expect(head.statusCode).toBe(200);
    expectImageHeaders(head.headers);
  });
});
