// Issue 17: under the status line the dashboard says how it understood the query (a city, a region or
// country with its agents spread over several places, or a random city), offers other places the query
// may have meant, and pins the resolved place in its links so a link replays the same place later.
// Which towns lie where, and their GeoNames ids, come from the app's city file (cities.ts), not the app.
import type { Page } from '@playwright/test';
import { cityId, placeNamesIn } from './cities.ts';
import { expect, test } from './fixtures.ts';
import {
  agentRows,
  heading,
  openDashboard,
  otherPlaces,
  PROFILES_PER_SEARCH,
  readRows,
  resolvedLine,
  returnButton,
  search,
  SEARCH_TIMEOUT,
  LATEST_VERSION,
  searchBox,
  waitForCompletion,
} from './dashboard.ts';

const all = (value: string): string[] => Array<string>(PROFILES_PER_SEARCH).fill(value);

/** Nominatim's answer for a whole country, as it gives it with addressdetails. */
const ITALY_ANSWER = [
  {
    lat: '42.6384261',
    lon: '12.674297',
    display_name: 'Italy',
    addresstype: 'country',
    class: 'boundary',
    type: 'administrative',
    place_rank: 4,
    address: { country: 'Italy', country_code: 'it' },
  },
];

/** Nominatim's answer for a US state. */
const VIRGINIA_ANSWER = [
  {
    lat: '37.1232245',
    lon: '-78.4927721',
    display_name: 'Virginia, United States',
    addresstype: 'state',
    class: 'boundary',
    type: 'administrative',
    place_rank: 8,
    address: { state: 'Virginia', country: 'United States', country_code: 'us' },
  },
];

/** The mission link's parameters as the dashboard last wrote them. */
function linkOf(page: Page): {
  q: string | null;
  seed: string | null;
  v: string | null;
  place: string | null;
} {
  const params = new URL(page.url()).searchParams;
  return { q: params.get('q'), seed: params.get('seed'), v: params.get('v'), place: params.get('place') };
}

/**
 * Reads "<label> — agents in N places" and checks the table against it: every agent of the country,
 * in towns of the area (per the city file), in at least two and at most N different towns.
 */
async function expectSpreadOverArea(
  page: Page,
  area: { label: string; nationality: string; towns: Set<string> },
): Promise<number> {
  const line = resolvedLine(page, new RegExp(`^${area.label} — agents in \\d+ places?$`));
  await expect(line).toBeVisible();
  const places = Number(/agents in (\d+) place/.exec((await line.textContent()) ?? '')?.[1]);
  expect(places, 'a dozen agents live in 2 to 12 places').toBeGreaterThanOrEqual(2);
  expect(places).toBeLessThanOrEqual(PROFILES_PER_SEARCH);

  const rows = await readRows(page);
  expect(rows.map((row) => row.Nationality)).toEqual(all(area.nationality));
  const towns = new Set(rows.map((row) => row.City ?? ''));
  // Not one town named after the area, as a geocoder's country used to give.
  expect(towns.has(area.label), `a town named "${area.label}"`).toBe(false);
  expect(towns.size, `towns: ${[...towns].join(', ')}`).toBeGreaterThanOrEqual(2);
  expect(towns.size).toBeLessThanOrEqual(places);
  const elsewhere = [...towns].filter((town) => !area.towns.has(town));
  expect(elsewhere, `towns that are not in ${area.label}`).toEqual([]);
  return places;
}

