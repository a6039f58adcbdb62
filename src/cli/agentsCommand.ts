// `silent-directory agents [--query TEXT] [--count N] [--seed S] [--format F] [--dialect D] [--fields LIST]
//   [--shard K/N] [--output FILE] [--threads N] [--offline] [--place PIN] [--mission-version N] [--explain]`
// Generates agents with the same engine as the app, for tests, benchmarks and anyone who wants test
// data. Bad arguments get one line on stderr and exit code 2, never a stack trace, and no file.
import { createInterface } from 'node:readline';
import { mkdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_GEOCODER_URL,
  isMissionVersion,
  LATEST_MISSION_VERSION,
  MISSION_VERSIONS,
  type MissionVersion,
  type SearchPlan,
} from '../shared/types.ts';
import { FORMATS, isFormat, parseFields, type Format } from '../shared/formats.ts';
import type { AgentField } from '../shared/agentFields.ts';
import {
  parseTables,
  TABLE_FORMATS,
  TABLE_POINTS,
  type LinkedTable,
  type RelatedTable,
  type TableFormat,
} from '../shared/linkedTables.ts';
import { MISSION_VERSION_CONTENTS } from '../shared/missionVersions.ts';
import { normaliseSeedText, seedProblem } from '../shared/seedText.ts';
import { MissionError } from '../worker/engine/runMission.ts';
import type { MissionOptions } from '../lib/options.ts';
import { prepare } from '../lib/prepare.ts';
import { releasePlaceIndexes } from '../lib/citiesData.ts';
import { checkOutputPath, FileError, openSink, ReaderGone, type Sink } from './output.ts';
import { exitOnStopSignals } from './stopping.ts';
import { createProgress } from './progress.ts';
import { agentsHelp } from './help.ts';
import { createFileGeocodeStore } from './geocodeStore.ts';
import type { GeocodeStore } from '../worker/geocoder/geocoder.ts';
import { phoneCapacityNote } from '../shared/phoneCapacity.ts';
import { VERSION } from '../shared/version.ts';
import { writeAgents, type WriteJob } from './writeAgents.ts';
import {
  measuredSink,
  partManifest,
  writeManifest,
  type MeasuredSink,
  type WrittenPart,
} from './partManifest.ts';
import { MAX_PARTS, partFileName, shardFromEnvironment, type Environment, type Shard } from './shards.ts';
import { SQL_DIALECTS, sqlTableNameProblem, type SqlDialect } from '../shared/sqlFormat.ts';
import { XLSX_MAX_AGENTS } from '../shared/xlsx.ts';
import { MAX_STREAMED_AGENTS, PROFILES_PER_SEARCH } from '../shared/limits.ts';

/** A problem with what the user typed: reported in one line, exit code 2. */
export class UsageError extends Error {}

export interface Options {
  query: string | null;
  count: number;
  /** Any text; digits up to 4294967295 are that number, as in links. */
  seed: string | undefined;
  /** The pinned mission version, or undefined for the latest (said on stderr). */
  version: MissionVersion | undefined;
  format: Format;
  dialect: SqlDialect;
  /** The fields to write, in order; undefined for all of the mission's version. */
  fields: readonly AgentField[] | undefined;
  /** 1-based part K of N; [1, 1] for the whole mission. */
  shard: readonly [number, number];
  /**
   * The file to write (through a temporary name, renamed when complete), or null for stdout. With
   * `--shard auto…` it is the name given with the part in it (shards.ts, partFileName).
   */
  output: string | null;
  /** A part's manifest goes beside the output (partManifest.ts): --shard was given with --output. */
  manifest: boolean;
  /** Worker threads making agents; 0 picks by size and cores. */
  threads: number;
  /** Ask the geocoder before the packaged data (--geocode); off by default, so output never depends on a network. */
  geocode: boolean;
  /** For sql: the table's name, and whether the script drops it first. */
  table: string | undefined;
  drop: boolean;
  /** For csv: whether the file starts with a UTF-8 byte order mark (--bom; none by default). */
  bom: boolean;
  /** A mission link's place pin (`city:ID`, `country:CC`, …); a bare GeoNames id means `city:ID`. */
  place: string | undefined;
  /** Print how the query resolves (one JSON object) instead of agents. */
  explain: boolean;
  /**
   * The linked mission's tables to write (--tables), in dependency order; ['agents'] by default. With
   * more than the agents, `output` is a directory that gets a file per table.
   */
  tables: readonly LinkedTable[];
  /** Each agent with its agency's and household's rows inside (--nest): a linked mission's JSON or ndjson. */
  nest: boolean;
}

