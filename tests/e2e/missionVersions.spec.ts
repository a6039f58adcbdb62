// Text seeds and mission versions. A link's `seed=` may be any text (trimmed, NFC, 100 characters at
// most; digits up to 4294967295 are that number) and replays the same agents; `v=` pins what the agents
// are made of: a link without it means version 1, a typed search runs version 2, and the dashboard
// writes the version it ran into the link. The table's eight columns are the same in both versions;
// a version 2 agent's profile has nine more fields. The CLI (`--offline`, like the page with its
// geocoder unreachable) is the independent reference for which agents a seed and version name.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  agentRows,
  LATEST_VERSION,
  openDashboard,
  readRows,
  returnButton,
  search,
  SEARCH_TIMEOUT,
  UNVERSIONED_VERSION,
  waitForCompletion,
  openProfile,
} from './dashboard.ts';
import type { AgentRow, DashboardParams } from './dashboard.ts';
import { cityId } from './cities.ts';
import { cliAgents } from './cli.ts';
import type { CliAgent } from './cli.ts';
import { PROFILE_FIELDS, PROFILE_V2_FIELDS, readProfile, readProfileV2, shownLabels } from './profile.ts';

/** Paris, France, in the app's city file (GeoNames 2988507), and its centre there. */
const PARIS_PIN = `city:${cityId('Paris', 'FR')}`;
const PARIS = { lat: 48.8534, lng: 2.3488 };
/** The greatest unsigned 32-bit number: the largest seed that is a number rather than text. */
const MAX_NUMERIC_SEED = 4_294_967_295;
const MAX_SEED_CHARACTERS = 100;

/** The mission link's parameters as the dashboard last wrote them. */
function linkOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/**
 * Opens a mission link in a page of its own (no session memory of another visit) and waits for its
 * agents, or, with `until: 'plan'`, only until the worker's plan has been written into the link.
 */
async function openFresh(
  context: BrowserContext,
  params: DashboardParams,
  until: 'agents' | 'plan' = 'agents',
): Promise<Page> {
  const page = await context.newPage();
  await openDashboard(page, { q: 'Paris', ...params });
  if (until === 'agents') await waitForCompletion(page);
  // The place is written with the worker's seed: once it is there, the seed is the one the search uses.
  else await expect(page).toHaveURL((url) => url.searchParams.has('place'), { timeout: SEARCH_TIMEOUT });
  return page;
}

/** The table columns of the CLI's agents, as readRows gives them. */
function asRows(agents: readonly CliAgent[]): AgentRow[] {
  return agents.map((agent) => ({
    Codename: agent.codename,
    'Full Name': agent.fullName,
    Profession: agent.profession,
    Nationality: agent.nationality,
    City: agent.city,
    Email: agent.email,
    Phone: agent.phone,
    Agency: agent.agency,
  }));
}

/** The coordinates as the profile writes them: latitude, longitude, four decimals. */
function coordinatesOf(agent: { lat: number; lng: number }): number[] {
  return [Number(agent.lat.toFixed(4)), Number(agent.lng.toFixed(4))];
}

function parseCoordinates(text: string | undefined): number[] {
  return (text?.match(/-?\d+\.\d{4}/g) ?? []).map(Number);
}

