import { expect, test } from './fixtures.ts';
import {
  openDashboard,
  readLog,
  PROFILES_PER_SEARCH,
  readRows,
  search,
  waitForCompletion,
} from './dashboard.ts';

const all = (value: string): string[] => Array<string>(PROFILES_PER_SEARCH).fill(value);

test.describe('geocoder', () => {
  test('its answer wins over the local list: "paris" geocoded as Tokyo gives Japanese agents', async ({
    page,
    geocoder,
  }) => {
    geocoder.answer();
    await openDashboard(page);
    await search(page, 'paris');
    await waitForCompletion(page);

    const rows = await readRows(page);
    expect(rows.map((row) => row.Nationality)).toEqual(all('Japan'));
    expect(rows.map((row) => row.City)).toEqual(all('Tokyo'));

    expect(geocoder.requests.length).toBeGreaterThanOrEqual(1);
    const url = new URL(geocoder.requests[0]?.url() ?? '');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('paris');
    expect(url.searchParams.get('format')).toBe('json');
    expect(url.searchParams.get('limit')).toBe('1');
  });

  test('an HTTP error falls back to the local list and is logged, not shown', async ({
    page,
    geocoder,
    consoleGuard,
  }) => {
    geocoder.fail(500);
    await openDashboard(page);
    await search(page, 'paris');
    await waitForCompletion(page);

    const rows = await readRows(page);
    expect(rows.map((row) => row.City)).toEqual(all('Paris'));
    expect(rows.map((row) => row.Nationality)).toEqual(all('France'));
    expect(geocoder.requests.length).toBeGreaterThanOrEqual(1);
    // Spec §8: the failure is silent on screen, logged in the console (as a warning, so the guard passes it).
    expect(consoleGuard.messages.some((line) => /^\[(warning|info|log)\].*geocod/i.test(line))).toBe(true);
    await expect(page.getByText(/500|geocod/i)).toHaveCount(0);
  });

  test('a geocoder slower than the timeout falls back to the local list', async ({ page, geocoder }) => {
    geocoder.slow();
    await openDashboard(page);
    await search(page, 'paris');
    await waitForCompletion(page);

    // The agents came before the slow answer (Tokyo) was even sent: the app gave up on it by itself.
    const origin = await page.evaluate(() => performance.timeOrigin);
    const firstAgent = (await readLog(page)).find((snapshot) => snapshot.rows > 0);
    if (!firstAgent) throw new Error('no agent recorded');
    expect(geocoder.requests.length).toBeGreaterThanOrEqual(1);
    const answered = geocoder.answeredAt[0] ?? Infinity;
    expect(origin + firstAgent.t).toBeLessThan(answered);

    const rows = await readRows(page);
    expect(rows.map((row) => row.City)).toEqual(all('Paris'));
    expect(rows.map((row) => row.Nationality)).toEqual(all('France'));
  });
});
