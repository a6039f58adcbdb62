// Offline after one visit (issue 22): the service worker precaches the build, so with the network off the app
// opens, reloads, searches, draws its map and exports; and a new build on the same origin is announced
// ("New version available — Reload") rather than mixed in. The only spec that lets a service worker run
// (playwright.config.ts blocks them, since they answer before page.route does).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { preview, type Plugin, type PreviewServer } from 'vite';
import { expect, test } from './fixtures.ts';
import {
  agentRows,
  dashboardUrl,
  heading,
  PRODUCT,
  readRows,
  search,
  waitForCompletion,
  waitForMap,
} from './dashboard.ts';
import { countMap, isNotBlack, mapArea, readSettledMapView } from './mapView.ts';

test.use({ serviceWorkers: 'allow' });

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
const UPDATE_TEXT = 'New version available — Reload';

/** Waits until a service worker is active and controls the page, and returns its script's path. */
async function waitForServiceWorker(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? '').pathname);
}

/** The paths of every response in the page's caches, without Workbox's revision query. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });
}

/** Every file of a build a visit can load: not source maps, the .gz the server sends in place of
 * the cities file, or the service worker's own scripts (the browser keeps those itself). */
function loadableFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    .filter((file) => !/\.(map|gz)$/.test(file) && !/^\/(sw|workbox-[\w-]+)\.js$/.test(file))
    .sort();
}

/** The app's entry script as a build's index.html names it: which version a page runs. */
function entryScript(dir: string): string {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no entry script in ${dir}/index.html`);
  return src;
}

test('after one visit, offline: the app opens, logs in, searches, draws the map and exports', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  expect(await waitForServiceWorker(page)).toBe('/sw.js');
  // The first install takes the page at once and is no update.
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);

  // Everything the build wrote that a visit may load is in the cache: shell, chunks, workers, the cities
  // file, the offline basemap, the manifest and its icons.
  const files = loadableFiles(DIST);
  expect(files).toEqual(expect.arrayContaining(['/index.html', '/cities.json', '/basemap/land.json']));
  expect(files.some((file) => /^\/assets\/maplibre-gl-worker-.*\.mjs$/.test(file))).toBe(true);
  expect(await cachedPaths(page)).toEqual(files);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('textbox', { name: 'Username' }).fill('offline');
  await page.getByRole('button', { name: 'ENTER DIRECTORY' }).click();
  // The login stores nothing: the greeting is the default one, as online.
  await expect(heading(page)).toHaveText(`Welcome Agent — ${PRODUCT}`);

  // The cities file comes from the cache as the JSON the server compressed, not its gzip bytes, at the
  // versioned address the app asks for.
  const cities = await page.evaluate(async () => {
    let address = '';
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (new URL(request.url).pathname === '/cities.json') address = request.url;
      }
    }
    const response = await fetch(address);
    const text = await response.text();
    return {
      ok: response.ok,
      bytes: new TextEncoder().encode(text).length,
      parses: 'rows' in JSON.parse(text),
    };
  });
  expect(cities).toEqual({ ok: true, bytes: fs.statSync(path.join(DIST, 'cities.json')).size, parses: true });

  await waitForMap(page);
  // The offline basemap's land and borders, from the cache, cover much of the world view.
  const view = await readSettledMapView(page);
  expect(countMap(view, isNotBlack) / mapArea(view)).toBeGreaterThan(0.05);

  await search(page, 'tokyo');
  await waitForCompletion(page);
  // The geocoder cannot answer: the local cities file, from the cache, resolved the place.
  expect((await readRows(page)).every((row) => row.Nationality !== '' && row.City !== '')).toBe(true);
  expect(await agentRows(page).first().textContent()).toContain('Japan');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^agents-tokyo-seed-.+\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.trim().split('\r\n')).toHaveLength(1 + 12);

  // A link opened offline is the app (its route falls back to index.html) …
  await page.goto(dashboardUrl({ q: 'porto', seed: 42 }));
  await waitForCompletion(page);
  expect(await agentRows(page).first().textContent()).toContain('Portugal');
  // … but a file the build does not have is not dressed up as the app.
  const missing = await page.goto('/missing.json').then(
    (response) => response?.status() ?? 0,
    () => 0,
  );
  expect(missing).not.toBe(200);
});

test("the first visit downloads the cities file once: installing takes it from the browser's HTTP cache", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A context of its own: Chromium leaves its HTTP cache out (every request "no-cache") in a context whose
  // requests are intercepted, as the fixtures' are. So nothing is routed here; instead every request but the
  // local server's goes to a proxy that is not there (port 9, discard), and fails.
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    proxy: { server: 'http://127.0.0.1:9', bypass: 'localhost' },
  });
  const answeredElsewhere: string[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (/^https?:$/.test(url.protocol) && url.hostname !== 'localhost') answeredElsewhere.push(url.href);
  });
  const page = await context.newPage();
  const port = await freePort();
  const answers: number[] = [];
  const server = await serve(DIST, port, ({ path: file, status }) => {
    if (file === '/cities.json') answers.push(status);
  });
  try {
    await page.goto(`http://localhost:${port}${dashboardUrl()}`);
    await waitForMap(page);
    // Installed and active: the precaching, the cities file included, is over.
    await waitForServiceWorker(page);
    expect(await cachedPaths(page)).toContain('/cities.json');
    // The page's own download (the worker's index) is the one full answer; the service worker may ask again,
    // but only to hear that the copy the browser holds is still current (304, no body).
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(
      answers.every((status) => status === 200 || status === 304),
      JSON.stringify(answers),
    ).toBe(true);
    expect(answeredElsewhere, 'answers from anywhere but the local server').toEqual([]);
  } finally {
    await context.close();
    await server.close();
  }
});

