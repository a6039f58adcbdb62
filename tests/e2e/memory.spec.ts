// Steady memory (issue 7): search after search, the page holds no more than it did after the second one.
// Measured as a visitor's tab would grow: the JavaScript heap after a forced garbage collection (Chrome
// DevTools Protocol), the GPU resources deck.gl's layers hold (luma.gl's own resource counts, which it
// publishes on globalThis.luma), and the canvases in the map.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  COMPLETE,
  heatButton,
  mapRegion,
  openDashboard,
  PROFILES_PER_SEARCH,
  search,
  SEARCH_TIMEOUT,
  statusLine,
  agentRows,
  waitForMap,
} from './dashboard.ts';

const SEARCHES = 20;
/**
 * Two places, turn about: every search has new agents, a new fit and new layers' data, while the basemap's
 * tiles for both are cached after the first two searches. (With a new place each time MapLibre's tile cache
 * fills up too, by about 1 MB over twenty searches before it levels off; that is MapLibre's, and bounded.)
 */
const CITIES = ['paris', 'berlin'];
/**
 * Growth allowed between the second search and the twentieth (measured: about 0.6 MB, mostly luma.gl's
 * leftovers described below, levelling off). A map, a deck instance or a layer's data kept per search would
 * exceed it; so would any listener holding on to a search's results and map state.
 */
const HEAP_GROWTH_LIMIT_MB = 3;

interface Footprint {
  heapMb: number;
  /** luma.gl's "… Active" counts: buffers, textures, framebuffers, pipelines and the rest. */
  gpu: Record<string, number>;
  canvases: number;
}

async function measure(page: Page, cdp: CDPSession): Promise<Footprint> {
  // A frame for deck to finish handing over the last layers, then two collections to free what they dropped.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { gpu, canvases } = await page.evaluate(() => {
    interface LumaStats {
      stats: { get(name: string): { getTable(): Record<string, { count: number }> } };
    }
    const luma = (globalThis as unknown as { luma?: LumaStats }).luma;
    const table = luma?.stats.get('GPU Resource Counts').getTable() ?? {};
    const active = Object.entries(table)
      .filter(([name]) => name.endsWith(' Active'))
      .map(([name, stat]) => [name, stat.count] as const);
    return {
      gpu: Object.fromEntries(active),
      canvases: document.querySelectorAll('[aria-label="Map"] canvas').length,
    };
  });
  return { heapMb: usedSize / 2 ** 20, gpu, canvases };
}

test('twenty searches in a row: heap, GPU resources and canvases stay flat', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  // Whole messages instead of typed ones: the same searches, a little faster.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const cdp = await page.context().newCDPSession(page);
  await openDashboard(page);
  await waitForMap(page);
  // The heat layer is the one with textures and framebuffers of its own: keep it in play.
  await heatButton(page).click();

  let afterSecond: Footprint | null = null;
  for (let i = 0; i < SEARCHES; i++) {
    await search(page, CITIES[i % CITIES.length] ?? 'paris');
    await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
    await expect(agentRows(page)).toHaveCount(PROFILES_PER_SEARCH);
    await expect(mapRegion(page)).toHaveAttribute('data-lines', String(PROFILES_PER_SEARCH));
    await expect(mapRegion(page)).toHaveAttribute('data-heat', 'on');
    if (i === 1) afterSecond = await measure(page, cdp);
  }
  const afterLast = await measure(page, cdp);
  if (!afterSecond) throw new Error('no measurement after the second search');
  await testInfo.attach('footprints', {
    body: JSON.stringify({ afterSecond, afterLast }, null, 2),
    contentType: 'application/json',
  });

  expect(Object.keys(afterSecond.gpu).length, 'luma.gl publishes its resource counts').toBeGreaterThan(0);
  expect(afterSecond.gpu['Buffers Active'] ?? 0, 'deck holds buffers for the agents').toBeGreaterThan(0);
  // One vertex array and one sampler per search are luma.gl's, not ours: deck.gl's heat layer builds a new
  // weights transform whenever its data changes (a new search), and luma.gl 9.4.2's Model.destroy() frees
  // the old one's buffers and textures but not its vertex array or sampler. Everything else stays exact;
  // a layer rebuilt per search (as before the layers were retained) costs seven of each.
  const grown = (name: string) => (afterLast.gpu[name] ?? 0) - (afterSecond.gpu[name] ?? 0);
  const upstream = SEARCHES - 2;
  expect(grown('VertexArrays Active'), 'vertex arrays').toBeLessThanOrEqual(upstream);
  expect(grown('Samplers Active'), 'samplers').toBeLessThanOrEqual(upstream);
  expect(grown('Resources Active'), 'all resources').toBeLessThanOrEqual(2 * upstream);
  const exact = (footprint: Footprint) =>
    Object.entries(footprint.gpu).filter(
      ([name]) => !['VertexArrays Active', 'Samplers Active', 'Resources Active'].includes(name),
    );
  expect(exact(afterLast), 'other GPU resources after search 20 vs search 2').toEqual(exact(afterSecond));
  expect(afterLast.canvases).toBe(afterSecond.canvases);
  expect(afterLast.heapMb - afterSecond.heapMb, 'heap growth in MB').toBeLessThan(HEAP_GROWTH_LIMIT_MB);
});
