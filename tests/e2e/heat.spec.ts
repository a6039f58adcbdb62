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
