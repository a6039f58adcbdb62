// `npm run --silent agents -- [--query TEXT] [--count N] [--seed S] [--format F] [--offline]`
// Generates agents with the same engine as the app, for tests, benchmarks and anyone who
// wants test data. Bad arguments get one line on stderr and exit code 2, never a stack trace.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  DEFAULT_GEOCODER_TIMEOUT_MS,
  DEFAULT_GEOCODER_URL,
  MAX_AGENTS_PER_SEARCH,
  MAX_SEED,
  PROFILES_PER_SEARCH,
} from '../shared/types.ts';
import { createFormatWriter, FORMATS, isFormat, type Format } from '../shared/formats.ts';
import { loadCities } from '../worker/engine/loadCities.ts';
import type { PlaceIndex } from '../worker/engine/placeIndex.ts';
import { MissionError, runMission } from '../worker/engine/runMission.ts';
import { createGeocoder, type Geocoder } from '../worker/geocoder/geocoder.ts';
import { createOutput, type Output } from './output.ts';

const CITIES_PATH = new URL('../../public/cities.json', import.meta.url);

/** A problem with what the user typed: reported in one line, exit code 2. */
class UsageError extends Error {}

interface Options {
  query: string | null;
  count: number;
  seed: number | undefined;
  format: Format;
  offline: boolean;
}

const VALUE_FLAGS = new Set(['--query', '--count', '--seed', '--format']);
const ALL_FLAGS = new Set([...VALUE_FLAGS, '--offline']);

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
    seed: parseWholeNumber(values.seed, '--seed', 0, MAX_SEED),
    format,
    offline: values.offline ?? false,
  };
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

async function writeMission(
  options: Options,
  query: string,
  index: PlaceIndex,
  geocoder: Geocoder,
  output: Output,
  tagQuery: boolean,
): Promise<void> {
  const writer = createFormatWriter(options.format, tagQuery ? () => ({ query }) : undefined);
  await output.write(writer.start());
  const summary = await runMission(
    { index, geocode: (q) => geocoder.geocode(q), entropy: Math.random },
    {
      query,
      count: options.count,
      offline: options.offline,
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
    },
    { onPlan: () => undefined, onAgent: (agent, i) => output.write(writer.agent(agent, i)) },
    () => true,
  );
  await output.write(writer.end(summary.delivered));
}

async function main(argv: readonly string[]): Promise<void> {
  const options = parseOptions(argv);
  const index = loadIndex();
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