/** Whole years from a YYYY-MM-DD birth date to a YYYY-MM-DD day, as a form computes an age. */
function yearsBetween(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

test.describe('text seeds', () => {
  test('a text seed replays: two fresh pages of the link show the same agents, another text others', async ({
    context,
  }) => {
    test.setTimeout(150_000);
    const reference = await cliAgents({ query: 'Paris', seed: 'launch-demo', version: 2 });
    const first = await openFresh(context, { seed: 'launch-demo', v: 2 });
    const rows = await readRows(first);
    expect(linkOf(first).get('seed')).toBe('launch-demo');
    expect(linkOf(first).get('v')).toBe('2');
    await first.close();

    const second = await openFresh(context, { seed: 'launch-demo', v: 2 });
    expect(await readRows(second)).toEqual(rows);
    expect(linkOf(second).get('seed')).toBe('launch-demo');
    // Not a random seed that happened to be kept: the CLI names the very same agents for this text.
    expect(rows).toEqual(asRows(reference));

    await openDashboard(second, { q: 'Paris', seed: 'launch-demo-2', v: 2 });
    await waitForCompletion(second);
    const other = await readRows(second);
    expect(linkOf(second).get('seed')).toBe('launch-demo-2');
    expect(
      other.map((row) => row.Codename),
      'another text seed gives other codenames',
    ).not.toEqual(rows.map((row) => row.Codename));
    expect(
      other.map((row) => row['Full Name']),
      'another text seed gives other names',
    ).not.toEqual(rows.map((row) => row['Full Name']));
  });

  test('a seed is trimmed and NFC; digits up to 4294967295 are that number; 100 characters at most', async ({
    context,
  }) => {
    test.setTimeout(240_000);
    const [seven, cafe] = await Promise.all([
      cliAgents({ query: 'Paris', seed: 7, version: 2 }),
      cliAgents({ query: 'Paris', seed: 'Café', version: 2 }),
    ]);

    // "0000000007", ten digits, is the number 7: the agents of seed 7, and the link says 7.
    let page = await openFresh(context, { seed: '0000000007', v: 2 });
    expect(linkOf(page).get('seed')).toBe('7');
    expect(await readRows(page)).toEqual(asRows(seven));
    await page.close();

    // Spaces around it go, and "e" + combining acute is the same seed as "é".
    page = await openFresh(context, { seed: '  Cafe\u0301 ', v: 2 });
    expect(linkOf(page).get('seed')).toBe('Caf\u00e9');
    expect(await readRows(page)).toEqual(asRows(cafe));
    await page.close();

    // The largest number is a seed like any other; one more is text, kept as written (not wrapped to 0).
    page = await openFresh(context, { seed: String(MAX_NUMERIC_SEED), v: 2 }, 'plan');
    expect(linkOf(page).get('seed')).toBe(String(MAX_NUMERIC_SEED));
    await page.close();
    page = await openFresh(context, { seed: String(MAX_NUMERIC_SEED + 1), v: 2 }, 'plan');
    expect(linkOf(page).get('seed')).toBe(String(MAX_NUMERIC_SEED + 1));
    await page.close();

    // 100 characters are a seed; 101 are not, and the search draws a seed of its own, as for no seed.
    const longest = 'é'.repeat(MAX_SEED_CHARACTERS);
    page = await openFresh(context, { seed: longest, v: 2 }, 'plan');
    expect(linkOf(page).get('seed')).toBe(longest);
    await page.close();
    page = await openFresh(context, { seed: `${longest}x`, v: 2 }, 'plan');
    expect(linkOf(page).get('seed')).toMatch(/^\d+$/);
    await page.close();
  });
});

test.describe('mission versions', () => {
  test('v=1 and v=2 show the same table, but only the version 2 profile has the new fields', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const [v1, v2] = await Promise.all([
      cliAgents({ query: 'Paris', seed: 42, version: 1 }),
      cliAgents({ query: 'Paris', seed: 42, version: 2 }),
    ]);

    await openDashboard(page, { q: 'Paris', seed: 42, v: 1 });
    await waitForCompletion(page);
    const rows = await readRows(page);
    expect(linkOf(page).get('v')).toBe('1');
    expect(rows).toEqual(asRows(v1));
    await openProfile(page, 0);
    expect(await shownLabels(page)).toEqual([...PROFILE_FIELDS]);
    expect(await readProfileV2(page)).toEqual({});
    const v1Coordinates = parseCoordinates((await readProfile(page)).Coordinates);
    expect(v1Coordinates).toEqual(coordinatesOf(v1[0]!));

    await openDashboard(page, { q: 'Paris', seed: 42, v: 2 });
    await waitForCompletion(page);
    expect(linkOf(page).get('v')).toBe('2');
    // The eight columns do not depend on the version.
    expect(await readRows(page)).toEqual(rows);
    await openProfile(page, 0);
    expect(await shownLabels(page)).toEqual([...PROFILE_FIELDS, ...PROFILE_V2_FIELDS]);
    const v2Coordinates = parseCoordinates((await readProfile(page)).Coordinates);
    // Version 2 places its agents differently: the same agent, elsewhere in Paris.
    expect(v2Coordinates).toEqual(coordinatesOf(v2[0]!));
    expect(v2Coordinates).not.toEqual(v1Coordinates);
  });

  test('a link without v= is version 1: its agents, no new profile fields, and v=1 written back', async ({
    page,
  }) => {
    const v1 = await cliAgents({ query: 'Paris', seed: 42, version: UNVERSIONED_VERSION });
    await openDashboard(page, { q: 'Paris', seed: 42 });
    await waitForCompletion(page);
    // The version right after the seed, then the place the mission was pinned to.
    expect(new URL(page.url()).search).toBe(
      `?q=Paris&seed=42&v=1&place=${encodeURIComponent(PARIS_PIN)}&outage=never`,
    );
    expect(await readRows(page)).toEqual(asRows(v1));
    await openProfile(page, 0);
    expect(await shownLabels(page)).toEqual([...PROFILE_FIELDS]);
    expect(parseCoordinates((await readProfile(page)).Coordinates)).toEqual(coordinatesOf(v1[0]!));
  });

  test('a typed search runs version 3 and writes v=3 into the link', async ({ page }) => {
    await openDashboard(page);
    await search(page, 'Paris');
    await waitForCompletion(page);
    const link = linkOf(page);
    expect([...link.keys()]).toEqual(['q', 'seed', 'v', 'place', 'outage']);
    expect(link.get('q')).toBe('Paris');
    expect(link.get('seed')).toMatch(/^\d+$/);
    expect(link.get('v')).toBe(String(LATEST_VERSION));
    expect(link.get('place')).toBe(PARIS_PIN);

    const v3 = await cliAgents({ query: 'Paris', seed: link.get('seed')!, version: 3 });
    expect(await readRows(page)).toEqual(asRows(v3));
    await openProfile(page, 0);
    expect(await shownLabels(page)).toEqual([...PROFILE_FIELDS, ...PROFILE_V2_FIELDS]);
    expect(parseCoordinates((await readProfile(page)).Coordinates)).toEqual(coordinatesOf(v3[0]!));
  });
});

