// The arithmetic and layout of the comparison in `npm run bench:browser`: the product against a plain
// Leaflet page (bench/leaflet/), each size and case measured several times in alternation. Pure, so a unit
// test (tests/bench/comparisonTable.test.ts) checks it without a browser.

/**
 * `link` is a mission link as the app shares it (its address once the search is placed: the place's pin
 * included); `typed-link` the same mission without its place (`?q=paris&seed=…&n=…`), which the app
 * must resolve, as an old link or one typed by hand.
 */
export type ComparisonCase = 'search' | 'link' | 'typed-link';
export type ComparisonSubject = 'product' | 'leaflet';

/** One page load or one search, on one of the two pages. */
export interface ComparisonRun {
  agents: number;
  case: ComparisonCase;
  subject: ComparisonSubject;
  /** Click on Search (or navigation start, for a link) to the frame after the one all agents were drawn in. */
  ms: number;
  /**
   * The product: the same span to its map's own drawing (MapLibre and deck.gl), when the map's sketch drew
   * the agents first (MapSketch.tsx); equal to `ms` otherwise. Absent for the Leaflet page.
   */
  mapMs?: number;
  /** Longest main-thread task from the start to the map's own drawing (the later end). */
  maxLongTaskMs: number;
  /** The page's JavaScript heap after a garbage collection, once all was drawn. */
  heapMb: number;
}

/** One size and case: medians of each page's runs, and their ratio. */
export interface ComparisonRow {
  agents: number;
  case: ComparisonCase;
  productMs: number;
  /** Median of the product's mapMs (its map's own drawing): productMs when no sketch came first. */
  productMapMs: number;
  leafletMs: number;
  /** productMs / leafletMs: below 1 the product is quicker. */
  ratio: number;
  productMaxLongTaskMs: number;
  leafletMaxLongTaskMs: number;
  productHeapMb: number;
  leafletHeapMb: number;
  /** Every run's time, in the order measured, so a reader sees the spread behind each median. */
  productRunsMs: number[];
  leafletRunsMs: number[];
}

export const CASE_LABELS: Record<ComparisonCase, string> = {
  search: 'click Search → all drawn',
  link: 'open a mission link → all drawn',
  'typed-link': 'open it without its place → all drawn',
};

/** The order of a size's rows. */
export const CASES: readonly ComparisonCase[] = ['search', 'link', 'typed-link'];

/** The middle value; the mean of the two middle ones for an even count; NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The product's time over the Leaflet page's, to two decimals; NaN when either is missing or Leaflet's is 0. */
export function timeRatio(productMs: number, leafletMs: number): number {
  if (!Number.isFinite(productMs) || !Number.isFinite(leafletMs) || leafletMs <= 0) return NaN;
  return Math.round((productMs / leafletMs) * 100) / 100;
}

/** Rows by size (smallest first), the click, the link, the typed link at each size; a size or case never run is absent. */
export function summariseRuns(runs: readonly ComparisonRun[]): ComparisonRow[] {
  const sizes = [...new Set(runs.map((run) => run.agents))].sort((a, b) => a - b);
  const rows: ComparisonRow[] = [];
  for (const agents of sizes) {
    for (const kind of CASES) {
      const of = (subject: ComparisonSubject) =>
        runs.filter((run) => run.agents === agents && run.case === kind && run.subject === subject);
      const product = of('product');
      const leaflet = of('leaflet');
      if (product.length === 0 && leaflet.length === 0) continue;
      const productMs = Math.round(median(product.map((run) => run.ms)));
      const productMapMs = Math.round(median(product.map((run) => run.mapMs ?? run.ms)));
      const leafletMs = Math.round(median(leaflet.map((run) => run.ms)));
      rows.push({
        agents,
        case: kind,
        productMs,
        productMapMs,
        leafletMs,
        ratio: timeRatio(productMs, leafletMs),
        productMaxLongTaskMs: Math.round(median(product.map((run) => run.maxLongTaskMs))),
        leafletMaxLongTaskMs: Math.round(median(leaflet.map((run) => run.maxLongTaskMs))),
        productHeapMb: Math.round(median(product.map((run) => run.heapMb)) * 10) / 10,
        leafletHeapMb: Math.round(median(leaflet.map((run) => run.heapMb)) * 10) / 10,
        productRunsMs: product.map((run) => Math.round(run.ms)),
        leafletRunsMs: leaflet.map((run) => Math.round(run.ms)),
      });
    }
  }
  return rows;
}

const thousands = (value: number) => (Number.isFinite(value) ? value.toLocaleString('en') : '—');
const ratioText = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');

const HEADER = [
  'agents',
  'case',
  'product ms',
  'Leaflet ms',
  'product / Leaflet',
  'product: map itself ms',
  'longest task ms (product / Leaflet)',
  'heap MB (product / Leaflet)',
];

/** A plain-text table, one line per row, columns padded to their widest cell; the header first. */
export function formatComparisonTable(rows: readonly ComparisonRow[]): string[] {
  const cells = [
    HEADER,
    ...rows.map((row) => [
      thousands(row.agents),
      CASE_LABELS[row.case],
      thousands(row.productMs),
      thousands(row.leafletMs),
      ratioText(row.ratio),
      thousands(row.productMapMs),
      `${thousands(row.productMaxLongTaskMs)} / ${thousands(row.leafletMaxLongTaskMs)}`,
      `${row.productHeapMb} / ${row.leafletHeapMb}`,
    ]),
  ];
  const widths = HEADER.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  return cells.map((line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
}

/** The rows as the benchmark's JSON writes them (snake_case, like its other keys). */
export function comparisonJson(rows: readonly ComparisonRow[]) {
  return rows.map((row) => ({
    agents: row.agents,
    case: row.case,
    product_ms: row.productMs,
    product_map_ms: row.productMapMs,
    leaflet_ms: row.leafletMs,
    ratio: row.ratio,
    product_max_long_task_ms: row.productMaxLongTaskMs,
    leaflet_max_long_task_ms: row.leafletMaxLongTaskMs,
    product_heap_mb: row.productHeapMb,
    leaflet_heap_mb: row.leafletHeapMb,
    product_runs_ms: row.productRunsMs,
    leaflet_runs_ms: row.leafletRunsMs,
  }));
}
