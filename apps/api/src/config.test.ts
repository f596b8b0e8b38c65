import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('listens on all interfaces by default and on HOST when set', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(() => loadConfig({ HOST: ' ' })).toThrow(/HOST/);
  });

  it('runs one process on SQLite and one per core on PostgreSQL, unless WORKERS says otherwise', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: './data/other.db' }).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/taper' }).workers).toBe(
      availableParallelism(),
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://db.example/taper' }).workers).toBe(
      availableParallelism(),
    );
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://db.example/taper' }).workers).toBe(
      2,
    );
    for (const bad of ['0', '-1', '1.5', 'many', '1000']) {
      expect(() => loadConfig({ WORKERS: bad })).toThrow(/WORKERS/);
    }
  });

  it('trusts no proxy by default; TRUST_PROXY takes true, a hop count or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'a,,b' })).toThrow(/TRUST_PROXY/);
  });

  it('limits sign-ups and failed sign-ins per address, 20 an hour and 50 per 15 minutes by default', () => {
    expect(loadConfig({})).toMatchObject({ signupLimitPerHour: 20, loginFailuresLimit: 50 });
    expect(
      loadConfig({ SIGNUP_LIMIT_PER_HOUR: '500', LOGIN_FAILURES_LIMIT: '1000' }),
    ).toMatchObject({ signupLimitPerHour: 500, loginFailuresLimit: 1000 });
    expect(() => loadConfig({ SIGNUP_LIMIT_PER_HOUR: '0' })).toThrow(
      'SIGNUP_LIMIT_PER_HOUR: SIGNUP_LIMIT_PER_HOUR must be at least 1',
    );
    expect(() => loadConfig({ SIGNUP_LIMIT_PER_HOUR: 'lots' })).toThrow(
      /SIGNUP_LIMIT_PER_HOUR must be a whole number/,
    );
    expect(() => loadConfig({ LOGIN_FAILURES_LIMIT: '2.5' })).toThrow(
      /LOGIN_FAILURES_LIMIT must be a whole number/,
    );
  });

  it('looks for due reminders every minute unless REMINDER_INTERVAL_SECONDS says otherwise', () => {
    expect(loadConfig({}).reminderIntervalMs).toBe(60_000);
    expect(loadConfig({ REMINDER_INTERVAL_SECONDS: '5' }).reminderIntervalMs).toBe(5_000);
    expect(() => loadConfig({ REMINDER_INTERVAL_SECONDS: '0' })).toThrow(
      'REMINDER_INTERVAL_SECONDS: REMINDER_INTERVAL_SECONDS must be at least 1',
    );
    expect(() => loadConfig({ REMINDER_INTERVAL_SECONDS: '7200' })).toThrow(/at most 3600/);
    expect(() => loadConfig({ REMINDER_INTERVAL_SECONDS: 'often' })).toThrow(
      /REMINDER_INTERVAL_SECONDS must be a whole number/,
    );
  });

  it('sends reset mails only with PUBLIC_URL, so a link never points where a Host header says', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example.com:587', PUBLIC_URL: 'https://taper.example' })
        .smtp,
    ).toEqual({ url: 'smtp://mail.example.com:587', from: 'Taper <no-reply@localhost>' });
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(
      /SMTP_URL: needs PUBLIC_URL/,
    );
    expect(loadConfig({}).smtp).toBeUndefined();
  });
});
