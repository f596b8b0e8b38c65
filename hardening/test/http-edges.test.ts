/**
 * Issue 39, items 6 and 7 — against the built production server: a forged `Host` header never
 * reaches the upload URL handed to an admin, and a request whose headers pass Node's limit (a
 * 100 KB header) is answered 431 with the JSON `{ message, code }` every other error has.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../src/harness';
import { startApiServer, type ApiServer } from '../src/server';
import { sharedDatabase, type SharedDatabase } from '../src/two-servers';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http, which (unlike fetch) sends the Host header it is given. */
function raw(
  server: ApiServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: server.port, method, path, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('HTTP edges of the production server', () => {
  let shared: SharedDatabase | undefined;
  let server: ApiServer;
  let admin: string;

  beforeAll(async () => {
    shared = await sharedDatabase('sqlite');
    // No PUBLIC_URL: the case where the Host header used to be trusted.
    server = await startApiServer({ databaseUrl: shared.url });
    const res = await raw(
      server,
      'POST',
      '/api/signup',
      { 'content-type': 'application/json' },
      JSON.stringify({
        email: 'admin@example.com',
        password: STRONG_PASSWORD,
        firstName: 'A',
        lastName: 'D',
      }),
    );
    expect(res.status).toBe(200);
    admin = (JSON.parse(res.body) as { token: string }).token;
  });
  afterAll(async () => {
    await server.kill();
    shared?.dispose();
  });

  it('never builds uploadURL from the Host header (Host: evil.example)', async () => {
    const res = await raw(
      server,
      'POST',
      '/api/admin/icons/upload',
      {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
      },
      JSON.stringify({ category: 'health', fileName: 'forged.svg' }),
    );
    expect(res.status).toBe(200);
    const { uploadURL } = JSON.parse(res.body) as { uploadURL: string };
    expect(uploadURL).not.toContain('evil.example');
    expect(uploadURL).toMatch(/^\/api\/uploads\/[a-z2-7]{32}$/);
    // The relative URL works against the server that gave it.
    const put = await raw(
      server,
      'PUT',
      uploadURL,
      { 'content-type': 'image/svg+xml' },
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>',
    );
    expect(put.status).toBe(200);
  });

  it('answers a 100 KB header with 431 and { message, code }, and keeps serving', async () => {
    const res = await raw(server, 'GET', '/api/habits', {
      authorization: `Bearer ${admin}`,
      'x-padding': 'a'.repeat(100 * 1024),
    });
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
      message: "The request's headers are too large: at most 16 KB in all",
    });
    const after = await raw(server, 'GET', '/healthz', {});
    expect(after.status).toBe(200);
  });
});
