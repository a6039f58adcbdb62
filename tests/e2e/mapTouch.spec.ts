// The map answers when touched (issue 20): hover a marker for its agents, click to select (and the
// table scrolls to the row), a row's pointer or focus rings its marker, a filter narrows table, map,
// exports and links together, and "Export Map PNG" saves the picture. Everything is found by role and
// text; where the map must be looked at, its pixels are read and the marks found by their colours.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  agentRows,
  agentsTable,
  mapRegion,
  openDashboard,
  readRows,
  statusLine,
  waitForCompletion,
  waitForMap,
  COMPLETE,
  SEARCH_TIMEOUT,
} from './dashboard.ts';
import { isCovered, pixelAt, readMapView, readSettledMapView, type MapView } from './mapView.ts';
import { decodePng, type Rgb } from './png.ts';

/** The selected agent's ring, yellow (255, 232, 0): no marker, line, heat or basemap colour is near it. */
const isSelectedRing = ({ r, g, b }: Rgb): boolean => r > 200 && g > 190 && b < 90;
/** The highlighted row's ring, blue (64, 140, 255). */
const isHighlightRing = ({ r, g, b }: Rgb): boolean => b > 200 && g > 100 && g < 190 && r < 120;
/** Marker cores, neon green (57, 255, 20). */
const isMarkerCore = ({ r, g, b }: Rgb): boolean => g > 200 && r < 130 && b < 100;

interface Point {
  x: number;
  y: number;
}

/** Centres of the groups of map pixels (outside every overlay) that `test` holds for, biggest first. */
function blobs(view: MapView, test: (pixel: Rgb) => boolean, margin = 0): (Point & { size: number })[] {
  const { width, height } = view.image;
  const seen = new Uint8Array(width * height);
  const found: (Point & { size: number })[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (seen[y * width + x] || isCovered(view, x, y, margin) || !test(pixelAt(view, x, y))) continue;
      const stack = [[x, y] as const];
      seen[y * width + x] = 1;
      let sumX = 0;
      let sumY = 0;
      let size = 0;
      while (stack.length > 0) {
        const [px, py] = stack.pop() as readonly [number, number];
        sumX += px;
        sumY += py;
        size++;
        for (const [nx, ny] of [
          [px + 1, py],
          [px - 1, py],
          [px, py + 1],
          [px, py - 1],
        ] as const) {
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || seen[ny * width + nx]) continue;
          if (isCovered(view, nx, ny, margin) || !test(pixelAt(view, nx, ny))) continue;
          seen[ny * width + nx] = 1;
          stack.push([nx, ny]);
        }
      }
      found.push({ x: sumX / size, y: sumY / size, size });
    }
  }
  return found.sort((a, b) => b.size - a.size);
}

/** Moves the mouse to a point of the map region. */
async function pointAt(page: Page, point: Point): Promise<void> {
  const box = await mapRegion(page).boundingBox();
  if (!box) throw new Error('the map region has no box');
  await page.mouse.move(box.x + point.x, box.y + point.y);
}

async function clickAt(page: Page, point: Point): Promise<void> {
  const box = await mapRegion(page).boundingBox();
  if (!box) throw new Error('the map region has no box');
  await page.mouse.click(box.x + point.x, box.y + point.y);
}

/** The agents a hover tooltip names: each codename with its name and "profession · city" line. */
async function tooltipAgents(tooltip: Locator) {
  return tooltip.evaluate((element) =>
    Array.from(element.querySelectorAll('.map-tooltip__codename')).map((codename) => {
      const name = codename.nextElementSibling;
      const detail = name?.nextElementSibling;
      return {
        codename: codename.textContent ?? '',
        name: name?.textContent ?? '',
        detail: detail?.textContent ?? '',
      };
    }),
  );
}

