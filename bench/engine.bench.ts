// `npm run bench [-- --json]`: generation throughput, the faker reference, resolver latency
// and the cost of loading the cities file, measured in one run on one thread; then the command line
// end to end (bench/cliRun.ts: the packaged bundle, start-up, every format, memory at 10,000,000).
// This is a benchmark, not a test: it asserts nothing, it reports. Figures go in RESULTS.md.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { faker } from '@faker-js/faker';
import type { Agent, MissionVersion, Place } from '../src/shared/types.ts';
import { loadCities } from '../src/worker/engine/cities/loadCities.ts';
import { agentAt, createAgentContext, missionSeed, placeFromCity } from '../src/worker/engine/mission.ts';
import type { PlaceIndex } from '../src/worker/engine/cities/placeIndex.ts';
import { createRandom } from '../src/worker/engine/random.ts';
import { getAreaIndex, loadAreaIndex } from '../src/worker/engine/resolve/areaIndex.ts';
import { resolveQuery } from '../src/worker/engine/resolve/resolveQuery.ts';
import { runMission } from '../src/worker/engine/runMission.ts';
import { PROFESSIONS } from '../src/worker/data/professions.ts';
import { AGENCIES } from '../src/worker/data/agencies.ts';
import { CODENAME_ANIMALS } from '../src/worker/data/codenames.ts';
import { ENGINE_MIX } from './engineMix.ts';
import { measureCliRun, measureStartup, type CliRun } from './cliRun.ts';

// The resolver reads the area names synchronously once they are loaded (see areaIndex.ts).
await loadAreaIndex();

const JSON_OUTPUT = process.argv.includes('--json');
const QUICK = process.argv.includes('--quick');
/** The file's bytes, as the worker gets them from fetch (response.arrayBuffer()). */
const CITIES_BYTES = readFileSync(new URL('../public/cities.json', import.meta.url));

/** Keeps results alive so the optimiser cannot drop the work being measured. */
let sink = 0;
const consume = (agent: Agent): void => {
  sink = (sink + agent.fullName.length + agent.address.length + agent.email.length + agent.phone.length) | 0;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

/**
 * Parse + index of the full file from its bytes (reading the file is not counted): the
 * median, and the first round, whose code is not yet optimised, as the worker's one load.
 */
function measureLoad(rounds: number): { ms: number; firstMs: number; index: PlaceIndex } {
  const times: number[] = [];
  let index: PlaceIndex | null = null;
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    index = loadCities(CITIES_BYTES).index;
    times.push(performance.now() - started);
  }
  return { ms: median(times), firstMs: times[0] as number, index: index as PlaceIndex };
}

function mixPlaces(index: PlaceIndex): Place[] {
  return ENGINE_MIX.map((name) => {
    const reading = resolveQuery(index, getAreaIndex(), name)?.reading;
    if (reading?.kind !== 'city') throw new Error(`bench: ${name} is not a city of the index`);
    return placeFromCity(reading.city, 'index');
  });
}

/**
 * Agents per second of whole missions through runMission, as the worker and the CLI run them:
 * place, plan, every agent. A country mission draws each agent's place and makes one identity
 * kit per place it reaches; a city mission of the same size is its reference.
 */
async function measureMission(
  index: PlaceIndex,
  query: string,
  count: number,
  rounds: number,
): Promise<number> {
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    await runMission(
      { index, geocode: async () => null, entropy: Math.random },
      { query, seed: r, count, offline: true },
      { onPlan: () => undefined, onAgent: consume },
      () => true,
    );
    rates.push(count / ((performance.now() - started) / 1000));
  }
  return median(rates);
}

/**
 * Agents per second of the engine: the full agent, every field, as the worker makes it.
 * Each round runs one mission per place of the mix, back to back, as the worker does
 * (a mission is one place); interleaving countries agent by agent would measure call-site
 * polymorphism that no search ever sees.
 */
async function measureEngine(
  places: Place[],
  perRound: number,
  rounds: number,
  version: MissionVersion,
): Promise<number> {
  const contexts = await Promise.all(
    places.map((place) => createAgentContext(place, place.name, { version })),
  );
  const perMission = Math.ceil(perRound / contexts.length);
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    for (let m = 0; m < contexts.length; m++) {
      const context = contexts[m]!;
      const base = missionSeed(places[m]!.name, r);
      for (let i = 0; i < perMission; i++) consume(agentAt(context, base, i));
    }
    rates.push((perMission * contexts.length) / ((performance.now() - started) / 1000));
  }
  return median(rates);
}

/**
 * The original hobby app's way for the spec's fields (faker, English, for names, address, email and
 * phone), and faker's own generators for the fields version 2 adds: a complete person, like the engine's.
 */
