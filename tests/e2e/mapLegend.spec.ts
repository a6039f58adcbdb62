// The map's legend and London's own mark (issue 20): what a marker, a line and the heat colours mean,
// and where the lines start.
import { expect, test } from './fixtures.ts';
import { mapRegion, openDashboard, waitForCompletion, waitForMap } from './dashboard.ts';
import { countPixels, decodePng, type Rgb } from './png.ts';

/** London's mark: red (255, 59, 59), a colour no marker, line or heat ramp uses. */
const isLondonRed = ({ r, g, b }: Rgb): boolean => r > 200 && g < 100 && b < 100;

test('the legend says what each mark means, and folds away from the keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  await openDashboard(page, { q: 'paris', seed: 3, v: 2 });
  await waitForCompletion(page);
  const legend = mapRegion(page).getByRole('group').filter({ hasText: 'Legend' });
  await expect(legend).toBeVisible();
  for (const text of [
    'An agent',
    'London, where the lines start',
    'An agent’s line to London',
    'Heat map: few agents to many (off)',
  ])
    await expect(legend.getByText(text, { exact: true })).toBeVisible();

  await legend.getByText('Legend', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(legend.getByText('An agent', { exact: true })).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(legend.getByText('An agent', { exact: true })).toBeVisible();
});

test('London, where the lines start, has a mark of its own on the map', async ({ page }) => {
  test.setTimeout(90_000);
  await openDashboard(page, { q: 'london', seed: 1, v: 2 });
  await waitForCompletion(page);
  await waitForMap(page);
  // The agents are round London, so the view holds it: its red mark is drawn there.
  await expect
    .poll(async () => countPixels(decodePng(await mapRegion(page).screenshot()), isLondonRed), {
      timeout: 20_000,
    })
    .toBeGreaterThan(30);
});
