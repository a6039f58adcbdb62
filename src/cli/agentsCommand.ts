// `npm run --silent agents -- [--query TEXT] [--count N] [--seed S] [--format F] [--offline]
//   [--place PIN] [--mission-version N] [--explain]`
// Generates agents with the same engine as the app, for tests, benchmarks and anyone who
// wants test data. Bad arguments get one line on stderr and exit code 2, never a stack trace.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  DEFAULT_GEOCODER_TIMEOUT_MS,
  DEFAULT_GEOCODER_URL,
  isMissionVersion,
  LATEST_MISSION_VERSION,
  MAX_AGENTS_PER_SEARCH,
  MISSION_VERSIONS,
  PROFILES_PER_SEARCH,
  type MissionVersion,
  type SearchPlan,
  type SearchRequest,
} from '../shared/types.ts';
import { createFormatWriter, FORMATS, isFormat, type Format, type FormatWriter } from '../shared/formats.ts';
import { loadCities } from '../worker/engine/cities/loadCities.ts';
import type { PlaceIndex } from '../worker/engine/cities/placeIndex.ts';
import { placeFromPin } from '../worker/engine/resolve/missionPlace.ts';
import { MissionError, runMission } from '../worker/engine/runMission.ts';
import { normaliseSeedText, seedProblem } from '../shared/seedText.ts';
import { createGeocoder, type Geocoder } from '../worker/geocoder/geocoder.ts';
import { createOutput, type Output } from './output.ts';

const CITIES_PATH = new URL('../../public/cities.json', import.meta.url);

/** A problem with what the user typed: reported in one line, exit code 2. */
class UsageError extends Error {}

interface Options {
  query: string | null;
  count: number;
  /** Any text; digits up to 4294967295 are that number, as in links. */
  seed: string | undefined;
  /** The pinned mission version, or undefined for the latest (said on stderr). */
  version: MissionVersion | undefined;
  format: Format;
  offline: boolean;
  /** A mission link's place pin (`city:ID`, `country:CC`, …); a bare GeoNames id means `city:ID`. */
  place: string | undefined;
  /** Print how the query resolves (one JSON object) instead of agents. */
  explain: boolean;
}

const VALUE_FLAGS = new Set(['--query', '--count', '--seed', '--format', '--place', '--mission-version']);
const ALL_FLAGS = new Set([...VALUE_FLAGS, '--offline', '--explain']);

/**
 * `--count -5` or `--query -x`: node's parser calls a value that starts with a dash
 * ambiguous; a value that is not one of our flags is taken as the value, so the user
 * gets the real complaint ("--count must be …") or the query they meant.
 */
