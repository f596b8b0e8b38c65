import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumentHeaders } from './document-headers.testing';
import { availableTestEngines, createTestApp, type TestApp } from './testing';

/** Helmet's headers that steer only a document: never on an API response. */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe.each(availableTestEngines())('security headers on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends API responses the short set of security headers, and no document-only ones', async () => {
    for (const response of [
      await t.rest('GET', '/api/icons'),
      await t.rest('GET', '/api/nothing-here'),
      await t.rest('GET', '/api/habits'),
      await t.rest('GET', '/api/openapi.json'),
      await t.trpc('query', 'habits.list'),
    ]) {
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-resource-policy': 'same-origin',
      });
      for (const documentOnly of DOCUMENT_ONLY_HEADERS) {
        expect(response.headers[documentOnly]).toBeUndefined();
      }
    }
  });

  it("sends the API reference page, a document, helmet's headers with a CSP that allows no inline script", async () => {
    const res = await t.rest('GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    expectDocumentHeaders(res.headers);
  });
});
