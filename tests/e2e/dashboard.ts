// The dashboard as a visitor sees it: the agreed accessible names, the spec's texts, and a few steps
// that most browser tests share. Locators only; assertions stay in the tests.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { decodePng } from './png.ts';
import type { DecodedImage } from './png.ts';
import type { RecorderWindow, Snapshot } from './recorder.ts';

export const PRODUCT = 'The Silent Directory';
export const PROFILES_PER_SEARCH = 12;
/** The mission versions a link can name (`v=`): 1, the first release's agents, and 2, the latest. */
export type MissionVersion = 1 | 2 | 3 | 4;
/** What a typed search runs. */
export const LATEST_VERSION: MissionVersion = 3;
/** What a link without `v=` means: it was made before versions existed. */
export const UNVERSIONED_VERSION: MissionVersion = 1;
export const IDLE = 'Idle — ready.';
export const COMPLETE = 'Search complete.';
export const OUTAGE = '⚠ Connection lost. Re-routing through safe node...';
export const RESTORED = 'Secure channel restored. Continuing search...';
export const scanning = (query: string): string => `Scanning directory for "${query}"...`;
export const decrypted = (n: number, total = PROFILES_PER_SEARCH): string =>
  `Decrypted profile ${n} / ${total}...`;
export const COLUMNS = [
  'Codename',
  'Full Name',
  'Profession',
  'Nationality',
  'City',
  'Email',
  'Phone',
  'Agency',
];

/**
 * A whole search: typing (15–35 ms a character), 12 reveals of 200–400 ms, up to 3 s of geocoder
 * timeout and, on the outage path, 3.8 s more; on SwiftShader with two browsers at once, with margin.
 */
export const SEARCH_TIMEOUT = 45_000;

export interface DashboardParams {
  q?: string;
  /** A number, or any text (a text seed), as the link carries it. */
  seed?: number | string;
  /** The mission version, `v=`; absent as in a link made before versions existed (version 1). */
  v?: MissionVersion;
  /** A pinned place, `place=` (e.g. "city:2996944"), as the dashboard writes it once a plan arrives. */
  place?: string;
  /** Tests that are not about the outage pass 'never' so the 5% chance cannot make them flaky. */
  outage?: 'always' | 'never';
  /** Agents in the mission, `n=`; the spec's twelve when absent. */
  n?: number;
}

export function dashboardUrl(params: DashboardParams = {}): string {
  const search = new URLSearchParams();
  if (params.q !== undefined) search.set('q', params.q);
  if (params.seed !== undefined) search.set('seed', String(params.seed));
  if (params.v !== undefined) search.set('v', String(params.v));
  if (params.place !== undefined) search.set('place', params.place);
  if (params.n !== undefined) search.set('n', String(params.n));
  search.set('outage', params.outage ?? 'never');
  return `/dashboard?${search.toString()}`;
}

export const heading = (page: Page): Locator => page.getByRole('heading', { level: 1 });
export const searchBox = (page: Page): Locator =>
  page.getByRole('textbox', { name: 'Enter city or keyword...' });
export const searchButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Search', exact: true });
export const heatButton = (page: Page): Locator => page.getByRole('button', { name: 'Toggle Heat Map' });
export const statusLine = (page: Page): Locator => page.getByRole('status');
export const agentsTable = (page: Page): Locator => page.getByRole('table', { name: 'Agents' });
export const mapRegion = (page: Page): Locator => page.getByRole('region', { name: 'Map' });
/** The buttons for the other places the query may have meant, under the status line. */
export const otherPlaces = (page: Page): Locator => page.getByRole('group', { name: 'Other places' });
/** The line that says how the query was understood, found by the text it must show. */
export const resolvedLine = (page: Page, text: string | RegExp): Locator =>
  page.getByText(text, { exact: typeof text === 'string' });
export const returnButton = (page: Page): Locator =>
  page.getByRole('button', { name: '← Return to Directory' });

