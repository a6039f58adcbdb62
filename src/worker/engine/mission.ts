// A mission: a query, a seed and a count, resolved to a place. Agent i of a mission is
// drawn from its own sub-stream, so the first 12 of 30 agents are the 12; in a country or
// region mission its place is drawn from a sub-stream of its own too.
import type { Agent, MissionVersion, Place } from '../../shared/types.ts';
import { MISSION_VERSION_CONTENTS } from '../../shared/missionVersions.ts';
import { countryName } from './countries.ts';
import {
  drawHousehold,
  generateAgent,
  generateAgentV2,
  generateAgentV3,
  generateAgentV4,
  householdMemberName,
  memberAge,
  namingYear,
  JITTER_DEGREES,
  type AgentContext,
  type PlaceExtras,
} from './generateAgent.ts';
import { linksAt, type LinkedMission } from './linked/linkedMission.ts';
import { ageTable, parseDate, usernameNumber } from './identity/person.ts';
import { emailNumber, permuteBelow } from './identity/uniqueNumbers.ts';
import { loadTimeZones, type TimeZoneOf } from './identity/places/timeZone.ts';
import { loadLand } from './land/loadLand.ts';
import { placeLand } from './land/placeLand.ts';
import { createIdentityKit } from './identity/createIdentityKit.ts';
import type { IdentityKit, Kinship, PlaceContext } from './identity/identityKit.ts';
import type { PlaceIndex } from './cities/placeIndex.ts';
import { forcedProfession } from './professionRule.ts';
import { createRandom, deriveSeed, type Random, hashString, mix32 } from './random.ts';
import { drawPlace, type AreaPlaces } from './resolve/areaPlaces.ts';
import { placeFromQuery, placeFromCity, type MissionPlace } from './resolve/missionPlace.ts';
import { foldAscii } from './text.ts';

export { placeFromCity };

/** The stream index reserved for choosing a random city; agent streams use 0, 1, 2, … */
const PLACE_STREAM = -1;
/** The stream whose sub-streams draw each agent's place in a country or region mission. */
const AREA_STREAM = -2;
/**
 * The stream whose sub-streams draw what version 2 adds to each agent (its second stream). A linked
 * mission's streams are −4 to −8 (linked/households.ts, linked/records.ts, linked/linkedMission.ts).
 */
const V2_STREAM = -3;

/** What the email's and phone's permutation keys are mixed with (any two different constants). */
const EMAIL_KEY = 0x3c6ef372;
const PHONE_KEY = 0x5be0cd19;

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
  return placeFromQuery(index, query, () => placeRandom(query, seed));
}

/**
 * The mission's own stream for drawing a random city: from its seed and query, so a random place replays.
 *
 * @example placeRandom("art thieves", 1).int(5000) === placeRandom("art thieves", 1).int(5000)
 */
