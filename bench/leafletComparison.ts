// Issue 22's comparison: the product against a plain Leaflet page like the app it replaced (bench/leaflet/),
// in the same browser and run, alternating page by page. Three cases per size:
//
// - click Search → all drawn: from a ready page (the product's worker and map ready; Leaflet's map made),
//   from the click's event time to the frame after the one in which every agent was drawn;
// - open a mission link → all drawn: from navigation start (performance.now()'s origin) to the same frame,
//   the product's link as the app shares it (the address it writes once the search is placed, with the
//   place's pin), read from the app before the runs;
// - open it without its place → all drawn: the same, the product's link without the pin (an old link, or
//   one typed by hand), which the app must resolve with its whole index. The Leaflet page has one link.
//
// The product may draw its agents first on the map's sketch (a 2D canvas of the map's own drawing, shown
// until MapLibre and deck.gl have drawn them: src/ui/features/map/components/MapSketch.tsx); then "all
// drawn" is the sketch's, and the time to the map's own drawing is recorded beside it ("map itself"), with
// the longest task counted up to that later end.
//
// "All drawn" is detected alike on both pages: a frame callback checks, each frame, what the page says it
// has handed its map (the product: "Search complete.", the count line and data-markers/data-lines/data-heat
// of its map or its sketch; the Leaflet page: the same data- attributes, written once its layers are
// added), then waits two frames: the layers are painted in the first, and the second begins after that
// paint.
import type { Browser, Page } from 'playwright-core';
import type { ComparisonCase, ComparisonRun, ComparisonSubject } from './comparisonTable.ts';

export interface ComparisonOptions {
  productOrigin: string;
  leafletOrigin: string;
  sizes: readonly number[];
  rounds: number;
  /** The query both pages search for; the Leaflet page knows its coordinates without the network. */
  query: string;
  /** Let the pages' service workers install (a first visit's full cost); blocked otherwise. */
  serviceWorkers: boolean;
  /**
   * Answer the geocoder's requests from both pages with GEOCODER_PARIS through Playwright's routing. Off
   * by default: the browser's resolver then refuses the host for both (previewServer.ts), because with a
   * route Playwright holds every request of the page until Node has matched it, and the product makes
   * many more requests than the Leaflet page.
   */
  routeGeocoder: boolean;
  /** Progress lines (to stderr): a full run takes minutes. */
  log(line: string): void;
}

const GEOCODER_ORIGIN = 'https://nominatim.openstreetmap.org';
/**
 * What Nominatim answers for "paris" (format=json, addressdetails=1, trimmed to the fields either page
 * reads), for --route-geocoder: both pages then place their agents from the same answer.
 */
const GEOCODER_PARIS = [
  {
    lat: '48.8534951',
    lon: '2.3483915',
    class: 'boundary',
    type: 'administrative',
    addresstype: 'city',
    name: 'Paris',
    display_name: 'Paris, Île-de-France, France métropolitaine, France',
    address: { city: 'Paris', state: 'Île-de-France', country: 'France', country_code: 'fr' },
  },
];

/** How many geocoder requests each page's route answered, so a run shows the answer was used. */
const geocoderAnswers = new WeakMap<Page, number>();

/** The product's mission links replay one seed; the Leaflet page's faker is seeded too. */
const SEED = 7;
/** A page that has not drawn in this time has failed; 100,000 SVG paths on a slow host take tens of seconds. */
const DRAWN_TIMEOUT_MS = 300_000;

/**
 * Installed before any script of the page runs, on both pages: long tasks (buffered, so those before the
 * observer count too) and the time of the click on Search.
 */
const INSTRUMENT = `
  window.__bench = { tasks: [], clickAt: NaN, drawn: null, mapDrawn: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button !== null && button.textContent.trim() === 'Search') window.__bench.clickAt = event.timeStamp;
  }, true);
`;

/**
 * What the product's map shows once `count` agents are found and handed to it (MapLibre and deck.gl).
 */