function attachDashedValues(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const next = argv[i + 1];
    if (VALUE_FLAGS.has(arg) && next !== undefined && next.startsWith('-') && !ALL_FLAGS.has(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else {
      out.push(arg);
    }
  }
  return out;
}

export function parseOptions(argv: readonly string[]): Options {
  let values;
  try {
    ({ values } = parseArgs({
      args: attachDashedValues(argv),
      strict: true,
      allowPositionals: false,
      options: {
        query: { type: 'string' },
        count: { type: 'string' },
        seed: { type: 'string' },
        format: { type: 'string' },
        offline: { type: 'boolean' },
        place: { type: 'string' },
        'mission-version': { type: 'string' },
        explain: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError(firstLine(error instanceof Error ? error.message : String(error)));
  }
  if (values.query !== undefined && values.query.trim() === '')
    throw new UsageError('--query must not be empty.');
  const format = values.format ?? (values.query === undefined ? 'ndjson' : 'json');
  if (!isFormat(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}.`);
  if (values.query === undefined && format !== 'ndjson') {
    throw new UsageError(
      'Queries read from standard input are written as ndjson; use --query for other formats.',
    );
  }
  return {
    query: values.query ?? null,
    count: parseWholeNumber(values.count, '--count', 1, MAX_AGENTS_PER_SEARCH) ?? PROFILES_PER_SEARCH,
    seed: parseSeed(values.seed),
    version: parseVersion(values['mission-version']),
    format,
    offline: values.offline ?? false,
    place: parsePlace(values.place),
    explain: values.explain ?? false,
  };
}

function parseSeed(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const seed = normaliseSeedText(text);
  const problem = seedProblem(seed);
  if (problem !== null) throw new UsageError(`--seed: ${problem}`);
  return seed;
}

function parseVersion(text: string | undefined): MissionVersion | undefined {
  if (text === undefined) return undefined;
  const version = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!isMissionVersion(version)) {
    throw new UsageError(`--mission-version must be one of ${MISSION_VERSIONS.join(', ')}.`);
  }
  return version;
}

/** `--place 2735943` is the city of that GeoNames id; any other pin is taken as written. */
function parsePlace(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const pin = text.trim();
  if (pin === '') throw new UsageError('--place must not be empty.');
  return /^\d{1,10}$/.test(pin) ? `city:${pin}` : pin;
}

function parseWholeNumber(
  text: string | undefined,
  flag: string,
  min: number,
  max: number,
): number | undefined {
  if (text === undefined) return undefined;
  const value = /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max.toLocaleString('en')}.`);
  }
  return value;
}

function loadIndex(): PlaceIndex {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(CITIES_PATH);
  } catch {
    throw new UsageError('public/cities.json is missing: run `npm run data` (npm ci does it too).');
  }
  return loadCities(bytes).index;
}

/** What --explain prints for a query: the plan's place and resolution, as one JSON object. */
async function explainMission(
  options: Options,
  query: string,
  index: PlaceIndex,
  geocoder: Geocoder,
  output: Output,
): Promise<void> {
  let plan: SearchPlan | null = null;
  await runMission(
    { index, geocode: (q) => geocoder.geocode(q), entropy: Math.random },
    missionRequest(options, query),
    { onPlan: (planned) => void (plan = planned), onAgent: () => undefined },
    () => plan === null, // the plan is all that is wanted: no agent is made
  );
  if (plan === null) return;
  const { seed, version, count, place, resolution } = plan as SearchPlan;
  const { kind, label, rule, pin, places, alternatives } = resolution;
  const explained = { query, seed, version, count, kind, label, rule, pin, places, place, alternatives };
  await output.write(`${JSON.stringify(explained)}\n`);
}

function missionRequest(options: Options, query: string): SearchRequest {
  return {
    query,
    count: options.count,
    offline: options.offline,
    version: options.version ?? LATEST_MISSION_VERSION,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.place !== undefined ? { place: options.place } : {}),
  };
}

/** A pin that names nothing would be ignored by the page; here it is a mistake worth a line. */
function checkPlace(options: Options, index: PlaceIndex): void {
  if (options.place !== undefined && placeFromPin(index, options.place) === null) {
    throw new UsageError(
      `--place names no place: ${JSON.stringify(options.place.slice(0, 80))} (a GeoNames id, city:ID, country:CC, region:CC:Name or geo:LAT,LON|CC|Region|Name).`,
    );
  }
}

async function writeMission(
  options: Options,
  query: string,
  index: PlaceIndex,
  geocoder: Geocoder,
  output: Output,
  tagQuery: boolean,
): Promise<void> {
  if (options.explain) return explainMission(options, query, index, geocoder, output);
  // Made once the plan is known: the vCards' UIDs come from the mission's seed and place.
  let writer: FormatWriter | null = null;
  const summary = await runMission(
    { index, geocode: (q) => geocoder.geocode(q), entropy: Math.random },
    missionRequest(options, query),
    {
      onPlan: (plan) => {
        writer = createFormatWriter(options.format, {
          mission: { version: plan.version, query: plan.query, seed: plan.seed, pin: plan.resolution.pin },
          ...(tagQuery ? { extra: () => ({ query }) } : {}),
        });
        return output.write(writer.start());
      },
      onAgent: (agent, i) => output.write((writer as FormatWriter).agent(agent, i)),
    },
    () => true,
  );
  if (writer !== null) await output.write((writer as FormatWriter).end(summary.delivered));
}

async function main(argv: readonly string[]): Promise<void> {
  const options = parseOptions(argv);
  const index = loadIndex();
  checkPlace(options, index);
  // Said once the arguments are known to be good, so a refusal stays a single line.
  if (options.version === undefined && !options.explain) {
    process.stderr.write(
      `agents: mission version ${LATEST_MISSION_VERSION} (the latest); pin it with --mission-version ${LATEST_MISSION_VERSION} to replay these agents forever.\n`,
    );
  }
  const geocoder = createGeocoder({
    endpoint: options.offline ? '' : (process.env.TSD_GEOCODER_URL ?? DEFAULT_GEOCODER_URL),
    timeoutMs: DEFAULT_GEOCODER_TIMEOUT_MS,
    fetch: globalThis.fetch,
    log: (message) => process.stderr.write(`${message}\n`),
  });
  const output = createOutput(process.stdout);
  if (options.query !== null) {
    await writeMission(options, options.query, index, geocoder, output, false);
  } else {
    const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
    for await (const line of lines) {
      if (line.trim() === '') continue;
      await writeMission(options, line, index, geocoder, output, true);
    }
  }
  await output.close();
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof MissionError;
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`agents: ${known ? message : `unexpected failure: ${firstLine(message)}`}\n`);
  process.exitCode = known ? 2 : 1;
});
