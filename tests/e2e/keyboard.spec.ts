import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  agentRows,
  heading,
  returnButton,
  searchBox,
  SEARCH_TIMEOUT,
  statusLine,
  COMPLETE,
} from './dashboard.ts';

/** Presses Tab until `target` has focus; fails if it is not reachable within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with Tab within ${limit} presses`).toBeFocused({ timeout: 1 });
}

test('keyboard only: login, search, open a profile and return', async ({ page }) => {
  test.setTimeout(90_000);
  // The search runs without outage=never: an outage only delays it, well within the timeout.
  await page.goto('/');
  await tabTo(page, page.getByRole('textbox', { name: 'Username' }));
  await page.keyboard.type('keys');
  await tabTo(page, page.getByPlaceholder('Password', { exact: true }));
  await page.keyboard.type('only');
  await tabTo(page, page.getByRole('button', { name: 'ENTER DIRECTORY' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');

  await tabTo(page, searchBox(page));
  await page.keyboard.type('paris');
  await page.keyboard.press('Enter');
  await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
  await expect(agentRows(page)).toHaveCount(12);

  const firstLink = agentRows(page).first().getByRole('link');
  const codename = (await firstLink.textContent())?.trim() ?? '';
  await tabTo(page, firstLink, 60);
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(`Agent Profile — ${codename}`);

  await tabTo(page, returnButton(page));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(searchBox(page)).toBeVisible();
});
