import { expect, test } from './fixtures.ts';
import {
  agentRows,
  mapRegion,
  openDashboard,
  PROFILES_PER_SEARCH,
  readLog,
  search,
  waitForCompletion,
  waitForMap,
} from './dashboard.ts';
import {
  boundsOf,
  countMap,
  isLine,
  isMarker,
  readMapView,
  readSettledMapView,
  repeatAlong,
  screenDirection,
} from './mapView.ts';

test.describe('map', () => {
  test('draws a marker per agent as they arrive, then fits them and draws the London lines', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    await waitForMap(page);
    const before = await readSettledMapView(page);
    expect(countMap(before, isMarker), 'no marker colour before a search').toBeLessThan(10);
    expect(countMap(before, isLine), 'no line colour before a search').toBeLessThan(10);

    await search(page, 'paris');
    await expect(agentRows(page).first()).toBeVisible({ timeout: 20_000 });
    // Before the fit, the agents sit on Paris at the initial world view: one cluster of markers.
    await expect
      .poll(async () => countMap(await readMapView(page), isMarker), { timeout: 10_000 })
      .toBeGreaterThan(30);

    await waitForCompletion(page);
    await expect(mapRegion(page)).toHaveAttribute('data-markers', String(PROFILES_PER_SEARCH));
    await expect(mapRegion(page)).toHaveAttribute('data-lines', String(PROFILES_PER_SEARCH));
    // Lines only once every agent is in (read from the recorder: polling could miss the moment).
    const log = await readLog(page);
    expect(
      log.filter((snapshot) => snapshot.rows < PROFILES_PER_SEARCH && (snapshot.lines ?? '0') !== '0'),
    ).toEqual([]);
    const after = await readSettledMapView(page);
    await testInfo.attach('map after search', {
      body: await mapRegion(page).screenshot(),
      contentType: 'image/png',
    });
    // Fitted to Paris, the twelve markers spread out: several whole discs of radius 6 are visible.
    expect(countMap(after, isMarker)).toBeGreaterThan(3 * 80);
    expect(countMap(after, isLine), 'dashed lines towards London').toBeGreaterThan(40);
    // Dashed: 8 px dashes and 6 px gaps along each line. A line pixel seen 7 px further towards London
    // mostly lands in a gap (all but the last pixel of a dash do); 14 px further, a period on, on a dash
    // again. Along solid lines both would be near 1. (Paris's agents are within about 15 km of it, so their lines all run one way on screen.)
    const towardsLondon = screenDirection([2.3522, 48.8566], [-0.1276, 51.5072]);
    const halfPeriod = repeatAlong(after, isLine, towardsLondon, 7);
    const period = repeatAlong(after, isLine, towardsLondon, 14);
    expect(halfPeriod, 'line pixels half a dash period on').toBeLessThan(0.6);
    expect(period - halfPeriod, 'a period on, the dashes come back').toBeGreaterThan(0.3);

    // Fitted with padding 50 (spec §9): the markers spread over the map, none closer to its edge than the
    // padding less a marker's radius and outline.
    const box = boundsOf(after, isMarker);
    if (!box) throw new Error('no markers drawn');
    expect(
      Math.max(box.maxX - box.minX, box.maxY - box.minY),
      'markers spread out by the fit',
    ).toBeGreaterThan(150);
    const margin = 50 - 9;
    expect(box.minX).toBeGreaterThanOrEqual(margin);
    expect(box.minY).toBeGreaterThanOrEqual(margin);
    expect(box.maxX).toBeLessThanOrEqual(after.image.width - 1 - margin);
    expect(box.maxY).toBeLessThanOrEqual(after.image.height - 1 - margin);
  });
});