function fakerAgent(place: Place): Agent {
  return {
    fullName: faker.person.fullName(),
    codename: `${capitalise(faker.word.adjective())} ${faker.helpers.arrayElement(CODENAME_ANIMALS)}`,
    profession: faker.helpers.arrayElement(PROFESSIONS),
    nationality: place.country,
    city: place.name,
    address: faker.location.streetAddress({ useFullAddress: true }),
    email: faker.internet.email(),
    phone: faker.phone.number(),
    agency: faker.helpers.arrayElement(AGENCIES),
    lat: place.lat + (Math.random() * 2 - 1) * 0.05,
    lng: place.lon + (Math.random() * 2 - 1) * 0.05,
    countryCode: place.countryCode,
    // The fields version 2 adds, as faker offers them, so the reference makes a complete person too.
    sex: faker.helpers.arrayElement(['female', 'male'] as const),
    birthDate: faker.date.birthdate({ mode: 'age', min: 18, max: 80 }).toISOString().slice(0, 10),
    age: faker.number.int({ min: 18, max: 80 }),
    username: faker.internet.username(),
    timeZone: faker.location.timeZone(),
    street: faker.location.street(),
    postcode: faker.location.zipCode(),
    region: faker.location.state(),
    phoneKind: 'valid',
  };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function measureFaker(places: Place[], perRound: number, rounds: number): number {
  faker.seed(1);
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    for (let i = 0; i < perRound; i++) consume(fakerAgent(places[i % places.length]!));
    rates.push(perRound / ((performance.now() - started) / 1000));
  }
  return median(rates);
}

/**
 * Resolver latency per query, over the full index: real names, traps, non-places, long queries,
 * and issue 17's classes: countries, regions, other scripts, nicknames, qualifiers and typos
 * (the typo index is built by the warm-up, as the first typo of a session builds it).
 */
