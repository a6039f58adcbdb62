// Output formats for a mission's agents, written piece by piece so the CLI can stream a
// million agents and the app's downloads are the same bytes for the same mission. It lives in
// shared/ because both sides write files with it: the CLI (through the engine's missions) and the
// page (from the agents it holds). One writer, so "the same bytes" holds by construction.
// Pure string building: no DOM, no Node, like the engine. The binary formats, Parquet and XLSX, are
// written by shared/parquet.ts and shared/xlsx.ts with the same field rules: the fields and their
// types from shared/agentFields.ts, each version's from shared/missionVersions.ts, `--fields` checked
// by checkFields.
import type { Agent, MissionVersion } from './types.ts';
import {
  AGENT_FIELD_NAMES,
  AGENT_FIELD_SPECS,
  AGENT_FIELDS,
  AGENT_V2_FIELDS,
  AGENT_V4_FIELDS,
  type AgentField,
  type FieldSpec,
} from './agentFields.ts';
import { missionFields } from './missionVersions.ts';
import { createSqlTableWriter, type SqlDialect } from './sqlFormat.ts';
import { agentUid, agentVCard } from './vcard.ts';
import { unnamedMissionKey, type MissionKey } from './missionKey.ts';

/** The formats written as text, piece by piece, by createFormatWriter. */
export const TEXT_FORMATS = ['json', 'ndjson', 'csv', 'geojson', 'vcf', 'sql'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];
/** Every format, the binary ones included: Parquet (shared/parquet.ts) and XLSX (shared/xlsx.ts). */
export const FORMATS = [...TEXT_FORMATS, 'parquet', 'xlsx'] as const;
export type Format = (typeof FORMATS)[number];

/**
 * Each format's media type, as a download or an HTTP answer says it: the registered ones (RFC 4180
 * with its charset parameter, RFC 8259, RFC 7946, RFC 6350, RFC 6922's application/sql, and the
 * vendor types registered with IANA for Apache Parquet and Office Open XML workbooks), and NDJSON's
 * customary one.
 */
