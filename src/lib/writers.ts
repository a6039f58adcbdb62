// The command line's formats as the library's functions: a whole file in memory (formatAgents), or
// the same bytes streamed from agents as they are made (formatAgentStream), so that a program writes
// a million-row file without holding it. The writers are the command line's and the page's own
// (shared/formats.ts, shared/parquet.ts): the same mission gives the same bytes from all three.
import {
  checkFields,
  createFormatWriter,
  FORMATS,
  isTextFormat,
  type Format,
  type TextFormat,
  type WriterOptions,
} from '../shared/formats.ts';
import { createParquetWriter } from '../shared/parquet.ts';
import { createXlsxWriter } from '../shared/xlsx.ts';
import {
  LATEST_MISSION_VERSION,
  MISSION_VERSIONS,
  type Agent,
  type MissionVersion,
  type Resolution,
  type SearchPlan,
} from '../shared/types.ts';
import { AGENT_FIELD_NAMES, type AgentField } from '../shared/agentFields.ts';
import { missionFields } from '../shared/missionVersions.ts';
import { missionKeyOf, unnamedMissionKey, type MissionKey } from '../shared/missionKey.ts';
import { MissionError } from '../worker/engine/runMission.ts';
import { concatBytes } from '../shared/concatBytes.ts';

/** An agent to write: a whole one, or one made with `fields` (written with the same `fields`). */
export type AgentToWrite = Readonly<Partial<Agent>>;

/** The mission the agents are from, as generateMission and planMission return it. */
export type MissionOfAgents = Pick<SearchPlan, 'query' | 'seed' | 'version'> & {
  resolution: Pick<Resolution, 'pin'>;
};

/**
 * How to write. Pass the result of generateMission or planMission itself as the options, and its
 * plan, fields and first agent's index come with it.
 */
export interface FormatOptions extends Omit<WriterOptions, 'mission' | 'extra' | 'header'> {
  /**
   * The mission the agents are from: its version sets the CSV and SQL columns, its query, seed and
   * place the vCards' UIDs and the SQL and Parquet files' note of it. Without it, the version is the
   * first agent's (2 when it has version 2's fields) and the UIDs those of an unnamed mission.
   */
  plan?: MissionOfAgents;
  /**
   * CSV only: start with a UTF-8 byte order mark, which spreadsheets need to read the file as UTF-8
   * but which other readers (Python's csv module) take as part of the first column's name. Off by
   * default, unlike the page's CSV download, which is made for spreadsheets.
   */
  bom?: boolean;
  /**
   * The first agent's index in its mission (0 by default; planMission's `from`): vCards' UIDs and
   * SQL's ids are the agents' numbers in the whole mission.
   */
  from?: number;
}

/**
 * All the agents as one file: text for the text formats, bytes for Parquet and XLSX. Throws MissionError for
 * options that do not apply (fields for vcf, a version 2 field in a version 1 mission, `bom` for
 * anything but csv, `dialect` for anything but sql).
 *
 * @example formatAgents("csv", mission.agents, mission).startsWith("fullName,codename,")
 * @example formatAgents("parquet", mission.agents, mission) // Uint8Array, starting "PAR1"
 * @example formatAgents("xlsx", mission.agents, mission) // Uint8Array, a workbook (a ZIP: "PK")
 */
export function formatAgents(
  format: 'parquet' | 'xlsx',
  agents: Iterable<AgentToWrite>,
  options?: FormatOptions,
): Uint8Array;
export function formatAgents(
  format: TextFormat,
  agents: Iterable<AgentToWrite>,
  options?: FormatOptions,
): string;
export function formatAgents(
  format: Format,
  agents: Iterable<AgentToWrite>,
  options?: FormatOptions,
): string | Uint8Array;
export function formatAgents(
  format: Format,
  agents: Iterable<AgentToWrite>,
  options: FormatOptions = {},
): string | Uint8Array {
  const list = [...agents] as Agent[];
  const writer = writerFor(format, options, list[0]);
  const parts = [writer.start(), ...list.map((agent, i) => writer.agent(agent, i)), writer.end(list.length)];
  return typeof parts[0] === 'string' ? (parts as string[]).join('') : concatBytes(parts as Uint8Array[]);
}

/**
 * The same file as formatAgents, as UTF-8 bytes made as the agents come: memory stays a few pieces of
 * about 64 KB (a row group for Parquet) whatever the count. Agents go in the file's order.
 *
 * @example
 *   const mission = await planMission({ query: "lyon", count: 1_000_000, version: 2 });
 *   await pipeline(Readable.from(formatAgentStream("parquet", mission.agents(), mission)), createWriteStream("lyon.parquet"));
 */
