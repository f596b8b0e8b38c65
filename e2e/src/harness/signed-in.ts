/**
 * Fresh users and signed-in pages: a user signed up through the REST API, a new browser session
 * carrying that user's token, and the landing's Sign In card filled in as a person does.
 */
import type { Page } from 'playwright-core';
import { newUser, type Api, type ApiHabit, type NewUser } from './api-client';
import type { App } from './app';
import { useToken } from './browser';
import { PHONE, TIMEOUT_MS } from './constants';
import { TIMEZONE } from '../env';
import { coffeeHabit } from './habit-fixtures';
import { see } from './waits';

export interface Viewport {
  width: number;
  height: number;
}

/**
 * A new browser session (DESKTOP unless `viewport` is given; `baseURL` when the app is reached
 * through a proxy) signed in as `api`'s user, opened at `url`.
 */
export async function openAs(
  app: App,
  api: Api,
  url: string,
  viewport?: Viewport,
  baseURL?: string,
): Promise<Page> {
  const { page } = await app.session(viewport, baseURL);
  if (!api.token) throw new Error('not signed up');
  await useToken(page, api.token, url);
  return page;
}

/** A fresh user (`newUser(firstName, lastName)`) signed up through the REST API. */
export async function signedUp(
  app: App,
  firstName: string,
  lastName?: string,
): Promise<{ api: Api; user: NewUser }> {
  const api = app.api();
  const user = newUser(firstName, lastName);
  await api.signup(user);
  return { api, user };
}

/**
 * A fresh user with a 'Coffee' habit (3 a day) and one more habit (1 a day) for each of `others`,
 * signed in on a phone at /.
 */
export async function signedInWith(
  app: App,
  name: string,
  others: string[],
  /** Where the page opens the app: the server's own address unless given (a proxy's). */
  baseURL?: string,
): Promise<{ api: Api; habit: ApiHabit; page: Page; more: ApiHabit[]; user: NewUser }> {
  const { api, user } = await signedUp(app, name);
  const habit = await api.createHabit(coffeeHabit('#0F766E', 3));
  const more: ApiHabit[] = [];
  for (const other of others) {
    more.push(
      await api.createHabit({
        name: other,
        color: '#7C3AED',
        icon: 'coffee',
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 1,
      }),
    );
  }
  const page = await openAs(app, api, '/', PHONE, baseURL);
  return { api, habit, page, more, user };
}

/** Signs in from the landing's Sign In card; what follows (signed in, or refused) is the caller's. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await see(page.getByText('Need an account? Sign up'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

/** A phone as a person holds it: 375 px, touch, mobile viewport; closed by the caller. */
export async function touchPhone(app: App, api: Api, url: string): Promise<Page> {
  const context = await app.browser.newContext({
    baseURL: app.server.baseURL,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    timezoneId: TIMEZONE,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  const page = await context.newPage();
  if (!api.token) throw new Error('sign up first');
  await useToken(page, api.token, url);
  return page;
}
