// `npm run bench:browser [-- --json] [-- --smoke]`: the app in headless Chromium, as a visitor gets it from
// the production build. Measures what the login route and the dashboard download, when the worker is ready,
// a spec search end to end, main-thread long tasks, the page heap, and the three exports of the bulk
// search; then the product against a plain Leaflet page (bench/leaflet/, see leafletComparison.ts) at
// 1,000, 10,000 and 100,000 agents. A benchmark: it reports figures, it asserts nothing. Run after both
// builds (the npm script makes them). BENCH_PORT moves the product's preview server off 4388,
// BENCH_LEAFLET_PORT the Leaflet page's off BENCH_PORT + 10. Further flags: --comparison-only,
// --route-geocoder, --service-worker (see below).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { comparisonJson, formatComparisonTable, summariseRuns } from './comparisonTable.ts';
import { runComparison, waitForWorkerReady } from './leafletComparison.ts';
import { launchBenchBrowser, startPreview, stopPreview } from './previewServer.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4388);
const ORIGIN = `http://localhost:${PORT}`;
const LEAFLET_PORT = Number(process.env.BENCH_LEAFLET_PORT ?? PORT + 10);
const LEAFLET_ORIGIN = `http://localhost:${LEAFLET_PORT}`;
const LEAFLET_CONFIG = path.join(import.meta.dirname, 'leaflet/vite.config.ts');
const LEAFLET_BUILD = path.join(import.meta.dirname, 'out/leaflet/index.html');
const JSON_OUTPUT = process.argv.includes('--json');
/** Only the comparison with the Leaflet page: its table and JSON, without the app's other figures. */
const COMPARISON_ONLY = process.argv.includes('--comparison-only');
/**
 * Let the app's service worker install during the runs (blocked by default, in every page of the run): a
 * first visit would otherwise precache the build, cities file included, while worker ready is timed.
 */
const WITH_SERVICE_WORKER = process.argv.includes('--service-worker');
/** Answer both pages' geocoder requests with one Paris (Playwright routes) instead of refusing the host. */
const ROUTE_GEOCODER = process.argv.includes('--route-geocoder');
async function openPage(browser: Browser): Promise<Page> {
  return browser.newPage({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: WITH_SERVICE_WORKER ? 'allow' : 'block',
  });
}

/** JavaScript the login route loads, gzip-compressed here (the preview server sends it raw). */
async function measureLogin(browser: Browser): Promise<{ jsGzipKb: number; scripts: string[] }> {
  const page = await openPage(browser);
  const scripts: { url: string; body: Buffer }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      void response.body().then((body) => scripts.push({ url: response.url(), body }));
    }
  });
  await page.goto(`${ORIGIN}/`, { waitUntil: 'networkidle' });
  await page.close();
  const bytes = scripts.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0);
  return { jsGzipKb: Math.round(bytes / 102.4) / 10, scripts: scripts.map((s) => new URL(s.url).pathname) };
}

/** What this browser on this machine takes for two things every dashboard open needs, before any app code. */
interface MachineBaseline {
  /** A worker whose script is one line: from `new Worker` to its first message on the page. */
  blankWorkerMs: number;
  /** `fetch` of the cities file read whole, on an idle page that does nothing else. */
  citiesDownloadMs: number;
}

/**
 * The machine, not the app: on the login page once it is idle, a blank worker's round trip and a
 * bare download of the cities file. Worker ready cannot be lower than the larger of the two, so
 * they tell a slow machine from slow code when figures from different days are compared (the same
 * code measured worker ready at a median of 382 ms on one machine and about 1,000 ms on another).
 */
async function measureBaseline(browser: Browser): Promise<MachineBaseline> {
  const page = await openPage(browser);
  await page.goto(`${ORIGIN}/`, { waitUntil: 'networkidle' });
  // A string: tsx would wrap named functions in a helper that does not exist in the page.
  const baseline = (await page.evaluate(`(async () => {
    const source = URL.createObjectURL(new Blob(['postMessage(0)'], { type: 'text/javascript' }));
    const workerStarted = performance.now();
    const worker = new Worker(source);
    await new Promise((resolve) => { worker.onmessage = resolve; });
    const blankWorkerMs = performance.now() - workerStarted;
    worker.terminate();
    URL.revokeObjectURL(source);
    const downloadStarted = performance.now();
    await (await fetch('/cities.json')).arrayBuffer();
    return { blankWorkerMs, citiesDownloadMs: performance.now() - downloadStarted };
  })()`)) as MachineBaseline;
  await page.close();
  return baseline;
}