test.describe('a version 2 profile', () => {
  test('shows sex, birth date, age, username, street, postcode, region, phone kind and time zone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openDashboard(page, { q: 'Paris', seed: 'launch-demo', v: 2, place: PARIS_PIN });
    await waitForCompletion(page);
    const usernames: string[] = [];
    // The first agent and the last: the second of several is where a shared value would show.
    for (const index of [0, 11]) {
      await openProfile(page, index);
      expect(await shownLabels(page)).toEqual([...PROFILE_FIELDS, ...PROFILE_V2_FIELDS]);
      const profile = await readProfile(page);
      const v2 = await readProfileV2(page);
      const where = `agent ${index + 1}`;

      expect(['Female', 'Male'], where).toContain(v2.Sex);
      const birthDate = v2['Birth Date'] ?? '';
      expect(birthDate, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(isCalendarDate(birthDate), `${where}: ${birthDate} is a day of the calendar`).toBe(true);
      expect(v2.Age, where).toMatch(/^\d+$/);
      const age = Number(v2.Age);
      // Agents are adults, none older than 80.
      expect(age, where).toBeGreaterThanOrEqual(18);
      expect(age, where).toBeLessThanOrEqual(80);
      // Ages are counted on version 2's fixed day (so a replay never ages): 26 November 2026.
      expect(yearsBetween(birthDate, '2026-11-26'), `${where}: age from ${birthDate}`).toBe(age);

      expect(v2.Username, where).toMatch(/^[a-z_-]+\d+$/);
      usernames.push(v2.Username ?? '');

      // The street and the postcode are the parts of the address; Paris's postcodes are those of its
      // twenty arrondissements (75001–75020, and 75116 for the 16th).
      const address = profile.Address ?? '';
      expect(v2.Street, where).not.toBe('');
      expect(address.startsWith(v2.Street ?? '-'), `${where}: "${address}" starts with its street`).toBe(
        true,
      );
      expect(v2.Postcode, where).toMatch(/^75(0(0[1-9]|1\d|20)|116)$/);
      expect(address, where).toContain(v2.Postcode);
      expect(v2.Region, where).toBe('Île-de-France');
      expect(['Fiction range (reserved for drama)', 'Valid in the national plan'], where).toContain(
        v2['Phone Kind'],
      );
      expect(v2['Time Zone'], where).toBe('Europe/Paris');

      const [lat, lng] = parseCoordinates(profile.Coordinates);
      expect(Math.abs((lat ?? 0) - PARIS.lat), where).toBeLessThan(0.1);
      expect(Math.abs((lng ?? 0) - PARIS.lng), where).toBeLessThan(0.1);

      await returnButton(page).click();
      await expect(agentRows(page)).toHaveCount(12);
    }
    expect(new Set(usernames).size, 'each agent has its own username').toBe(2);
  });
});
