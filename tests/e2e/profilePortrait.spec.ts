// The agent's portrait on the profile (issue 20): a drawn face beside the fields, the same for the same
// agent on every visit (it is derived from the agent, never random), another for another agent, and
// decoration only: an image with empty alt text, which assistive technology skips. The fixtures fail a
// test on any Content-Security-Policy violation, so a portrait the policy blocked would fail here too.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { agentRows, openDashboard, returnButton, waitForCompletion, openProfile } from './dashboard.ts';
import type { DashboardParams } from './dashboard.ts';
import { cityId } from './cities.ts';
import { readProfile } from './profile.ts';

/** Paris, France, in the app's city file (GeoNames 2988507): the mission is pinned there. */
const PARIS_PIN = `city:${cityId('Paris', 'FR')}`;
const MISSION: DashboardParams = { q: 'Paris', seed: 'portrait-demo', v: 2, place: PARIS_PIN };
/** The portrait is an SVG drawing of 160 × 200 units, sent as a data: URL. */
const SVG_DATA_URL = 'data:image/svg+xml,';
const PORTRAIT_SIZE = { width: 160, height: 200 };

const dossier = (page: Page): Locator => page.getByRole('article');
/**
 * The portrait, found as a visitor's eye finds it (the one image in the dossier) since by design it
 * has no role or name for a query by role to find.
 */
const portrait = (page: Page): Locator => dossier(page).locator('img');

/** The portrait's markup once the browser has drawn it, checked to be an image it could decode. */
async function readPortrait(page: Page): Promise<string> {
  const image = portrait(page);
  await expect(image).toHaveCount(1);
  await expect(image).toBeVisible();
  // Decoded: the policy let the data: URL through and the markup is an image the browser can draw.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(PORTRAIT_SIZE.width);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(PORTRAIT_SIZE.height);
  const src = (await image.getAttribute('src')) ?? '';
  expect(src.startsWith(SVG_DATA_URL), 'an inline SVG image, nothing fetched').toBe(true);
  return decodeURIComponent(src.slice(SVG_DATA_URL.length));
}

async function openFresh(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await openDashboard(page, MISSION);
  await waitForCompletion(page);
  return page;
}

test.describe('the profile portrait', () => {
  test('the same agent shows the same portrait, on a second visit and in a fresh page', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await openDashboard(page, MISSION);
    await waitForCompletion(page);
    await openProfile(page, 3);
    const first = await readPortrait(page);
    expect(first.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);

    await returnButton(page).click();
    await expect(agentRows(page)).toHaveCount(12, { timeout: 45_000 });
    await openProfile(page, 3);
    expect(await readPortrait(page), 'the second visit').toBe(first);

    // A page of its own replays the mission from its link: the same agent, so the very same bytes.
    const other = await openFresh(context);
    await openProfile(other, 3);
    expect(await readPortrait(other), 'a fresh page').toBe(first);
  });

  test('two agents show two different portraits, and neither carries the agent’s text', async ({ page }) => {
    test.setTimeout(90_000);
    await openDashboard(page, MISSION);
    await waitForCompletion(page);
    const portraits: string[] = [];
    // The first agent and the last: the second of several is where a shared value would show.
    for (const index of [0, 11]) {
      const codename = await openProfile(page, index);
      const svg = await readPortrait(page);
      const profile = await readProfile(page);
      for (const text of [codename, profile['Full Name'], profile.Email]) {
        expect(text ?? '', 'the field is shown').not.toBe('');
        expect(svg, 'the portrait writes none of the fields').not.toContain(text);
      }
      expect(svg).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
      portraits.push(svg);
      await returnButton(page).click();
      await expect(agentRows(page)).toHaveCount(12, { timeout: 45_000 });
    }
    expect(portraits[0]).not.toBe(portraits[1]);
  });

  test('the portrait is decoration: empty alt text, no role, and the fields are still read', async ({
    page,
  }) => {
    await openDashboard(page, MISSION);
    await waitForCompletion(page);
    await openProfile(page, 0);
    await readPortrait(page);

    await expect(portrait(page)).toHaveAttribute('alt', '');
    // An image with empty alt text is presentational: a query by role finds no image in the dossier.
    await expect(dossier(page).getByRole('img')).toHaveCount(0);
    expect(await dossier(page).ariaSnapshot()).not.toMatch(/\bimg\b/);
    // The fields, not the picture, carry the information, and they are still there to read.
    expect((await readProfile(page))['Full Name'] ?? '').not.toBe('');
  });

  test('a version 1 agent (no sex, no age) has a portrait too', async ({ page }) => {
    await openDashboard(page, { q: 'Paris', seed: 42, v: 1, place: PARIS_PIN });
    await waitForCompletion(page);
    await openProfile(page, 0);
    const svg = await readPortrait(page);
    expect(svg.length).toBeGreaterThan(1_000);
  });
});