/** Table rows that hold an agent (header and any placeholder rows have no codename link). */
export const agentRows = (page: Page): Locator =>
  agentsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link') });

/** Opens the dashboard (outage off unless asked) and waits for its panel. */
export async function openDashboard(page: Page, params: DashboardParams = {}): Promise<void> {
  await page.goto(dashboardUrl(params));
  await expect(heading(page)).toHaveText(/^Welcome .+ — The Silent Directory$/);
}

export async function search(page: Page, query: string): Promise<void> {
  await searchBox(page).fill(query);
  await searchButton(page).click();
}

/** Waits until the search has finished and all its rows are shown. */
export async function waitForCompletion(page: Page): Promise<void> {
  await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
  await expect(agentRows(page)).toHaveCount(PROFILES_PER_SEARCH);
}

export type AgentRow = Record<string, string>;

/** The table's agent rows as {column header: cell text}. */
export async function readRows(page: Page): Promise<AgentRow[]> {
  return agentsTable(page).evaluate((table) => {
    const headers = Array.from(table.querySelectorAll('th')).map((th) => th.textContent?.trim() ?? '');
    return Array.from(table.querySelectorAll('tr'))
      .filter((tr) => tr.querySelector('td a'))
      .map((tr) => {
        const cells = Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '');
        return Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? '']));
      });
  });
}

/** Everything the recorder saw on the current document. */
export async function readLog(page: Page): Promise<Snapshot[]> {
  return page.evaluate(() => (window as unknown as RecorderWindow).__tsdLog ?? []);
}

/** The distinct status texts in the order they were shown (each typing step is one entry). */
export function statusHistory(log: readonly Snapshot[]): string[] {
  const history: string[] = [];
  for (const { status } of log) {
    if (status !== null && status !== history[history.length - 1]) history.push(status);
  }
  return history;
}

/** Index of the first snapshot showing `status` exactly, or -1. */
export function firstShown(log: readonly Snapshot[], status: string): number {
  return log.findIndex((snapshot) => snapshot.status === status);
}

/** A screenshot of the map region, decoded, with the page's overlays (panel, table) in it as drawn. */
export async function mapPixels(page: Page): Promise<DecodedImage> {
  return decodePng(await mapRegion(page).screenshot({ animations: 'disabled' }));
}

/** Waits until the map says its layers were handed to deck.gl and the basemap has drawn. */
export async function waitForMap(page: Page): Promise<void> {
  await expect(mapRegion(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
}

/** Waits until the worker has loaded (or failed to load) the city list, so a test times the search alone. */
export async function waitForWorkerReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('tsd:worker-ready').length), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
}

/** Notes the page's clock when the search form is submitted, for firstAgentDelay. */
export async function markSubmits(page: Page): Promise<void> {
  await page.evaluate(() => {
    const marked = window as unknown as { __tsdSubmits?: number[] };
    marked.__tsdSubmits = [];
    document.addEventListener('submit', () => marked.__tsdSubmits?.push(performance.now()), true);
  });
}

/** Milliseconds from the last submit (see markSubmits) to the first agent row on screen after it. */
export async function firstAgentDelay(page: Page): Promise<number> {
  const submits = await page.evaluate(() => (window as unknown as { __tsdSubmits?: number[] }).__tsdSubmits);
  const submitted = submits?.at(-1);
  if (submitted === undefined) throw new Error('no submit recorded: call markSubmits first');
  const first = (await readLog(page)).find((snapshot) => snapshot.t >= submitted && snapshot.rows > 0);
  if (!first) throw new Error('no agent row recorded after the submit');
  return first.t - submitted;
}

/** Opens the profile of the table's row at `index` by its codename link; returns the codename. */
export async function openProfile(page: Page, index: number): Promise<string> {
  const codename = (await readRows(page))[index]?.Codename;
  if (codename === undefined) throw new Error(`no row ${index}`);
  await agentRows(page).nth(index).getByRole('link', { name: codename, exact: true }).click();
  await expect(heading(page)).toHaveText(`Agent Profile — ${codename}`);
  return codename;
}