export const FORMAT_MEDIA_TYPES: Readonly<Record<Format, string>> = {
  json: 'application/json',
  ndjson: 'application/x-ndjson',
  csv: 'text/csv;charset=utf-8',
  geojson: 'application/geo+json',
  vcf: 'text/vcard;charset=utf-8',
  sql: 'application/sql',
  parquet: 'application/vnd.apache.parquet',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The fields named in `--fields` text: comma-separated, spaces around names ignored, order kept.
 * Throws an Error with a one-line message for an empty list, an unknown or repeated name, or a
 * version 2 field in a version 1 mission.
 *
 * @example parseFields("fullName, lat,lng", 2) // ["fullName", "lat", "lng"]
 */
export function parseFields(text: string, version: MissionVersion): readonly AgentField[] {
  const names = text.split(',').map((name) => name.trim());
  return checkFields(names.length === 1 && names[0] === '' ? [] : names, version);
}

/**
 * The same checks for a list already split (WriterOptions.fields, the Parquet writer's): returns
 * the list typed, or throws an Error with a one-line message.
 *
 * @example checkFields(["age"], 1) // throws: "age" is a field of mission version 2 only
 */
export function checkFields(names: readonly string[], version: MissionVersion): readonly AgentField[] {
  const allowed: readonly string[] = missionFields(version);
  const listed = `fields are ${allowed.join(', ')}`;
  if (names.length === 0) throw new Error(`--fields: no field named; ${listed}`);
  const seen = new Set<string>();
  for (const name of names) {
    if (name === '') throw new Error(`--fields: an empty name (two commas in a row?); ${listed}`);
    if (!(AGENT_FIELD_NAMES as readonly string[]).includes(name)) {
      const near = allowed.find((field) => field.toLowerCase() === name.toLowerCase());
      const hint = near === undefined ? '' : ` (did you mean ${near}?)`;
      throw new Error(`--fields: unknown field ${quoteName(name)}${hint}; ${listed}`);
    }
    if (!allowed.includes(name)) {
      const { since } = AGENT_FIELD_SPECS[name as AgentField];
      throw new Error(
        `--fields: ${quoteName(name)} is a field of mission version ${since} only; version ${version} ${listed}`,
      );
    }
    if (seen.has(name)) throw new Error(`--fields: ${quoteName(name)} is named twice`);
    seen.add(name);
  }
  return names as readonly AgentField[];
}

/** A name the user typed, on one line and of a readable length, for a message. */
function quoteName(name: string): string {
  const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
  return JSON.stringify(shown).replace(/[\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`);
}

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

export function isTextFormat(value: string): value is TextFormat {
  return (TEXT_FORMATS as readonly string[]).includes(value);
}

/**
 * A streaming writer: `start`, then `agent` for each agent in order, then `end(count)`. `index` is the
 * agent's place in its mission (its vCard UID comes from it); `position` is its place in this file, which
 * differs when only some agents are written (a filtered export), and is where separators are decided.
 */
export interface FormatWriter {
  start(): string;
  agent(agent: Agent, index: number, position?: number): string;
  end(count: number): string;
}

/** Extra fields go after the agent's own. */
type Extra = Readonly<Record<string, string>>;

/** What a writer needs to know of the mission beyond its agents. */
export interface WriterOptions {
  /**
   * The mission: its version sets the CSV and SQL columns, and its key the vCards' UIDs. Without it,
   * CSV has version 1's columns and vCards a UID from the mission key "" (for tests and fragments).
   */
  mission?: MissionKey;
  /**
   * Extra fields for each agent (the CLI's `query` in ndjson), after the agent's own. Not for sql,
   * whose table's columns are fixed before the first agent.
   */
  extra?: (index: number) => Extra;
  /**
   * The fields to write, in this order (see parseFields): JSON and ndjson keys, CSV and SQL columns,
   * GeoJSON properties (the geometry is always the agent's point; lat and lng are properties only if
   * chosen). Without it, every field of the mission's version, in file order.
   * Not for vcf, whose properties are fixed by RFC 6350: the writer throws.
   *
   * A chosen field an agent lacks (nativeName, for a Latin-script name) is '' in CSV and NULL in
   * SQL, as in the default output. In JSON, ndjson and GeoJSON it is null when fields are chosen, although
   * the default output leaves the key out: whoever chose the fields gets every object with the same
   * keys, which is what a table built from the file (pandas, DuckDB, a spreadsheet) expects, while
   * the default output keeps its bytes (a mission's files never change).
   */
  fields?: readonly AgentField[];
  /**
   * Whether to write the file's start (default true): CSV's BOM and header row, SQL's CREATE TABLE.
   * false is for a shard of a mission (agents not from index 0) written to be appended to, or loaded
   * after, a first shard that has it: csv, ndjson (which has no start) and sql. A SQL shard still
   * carries its comment, session settings and transaction, so it loads on its own into the table the
   * first made. JSON and GeoJSON shards are each a complete document (pass `position` from 0 in each),
   * as Parquet's are: false throws for json and geojson, since a document without its opening bracket
   * is of no use to anyone. vcf has no start: nothing changes.
   */
  header?: boolean;
  /** The SQL dialect of the sql format; postgres by default. */
  dialect?: SqlDialect;
  /** The sql format's table name (sqlTableNameProblem says which are taken); `agents` by default. */
  table?: string;
  /** Whether the sql format drops its table before creating it, so the script loads again. */
  drop?: boolean;
  /**
   * Whether CSV starts with a UTF-8 byte order mark (default true). Excel needs it to read the file
   * as UTF-8 rather than the system's code page, so the page's downloads keep it; a program reading
   * the file (Python's csv module, for one) takes it for part of the first column's name, so the
   * command line and the library leave it out unless asked.
   */
  bom?: boolean;
}

const NO_MISSION: MissionKey = unnamedMissionKey(1);

/**
 * The writer for a format. JSON and GeoJSON come out exactly as JSON.stringify(value, null, 2)
 * would print them, plus a final newline; CSV is RFC 4180 with CRLF and a UTF-8 BOM; vcf is one
 * vCard 4.0 per agent, one after the other (RFC 6350 §3.1 allows several in a file); sql is a
 * script that creates and fills a table `agents` (see sqlFormat.ts). Throws an Error with a
 * one-line message for options that do not apply to the format (fields for vcf, extra for sql,
 * header false for json and geojson) or fields that do not apply to the mission (checkFields).
 *
 * @example formatAgents("csv", agents).startsWith("\uFEFFfullName,codename,")
 * @example formatAgents("csv", agents, { fields: ["city", "lat"] }).startsWith("\uFEFFcity,lat\r\n")
 */
export function createFormatWriter(format: TextFormat, options: WriterOptions = {}): FormatWriter {
  const { extra, fields } = options;
  const mission = options.mission ?? NO_MISSION;
  const header = options.header ?? true;
  if (fields !== undefined) {
    if (format === 'vcf') throw new Error('--fields does not apply to vcf');
    checkFields(fields, mission.version);
  }
  if (!header && (format === 'json' || format === 'geojson')) {
    throw new Error(`header: false does not apply to ${format}: each ${format} shard is a complete file`);
  }
  if (extra && format === 'sql') throw new Error('extra fields do not apply to sql');
  const entriesOf = (agent: Agent, index: number): Entry[] =>
    fields === undefined ? agentEntries(agent, extra?.(index)) : chosenEntries(agent, fields, extra?.(index));
  switch (format) {
    case 'json':
      return {
        start: () => '[',
        agent: (agent, index, position = index) =>
          `${position === 0 ? '\n' : ',\n'}  ${flatObjectJson(entriesOf(agent, index), '  ')}`,
        end: (count) => (count === 0 ? ']\n' : '\n]\n'),
      };
    case 'ndjson':
      return {
        start: () => '',
        agent: (agent, index) =>
          // The engine builds agents in the canonical order; JSON.stringify then prints exactly the
          // default line, natively and about half again as fast as building it here.
          fields === undefined && !extra && inCanonicalOrder(agent)
            ? `${JSON.stringify(agent)}\n`
            : `${ndjsonObject(agent, fields ?? AGENT_FIELD_NAMES, fields === undefined, extra?.(index))}\n`,
        end: () => '',
      };
    case 'csv': {
      const columns = fields ?? missionFields(mission.version);
      return {
        start: () =>
          header
            ? `${options.bom === false ? '' : '\uFEFF'}${columns.join(',')}${extra ? ',query' : ''}\r\n`
            : '',
        agent: (agent, index) => {
          const cells = columns.map((field) => csvCell(String(agent[field] ?? '')));
          if (extra) cells.push(...Object.values(extra(index)).map(csvCell));
          return `${cells.join(',')}\r\n`;
        },
        end: () => '',
      };
    }
    case 'vcf':
      return {
        start: () => '',
        agent: (agent, index) => agentVCard(agent, agentUid(mission, index)),
        end: () => '',
      };
    case 'geojson': {
      // The default properties are every field but the coordinates, which the geometry holds.
      const propertiesOf =
        fields === undefined
          ? (agent: Agent, index: number) =>
              entriesOf(agent, index).filter(([key]) => key !== 'lat' && key !== 'lng')
          : entriesOf;
      return {
        start: () => '{\n  "type": "FeatureCollection",\n  "features": [',
        agent: (agent, index, position = index) =>
          `${position === 0 ? '\n' : ',\n'}${featureJson(agent, propertiesOf(agent, index))}`,
        end: (count) => (count === 0 ? ']\n}\n' : '\n  ]\n}\n'),
      };
    }
    case 'sql': {
      // The table's own id column is the agent's index, which is what version 4's `id` field holds:
      // written once, as the primary key.
      const columns = (fields ?? missionFields(mission.version)).filter((field) => field !== 'id');
      const table = createSqlTableWriter({
        dialect: options.dialect ?? 'postgres',
        columns: columns.map((name) => {
          const { type, optional }: FieldSpec = AGENT_FIELD_SPECS[name];
          return { name, type, nullable: optional === true };
        }),
        header,
        comment: missionComment(mission),
        ...(options.table !== undefined ? { table: options.table } : {}),
        ...(options.drop !== undefined ? { drop: options.drop } : {}),
      });
      return {
        start: () => table.start(),
        agent: (agent, index, position = index) =>
          table.row(
            index,
            columns.map((field) => agent[field] ?? null),
            position,
          ),
        end: (count) => table.end(count),
      };
    }
  }
}

/** What an SQL file says of its rows on its first line (sqlFormat.ts keeps it a comment). */
function missionComment({ version, query, seed, pin }: MissionKey): string {
  return `The Silent Directory: agents of mission version ${version}, query "${query}", seed "${seed}", place "${pin}"`;
}

/**
 * All agents in one string.
 *
 * @example formatAgents("json", agents) === JSON.stringify(agents, null, 2) + "\n"
 */
export function formatAgents(
  format: TextFormat,
  agents: readonly Agent[],
  options: WriterOptions = {},
): string {
  const writer = createFormatWriter(format, options);
  let out = writer.start();
  for (let i = 0; i < agents.length; i++) out += writer.agent(agents[i] as Agent, i);
  return out + writer.end(agents.length);
}

/** A key and its value, printed in order. */
export type Entry = readonly [key: string, value: string | number | null];

/**
 * The agent's fields in the canonical order, whatever order the object was built in: version 1's,
 * nativeName where present, version 2's and version 4's where present, then any extras.
 */
function agentEntries(agent: Agent, extra: Extra | undefined): Entry[] {
  const entries: Entry[] = AGENT_FIELDS.map((field) => [field, agent[field]]);
  if (agent.nativeName !== undefined) entries.push(['nativeName', agent.nativeName]);
  for (const field of AGENT_V2_FIELDS) {
    const value = agent[field];
    if (value !== undefined) entries.push([field, value]);
  }
  for (const field of AGENT_V4_FIELDS) {
    const value = agent[field];
    if (value !== undefined) entries.push([field, value]);
  }
  if (extra) entries.push(...Object.entries(extra));
  return entries;
}

/** The chosen fields in their chosen order, null for one the agent lacks, then any extras. */
function chosenEntries(agent: Agent, fields: readonly AgentField[], extra: Extra | undefined): Entry[] {
  const entries: Entry[] = fields.map((field) => [field, agent[field] ?? null]);
  if (extra) entries.push(...Object.entries(extra));
  return entries;
}

/** Each field's key as JSON writes it after a comma, e.g. `,"fullName":`. */
const JSON_KEYS = Object.fromEntries(
  AGENT_FIELD_NAMES.map((field) => [field, `,${JSON.stringify(field)}:`]),
) as Readonly<Record<AgentField, string>>;

/**
 * What JSON.stringify must escape (quote, backslash, control characters) or may (a surrogate, which
 * it escapes only when lone): a string without any is written between quotes as it is.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON must escape
const JSON_ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

function jsonText(value: string): string {
  return JSON_ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`;
}

/**
 * Whether the agent's own keys are fields, in AGENT_FIELD_NAMES order (absent ones skipped): then
 * JSON.stringify(agent) is the default ndjson line, since it prints own keys in order and leaves out
 * a key whose value is undefined, as the default line does.
 */
function inCanonicalOrder(agent: Agent): boolean {
  let next = 0;
  for (const key in agent) {
    while (next < AGENT_FIELD_NAMES.length && AGENT_FIELD_NAMES[next] !== key) next++;
    if (next === AGENT_FIELD_NAMES.length) return false;
    next++;
  }
  return true;
}

/**
 * One agent as JSON.stringify prints the object of its fields (in `fields` order; an absent one left
 * out when `skipAbsent`, else null), then the extras. Written by hand because it is the command
 * line's hot path: building an object per agent for JSON.stringify cost three times as long, and a
 * million agents a second leaves about a microsecond for each. Tests hold the bytes to JSON.stringify's.
 */
function ndjsonObject(
  agent: Agent,
  fields: readonly AgentField[],
  skipAbsent: boolean,
  extra: Extra | undefined,
): string {
  let out = '';
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as AgentField;
    const value = agent[field];
    if (value === undefined && skipAbsent) continue;
    out += JSON_KEYS[field];
    out += value === undefined ? 'null' : typeof value === 'number' ? JSON.stringify(value) : jsonText(value);
  }
  if (extra) for (const key in extra) out += `,${JSON.stringify(key)}:${jsonText(extra[key] as string)}`;
  return `{${out.slice(1)}}`;
}

/**
 * A flat object as JSON.stringify(object, null, 2) prints it, with every line after the first
 * indented by `pad`. Written by hand because it is the hot path of a 100,000-agent download
 * (stringify-then-indent-by-regex took twice as long for GeoJSON); the tests hold the bytes equal to
 * JSON.stringify's.
 */
function flatObjectJson(entries: readonly Entry[], pad: string): string {
  let out = '{';
  for (let i = 0; i < entries.length; i++) {
    const [key, value] = entries[i] as Entry;
    out += `${i === 0 ? '\n' : ',\n'}${pad}  ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  }
  return `${out}\n${pad}}`;
}

/**
 * A GeoJSON Point feature (RFC 7946: [longitude, latitude]) with the given properties, printed as a
 * member of the collection's "features" array.
 */
export function featureJson(
  point: { readonly lat: number; readonly lng: number },
  properties: readonly Entry[],
): string {
  return [
    '    {',
    '      "type": "Feature",',
    '      "geometry": {',
    '        "type": "Point",',
    '        "coordinates": [',
    `          ${JSON.stringify(point.lng)},`,
    `          ${JSON.stringify(point.lat)}`,
    '        ]',
    '      },',
    `      "properties": ${flatObjectJson(properties, '      ')}`,
    '    }',
  ].join('\n');
}

/** RFC 4180: quote a field holding a comma, quote, CR or LF, doubling inner quotes. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
