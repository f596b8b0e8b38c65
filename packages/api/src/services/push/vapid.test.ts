import { afterEach, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import { availableTestEngines, createTestApi } from '../../testing';
import { DEFAULT_VAPID_SUBJECT, loadVapidKeys } from './vapid';

describe.each(availableTestEngines())('the VAPID keys on %s', (engine) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are made once, kept in the database, and not made again once stored', async () => {
    const t = await createTestApi(engine);
    try {
      const generate = vi.spyOn(webPush, 'generateVAPIDKeys');
      const first = await loadVapidKeys(t.testDb.db);
      expect(generate).toHaveBeenCalledTimes(1);
      expect(first.subject).toBe(DEFAULT_VAPID_SUBJECT);
      const again = await loadVapidKeys(t.testDb.db, { subject: 'mailto:ops@example.com' });
      expect(generate).toHaveBeenCalledTimes(1);
      expect(again).toEqual({ ...first, subject: 'mailto:ops@example.com' });
    } finally {
      await t.close();
    }
  });

  it('come from the options when both keys are given', async () => {
    const t = await createTestApi(engine);
    try {
      const generate = vi.spyOn(webPush, 'generateVAPIDKeys');
      const keys = await loadVapidKeys(t.testDb.db, { publicKey: ' pub ', privateKey: 'priv' });
      expect(keys).toEqual({
        publicKey: 'pub',
        privateKey: 'priv',
        subject: DEFAULT_VAPID_SUBJECT,
      });
      expect(generate).not.toHaveBeenCalled();
    } finally {
      await t.close();
    }
  });
});