interface ExportFigures {
  /** Click to the file handed to the browser (the page's own mark), per format. */
  ms: Record<string, number>;
  mb: Record<string, number>;
  /** Longest main-thread task while the three files were built. */
  maxLongTaskMs: number;
}

/**
 * Clicks Export CSV, JSON and GeoJSON in turn on the finished mission, waiting for each download;
 * the times are the page's own (click to file saved), from the tsd:export-saved marks.
 */
async function measureExports(page: Page): Promise<ExportFigures> {
  const startedAt = (await page.evaluate('performance.now()')) as number;
  for (const label of ['CSV', 'JSON', 'GeoJSON']) {
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: `Export ${label}`, exact: true }).click();
    await (await download).path();
  }
  return page.evaluate((since) => {
    const marks = performance.getEntriesByName('tsd:export-saved') as PerformanceMark[];
    const ms: Record<string, number> = {};
    const mb: Record<string, number> = {};
    for (const mark of marks) {
      const detail = mark.detail as { format: string; ms: number; bytes: number };
      ms[detail.format] = Math.round(detail.ms);
      mb[detail.format] = Math.round(detail.bytes / 1e5) / 10;
    }
    const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
    const during = tasks.filter((task) => task.start + task.duration >= since);
    return {
      ms,
      mb,
      maxLongTaskMs: during.length > 0 ? Math.max(...during.map((task) => task.duration)) : 0,
    };
  }, startedAt);
}

interface DashboardFigures {
  /** From the dashboard's first render to the worker's index being ready. */
  workerReadyMs: number;
  /** From the dashboard's first render to the map's style being loaded. */
  mapReadyMs: number;
  /** Inside the worker: fetch, parse and index (IndexStats.loadMs). */
  workerLoadMs: number;
  /**
   * From the search starting to "Search complete." with every agent counted, on the map with its line
   * from London, and drawn (two frames after deck got the layers).
   */
  searchMs: number;
  /** Markers and lines deck was handed for them: all of them, or a screen sample for bulk searches. */
  markersDrawn: number;
  linesDrawn: number;
  maxLongTaskMs: number;
  longTasksOver200: number;
  heapMb: number;
  cities: number;
  exports: ExportFigures | null;
  /** Everything the dashboard downloaded before its first search, as a gzip-serving host sends it. */
  downloadGzipMb: number;
  /** The part of it that is the cities file. */
  citiesGzipMb: number;
}

/**
 * Bytes of a response as a host that compresses (gzip, level 9) would send them: the bytes on the
 * wire when the preview server sent them compressed (the cities file), else the body compressed here.
 */
async function gzipBytes(response: Response): Promise<number> {
  const encoded = (await response.headerValue('content-encoding')) === 'gzip';
  if (encoded) return (await response.request().sizes()).responseBodySize;
  return gzipSync(await response.body(), { level: 9 }).length;
}

/**
 * Opens the dashboard cold (timing the worker's start), then searches "paris" for `count` agents
 * from the panel, as a visitor would once the cities are loaded. The search is timed inside the page: a frame callback
 * notes the first frame in which the status says "Search complete.", the count above the table
 * shows every agent and the map's marker layer holds all of them.
 */
