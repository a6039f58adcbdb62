// The server's own API: a mission's agents in any of the data tool's formats, streamed at any count
// (`GET /v1/agents`), one agent alone (`GET /v1/agents/{index}`), and how a query resolves
// (`GET /v1/places`). The parameters mirror the command line's options (`--query`, `--seed`,
// `--count`, …), and the same request gives the same bytes as `silent-directory agents`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  planMission,
  resolvePlace,
  MissionError,
  type AgentOptions,
  type PlannedMission,
} from '../lib/index.ts';
import { formatAgentStream } from '../lib/writers.ts';
import {
  MAX_PLACE_PIN_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_STREAMED_AGENTS,
  PROFILES_PER_SEARCH,
} from '../shared/limits.ts';
import { isMissionVersion, LATEST_MISSION_VERSION, type MissionVersion } from '../shared/types.ts';
import { FORMAT_MEDIA_TYPES, parseFields } from '../shared/formats.ts';
import type { AgentField } from '../shared/agentFields.ts';
import { seedProblem } from '../shared/seedText.ts';
import { VERSION } from '../shared/version.ts';
import { sendBody, sendError, sendStream } from './http.ts';

/** The formats /v1/agents writes: the data tool's, but XLSX, which a spreadsheet opens from a file. */
export const V1_FORMATS = ['json', 'ndjson', 'csv', 'geojson', 'vcf', 'sql', 'parquet'] as const;
export type V1Format = (typeof V1_FORMATS)[number];

/** Each format's media type as an answer says it: the data tool's, with the charset of a text format. */
export const V1_MEDIA_TYPES: Readonly<Record<V1Format, string>> = Object.fromEntries(
  V1_FORMATS.map((format) => {
    const type = FORMAT_MEDIA_TYPES[format];
    const text = format !== 'parquet' && !type.includes('charset');
    // CSV says its header row is there (RFC 4180's header parameter), so a reader need not guess.
    const header = format === 'csv' ? '; header=present' : '';
    return [format, `${type.replace(';charset=', '; charset=')}${text ? '; charset=utf-8' : ''}${header}`];
  }),
) as Record<V1Format, string>;

export interface V1Query {
  query: string;
  place: string | undefined;
  seed: string | undefined;
  count: number;
  version: MissionVersion;
  fields: readonly AgentField[] | undefined;
  format: V1Format;
}

export interface ParameterProblem {
  parameter: string;
  message: string;
}

/**
 * /v1/agents' parameters read and checked, or the first one that is wrong.
 *
 * @example readV1Query(new URLSearchParams("q=lyon&count=5&format=csv")) // { query: "lyon", count: 5, format: "csv", … }
 */
export function readV1Query(
  params: URLSearchParams,
  countCeiling = MAX_STREAMED_AGENTS,
): V1Query | ParameterProblem {
  const query = (params.get('q') ?? '').trim();
  const place = params.get('place')?.trim() || undefined;
  if (query === '' && place === undefined) {
    return { parameter: 'q', message: 'q is needed: a place or keywords, such as q=lyon.' };
  }
  if (Array.from(query).length > MAX_QUERY_LENGTH) {
    return { parameter: 'q', message: `q is longer than ${MAX_QUERY_LENGTH} characters.` };
  }
  if (place !== undefined && place.length > MAX_PLACE_PIN_LENGTH) {
    return { parameter: 'place', message: `place is longer than ${MAX_PLACE_PIN_LENGTH} characters.` };
  }
  const seedText = params.get('seed')?.trim();
  if (seedText !== undefined && seedText !== '') {
    const problem = seedProblem(seedText);
    if (problem !== null) return { parameter: 'seed', message: problem };
  }
  const countText = params.get('count')?.trim() ?? '';
  let count = PROFILES_PER_SEARCH;
  if (countText !== '') {
    if (!/^\d{1,12}$/u.test(countText) || Number(countText) < 1 || Number(countText) > countCeiling) {
      return {
        parameter: 'count',
        message: `count must be a whole number from 1 to ${countCeiling.toLocaleString('en')}.`,
      };
    }
    count = Number(countText);
  }
  const versionText = params.get('version')?.trim() ?? '';
  const version = versionText === '' ? LATEST_MISSION_VERSION : Number(versionText);
  if (!/^\d*$/u.test(versionText) || !isMissionVersion(version)) {
    return { parameter: 'version', message: 'version must be 1, 2, 3 or 4.' };
  }
  const formatText = (params.get('format') ?? 'json').trim().toLowerCase();
  const format = V1_FORMATS.find((name) => name === formatText);
  if (format === undefined) {
    return { parameter: 'format', message: `format must be one of ${V1_FORMATS.join(', ')}.` };
  }
  const fieldsText = params.get('fields');
  let fields: readonly AgentField[] | undefined;
  if (fieldsText !== null && fieldsText.trim() !== '') {
    try {
      fields = parseFields(fieldsText, version);
    } catch (error) {
      return { parameter: 'fields', message: error instanceof Error ? error.message : String(error) };
    }
  }
  return {
    query: query === '' ? (place ?? '') : query,
    place,
    seed: seedText === '' ? undefined : seedText,
    count,
    version,
    fields,
    format,
  };
}

