// A whole search, start to finish, with its I/O injected: the worker facade and the CLI
// both run missions through here, so a mission replays identically in both.
import type { Agent, Place, SearchPlan, SearchRequest, SearchSummary } from '../../shared/types.ts';
import type { City } from './cities/cityRecords.ts';
import {
  isMissionVersion,
  LATEST_MISSION_VERSION,
  MISSION_VERSIONS,
  type MissionVersion,
} from '../../shared/types.ts';
import { hasPlaceExtras, MISSION_VERSION_CONTENTS } from '../../shared/missionVersions.ts';
import type { AgentContext } from './generateAgent.ts';
import { createIdentityKit, createIdentityKitFactory } from './identity/createIdentityKit.ts';
import {
  agentAt,
  areaPlaceOf,
  linkedAgentAt,
  choosePlace,
  createAgentContext,
  kitPlaceOf,
  missionSeed,
  placeRandom,
} from './mission.ts';
import type { PlaceIndex } from './cities/placeIndex.ts';
import { forcedProfession } from './professionRule.ts';
import { drawSeed } from './random.ts';
import { normaliseSeedText, seedProblem } from '../../shared/seedText.ts';
import { seedNumber } from './seed.ts';
import { loadTimeZones } from './identity/places/timeZone.ts';
import { loadLand } from './land/loadLand.ts';
import { loadAreaIndex } from './resolve/areaIndex.ts';
import type { AreaPlaces } from './resolve/areaPlaces.ts';
import { typoIndexOf } from './resolve/typos.ts';
import { prepareExtensions } from './resolve/placeChoices.ts';
import { placeFromCity, placeMission as placeByRequest, type MissionPlace } from './resolve/missionPlace.ts';
import { MissionError } from './missionError.ts';
import { createLinkedMission } from './linked/linkedMission.ts';
import { agentDossier, type DossierSource } from './linked/dossier.ts';
import { tableFile } from './linked/tableFile.ts';
import type { RelatedTable, TableFileFormat } from '../../shared/linkedTables.ts';
import type { AgentDossier } from '../../shared/dossier.ts';
import { linkedRecords } from './linked/linkedRecords.ts';
import { MAX_AGENTS_PER_SEARCH, MAX_SEED, PROFILES_PER_SEARCH } from '../../shared/limits.ts';

export interface MissionDeps {
  /**
   * The local index, or null when the cities file could not be loaded, or is still loading for a
   * request whose pin needs none of it or only `pinnedCity` (see pinNeed).
   */
  index: PlaceIndex | null;
  /**
   * The city the request's city pin names, read from the first rows of the cities file while the
   * rest still loads (the same record the index holds): a shared link's mission starts on it.
   */
  pinnedCity?: City;
  /** The geocoder; resolves null when it has no answer. Not called for offline requests. */
  geocode(query: string): Promise<Place | null>;
  /** Entropy for drawing a seed when the request has none (Math.random in the app). */
  entropy(): number;
  /**
   * What the pin was given as ("--place", "place") when a pin that names no place is a mistake to
   * report (the command line, the library); absent for a link, which may outlive its place (the page
   * then ignores the pin and resolves the query).
   */
  strictPin?: string;
}

export interface MissionListener {
  onPlan(plan: SearchPlan): void | Promise<void>;
  onAgent(agent: Agent, index: number): void | Promise<void>;
}

export { MissionError };

/** A request checked and completed: the seed as text, the version settled. */
export interface NormalRequest {
  query: string;
  count: number;
  /** As links carry it (see SearchPlan.seed). */
  seed: string;
  version: MissionVersion;
  offline: boolean;
  place: string;
}

/**
 * Checks and completes a request: the query must have a visible character, the count is
 * 1…1,000,000 (12 by default), the seed text (see seed.ts) or an unsigned 32-bit integer (drawn
 * when absent), the version one of MISSION_VERSIONS (the latest when absent); a place pin that is
 * not text is dropped ('' means none).
 *
 * @example normaliseRequest({ query: "paris" }, () => 0.5) // { query: "paris", count: 12, seed: "2147483648", version: 2, offline: false, place: "" }
 */
