/** The real server, in-process on a fresh SQLite database, listening on a free local port. */
import type { AddressInfo } from 'node:net';
import { createTestApp, testConfig, type TestApp } from '@taper/server/testing';
import type { Document } from './document';

export interface RunningServer {
  origin: string;
  /** /api/openapi.json as served. */
  document: Document;
  app: TestApp;
  /** The text of every mail the server sent (password reset links). */
  mails: string[];
  close(): Promise<void>;
}

export async function startServer(): Promise<RunningServer> {
  const mails: string[] = [];
  const app = await createTestApp('sqlite', {
    authRateLimit: { max: 8, timeWindowMs: 60_000 },
    mailer: {
      send: ({ text }) => {
        mails.push(text);
        return Promise.resolve();
      },
    },
    // The scenario's device subscribes at this host (a push service that is never reached).
    config: testConfig({
      pushAllowHosts: ['push.contract.invalid'],
      // Reset links are mailed only when the server knows the address users reach it at.
      publicUrl: 'http://taper.contract.invalid',
    }),
  });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  const response = await fetch(`${origin}/api/openapi.json`);
  if (!response.ok) throw new Error(`/api/openapi.json answered ${response.status}`);
  const document = (await response.json()) as Document;
  return { origin, document, app, mails, close: () => app.close() };
}
