// `npm run bench:browser [-- --json]`: the app in headless Chromium, as a visitor gets it from
// the production build. Measures what the login route downloads, when the worker is ready,
// a spec search end to end, main-thread long tasks and the page heap. A benchmark: it
// reports figures, it asserts nothing. Run after `vite build` (the npm script does).
import { spawn, type ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';

const PORT = 4388;
const ORIGIN = `http://localhost:${PORT}`;
const JSON_OUTPUT = process.argv.includes('--json');
/** Hosts the app may call but this machine cannot reach: refused at once, as when offline. */
const OFFLINE_HOSTS = /nominatim\.openstreetmap\.org|basemaps\.cartocdn\.com/;

async function startPreview(): Promise<ChildProcess> {
  const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(ORIGIN)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`vite preview did not start on ${ORIGIN}`);
}

async function openPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route(OFFLINE_HOSTS, (route) => route.abort());
  return page;
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

interface DashboardFigures {
  workerReadyMs: number;
  /** Inside the worker: fetch, parse and index (IndexStats.loadMs). */
  workerLoadMs: number;
  searchMs: number;
  maxLongTaskMs: number;
  longTasksOver200: number;
  heapMb: number;
  cities: number;
}

/** Opens a mission link cold and times it: worker ready, search start to "Search complete.". */
async function measureSearch(browser: Browser, count: number): Promise<DashboardFigures> {
  const page = await openPage(browser);
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${ORIGIN}/dashboard?q=paris&seed=1&outage=never${count === 12 ? '' : `&n=${count}`}`);
  await page.waitForFunction(() => performance.getEntriesByName('tsd:search-complete').length > 0, null, {
    timeout: 120_000,
  });
  // No named functions inside evaluate: tsx's name-keeping helper does not exist in the page.
  const figures = await page.evaluate(() => {
    const [ready] = performance.getEntriesByName('tsd:worker-ready') as PerformanceMark[];
    const [start] = performance.getEntriesByName('tsd:search-start') as PerformanceMark[];
    const [complete] = performance.getEntriesByName('tsd:search-complete') as PerformanceMark[];
    const tasks = (window as unknown as { __longTasks: number[] }).__longTasks;
    return {
      workerReadyMs: ready?.startTime ?? NaN,
      searchMs: (complete?.startTime ?? NaN) - (start?.startTime ?? NaN),
      maxLongTaskMs: tasks.length > 0 ? Math.max(...tasks) : 0,
      longTasksOver200: tasks.filter((duration) => duration > 200).length,
      cities: (ready?.detail as { cities?: number } | undefined)?.cities ?? 0,
      workerLoadMs: (ready?.detail as { loadMs?: number } | undefined)?.loadMs ?? NaN,
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await page.close();
  return { ...figures, heapMb: Math.round(heap.usedSize / 1e5) / 10 };
}

const round = (value: number) => Math.round(value);
const server = await startPreview();
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const login = await measureLogin(browser);
    const search = await measureSearch(browser, 12);
    const result = {
      login_js_gzip_kb: login.jsGzipKb,
      login_loads_map_code: login.scripts.some((path) => /maplibre|AgentMap|agentOverlay|deck/i.test(path)),
      worker_ready_ms: round(search.workerReadyMs),
      worker_fetch_parse_index_ms: round(search.workerLoadMs),
      cities_indexed: search.cities,
      search_12_ms: round(search.searchMs),
      max_long_task_ms: round(search.maxLongTaskMs),
      long_tasks_over_200ms: search.longTasksOver200,
      heap_after_search_mb: search.heapMb,
    };
    const rows: [string, string][] = [
      ['login route JavaScript (gzip)', `${result.login_js_gzip_kb} KB`],
      ['login route loads map code', String(result.login_loads_map_code)],
      [
        'worker ready after dashboard opens',
        `${result.worker_ready_ms} ms (${result.cities_indexed} cities)`,
      ],
      [
        '12-agent search, start to "Search complete."',
        `${result.search_12_ms} ms (paced by the spec's 200–400 ms)`,
      ],
      ['longest main-thread task', `${result.max_long_task_ms} ms`],
      ['main-thread tasks over 200 ms', String(result.long_tasks_over_200ms)],
      ['page heap after the search', `${result.heap_after_search_mb} MB`],
    ];
    console.log('The Silent Directory in headless Chromium (SwiftShader WebGL), production build');
    for (const [name, value] of rows) console.log(`  ${name.padEnd(46)} ${value}`);
    if (JSON_OUTPUT) console.log(JSON.stringify(result));
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}
