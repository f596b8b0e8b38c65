/** The offline flow's helpers: the worker, the saved cache, the queue's marks. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, eventually, see } from './harness';

/** Waits until the page is controlled by an activated service worker (it claims the page itself). */
export async function controlled(page: Page): Promise<void> {
  await eventually(
    'a service worker in control of the page',
    () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return {
          active: registration?.active?.state ?? null,
          controlled: navigator.serviceWorker.controller !== null,
        };
      }),
    (state) => state.active === 'activated' && state.controlled,
    30_000,
  );
}

/** Waits until the query cache the page saves in IndexedDB holds `path`'s answer. */
export async function saved(page: Page, path: string): Promise<void> {
  await eventually(
    `the saved query cache to hold ${path}`,
    () =>
      page.evaluate(
        (wanted) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('taper');
            open.onerror = () => {
              resolve(false);
            };
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('keyval')) {
                db.close();
                resolve(false);
                return;
              }
              const read = db.transaction('keyval').objectStore('keyval').get('query-cache');
              read.onsuccess = () => {
                db.close();
                resolve(JSON.stringify(read.result ?? null).includes(JSON.stringify(wanted)));
              };
              read.onerror = () => {
                db.close();
                resolve(false);
              };
            };
          }),
        path.split('.'),
      ),
    (found) => found,
  );
}

/** What the app keeps under `key` in its IndexedDB store ('query-cache', 'entry-queue'), as JSON. */
export function storedOnDevice(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (wanted) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('taper');
        open.onerror = () => {
          resolve(null);
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            resolve(null);
            return;
          }
          const read = db.transaction('keyval').objectStore('keyval').get(wanted);
          read.onsuccess = () => {
            db.close();
            resolve(read.result === undefined ? null : JSON.stringify(read.result));
          };
          read.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
    key,
  );
}

const SHOTS = path.join(ARTIFACTS, 'screenshots', 'offline');

export async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The header's count of changes waiting to be sent ('3 pending'), or none. */
export async function pendingCount(page: Page, count: number): Promise<void> {
  const badge = page.getByRole('banner').getByText(/\d+ pending/);
  if (count === 0) {
    await eventually(
      'no pending count in the header',
      () => badge.count(),
      (n) => n === 0,
      30_000,
    );
    return;
  }
  await see(page.getByRole('banner').getByText(`${count} pending`, { exact: true }));
}

/** Logs `value` on a summary card's today board, for today or yesterday. */
export async function logOnBoard(
  page: Page,
  habit: string,
  day: 'today' | 'yesterday',
  value: number,
) {
  const board = page.getByRole('region', { name: `Log ${habit} ${day}` });
  if (day === 'yesterday') {
    await page
      .getByRole('region', { name: `Log ${habit} today` })
      .getByRole('button', { name: 'Yesterday' })
      .click();
  }
  await board.getByRole('spinbutton', { name: `${habit} ${day}` }).fill(String(value));
  await board.getByRole('button', { name: 'Save' }).click();
  await see(page.getByText('Saved on this device'));
}
