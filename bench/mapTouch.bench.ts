// `npm run bench:map [-- --smoke] [-- --json]`: touching the map of a 100,000-agent mission in headless
// Chromium (SwiftShader WebGL), production build. Issue 20's two figures:
//
// - Moving the mouse over the agents: the longest main-thread task while it moves, and how long each
//   tooltip change took from the mousemove event to the tooltip's DOM, and whether it was there before
//   the next frame was drawn. The same path over the map before any search is the reference: what the
//   map alone costs per move on this machine.
// - Changing the filter: from the select's change event until the count line and the map's marker
//   count say the new number and two frames have passed (deck draws in the first, the browser waits
//   for the GPU in the second), for several professions in turn, then "Clear filter".
//
// A benchmark: it reports figures, it asserts nothing. Run after `vite build` (the npm script does).
// BENCH_PORT moves its preview server off 4389.
import type { Page } from 'playwright-core';
import { launchBenchBrowser, startPreview, stopPreview } from './previewServer.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4389);
const ORIGIN = `http://localhost:${PORT}`;
const SMOKE = process.argv.includes('--smoke');
const JSON_OUTPUT = process.argv.includes('--json');
const AGENTS = SMOKE ? 1_000 : 100_000;
/** Professions filtered for in turn (the first few of the list), then the filter is cleared. */
const FILTER_CHANGES = SMOKE ? 2 : 5;
/**
 * Page instrumentation, as a string (tsx would wrap named functions in helpers the page lacks):
 * long tasks, mousemove times, and when the tooltip's DOM last changed.
 */
const INSTRUMENT = `
  window.__bench = { tasks: [], moves: [], tooltipChanges: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('mousemove', () => {
    const at = performance.now();
    requestAnimationFrame(() => {
      const frame = performance.now();
      requestAnimationFrame(() => window.__bench.moves.push({ at, frame, nextFrame: performance.now() }));
    });
  }, true);
  new MutationObserver((records) => {
    const touched = records.some((record) => {
      const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      return node && node.closest && (node.closest('[role="tooltip"]') || [...record.addedNodes, ...record.removedNodes].some((n) => n.nodeType === 1 && n.matches('[role="tooltip"]')));
    });
    if (touched) window.__bench.tooltipChanges.push(performance.now());
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

interface MoveFigures {
  moves: number;
  tooltipChanges: number;
  /**
   * Tooltip changes whose DOM was there when the frame the mousemove arrived in ran its animation
   * callbacks (Chromium dispatches mouse moves at the start of a frame), so that frame drew them.
   */
  inSameFrame: number;
  /** ...and those there by the frame after it. */
  inNextFrame: number;
  medianLatencyMs: number;
  maxLatencyMs: number;
  maxLongTaskMs: number;
}

/** Sweeps the mouse over the map's middle in rows, one move per frame or so; reads what happened. */
async function sweep(page: Page): Promise<MoveFigures> {
  const box = await page.getByRole('region', { name: 'Map' }).boundingBox();
  if (!box) throw new Error('no map');
  await page.evaluate(
    'window.__bench.tasks.length = 0; window.__bench.moves.length = 0; window.__bench.tooltipChanges.length = 0;',
  );
  const started = (await page.evaluate('performance.now()')) as number;
  // The agents are fitted into the part of the map above the table; sweep its middle.
  const left = box.x + box.width * 0.4;
  const right = box.x + box.width * 0.75;
  for (const fraction of [0.2, 0.3, 0.4, 0.5]) {
    const y = box.y + box.height * fraction;
    for (let step = 0; step <= 60; step++) {
      await page.mouse.move(left + ((right - left) * step) / 60, y);
      await page.waitForTimeout(20);
    }
  }
  await page.waitForTimeout(300);
  const raw = (await page.evaluate('window.__bench')) as {
    tasks: { start: number; duration: number }[];
    moves: { at: number; frame: number; nextFrame: number }[];
    tooltipChanges: number[];
  };
  const moves = raw.moves.filter((move) => move.at >= started);
  // Each tooltip change belongs to the last mousemove before it.
  const latencies: { latency: number; inSameFrame: boolean; inNextFrame: boolean }[] = [];
  for (const change of raw.tooltipChanges) {
    const move = [...moves].reverse().find((candidate) => candidate.at <= change);
    if (move) {
      latencies.push({
        latency: change - move.at,
        inSameFrame: change <= move.frame,
        inNextFrame: change <= move.nextFrame,
      });
    }
  }
  const sorted = latencies.map((entry) => entry.latency).sort((a, b) => a - b);
  return {
    moves: moves.length,
    tooltipChanges: latencies.length,
    inSameFrame: latencies.filter((entry) => entry.inSameFrame).length,
    inNextFrame: latencies.filter((entry) => entry.inNextFrame).length,
    medianLatencyMs: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    maxLatencyMs: sorted.at(-1) ?? NaN,
    maxLongTaskMs: Math.max(
      0,
      ...raw.tasks.filter((task) => task.start >= started).map((task) => task.duration),
    ),
  };
}

/** Selects `label` in the Profession select (or clicks Clear filter) and times it to the redrawn map. */
async function timeFilter(
  page: Page,
  choose: () => Promise<void>,
  expected: number,
): Promise<{ ms: number; maxLongTaskMs: number }> {
  await page.evaluate(`
    window.__bench.tasks.length = 0;
    window.__filterStart = null;
    document.addEventListener('change', () => { window.__filterStart = performance.now(); }, { capture: true, once: true });
    document.addEventListener('click', (event) => {
      if (event.target.closest && event.target.closest('button')?.textContent === 'Clear filter') window.__filterStart = performance.now();
    }, { capture: true, once: true });
  `);
  await choose();
  const line =
    expected === AGENTS
      ? `${AGENTS.toLocaleString('en')} agents`
      : `${expected.toLocaleString('en')} of ${AGENTS.toLocaleString('en')} agents`;
  const doneAt = (await page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const counted = document.querySelector('[data-testid="agent-count"]')?.textContent ?? '';
      const map = document.querySelector('[aria-label="Map"]');
      if (counted === ${JSON.stringify(line)} && map?.dataset.markers === '${expected}') {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      } else requestAnimationFrame(check);
    };
    check();
  })`)) as number;
  const start = (await page.evaluate('window.__filterStart')) as number;
  const tasks = (await page.evaluate('window.__bench.tasks')) as { start: number; duration: number }[];
  return { ms: doneAt - start, maxLongTaskMs: Math.max(0, ...tasks.map((task) => task.duration)) };
}

