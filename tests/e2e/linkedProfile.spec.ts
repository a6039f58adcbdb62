// A linked mission's profile (issue 47): an agent of a version 4 mission shows its network, its
// agency, handler, the agents it runs, cell, household and operations, each agent a link to that
// agent's profile. Following the handler link opens the handler, whose own list of the agents it
// runs names the agent we came from; the links carry the mission's count, which its chains need.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  COMPLETE,
  heading,
  openDashboard,
  openProfile,
  SEARCH_TIMEOUT,
  statusLine,
  waitForCompletion,
} from './dashboard.ts';

const MISSION = { q: 'Warsaw', seed: 'chain-of-command', v: 4, n: 40 } as const;

const network = (page: Page) => page.getByRole('region', { name: 'Network' });
/** The value cell of a network field, by its label. */
const field = (page: Page, label: string | RegExp) =>
  network(page)
    .locator('.dossier__field')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

test.describe('a linked mission’s profile', () => {
  test('shows the agent’s network, and its handler link opens the handler', async ({ page }) => {
    test.setTimeout(120_000);
    await openDashboard(page, MISSION);
    await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
    const codename = await openProfile(page, 8);
    await expect(network(page)).toBeVisible();
    await expect(field(page, 'Agency')).toContainText('Director:', { timeout: 30_000 });
    await expect(field(page, 'Household')).toBeVisible();
    await expect(field(page, 'Operations')).toBeVisible();

    const handlerLink = field(page, 'Handler').getByRole('link');
    await expect(handlerLink).toHaveCount(1);
    const handler = (await handlerLink.textContent()) ?? '';
    expect(handler).not.toBe('');
    const href = new URL((await handlerLink.getAttribute('href')) ?? '', page.url());
    expect(href.pathname).toBe('/profile');
    expect(href.searchParams.get('n')).toBe(String(MISSION.n));
    expect(href.searchParams.get('v')).toBe('4');

    await handlerLink.click();
    await expect(heading(page)).toHaveText(`Agent Profile — ${handler}`, { timeout: 45_000 });
    // The handler runs the agent we came from.
    await expect(field(page, /^Runs/).getByRole('link', { name: codename, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    // And back down: the agent's own profile, regenerated from its link alone.
    await field(page, /^Runs/).getByRole('link', { name: codename, exact: true }).click();
    await expect(heading(page)).toHaveText(`Agent Profile — ${codename}`, { timeout: 45_000 });
    await expect(field(page, 'Handler').getByRole('link', { name: handler, exact: true })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a version 3 agent has no network', async ({ page }) => {
    test.setTimeout(90_000);
    await openDashboard(page, { q: 'Warsaw', seed: 'chain-of-command', v: 3 });
    await waitForCompletion(page);
    await openProfile(page, 2);
    await expect(page.locator('.dossier dt', { hasText: 'Email' })).toHaveCount(1);
    await expect(network(page)).toHaveCount(0);
  });
});