export async function* formatAgentStream(
  format: Format,
  agents: AsyncIterable<AgentToWrite> | Iterable<AgentToWrite>,
  options: FormatOptions = {},
): AsyncGenerator<Uint8Array, void, undefined> {
  const iterator = Symbol.asyncIterator in agents ? agents[Symbol.asyncIterator]() : toAsync(agents);
  let next = await iterator.next();
  // The first agent is read before the writer is made: without a plan, its fields tell the version.
  const writer = writerFor(format, options, next.done === true ? undefined : (next.value as Agent));
  const pieces = createPieces();
  yield* pieces.add(writer.start());
  let count = 0;
  for (; next.done !== true; next = await iterator.next()) {
    yield* pieces.add(writer.agent(next.value as Agent, count));
    count++;
  }
  yield* pieces.add(writer.end(count));
  yield* pieces.flush();
}

async function* toAsync<T>(items: Iterable<T>): AsyncGenerator<T, void, undefined> {
  yield* items;
}

/** Text gathered into pieces of about 64 KB, encoded once each; bytes passed on as they come. */
function createPieces(): {
  add(part: string | Uint8Array): Generator<Uint8Array>;
  flush(): Generator<Uint8Array>;
} {
  const encoder = new TextEncoder();
  let text = '';
  function* flush(): Generator<Uint8Array> {
    if (text === '') return;
    const piece = encoder.encode(text);
    text = '';
    yield piece;
  }
  return {
    *add(part) {
      if (typeof part === 'string') {
        text += part;
        if (text.length >= 65_536) yield* flush();
      } else if (part.length > 0) {
        yield part;
      }
    },
    flush,
  };
}

/** One format's writer, text or bytes, behind the same three calls. */
interface AnyWriter {
  start(): string | Uint8Array;
  agent(agent: Agent, position: number): string | Uint8Array;
  end(count: number): string | Uint8Array;
}

const NO_BYTES = new Uint8Array(0);

function writerFor(format: Format, options: FormatOptions, first: Agent | undefined): AnyWriter {
  const { plan, bom, from = 0, ...writerOptions } = options;
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw new MissionError(
      `There is no format ${JSON.stringify(format)}: formats are ${FORMATS.join(', ')}.`,
    );
  }
  if (bom !== undefined && format !== 'csv') throw new MissionError('bom applies to csv only.');
  if (writerOptions.dialect !== undefined && format !== 'sql') {
    throw new MissionError('dialect applies to sql only.');
  }
  if (!Number.isSafeInteger(from) || from < 0) {
    throw new MissionError(`from must be a whole number, 0 or more (got ${String(from)}).`);
  }
  const mission = keyOfMission(plan, first);
  return asMissionError(() => {
    if (format === 'parquet') {
      const parquet = createParquetWriter({
        mission,
        ...(writerOptions.fields !== undefined ? { fields: writerOptions.fields } : {}),
      });
      return { start: () => NO_BYTES, agent: (agent) => parquet.agent(agent), end: () => parquet.end() };
    }
    if (format === 'xlsx') {
      const xlsx = createXlsxWriter({
        mission,
        ...(writerOptions.fields !== undefined ? { fields: writerOptions.fields } : {}),
      });
      return { start: () => NO_BYTES, agent: (agent) => xlsx.agent(agent), end: () => xlsx.end() };
    }
    if (!isTextFormat(format)) throw new Error(`the library has no writer for ${format} yet`);
    const text = createFormatWriter(format, { ...writerOptions, mission });
    return {
      start: () => (format === 'csv' && bom !== true ? text.start().replace(/^\uFEFF/, '') : text.start()),
      agent: (agent, position) => text.agent(agent, from + position, position),
      end: (count) => text.end(count),
    };
  });
}

/**
 * The plan's key, or an unnamed mission of the first agent's version as its fields tell it: the
 * earliest version that has every field the agent has.
 */
function keyOfMission(plan: MissionOfAgents | undefined, first: Agent | undefined): MissionKey {
  if (plan !== undefined) return missionKeyOf(plan);
  const has = first === undefined ? [] : AGENT_FIELD_NAMES.filter((field) => first[field] !== undefined);
  const version: MissionVersion =
    MISSION_VERSIONS.find((each) => has.every((field) => missionFields(each).includes(field))) ??
    LATEST_MISSION_VERSION;
  return unnamedMissionKey(version);
}

/** The shared writers speak the command line's language (`--fields: …`); the library's is its options'. */
function asMissionError<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof MissionError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new MissionError(message.replace(/^--fields\b/, 'fields'));
  }
}

/**
 * The fields a library call keeps, checked as the command line checks `--fields`.
 *
 * @example checkedFields(["age"], 1) // throws MissionError: fields: "age" is a field of mission version 2 only; …
 */
export function checkedFields(fields: unknown, version: MissionVersion): readonly AgentField[] {
  if (!Array.isArray(fields) || fields.some((name) => typeof name !== 'string')) {
    throw new MissionError('fields must be an array of field names.');
  }
  return asMissionError(() => checkFields(fields as string[], version));
}