const server = await startPreview(PORT);
try {
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript({ content: INSTRUMENT });
    await page.addInitScript(() => localStorage.setItem('tsd_user', 'Bench'));

    // Reference: the same sweep over the map with no agents on it.
    await page.goto(`${ORIGIN}/dashboard?outage=never`);
    await page.locator('[aria-label="Map"][data-map-ready="true"]').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const empty = await sweep(page);

    await page.goto(`${ORIGIN}/dashboard?q=paris&seed=7&v=2&n=${AGENTS}&outage=never`);
    await page
      .locator(`[aria-label="Map"][data-markers="${AGENTS}"][data-lines="${AGENTS}"][data-map-ready="true"]`)
      .waitFor({ timeout: 120_000 });
    await page.getByText('Search complete.').first().waitFor({ timeout: 60_000 });
    // The fit's flight, the sample made for it and the basemap's tiles settle first.
    await page.waitForTimeout(3000);
    const full = await sweep(page);

    // Unfolding the filter codes the mission's values (once per mission).
    const openStart = Date.now();
    await page.getByText('Filter', { exact: true }).click();
    const profession = page.getByRole('combobox', { name: 'Profession' });
    await profession.waitFor();
    const openMs = Date.now() - openStart;
    const options = (await profession.locator('option').allInnerTexts()).slice(1, 1 + FILTER_CHANGES);
    const changes: { label: string; kept: number; ms: number; maxLongTaskMs: number }[] = [];
    for (const option of options) {
      const kept = Number(/\(([\d,]+)\)$/.exec(option)?.[1]?.replace(/,/g, '') ?? NaN);
      const figures = await timeFilter(
        page,
        () => profession.selectOption({ label: option }).then(() => undefined),
        kept,
      );
      changes.push({ label: option, kept, ...figures });
      await page.waitForTimeout(500);
    }
    const cleared = await timeFilter(
      page,
      () => page.getByRole('button', { name: 'Clear filter' }).click(),
      AGENTS,
    );
    changes.push({ label: 'Clear filter', kept: AGENTS, ...cleared });
    // With a filter on, the sweep again: the index is rebuilt for the filtered points.
    const result = {
      smoke: SMOKE,
      agents: AGENTS,
      emptyMap: empty,
      fullMap: full,
      filterOpenMs: openMs,
      filterChanges: changes,
    };

    const line = (name: string, value: string) => console.log(`  ${name.padEnd(52)} ${value}`);
    const describeSweep = (figures: MoveFigures) =>
      `${figures.moves} moves, longest task ${Math.round(figures.maxLongTaskMs)} ms; tooltip changes ${figures.tooltipChanges}, ` +
      `${figures.inSameFrame} drawn in the event's frame, ${figures.inNextFrame} by the next, latency median ${figures.medianLatencyMs.toFixed(1)} ms, max ${figures.maxLatencyMs.toFixed(1)} ms`;
    console.log(`Touching the map of ${AGENTS.toLocaleString('en')} agents (headless Chromium, SwiftShader)`);
    line('mouse sweep, empty map (reference)', describeSweep(empty));
    line(`mouse sweep, ${AGENTS.toLocaleString('en')} agents`, describeSweep(full));
    line('unfold the filter (codes the values)', `${openMs} ms`);
    for (const change of changes) {
      line(
        `filter: ${change.label}`,
        `${Math.round(change.ms)} ms to table and map (${change.kept.toLocaleString('en')} kept), longest task ${Math.round(change.maxLongTaskMs)} ms`,
      );
    }
    if (JSON_OUTPUT) console.log(JSON.stringify(result));
  } finally {
    await browser.close();
  }
} finally {
  stopPreview(server);
}