export function normaliseRequest(
  request: SearchRequest,
  entropy: () => number,
  maxCount: number = MAX_AGENTS_PER_SEARCH,
): NormalRequest {
  const query = typeof request.query === 'string' ? request.query : '';
  if (query.trim() === '') throw new MissionError('The query is empty.');
  const count = request.count ?? PROFILES_PER_SEARCH;
  if (!Number.isSafeInteger(count) || count < 1 || count > maxCount) {
    throw new MissionError(`The count must be a whole number from 1 to ${maxCount.toLocaleString('en')}.`);
  }
  const seed = normaliseSeed(request.seed, entropy);
  const version = request.version ?? LATEST_MISSION_VERSION;
  if (!isMissionVersion(version)) {
    throw new MissionError(
      `There is no mission version ${JSON.stringify(version)}: versions are ${MISSION_VERSIONS.join(', ')}.`,
    );
  }
  const place = typeof request.place === 'string' ? request.place : '';
  return { query, count, seed, version, offline: request.offline === true, place };
}

function normaliseSeed(seed: unknown, entropy: () => number): string {
  if (seed === undefined) return String(drawSeed(entropy));
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) {
      throw new MissionError(`A numeric seed must be a whole number from 0 to ${MAX_SEED}.`);
    }
    return String(seed);
  }
  if (typeof seed !== 'string') throw new MissionError('The seed must be text or a number.');
  const text = normaliseSeedText(seed);
  const problem = seedProblem(text);
  if (problem !== null) throw new MissionError(problem);
  return text;
}

/**
 * Builds what the resolver builds on first use (the area names, the near-spelling index, the big
 * cities offered as alternatives: about 150 ms), so that no search pays for it; the worker calls it
 * once the index is ready.
 *
 * @example await prepareResolver(index) // later typos resolve in microseconds
 */
export async function prepareResolver(index: PlaceIndex): Promise<void> {
  const areas = await loadAreaIndex();
  prepareExtensions(index);
  typoIndexOf(index, areas);
}

/**
 * Makes, ahead of a search, what a city mission for `query` would make first: the identity kit of the
 * city the local data reads in it (its country's tables fetched and compiled, its valid phone numbers
 * found), which createIdentityKit keeps for the search to find, and its land's zone (loadLand). The worker calls it while the visitor
 * is still typing; the geocoder is not asked (its policy forbids requests per keystroke), so a search
 * the geocoder places elsewhere simply makes its own kit. Nothing for an area or a query the local
 * data does not read: their places are drawn per agent or at random.
 *
 * @example await warmPlace(index, "paris") // a search for Paris then starts making agents at once
 */
export async function warmPlace(
  index: PlaceIndex,
  query: string,
  version: MissionVersion = LATEST_MISSION_VERSION,
  isCurrent: () => boolean = () => true,
): Promise<void> {
  if (query.trim() === '' || index.cities.length === 0) return;
  await loadAreaIndex();
  // The names may have been fetched meanwhile: a hint that a search has overtaken stops here.
  if (!isCurrent()) return;
  const placed = choosePlace(index, query, 0);
  if (placed.area !== null || placed.resolution.kind === 'random') return;
  await Promise.all([
    createIdentityKit(kitPlaceOf(placed.place), version),
    hasPlaceExtras(version) ? loadLand(placed.place.lat) : undefined,
  ]);
}

/** A mission placed and planned, ready to make any of its agents: see prepareMission. */
export interface PreparedMission {
  plan: SearchPlan;
  /** Where its agents live: cloneable, so worker threads can make agents without the index. */
  mission: MissionPlace;
}

/**
 * Checks the request, places the mission (a pin from its link, else the geocoder, else the local
 * data, else a seeded random city) and plans it; null when `isCurrent()` stopped holding while the
 * geocoder answered. `maxCount` is the largest count accepted: the page's MAX_AGENTS_PER_SEARCH, more
 * for the command line, which streams agents to a file instead of holding them.
 *
 * @example (await prepareMission(deps, { query: "paris", seed: 1 }, () => true))?.plan.place.name === "Paris"
 */
