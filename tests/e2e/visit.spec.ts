import { expect, test } from './fixtures.ts';
import {
  agentRows,
  heading,
  heatButton,
  PRODUCT,
  returnButton,
  search,
  waitForCompletion,
  waitForMap,
} from './dashboard.ts';

// A whole visit on an offline machine (the fixture's default: geocoder and tiles unreachable). The fixture
// fails the test on any console error, page error or request to an unexpected host along the way.
test('a whole visit runs without console errors', async ({ page, requests }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Username' }).fill('visitor');
  await page.getByPlaceholder('Password', { exact: true }).fill('visitor-password');
  await page.getByRole('button', { name: 'ENTER DIRECTORY' }).click();
  await expect(heading(page)).toHaveText(`Welcome Agent — ${PRODUCT}`);
  await waitForMap(page);

  await search(page, 'lisbon');
  await waitForCompletion(page);
  await heatButton(page).click();
  await expect(heatButton(page)).toHaveAttribute('aria-pressed', 'true');

  const codename = (await agentRows(page).nth(2).getByRole('link').textContent())?.trim() ?? '';
  await agentRows(page).nth(2).getByRole('link').click();
  await expect(heading(page)).toHaveText(`Agent Profile — ${codename}`);
  await returnButton(page).click();
  await expect(heading(page)).toHaveText(`Welcome Agent — ${PRODUCT}`);

  await search(page, 'cyber clean');
  await waitForCompletion(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // The city list is fetched once per page load and then cached.
  const citiesLoads = requests.filter((request) => new URL(request.url()).pathname.endsWith('/cities.json'));
  expect(citiesLoads.length).toBeGreaterThanOrEqual(1);
  expect(citiesLoads.length).toBeLessThanOrEqual(2);
});
