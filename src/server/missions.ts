// The missions a server's requests are made from, placed and planned once each and kept for the
// requests that follow: a client paging through one seed asks for the same mission again and again,
// and placing it (the resolver, the country's name tables) costs far more than an agent.
import { prepare } from '../lib/prepare.ts';
import { missionAgentMaker } from '../worker/engine/runMission.ts';
import { MISSION_VERSION_CONTENTS } from '../shared/missionVersions.ts';
import type { Agent, SearchPlan } from '../shared/types.ts';

/**
 * The mission version people are made with: the latest released one that has every field a user
 * object needs (sex, birth date, street, postcode, region, time zone) and is not linked data. A
 * released version replays byte for byte forever, so a seed's people never change.
 */
export const PEOPLE_MISSION_VERSION = 3;

/**
 * The day people's ages are counted on: fixed by the version, so a replay never drifts with the
 * calendar. Read here once, as a fact of the version, rather than from each mission.
 */
export const PEOPLE_REFERENCE_DATE: string = referenceDateOf(PEOPLE_MISSION_VERSION);

function referenceDateOf(version: typeof PEOPLE_MISSION_VERSION): string {
  const extras = MISSION_VERSION_CONTENTS[version].placeExtras;
  // A version without birth dates could not fill a user's dob: a mistake in the constant above.
  if (extras === null) throw new Error(`Mission version ${version} has no reference date.`);
  return extras.referenceDate;
}

/** A mission ready to make any of its agents. */
export interface ServedMission {
  plan: SearchPlan;
  /** Agent i of the mission: a promise only while a place of an area mission loads its tables. */
  agent(index: number): Agent | Promise<Agent>;
}

/** A mission of PEOPLE_MISSION_VERSION: the words searched, the seed, and a pin where one is given. */
export interface MissionAsk {
  query: string;
  seed: string;
  place?: string | undefined;
}

/** Enough for every nationality of many seeds; a mission's tables are shared with its country's others. */
const KEPT = 256;

const kept = new Map<string, Promise<ServedMission>>();

/**
 * The mission asked for, from the cache when it was asked for lately. Rejects with the engine's
 * MissionError for a request no mission comes of (a pin that names nothing): the caller says so.
 *
 * @example (await servedMission({ query: "Germany", place: "country:DE", seed: "abc" })).agent(0)
 */
export function servedMission(ask: MissionAsk): Promise<ServedMission> {
  const key = JSON.stringify([ask.query, ask.seed, ask.place ?? null]);
  const found = kept.get(key);
  if (found !== undefined) {
    // Moved to the end: the map's order is the order of last use, so the first key is the oldest.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const making = make(ask);
  making.catch(() => kept.delete(key));
  kept.set(key, making);
  if (kept.size > KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  return making;
}

async function make(ask: MissionAsk): Promise<ServedMission> {
  // The count does not change an agent of a version without linked data; one keeps planning cheap
  // (an area mission's plan counts the places its agents span).
  const prepared = await prepare({
    query: ask.query,
    seed: ask.seed,
    version: PEOPLE_MISSION_VERSION,
    count: 1,
    ...(ask.place !== undefined ? { place: ask.place } : {}),
  });
  const agent = await missionAgentMaker(prepared);
  return { plan: prepared.plan, agent };
}
