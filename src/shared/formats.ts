// Output formats for a mission's agents, written piece by piece so the CLI can stream a
// million agents and the app's downloads are the same bytes for the same mission. It lives in
// shared/ because both sides write files with it: the CLI (through the engine's missions) and the
// page (from the agents it holds). One writer, so "the same bytes" holds by construction.
// Pure string building: no DOM, no Node, like the engine.
import { AGENT_FIELDS, type Agent } from './types.ts';

export const FORMATS = ['json', 'ndjson', 'csv', 'geojson'] as const;
export type Format = (typeof FORMATS)[number];

/** CSV has a fixed header, so nativeName is a column of its own, empty for Latin-script names. */
const CSV_FIELDS = [...AGENT_FIELDS, 'nativeName'] as const satisfies readonly (keyof Agent)[];

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

/** A streaming writer: `start`, then `agent` for each agent in order, then `end(count)`. */
export interface FormatWriter {
  start(): string;
  agent(agent: Agent, index: number): string;
  end(count: number): string;
}

/** Extra fields (the CLI's `query` in ndjson) go after the agent's own. */
type Extra = Readonly<Record<string, string>>;

/**
 * The writer for a format. JSON and GeoJSON come out exactly as JSON.stringify(value, null, 2)
 * would print them, plus a final newline; CSV is RFC 4180 with CRLF and a UTF-8 BOM.
 *
 * @example formatAgents("csv", agents).startsWith("\uFEFFfullName,codename,")
 */
export function createFormatWriter(format: Format, extra?: (index: number) => Extra): FormatWriter {
  const entriesOf = (agent: Agent, index: number): Entry[] => agentEntries(agent, extra?.(index));
  switch (format) {
    case 'json':
      return {
        start: () => '[',
        agent: (agent, index) =>
          `${index === 0 ? '\n' : ',\n'}  ${flatObjectJson(entriesOf(agent, index), '  ')}`,
        end: (count) => (count === 0 ? ']\n' : '\n]\n'),
      };
    case 'ndjson':
      return {
        start: () => '',
        agent: (agent, index) => `${JSON.stringify(Object.fromEntries(entriesOf(agent, index)))}\n`,
        end: () => '',
      };
    case 'csv':
      return {
        start: () => `\uFEFF${CSV_FIELDS.join(',')}${extra ? ',query' : ''}\r\n`,
        agent: (agent, index) => {
          const cells = CSV_FIELDS.map((field) => csvCell(String(agent[field] ?? '')));
          if (extra) cells.push(...Object.values(extra(index)).map(csvCell));
          return `${cells.join(',')}\r\n`;
        },
        end: () => '',
      };
    case 'geojson':
      return {
        start: () => '{\n  "type": "FeatureCollection",\n  "features": [',
        agent: (agent, index) => `${index === 0 ? '\n' : ',\n'}${featureJson(agent, extra?.(index))}`,
        end: (count) => (count === 0 ? ']\n}\n' : '\n  ]\n}\n'),
      };
  }
}

/**
 * All agents in one string.
 *
 * @example formatAgents("json", agents) === JSON.stringify(agents, null, 2) + "\n"
 */
export function formatAgents(format: Format, agents: readonly Agent[]): string {
  const writer = createFormatWriter(format);
  let out = writer.start();
  for (let i = 0; i < agents.length; i++) out += writer.agent(agents[i] as Agent, i);
  return out + writer.end(agents.length);
}

type Entry = readonly [key: string, value: string | number];

/** The agent's fields in the canonical order, whatever order the object was built in, then any extras. */
function agentEntries(agent: Agent, extra: Extra | undefined): Entry[] {
  const entries: Entry[] = AGENT_FIELDS.map((field) => [field, agent[field]]);
  if (agent.nativeName !== undefined) entries.push(['nativeName', agent.nativeName]);
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