/** The marker the mission drew away from every overlay (panel, table, legend), with room for its ring. */
async function freeMarker(page: Page): Promise<Point> {
  const view = await readSettledMapView(page);
  const [marker] = blobs(view, isMarkerCore, 16);
  if (!marker) throw new Error('no marker in view outside the overlays');
  return marker;
}

async function runMission(page: Page, params: { q: string; seed: number; n?: number }): Promise<void> {
  await openDashboard(page, { ...params, v: 2 });
  if ((params.n ?? 12) === 12) await waitForCompletion(page);
  else await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
  await waitForMap(page);
}

const tooltip = (page: Page): Locator => page.getByRole('tooltip');
const selectedCard = (page: Page): Locator =>
  mapRegion(page).getByRole('group', { name: /^Selected agent / });
const filterToggle = (page: Page): Locator => page.getByText('Filter', { exact: true });
const countLine = (page: Page): Locator => page.getByTestId('agent-count');

test.describe('the map answers when touched', () => {
  test('hovering a marker shows its agents, as the table lists them', async ({ page }) => {
    test.setTimeout(120_000);
    await runMission(page, { q: 'paris', seed: 3 });
    const rows = await readRows(page);
    const marker = await freeMarker(page);
    await pointAt(page, marker);
    await expect(tooltip(page)).toBeVisible();
    const named = await tooltipAgents(tooltip(page));
    expect(named.length).toBeGreaterThan(0);
    for (const agent of named) {
      const row = rows.find((candidate) => candidate.Codename === agent.codename);
      expect(row, `the table has ${agent.codename}`).toBeDefined();
      expect(agent.name).toBe(row?.['Full Name']);
      expect(agent.detail).toBe(`${row?.Profession} · ${row?.City}`);
    }
    // Away from every marker, and off the map, the tooltip goes.
    await pointAt(page, { x: 2, y: 2 });
    await expect(tooltip(page)).toBeHidden();
  });

  test('a marker standing for many agents says how many and lists the first few', async ({ page }) => {
    test.setTimeout(150_000);
    await runMission(page, { q: 'paris', seed: 11, n: 10_000 });
    // 10,000 agents round Paris: the biggest green group on screen is a crowd of overlapping markers.
    const marker = await freeMarker(page);
    await pointAt(page, marker);
    await expect(tooltip(page)).toContainText(/^[\d,]+ agents here/);
    const total = Number((await tooltip(page).locator('.map-tooltip__count').innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(1);
    const listed = await tooltipAgents(tooltip(page));
    expect(listed.length).toBe(Math.min(total, 4));
    if (total > 4) await expect(tooltip(page)).toContainText(`and ${(total - 4).toLocaleString('en')} more`);
  });

  test('clicking a marker selects its agent: the row scrolls into view, highlighted, and the card opens the profile', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await runMission(page, { q: 'lyon', seed: 5, n: 1000 });
    const marker = await freeMarker(page);
    await pointAt(page, marker);
    const [hovered] = await tooltipAgents(tooltip(page));
    if (!hovered) throw new Error('no agent under the marker');
    await clickAt(page, marker);

    await expect(selectedCard(page)).toContainText(hovered.codename);
    const selectedRow = agentsTable(page).locator('tr[aria-current="true"]');
    await expect(selectedRow).toHaveCount(1);
    await expect(selectedRow.getByRole('link')).toHaveText(hovered.codename);
    await expect(selectedRow).toBeInViewport();
    // The ring is drawn round the marker.
    await pointAt(page, { x: 2, y: 2 });
    await expect
      .poll(async () => blobs(await readMapView(page), isSelectedRing).length, { timeout: 10_000 })
      .toBeGreaterThan(0);

    // Escape clears the selection: no card, no highlighted row, no ring.
    await page.keyboard.press('Escape');
    await expect(selectedCard(page)).toBeHidden();
    await expect(selectedRow).toHaveCount(0);
    await expect.poll(async () => blobs(await readMapView(page), isSelectedRing).length).toBe(0);

    await clickAt(page, marker);
    await selectedCard(page).getByRole('link', { name: 'Open profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Agent Profile — ${hovered.codename}`);
  });

  test('a row under the focus rings its marker, and Enter on it selects that agent', async ({ page }) => {
    test.setTimeout(120_000);
    await runMission(page, { q: 'paris', seed: 3 });
    const rows = await readRows(page);
    await pointAt(page, { x: 2, y: 2 });
    expect(blobs(await readSettledMapView(page), isHighlightRing)).toHaveLength(0);

    // Try rows until one's marker lies in the open map (not under the panel or the table).
    let found: { ring: Point; codename: string; row: Locator } | null = null;
    for (let index = 0; index < rows.length && found === null; index++) {
      const row = agentRows(page).nth(index);
      await row.focus();
      const ring = await expect
        .poll(async () => blobs(await readMapView(page), isHighlightRing).length, { timeout: 5_000 })
        .toBeGreaterThan(0)
        .then(async () => blobs(await readMapView(page), isHighlightRing)[0])
        .catch(() => undefined);
      if (ring) found = { ring, codename: rows[index]?.Codename ?? '', row };
    }
    if (found === null) throw new Error('no row’s marker is in the open map');

    // The ring is round that row's agent: hovering its centre names the agent.
    await pointAt(page, found.ring);
    await expect(tooltip(page)).toBeVisible();
    expect((await tooltipAgents(tooltip(page))).map((agent) => agent.codename)).toContain(found.codename);
    await pointAt(page, { x: 2, y: 2 });

    await found.row.focus();
    await page.keyboard.press('Enter');
    await expect(found.row).toHaveAttribute('aria-current', 'true');
    await expect(selectedCard(page)).toContainText(found.codename);
    // Leaving the row takes the blue ring away; the selection's yellow one stays.
    await page.getByRole('button', { name: 'Toggle Heat Map' }).focus();
    await expect.poll(async () => blobs(await readMapView(page), isHighlightRing).length).toBe(0);
    expect(blobs(await readMapView(page), isSelectedRing).length).toBeGreaterThan(0);
  });

  test('the filter narrows table, markers and count line together, and Clear filter restores them', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await runMission(page, { q: 'paris', seed: 7, n: 1000 });
    await expect(countLine(page)).toHaveText('1,000 agents');
    await filterToggle(page).click();
    const profession = page.getByRole('combobox', { name: 'Profession' });
    await expect(profession).toBeVisible();
    // The second option is the first profession (the first is "All"), with how many agents have it.
    const option = (await profession.locator('option').nth(1).innerText()).trim();
    const match = /^(.*) \((\d[\d,]*)\)$/.exec(option);
    if (!match) throw new Error(`unexpected option ${option}`);
    const [, name = '', count = ''] = match;
    const kept = Number(count.replace(/,/g, ''));
    await profession.selectOption({ label: option });

    await expect(countLine(page)).toHaveText(`${kept.toLocaleString('en')} of 1,000 agents`);
    await expect(mapRegion(page)).toHaveAttribute('data-markers', String(kept));
    const rows = await readRows(page);
    expect(rows.length).toBe(Math.min(kept, rows.length));
    expect(rows.every((row) => row.Profession === name)).toBe(true);
    // The link carries the filter, so a reload shows the same agents (written once the picture is drawn).
    await expect(page).toHaveURL((url) => url.searchParams.get('profession') === name);

    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(countLine(page)).toHaveText('1,000 agents');
    await expect(mapRegion(page)).toHaveAttribute('data-markers', '1000');
    await expect(page).toHaveURL((url) => url.searchParams.get('profession') === null);
  });

  test('exports and Copy Link offer the filtered agents or the whole mission, and say which', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await runMission(page, { q: 'tokyo', seed: 2, n: 200 });
    await filterToggle(page).click();
    const agency = page.getByRole('combobox', { name: 'Agency' });
    const option = (await agency.locator('option').nth(1).innerText()).trim();
    const [, name = '', count = '0'] = /^(.*) \((\d+)\)$/.exec(option) ?? [];
    await agency.selectOption({ label: option });
    const kept = Number(count);

    const scope = page.getByRole('group', { name: 'Agents to share and export' });
    await expect(scope.getByRole('radio', { name: /The filtered agents/ })).toBeChecked();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('agents-tokyo-seed-2-n200-filtered.csv');
    const records = parseCsv(fs.readFileSync(await download.path()), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(records).toHaveLength(kept);
    expect(records.every((record) => record['agency'] === name)).toBe(true);
    await expect(
      page.getByText(`Saved agents-tokyo-seed-2-n200-filtered.csv: ${kept} of 200 agents, filtered`),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText(/^Link copied, with the filter/)).toBeVisible();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(link.searchParams.get('agency')).toBe(name);

    await scope.getByRole('radio', { name: /The whole mission/ }).check();
    const [whole] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(whole.suggestedFilename()).toBe('agents-tokyo-seed-2-n200.csv');
    expect(parseCsv(fs.readFileSync(await whole.path()), { bom: true, columns: true })).toHaveLength(200);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    expect(
      new URL(await page.evaluate(() => navigator.clipboard.readText())).searchParams.get('agency'),
    ).toBeNull();

    // The filtered link, opened in a new page, shows the same filtered agents.
    const other = await context.newPage();
    await other.goto(link.pathname + link.search);
    await expect(other.getByTestId('agent-count')).toHaveText(`${kept} of 200 agents`, {
      timeout: SEARCH_TIMEOUT,
    });
  });

  test('Export Map PNG saves the map as it is, at its size, with the attribution written in', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await runMission(page, { q: 'paris', seed: 3 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Map PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('map-paris-seed-3.png');
    const picture = decodePng(fs.readFileSync(await download.path()));
    const size = await mapRegion(page).evaluate((region) => ({
      width: Math.round(region.clientWidth * window.devicePixelRatio),
      height: Math.round(region.clientHeight * window.devicePixelRatio),
    }));
    expect({ width: picture.width, height: picture.height }).toEqual(size);
    await expect(page.getByText('Saved map-paris-seed-3.png')).toBeVisible();

    const count = (test: (pixel: Rgb) => boolean, x0: number, y0: number, x1: number, y1: number) => {
      let found = 0;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const i = (y * picture.width + x) * 4;
          if (test({ r: picture.data[i] ?? 0, g: picture.data[i + 1] ?? 0, b: picture.data[i + 2] ?? 0 }))
            found++;
        }
      return found;
    };
    const { width, height } = picture;
    // The agents are in it (deck's canvas), and so is the basemap (MapLibre's): not one colour.
    expect(count(isMarkerCore, 0, 0, width, height)).toBeGreaterThan(50);
    expect(
      count(({ r, g, b }) => Math.max(r, g, b) > 20 && !isMarkerCore({ r, g, b }), 0, 0, width, height),
    ).toBeGreaterThan(1000);
    // The attribution: light text on a dark band along the bottom right corner.
    const light = ({ r, g, b }: Rgb) => r > 150 && g > 150 && b > 150;
    expect(count(light, width - 300, height - 22, width, height)).toBeGreaterThan(40);
  });

  test('axe finds nothing serious with a tooltip open, a row selected and the filter open', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await runMission(page, { q: 'paris', seed: 3 });
    await filterToggle(page).click();
    await expect(page.getByRole('combobox', { name: 'Profession' })).toBeVisible();
    const row = agentRows(page).first();
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('aria-current', 'true');
    const marker = await freeMarker(page);
    await pointAt(page, marker);
    await expect(tooltip(page)).toBeVisible();

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      // The map canvas's pixels are not text: contrast over it is the a11y spec's worst-case check.
      .disableRules(['color-contrast'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await expect(tooltip(page)).toBeVisible();
  });
});
