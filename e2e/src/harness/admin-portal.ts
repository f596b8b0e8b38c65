/** The admin portal as the admin flows use it: its tabs and the rows of its users' table. */
import type { Locator, Page } from 'playwright-core';
import { see } from './waits';

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await see(page.getByRole('tabpanel'));
}

export function userRow(page: Page, email: string): Locator {
  return page.getByRole('row').filter({ hasText: email });
}

/** The inline select of a row that offers `option` (tier: PREMIUM, role: ADMIN). */
export function rowSelect(row: Locator, option: string): Locator {
  return row
    .getByRole('combobox')
    .filter({ has: row.page().getByRole('option', { name: option }) });
}