async function measureSearch(
  browser: Browser,
  count: number,
  withExports = false,
): Promise<DashboardFigures> {
  const page = await openPage(browser);
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    // When the map's style has loaded (it starts after the city index, see useIndexFirst.ts).
    new MutationObserver((_, observer) => {
      if (document.querySelector('[aria-label="Map"][data-map-ready="true"]') === null) return;
      performance.mark('bench:map-ready');
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-map-ready'] });
  });
  // Counted until the search starts: the page's and the worker's requests (scripts, the cities
  // file, the basemap, the mission code the worker loads once ready).
  const downloads: Promise<{ url: string; bytes: number }>[] = [];
  let counting = true;
  page.on('response', (response) => {
    if (!counting || !response.ok() || !response.url().startsWith(ORIGIN)) return;
    downloads.push(gzipBytes(response).then((bytes) => ({ url: response.url(), bytes })));
  });
  // The search starts once the cities are loaded and the map has started, as a visitor's would after
  // typing: the map's own start-up (it loads after the index) is not part of the search.
  await page.goto(`${ORIGIN}/dashboard?outage=never`);
  // Waited for with an observer, not waitForFunction: its default polling runs a callback in every
  // animation frame, work the page would not otherwise do while the worker loads (alternating cold
  // opens measured worker ready 35–65 ms later with it).
  await waitForWorkerReady(page);
  await page.locator('[aria-label="Map"][data-map-ready="true"]').waitFor({ timeout: 60_000 });
  await page.getByPlaceholder('Enter city or keyword...').fill('paris');
  await page.getByLabel('Agents').selectOption(String(count));
  counting = false;
  const downloaded = await Promise.all(downloads);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const expected = `${count.toLocaleString('en')} agents`;
  // Written as a string: tsx would wrap a named function in a helper that does not exist in the page.
  const doneAt = (await page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const status = document.querySelector('[role="status"]')?.textContent ?? '';
      const counted = document.querySelector('[data-testid="agent-count"]')?.textContent ?? '';
      const map = document.querySelector('[aria-label="Map"]');
      const onMap = map?.dataset.markers === '${count}' && map?.dataset.lines === '${count}';
      if (status.includes('Search complete.') && counted === ${JSON.stringify(expected)} && onMap) {
        // The layers are deck's now; two frames later they are drawn (the GPU's time included).
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      } else {
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  })`)) as number;
  const figures = await page.evaluate(() => {
    const [open] = performance.getEntriesByName('tsd:dashboard-open') as PerformanceMark[];
    const [ready] = performance.getEntriesByName('tsd:worker-ready') as PerformanceMark[];
    const [start] = performance.getEntriesByName('tsd:search-start') as PerformanceMark[];
    const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
    const searchTasks = tasks.filter((task) => task.start + task.duration >= (start?.startTime ?? 0));
    return {
      workerReadyMs: (ready?.startTime ?? NaN) - (open?.startTime ?? NaN),
      mapReadyMs:
        (performance.getEntriesByName('bench:map-ready')[0]?.startTime ?? NaN) - (open?.startTime ?? NaN),
      searchStart: start?.startTime ?? NaN,
      maxLongTaskMs: searchTasks.length > 0 ? Math.max(...searchTasks.map((task) => task.duration)) : 0,
      longTasksOver200: searchTasks.filter((task) => task.duration > 200).length,
      cities: (ready?.detail as { cities?: number } | undefined)?.cities ?? 0,
      workerLoadMs: (ready?.detail as { loadMs?: number } | undefined)?.loadMs ?? NaN,
      // How many of the agents' markers and lines deck was handed: a screen sample for bulk searches.
      markersDrawn: Number(
        document.querySelector<HTMLElement>('[aria-label="Map"]')?.dataset['markersDrawn'],
      ),
      linesDrawn: Number(document.querySelector<HTMLElement>('[aria-label="Map"]')?.dataset['linesDrawn']),
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const exports = withExports ? await measureExports(page) : null;
  await page.close();
  const { searchStart, ...rest } = figures;
  const megabytes = (list: { bytes: number }[]) =>
    Math.round(list.reduce((sum, d) => sum + d.bytes, 0) / 1e4) / 100;
  return {
    ...rest,
    exports,
    searchMs: doneAt - searchStart,
    heapMb: Math.round(heap.usedSize / 1e5) / 10,
    downloadGzipMb: megabytes(downloaded),
    citiesGzipMb: megabytes(downloaded.filter((d) => new URL(d.url).pathname === '/cities.json')),
  };
}

const round = (value: number) => Math.round(value);
/** CI runs a smoke version: the same measurements with 1,000 agents instead of 100,000, one comparison round. */
const SMOKE = process.argv.includes('--smoke');
const BULK = SMOKE ? 1_000 : 100_000;
const COMPARISON_SIZES = SMOKE ? [1_000] : [1_000, 10_000, 100_000];
const COMPARISON_ROUNDS = SMOKE ? 1 : 3;
/** The machine's load (1, 5 and 15 minutes), as `uptime` prints it. */
const load = () => loadavg().map((value) => Math.round(value * 100) / 100);

/** The app's own figures (everything but the comparison), printed as a table; their JSON keys. */
async function measureApp(browser: Browser): Promise<Record<string, unknown>> {
  const login = await measureLogin(browser);
  const baseline = await measureBaseline(browser);
  const spec = await measureSearch(browser, 12);
  const bulk = await measureSearch(browser, BULK, true);
  const exports = bulk.exports ?? { ms: {}, mb: {}, maxLongTaskMs: NaN };
  const result = {
    login_js_gzip_kb: login.jsGzipKb,
    login_loads_map_code: login.scripts.some((path) => /maplibre|AgentMap|agentOverlay|deck/i.test(path)),
    worker_ready_ms: round(spec.workerReadyMs),
    worker_fetch_parse_index_ms: round(spec.workerLoadMs),
    machine_blank_worker_ms: round(baseline.blankWorkerMs),
    machine_cities_download_ms: round(baseline.citiesDownloadMs),
    map_ready_ms: round(spec.mapReadyMs),
    cities_indexed: spec.cities,
    dashboard_download_before_search_gzip_mb: spec.downloadGzipMb,
    cities_file_gzip_mb: spec.citiesGzipMb,
    search_12_ms: round(spec.searchMs),
    bulk_agents: BULK,
    bulk_search_ms: round(bulk.searchMs),
    bulk_max_long_task_ms: round(bulk.maxLongTaskMs),
    bulk_long_tasks_over_200ms: bulk.longTasksOver200,
    bulk_heap_mb: bulk.heapMb,
    bulk_markers_drawn: bulk.markersDrawn,
    bulk_lines_drawn: bulk.linesDrawn,
    export_csv_ms: exports.ms.csv ?? NaN,
    export_json_ms: exports.ms.json ?? NaN,
    export_geojson_ms: exports.ms.geojson ?? NaN,
    export_csv_mb: exports.mb.csv ?? NaN,
    export_json_mb: exports.mb.json ?? NaN,
    export_geojson_mb: exports.mb.geojson ?? NaN,
    export_max_long_task_ms: round(exports.maxLongTaskMs),
  };
  const bulkLabel = `${BULK.toLocaleString('en')}-agent search`;
  const rows: [string, string][] = [
    ['login route JavaScript (gzip)', `${result.login_js_gzip_kb} KB`],
    ['login route loads map code', String(result.login_loads_map_code)],
    [
      'worker ready after the dashboard opens',
      `${result.worker_ready_ms} ms (in the worker: ${result.worker_fetch_parse_index_ms} ms, ${result.cities_indexed} cities)`,
    ],
    [
      'this machine: a blank worker, the file alone',
      `${result.machine_blank_worker_ms} ms to answer, ${result.machine_cities_download_ms} ms to download`,
    ],
    ['map ready (style loaded) after the dashboard opens', `${result.map_ready_ms} ms`],
    [
      'dashboard download before its first search (gzip)',
      `${result.dashboard_download_before_search_gzip_mb} MB (the cities file ${result.cities_file_gzip_mb} MB)`,
    ],
    [
      '12-agent search, start to "Search complete."',
      `${result.search_12_ms} ms (paced by the spec's 200–400 ms)`,
    ],
    [`${bulkLabel}, start to complete on the map`, `${result.bulk_search_ms} ms`],
    [
      `markers and lines drawn for its ${BULK.toLocaleString('en')}`,
      `${result.bulk_markers_drawn} and ${result.bulk_lines_drawn} (screen sample)`,
    ],
    [`longest main-thread task in that search`, `${result.bulk_max_long_task_ms} ms`],
    [`main-thread tasks over 200 ms in it`, String(result.bulk_long_tasks_over_200ms)],
    [`page heap with ${BULK.toLocaleString('en')} agents shown`, `${result.bulk_heap_mb} MB`],
    [
      `export ${BULK.toLocaleString('en')} agents, click to file`,
      `CSV ${result.export_csv_ms} ms (${result.export_csv_mb} MB), JSON ${result.export_json_ms} ms (${result.export_json_mb} MB), GeoJSON ${result.export_geojson_ms} ms (${result.export_geojson_mb} MB)`,
    ],
    [`longest main-thread task during the exports`, `${result.export_max_long_task_ms} ms`],
  ];
  console.log('The Silent Directory in headless Chromium (SwiftShader WebGL), production build');
  for (const [name, value] of rows) console.log(`  ${name.padEnd(48)} ${value}`);
  return result;
}

