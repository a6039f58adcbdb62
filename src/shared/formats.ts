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
  const withExtra = (agent: Agent, index: number): object =>
    extra ? { ...orderFields(agent), ...extra(index) } : orderFields(agent);
  switch (format) {
    case 'json':
      return {
        start: () => '[',
        agent: (agent, index) =>
          `${index === 0 ? '\n' : ',\n'}${indent(JSON.stringify(withExtra(agent, index), null, 2))}`,
        end: (count) => (count === 0 ? ']\n' : '\n]\n'),
      };
    case 'ndjson':
      return {
        start: () => '',
        agent: (agent, index) => `${JSON.stringify(withExtra(agent, index))}\n`,
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
        agent: (agent, index) =>
          `${index === 0 ? '\n' : ',\n'}${indent(indent(JSON.stringify(toFeature(agent, extra?.(index)), null, 2)))}`,
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

/** A GeoJSON Point feature (RFC 7946: [longitude, latitude]) with every other field as a property. */
function toFeature(agent: Agent, extra: Extra | undefined): object {
  const { lat, lng, ...rest } = orderFields(agent);
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: extra ? { ...rest, ...extra } : rest,
  };
}

/** The agent's fields in the canonical order, whatever order the object was built in. */
function orderFields(agent: Agent): Agent {
  const ordered = {} as Record<string, unknown>;
  for (const field of AGENT_FIELDS) ordered[field] = agent[field];
  if (agent.nativeName !== undefined) ordered.nativeName = agent.nativeName;
  return ordered as unknown as Agent;
}

function indent(text: string): string {
  return `  ${text.replace(/\n/g, '\n  ')}`;
}

/** RFC 4180: quote a field holding a comma, quote, CR or LF, doubling inner quotes. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