test.describe('how the query was resolved', () => {
  test('a city: "Resolved: Porto, Portugal", other Portos offered, and the link pins Porto', async ({
    page,
  }) => {
    await openDashboard(page);
    await search(page, 'porto');
    await waitForCompletion(page);

    await expect(resolvedLine(page, 'Resolved: Porto, Portugal')).toBeVisible();
    const choices = otherPlaces(page).getByRole('button');
    const labels = await choices.allTextContents();
    expect(labels.length, `other places: ${labels.join(' | ')}`).toBeGreaterThanOrEqual(1);
    expect(labels.length).toBeLessThanOrEqual(4);
    expect(labels).toContain('Porto Alegre, Brazil');
    expect(labels).not.toContain('Porto, Portugal');

    const rows = await readRows(page);
    expect(rows.map((row) => row.City)).toEqual(all('Porto'));
    expect(rows.map((row) => row.Nationality)).toEqual(all('Portugal'));
    const link = linkOf(page);
    expect(link.q).toBe('porto');
    expect(link.seed).toMatch(/^\d+$/);
    // A typed search runs the latest mission version.
    expect(link.v).toBe(String(LATEST_VERSION));
    expect(link.place).toBe(`city:${cityId('Porto', 'PT')}`);
  });

  test('a region: "Ontario, Canada — agents in N places", in towns of Ontario', async ({ page }) => {
    await openDashboard(page);
    await search(page, 'ontario');
    await waitForCompletion(page);
    await expectSpreadOverArea(page, {
      label: 'Ontario, Canada',
      nationality: 'Canada',
      towns: placeNamesIn('CA', 'Ontario'),
    });
    expect(linkOf(page).place).toMatch(/^region:CA:/);
  });

  test('a country: "Italy — agents in N places", in several Italian towns', async ({ page }) => {
    await openDashboard(page, { q: 'italy', seed: 42 });
    await waitForCompletion(page);
    await expectSpreadOverArea(page, { label: 'Italy', nationality: 'Italy', towns: placeNamesIn('IT') });
    expect(linkOf(page)).toEqual({ q: 'italy', seed: '42', v: '1', place: 'country:IT' });
  });

  test('no place named: "No place named — random city: …", and the agents live there', async ({ page }) => {
    await openDashboard(page, { q: 'cyber ops', seed: 7 });
    await waitForCompletion(page);
    const line = resolvedLine(page, /^No place named — random city: .+, .+$/);
    await expect(line).toBeVisible();
    const label = ((await line.textContent()) ?? '').replace('No place named — random city: ', '');
    const city = label.slice(0, label.indexOf(', '));
    const country = label.slice(label.lastIndexOf(', ') + 2);
    const rows = await readRows(page);
    expect(rows.map((row) => row.City)).toEqual(all(city));
    expect(rows.map((row) => row.Nationality)).toEqual(all(country));
    expect(linkOf(page).place).toMatch(/^random:\d+$/);
  });

  test('choosing another place with the keyboard reruns the mission there, and the profile round trip keeps it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openDashboard(page, { q: 'porto', seed: 42 });
    await waitForCompletion(page);
    await expect(resolvedLine(page, 'Resolved: Porto, Portugal')).toBeVisible();
    expect(linkOf(page).place).toBe(`city:${cityId('Porto', 'PT')}`);

    // Typed but not searched: the choice reruns the mission on screen, not this.
    await searchBox(page).fill('lagos');
    await otherPlaces(page).getByRole('button', { name: 'Porto Alegre, Brazil' }).focus();
    await page.keyboard.press('Enter');

    const chosen = resolvedLine(page, 'Resolved: Porto Alegre, Brazil');
    await expect(chosen).toBeVisible({ timeout: SEARCH_TIMEOUT });
    // Focus stays where the visitor was working, on the line naming the new place.
    await expect(chosen).toBeFocused();
    await waitForCompletion(page);
    const rows = await readRows(page);
    expect(rows.map((row) => row.City)).toEqual(all('Porto Alegre'));
    expect(rows.map((row) => row.Nationality)).toEqual(all('Brazil'));
    await expect(searchBox(page)).toHaveValue('porto');
    const pin = `city:${cityId('Porto Alegre', 'BR')}`;
    expect(linkOf(page)).toEqual({ q: 'porto', seed: '42', v: '1', place: pin });

    // To a profile and back: the same agents, the same place said, the same pin in the link.
    await agentRows(page).first().getByRole('link').click();
    await expect(heading(page)).toHaveText(/^Agent Profile — /);
    await returnButton(page).click();
    await expect(resolvedLine(page, 'Resolved: Porto Alegre, Brazil')).toBeVisible();
    await expect(agentRows(page)).toHaveCount(PROFILES_PER_SEARCH);
    expect(await readRows(page)).toEqual(rows);
    expect(linkOf(page)).toEqual({ q: 'porto', seed: '42', v: '1', place: pin });
  });
});

test.describe('a geocoder that answers with an area', () => {
  test('a country spreads the agents over Italian towns, not one town named Italy', async ({
    page,
    geocoder,
  }) => {
    geocoder.answer(ITALY_ANSWER);
    await openDashboard(page);
    // Words the local list cannot place in Italy: the agents there come from the geocoder's answer.
    await search(page, 'bel paese');
    await waitForCompletion(page);
    expect(geocoder.requests.length).toBeGreaterThanOrEqual(1);
    await expectSpreadOverArea(page, { label: 'Italy', nationality: 'Italy', towns: placeNamesIn('IT') });
  });

  test('a state spreads the agents over towns of Virginia', async ({ page, geocoder }) => {
    geocoder.answer(VIRGINIA_ANSWER);
    await openDashboard(page);
    await search(page, 'old dominion');
    await waitForCompletion(page);
    expect(geocoder.requests.length).toBeGreaterThanOrEqual(1);
    await expectSpreadOverArea(page, {
      label: 'Virginia, United States',
      nationality: 'United States',
      towns: placeNamesIn('US', 'Virginia'),
    });
  });
});

test.describe('pinned links', () => {
  test('place= puts the mission in Lyon though the query says paris, and the link keeps the pin', async ({
    page,
  }) => {
    const lyon = `city:${cityId('Lyon', 'FR')}`;
    await openDashboard(page, { q: 'paris', seed: 42, place: lyon });
    await waitForCompletion(page);
    await expect(resolvedLine(page, 'Resolved: Lyon, France')).toBeVisible();
    const rows = await readRows(page);
    expect(rows.map((row) => row.City)).toEqual(all('Lyon'));
    expect(rows.map((row) => row.Nationality)).toEqual(all('France'));
    expect(linkOf(page)).toEqual({ q: 'paris', seed: '42', v: '1', place: lyon });
  });

  test('a malformed, overlong or unknown place= is ignored: the query is resolved as usual', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lyon = `city:${cityId('Lyon', 'FR')}`;
    const bad = ['city:lyon', `geo:45.7,4.8|FR|${'x'.repeat(300)}|Paris`, 'country:ZZ'];
    for (const place of bad) {
      await openDashboard(page, { q: 'lyon', seed: 42, place });
      await waitForCompletion(page);
      await expect(resolvedLine(page, 'Resolved: Lyon, France')).toBeVisible();
      expect(
        (await readRows(page)).map((row) => row.City),
        `place=${place}`,
      ).toEqual(all('Lyon'));
      // Nothing on screen about the bad pin (the console guard also fails the test on a console error).
      await expect(page.getByText(/invalid|error|failed|not found/i)).toHaveCount(0);
      expect(linkOf(page), `the link after place=${place}`).toEqual({
        q: 'lyon',
        seed: '42',
        v: '1',
        place: lyon,
      });
    }
  });
});
