import { expect, test } from './fixtures.ts';
import {
  heatButton,
  mapRegion,
  openDashboard,
  PROFILES_PER_SEARCH,
  readLog,
  search,
  waitForCompletion,
  waitForMap,
} from './dashboard.ts';
import { countMap, isHeat, readSettledMapView } from './mapView.ts';

test.describe('heat map', () => {
  test('toggles off → on → off, draws the cyan–magenta–white heat, and stays on across a new search', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openDashboard(page, { q: 'paris', seed: 42 });
    await waitForCompletion(page);
    await waitForMap(page);
    const button = heatButton(page);
    const map = mapRegion(page);

    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(map).toHaveAttribute('data-heat', 'off');
    expect(countMap(await readSettledMapView(page), isHeat), 'no heat colours while off').toBeLessThan(20);

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(map).toHaveAttribute('data-heat', 'on');
    expect(countMap(await readSettledMapView(page), isHeat), 'heat colours while on').toBeGreaterThan(500);

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(map).toHaveAttribute('data-heat', 'off');
    expect(countMap(await readSettledMapView(page), isHeat), 'heat gone again').toBeLessThan(20);

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(map).toHaveAttribute('data-heat', 'on');
    const before = (await readLog(page)).length;
    await search(page, 'berlin');
    await waitForCompletion(page);
    // Spec §4: a search removes the old heat layer, and the new one is added after the reveal, with the fit
    // and the lines. So while agents are still arriving no heat layer is drawn. (Soft: the checks of the
    // finished state below still run.)
    const during = (await readLog(page)).slice(before);
    const heatWhileRevealing = during.filter(
      (snapshot) => snapshot.rows > 0 && snapshot.rows < PROFILES_PER_SEARCH && snapshot.heat === 'on',
    );
    expect
      .soft(
        [...new Set(heatWhileRevealing.map((snapshot) => snapshot.rows))],
        'row counts at which a heat layer was drawn before the search completed',
      )
      .toEqual([]);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(map).toHaveAttribute('data-heat', 'on');
    expect(countMap(await readSettledMapView(page), isHeat), 'heat for the new agents').toBeGreaterThan(500);
  });
});

/**
 * Heat pixels on deck's own canvas (kept between frames, see agentOverlay.ts), counted in the page: at the
 * second frame after the map says it shows a finished search's heat, and again once the map has settled.
 * Runs in the page so the first count is taken in that frame, not a screenshot's round trip later.
 */
const COUNT_HEAT_ON_ARRIVAL = `new Promise((resolve) => {
  const map = document.querySelector('[aria-label="Map"]');
  const countHeat = () => {
    const deckCanvas = [...map.querySelectorAll('canvas')].find((c) => !c.classList.contains('maplibregl-canvas'));
    const copy = document.createElement('canvas');
    copy.width = deckCanvas.width;
    copy.height = deckCanvas.height;
    const context = copy.getContext('2d');
    context.drawImage(deckCanvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let heat = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      // The heat's cyan, magenta and white (mapView.ts's isHeat), where deck drew anything.
      if (a > 0 && ((r < 100 && g > 170 && b > 170) || (r > 170 && g < 100 && b > 170) || (r > 225 && g > 225 && b > 225))) heat++;
    }
    return heat;
  };
  const observer = new MutationObserver(() => {
    if (map.dataset.heat !== 'on' || map.dataset.lines !== '1000') return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const arrival = countHeat();
      setTimeout(() => resolve({ arrival, settled: countHeat() }), 2500);
    }));
  });
  observer.observe(map, { attributes: true });
})`;

test('the heat of a finished search is made for the view it is drawn in, from its first frame', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The world view, heat on, a thousand agents: at completion the camera jumps to Paris, and the heat
  // arrives with the finished search (spec §4). It used to be aggregated first for the world view it was
  // last drawn in, and put right half a second later.
  await openDashboard(page);
  await waitForMap(page);
  await page.getByLabel('Agents').selectOption('1000');
  await heatButton(page).click();
  await expect(heatButton(page)).toHaveAttribute('aria-pressed', 'true');
  const counted = page.evaluate(COUNT_HEAT_ON_ARRIVAL) as Promise<{ arrival: number; settled: number }>;
  await search(page, 'paris');
  const { arrival, settled } = await counted;
  expect(settled, 'heat on the settled map').toBeGreaterThan(2000);
  // The same heat in both frames: nothing but the basemap's tiles changes after the search is drawn.
  expect(Math.abs(arrival - settled), `heat pixels: ${arrival} on arrival, ${settled} settled`).toBeLessThan(
    settled * 0.1,
  );
});