export function placeRandom(query: string, seed: number): Random {
  return createRandom(deriveSeed(missionSeed(query, seed), PLACE_STREAM));
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

/** How a mission's contexts are made: its version, and what the version needs beyond the kit. */
export interface ContextOptions {
  version: MissionVersion;
  /** The place's GeoNames id when it is in the index (its own time zone is then known). */
  cityId?: number | undefined;
  makeKit?: (place: PlaceContext) => Promise<IdentityKit>;
  /** The time zone lookup, shared by an area mission's places; loaded when absent. */
  timeZones?: Promise<TimeZoneOf> | undefined;
}

/**
 * Everything the agents of a mission share, built once: loads the identity tables of the
 * place's country only. An area mission passes a kit factory that shares tables between its places.
 *
 * @example const context = await createAgentContext(place, "agents in paris", { version: 2 })
 */
export async function createAgentContext(
  place: Place,
  query: string,
  options: ContextOptions = { version: 1 },
): Promise<AgentContext> {
  const kitPlace = kitPlaceOf(place);
  const nationality = kitPlace.country;
  const makeKit = options.makeKit ?? ((target: PlaceContext) => createIdentityKit(target, options.version));
  const extras = MISSION_VERSION_CONTENTS[options.version].placeExtras;
  const [kit, v2] = await Promise.all([
    makeKit(kitPlace),
    extras === null
      ? null
      : placeExtras(place, options.version, extras.referenceDate, options.cityId, options.timeZones),
  ]);
  return {
    kit,
    city: place.name,
    nationality,
    countryCode: place.countryCode,
    lat: place.lat,
    lon: place.lon,
    forcedProfession: forcedProfession(query),
    v2,
  };
}

/**
 * What a place's identity kit is made for: its city, region, country name (the English one when the
 * place carries none) and code.
 *
 * @example kitPlaceOf(paris) // { city: "Paris", admin1: "Île-de-France", country: "France", countryCode: "FR" }
 */
export function kitPlaceOf(place: Place): PlaceContext {
  const country = place.country !== '' ? place.country : countryName(place.countryCode);
  return { city: place.name, admin1: place.admin1, country, countryCode: place.countryCode };
}

/** Countries' age tables, made once each: an area mission's places share their country's. */
const ageTables = new Map<string, Float64Array>();

async function placeExtras(
  place: Place,
  version: MissionVersion,
  referenceDate: string,
  cityId: number | undefined,
  timeZones: Promise<TimeZoneOf> | undefined,
): Promise<PlaceExtras> {
  const [zoneOf, land] = await Promise.all([timeZones ?? loadTimeZones(), loadLand(place.lat)]);
  let ages = ageTables.get(place.countryCode);
  if (ages === undefined) {
    ages = ageTable(place.countryCode);
    ageTables.set(place.countryCode, ages);
  }
  return {
    version,
    timeZone: zoneOf({ id: cityId, countryCode: place.countryCode, admin1: place.admin1, lon: place.lon }),
    region: place.admin1,
    ages,
    reference: parseDate(referenceDate),
    land: placeLand(land, place.lat, place.lon, JITTER_DEGREES),
  };
}

/**
 * Agent `index` of a mission, given the mission's base seed (see missionSeed). Independent
 * of how many agents are asked for.
 *
 * @example agentAt(context, missionSeed("paris", 42), 0) // the same agent every time, on every machine
 */
export function agentAt(context: AgentContext, base: number, index: number): Agent {
  const random = createRandom(deriveSeed(base, index));
  if (context.v2 === null) return generateAgent(context, random);
  // The mission's second stream seeds the agent's own and keys its username number: derived once.
  const v2Base = deriveSeed(base, V2_STREAM);
  if (MISSION_VERSION_CONTENTS[context.v2.version].cityIdentities) {
    const space = context.kit.phoneSpace;
    const capacity = space === undefined ? 1 : space.capacity;
    // Keys of their own for the email's and the phone's permutations, so the three numbers look unrelated.
    return generateAgentV3(context, context.v2, random, createRandom(deriveSeed(v2Base, index)), {
      // Blocks like the email's rather than version 2's million numbers: unique at any count.
      username: emailNumber(index, v2Base),
      email: emailNumber(index, mix32(v2Base ^ EMAIL_KEY)),
      phone: permuteBelow(index % capacity, capacity, mix32(v2Base ^ PHONE_KEY)),
    });
  }
  return generateAgentV2(
    context,
    context.v2,
    random,
    createRandom(deriveSeed(v2Base, index)),
    usernameNumber(index, v2Base),
  );
}

/**
 * Agent `index` of a linked mission (version 4): its place in the chain of command and its household
 * from `linked`, the household's shared draws made once for its consecutive members. `context` is the
 * place of the agent's household (an area mission places households, not agents).
 *
 * @example linkedAgentAt(context, createLinkedMission(100, base, "PL"), base, 0).householdId === 0
 */
export function linkedAgentAt(
  context: AgentContext,
  linked: LinkedMission,
  base: number,
  index: number,
): Agent {
  const extras = context.v2;
  if (extras === null) throw new Error('A linked mission needs a version with place extras.');
  const house = linked.households.of(index);
  let home = linked.last;
  if (home === null || home.head !== house.head || home.place !== context) {
    const draw = drawHousehold(
      context,
      extras,
      createRandom(deriveSeed(linked.householdStream, house.head)),
      house.drawn,
    );
    home = { head: house.head, place: context, draw };
    linked.last = home;
  }
  // The names of the members before this one, made again where a part starts mid-household.
  const named = home.draw.names;
  const v2Base = deriveSeed(base, V2_STREAM);
  for (let j = named.length; j < house.member; j++) {
    const earlier = createRandom(deriveSeed(base, house.head + j));
    const kinship = kinshipOf(j);
    // A child's name may be its generation's: its age comes first, from its own extra stream.
    const age = memberAge(home.draw, kinship, createRandom(deriveSeed(v2Base, house.head + j)));
    const born = namingYear(extras, age);
    named.push(householdMemberName(context.kit, earlier, home.draw, kinship, named, born).fullName);
  }
  const taken = named.length === house.member ? named : named.slice(0, house.member);
  const links = linksAt(linked, index);
  const space = context.kit.phoneSpace;
  const capacity = space === undefined ? 1 : space.capacity;
  const agent = generateAgentV4(
    context,
    extras,
    createRandom(deriveSeed(base, index)),
    createRandom(deriveSeed(v2Base, index)),
    {
      username: emailNumber(index, v2Base),
      email: emailNumber(index, mix32(v2Base ^ EMAIL_KEY)),
      phone: permuteBelow(index % capacity, capacity, mix32(v2Base ^ PHONE_KEY)),
    },
    home.draw,
    {
      id: index,
      agencyId: links.agency,
      agencyName: (linked.plan.agencies[links.agency] as { nameIndex: number }).nameIndex,
      handlerId: links.handler,
      cellId: links.cell,
      householdId: house.head,
      kinship: kinshipOf(house.member),
    },
    taken,
  );
  if (named.length === house.member) named.push(agent.fullName);
  return agent;
}

/** A household's first member heads it, the second is the partner, the others are children. */
function kinshipOf(member: number): Kinship {
  return member === 0 ? 'head' : member === 1 ? 'partner' : 'child';
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
