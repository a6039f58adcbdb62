// Searches that overlap or are abandoned (issue 7): only the latest search ever shows anything, and a
// search left behind stops, in the page and in the worker.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  agentRows,
  heading,
  mapRegion,
  openDashboard,
  PROFILES_PER_SEARCH,
  readLog,
  readRows,
  search,
  searchBox,
  statusHistory,
  statusLine,
  COMPLETE,
  SEARCH_TIMEOUT,
  waitForMap,
  waitForWorkerReady,
} from './dashboard.ts';

/** Ten places the local list knows; the last one is the search that must win. */
const CITIES = ['paris', 'berlin', 'madrid', 'rome', 'vienna', 'lisbon', 'prague', 'warsaw', 'oslo', 'cairo'];

interface ListenerCall {
  t: number;
  /** The listener method the worker called: onPlan or onChunk. */
  name: string;
}

/**
 * Records the calls the worker makes on a search's listener (its plan, each chunk of agents). Comlink
 * delivers them as messages on a MessagePort carrying the method's path; while a search is alive in the
 * worker they keep coming, and once it is cancelled they stop. Runs before the app (an init script).
 */
function recordListenerCalls(): void {
  const calls: ListenerCall[] = [];
  (window as unknown as { __tsdListenerCalls: ListenerCall[] }).__tsdListenerCalls = calls;
  const wrappers = new WeakMap<object, EventListener>();
  const add = MessagePort.prototype.addEventListener;
  const remove = MessagePort.prototype.removeEventListener;
  MessagePort.prototype.addEventListener = function (
    this: MessagePort,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type !== 'message' || typeof listener !== 'function') return add.call(this, type, listener, options);
    const wrapped = (event: Event) => {
      const path: unknown = (event as MessageEvent<{ path?: unknown }>).data?.path;
      if (Array.isArray(path) && path.length > 0) calls.push({ t: performance.now(), name: path.join('.') });
      listener.call(this, event);
    };
    wrappers.set(listener, wrapped);
    return add.call(this, type, wrapped, options);
  } as typeof add;
  MessagePort.prototype.removeEventListener = function (
    this: MessagePort,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ) {
    const wrapped = wrappers.get(listener);
    return remove.call(this, type, wrapped ?? listener, options);
  } as typeof remove;
}

const listenerCalls = (page: Page): Promise<ListenerCall[]> =>
  page.evaluate(() => (window as unknown as { __tsdListenerCalls: ListenerCall[] }).__tsdListenerCalls);

const completions = (page: Page): Promise<number> =>
  page.evaluate(() => performance.getEntriesByName('tsd:search-complete').length);

test('ten searches in one burst: only the last one’s agents ever appear', async ({ page }) => {
  test.setTimeout(90_000);
  await openDashboard(page);
  await waitForWorkerReady(page);
  await waitForMap(page);

  // Typed and submitted from inside the page, in one burst: on a software-rendered map each search start
  // costs a frame of a few hundred milliseconds, which would stretch timed steps apart. Between steps
  // only microtasks run, which is when React applies the typed text. Each search's own query is
  // checked in the URL it writes as it starts.
  const burst = await page.evaluate(async (cities) => {
    const input = document.querySelector<HTMLInputElement>('input[name="q"]');
    const form = input?.form;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!input || !form || !setValue) throw new Error('no search form');
    const flush = async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    const started = performance.now();
    const queries: (string | null)[] = [];
    for (const city of cities) {
      setValue.call(input, city);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await flush();
      form.requestSubmit();
      queries.push(new URLSearchParams(location.search).get('q'));
      await flush();
    }
    return {
      ms: performance.now() - started,
      queries,
      completedDuringBurst: performance.getEntriesByName('tsd:search-complete').length,
    };
  }, CITIES);
  expect(burst.queries, 'each search started with its own query').toEqual(CITIES);
  // What makes this a burst: every search starts while the ones before it are still running. A wall-clock
  // bound said it less exactly and depended on the machine (1.7 s for the ten starts on a slow one).
  expect(burst.completedDuringBurst, 'searches that completed before the last one started').toBe(0);
  test
    .info()
    .annotations.push({ type: 'burst', description: `ten searches started in ${Math.round(burst.ms)} ms` });

  await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
  await expect(agentRows(page)).toHaveCount(PROFILES_PER_SEARCH);
  // Time for any straggler of an older search to show itself.
  await page.waitForTimeout(2_000);
  await expect(agentRows(page)).toHaveCount(PROFILES_PER_SEARCH);
  await expect(mapRegion(page)).toHaveAttribute('data-markers', String(PROFILES_PER_SEARCH));

  const rows = await readRows(page);
  expect(rows.map((row) => row.City)).toEqual(Array<string>(PROFILES_PER_SEARCH).fill('Cairo'));
  const log = await readLog(page);
  const citiesEverShown = new Set(log.flatMap((snapshot) => snapshot.cities));
  expect([...citiesEverShown], 'cities ever shown in the table').toEqual(['Cairo']);
  expect(statusHistory(log).filter((status) => status === COMPLETE)).toHaveLength(1);
  await expect(searchBox(page)).toHaveValue('cairo');
  expect(new URL(page.url()).searchParams.get('q')).toBe('cairo');
});

test.describe('leaving the dashboard mid-search', () => {
  test('while the worker is still resolving the place: the worker drops the search, nothing more crosses', async ({
    page,
    geocoder,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(recordListenerCalls);
    await page.goto('/');
    await page.getByRole('button', { name: 'ENTER DIRECTORY' }).click();
    await waitForWorkerReady(page);
    // The control: a search that runs to the end is seen calling its listener.
    await search(page, 'berlin');
    await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
    expect((await listenerCalls(page)).map((call) => call.name)).toContain('onChunk');

    // A geocoder that never answers holds the next search in the worker for the geocoder's 3 s timeout.
    geocoder.hang();
    const asked = geocoder.requests.length;
    await search(page, 'paris');
    await expect.poll(() => geocoder.requests.length).toBe(asked + 1);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'ENTER DIRECTORY' })).toBeVisible();
    const leftAt = await page.evaluate(() => performance.now());

    // Well past the timeout, when a search still alive in the worker would send its plan and agents.
    await page.waitForTimeout(6_000);
    const late = (await listenerCalls(page)).filter((call) => call.t >= leftAt);
    expect(late, 'listener calls of the abandoned search').toEqual([]);
    expect(await completions(page), 'only the control search completed').toBe(1);
  });

  test('while agents are being revealed: the search stops where it was and never completes', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    await search(page, 'paris');
    const first = agentRows(page).first().getByRole('link');
    await expect(first).toBeVisible({ timeout: 20_000 });
    expect(await agentRows(page).count()).toBeLessThan(PROFILES_PER_SEARCH);
    const codename = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(heading(page)).toHaveText(`Agent Profile — ${codename}`);

    // Twelve reveals take at most 4.8 s: had the search carried on unseen, it would have completed by now.
    await page.waitForTimeout(6_000);
    expect(await completions(page)).toBe(0);
    await expect(heading(page)).toHaveText(`Agent Profile — ${codename}`);
    // The fixture fails the test on any console or page error meanwhile.
  });
});
