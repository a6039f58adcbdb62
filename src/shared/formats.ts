// Output formats for a mission's agents, written piece by piece so the CLI can stream a
// million agents and the app's downloads are the same bytes for the same mission. It lives in
// shared/ because both sides write files with it: the CLI (through the engine's missions) and the
// page (from the agents it holds). One writer, so "the same bytes" holds by construction.
// Pure string building: no DOM, no Node, like the engine.
import { AGENT_FIELDS, AGENT_V2_FIELDS, type Agent, type MissionVersion } from './types.ts';
import { agentUid, agentVCard, type MissionKey } from './vcard.ts';

export const FORMATS = ['json', 'ndjson', 'csv', 'geojson', 'vcf'] as const;
export type Format = (typeof FORMATS)[number];

/**
 * CSV has a fixed header, so nativeName is a column of its own, empty for Latin-script names; a
 * version 2 mission's file has the version 2 fields as columns after it.
 */
const CSV_FIELDS_V1 = [...AGENT_FIELDS, 'nativeName'] as const satisfies readonly (keyof Agent)[];
const CSV_FIELDS_V2 = [...CSV_FIELDS_V1, ...AGENT_V2_FIELDS] as const satisfies readonly (keyof Agent)[];

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
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
   * The mission: its version sets the CSV columns, and its key the vCards' UIDs. Without it, CSV
   * has version 1's columns and vCards a UID from the mission key "" (for tests and fragments).
   */
  mission?: MissionKey;
  /** Extra fields for each agent (the CLI's `query` in ndjson), after the agent's own. */
  extra?: (index: number) => Extra;
}

const NO_MISSION: MissionKey = { version: 1, query: '', seed: '', pin: '' };

/**
 * The writer for a format. JSON and GeoJSON come out exactly as JSON.stringify(value, null, 2)
 * would print them, plus a final newline; CSV is RFC 4180 with CRLF and a UTF-8 BOM; vcf is one
 * vCard 4.0 per agent, one after the other (RFC 6350 §3.1 allows several in a file).
 *
 * @example formatAgents("csv", agents).startsWith("\uFEFFfullName,codename,")
 */
export function createFormatWriter(format: Format, options: WriterOptions = {}): FormatWriter {
  const { extra } = options;
  const mission = options.mission ?? NO_MISSION;
  const entriesOf = (agent: Agent, index: number): Entry[] => agentEntries(agent, extra?.(index));
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
        agent: (agent, index) => `${JSON.stringify(Object.fromEntries(entriesOf(agent, index)))}\n`,
        end: () => '',
      };
    case 'csv': {
      const fields = csvFields(mission.version);
      return {
        start: () => `\uFEFF${fields.join(',')}${extra ? ',query' : ''}\r\n`,
        agent: (agent, index) => {
          const cells = fields.map((field) => csvCell(String(agent[field] ?? '')));
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
    case 'geojson':
      return {
        start: () => '{\n  "type": "FeatureCollection",\n  "features": [',
        agent: (agent, index, position = index) =>
          `${position === 0 ? '\n' : ',\n'}${featureJson(agent, extra?.(index))}`,
        end: (count) => (count === 0 ? ']\n}\n' : '\n  ]\n}\n'),
      };
  }
}

/**
 * All agents in one string.
 *
 * @example formatAgents("json", agents) === JSON.stringify(agents, null, 2) + "\n"
 */
export function formatAgents(format: Format, agents: readonly Agent[], options: WriterOptions = {}): string {
  const writer = createFormatWriter(format, options);
  let out = writer.start();
  for (let i = 0; i < agents.length; i++) out += writer.agent(agents[i] as Agent, i);
  return out + writer.end(agents.length);
}

type Entry = readonly [key: string, value: string | number];

function csvFields(version: MissionVersion): readonly (keyof Agent)[] {
  return version === 1 ? CSV_FIELDS_V1 : CSV_FIELDS_V2;
}

/**
 * The agent's fields in the canonical order, whatever order the object was built in: version 1's,
 * nativeName where present, version 2's where present, then any extras.
 */
function agentEntries(agent: Agent, extra: Extra | undefined): Entry[] {
  const entries: Entry[] = AGENT_FIELDS.map((field) => [field, agent[field]]);
  if (agent.nativeName !== undefined) entries.push(['nativeName', agent.nativeName]);
  for (const field of AGENT_V2_FIELDS) {
    const value = agent[field];
    if (value !== undefined) entries.push([field, value]);
  }
  if (extra) entries.push(...Object.entries(extra));
  return entries;
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
 * A GeoJSON Point feature (RFC 7946: [longitude, latitude]) with every other field as a property,
 * printed as a member of the collection's "features" array.
 */
function featureJson(agent: Agent, extra: Extra | undefined): string {
  const properties = agentEntries(agent, extra).filter(([key]) => key !== 'lat' && key !== 'lng');
  return [
    '    {',
    '      "type": "Feature",',
    '      "geometry": {',
    '        "type": "Point",',
    '        "coordinates": [',
    `          ${JSON.stringify(agent.lng)},`,
    `          ${JSON.stringify(agent.lat)}`,
    '        ]',
    '      },',
    `      "properties": ${flatObjectJson(properties, '      ')}`,
    '    }',
  ].join('\n');
}

/** RFC 4180: quote a field holding a comma, quote, CR or LF, doubling inner quotes. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