const VALUE_FLAGS = new Set([
  '--query',
  '--count',
  '--seed',
  '--format',
  '--dialect',
  '--fields',
  '--shard',
  '--output',
  '--threads',
  '--place',
  '--mission-version',
  '--table',
  '--tables',
]);
const ALL_FLAGS = new Set([
  ...VALUE_FLAGS,
  '--offline',
  '--geocode',
  '--explain',
  '--drop',
  '--bom',
  '--no-bom',
  '--nest',
  '--help',
  '-h',
  '--version',
]);

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

/**
 * The command's options, checked; throws UsageError with a one-line message.
 *
 * @example parseOptions(["--query", "tokyo", "--shard", "2/4"]).shard // [2, 4]
 */
export function parseOptions(argv: readonly string[], env: Environment = process.env): Options {
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
        dialect: { type: 'string' },
        fields: { type: 'string' },
        shard: { type: 'string' },
        output: { type: 'string' },
        threads: { type: 'string' },
        offline: { type: 'boolean' },
        geocode: { type: 'boolean' },
        place: { type: 'string' },
        'mission-version': { type: 'string' },
        explain: { type: 'boolean' },
        table: { type: 'string' },
        tables: { type: 'string' },
        drop: { type: 'boolean' },
        bom: { type: 'boolean' },
        'no-bom': { type: 'boolean' },
        nest: { type: 'boolean' },
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
  const dialect = values.dialect ?? 'postgres';
  if (!(SQL_DIALECTS as readonly string[]).includes(dialect)) {
    throw new UsageError(`--dialect must be one of ${SQL_DIALECTS.join(', ')}.`);
  }
  for (const flag of ['dialect', 'table', 'drop'] as const) {
    if (values[flag] !== undefined && format !== 'sql') {
      throw new UsageError(`--${flag} applies to --format sql only.`);
    }
  }
  if (values.table !== undefined) {
    const problem = sqlTableNameProblem(values.table);
    if (problem !== null) throw new UsageError(`--table: ${problem}.`);
  }
  for (const flag of ['bom', 'no-bom'] as const) {
    if (values[flag] !== undefined && format !== 'csv') {
      throw new UsageError(`--${flag} applies to --format csv only.`);
    }
  }
  if (values.bom === true && values['no-bom'] === true) {
    throw new UsageError('--bom and --no-bom contradict each other; give one.');
  }
  if (values.offline === true && values.geocode === true) {
    throw new UsageError('--offline and --geocode contradict each other; give one.');
  }
  const { shard, auto } = parseShard(values.shard, env);
  // A seed drawn in each copy would make each part a part of another mission.
  if (shard[1] > 1 && values.seed === undefined) {
    throw new UsageError(
      '--shard needs --seed when there is more than one part: every part must be of one mission.',
    );
  }
  if (values.query === undefined && (shard[1] > 1 || values.output !== undefined)) {
    throw new UsageError('--shard and --output need --query (queries from standard input go to stdout).');
  }
  if (values.output !== undefined && values.output.trim() === '') {
    throw new UsageError('--output must name a file.');
  }
  const version = parseVersion(values['mission-version']);
  const tables = parseTablesOption(values.tables, version, format, values.query, values.output);
  const options: Options = {
    query: values.query ?? null,
    count: parseWholeNumber(values.count, '--count', 1, MAX_STREAMED_AGENTS) ?? PROFILES_PER_SEARCH,
    seed: parseSeed(values.seed),
    version,
    format,
    dialect: dialect as SqlDialect,
    fields: parseFieldsOption(values.fields, version ?? LATEST_MISSION_VERSION, format),
    shard,
    // A directory of table files keeps its name: each file in it is named with its part (tableFile).
    output:
      values.output === undefined
        ? null
        : auto && !(tables.length > 1 && format !== 'sql')
          ? partFileName(values.output, shard)
          : values.output,
    manifest: values.shard !== undefined && values.output !== undefined,
    threads: parseWholeNumber(values.threads, '--threads', 1, 64) ?? 0,
    geocode: values.geocode ?? false,
    table: values.table,
    drop: values.drop ?? false,
    bom: values.bom ?? false,
    place: parsePlace(values.place),
    explain: values.explain ?? false,
    tables,
    nest: values.nest ?? false,
  };
  checkXlsxRows(options);
  checkLinkedSql(options);
  checkNest(options);
  return options;
}