function measureResolve(index: PlaceIndex, samples: number): { p50: number; p99: number } {
  const random = createRandom(7);
  const areas = getAreaIndex();
  const queries: string[] = [
    'italy',
    'polska',
    'ontario',
    'sichuan',
    'brittany',
    '上海',
    'Варшава',
    '부산',
    'Θεσσαλονίκη',
    'LA',
    'NOLA',
    'Brum',
    'Lisbonne',
    'Pragu',
    'Manchster',
    'Edinbrugh',
    'agents in Pragu tonight',
    'Porto',
    'Alexandria, Virginia, USA',
    'secret mission',
    'drug cartel',
    'uk',
    'sao paulo',
    'new york',
    'bogota',
    'agents in rome',
    'weapon dealers',
    'secret agents',
    'cyber',
    'art thieves',
    'München',
    'Kiev',
    'Bombay',
    'nyc',
    'Paris, Texas',
    'London, Ontario',
    'Valencia, Spain',
    'body cleaners in berlin',
    'spies operating around ho chi minh city tonight',
  ];
  for (let i = 0; i < 200; i++) queries.push(index.cities.at(random.int(index.cities.length))!.name);
  for (let i = 0; i < 50; i++)
    queries.push(
      `agents in ${index.cities.at(random.int(20_000))!.name}, ${random.pick(['France', 'TX', 'Ontario', 'Japan'])}`,
    );
  for (const query of queries) resolveQuery(index, areas, query); // warm-up
  const times = new Float64Array(samples);
  for (let i = 0; i < samples; i++) {
    const query = queries[i % queries.length]!;
    const started = process.hrtime.bigint();
    sink ^= resolveQuery(index, areas, query)?.others.length ?? 0;
    times[i] = Number(process.hrtime.bigint() - started) / 1000;
  }
  times.sort();
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

const load = measureLoad(QUICK ? 2 : 7);
const places = mixPlaces(load.index);
const engine = await measureEngine(places, QUICK ? 100_000 : 1_000_000, QUICK ? 2 : 7, 3);
const engineV2 = await measureEngine(places, QUICK ? 100_000 : 1_000_000, QUICK ? 2 : 5, 2);
const engineV1 = await measureEngine(places, QUICK ? 100_000 : 1_000_000, QUICK ? 2 : 5, 1);
const fakerRate = measureFaker(places, QUICK ? 5_000 : 50_000, QUICK ? 2 : 5);
const resolve = measureResolve(load.index, QUICK ? 20_000 : 200_000);
const missionCount = QUICK ? 100_000 : 1_000_000;
const cityMission = await measureMission(load.index, 'paris', missionCount, QUICK ? 1 : 3);
const countryMission = await measureMission(load.index, 'italy', missionCount, QUICK ? 1 : 3);
const citiesGzip = gzipSync(CITIES_BYTES).length;

// The command line, after the in-process figures so that its child processes do not share the cores.
const CLI_FORMATS = ['ndjson', 'csv', 'json', 'geojson', 'vcf', 'sql', 'parquet'] as const;
const cliCount = QUICK ? 100_000 : 1_000_000;
const startup = await measureStartup(QUICK ? 3 : 7);
const cliRuns: Record<string, CliRun> = {};
for (const format of CLI_FORMATS) cliRuns[format] = await measureCliRun(format, cliCount);
const bigCount = QUICK ? 1_000_000 : 10_000_000;
const big = await measureCliRun('ndjson', bigCount);
const rateOf = (run: CliRun, count = cliCount): number => Math.round(count / run.seconds);

const result = {
  engine_profiles_per_s: Math.round(engine),
  engine_v2_profiles_per_s: Math.round(engineV2),
  engine_v1_profiles_per_s: Math.round(engineV1),
  faker_reference_profiles_per_s: Math.round(fakerRate),
  engine_vs_faker: Number((engine / fakerRate).toFixed(1)),
  city_mission_agents_per_s: Math.round(cityMission),
  country_mission_agents_per_s: Math.round(countryMission),
  country_vs_city_mission: Number((countryMission / cityMission).toFixed(2)),
  cities_file_bytes: CITIES_BYTES.length,
  cities_file_gzip_bytes: citiesGzip,
  resolve_p50_us: Number(resolve.p50.toFixed(2)),
  resolve_p99_us: Number(resolve.p99.toFixed(2)),
  cities_parse_index_ms: Number(load.ms.toFixed(1)),
  cities_parse_index_first_ms: Number(load.firstMs.toFixed(1)),
  cli_startup_to_first_agent_ms: Math.round(startup.cliSeconds * 1000),
  bare_node_startup_ms: Math.round(startup.nodeSeconds * 1000),
  cli_agents_per_s: Object.fromEntries(CLI_FORMATS.map((format) => [format, rateOf(cliRuns[format]!)])),
  cli_count: cliCount,
  cli_big_count: bigCount,
  cli_big_ndjson_agents_per_s: rateOf(big, bigCount),
  cli_big_peak_rss_mb: Math.round(big.peakRss / 2 ** 20),
  cities: load.index.cities.length,
  index_keys: load.index.size,
  node: process.version,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  quick: QUICK,
  sink_ignore: sink & 1,
};

const rows: [string, string, string][] = [
  ['engine agents/s (1 thread, version 3)', result.engine_profiles_per_s.toLocaleString('en'), '≥ 1,000,000'],
  ['engine agents/s, version 2', result.engine_v2_profiles_per_s.toLocaleString('en'), ''],
  ['engine agents/s, version 1 fields', result.engine_v1_profiles_per_s.toLocaleString('en'), ''],
  ['faker reference agents/s', result.faker_reference_profiles_per_s.toLocaleString('en'), ''],
  ['engine ÷ faker', `${result.engine_vs_faker}×`, '≥ 20×'],
  ['city mission agents/s (runMission)', result.city_mission_agents_per_s.toLocaleString('en'), ''],
  [
    'country mission agents/s ("italy")',
    result.country_mission_agents_per_s.toLocaleString('en'),
    '≥ 1,000,000',
  ],
  ['country ÷ city mission', `${result.country_vs_city_mission}×`, ''],
  ['cities file', `${(result.cities_file_bytes / 1e6).toFixed(2)} MB`, ''],
  ['cities file, gzip -6', `${(result.cities_file_gzip_bytes / 1e6).toFixed(2)} MB`, ''],
  ['resolve p50', `${result.resolve_p50_us} µs`, ''],
  ['resolve p99', `${result.resolve_p99_us} µs`, '≤ 20 µs'],
  ['cities parse + index', `${result.cities_parse_index_ms} ms`, '≤ 300 ms'],
  ['cities parse + index, first (cold) run', `${result.cities_parse_index_first_ms} ms`, ''],
  ['CLI start-up to first agent (lib/cli.js)', `${result.cli_startup_to_first_agent_ms} ms`, '≤ 300 ms'],
  ['  bare node start-up (reference)', `${result.bare_node_startup_ms} ms`, ''],
  ...CLI_FORMATS.map((format): [string, string, string] => [
    `CLI end to end, ${cliCount.toLocaleString('en')} agents, ${format}`,
    `${result.cli_agents_per_s[format]!.toLocaleString('en')}/s`,
    format === 'ndjson' || format === 'csv'
      ? `≥ 1,000,000; ${(result.cli_agents_per_s[format]! / result.faker_reference_profiles_per_s).toFixed(1)}× faker`
      : `${(result.cli_agents_per_s[format]! / result.faker_reference_profiles_per_s).toFixed(1)}× faker`,
  ]),
  [
    `CLI end to end, ${bigCount.toLocaleString('en')} agents, ndjson`,
    `${result.cli_big_ndjson_agents_per_s.toLocaleString('en')}/s`,
    '',
  ],
  [`  peak memory (all threads)`, `${result.cli_big_peak_rss_mb} MB`, '≤ 250 MB'],
];
const width = Math.max(...rows.map((row) => row[0].length));
console.log(
  `The Silent Directory engine benchmark — ${result.cpu}, ${result.cores} cores, Node ${result.node}${QUICK ? ' (quick)' : ''}`,
);
for (const [name, value, target] of rows)
  console.log(`  ${name.padEnd(width)}  ${value.padStart(14)}  ${target}`);
if (JSON_OUTPUT) console.log(JSON.stringify(result));