export async function prepareMission(
  deps: MissionDeps,
  request: SearchRequest,
  isCurrent: () => boolean,
  maxCount: number = MAX_AGENTS_PER_SEARCH,
): Promise<PreparedMission> {
  const {
    query,
    count,
    seed,
    version,
    offline,
    place: pin,
  } = normaliseRequest(request, deps.entropy, maxCount);
  const mission = await placeMission(deps, query, seedNumber(seed), pin, offline, isCurrent);
  const base = missionSeed(query, seedNumber(seed));
  // An area mission's plan says how many places its agents span: every agent's place is drawn.
  const places = mission.area === null ? 1 : countAreaPlaces(mission.area, base, count);
  const plan: SearchPlan = {
    query,
    seed,
    version,
    count,
    place: mission.place,
    resolution: { ...mission.resolution, places },
    forcedProfession: forcedProfession(query),
  };
  if (MISSION_VERSION_CONTENTS[version].cityIdentities && mission.area === null) {
    // The kit is made now rather than with the first agent (it is kept: the agents find it made),
    // so the plan can say how many distinct numbers the place's phones have.
    const kit = await createIdentityKit(kitPlaceOf(mission.place), version).catch(unloadable);
    if (kit.phoneSpace !== undefined) plan.phoneCapacity = kit.phoneSpace.capacity;
  }
  return { plan, mission };
}

/**
 * The maker of a planned mission's agents: agent(i) is agent i of the mission, whichever agents were
 * made before it or elsewhere (a worker thread, another machine's shard). It returns a promise only
 * when an area mission's place first needs its tables loaded.
 *
 * @example const make = await missionAgentMaker(prepared); make(7) // agent 7, as runMission delivers it
 */
export async function missionAgentMaker({
  plan,
  mission,
}: PreparedMission): Promise<(index: number) => Agent | Promise<Agent>> {
  const base = missionSeed(plan.query, seedNumber(plan.seed));
  const contextOf = await contextsFor(mission, plan.query, plan.version);
  const { area } = mission;
  if (MISSION_VERSION_CONTENTS[plan.version].linked) {
    const linked = createLinkedMission(plan.count, base, mission.place.countryCode);
    // An area mission places each household (by its head's index), so its members live in one city.
    return (index) => {
      const context = contextOf(
        area === null ? 0 : areaPlaceOf(area, base, linked.households.of(index).head),
      );
      return context instanceof Promise
        ? context.then((made) => linkedAgentAt(made, linked, base, index))
        : linkedAgentAt(context, linked, base, index);
    };
  }
  return (index) => {
    const context = contextOf(area === null ? 0 : areaPlaceOf(area, base, index));
    return context instanceof Promise
      ? context.then((made) => agentAt(made, base, index))
      : agentAt(context, base, index);
  };
}

/**
 * A linked mission's maker: its agents, and the rows of its other tables each agent owns (records:
 * see linked/linkedRecords.ts; the union over every index of a mission is each table whole, once).
 */
export type LinkedMaker = DossierSource;

/**
 * The maker of a planned linked mission's agents and related rows. Throws for a version that is not
 * linked: its agents have no other tables.
 *
 * @example const make = await linkedMissionMaker(prepared); make.records(0, await make.agent(0), new Set(["agencies"]), emit)
 */
export async function linkedMissionMaker({ plan, mission }: PreparedMission): Promise<LinkedMaker> {
  if (!MISSION_VERSION_CONTENTS[plan.version].linked) {
    throw new MissionError(
      `Mission version ${plan.version} has agents only; linked tables come with version 4.`,
    );
  }
  const base = missionSeed(plan.query, seedNumber(plan.seed));
  const contextOf = await contextsFor(mission, plan.query, plan.version);
  const { area } = mission;
  const linked = createLinkedMission(plan.count, base, mission.place.countryCode);
  const placeOf = (index: number) =>
    contextOf(area === null ? 0 : areaPlaceOf(area, base, linked.households.of(index).head));
  return {
    linked,
    agent: (index) => {
      const context = placeOf(index);
      return context instanceof Promise
        ? context.then((made) => linkedAgentAt(made, linked, base, index))
        : linkedAgentAt(context, linked, base, index);
    },
    records: (index, agent, wanted, emit) => {
      const context = placeOf(index);
      return context instanceof Promise
        ? context.then((made) => linkedRecords(made, linked, base, index, agent, wanted, emit))
        : linkedRecords(context, linked, base, index, agent, wanted, emit);
    },
  };
}

/**
 * Places and plans the mission (see prepareMission), reports the plan, then delivers agents one at
 * a time while `isCurrent()` holds.
 *
 * @example await runMission(deps, { query: "paris", seed: 1 }, listener, () => true)
 *   // listener.onPlan once, then listener.onAgent 12 times
 */