/** The mission's own name for a request: everything that decides its bytes. */
function etagKeyOf(route: string, query: V1Query): string | undefined {
  if (query.seed === undefined) return undefined;
  return JSON.stringify([VERSION, route, query]);
}

/** GET /v1/agents: the mission's agents as one file, streamed. */
export async function agentsRoute(
  req: IncomingMessage,
  res: ServerResponse,
  params: URLSearchParams,
): Promise<void> {
  const query = readV1Query(params);
  if ('parameter' in query) return sendError(req, res, 400, query.message, query.parameter);
  const mission = await planned(req, res, query, {});
  if (mission === null) return;
  const name = `agents-seed-${mission.seed.replace(/[^\w.-]/gu, '_').slice(0, 40)}.${query.format}`;
  await sendStream(req, res, formatAgentStream(query.format, mission.agents(), mission), {
    contentType: V1_MEDIA_TYPES[query.format],
    etagKey: etagKeyOf('agents', query),
    download: params.has('dl') ? name : undefined,
    extra: { 'X-Seed': encodeURIComponent(mission.seed) },
  });
}

/** GET /v1/agents/{index}: agent `index` of the mission, alone, as JSON. */
export async function agentRoute(
  req: IncomingMessage,
  res: ServerResponse,
  params: URLSearchParams,
  indexText: string,
): Promise<void> {
  if (!/^\d{1,9}$/u.test(indexText) || Number(indexText) >= MAX_STREAMED_AGENTS) {
    return sendError(
      req,
      res,
      400,
      `The agent's index must be a whole number from 0 to ${(MAX_STREAMED_AGENTS - 1).toLocaleString('en')}.`,
      'index',
    );
  }
  const index = Number(indexText);
  const query = readV1Query(params);
  if ('parameter' in query) return sendError(req, res, 400, query.message, query.parameter);
  if (query.seed === undefined) {
    return sendError(
      req,
      res,
      400,
      'seed is needed: agent i of a mission is fixed only by its seed.',
      'seed',
    );
  }
  // A linked mission's agent depends on the mission's size (its chain of command and households):
  // the count asked for, at least the index's.
  const count = Math.max(query.count, index + 1);
  const mission = await planned(req, res, { ...query, count }, { from: index, to: index + 1 });
  if (mission === null) return;
  let found: unknown = null;
  for await (const agent of mission.agents()) found = agent;
  await sendBody(req, res, 200, `${JSON.stringify({ index, seed: mission.seed, agent: found })}\n`, {
    contentType: 'application/json; charset=utf-8',
    etagKey: JSON.stringify([VERSION, 'agent', index, query]),
  });
}

/** GET /v1/places: how the query resolves, with the pin that replays it and the alternatives. */
export async function placesRoute(
  req: IncomingMessage,
  res: ServerResponse,
  params: URLSearchParams,
): Promise<void> {
  const query = (params.get('q') ?? '').trim();
  if (query === '') return sendError(req, res, 400, 'q is needed: the text to resolve, such as q=lyon.', 'q');
  if (Array.from(query).length > MAX_QUERY_LENGTH) {
    return sendError(req, res, 400, `q is longer than ${MAX_QUERY_LENGTH} characters.`, 'q');
  }
  try {
    // A fixed seed: the place does not depend on it, except a random city for text that names none.
    const plan = await resolvePlace(query, { seed: '0', count: 1 });
    await sendBody(
      req,
      res,
      200,
      `${JSON.stringify({ query: plan.query, place: plan.place, resolution: plan.resolution, forcedProfession: plan.forcedProfession })}\n`,
      { contentType: 'application/json; charset=utf-8', etagKey: JSON.stringify([VERSION, 'places', query]) },
    );
  } catch (error) {
    if (error instanceof MissionError) return sendError(req, res, 400, error.message, 'q');
    throw error;
  }
}

async function planned(
  req: IncomingMessage,
  res: ServerResponse,
  query: V1Query,
  range: { from?: number; to?: number },
): Promise<PlannedMission<4, AgentField> | null> {
  try {
    // Typed as the widest version's options: the version is a runtime choice here, and the agents
    // are only passed on to a writer, never read by field.
    const options: AgentOptions<4, AgentField> = {
      query: query.query,
      count: query.count,
      version: query.version,
      ...(query.seed !== undefined ? { seed: query.seed } : {}),
      ...(query.place !== undefined ? { place: query.place } : {}),
      ...(query.fields !== undefined ? { fields: query.fields } : {}),
      ...range,
    } as AgentOptions<4, AgentField>;
    return await planMission(options);
  } catch (error) {
    if (error instanceof MissionError) {
      await sendError(req, res, 400, error.message, query.place !== undefined ? 'place' : 'q');
      return null;
    }
    throw error;
  }
}