function productMapDrawn(count: number, heat: boolean): string {
  const counted = JSON.stringify(`${count.toLocaleString('en')} agents`);
  return `(() => {
    const status = document.querySelector('[role="status"]')?.textContent ?? '';
    const counted = document.querySelector('[data-testid="agent-count"]')?.textContent ?? '';
    const map = document.querySelector('[aria-label="Map"]');
    return status.includes('Search complete.') && counted === ${counted} && map?.dataset.markers === '${count}'
      && map?.dataset.lines === '${count}' && map?.dataset.heat === '${heat ? 'on' : 'off'}';
  })()`;
}

/**
 * What the product shows once `count` agents are found and drawn: by its map, or before the map has
 * drawn them by the map's sketch (MapSketch.tsx), which draws the map's own drawing on a 2D canvas and
 * says what it drew in the same data- attributes.
 */
function productDrawn(count: number, heat: boolean): string {
  const counted = JSON.stringify(`${count.toLocaleString('en')} agents`);
  return `(${productMapDrawn(count, heat)} || (() => {
    const status = document.querySelector('[role="status"]')?.textContent ?? '';
    const counted = document.querySelector('[data-testid="agent-count"]')?.textContent ?? '';
    const sketch = document.querySelector('[data-testid="map-sketch"]');
    return status.includes('Search complete.') && counted === ${counted} && sketch?.dataset.markers === '${count}'
      && sketch?.dataset.lines === '${count}' && sketch?.dataset.heat === '${heat ? 'on' : 'off'}';
  })())`;
}

/** What the Leaflet page writes on its map's element once its layers are added. */
function leafletDrawn(count: number, heat: boolean): string {
  return `(() => {
    const map = document.querySelector('[aria-label="Map"]');
    return map?.dataset.markers === '${count}' && map?.dataset.lines === '${count}'
      && map?.dataset.heat === '${heat ? 'on' : 'off'}';
  })()`;
}

/**
 * Sets window.__bench[key] to a promise of the time (performance.now()) "all drawn" was reached. `void`:
 * page.evaluate would otherwise wait for the promise it evaluates to, before the click that fulfils it.
 */
function watchDrawn(condition: string, key: 'drawn' | 'mapDrawn' = 'drawn'): string {
  return `void (window.__bench.${key} = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('Not drawn within ${DRAWN_TIMEOUT_MS / 1000} s.')), ${DRAWN_TIMEOUT_MS});
    const check = () => {
      if (${condition}) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }));`;
}

/** Resolves once the product's worker has its index (the tsd:worker-ready mark). */
export async function waitForWorkerReady(page: Page): Promise<void> {
  // An observer rather than waitForFunction, whose polling runs in every frame while the worker loads.
  await page.evaluate(
    `new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('The worker was not ready within 60 s.')), 60000);
      const ready = (entries) => entries.some((entry) => entry.name === 'tsd:worker-ready');
      if (ready(performance.getEntriesByType('mark'))) return resolve();
      new PerformanceObserver((list, observer) => {
        if (!ready(list.getEntries())) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'mark' });
    })`,
  );
}

interface Measured {
  ms: number;
  /** The product: to the frame after its map itself had drawn every agent (the same as ms, or later). */
  mapMs?: number;
  /** Longest task from the start to the map's own drawing (the later end). */
  maxLongTaskMs: number;
  /** Longest task from the start to all drawn (the earlier end, when a sketch came first). */
  maxLongTaskToDrawnMs: number;
  heapMb: number;
  /** Geocoder requests answered by the route (--route-geocoder), else 0. */
  geocoded: number;
}

/**
 * Awaits "all drawn" (and, on the product, its map's own), then reads the span from `since` ('click' or
 * navigation start), the longest task that overlapped it, up to the map's own drawing, and the heap.
 */
async function readRun(page: Page, since: 'click' | 'navigation'): Promise<Measured> {
  const doneAt = (await page.evaluate('window.__bench.drawn')) as number;
  const mapDoneAt = (await page.evaluate('window.__bench.mapDrawn ?? window.__bench.drawn')) as number;
  const { startAt, maxLongTaskMs, maxLongTaskToDrawnMs } = (await page.evaluate(`(() => {
    const startAt = ${since === 'click' ? 'window.__bench.clickAt' : '0'};
    const longestUntil = (end) => window.__bench.tasks
      .filter((task) => task.start + task.duration >= startAt && task.start <= end)
      .reduce((longest, task) => Math.max(longest, task.duration), 0);
    return { startAt, maxLongTaskMs: longestUntil(${mapDoneAt}), maxLongTaskToDrawnMs: longestUntil(${doneAt}) };
  })()`)) as { startAt: number; maxLongTaskMs: number; maxLongTaskToDrawnMs: number };
  if (!Number.isFinite(startAt)) throw new Error('The click on Search was not seen by the page.');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return {
    ms: doneAt - startAt,
    mapMs: mapDoneAt - startAt,
    maxLongTaskMs,
    maxLongTaskToDrawnMs,
    heapMb: heap.usedSize / 1e6,
    geocoded: geocoderAnswers.get(page) ?? 0,
  };
}

