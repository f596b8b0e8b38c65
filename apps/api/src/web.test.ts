import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from './config';
import { expectDocumentHeaders } from './document-headers.testing';
import { createTestApp } from './testing';

describe('the web app', () => {
  it('serves the web app with an SPA fallback when the build exists', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'taper-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting()');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Taper"}');
    const bigScript = 'console.log("taper");\n'.repeat(500);
    writeFileSync(path.join(dist, 'assets', 'big.js'), bigScript);
    const t = await createTestApp('sqlite', { config: testConfig({ webDist: dist }) });
    try {
      const home = await t.rest('GET', '/');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('id="root"');
      expectDocumentHeaders(home.headers);
      const deep = await t.rest('GET', '/habit/12/settings');
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('id="root"');
      expect(deep.headers['x-robots-tag']).toBeUndefined();
      // A share link's page: never indexed, its address never sent on as a referrer.
      for (const page of [
        '/s/q3vJ0c8kM2xYt7Rb_e1LwZp5NfA9sHdK',
        '/s/stop/q3vJ0c8kM2xYt7Rb_e1LwZp5NfA9sHdK',
        // An email reminder's stop link (issue 54).
        '/reminders/stop/q3vJ0c8kM2xYt7Rb_e1LwZp5NfA9sHdK',
      ]) {
        const shared = await t.rest('GET', page);
        expect(shared.statusCode).toBe(200);
        expect(shared.body).toContain('id="root"');
        expect(shared.headers['x-robots-tag']).toBe('noindex');
        expect(shared.headers['referrer-policy']).toBe('no-referrer');
      }
      const asset = await t.rest('GET', '/assets/app.js');
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toContain('immutable');
      // The service worker and the manifest are revalidated on every load, never kept a year.
      const worker = await t.rest('GET', '/sw.js');
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toMatch(/javascript/);
      expect(worker.headers['service-worker-allowed']).toBe('/');
      const manifest = await t.rest('GET', '/manifest.webmanifest');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const compressed = await t.app.inject({
        method: 'GET',
        url: '/assets/big.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.rawPayload.length).toBeLessThan(bigScript.length / 10);
      expect(gunzipSync(compressed.rawPayload).toString()).toBe(bigScript);
      // A file the build compressed beforehand is sent as it is, not compressed again.
      const stored = brotliCompressSync(bigScript);
      writeFileSync(path.join(dist, 'assets', 'big.js.br'), stored);
      const precompressed = await t.app.inject({
        method: 'GET',
        url: '/assets/big.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(precompressed.statusCode).toBe(200);
      expect(precompressed.headers['content-encoding']).toBe('br');
      expect(precompressed.headers.vary).toMatch(/accept-encoding/i);
      expect(precompressed.headers['cache-control']).toContain('immutable');
      expect(precompressed.rawPayload.equals(stored)).toBe(true);
      expect(brotliDecompressSync(precompressed.rawPayload).toString()).toBe(bigScript);
      expect((await t.rest('GET', '/api/unknown')).json()).toEqual({
        message: 'Not found',
        code: 'NOT_FOUND',
      });
      expect((await t.rest('POST', '/somewhere')).statusCode).toBe(404);
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
