import { expect, test } from './fixtures.ts';
import { heading, PRODUCT, returnButton } from './dashboard.ts';

test.describe('routes', () => {
  for (const path of ['/nowhere', '/dashboard/extra', '/a/b/c?x=1', '/profile/123']) {
    test(`unknown path ${path} redirects to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('button', { name: 'ENTER DIRECTORY' })).toBeVisible();
    });
  }

  test('/dashboard opens directly with the default greeting', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(heading(page)).toHaveText(`Welcome Agent — ${PRODUCT}`);
  });

  test('the greeting uses the stored name from tsd_user', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('tsd_user', 'Kestrel Nine'));
    await page.goto('/dashboard');
    await expect(heading(page)).toHaveText(`Welcome Kestrel Nine — ${PRODUCT}`);
  });

  test('/profile opened directly shows "No Agent Data" and returns to the directory', async ({ page }) => {
    await page.goto('/profile');
    await expect(heading(page)).toHaveText('No Agent Data');
    await expect(page.getByText(/Agent Profile —/)).toHaveCount(0);
    await returnButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(heading(page)).toHaveText(`Welcome Agent — ${PRODUCT}`);
  });

  // The profile reads navigation state; whatever a forged or stale history entry holds, it must not
  // render half an agent or crash (the fixture fails the test on any page error).
  const forgedStates: Array<[string, unknown]> = [
    ['null', null],
    ['a string', 'Viper'],
    ['a number', 42],
    ['an array', [{ codename: 'Crimson Viper' }]],
    ['an empty object', {}],
    ['an agent with wrong types', { agent: { codename: 7, fullName: null, lat: 'north' } }],
    ['a bare partial agent', { codename: 'Crimson Viper', fullName: 'Ada Forged' }],
    ['a partial agent', { agent: { codename: 'Crimson Viper', fullName: 'Ada Forged' } }],
  ];
  for (const [label, state] of forgedStates) {
    test(`/profile with ${label} as navigation state shows "No Agent Data"`, async ({ page }) => {
      await page.goto('/profile');
      await expect(heading(page)).toHaveText('No Agent Data');
      await page.evaluate((forged) => history.replaceState(forged, '', '/profile'), state);
      await page.reload();
      await expect(heading(page)).toHaveText('No Agent Data');
      await expect(page.getByText('Crimson Viper')).toHaveCount(0);
      await expect(page.getByText('Ada Forged')).toHaveCount(0);
      await expect(returnButton(page)).toBeVisible();
    });
  }

  // The control for the cases above: the same replaceState + reload with a well-formed agent does show it,
  // so "No Agent Data" there comes from the state's shape, not from the state being lost.
  test('/profile with a well-formed agent as navigation state shows that agent', async ({ page }) => {
    const agent = {
      fullName: 'Ada Forged',
      codename: 'Crimson Viper',
      profession: 'Archivist',
      nationality: 'France',
      city: 'Paris',
      address: '1 Rue de Rivoli, 75001 Paris',
      email: 'ada@example.org',
      phone: '+33 1 23 45 67 89',
      agency: 'Bureau Nine',
      lat: 48.85341,
      lng: 2.3488,
      countryCode: 'FR',
    };
    await page.goto('/profile');
    await page.evaluate((forged) => history.replaceState(forged, '', '/profile'), agent);
    await page.reload();
    await expect(heading(page)).toHaveText('Agent Profile — Crimson Viper');
    await expect(page.getByText('48.8534, 2.3488')).toBeVisible();
  });
});
