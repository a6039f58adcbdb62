import { expect, test } from './fixtures.ts';
import { heading, PRODUCT } from './dashboard.ts';

const USERNAME = 'Nightjar-user-31';
const PASSWORD = 'pa55-Ω-never-stored-7731';

test.describe('login screen', () => {
  test('shows the title, the tagline, both inputs and the button', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(PRODUCT);
    await expect(page.getByText(PRODUCT, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Enter the shadows to proceed...', { exact: true })).toBeVisible();

    const username = page.getByRole('textbox', { name: 'Username' });
    await expect(username).toBeVisible();
    await expect(username).toHaveAttribute('placeholder', 'Username');
    await expect(username).toBeEmpty();

    // A password input has no ARIA role; the visitor finds it by its placeholder.
    const password = page.getByPlaceholder('Password', { exact: true });
    await expect(password).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toBeEmpty();
    // Password managers fill and offer to save the right fields; nothing suggests a new password.
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(username).toHaveAttribute('autocomplete', 'username');

    await expect(page.getByRole('button', { name: 'ENTER DIRECTORY' })).toBeVisible();
  });

  test('submitting goes straight to /dashboard and stores and sends nothing typed', async ({
    page,
    requests,
  }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Username' }).fill(USERNAME);
    await page.getByPlaceholder('Password', { exact: true }).fill(PASSWORD);
    // A default form submission would reload the page and drop this marker.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await page.getByRole('button', { name: 'ENTER DIRECTORY' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/dashboard' && url.search === '');
    // The username is not stored either: the greeting keeps its default.
    await expect(heading(page)).toHaveText(`Welcome Agent — ${PRODUCT}`);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);

    const stored = await page.evaluate(async () => {
      // Every record of every IndexedDB database the origin has (the geocoder keeps its cache there).
      const databases: unknown[] = [];
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const store of Array.from(db.objectStoreNames)) {
          const records = await new Promise<unknown[]>((resolve, reject) => {
            const request = db.transaction(store).objectStore(store).getAll();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          databases.push({ name, store, records });
        }
        db.close();
      }
      return {
        local: Object.entries(localStorage),
        session: Object.entries(sessionStorage),
        cookies: document.cookie,
        historyState: JSON.stringify(history.state) ?? '',
        indexedDb: databases,
        caches: await caches.keys(),
      };
    });
    expect(stored.local, 'localStorage after login').toEqual([]);
    expect(stored.session, 'sessionStorage after login').toEqual([]);
    const everythingStored = JSON.stringify(stored) + page.url();
    expect(everythingStored).not.toContain(PASSWORD);
    expect(everythingStored).not.toContain(USERNAME);

    // Every request of the visit so far, including those made while typing.
    for (const request of requests) {
      const seen = `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(await request.allHeaders())}`;
      expect(seen, `request ${request.url()}`).not.toContain(PASSWORD);
      expect(seen, `request ${request.url()}`).not.toContain(encodeURIComponent(PASSWORD));
      expect(request.method(), `request ${request.url()}`).toBe('GET');
    }
  });

  test('empty credentials proceed too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'ENTER DIRECTORY' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(heading(page)).toHaveText(`Welcome Agent — ${PRODUCT}`);
  });

  test('Enter in the password field submits', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder('Password', { exact: true }).fill(PASSWORD);
    await page.getByPlaceholder('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard' && !url.href.includes(PASSWORD));
  });
});