test.describe('a new version', () => {
  let work = '';
  let first = '';
  let second = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'tsd-offline-'));
    first = path.join(work, 'first');
    second = path.join(work, 'second');
    // The build under test is the first version; the second is the same code built with another setting
    // the bundle inlines, so its scripts (and their hashes) differ, as after any deployment.
    fs.cpSync(DIST, first, { recursive: true });
    await promisify(execFile)('npx', ['vite', 'build', '--outDir', second, '--emptyOutDir'], {
      cwd: ROOT,
      env: { ...process.env, VITE_GEOCODER_TIMEOUT_MS: '2999' },
    });
    expect(entryScript(second)).not.toBe(entryScript(first));
  });

  test.afterAll(() => {
    if (work !== '') fs.rmSync(work, { recursive: true, force: true });
  });

  test('served on the same origin, it says "New version available — Reload", and Reload brings it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const port = await freePort();
    let server = await serve(first, port);
    try {
      const origin = `http://localhost:${port}`;
      await page.goto(`${origin}${dashboardUrl()}`);
      await waitForServiceWorker(page);
      await waitForMap(page);
      await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);

      // The second version is deployed; the open app looks for it, as it does every hour.
      await server.close();
      server = await serve(second, port);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const prompt = page.getByText(UPDATE_TEXT, { exact: true });
      await expect(prompt).toBeVisible({ timeout: 60_000 });
      // Until then the page still runs the first version: nothing was swapped under it.
      expect(await pageEntry(page)).toBe(entryScript(first));
      await page.screenshot({ path: testInfo.outputPath('update-prompt.png') });

      // Reachable by keyboard: the prompt comes first in the page, just before the heading the dashboard
      // focuses on arrival, so one Shift+Tab from there reaches Reload.
      await heading(page).focus();
      await page.keyboard.press('Shift+Tab');
      const reload = page.getByRole('button', { name: 'Reload' });
      await expect(reload).toBeFocused();
      let loads = 0;
      page.on('load', () => loads++);
      await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), page.keyboard.press('Enter')]);

      expect(await pageEntry(page)).toBe(entryScript(second));
      await expect(heading(page)).toHaveText(/^Welcome .+ — The Silent Directory$/);
      await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);
      // One reload, not a loop.
      await page.waitForTimeout(2_000);
      expect(loads).toBe(1);
    } finally {
      await server.close();
    }
  });
});

/** The entry script the page runs now. */
function pageEntry(page: Page): Promise<string> {
  return page.evaluate(
    () => new URL(document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '').pathname,
  );
}

/**
 * `vite preview` of a build folder, with the app's headers (the policy, the precompressed cities file); each
 * answer's path and status go to `answered`, when given.
 */
function serve(
  outDir: string,
  port: number,
  answered?: (answer: { path: string; status: number }) => void,
): Promise<PreviewServer> {
  const log: Plugin = {
    name: 'test:answers',
    // Before the app's own middlewares, some of which answer without passing the request on.
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const requested = req.url ?? '';
        res.on('finish', () => answered?.({ path: requested.split('?')[0] ?? '', status: res.statusCode }));
        next();
      });
    },
  };
  return preview({
    root: ROOT,
    logLevel: 'silent',
    build: { outDir },
    preview: { port, strictPort: true },
    plugins: [log],
  });
}

/** A port nobody listens on now, kept for both versions: the same origin. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
