// A mission is a search that can be replayed:
// /dashboard?q=TEXT&seed=S&v=VERSION[&n=COUNT][&place=PIN][&outage=always|never]
//   [&profession=…][&agency=…][&city=…][&nationality=…] (a filter: see filterSpec.ts).
// The dashboard reads it on load and writes it back (history.replaceState) once the worker
// reports the seed it used and the place it resolved, so a reload or a shared link shows the very
// same agents in the same place, even after the resolver has learnt to read the query otherwise.
// The version pins what the agents are made of: a link without `v=` was made before versions
// existed and means version 1, so every link ever shared keeps its agents.
import {
  LATEST_MISSION_VERSION,
  MISSION_VERSIONS,
  UNVERSIONED_LINK_VERSION,
  type MissionVersion,
} from '../../shared/types.ts';
import { normaliseSeedText, seedProblem } from '../../shared/seedText.ts';
import { MISSION_VERSION_CONTENTS } from '../../shared/missionVersions.ts';
import type { AgentResults } from './agentResults.ts';
import { FILTER_FIELDS, type AgentFilter, type FilterField } from './filterSpec.ts';
import { normalizeQuery, type OutageMode } from './query.ts';
import { parsePlacePin } from './placePin.ts';
import type { RememberedMission } from './sessionMemory.ts';
import {
  MAX_AGENTS_PER_SEARCH,
  MAX_DASHBOARD_AGENTS,
  MAX_QUERY_LENGTH,
  PROFILES_PER_SEARCH,
} from '../../shared/limits.ts';

export interface MissionParams {
  query: string | null;
  /** Any text (digits are that number); undefined when absent, blank, too long or unprintable. */
  seed: string | undefined;
  /** The link's `v=`; version 1 for a link without one, the latest for one this app does not know. */
  version: MissionVersion;
  /** Agents to find: PROFILES_PER_SEARCH unless the link says otherwise. */
  count: number;
  /** The pinned place (see placePin.ts); undefined for an old link, or a `place=` that is no pin. */
  place: string | undefined;
  outage: OutageMode;
  /** The agents the link narrows the mission to; no field set for the whole mission. */
  filter: AgentFilter;
}

/** A filter value longer than any field's value can be is no value. */
const MAX_FILTER_VALUE_LENGTH = 200;

function parseFilter(params: URLSearchParams): AgentFilter {
  const filter: Partial<Record<FilterField, string>> = {};
  for (const field of FILTER_FIELDS) {
    const raw = params.get(field);
    if (raw === null) continue;
    const value = raw.trim();
    // Unprintable text is no field value of ours; dropping it shows the whole mission instead of none.
    if (value === '' || value.length > MAX_FILTER_VALUE_LENGTH || /\p{Cc}/u.test(value)) continue;
    filter[field] = value;
  }
  return filter;
}

export function parseMissionParams(search: string): MissionParams {
  const params = new URLSearchParams(search);
  const query = normalizeQuery(
    Array.from(params.get('q') ?? '')
      .slice(0, MAX_QUERY_LENGTH)
      .join(''),
  );
  return {
    query,
    seed: parseSeed(params.get('seed')),
    version: parseVersion(params.get('v')),
    count: parseCount(params.get('n')),
    place: parsePlacePin(params.get('place')),
    outage: parseOutage(params.get('outage')),
    filter: parseFilter(params),
  };
}

/**
 * The query string for a mission, e.g. "?q=Paris&seed=42&v=2&n=1000&place=city%3A2988507". The seed
 * and the place are left out until the worker has reported them, `n` when it is the spec's
 * twelve, `outage` unless forced. Every mission the app writes has its version.
 */
export function formatMissionSearch(mission: {
  query: string;
  seed?: string | undefined;
  version?: MissionVersion | undefined;
  count?: number | undefined;
  place?: string | undefined;
  outage: OutageMode;
  filter?: AgentFilter | undefined;
}): string {
  const params = new URLSearchParams({ q: mission.query });
  if (mission.seed !== undefined) params.set('seed', mission.seed);
  if (mission.version !== undefined) params.set('v', String(mission.version));
  if (mission.count !== undefined && mission.count !== PROFILES_PER_SEARCH) {
    params.set('n', String(mission.count));
  }
  if (mission.place !== undefined) params.set('place', mission.place);
  if (mission.outage !== 'random') params.set('outage', mission.outage);
  for (const field of FILTER_FIELDS) {
    const value = mission.filter?.[field];
    if (value !== undefined) params.set(field, value);
  }
  return `?${params.toString()}`;
}

/**
 * The link that replays a mission anywhere ("Copy Link"): `origin/dashboard?q=…&seed=…&v=…`, plus
 * `n=` unless it is the spec's twelve, and the `place=` pin it was resolved to. A forced outage is
 * left out on purpose: it is a demo setting of this visit, not part of the mission, and the agents
 * are the same either way.
 *
 * @example missionLink('https://example.org', { query: 'Paris', seed: '42', version: 2, count: 12, place: 'city:2988507' })
 *   === 'https://example.org/dashboard?q=Paris&seed=42&v=2&place=city%3A2988507'
 */
export function missionLink(
  origin: string,
  mission: {
    query: string;
    seed: string;
    version: MissionVersion;
    count: number;
    place: string;
    filter?: AgentFilter | undefined;
  },
): string {
  return `${origin}/dashboard${formatMissionSearch({ ...mission, outage: 'random' })}`;
}

