/**
 * What the host adds to export and import (the rules are tested beside them in
 * packages/api/src/transfer): the import's body read as bytes within its size limit, and the
 * export's file sent as it is produced, with its headers.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, numberHabit, type TestApp } from './testing';

describe('export and import through the host', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    token = (await t.signup('host-transfer@example.com')).token;
    await t.rest('POST', '/api/habits', { token, body: numberHabit });
  });

  afterAll(async () => {
    await t.close();
  });

  const importBody = (payload: Buffer, type: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/import?dryRun=true',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload,
    });

  it('refuses a body over 20 MB with a sentence, before reading it, and changes nothing', async () => {
    const before = (await t.rest('GET', '/api/habits', { token })).body;
    const res = await importBody(Buffer.alloc(21 * 1024 * 1024), 'application/zip');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 20 MB',
    });
    expect((await t.rest('GET', '/api/habits', { token })).body).toBe(before);
  });

  it('hands the body over as the bytes sent, whatever the file type', async () => {
    const res = await importBody(
      Buffer.from('{"format":"taper","version":1,"habits":[]}'),
      'application/json',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ habits: [] });
  });

  it('sends the export as a download with its headers, whole', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/export?format=csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="taper-.*\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(strFromU8(files['Habits.csv'] ?? new Uint8Array())).toContain(numberHabit.name);
  });
});
