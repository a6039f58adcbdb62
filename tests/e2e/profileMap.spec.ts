// The profile's small map (issue 20): the offline basemap around the agent and a marker at the agent's
// coordinates, in the middle of the map; loaded after the dossier, so the fields never wait for it.
import { expect, test } from './fixtures.ts';
import { heading, openDashboard, openProfile, waitForCompletion } from './dashboard.ts';
import { cityId } from './cities.ts';
import { countPixels, decodePng, type Rgb } from './png.ts';
import { readProfile } from './profile.ts';

/** The marker's fill: the theme's cyan (#2ee6ff). */
const isCyan = ({ r, g, b }: Rgb): boolean => r < 110 && g > 190 && b > 220;

test('the profile shows a map of where the agent is, with its marker at the centre', async ({ page }) => {
  test.setTimeout(90_000);
  await openDashboard(page, { q: 'Paris', seed: 'map-demo', v: 2, place: `city:${cityId('Paris', 'FR')}` });
  await waitForCompletion(page);
  const codename = await openProfile(page, 2);
  // The fields are there whether or not the map has come yet.
  expect((await readProfile(page)).Codename).toBe(codename);

  const map = page.getByRole('region', { name: 'Map: the agent in Paris' });
  await expect(map).toBeVisible({ timeout: 30_000 });
  await expect(map.locator('canvas')).toHaveCount(1);
  // The attribution names the basemap's sources, as on the dashboard.
  await expect(map.getByText('Natural Earth')).toBeVisible();

  // The marker, drawn at the map's centre: cyan pixels there, none in the map's corners.
  await expect
    .poll(
      async () => {
        const image = decodePng(await map.screenshot());
        const { width, height } = image;
        const centre = countPixels(image, isCyan, {
          x: width / 2 - 12,
          y: height / 2 - 12,
          width: 24,
          height: 24,
        });
        const corner = countPixels(image, isCyan, { x: 0, y: 0, width: 60, height: 60 });
        return centre > 20 && corner === 0;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});

test('a bare /profile has no map', async ({ page }) => {
  await page.goto('/profile');
  await expect(heading(page)).toHaveText('No Agent Data');
  await expect(page.getByRole('region', { name: /^Map: / })).toHaveCount(0);
});
