// A mission: a query, a seed and a count, resolved to a place. Agent i of a mission is
// drawn from its own sub-stream, so the first 12 of 30 agents are the 12; in a country or
// region mission its place is drawn from a sub-stream of its own too.
import type { Agent, Place } from '../../shared/types.ts';
import { countryName } from './countries.ts';
import { generateAgent, type AgentContext } from './generateAgent.ts';
import { createIdentityKit } from './identity/createIdentityKit.ts';
import type { IdentityKit, PlaceContext } from './identity/identityKit.ts';
import type { PlaceIndex } from './cities/placeIndex.ts';
import { forcedProfession } from './professionRule.ts';
import { createRandom, deriveSeed, hashString, mix32 } from './random.ts';
import { drawPlace, type AreaPlaces } from './resolve/areaPlaces.ts';
import { placeFromQuery, placeFromCity, type MissionPlace } from './resolve/missionPlace.ts';
import { foldAscii } from './text.ts';

export { placeFromCity };

/** The stream index reserved for choosing a random city; agent streams use 0, 1, 2, … */
const PLACE_STREAM = -1;
/** The stream whose sub-streams draw each agent's place in a country or region mission. */
const AREA_STREAM = -2;

/**
 * The seed all of a mission's streams derive from: the user's seed mixed with the folded
 * query, so "Paris" and "paris" replay alike but two queries with one seed differ.
 *
 * @example missionSeed("Paris", 7) === missionSeed("  paris ", 7)
 */
export function missionSeed(query: string, seed: number): number {
  // The ASCII fold, as when links were first shared: a query's seed never changes. It drops
  // other scripts entirely, so "東京" and "Москва" are hashed as they were typed instead.
  const folded = foldAscii(query);
  const key = folded !== '' ? folded : query.trim().toLowerCase().normalize('NFC');
  return mix32((hashString(key) ^ Math.imul(seed >>> 0, 0x27d4eb2d)) | 0);
}

/**
 * Spec §8's fallback order after the geocoder: the local data, then a random city drawn from
 * the mission's own stream (so that, too, replays).
 *
 * @example choosePlace(index, "art thieves", 1).resolution.kind === "random"
 */
export function choosePlace(index: PlaceIndex, query: string, seed: number): MissionPlace {
  return placeFromQuery(index, query, () => createRandom(deriveSeed(missionSeed(query, seed), PLACE_STREAM)));
}

/**
 * The place of agent `index` of an area mission, as a position in `places.cities`: drawn from
 * the agent's own sub-stream of the area stream, so it does not depend on the count.
 *
 * @example areaPlaceOf(places, missionSeed("italy", 1), 0) // the same place for agent 0, every time
 */
export function areaPlaceOf(places: AreaPlaces, base: number, index: number): number {
  return drawPlace(places, createRandom(deriveSeed(deriveSeed(base, AREA_STREAM), index)).next());
}

/**
 * Everything the agents of a mission share, built once: loads the identity tables of the
 * place's country only. An area mission passes a kit factory that shares tables between its places.
 *
 * @example const context = await createAgentContext(place, "agents in paris")
 */
export async function createAgentContext(
  place: Place,
  query: string,
  makeKit: (place: PlaceContext) => Promise<IdentityKit> = createIdentityKit,
): Promise<AgentContext> {
  const nationality = place.country !== '' ? place.country : countryName(place.countryCode);
  const kit = await makeKit({
    city: place.name,
    admin1: place.admin1,
    country: nationality,
    countryCode: place.countryCode,
  });
  return {
    kit,
    city: place.name,
    nationality,
    countryCode: place.countryCode,
    lat: place.lat,
    lon: place.lon,
    forcedProfession: forcedProfession(query),
  };
}

/**
 * Agent `index` of a mission, given the mission's base seed (see missionSeed). Independent
 * of how many agents are asked for.
 *
 * @example agentAt(context, missionSeed("paris", 42), 0) // the same agent every time, on every machine
 */
export function agentAt(context: AgentContext, base: number, index: number): Agent {
  return generateAgent(context, createRandom(deriveSeed(base, index)));
}

/**
 * Agents `from` (inclusive) to `to` (exclusive) of the mission (query, seed), lazily.
 *
 * @example [...generateAgents(context, "paris", 42, 0, 12)].length === 12
 */
export function* generateAgents(
  context: AgentContext,
  query: string,
  seed: number,
  from: number,
  to: number,
): Generator<Agent, void, undefined> {
  const base = missionSeed(query, seed);
  for (let i = from; i < to; i++) yield agentAt(context, base, i);
}
