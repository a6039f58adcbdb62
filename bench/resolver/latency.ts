// `npx tsx bench/resolver/latency.ts`: the resolver's time per query on the full index, over the
// held-out inputs (placeInputs.ts), 400 names of random places and 100 qualified ones (seeded), and
// the one-off costs a session pays: the area names' index and the near-spelling index. Run on a quiet
// machine (see bench/RESULTS.md); for a reference, run the same file against an older checkout.
import { readFileSync } from 'node:fs';
import { loadCities } from '../../src/worker/engine/cities/loadCities.ts';
import { createRandom } from '../../src/worker/engine/random.ts';
import { getAreaIndex, loadAreaIndex } from '../../src/worker/engine/resolve/areaIndex.ts';
import { resolveQuery } from '../../src/worker/engine/resolve/resolveQuery.ts';
import { typoIndexOf } from '../../src/worker/engine/resolve/typos.ts';
import { PLACE_INPUTS } from './placeInputs.ts';

const SAMPLES = Number(process.argv[2] ?? 200_000);

const areasStarted = performance.now();
await loadAreaIndex();
const areasMs = performance.now() - areasStarted;
const index = loadCities(readFileSync(new URL('../../public/cities.json', import.meta.url), 'utf8')).index;
const areas = getAreaIndex();
const typoStarted = performance.now();
typoIndexOf(index, areas);
const typoMs = performance.now() - typoStarted;

const random = createRandom(11);
const queries = PLACE_INPUTS.map((input) => input.query);
for (let i = 0; i < 400; i++) queries.push(index.cities.at(random.int(index.cities.length))!.name);
for (let i = 0; i < 100; i++) {
  const name = index.cities.at(random.int(20_000))!.name;
  queries.push(`agents in ${name}, ${random.pick(['France', 'TX', 'Ontario', 'Japan'])}`);
}
let sink = 0;
for (const query of queries) sink ^= resolveQuery(index, areas, query)?.others.length ?? 0; // warm-up
const times = new Float64Array(SAMPLES);
for (let i = 0; i < SAMPLES; i++) {
  const query = queries[i % queries.length]!;
  const started = process.hrtime.bigint();
  sink ^= resolveQuery(index, areas, query)?.others.length ?? 0;
  times[i] = Number(process.hrtime.bigint() - started) / 1000;
}
times.sort();
const at = (p: number): number => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
console.log(
  JSON.stringify({
    queries: queries.length,
    samples: SAMPLES,
    p50_us: Number(at(0.5).toFixed(2)),
    p99_us: Number(at(0.99).toFixed(2)),
    area_index_ms: Number(areasMs.toFixed(1)),
    typo_index_ms: Number(typoMs.toFixed(1)),
    sink,
  }),
);
