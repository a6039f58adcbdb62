// Issue 22, the map's first picture: a mission link's agents are drawn on a 2D sketch of the map as soon
// as its search is complete, before the map's code (MapLibre and deck.gl) has loaded; the map then draws
// them where the sketch did, and the sketch goes. The map's code is held back here by routing its chunk,
// so the sketch is seen alone, however fast the machine.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  COMPLETE,
  dashboardUrl,
  heatButton,
  mapRegion,
  openDashboard,
  search,
  searchBox,
  SEARCH_TIMEOUT,
  statusLine,
} from './dashboard.ts';
import { decodePng } from './png.ts';
import type { Rgb } from './png.ts';
import { boundsOf, countMap, isHeat, isLine, isMarker, type MapView } from './mapView.ts';

const AGENTS = 1000;
const sketch = (page: Page) => page.getByTestId('map-sketch');
/** The chunk that starts MapLibre and deck.gl (AgentMap loads it on mount). */
const MAP_CODE = /\/assets\/agentMapController-[^/]+\.js$/;

/** Holds the map's code back until `release()` is called. */
async function holdMapCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(MAP_CODE, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A screenshot of the map's area alone: the panel, the table, the legend, the map's buttons and
 * captions are hidden for it, so every pixel is the sketch's or the map's drawing.
 */
async function mapArea(page: Page): Promise<MapView> {
  // Hidden through the CSSOM: the app's Content-Security-Policy refuses a style sheet added inline.
  const hide = (visibility: string) =>
    page.evaluate(
      ([selector, value]) => {
        for (const element of document.querySelectorAll<HTMLElement>(selector ?? '')) {
          element.style.visibility = value ?? '';
        }
      },
      [OVER_THE_MAP, visibility],
    );
  await hide('hidden');
  const image = decodePng(await page.locator('.dashboard__map').screenshot({ animations: 'disabled' }));
  await hide('');
  // Nothing is drawn over it any more.
  return { image, overlays: [] };
}

/** What is drawn in HTML over or beside the map's drawing. */
const OVER_THE_MAP =
  '.panel, .results, .map-legend, [data-map-overlay], .maplibregl-ctrl-attrib, .map-sketch__caption, .map-london';

/** The box around the pixels of the area for which `test` holds, and how many there are. */
function boxOf(view: MapView, test: (pixel: Rgb) => boolean) {
  const box = boundsOf(view, test);
  return box === null ? null : { ...box, count: countMap(view, test) };
}

test.describe('the map’s sketch', () => {
  test('draws a mission link’s agents before the map’s code has loaded, where the map then draws them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const release = await holdMapCode(page);
    await page.goto(dashboardUrl({ q: 'paris', seed: 7, v: 2, n: AGENTS }));
    await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
    // Every agent, with its line from London, is on the sketch; the map has drawn nothing yet.
    await expect(sketch(page)).toHaveAttribute('data-markers', String(AGENTS));
    await expect(sketch(page)).toHaveAttribute('data-lines', String(AGENTS));
    await expect(sketch(page)).toHaveAttribute('data-heat', 'off');
    await expect(mapRegion(page)).toHaveAttribute('data-markers', '0');
    await expect(sketch(page).getByText('Loading map…')).toBeVisible();
    const sketched = await mapArea(page);
    const sketchMarkers = boxOf(sketched, isMarker);
    const sketchLines = boxOf(sketched, isLine);
    expect(sketchMarkers?.count ?? 0, 'marker pixels on the sketch').toBeGreaterThan(5000);
    expect(sketchLines?.count ?? 0, 'line pixels on the sketch').toBeGreaterThan(500);

    release();
    await expect(mapRegion(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    await expect(mapRegion(page)).toHaveAttribute('data-lines', String(AGENTS), { timeout: 30_000 });
    // Once the map has drawn it all, the sketch is gone.
    await expect(sketch(page)).toHaveCount(0);
    const drawn = await mapArea(page);
    const mapMarkers = boxOf(drawn, isMarker);
    expect(mapMarkers).not.toBeNull();
    // The same agents in the same view: the box around the markers matches to within a few pixels
    // (anti-aliasing differs between a 2D canvas and WebGL; a view off by one zoom step would be off by
    // hundreds of pixels).
    for (const side of ['minX', 'minY', 'maxX', 'maxY'] as const) {
      expect(
        Math.abs((sketchMarkers?.[side] ?? NaN) - (mapMarkers?.[side] ?? NaN)),
        side,
      ).toBeLessThanOrEqual(3);
    }
    // The lines leave the markers towards London on both, so their boxes share the markers' side away from it.
    const mapLines = boxOf(drawn, isLine);
    expect(Math.abs((sketchLines?.maxY ?? NaN) - (mapLines?.maxY ?? NaN))).toBeLessThanOrEqual(12);
  });

  test('draws the heat when it is switched on before the map is there', async ({ page }) => {
    test.setTimeout(120_000);
    const release = await holdMapCode(page);
    await page.goto(dashboardUrl({ q: 'paris', seed: 7, v: 2, n: AGENTS }));
    await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
    await expect(sketch(page)).toHaveAttribute('data-markers', String(AGENTS));
    // The map's component is mounted (its own code is what is held): its legend, with a swatch in the heat's
    // colours, is there to be hidden from the screenshots, not added between hiding and shooting.
    await expect(mapRegion(page)).toHaveAttribute('data-markers', '0');
    const before = boxOf(await mapArea(page), isHeat);
    await heatButton(page).click();
    await expect(sketch(page)).toHaveAttribute('data-heat', 'on');
    const sketchHeat = boxOf(await mapArea(page), isHeat);
    expect(before?.count ?? 0, 'heat colours before the heat is on').toBeLessThan(50);
    expect(sketchHeat?.count ?? 0, 'heat colours on the sketch').toBeGreaterThan(5000);

    release();
    await expect(mapRegion(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    await expect(mapRegion(page)).toHaveAttribute('data-heat', 'on', { timeout: 30_000 });
    await expect(sketch(page)).toHaveCount(0);
    const mapHeat = boxOf(await mapArea(page), isHeat);
    // The same kernel and colours: the heat covers about as much of the map, around the same place.
    const ratio = (sketchHeat?.count ?? 0) / (mapHeat?.count ?? 1);
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
    expect(Math.abs((sketchHeat?.minY ?? NaN) - (mapHeat?.minY ?? NaN))).toBeLessThanOrEqual(15);
    expect(Math.abs((sketchHeat?.maxY ?? NaN) - (mapHeat?.maxY ?? NaN))).toBeLessThanOrEqual(15);
  });

  test('never shows once the map is ready: a search from the dashboard draws on the map alone', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openDashboard(page);
    await expect(mapRegion(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    await page.evaluate(() => {
      const seen = { sketch: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="map-sketch"]') !== null) seen.sketch = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.getByLabel('Agents').selectOption(String(AGENTS));
    await search(page, 'paris');
    await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
    await expect(mapRegion(page)).toHaveAttribute('data-lines', String(AGENTS), { timeout: 30_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __seen: { sketch: boolean } }).__seen.sketch),
    ).toBe(false);
    await expect(searchBox(page)).toHaveValue('paris');
  });

  test('gives way to the map’s message when the map cannot load', async ({ page, consoleGuard }) => {
    test.setTimeout(120_000);
    consoleGuard.allow(
      /Map failed|agentMapController|Failed to fetch dynamically imported module|net::ERR_FAILED/,
    );
    await page.route(MAP_CODE, (route) => route.abort());
    await page.goto(dashboardUrl({ q: 'paris', seed: 7, v: 2, n: AGENTS }));
    await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
    await expect(page.getByText('Map unavailable. Results still appear below.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(sketch(page)).toHaveCount(0);
  });
});
