import { expect, test } from './fixtures.ts';
import { heatButton, mapRegion, openDashboard, search, waitForCompletion, waitForMap } from './dashboard.ts';
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
    await search(page, 'berlin');
    await waitForCompletion(page);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(map).toHaveAttribute('data-heat', 'on');
    expect(countMap(await readSettledMapView(page), isHeat), 'heat for the new agents').toBeGreaterThan(500);
  });
});