/**
 * `--tables a,b,c`: the agents alone by default; more than the agents needs a linked mission version,
 * a format the related tables are written in, a --query and an --output directory for their files.
 */
function parseTablesOption(
  text: string | undefined,
  version: MissionVersion | undefined,
  format: Format,
  query: string | undefined,
  output: string | undefined,
): readonly LinkedTable[] {
  if (text === undefined) return ['agents'];
  let tables: readonly LinkedTable[];
  try {
    tables = parseTables(text);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (tables.length === 1 && tables[0] === 'agents') return tables;
  const linked = MISSION_VERSIONS.filter((each) => MISSION_VERSION_CONTENTS[each].linked);
  if (version === undefined || !MISSION_VERSION_CONTENTS[version].linked) {
    throw new UsageError(
      `--tables: ${tables.filter((table) => table !== 'agents').join(', ')} come with a linked mission: add --mission-version ${linked.join(' or ')}.`,
    );
  }
  if (!(TABLE_FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(
      `--tables: the related tables are written as ${TABLE_FORMATS.slice(0, -1).join(', ')} or ${TABLE_FORMATS.at(-1)}, not ${format}.`,
    );
  }
  if (format === 'geojson') {
    const pointless = tables.filter((table) => table !== 'agents' && TABLE_POINTS[table] === undefined);
    if (pointless.length > 0) {
      throw new UsageError(
        `--tables: ${pointless.join(' and ')} have no point to draw; GeoJSON writes the agents, agencies (headquarters), households and operations (targets).`,
      );
    }
  }
  if (query === undefined) throw new UsageError('--tables needs --query.');
  if (format === 'sql') {
    // Every table's key names an agent, directly or through another table.
    if (!tables.includes('agents'))
      throw new UsageError('--tables: a SQL script of linked tables needs the agents table too.');
    return tables;
  }
  if (output === undefined) {
    throw new UsageError(`--tables: --format ${format} writes a file per table: give --output DIR.`);
  }
  return tables;
}

/**
 * `--nest`: whole agents of a linked mission, as documents, so JSON or ndjson, every field, and the
 * agents alone (the agency and household are inside them).
 */
function checkNest({ nest, version, format, fields, tables, query }: Options): void {
  if (!nest) return;
  const linked = MISSION_VERSIONS.filter((each) => MISSION_VERSION_CONTENTS[each].linked);
  if (version === undefined || !MISSION_VERSION_CONTENTS[version].linked) {
    throw new UsageError(
      `--nest puts each agent's agency and household inside it, which come with a linked mission: add --mission-version ${linked.join(' or ')}.`,
    );
  }
  if (format !== 'json' && format !== 'ndjson') {
    throw new UsageError(`--nest writes JSON documents: use --format json or ndjson, not ${format}.`);
  }
  if (fields !== undefined) throw new UsageError('--nest writes whole agents: leave out --fields.');
  if (tables.length > 1) {
    throw new UsageError(
      '--nest writes the agents with their agency and household inside, in one file: leave out --tables.',
    );
  }
  if (query === null) throw new UsageError('--nest needs --query.');
}

/**
 * A SQL script of linked tables names its tables itself, and SQLite checks its keys when a part's
 * transaction commits, so its keys across parts could not be checked: one part only.
 */
function checkLinkedSql({ format, tables, table, dialect, shard }: Options): void {
  if (format !== 'sql' || tables.length === 1) return;
  if (table !== undefined)
    throw new UsageError('--table does not apply to --tables: each table has its own name.');
  if (dialect === 'sqlite' && shard[1] > 1) {
    throw new UsageError(
      '--tables with --dialect sqlite is one script: SQLite checks the keys when it commits, and keys cross parts.',
    );
  }
}

/** A workbook (each part's, with --shard) must fit in a worksheet: refused before anything is made. */
function checkXlsxRows({ format, count, shard }: Options): void {
  const [from, to] = shardRange(count, shard);
  if (format !== 'xlsx' || to - from <= XLSX_MAX_AGENTS) return;
  throw new UsageError(
    `--format xlsx: a worksheet holds ${XLSX_MAX_AGENTS.toLocaleString('en')} agents below its header, and this ${shard[1] > 1 ? 'part' : 'mission'} has ${(to - from).toLocaleString('en')}; split it with --shard K/N (each part a workbook).`,
  );
}

/** `--fields a,b,c`, checked against the mission's version before anything is made. */
function parseFieldsOption(
  text: string | undefined,
  version: MissionVersion,
  format: Format,
): readonly AgentField[] | undefined {
  if (text === undefined) return undefined;
  if (format === 'vcf')
    throw new UsageError('--fields does not apply to vcf, whose properties RFC 6350 fixes.');
  try {
    return parseFields(text, version);
  } catch (error) {
    throw new UsageError(firstLine(error instanceof Error ? error.message : String(error)));
  }
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

/**
 * `K/N`: part K (1 … N) of N (1 … 1,000,000) contiguous parts; `auto/N` and `auto`: K (and N) from
 * the scheduler running this copy of an array job (shards.ts).
 */
function parseShard(text: string | undefined, env: Environment): { shard: Shard; auto: boolean } {
  if (text === undefined) return { shard: [1, 1], auto: false };
  if (/^\s*auto\b/.test(text)) {
    const found = shardFromEnvironment(text, env);
    if (!found.ok) throw new UsageError(found.problem);
    return { shard: found.shard, auto: true };
  }
  const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,7})\s*$/.exec(text);
  const k = match === null ? NaN : Number(match[1]);
  const n = match === null ? NaN : Number(match[2]);
  if (!(n >= 1 && n <= MAX_PARTS && k >= 1 && k <= n)) {
    throw new UsageError(
      `--shard must be K/N with 1 ≤ K ≤ N, e.g. 2/8, or auto/N in an array job (got ${JSON.stringify(text.slice(0, 40))}).`,
    );
  }
  return { shard: [k, n], auto: false };
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
  const value = /^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max.toLocaleString('en')}.`);
  }
  return value;
}

/**
 * Agents `from` … `to` of part K of N: contiguous, in order, and together exactly the mission.
 *
 * @example shardRange(10, [2, 3]) // [3, 6]
 */
export function shardRange(count: number, [k, n]: readonly [number, number]): [number, number] {
  return [Math.floor((count * (k - 1)) / n), Math.floor((count * k) / n)];
}

function missionOptions(options: Options, query: string): MissionOptions {
  const geocoderUrl = options.geocode ? (process.env.TSD_GEOCODER_URL ?? DEFAULT_GEOCODER_URL) : '';
  return {
    query,
    count: options.count,
    version: options.version ?? LATEST_MISSION_VERSION,
    geocoderUrl,
    // The library tells the geocoder's failures to no one unless asked; the command line says them.
    onWarning: (message) => console.warn(message),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.place !== undefined ? { place: options.place } : {}),
  };
}

let fileStore: GeocodeStore | undefined;

/** The geocoder's answers are kept between runs (see geocodeStore.ts), read only when asked to geocode. */
function geocodeStoreOf(options: Options): GeocodeStore | undefined {
  if (!options.geocode) return undefined;
  return (fileStore ??= createFileGeocodeStore());
}

/** What --explain prints for a query: the plan's place and resolution, as one JSON object. */
async function explain(options: Options, query: string, sink: Sink): Promise<void> {
  const { plan } = await prepare(missionOptions(options, query), geocodeStoreOf(options), '--place');
  const { seed, version, count, place, resolution } = plan;
  const { kind, label, rule, pin, places, alternatives, why, scores } = resolution;
  const { phoneCapacity } = plan;
  const explained = {
    query,
    seed,
    version,
    count,
    kind,
    label,
    rule,
    pin,
    places,
    place,
    alternatives,
    ...(why !== undefined ? { why } : {}),
    ...(scores !== undefined ? { scores } : {}),
    phoneCapacity,
  };
  await sink.write(`${JSON.stringify(explained)}\n`);
}

/**
 * What replays this run, said on stderr once the mission is planned: a drawn seed, and the version
 * when it was not pinned. Nothing when both were given: the command line already says them.
 */
function sayReplay(options: Options, plan: SearchPlan, tagQuery: boolean): void {
  if (MISSION_VERSION_CONTENTS[plan.version].preview) {
    process.stderr.write(
      `agents: mission version ${plan.version} is a preview: its output may change until it is released; ` +
        `version ${LATEST_MISSION_VERSION} replays forever.\n`,
    );
  }
  const drawn = options.seed === undefined;
  const latest = options.version === undefined;
  if (!drawn && !latest) return;
  const parts = [
    ...(drawn ? [`seed ${plan.seed}`] : []),
    latest ? `mission version ${plan.version} (the latest)` : `mission version ${plan.version}`,
  ];
  const forQuery = tagQuery ? ` for ${JSON.stringify(plan.query.slice(0, 60))}` : '';
  const replay = `--seed ${plan.seed} --mission-version ${plan.version}`;
  process.stderr.write(`agents: ${parts.join(', ')}${forQuery}; replay with ${replay}.\n`);
}

/** A mission larger than its place's phone numbers: said once, as the numbers will repeat. */
function sayPhoneCapacity(plan: SearchPlan): void {
  const capacity = plan.phoneCapacity;
  if (capacity === undefined || plan.count <= capacity) return;
  process.stderr.write(`agents: ${phoneCapacityNote(plan.place.name, capacity)}\n`);
}

/** Writes one mission's agents (its part with --shard); says what was written, for a part's manifest. */
async function writeMission(
  options: Options,
  query: string,
  sink: Sink,
  tagQuery: boolean,
  relatedSinks: readonly Sink[] = [],
): Promise<WrittenPart | null> {
  if (options.explain) {
    await explain(options, query, sink);
    return null;
  }
  const prepared = await prepare(missionOptions(options, query), geocodeStoreOf(options), '--place');
  sayReplay(options, prepared.plan, tagQuery);
  sayPhoneCapacity(prepared.plan);
  // One mission from --query: the place index has done its work, and its memory is better spent on agents.
  if (!tagQuery) releasePlaceIndexes();
  const [from, to] = shardRange(prepared.plan.count, options.shard);
  const job: WriteJob = {
    prepared,
    format: options.format,
    dialect: options.dialect,
    table: options.table,
    drop: options.drop,
    bom: options.bom,
    fields: options.fields,
    from,
    to,
    first: options.shard[0] === 1,
    last: options.shard[0] === options.shard[1],
    tagQuery: tagQuery ? query : null,
    threads: options.threads > 0 ? options.threads : autoThreads(to - from, options.format),
    ...(relatedTables(options).length > 0
      ? {
          tables: {
            agents: options.tables.includes('agents'),
            related: relatedTables(options),
            format: options.format as TableFormat,
          },
        }
      : {}),
    ...(options.nest ? { nest: true } : {}),
  };
  // Drawn on a terminal only, and not over agents being printed to that terminal.
  const progress = createProgress(
    to - from,
    process.stderr,
    options.output !== null || !process.stdout.isTTY,
  );
  try {
    await writeAgents(job, sink, (made) => progress.update(made), relatedSinks);
  } finally {
    progress.done();
  }
  const { format, dialect, fields, table, drop, bom, shard, nest } = options;
  return { plan: prepared.plan, format, dialect, fields, table, drop, bom, nest, shard, from, to };
}

/**
 * Threads pay off once there is enough to share: a worker takes about 0.1 s to start and load its
 * country's tables, so small missions are made in this thread. Parquet's column pages and XLSX's
 * deflate stream are written here in one piece, so their agents are made here too.
 */
function autoThreads(agents: number, format: Format): number {
  if (agents < 200_000 || format === 'parquet' || format === 'xlsx') return 1;
  return Math.max(1, Math.min(8, availableParallelism()));
}

/**
 * Runs the command; resolves once everything is written (and, with --output, renamed into place).
 *
 * @example await runAgentsCommand(["--query", "tokyo", "--count", "3", "--offline"])
 */
export async function runAgentsCommand(argv: readonly string[]): Promise<void> {
  // Asked for help or the version, anywhere among the arguments: that answer alone, whatever else is there.
  if (argv.some((arg) => arg === '--help' || arg === '-h')) {
    process.stdout.write(agentsHelp());
    return;
  }
  if (argv.includes('--version')) {
    process.stdout.write(`${VERSION}\n`);
    return;
  }
  const options = parseOptions(argv);
  // A SQL script of linked tables is one file, written as the agents' alone are.
  if (relatedTables(options).length > 0 && options.format !== 'sql') return writeTableFiles(options);
  // Refused before any work or note: a device, pipe or directory at --output is never written.
  if (options.output !== null) checkOutputPath(options.output);
  if (
    (options.format === 'parquet' || options.format === 'xlsx') &&
    options.output === null &&
    process.stdout.isTTY
  ) {
    throw new UsageError(`--format ${options.format} is binary: give --output FILE, or pipe it.`);
  }
  const file = await openSink(options.output);
  // A part's bytes are hashed on their way to its file, for its manifest; other runs are not slowed.
  const measured = options.manifest ? measuredSink(file) : null;
  const sink = measured ?? file;
  let part: WrittenPart | null = null;
  try {
    if (options.query !== null) {
      part = await writeMission(options, options.query, sink, false);
    } else {
      const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
      for await (const line of lines) {
        if (line.trim() === '') continue;
        await writeMission(options, line, sink, true);
      }
    }
    await sink.commit();
    // The manifest says the part is whole, so it follows the part's rename.
    if (measured !== null && part !== null && options.output !== null) {
      writeManifest(options.output, partManifest(part, options.output, measured.measured()));
    }
  } catch (error) {
    await sink.abandon();
    throw error;
  }
}

/** The related tables the options ask for, in dependency order: none for the agents alone. */
function relatedTables(options: Options): readonly RelatedTable[] {
  return options.tables.filter((table): table is RelatedTable => table !== 'agents');
}

/** A table's file in the --output directory: `<table>.<format>`, with its part's number under --shard. */
function tableFile(options: Options, table: LinkedTable): string {
  const path = join(options.output as string, `${table}.${options.format}`);
  return options.shard[1] > 1 ? partFileName(path, options.shard) : path;
}

/** Takes the bytes of a table not asked for (the agents', when only related tables are). */
const DISCARD: Sink = {
  write: () => undefined,
  commit: async () => undefined,
  abandon: async () => undefined,
};

/**
 * A linked mission's tables, each to its file in the --output directory (made if missing). Every file
 * goes through a temporary name and is renamed once all are written; a failure leaves none of them.
 */
async function writeTableFiles(options: Options): Promise<void> {
  const dir = options.output as string;
  try {
    if (!statSync(dir).isDirectory())
      throw new FileError(`--output ${dir}: is not a directory; --tables writes a file per table into one.`);
  } catch (error) {
    if (error instanceof FileError) throw error;
    mkdirSync(dir, { recursive: true });
  }
  const paths = options.tables.map((table) => tableFile(options, table));
  for (const path of paths) checkOutputPath(path);
  const files = await Promise.all(paths.map((path) => openSink(path)));
  // Each table's part is hashed on its way to its file, for its own manifest (as a part of agents is).
  const measured = options.manifest ? files.map((file) => measuredSink(file)) : null;
  const sinks: Sink[] = measured ?? files;
  const sinkOf = new Map(options.tables.map((table, k) => [table, sinks[k] as Sink]));
  try {
    const part = await writeMission(
      options,
      options.query as string,
      sinkOf.get('agents') ?? DISCARD,
      false,
      relatedTables(options).map((table) => sinkOf.get(table) as Sink),
    );
    for (const sink of sinks) await sink.commit();
    // A manifest says its part is whole, so each follows its part's rename.
    if (measured !== null && part !== null) {
      for (const [k, table] of options.tables.entries()) {
        const path = paths[k] as string;
        const linked = { table, tables: options.tables };
        writeManifest(path, partManifest(part, path, (measured[k] as MeasuredSink).measured(), linked));
      }
    }
  } catch (error) {
    await Promise.all(sinks.map((sink) => sink.abandon()));
    throw error;
  }
}

/**
 * Runs the command as a program: a refusal, a mission that cannot be or output that cannot be written
 * is one line and exit code 2, anything else one line and exit code 1; never a stack trace. Stdout
 * closed by its reader (`| head`) ends the run quietly with 0, and a stop signal with 128 + its number
 * (see stopping.ts). A failed run exits at once once its line is written: a worker thread or standard
 * input still open must not keep it waiting.
 */
export function runAsProgram(argv: readonly string[], name = 'agents'): void {
  exitOnStopSignals();
  // A reader of stderr that has gone must not turn the run's end into a crash.
  process.stderr.on('error', () => undefined);
  runAgentsCommand(argv).catch((error: unknown) => {
    if (error instanceof ReaderGone) process.exit(0);
    const known = error instanceof UsageError || error instanceof MissionError || error instanceof FileError;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `${name}: ${known ? firstLine(message) : `unexpected failure: ${firstLine(message)}`}\n`,
      () => process.exit(known ? 2 : 1),
    );
  });
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
