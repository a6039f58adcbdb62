import { expect, test, TILE_COLOUR } from './fixtures.ts';
import { mapRegion, openDashboard, waitForMap } from './dashboard.ts';
import { countMap, isNotBlack, mapArea, readSettledMapView } from './mapView.ts';
import type { Rgb } from './png.ts';

const isFakeTile = ({ r, g, b }: Rgb): boolean =>
  Math.abs(r - TILE_COLOUR.r) <= 10 && Math.abs(g - TILE_COLOUR.g) <= 10 && Math.abs(b - TILE_COLOUR.b) <= 10;

/** Waits until `count()` has not changed for two seconds (at most 30 s), and returns it. */
async function settledCount(count: () => number): Promise<number> {
  let last = count();
  let stableSince = Date.now();
  const deadline = Date.now() + 30_000;
  while (Date.now() - stableSince < 2_000) {
    if (Date.now() > deadline) throw new Error(`still changing after 30 s (now ${count()})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (count() !== last) {
      last = count();
      stableSince = Date.now();
    }
  }
  return last;
}

test.describe('basemap', () => {
  for (const failure of ['aborted', 'HTTP 503'] as const) {
    test(`with remote tiles ${failure}, the offline basemap still draws the world, without errors`, async ({
      page,
      tiles,
    }) => {
      if (failure === 'HTTP 503') tiles.fail(503);
      await openDashboard(page);
      await waitForMap(page);
      const view = await readSettledMapView(page);
      // Land, borders and labels at the initial world view cover far more than 5% of the map.
      expect(countMap(view, isNotBlack) / mapArea(view)).toBeGreaterThan(0.05);
      expect(countMap(view, isFakeTile)).toBe(0);
      expect(tiles.requests.length, 'the remote tiles were asked for').toBeGreaterThan(0);
      // The fixture fails the test on any console error the app logs about the failed tiles.

      // No error loop: the remote layer gives up, and then not even a zoom (which needs new tiles) asks again.
      const givenUp = await settledCount(() => tiles.requests.length);
      const map = mapRegion(page);
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
      await page.mouse.wheel(0, -600);
      await page.waitForTimeout(3_000);
      expect(tiles.requests.length, 'tile requests after the remote layer gave up').toBe(givenUp);
      await expect(map).toHaveAttribute('data-basemap', 'ready');
    });
  }

  test('remote dark tiles are drawn when the tile service answers', async ({ page, tiles }) => {
    tiles.serve();
    await openDashboard(page);
    await waitForMap(page);
    await expect
      .poll(async () => {
        const view = await readSettledMapView(page);
        return countMap(view, isFakeTile) / mapArea(view);
      })
      .toBeGreaterThan(0.3);
    for (const request of tiles.requests) {
      expect(request.url()).toMatch(
        /^https:\/\/[a-d]\.basemaps\.cartocdn\.com\/dark_all\/\d+\/\d+\/\d+\.png$/,
      );
    }
  });
});
