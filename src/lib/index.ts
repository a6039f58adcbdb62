// The library: `import { generateAgents, resolvePlace } from 'the-silent-directory'`. The same engine
// and resolver as the app and the command line, so a mission's agents are the same wherever they are
// made. No DOM and no Node at the top level: it runs in Node, browsers and workers; only the default
// way of finding the cities file differs (see citiesData.ts).
import type { Agent, MissionVersion, SearchPlan, SearchRequest } from '../shared/types.ts';
import { createGeocoder, type Geocoder } from '../worker/geocoder/geocoder.ts';
import {
  missionAgentMaker,
  MissionError,
  prepareMission,
  type PreparedMission,
} from '../worker/engine/runMission.ts';
import { placeIndexFrom, usePackagedLand, type CitiesSource } from './citiesData.ts';

export type {
  Agent,
  MissionVersion,
  Place,
  PlaceChoice,
  PlaceKind,
  Resolution,
  SearchPlan,
} from '../shared/types.ts';
export { AGENT_FIELDS, AGENT_V2_FIELDS, LATEST_MISSION_VERSION, MISSION_VERSIONS } from '../shared/types.ts';
export { MissionError } from '../worker/engine/runMission.ts';
export type { CitiesSource } from './citiesData.ts';

/** The most agents one call makes: the command line's ceiling too (it streams; a page holds 1,000,000). */
export const MAX_AGENTS = 100_000_000;

export interface MissionOptions {
  /** A place or keywords, as typed in the app: "tokyo", "cyber ops in lyon", "東京". */
  query: string;
  /** How many agents the mission has: 1 … MAX_AGENTS, 12 by default (the app's search). */
  count?: number;
  /** Text or a number; digits up to 4294967295 are that number, as in links. Drawn when absent. */
  seed?: string | number;
  /** The mission version; the latest when absent. Pin it to replay the same agents forever. */
  version?: MissionVersion;
  /** A mission link's place pin (`city:ID`, `country:CC`, …): the place, whatever the query says. */
  place?: string;
  /**
   * The geocoder's search URL (Nominatim's API), asked before the local data. Off by default: a
   * library should not call a network service nobody asked it to, and offline answers never change.
   */
  geocoderUrl?: string;
  /** The cities file: bytes, its text, or a URL to fetch or read; the packaged file by default. */
  cities?: CitiesSource;
}

export interface RangeOptions extends MissionOptions {
  /** The first agent to make (0 by default): with `to`, a part of a larger mission. */
  from?: number;
  /** One past the last agent to make; the mission's count by default. */
  to?: number;
}

/**
 * How a query resolves: the mission's plan (its place, the pin that replays it, the alternatives),
 * without making an agent.
 *
 * @example (await resolvePlace("porto")).resolution.label === "Porto, Portugal"
 */
export async function resolvePlace(
  query: string,
  options: Omit<MissionOptions, 'query'> = {},
): Promise<SearchPlan> {
  return (await prepare({ ...options, query })).plan;
}

/**
 * A mission's agents in one array.
 *
 * @example (await generateAgents({ query: "tokyo", seed: 1, count: 3 })).map((a) => a.city) // ["Tokyo", "Tokyo", "Tokyo"]
 */
export async function generateAgents(options: RangeOptions): Promise<Agent[]> {
  const agents: Agent[] = [];
  for await (const agent of streamAgents(options)) agents.push(agent);
  return agents;
}

/**
 * A mission's agents one at a time, made as they are asked for: a billion-row file never sits in
 * memory. Agent i is the same whether the mission is made whole or in parts (`from`, `to`).
 *
 * @example for await (const agent of streamAgents({ query: "lyon", count: 1_000_000 })) write(agent)
 */
export async function* streamAgents(options: RangeOptions): AsyncGenerator<Agent, void, undefined> {
  const prepared = await prepare(options);
  const [from, to] = rangeOf(options, prepared.plan.count);
  const make = await missionAgentMaker(prepared);
  for (let i = from; i < to; i++) {
    const made = make(i);
    yield made instanceof Promise ? await made : made;
  }
}

/**
 * The mission placed and planned, with the maker of its agents: what the command line's worker
 * threads receive (it is structured-cloneable) so that they need neither the index nor the geocoder.
 *
 * @example const prepared = await prepare({ query: "paris", seed: 7, count: 10_000_000 })
 */
export async function prepare(options: MissionOptions): Promise<PreparedMission> {
  // The land index is read (from the package's snapshot) while the place index is: agents need it.
  const [index] = await Promise.all([placeIndexFrom(options.cities), usePackagedLand()]);
  const geocoder = geocoderFor(options.geocoderUrl);
  const request: SearchRequest = {
    query: options.query,
    offline: geocoder === null,
    ...(options.count !== undefined ? { count: options.count } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.version !== undefined ? { version: options.version } : {}),
    ...(options.place !== undefined ? { place: options.place } : {}),
  };
  return prepareMission(
    { index, geocode: (query) => geocoder?.geocode(query) ?? Promise.resolve(null), entropy: Math.random },
    request,
    () => true,
    MAX_AGENTS,
  );
}

export { missionAgentMaker } from '../worker/engine/runMission.ts';
export type { PreparedMission } from '../worker/engine/runMission.ts';

function geocoderFor(url: string | undefined): Geocoder | null {
  if (url === undefined || url === '') return null;
  return createGeocoder({ endpoint: url, timeoutMs: 10_000, fetch: globalThis.fetch });
}

function rangeOf(options: RangeOptions, count: number): [number, number] {
  const from = options.from ?? 0;
  const to = options.to ?? count;
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || to > count || from > to) {
    throw new MissionError(
      `The range must satisfy 0 ≤ from ≤ to ≤ count (${count.toLocaleString('en')}); got ${from} … ${to}.`,
    );
  }
  return [from, to];
}