/** The product against the Leaflet page; prints the table and returns its JSON. */
async function measureComparison(browser: Browser): Promise<Record<string, unknown>> {
  const runs = await runComparison(browser, {
    productOrigin: ORIGIN,
    leafletOrigin: LEAFLET_ORIGIN,
    sizes: COMPARISON_SIZES,
    rounds: COMPARISON_ROUNDS,
    query: 'paris',
    serviceWorkers: WITH_SERVICE_WORKER,
    routeGeocoder: ROUTE_GEOCODER,
    log: (line) => console.error(line),
  });
  const rows = summariseRuns(runs);
  console.log('');
  console.log(
    `The product against a plain Leaflet page ("paris", medians of ${COMPARISON_ROUNDS}, alternating, each run in a fresh context)`,
  );
  for (const line of formatComparisonTable(rows)) console.log(`  ${line}`);
  for (const note of COMPARISON_NOTES) console.log(`  ${note}`);
  return { rounds: COMPARISON_ROUNDS, sizes: COMPARISON_SIZES, rows: comparisonJson(rows) };
}

/** What the comparison's figures mean, printed under its table (bench/RESULTS.md says more). */
const COMPARISON_NOTES = [
  'ratio = product / Leaflet: below 1 the product is quicker.',
  'click: from the click on Search on a ready page (the product: worker and map ready), heat on in both.',
  "link: from navigation start, cold; heat off in both (the product's heat switch is not part of a link);",
  "  the product's link is the one it shares (with the place's pin); 'without its place' drops the pin.",
  "browser: Chromium's omnibox popup (a WebUI page it loads for each new window) is off for both pages.",
  'all drawn: the frame after the one in which the page had handed every agent to its map, or (the',
  "  product's links) drawn every agent on its map's sketch, a 2D canvas shown until the map has drawn",
  '  them; "map itself" is the time to the map\'s own drawing, and the longest task is counted up to it.',
  'Leaflet page: Leaflet 1.9 defaults (SVG renderer), one circle marker and one dashed line to London per',
  '  agent, Leaflet.heat, faker on the main thread; no tile layer. The product draws its offline basemap',
  '  (its sketch does not).',
  ROUTE_GEOCODER
    ? "geocoder: both pages' requests answered with the same Paris (Playwright routes every request then)."
    : 'geocoder: its host is refused by the browser for both pages (each then uses its own data).',
  "heap: the page's main-thread JavaScript heap after a collection; the product's worker is not counted.",
  WITH_SERVICE_WORKER
    ? "service workers: allowed (a first visit installs the product's during the runs)."
    : 'service workers: blocked (no install during the runs; --service-worker allows them).',
];

if (!existsSync(LEAFLET_BUILD)) {
  throw new Error(
    'No build of the Leaflet page: run `npx vite build --config bench/leaflet/vite.config.ts`.',
  );
}
const loadBefore = load();
const server = await startPreview(PORT);
try {
  const leafletServer = await startPreview(LEAFLET_PORT, LEAFLET_CONFIG);
  try {
    const browser = await launchBenchBrowser();
    try {
      const app = COMPARISON_ONLY ? {} : await measureApp(browser);
      const comparison = await measureComparison(browser);
      const loadAfter = load();
      console.log(
        `  machine load (1, 5, 15 min): before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}; ${new Date().toISOString()}`,
      );
      if (JSON_OUTPUT) {
        console.log(
          JSON.stringify({
            smoke: SMOKE,
            ...app,
            comparison,
            load_before: loadBefore,
            load_after: loadAfter,
          }),
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    stopPreview(leafletServer);
  }
} finally {
  stopPreview(server);
}