/**
 * The path of an agent link ("Copy agent link"): the mission as a search link writes it, and `i=`,
 * the agent's position in it, from 0. Opened anywhere, the profile regenerates that one agent.
 *
 * @example agentLinkPath({ query: 'Paris', seed: '42', version: 2, pin: 'city:2988507' }, 7)
 *   === '/profile?q=Paris&seed=42&v=2&place=city%3A2988507&i=7'
 */
export function agentLinkPath(
  mission: { query: string; seed: string; version: MissionVersion; pin: string; count?: number | undefined },
  index: number,
): string {
  const search = formatMissionSearch({
    query: mission.query,
    seed: mission.seed,
    version: mission.version,
    // A linked mission's chains depend on its count, so its agent links carry it; others' never did.
    count: MISSION_VERSION_CONTENTS[mission.version].linked ? mission.count : undefined,
    place: mission.pin === '' ? undefined : mission.pin,
    outage: 'random',
  });
  return `/profile${search}&i=${index}`;
}

/** What an agent link names: the mission (as a request for the worker) and the agent's position. */
export interface AgentLink {
  /** `count` only for a linked mission (version 4), whose agents depend on it. */
  request: { query: string; seed: string; version: MissionVersion; place?: string; count?: number };
  index: number;
}

/**
 * The agent a profile's query string names, or null when it names none (a bare /profile, or a link
 * without its query, seed or a whole-number `i=` below MAX_AGENTS_PER_SEARCH).
 *
 * @example parseAgentLink('?q=Paris&seed=42&v=2&i=7')?.index === 7
 */
export function parseAgentLink(search: string): AgentLink | null {
  const raw = new URLSearchParams(search).get('i');
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  const index = Number(raw);
  if (index >= MAX_AGENTS_PER_SEARCH) return null;
  const { query, seed, version, place, count } = parseMissionParams(search);
  if (query === null || seed === undefined) return null;
  // An agent past a linked mission's count is refused by the worker, with a message the profile shows.
  const linked = MISSION_VERSION_CONTENTS[version].linked;
  return {
    request: {
      query,
      seed,
      version,
      ...(place === undefined ? {} : { place }),
      ...(linked ? { count } : {}),
    },
    index,
  };
}

/** A whole number of agents from 1 to MAX_DASHBOARD_AGENTS; anything else means the default. */
function parseCount(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return PROFILES_PER_SEARCH;
  const count = Number(raw);
  return count >= 1 && count <= MAX_DASHBOARD_AGENTS ? count : PROFILES_PER_SEARCH;
}

/**
 * Any text is a seed, read as the worker reads it (src/shared/seedText.ts); one it would refuse
 * (blank, longer than MAX_SEED_LENGTH, with control characters) counts as no seed, and the search
 * draws one, as for a link without any.
 */
function parseSeed(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const seed = normaliseSeedText(raw);
  return seedProblem(seed) === null ? seed : undefined;
}

/**
 * `v=N`: that version; absent: version 1 (the link predates versions). A version this app does not
 * know (a link from a newer release, or a typo) runs the latest rather than failing.
 */
function parseVersion(raw: string | null): MissionVersion {
  if (raw === null) return UNVERSIONED_LINK_VERSION;
  const version = MISSION_VERSIONS.find((known) => String(known) === raw.trim());
  return version ?? LATEST_MISSION_VERSION;
}

function parseOutage(raw: string | null): OutageMode {
  return raw === 'always' || raw === 'never' ? raw : 'random';
}

/** What the dashboard does when it opens. */
export type Startup =
  | { kind: 'idle' }
  | {
      kind: 'run';
      query: string;
      seed: string | undefined;
      version: MissionVersion;
      count: number;
      place: string | undefined;
      outage: OutageMode;
    }
  | { kind: 'restore'; mission: RememberedMission & { results: AgentResults } };

/**
 * Decides between replaying the URL's mission, showing the remembered one again (coming back
 * from a profile), or waiting for a search. A remembered mission is shown as it was only when
 * it completed and the URL does not ask for a different one; otherwise it is replayed by seed
 * and pin. A URL without a pin asks for no particular place, so it does not make a remembered
 * mission of the same query, seed and count a different one.
 */
export function chooseStartup(params: MissionParams, remembered: RememberedMission | null): Startup {
  if (params.query !== null) {
    const same =
      remembered !== null &&
      remembered.query === params.query &&
      remembered.seed === params.seed &&
      remembered.version === params.version &&
      remembered.count === params.count &&
      (params.place === undefined || params.place === remembered.resolution.pin);
    if (same && remembered.results !== null)
      return { kind: 'restore', mission: { ...remembered, results: remembered.results } };
    return {
      kind: 'run',
      query: params.query,
      seed: params.seed,
      version: params.version,
      count: params.count,
      place: params.place,
      outage: params.outage,
    };
  }
  if (remembered === null) return { kind: 'idle' };
  if (remembered.results !== null)
    return { kind: 'restore', mission: { ...remembered, results: remembered.results } };
  return {
    kind: 'run',
    query: remembered.query,
    seed: remembered.seed,
    version: remembered.version,
    count: remembered.count,
    place: remembered.resolution.pin,
    outage: remembered.outage,
  };
}