/**
 * A fresh context per run (Playwright's newPage): no HTTP cache, storage or service worker carried over.
 * Service workers are blocked unless asked for: a first visit would otherwise install the product's and
 * precache its files while being timed, and the Leaflet page has none to install.
 */
async function openInstrumented(browser: Browser, options: ComparisonOptions): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  await page.addInitScript(INSTRUMENT);
  if (options.routeGeocoder) {
    await page.route(`${GEOCODER_ORIGIN}/**`, (route) => {
      geocoderAnswers.set(page, (geocoderAnswers.get(page) ?? 0) + 1);
      return route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*' },
        contentType: 'application/json',
        body: JSON.stringify(GEOCODER_PARIS),
      });
    });
  }
  return page;
}

/**
 * The product from a ready dashboard: worker ready, map ready, the query typed, the count chosen and heat
 * switched on (as the issue measured); then Search.
 */
async function productSearch(browser: Browser, options: ComparisonOptions, count: number): Promise<Measured> {
  const page = await openInstrumented(browser, options);
  try {
    await page.goto(`${options.productOrigin}/dashboard?outage=never`);
    await waitForWorkerReady(page);
    await page.locator('[aria-label="Map"][data-map-ready="true"]').waitFor({ timeout: 60_000 });
    await page.getByPlaceholder('Enter city or keyword...').fill(options.query);
    await page.getByLabel('Agents').selectOption(String(count));
    const heat = page.getByRole('button', { name: 'Toggle Heat Map' });
    await heat.click();
    if ((await heat.getAttribute('aria-pressed')) !== 'true')
      throw new Error('The heat switch did not turn on.');
    await page.evaluate(watchDrawn(productDrawn(count, true)));
    await page.evaluate(watchDrawn(productMapDrawn(count, true), 'mapDrawn'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    return await readRun(page, 'click');
  } finally {
    await page.close();
  }
}

/** The Leaflet page once its map is made: the query typed, then Search (heat on, its default). */
async function leafletSearch(browser: Browser, options: ComparisonOptions, count: number): Promise<Measured> {
  const page = await openInstrumented(browser, options);
  try {
    await page.goto(`${options.leafletOrigin}/?count=${count}&seed=${SEED}`);
    await page.locator('.leaflet-container').waitFor({ timeout: 60_000 });
    await page.getByPlaceholder('Enter city or keyword...').fill(options.query);
    await page.evaluate(watchDrawn(leafletDrawn(count, true)));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    return await readRun(page, 'click');
  } finally {
    await page.close();
  }
}

/**
 * A mission link opened cold. Heat is off on both pages here: the product's heat switch is not part of a
 * mission link (a link always opens with heat off), so the Leaflet page is asked for the same drawing.
 */
async function openLink(
  browser: Browser,
  options: ComparisonOptions,
  url: string,
  condition: string,
  mapCondition: string | null = null,
): Promise<Measured> {
  const page = await openInstrumented(browser, options);
  try {
    // Watching starts with the document, before any of the page's own scripts.
    await page.addInitScript(watchDrawn(condition));
    if (mapCondition !== null) await page.addInitScript(watchDrawn(mapCondition, 'mapDrawn'));
    await page.goto(url, { waitUntil: 'commit' });
    return await readRun(page, 'navigation');
  } finally {
    await page.close();
  }
}

/** A mission link without its place, as an old link or one typed by hand: the app resolves the query. */
function productLinkUrl(options: ComparisonOptions, count: number): string {
  const params = new URLSearchParams({ q: options.query, seed: String(SEED), v: '2', n: String(count) });
  params.set('outage', 'never');
  return `${options.productOrigin}/dashboard?${params.toString()}`;
}

/**
 * The mission link the app itself shares for that mission: the address it writes once the search is
 * placed (the seed and the place's pin added), read after opening the link without its place once. Not
 * timed; it also warms the server's files for the runs.
 */
async function sharedLinkUrl(browser: Browser, options: ComparisonOptions, count: number): Promise<string> {
  const page = await openInstrumented(browser, options);
  try {
    await page.goto(productLinkUrl(options, count));
    await page.getByText('Search complete.').first().waitFor({ timeout: DRAWN_TIMEOUT_MS });
    const url = new URL(page.url());
    if (url.searchParams.get('place') === null) throw new Error(`The app wrote no place into ${url.href}.`);
    return url.href;
  } finally {
    await page.close();
  }
}

function leafletLinkUrl(options: ComparisonOptions, count: number): string {
  const params = new URLSearchParams({
    q: options.query,
    count: String(count),
    seed: String(SEED),
    heat: '0',
  });
  return `${options.leafletOrigin}/?${params.toString()}`;
}

/**
 * Every size in turn; at each, `rounds` rounds of product and Leaflet alternating (click on the product, on
 * Leaflet, the shared link on the product, the link on Leaflet, the link without its place on the product,
 * the link on Leaflet again), so a machine slowing down or speeding up weighs on both alike.
 * A run that fails is reported and left out of its median.
 */
export async function runComparison(browser: Browser, options: ComparisonOptions): Promise<ComparisonRun[]> {
  const runs: ComparisonRun[] = [];
  const shared = new Map<number, string>();
  const productLink = (url: string, count: number) =>
    openLink(browser, options, url, productDrawn(count, false), productMapDrawn(count, false));
  const leafletLink = (count: number) =>
    openLink(browser, options, leafletLinkUrl(options, count), leafletDrawn(count, false));
  // The Leaflet page has one kind of link; it is measured again beside each of the product's two.
  const steps: [ComparisonCase, ComparisonSubject, (count: number) => Promise<Measured>][] = [
    ['search', 'product', (count) => productSearch(browser, options, count)],
    ['search', 'leaflet', (count) => leafletSearch(browser, options, count)],
    [
      'link',
      'product',
      (count) => {
        const link = shared.get(count);
        if (link === undefined) throw new Error('no shared link to open');
        return productLink(link, count);
      },
    ],
    ['link', 'leaflet', leafletLink],
    ['typed-link', 'product', (count) => productLink(productLinkUrl(options, count), count)],
    ['typed-link', 'leaflet', leafletLink],
  ];
  for (const agents of options.sizes) {
    try {
      const link = await sharedLinkUrl(browser, options, agents);
      shared.set(agents, link);
      options.log(`  ${agents.toLocaleString('en')} agents: the app shares ${new URL(link).search}`);
    } catch (error) {
      // Its link runs then fail one by one, reported and left out of the medians like any failed run.
      options.log(
        `  ${agents.toLocaleString('en')} agents: FAILED to read the shared link (${String(error)})`,
      );
    }
    for (let round = 1; round <= options.rounds; round++) {
      for (const [kind, subject, measure] of steps) {
        try {
          const { geocoded, maxLongTaskToDrawnMs, ...measured } = await measure(agents);
          runs.push({ agents, case: kind, subject, ...measured });
          // The product's map drew after its sketch: say when, beside the first picture's time.
          const mapLater =
            measured.mapMs !== undefined && measured.mapMs > measured.ms
              ? ` (its map ${Math.round(measured.mapMs)} ms; longest task ${Math.round(maxLongTaskToDrawnMs)} ms to all drawn, ${Math.round(measured.maxLongTaskMs)} ms to its map)`
              : '';
          const answered = options.routeGeocoder ? ` (geocoder answered ${geocoded}×)` : '';
          options.log(
            `  ${agents.toLocaleString('en')} agents, round ${round}, ${subject} ${kind}: ${Math.round(measured.ms)} ms${mapLater}${answered}`,
          );
        } catch (error) {
          options.log(
            `  ${agents.toLocaleString('en')} agents, round ${round}, ${subject} ${kind}: FAILED (${String(error)})`,
          );
        }
      }
    }
  }
  return runs;
}
