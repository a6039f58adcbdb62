import { expect, test } from './fixtures.ts';
import {
  agentRows,
  heading,
  openDashboard,
  PRODUCT,
  readRows,
  returnButton,
  waitForCompletion,
} from './dashboard.ts';
import { PROFILE_FIELDS, readProfile } from './profile.ts';

// Paris in the local city list; agents are placed within about 0.05° of it.
const PARIS = { lat: 48.8534, lng: 2.3488 };

test.describe('agent profile', () => {
  test('clicking a codename opens its profile with all ten fields, and the return button goes back', async ({
    page,
  }) => {
    await openDashboard(page, { q: 'paris', seed: 42 });
    await waitForCompletion(page);
    const rows = await readRows(page);
    const row = rows[4];
    if (!row) throw new Error('no fifth row');

    await agentRows(page).nth(4).getByRole('link', { name: row.Codename, exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    await expect(heading(page)).toHaveText(`Agent Profile — ${row.Codename}`);
    const profile = await readProfile(page);
    expect(Object.keys(profile).sort(), 'every field is labelled').toEqual([...PROFILE_FIELDS].sort());
    expect(profile).toMatchObject({
      'Full Name': row['Full Name'],
      Codename: row.Codename,
      Profession: row.Profession,
      Agency: row.Agency,
      Email: row.Email,
      Phone: row.Phone,
      Nationality: row.Nationality,
      City: row.City,
    });
    expect(profile.Address ?? '').not.toBe('');

    const coordinates = profile.Coordinates ?? '';
    const numbers = coordinates.match(/-?\d+\.\d+/g) ?? [];
    expect(numbers, `coordinates "${coordinates}"`).toHaveLength(2);
    for (const number of numbers) expect(number, 'four decimals').toMatch(/^-?\d+\.\d{4}$/);
    const [lat, lng] = numbers.map(Number);
    // Latitude first, and near Paris (jitter about 0.05°).
    expect(Math.abs((lat ?? 0) - PARIS.lat)).toBeLessThan(0.1);
    expect(Math.abs((lng ?? 0) - PARIS.lng)).toBeLessThan(0.1);

    await returnButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(heading(page)).toHaveText(`Welcome Agent — ${PRODUCT}`);
  });

  test('each codename opens its own agent', async ({ page }) => {
    test.setTimeout(90_000);
    await openDashboard(page, { q: 'paris', seed: 42 });
    await waitForCompletion(page);
    const rows = await readRows(page);
    for (const index of [0, 11]) {
      const row = rows[index];
      if (!row) throw new Error(`no row ${index}`);
      await agentRows(page).nth(index).getByRole('link', { name: row.Codename, exact: true }).click();
      await expect(heading(page)).toHaveText(`Agent Profile — ${row.Codename}`);
      expect((await readProfile(page))['Full Name']).toBe(row['Full Name']);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
      // Back on the dashboard the same mission is shown again (restored or replayed from its seed).
      await expect(agentRows(page)).toHaveCount(12, { timeout: 45_000 });
      expect((await readRows(page))[index]).toEqual(row);
    }
  });
});
