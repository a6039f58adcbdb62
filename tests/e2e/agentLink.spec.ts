// Agent links (issue 20): "Copy agent link" on a profile gives /profile?… with the mission and the
// agent's position; opened in a new page, with no history state, the worker regenerates that agent.
// A bare /profile still says "No Agent Data" (spec §2), and a broken link says what is wrong.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { heading, openDashboard, openProfile, waitForCompletion } from './dashboard.ts';
import type { DashboardParams } from './dashboard.ts';
import { cityId } from './cities.ts';
import { readProfile, readProfileV2 } from './profile.ts';

const PARIS_PIN = `city:${cityId('Paris', 'FR')}`;
const MISSION: DashboardParams = { q: 'Paris', seed: 'agent-link-demo', v: 2, place: PARIS_PIN };
const copyAgentLink = (page: Page) => page.getByRole('button', { name: 'Copy agent link' });

test.describe('agent links', () => {
  test('Copy agent link gives a link that shows the same agent in a new page', async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openDashboard(page, MISSION);
    await waitForCompletion(page);
    const codename = await openProfile(page, 5);
    const fields = await readProfile(page);
    const extra = await readProfileV2(page);

    await copyAgentLink(page).click();
    await expect(page.getByText('Agent link copied', { exact: true })).toBeVisible();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(link.origin).toBe(new URL(page.url()).origin);
    expect(link.pathname).toBe('/profile');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      q: 'Paris',
      seed: 'agent-link-demo',
      v: '2',
      place: PARIS_PIN,
      i: '5',
    });

    // A new page has no history state: the profile comes from the link alone.
    const other = await context.newPage();
    await other.goto(link.href);
    await expect(heading(other)).toHaveText(`Agent Profile — ${codename}`, { timeout: 45_000 });
    expect(await readProfile(other)).toEqual(fields);
    expect(await readProfileV2(other)).toEqual(extra);
    // Its own link is the same link.
    await other.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await copyAgentLink(other).click();
    await expect(other.getByText('Agent link copied', { exact: true })).toBeVisible();
    expect(await other.evaluate(() => navigator.clipboard.readText())).toBe(link.href);
  });

  test('a bare /profile still says No Agent Data, and offers no agent link', async ({ page }) => {
    await page.goto('/profile');
    await expect(heading(page)).toHaveText('No Agent Data');
    await expect(copyAgentLink(page)).toHaveCount(0);
  });

  test('a link whose agent number or seed is not one says No Agent Data', async ({ page }) => {
    await page.goto('/profile?q=Paris&seed=1&v=2&i=seven');
    await expect(heading(page)).toHaveText('No Agent Data');
    // A seed the worker would refuse (over 100 characters) is read as none: no one agent is named.
    await page.goto(`/profile?q=Paris&seed=${'x'.repeat(101)}&v=2&i=1`);
    await expect(heading(page)).toHaveText('No Agent Data');
  });

  test('a mission the worker cannot place says why, in plain words', async ({ page, cities }) => {
    test.setTimeout(60_000);
    // No cities file and no geocoder (the fixtures refuse it): the pinned city cannot be found.
    cities.replace(404, 'not found');
    await page.goto(`/profile?q=Paris&seed=1&v=2&place=${encodeURIComponent(PARIS_PIN)}&i=3`);
    await expect(heading(page)).toHaveText('No Agent Data', { timeout: 45_000 });
    await expect(page.getByRole('alert')).toHaveText(
      'This agent link could not be opened: City index unavailable — try a city name when back online.',
    );
  });
});