export async function runMission(
  deps: MissionDeps,
  request: SearchRequest,
  listener: MissionListener,
  isCurrent: () => boolean,
): Promise<SearchSummary> {
  const prepared = await prepareMission(deps, request, isCurrent);
  const { plan } = prepared;
  let delivered = 0;
  if (isCurrent()) {
    await listener.onPlan(plan);
    const make = await missionAgentMaker(prepared);
    while (delivered < plan.count && isCurrent()) {
      const made = make(delivered);
      const agent = made instanceof Promise ? await made : made;
      // Awaited only when the listener asks for it (backpressure): an `await` per agent would
      // cost a hundred thousand needless turns of the microtask queue in a bulk search.
      const pending = listener.onAgent(agent, delivered);
      delivered++;
      if (pending !== undefined) await pending;
    }
  }
  return { ...plan, delivered, cancelled: delivered < plan.count };
}

/**
 * Agent `index` of the mission `request` names, alone: what an agent link regenerates. The same
 * agent runMission delivers at that position (its place, for an area mission, drawn from its own
 * stream), without making the ones before it. The count does not matter; the index must be below
 * MAX_AGENTS_PER_SEARCH.
 *
 * @example (await missionAgent(deps, { query: "paris", seed: "42", version: 2, place: "city:2988507" }, 7)).fullName
 */
export async function missionAgent(deps: MissionDeps, request: SearchRequest, index: number): Promise<Agent> {
  checkAgentIndex(index);
  const {
    query,
    seed,
    version,
    offline,
    place: pin,
  } = normaliseRequest({ ...request, count: 1 }, deps.entropy);
  const mission = await placeMission(deps, query, seedNumber(seed), pin, offline, () => true);
  const base = missionSeed(query, seedNumber(seed));
  const contextOf = await contextsFor(mission, query, version);
  if (MISSION_VERSION_CONTENTS[version].linked) {
    const linked = createLinkedMission(linkedCount(request, version, index), base, mission.place.countryCode);
    const head = linked.households.of(index).head;
    const context = contextOf(mission.area === null ? 0 : areaPlaceOf(mission.area, base, head));
    return linkedAgentAt(context instanceof Promise ? await context : context, linked, base, index);
  }
  const context = contextOf(mission.area === null ? 0 : areaPlaceOf(mission.area, base, index));
  return agentAt(context instanceof Promise ? await context : context, base, index);
}

/** Places a mission through the one entry point (resolve/missionPlace.ts), with this mission's data. */
function placeMission(
  deps: MissionDeps,
  query: string,
  seed: number,
  pin: string,
  offline: boolean,
  isCurrent: () => boolean,
): Promise<MissionPlace> {
  return placeByRequest(
    {
      index: deps.index,
      ...(deps.pinnedCity !== undefined ? { pinnedCity: deps.pinnedCity } : {}),
      geocode: deps.geocode,
      loadAreaNames: () => loadAreaIndex().catch(unloadable),
    },
    {
      query,
      pin,
      offline,
      strictPin: deps.strictPin ?? null,
      isCurrent,
      random: () => placeRandom(query, seed),
    },
  );
}

/** How many distinct places the first `count` agents of an area mission land in; nothing is kept per agent. */
function countAreaPlaces(places: AreaPlaces, base: number, count: number): number {
  const seen = new Uint8Array(places.cities.length);
  let distinct = 0;
  for (let i = 0; i < count && distinct < seen.length; i++) {
    const k = areaPlaceOf(places, base, i);
    if (seen[k] === 0) {
      seen[k] = 1;
      distinct++;
    }
  }
  return distinct;
}

/**
 * The agent context of each place of the mission: one for a city; for an area, one per place,
 * made when an agent first lands there (most of a mission's agents reuse a handful).
 */
async function contextsFor(
  mission: MissionPlace,
  query: string,
  version: MissionVersion,
): Promise<(place: number) => AgentContext | Promise<AgentContext>> {
  const { area } = mission;
  if (area === null) {
    const cityId = pinnedCityId(mission.resolution.pin);
    const context = await createAgentContext(mission.place, query, { version, cityId }).catch(unloadable);
    return () => context;
  }
  const made: (AgentContext | Promise<AgentContext> | undefined)[] = new Array(area.cities.length);
  const makeKit = createIdentityKitFactory(version);
  const timeZones = hasPlaceExtras(version) ? loadTimeZones() : undefined;
  return (k) => {
    const existing = made[k];
    if (existing !== undefined) return existing;
    const city = area.cities[k] as City;
    const place = placeFromCity(city, mission.place.source);
    const making = createAgentContext(place, query, { version, cityId: city.id, makeKit, timeZones }).then(
      (context) => (made[k] = context),
      unloadable,
    );
    made[k] = making;
    return making;
  };
}

