// Issue 22: a shared mission link does not wait for the whole city index. Its place's pin says what the
// mission needs: a geocoder's place needs no city at all, so with the cities file held back on the
// network the link still lists and draws its agents, the very ones it lists once the file has come.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { agentRows, COMPLETE, dashboardUrl, readRows, SEARCH_TIMEOUT, statusLine } from './dashboard.ts';

const CITIES = /\/cities\.json(\?|$)/;
/** A link as the app writes it for a search the geocoder placed (Porto's answer, pinned). */
const PORTO_LINK = dashboardUrl({
  q: 'porto',
  seed: 11,
  v: 2,
  n: 40,
  place: 'geo:41.1496,-8.611|PT|Porto|Porto',
});

/** Holds the cities file on the network until `release()`; `asked()` says whether the page has asked for it. */
async function holdCities(page: Page): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(CITIES, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** The rows the table shows once the search is complete (it renders those in view of its 40). */
async function listedAgents(page: Page) {
  await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
  await expect(page.getByTestId('agent-count')).toHaveText('40 agents');
  await expect(agentRows(page).first()).toBeVisible();
  return readRows(page);
}

test("a link to a geocoder's place lists its agents while the cities file is still on its way", async ({
  page,
  context,
}) => {
  const held = await holdCities(page);
  await page.goto(PORTO_LINK);
  const early = await listedAgents(page);
  // The page did ask for the file, and it is still held: the agents came without it.
  expect(held.asked()).toBe(true);
  expect(early.length).toBeGreaterThan(5);
  expect(new Set(early.map((row) => row['City']))).toEqual(new Set(['Porto']));
  held.release();

  // The same link in a fresh page, the file served at once: the same agents.
  const other = await context.newPage();
  try {
    await other.goto(PORTO_LINK);
    expect(await listedAgents(other)).toEqual(early);
  } finally {
    await other.close();
  }
});
