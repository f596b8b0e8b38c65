import { describe, expect, it } from 'vitest';
import { APP_ICON, appPath, isWorkerMessage, notificationOf, readPushPayload } from './protocol';

const reminder = {
  title: 'Coffee',
  body: 'Log today — goal ≤ 3',
  url: '/habit/4',
  habitId: 4,
  icon: '/api/icons/files/drinks/coffee.svg',
  day: '2026-03-02',
  actions: [
    { action: 'log-0', title: 'Log 0' },
    { action: 'open', title: 'Open' },
  ],
};

describe('reading a push message', () => {
  it("keeps a habit reminder's fields", () => {
    expect(readPushPayload(reminder)).toEqual(reminder);
  });

  it('refuses what is not a message of ours', () => {
    expect(readPushPayload(undefined)).toBeUndefined();
    expect(readPushPayload('Coffee')).toBeUndefined();
    expect(readPushPayload({ title: 'Coffee' })).toBeUndefined();
  });

  it('drops unknown actions, a bad day or id, and an icon or url of another origin', () => {
    const read = readPushPayload({
      ...reminder,
      url: 'https://evil.example/phish',
      icon: 'https://evil.example/x.png',
      habitId: -1,
      day: 'tomorrow',
      actions: [{ action: 'delete-all', title: 'Delete' }, { action: 'open', title: 'Open' }, 3],
    });
    expect(read).toEqual({
      title: 'Coffee',
      body: 'Log today — goal ≤ 3',
      url: '/',
      actions: [{ action: 'open', title: 'Open' }],
    });
  });

  it('takes only paths of this app as the place to open', () => {
    expect(appPath('/habit/3')).toBe('/habit/3');
    expect(appPath('//evil.example/')).toBe('/');
    expect(appPath('javascript:alert(1)')).toBe('/');
    expect(appPath(undefined)).toBe('/');
  });
});

describe('the notification a message becomes', () => {
  it("shows the habit's icon and both buttons, one notification per habit and day", () => {
    const payload = readPushPayload(reminder);
    if (!payload) throw new Error('not read');
    const { title, options } = notificationOf(payload);
    expect(title).toBe('Coffee');
    expect(options.body).toBe('Log today — goal ≤ 3');
    expect(options.icon).toBe('/api/icons/files/drinks/coffee.svg');
    expect(options.tag).toBe('taper:habit:4:2026-03-02');
    expect(options.actions).toEqual([
      { action: 'log-0', title: 'Log 0' },
      { action: 'open', title: 'Open' },
    ]);
    expect(options.data).toBe(payload);
  });

  it("uses the app's icon and has no buttons for a test notification", () => {
    const { options } = notificationOf({ title: 'Taper', body: 'Test notification', url: '/' });
    expect(options.icon).toBe(APP_ICON);
    expect(options).not.toHaveProperty('actions');
  });

  it("offers no 'Log 0' when the message names no day to log", () => {
    const { options } = notificationOf({ ...reminder, day: undefined } as never);
    expect(options.actions).toEqual([{ action: 'open', title: 'Open' }]);
  });
});

describe('messages from the worker', () => {
  it('are told apart from anything else posted to the page', () => {
    expect(isWorkerMessage({ type: 'taper:navigate', url: '/habit/1' })).toBe(true);
    expect(isWorkerMessage({ type: 'taper:entries-sent', habitIds: [1] })).toBe(true);
    expect(isWorkerMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isWorkerMessage(null)).toBe(false);
  });
});
