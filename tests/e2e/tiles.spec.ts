import { expect, test, TILE_COLOUR } from './fixtures.ts';
import { openDashboard, waitForMap } from './dashboard.ts';
import { countMap, isNotBlack, mapArea, readSettledMapView } from './mapView.ts';
import type { Rgb } from './png.ts';

const isFakeTile = ({ r, g, b }: Rgb): boolean =>
  Math.abs(r - TILE_COLOUR.r) <= 10 && Math.abs(g - TILE_COLOUR.g) <= 10 && Math.abs(b - TILE_COLOUR.b) <= 10;

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