/**
 * A context's tables (a country's names, the time zones, the land) come in parts of the app
 * loaded on first need; offline, one may not come. Said plainly rather than as a loader's error.
 */
function unloadable(error: unknown): never {
  if (error instanceof MissionError) throw error;
  throw new MissionError(
    `Part of the mission's data could not be loaded (${error instanceof Error ? error.message : String(error)}) — try again when back online.`,
  );
}

/** The GeoNames id a city mission's pin names (`city:ID`, `random:ID`); undefined for a geocoder's place. */
function pinnedCityId(pin: string): number | undefined {
  const match = /^(?:city|random):(\d+)$/.exec(pin);
  return match === null ? undefined : Number(match[1]);
}

/** A linked mission's chains depend on its count: an agent's request must say it, and hold the agent. */
function linkedCount(request: SearchRequest, version: MissionVersion, index: number): number {
  const count = request.count;
  if (count === undefined || !Number.isSafeInteger(count) || count < 1 || count > MAX_AGENTS_PER_SEARCH) {
    throw new MissionError(
      `Agent ${index} of a linked mission (version ${version}) needs the mission's count, from 1 to ${MAX_AGENTS_PER_SEARCH.toLocaleString('en')}.`,
    );
  }
  if (index >= count) {
    throw new MissionError(
      `This linked mission has ${count.toLocaleString('en')} agents, numbered from 0: there is no agent ${index}.`,
    );
  }
  return count;
}

/**
 * The dossier of agent `index` of the linked mission `request` names (its count among it): the
 * agency, chain, cell, household and operations its profile shows (linked/dossier.ts). Throws a
 * MissionError for a version whose agents stand alone.
 *
 * @example (await missionDossier(deps, { query: "warsaw", seed: "7", version: 4, count: 100 }, 5)).agency.name
 */
export async function missionDossier(
  deps: MissionDeps,
  request: SearchRequest,
  index: number,
): Promise<AgentDossier> {
  checkAgentIndex(index);
  const version = request.version ?? LATEST_MISSION_VERSION;
  // A version that does not exist is refused below, by prepareMission, as a search's is.
  if (isMissionVersion(version) && !MISSION_VERSION_CONTENTS[version].linked) {
    throw new MissionError(`Mission version ${version} has agents only: dossiers come with linked data.`);
  }
  const count = linkedCount(request, version, index);
  const prepared = await prepareMission(deps, { ...request, count }, () => true);
  return agentDossier(await linkedMissionMaker(prepared), index);
}

/**
 * Related table `table` of the linked mission `request` names (its count among it), as one file in
 * `format`: what the page's "Export" of that table saves. `pause` lets other work in between slices.
 *
 * @example await missionTable(deps, { query: "warsaw", seed: "7", version: 4, count: 500 }, "cells", "csv")
 */
export async function missionTable(
  deps: MissionDeps,
  request: SearchRequest,
  table: RelatedTable,
  format: TableFileFormat,
  pause?: () => Promise<void>,
): Promise<string> {
  const version = request.version ?? LATEST_MISSION_VERSION;
  if (isMissionVersion(version) && !MISSION_VERSION_CONTENTS[version].linked) {
    throw new MissionError(
      `Mission version ${version} has agents only: its other tables come with linked data.`,
    );
  }
  const { count } = request;
  if (count === undefined || !Number.isSafeInteger(count) || count < 1 || count > MAX_AGENTS_PER_SEARCH) {
    throw new MissionError(
      `The ${table} of a linked mission need the mission's count, from 1 to ${MAX_AGENTS_PER_SEARCH.toLocaleString('en')}.`,
    );
  }
  const prepared = await prepareMission(deps, { ...request, count }, () => true);
  return tableFile(await linkedMissionMaker(prepared), count, table, format, pause);
}

function checkAgentIndex(index: number): void {
  if (!Number.isSafeInteger(index) || index < 0 || index >= MAX_AGENTS_PER_SEARCH) {
    throw new MissionError(
      `The agent number must be a whole number from 0 to ${(MAX_AGENTS_PER_SEARCH - 1).toLocaleString('en')}.`,
    );
  }
}
