// Named performance marks at the moments that matter to a visitor. The browser benchmark
// (bench/browser.bench.ts) reads them, and DevTools shows them in its timeline.
export const PERF_MARKS = {
  /** The dashboard has rendered and asked the worker to load the cities. */
  dashboardOpen: 'tsd:dashboard-open',
  /** The worker has fetched, parsed and indexed the cities file. */
  workerReady: 'tsd:worker-ready',
  searchStart: 'tsd:search-start',
  /** "Search complete." is set; the map draws the last agents on its next animation frame. */
  searchComplete: 'tsd:search-complete',
  /** An export file is built and handed to the browser; detail: { format, agents, bytes, ms }. */
  exportSaved: 'tsd:export-saved',
} as const;

export function markPerf(name: (typeof PERF_MARKS)[keyof typeof PERF_MARKS], detail?: unknown): void {
  performance.mark(name, detail === undefined ? undefined : { detail });
}
