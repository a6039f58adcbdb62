import { expect, test } from './fixtures.ts';
import {
  agentRows,
  agentsTable,
  COLUMNS,
  COMPLETE,
  decrypted,
  IDLE,
  mapRegion,
  openDashboard,
  PROFILES_PER_SEARCH,
  readLog,
  readRows,
  scanning,
  search,
  searchBox,
  searchButton,
  statusHistory,
  statusLine,
  waitForCompletion,
} from './dashboard.ts';

test.describe('dashboard search', () => {
  test('starts idle with an empty table, the agreed columns and an empty map', async ({ page }) => {
    await openDashboard(page);
    await expect(statusLine(page)).toHaveText(IDLE);
    await expect(searchBox(page)).toBeEmpty();
    await expect(agentsTable(page).getByRole('columnheader')).toHaveText(COLUMNS);
    await expect(agentRows(page)).toHaveCount(0);
    await expect(mapRegion(page)).toHaveAttribute('data-markers', '0');
    await expect(mapRegion(page)).toHaveAttribute('data-lines', '0');
    await expect(mapRegion(page)).toHaveAttribute('data-heat', 'off');
  });

  test('an empty or blank search does nothing', async ({ page, geocoder }) => {
    await openDashboard(page);
    await searchButton(page).click();
    await searchBox(page).press('Enter');
    await searchBox(page).fill('   ');
    await searchButton(page).click();
    await searchBox(page).press('Enter');
    // Nothing may happen, so give it time to happen: a search would start typing within ~35 ms.
    await page.waitForTimeout(1_500);
    await expect(statusLine(page)).toHaveText(IDLE);
    await expect(agentRows(page)).toHaveCount(0);
    await expect(mapRegion(page)).toHaveAttribute('data-markers', '0');
    expect(statusHistory(await readLog(page))).toEqual([IDLE]);
    expect(geocoder.requests).toHaveLength(0);
  });

  test('Enter in the search box starts a search', async ({ page }) => {
    await openDashboard(page);
    await searchBox(page).fill('paris');
    await searchBox(page).press('Enter');
    await expect(agentRows(page).first()).toBeVisible({ timeout: 20_000 });
    expect(statusHistory(await readLog(page))).toContain(scanning('paris'));
  });

  test('a search types its statuses in order and reveals 12 agents one at a time', async ({ page }) => {
    await openDashboard(page);
    await search(page, 'paris');

    // Visible growth: once the first agent is in, the rest are still to come.
    await expect(agentRows(page).first()).toBeVisible({ timeout: 20_000 });
    expect(await agentRows(page).count()).toBeLessThan(PROFILES_PER_SEARCH);
    await waitForCompletion(page);
    await expect(mapRegion(page)).toHaveAttribute('data-markers', String(PROFILES_PER_SEARCH));
    await expect(mapRegion(page)).toHaveAttribute('data-lines', String(PROFILES_PER_SEARCH));

    const log = await readLog(page);
    const history = statusHistory(log);
    const wholeMessages = history.filter(
      (status) =>
        status === IDLE ||
        status === scanning('paris') ||
        status === COMPLETE ||
        /^Decrypted profile/.test(status),
    );
    const expectedOrder = [
      IDLE,
      scanning('paris'),
      ...Array.from({ length: PROFILES_PER_SEARCH }, (_, i) => decrypted(i + 1)),
      COMPLETE,
    ];
    // Each message is typed out in full, in the spec's order (partial typing states are filtered out).
    // Soft, so the reveal checks below still run and report when the status order is wrong.
    expect.soft(wholeMessages.filter((status) => expectedOrder.includes(status))).toEqual(expectedOrder);
    expect(history.some((status) => status.startsWith('⚠'))).toBe(false);
    expect(history[history.length - 1]).toBe(COMPLETE);

    // Rows arrive one at a time, 200–400 ms apart, each with its marker; lines only at the end.
    const arrivals = log.filter((snapshot, i) => i > 0 && snapshot.rows !== log[i - 1]?.rows);
    expect(arrivals.map((snapshot) => snapshot.rows)).toEqual(
      Array.from({ length: PROFILES_PER_SEARCH }, (_, i) => i + 1),
    );
    for (let i = 1; i < arrivals.length; i++) {
      const gap = (arrivals[i]?.t ?? 0) - (arrivals[i - 1]?.t ?? 0);
      expect(gap, `gap before row ${i + 1}`).toBeGreaterThanOrEqual(180);
    }
    expect(
      log.some(
        (snapshot) =>
          snapshot.rows > 0 &&
          snapshot.rows < PROFILES_PER_SEARCH &&
          snapshot.markers === String(snapshot.rows),
      ),
      'markers appear while agents are being revealed',
    ).toBe(true);
    for (const snapshot of log) {
      expect(Number(snapshot.markers ?? 0), 'markers never exceed rows').toBeLessThanOrEqual(snapshot.rows);
      if (snapshot.rows < PROFILES_PER_SEARCH)
        expect(snapshot.lines ?? '0', 'no lines before completion').toBe('0');
    }

    const rows = await readRows(page);
    expect(rows).toHaveLength(PROFILES_PER_SEARCH);
    for (const row of rows) {
      expect(row.City).toBe('Paris');
      expect(row.Nationality).toBe('France');
      for (const column of COLUMNS) expect(row[column], `${column} of ${row.Codename}`).not.toBe('');
      expect(row.Email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i);
      expect(row.Codename).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    }
    // Codenames end in an animal word; twelve identical agents would mean the generator is stuck.
    expect(new Set(rows.map((row) => row['Full Name'])).size).toBeGreaterThan(1);
  });

  test('a new search clears the old results, markers and lines first', async ({ page }) => {
    test.setTimeout(120_000);
    await openDashboard(page, { q: 'paris', seed: 3 });
    await waitForCompletion(page);
    await expect(mapRegion(page)).toHaveAttribute('data-lines', String(PROFILES_PER_SEARCH));
    const before = (await readLog(page)).length;

    await search(page, 'berlin');
    await waitForCompletion(page);
    const after = (await readLog(page)).slice(before);
    const cleared = after.findIndex((snapshot) => snapshot.rows === 0);
    expect(cleared, 'the table empties when the new search starts').toBeGreaterThanOrEqual(0);
    expect(after.slice(0, cleared).every((snapshot) => snapshot.rows === PROFILES_PER_SEARCH)).toBe(true);
    // The map may follow a frame later, but before the first new agent arrives its markers and lines are gone.
    const firstNewRow = after.findIndex((snapshot, i) => i > cleared && snapshot.rows > 0);
    const beforeNewAgents = after.slice(cleared, firstNewRow);
    expect(
      beforeNewAgents.some((snapshot) => snapshot.markers === '0' && snapshot.lines === '0'),
      'old markers and lines removed before new agents appear',
    ).toBe(true);
    for (const row of await readRows(page)) expect(row.City).toBe('Berlin');
  });

  test('a search started during another replaces it completely', async ({ page }) => {
    test.setTimeout(120_000);
    await openDashboard(page);
    await search(page, 'paris');
    await expect(agentRows(page).first()).toBeVisible({ timeout: 20_000 });
    await search(page, 'tokyo');
    await waitForCompletion(page);
    // The cancelled search must not deliver late agents.
    await page.waitForTimeout(2_000);
    await expect(agentRows(page)).toHaveCount(PROFILES_PER_SEARCH);
    await expect(mapRegion(page)).toHaveAttribute('data-markers', String(PROFILES_PER_SEARCH));
    await expect(statusLine(page)).toHaveText(COMPLETE);

    const rows = await readRows(page);
    expect(rows.map((row) => row.City)).toEqual(Array<string>(PROFILES_PER_SEARCH).fill('Tokyo'));
    expect(rows.map((row) => row.Nationality)).toEqual(Array<string>(PROFILES_PER_SEARCH).fill('Japan'));
    const log = await readLog(page);
    expect(
      log.some((snapshot) => snapshot.cities.includes('Paris')),
      'paris rows were shown first',
    ).toBe(true);
    expect(
      log.filter((snapshot) => snapshot.cities.includes('Paris') && snapshot.cities.includes('Tokyo')),
      'Paris and Tokyo agents never share the table',
    ).toEqual([]);
    expect(statusHistory(log)).toContain(scanning('tokyo'));
  });

  test('the results table is at most 40% of the screen high and scrolls', async ({ page }) => {
    await openDashboard(page, { q: 'paris', seed: 42 });
    await waitForCompletion(page);
    for (const height of [720, 1000]) {
      await page.setViewportSize({ width: 1280, height });
      const box = await agentsTable(page).evaluate((table) => {
        let element: Element | null = table;
        while (element && !['auto', 'scroll'].includes(getComputedStyle(element).overflowY)) {
          element = element.parentElement;
        }
        if (!element) return null;
        return { height: element.getBoundingClientRect().height, scrollHeight: element.scrollHeight };
      });
      expect(box, 'the table sits in a scrollable container').not.toBeNull();
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(height * 0.4 + 1);
      expect(box?.height ?? 0).toBeGreaterThan(0);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    // Twelve rows do not fit in 288 px: the last one is reached by scrolling.
    const last = agentRows(page).last();
    await expect(last).not.toBeInViewport({ ratio: 1 });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
  });

  test('the seeded link gives the same 12 agents on every load', async ({ page }) => {
    test.setTimeout(120_000);
    await openDashboard(page, { q: 'paris', seed: 42 });
    await waitForCompletion(page);
    expect(statusHistory(await readLog(page))).toContain(scanning('paris'));
    const first = await readRows(page);

    await page.reload();
    await waitForCompletion(page);
    expect(await readRows(page)).toEqual(first);

    await openDashboard(page, { q: 'paris', seed: 43 });
    await waitForCompletion(page);
    const other = await readRows(page);
    expect(
      other.map((row) => row.Codename),
      'another seed gives other agents',
    ).not.toEqual(first.map((row) => row.Codename));
  });
});
