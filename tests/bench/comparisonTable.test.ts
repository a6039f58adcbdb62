// The comparison's arithmetic and table (bench/comparisonTable.ts). Expected values are worked out by hand
// from the runs below, not read back from the code.
import { describe, expect, it } from 'vitest';
import {
  comparisonJson,
  formatComparisonTable,
  median,
  summariseRuns,
  timeRatio,
  type ComparisonRun,
} from '../../bench/comparisonTable.ts';

describe('median', () => {
  it('is the middle of an odd count, whatever the order', () => {
    expect(median([5])).toBe(5);
    expect(median([700, 600, 650])).toBe(650);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([10, 20])).toBe(15);
  });

  it('is NaN for no value, and leaves its input in order', () => {
    expect(median([])).toBeNaN();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('timeRatio', () => {
  it("is the product's time over Leaflet's, to two decimals", () => {
    // The figures: 602 / 121 = 4.975…, 831 / 6,105 = 0.1361…
    expect(timeRatio(602, 121)).toBe(4.98);
    expect(timeRatio(831, 6105)).toBe(0.14);
    expect(timeRatio(500, 500)).toBe(1);
  });

  it('is NaN when a side is missing or Leaflet took no time', () => {
    expect(timeRatio(100, 0)).toBeNaN();
    expect(timeRatio(NaN, 100)).toBeNaN();
    expect(timeRatio(100, NaN)).toBeNaN();
  });
});

function run(
  agents: number,
  kind: ComparisonRun['case'],
  subject: ComparisonRun['subject'],
  ms: number,
  maxLongTaskMs = 0,
  heapMb = 0,
): ComparisonRun {
  return { agents, case: kind, subject, ms, maxLongTaskMs, heapMb };
}

// Listed in the order a run measures them: the larger size's runs first here, to check the sorting.
const RUNS: ComparisonRun[] = [
  run(10_000, 'typed-link', 'product', 2000, 80, 40),
  run(10_000, 'search', 'product', 900, 80, 40),
  run(10_000, 'search', 'leaflet', 1800.4, 1500, 90),
  run(1_000, 'search', 'product', 700, 50, 30.04),
  run(1_000, 'search', 'leaflet', 100, 90, 10),
  run(1_000, 'link', 'product', 1200.6, 120, 31),
  run(1_000, 'link', 'leaflet', 400, 300, 11),
  run(1_000, 'search', 'product', 600, 70, 30.12),
  run(1_000, 'search', 'leaflet', 130, 95, 12),
  run(1_000, 'search', 'product', 650, 60, 30.2),
  run(1_000, 'search', 'leaflet', 120, 100, 11),
];

describe('summariseRuns', () => {
  const rows = summariseRuns(RUNS);

  it('gives one row per size and case measured, smallest size first, then click, link, link without its place', () => {
    expect(rows.map((row) => [row.agents, row.case])).toEqual([
      [1_000, 'search'],
      [1_000, 'link'],
      [10_000, 'search'],
      [10_000, 'typed-link'],
    ]);
  });

  it('takes the median of each page and their ratio', () => {
    const [search] = rows;
    // product 700, 600, 650 → 650; Leaflet 100, 130, 120 → 120; 650 / 120 = 5.416…
    expect(search).toMatchObject({ productMs: 650, leafletMs: 120, ratio: 5.42 });
    // Long tasks 50, 70, 60 → 60 and 90, 95, 100 → 95; heap 30.04, 30.12, 30.2 → 30.12 → 30.1.
    expect(search).toMatchObject({
      productMaxLongTaskMs: 60,
      leafletMaxLongTaskMs: 95,
      productHeapMb: 30.1,
      leafletHeapMb: 11,
    });
    // Every run, rounded, in the order measured.
    expect(search?.productRunsMs).toEqual([700, 600, 650]);
    expect(search?.leafletRunsMs).toEqual([100, 130, 120]);
  });

  it('rounds a single run to whole milliseconds', () => {
    expect(rows[1]).toMatchObject({ productMs: 1201, leafletMs: 400, ratio: 3 });
    expect(rows[2]).toMatchObject({ productMs: 900, leafletMs: 1800, ratio: 0.5 });
  });

  it('keeps a row whose other page failed every run, with no ratio', () => {
    const [row] = summariseRuns([run(100_000, 'link', 'product', 2750)]);
    expect(row).toMatchObject({ productMs: 2750, leafletRunsMs: [] });
    expect(row?.leafletMs).toBeNaN();
    expect(row?.ratio).toBeNaN();
  });

  it("takes the median of the product's map-drawn times apart, and its click time where a run has none", () => {
    const sketched = (ms: number, mapMs: number): ComparisonRun => ({
      ...run(1_000, 'link', 'product', ms),
      mapMs,
    });
    // Drawn first by the sketch at 700, 800 and 900; by the map at 2,000, 2,600 and 2,200 → 2,200.
    const [row] = summariseRuns([sketched(700, 2000), sketched(900, 2600), sketched(800, 2200)]);
    expect(row).toMatchObject({ productMs: 800, productMapMs: 2200 });
    // Without mapMs (the map drew first), the map's time is the run's own: 650 here.
    expect(summariseRuns(RUNS)[0]).toMatchObject({ productMs: 650, productMapMs: 650 });
  });

  it('is empty without runs', () => {
    expect(summariseRuns([])).toEqual([]);
  });
});

describe('formatComparisonTable', () => {
  const lines = formatComparisonTable(summariseRuns(RUNS));

  it('has a header, then one line per row with its figures', () => {
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^agents\s+case\s+product ms\s+Leaflet ms\s+product \/ Leaflet/);
    expect(lines[1]).toMatch(
      /^1,000\s+click Search → all drawn\s+650\s+120\s+5\.42×\s+650\s+60 \/ 95\s+30\.1 \/ 11$/,
    );
    expect(lines[2]).toMatch(/^1,000\s+open a mission link → all drawn\s+1,201\s+400\s+3\.00×/);
    expect(lines[3]).toMatch(/^10,000\s+click Search → all drawn\s+900\s+1,800\s+0\.50×\s+900\s+80 \/ 1,500/);
    // No Leaflet run beside it: no ratio.
    expect(lines[4]).toMatch(/^10,000\s+open it without its place → all drawn\s+2,000\s+—\s+—/);
  });

  it('starts every column at the same place on every line', () => {
    const column = lines[0]!.indexOf('product ms');
    expect(lines[1]!.slice(column)).toMatch(/^650 /);
    expect(lines[2]!.slice(column)).toMatch(/^1,201 /);
    expect(lines[3]!.slice(column)).toMatch(/^900 /);
  });

  it('writes a dash for a figure that is missing', () => {
    const [, line] = formatComparisonTable(summariseRuns([run(100_000, 'link', 'product', 2750)]));
    expect(line).toMatch(/2,750\s+—\s+—\s+2,750/);
  });
});

describe('comparisonJson', () => {
  it('names the keys as the rest of the benchmark does, and a missing figure is null in JSON', () => {
    const [row] = comparisonJson(summariseRuns([run(100_000, 'link', 'product', 2750)]));
    expect(JSON.parse(JSON.stringify(row))).toEqual({
      agents: 100_000,
      case: 'link',
      product_ms: 2750,
      product_map_ms: 2750,
      leaflet_ms: null,
      ratio: null,
      product_max_long_task_ms: 0,
      leaflet_max_long_task_ms: null,
      product_heap_mb: 0,
      leaflet_heap_mb: null,
      product_runs_ms: [2750],
      leaflet_runs_ms: [],
    });
  });
});
