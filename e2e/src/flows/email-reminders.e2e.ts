/**
 * The email fallback (issue 54): on Account, "Email me if I haven't logged by …" is turned on from
 * the keyboard with a time; on a day with nothing logged the mail arrives at a local SMTP server
 * (standing in for the mail provider) from the server's own minute scheduler, naming what is still
 * to log; its stop link's page turns the reminder off without signing in, once. Screenshots of the
 * card at 1280 and 375 px, light and dark, and of the stop page.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSmtp, textOf, type LocalSmtp } from '@taper/api/smtp.testing';
import {
  DESKTOP,
  eventually,
  newUser,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  useToken,
} from '../harness';

let smtp: LocalSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});

const app = setupApp('email-reminders', {
  env: () => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Taper <no-reply@taper.test>',
    // The scheduler looks every second rather than every minute: the mail comes within seconds,
    // and 'exactly one mail' is checked against many more looks.
    REMINDER_INTERVAL_SECONDS: '1',
  }),
});

const LABEL = "Email me if I haven't logged by …";

beforeAll(async () => {
  // The first account is the administrator; the flows' users are others.
  await app.api().signup(newUser('Admin', 'First'));
});

/** HH:MM now in `timeZone`: a reminder at this time is due at the scheduler's next look. */
function timeNow(timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
}

interface Me {
  email: string;
  timezone: string;
  emailReminder: { time: string } | null;
}

describe('the email fallback', () => {
  test('turned on at Account, mailed on a day with nothing logged, stopped by its link', async () => {
    const api = app.api();
    await api.signup(newUser('Evening', 'Mail'));
    await api.createHabit({
      name: 'Coffee',
      color: '#0F766E',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
    });
    const me = await api.call<Me>('GET', '/api/auth/user');
    const { page } = await app.session(DESKTOP);
    await useToken(page, api.token ?? '', '/account');
    const toggle = page.getByRole('switch', { name: LABEL });
    await see(toggle);
    await toggle.focus();
    await page.keyboard.press('Space');
    const time = timeNow(me.timezone);
    await page.getByLabel('Time', { exact: true }).last().fill(time);
    await page.getByRole('button', { name: 'Save email reminder' }).click();
    await see(page.getByText(`Saved: you get an email at ${time} on days with nothing logged.`));
    expect((await api.call<Me>('GET', '/api/auth/user')).emailReminder).toEqual({ time });

    // The server's scheduler looks every second (REMINDER_INTERVAL_SECONDS above).
    const mail = await eventually(
      'the email reminder arrives',
      () => Promise.resolve(smtp.received.find((m) => m.to.includes(me.email))),
      (found) => found !== undefined,
      130_000,
    );
    if (!mail) throw new Error('no email reminder arrived');
    const text = textOf(mail);
    expect(text).toContain('Subject: Nothing logged on Taper today yet');
    expect(text).toContain('Still to log: Coffee.');
    const stop = /https?:\/\/\S+\/reminders\/stop\/[A-Za-z0-9_-]{32}/.exec(text)?.[0];
    if (stop === undefined) throw new Error('the mail carries no stop link');

    const out = await app.session(PHONE);
    await out.page.goto(stop);
    await see(out.page.getByRole('heading', { name: 'Stop email reminders' }));
    await mkdir(SCREENSHOTS, { recursive: true });
    await out.page.screenshot({ path: path.join(SCREENSHOTS, 'email-stop-light-375.png') });
    // Opening the page changed nothing; the button does.
    expect((await api.call<Me>('GET', '/api/auth/user')).emailReminder).toEqual({ time });
    await out.page.getByRole('button', { name: 'Stop the emails' }).click();
    await see(out.page.getByText('Done: Taper will not email you reminders any more.'));
    await out.page.screenshot({ path: path.join(SCREENSHOTS, 'email-stopped-light-375.png') });
    expect((await api.call<Me>('GET', '/api/auth/user')).emailReminder).toBeNull();
    await out.page.reload();
    await out.page.getByRole('button', { name: 'Stop the emails' }).click();
    await see(
      out.page.getByText(
        'This stop link was already used or has ended; turn email reminders off on Account instead',
      ),
    );
    // Exactly one mail for the day, though the scheduler kept looking.
    expect(smtp.received.filter((m) => m.to.includes(me.email))).toHaveLength(1);
  }, 180_000);
});

describe('the email fallback', () => {
  test('the card at 1280 and 375 px, light and dark', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const api = app.api();
    await api.signup(newUser('Pictured', 'Mail'));
    await api.call('PUT', '/api/auth/user', { emailReminder: { time: '21:00' } });
    for (const viewport of [DESKTOP, PHONE]) {
      for (const theme of ['light', 'dark'] as const) {
        await api.setTheme(theme);
        const { page } = await app.session(viewport);
        await useToken(page, api.token ?? '', '/account');
        await see(page.getByRole('switch', { name: LABEL }));
        const card = page
          .locator('div.rounded-xl')
          .filter({ has: page.getByRole('heading', { name: 'Email reminder', exact: true }) })
          .last();
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({
          path: path.join(SCREENSHOTS, `email-reminder-${theme}-${String(viewport.width)}.png`),
        });
      }
    }
  });
});
