// One agent from one random stream. Everything place-specific comes from the kit, so this
// stays the same whatever country the agent lives in.
import type { Agent, MissionVersion } from '../../shared/types.ts';
import { MISSION_VERSION_CONTENTS } from '../../shared/missionVersions.ts';
import { AGENCIES } from '../data/agencies.ts';
import { CODENAME_ADJECTIVES, CODENAME_ANIMALS } from '../data/codenames.ts';
import { PROFESSIONS } from '../data/professions.ts';
import { uniqueEmail } from './identity/emailAddress.ts';
import type { HouseholdFamily, IdentityKit, Kinship, PersonName } from './identity/identityKit.ts';
import type { AddressParts } from './identity/places/buildAddress.ts';
import { ageAt, birthDateFor, MAX_AGE, MIN_AGE, username, type CalendarDate } from './identity/person.ts';
import { fallbackPoints, onLand, type PlaceLand } from './land/placeLand.ts';
import type { Random } from './random.ts';

/** Spec §3: agents are scattered up to about 0.05° from the city centre in each direction. */
export const JITTER_DEGREES = 0.05;
/** Coordinates are rounded to 6 decimals (~0.1 m): plenty, and shorter output. */
const COORDINATE_SCALE = 1e6;

/** Everything shared by the agents of one search. */
export interface AgentContext {
  kit: IdentityKit;
  city: string;
  nationality: string;
  countryCode: string;
  lat: number;
  lon: number;
  /** The profession every agent gets, or null for random professions. */
  forcedProfession: string | null;
  /** What the mission's version takes from this place beyond version 1's fields; null when nothing. */
  v2: PlaceExtras | null;
}

/** The per-place values of version 2's fields, settled once per place (see MissionVersionContents.placeExtras). */
export interface PlaceExtras {
  /** The mission's version: one whose contents have place extras. */
  version: MissionVersion;
  timeZone: string;
  /** The place's first-level region ("" when unknown). */
  region: string;
  /** Cumulative shares of ages 18–80 for the place's country (see identity/person.ts). */
  ages: Float64Array;
  /** The date ages are counted on: the mission version's. */
  reference: CalendarDate;
  /** The land of the place's square: agents stand on it. */
  land: PlaceLand;
}

/**
 * Generates one agent. The order of draws from `random` is part of the output format:
 * changing it changes every seeded mission, so the seeded snapshot tests guard it.
 *
 * @example generateAgent(context, createRandom(deriveSeed(seed, 0))) // agent 0 of that mission
 */
export function generateAgent(context: AgentContext, random: Random): Agent {
  const name = context.kit.name(random);
  const codename = `${random.pick(CODENAME_ADJECTIVES)} ${random.pick(CODENAME_ANIMALS)}`;
  const drawnProfession = random.pick(PROFESSIONS); // drawn even when forced, to keep streams aligned
  const agencyIndex = random.int(AGENCIES.length);
  const address = context.kit.address(random);
  const phone = context.kit.phone(random);
  const email = context.kit.email(random, name, agencyIndex);
  const lat = jitterLatitude(context.lat, random.next());
  const lng = jitterLongitude(context.lon, random.next());
  const agent: Agent = {
    fullName: name.fullName,
    codename,
    profession: context.forcedProfession ?? drawnProfession,
    nationality: context.nationality,
    city: context.city,
    address,
    email,
    phone,
    agency: AGENCIES[agencyIndex] as string,
    lat,
    lng,
    countryCode: context.countryCode,
  };
  // Added last and only when present, so Latin-script agents keep exactly the spec's fields.
  if (name.nativeName !== undefined) agent.nativeName = name.nativeName;
  return agent;
}

/**
 * A version 2 agent: the version 1 agent's draws from `random`, in the same order, then the new
 * fields. What version 2 draws anew comes from `extra`, the agent's own second stream, so the
 * fields the two versions share keep their values; only the coordinates differ (drawn from
 * `extra`, on land, denser towards the centre). `usernameNumber` is the agent's number, unique in the mission.
 */
export function generateAgentV2(
  context: AgentContext,
  extras: PlaceExtras,
  random: Random,
  extra: Random,
  usernameNumber: number,
): Agent {
  const name = context.kit.name(random);
  const codename = `${random.pick(CODENAME_ADJECTIVES)} ${random.pick(CODENAME_ANIMALS)}`;
  const drawnProfession = random.pick(PROFESSIONS);
  const agencyIndex = random.int(AGENCIES.length);
  const parts = context.kit.addressParts(random);
  const phone = context.kit.phone(random);
  const email = context.kit.email(random, name, agencyIndex);
  // Version 1's two coordinate draws are left untaken: nothing is drawn from `random` after them.
  const age = ageAt(extras.ages, extra.next());
  const birthDate = birthDateFor(extras.reference, age, extra.next());
  drawOnLand(context, extras.land, extra);
  const lat = POINT[0] as number;
  const lng = POINT[1] as number;
  const profession = context.forcedProfession ?? drawnProfession;
  const agency = AGENCIES[agencyIndex] as string;
  // The name's letters, then a number no other agent of the mission has: unique by construction.
  const user = username(name.userBase, usernameNumber);
  return shapeAgent(
    context,
    extras,
    name,
    codename,
    profession,
    agency,
    parts,
    email,
    phone,
    lat,
    lng,
    birthDate,
    age,
    user,
  );
}

/** What makes a version 3 agent's contact details its own: three numbers drawn from its index (see mission.ts). */
export interface AgentNumbers {
  /** Unique in the mission: the username's number. */
  username: number;
  /** Unique in the mission: the email's number (see identity/uniqueNumbers.ts). */
  email: number;
  /** The agent's position in the place's phone space: unique while the mission fits in it. */
  phone: number;
}

/**
 * A version 3 agent: version 2's fields, with names in their real frequencies and traditions,
 * addresses of the agent's own city, and an email and phone no other agent of the mission has.
 * Its draws: from `random` the name, codename, profession, agency and address, in that order;
 * from `extra` the age, birth date and point on land, as in version 2.
 */
export function generateAgentV3(
  context: AgentContext,
  extras: PlaceExtras,
  random: Random,
  extra: Random,
  numbers: AgentNumbers,
): Agent {
  const kit = context.kit;
  const name = kit.name(random);
  const codename = `${random.pick(CODENAME_ADJECTIVES)} ${random.pick(CODENAME_ANIMALS)}`;
  const drawnProfession = random.pick(PROFESSIONS);
  const agencyIndex = random.int(AGENCIES.length);
  const parts = kit.addressParts(random);
  const age = ageAt(extras.ages, extra.next());
  const birthDate = birthDateFor(extras.reference, age, extra.next());
  drawOnLand(context, extras.land, extra);
  const space = kit.phoneSpace;
  // A kit without a space is a version 2 kit: a mission never mixes them (see createIdentityKit).
  const phone = space === undefined ? kit.phone(random) : space.at(numbers.phone);
  return shapeAgent(
    context,
    extras,
    name,
    codename,
    context.forcedProfession ?? drawnProfession,
    AGENCIES[agencyIndex] as string,
    parts,
    uniqueEmail(name, agencyIndex, numbers.email),
    phone,
    POINT[0] as number,
    POINT[1] as number,
    birthDate,
    age,
    username(name.userBase, numbers.username),
  );
}

/**
 * What the members of one cover household share, drawn from the household's own stream (see
 * drawHousehold): every member draws it alike, so none needs another's agent made first.
 */
export interface HouseholdDraw {
  /** The family the members' names come from; null for a kit without household names. */
  family: HouseholdFamily | null;
  parts: AddressParts;
  lat: number;
  lng: number;
  /** The head's age, and the partner's (when there is one). */
  headAge: number;
  partnerAge: number;
  /**
   * The full names of its members made so far, in order (filled by the caller as it makes them):
   * no member takes the name of one before it, as no family names a daughter after her mother.
   */
  names: string[];
}

/** How many times a member's name is drawn again while it is an earlier member's. */
const NAME_REDRAWS = 8;

/**
 * A household member's name: drawn as its tradition passes the family name on, and drawn again
 * (from the same stream) while it is the name of a member before it, `taken`.
 *
 * @example householdMemberName(kit, random, home, "child", ["Anita Gaikwad"]).fullName !== "Anita Gaikwad"
 */
export function householdMemberName(
  kit: AgentContext['kit'],
  random: Random,
  home: HouseholdDraw,
  kinship: Kinship,
  taken: readonly string[],
  born?: number,
): PersonName {
  const names = kit.householdNames;
  const draw = () =>
    names !== undefined && home.family !== null
      ? names.member(random, home.family, kinship, born)
      : kit.name(random);
  let name = draw();
  for (let i = 0; i < NAME_REDRAWS && taken.includes(name.fullName); i++) name = draw();
  return name;
}

/** The youngest a parent of an adult child is: a child of 18 and a gap of CHILD_GAP_MIN years. */
const CHILD_GAP_MIN = 20;
/** The widest gap between a parent and a child in years. */
const CHILD_GAP_MAX = 40;
/** A couple's ages differ by up to this many years either way, nearer equal more often. */
const PARTNER_GAP = 6;
/**
 * The youngest head of a household of two or more: 21. A couple of 18- or 19-year-olds keeping house
 * is rare in most countries, and below the age at which a man may marry in India (21) or many others;
 * a Mumbai household of two 19-year-olds read as odd. People of 18–20 still live alone, or as children.
 */
const COUPLE_MIN_AGE = 21;

/**
 * A household's shared draws, from its stream: the head's age (at least COUPLE_MIN_AGE with a
 * partner, MIN_AGE + CHILD_GAP_MIN when the household has children, who are adults too) and the
 * partner's, near the head's; then the family (the couple's given names of their generation where
 * the version says so), the address and the point on land.
 *
 * @example drawHousehold(context, extras, createRandom(seed), 3).headAge >= 38
 */
export function drawHousehold(
  context: AgentContext,
  extras: PlaceExtras,
  household: Random,
  size: number,
): HouseholdDraw {
  const { kit } = context;
  // The ages first: the couple's given names may be their generation's (ageNames).
  let unit = household.next();
  if (size >= 2) {
    // Only the ages old enough to head such a household: the age table's draw, above the share of
    // those younger. ages[k] is the share of ages MIN_AGE … MIN_AGE + k; with children (adults too),
    // the head is old enough to be their parent.
    const youngest = size >= 3 ? MIN_AGE + CHILD_GAP_MIN : COUPLE_MIN_AGE;
    const below = extras.ages[youngest - MIN_AGE - 1] as number;
    unit = below + unit * (1 - below);
  }
  const headAge = ageAt(extras.ages, unit);
  // A triangular gap: two draws of 0…PARTNER_GAP, less PARTNER_GAP.
  const gap = household.int(PARTNER_GAP + 1) + household.int(PARTNER_GAP + 1) - PARTNER_GAP;
  const partnerAge = Math.min(MAX_AGE, Math.max(MIN_AGE, headAge + gap));
  const born = MISSION_VERSION_CONTENTS[extras.version].ageNames
    ? { head: birthYear(extras, headAge), partner: birthYear(extras, partnerAge) }
    : undefined;
  const family = kit.householdNames?.family(household, born) ?? null;
  const parts = kit.addressParts(household);
  drawOnLand(context, extras.land, household);
  const lat = POINT[0] as number;
  const lng = POINT[1] as number;
  return { family, parts, lat, lng, headAge, partnerAge, names: [] };
}

/**
 * The year someone of `age` on the reference date was born in, for naming: the later of the two
 * it can be (a birthday still to come that year makes it one earlier), a year at most off a
 * generation's edge.
 */
function birthYear(extras: PlaceExtras, age: number): number {
  return extras.reference.year - age;
}

/**
 * A member's age: the head's or the partner's as the household drew them, a child's from `extra`
 * (its first draw there), its gap to the head's at least CHILD_GAP_MIN years.
 */
export function memberAge(home: HouseholdDraw, kinship: Kinship, extra: Random): number {
  if (kinship === 'head') return home.headAge;
  if (kinship === 'partner') return home.partnerAge;
  const widest = Math.min(CHILD_GAP_MAX, home.headAge - MIN_AGE);
  return home.headAge - (CHILD_GAP_MIN + extra.int(widest - CHILD_GAP_MIN + 1));
}

/** The year of birth a member's given name is drawn for, where the version reads it (ageNames). */
export function namingYear(extras: PlaceExtras, age: number): number | undefined {
  return MISSION_VERSION_CONTENTS[extras.version].ageNames ? birthYear(extras, age) : undefined;
}

/**
 * An address and a point on land in the place, from `random`: an agency's headquarters (a linked
 * mission's agencies table), drawn as a household's home is.
 *
 * @example drawPremises(context, extras, createRandom(seed)).address // "ul. Polna 50, 02-746 Warszawa, Poland"
 */
export function drawPremises(
  context: AgentContext,
  extras: PlaceExtras,
  random: Random,
): { address: string; lat: number; lng: number } {
  const { address } = context.kit.addressParts(random);
  drawOnLand(context, extras.land, random);
  return { address, lat: POINT[0] as number, lng: POINT[1] as number };
}

/** A version 4 agent's place in its mission's links, as the engine's linked plan gives it (see mission.ts). */
export interface AgentLinkFields {
  id: number;
  agencyId: number;
  /** The agency's name's place in AGENCIES: its name and its email domain. */
  agencyName: number;
  /** −1 for none. */
  handlerId: number;
  /** −1 for none. */
  cellId: number;
  householdId: number;
  kinship: Kinship;
}

/**
 * A version 4 agent: version 3's fields, with its agency from the mission's chain of command, and its
 * address, point and family name from its cover household. Its draws: the household's from
 * `household` (drawHousehold, made by the caller), then from `random` the name (its given name; the
 * family name as its tradition passes it on; not one of `taken`, the members' before it), codename
 * and profession; from `extra` a child's gap to the head's age and the birth date.
 */
export function generateAgentV4(
  context: AgentContext,
  extras: PlaceExtras,
  random: Random,
  extra: Random,
  numbers: AgentNumbers,
  home: HouseholdDraw,
  links: AgentLinkFields,
  taken: readonly string[],
): Agent {
  const { kit } = context;
  // The age first (from `extra`, a stream of its own), so that the name can be of its generation.
  const age = memberAge(home, links.kinship, extra);
  const name = householdMemberName(kit, random, home, links.kinship, taken, namingYear(extras, age));
  const codename = `${random.pick(CODENAME_ADJECTIVES)} ${random.pick(CODENAME_ANIMALS)}`;
  const drawnProfession = random.pick(PROFESSIONS);
  const birthDate = birthDateFor(extras.reference, age, extra.next());
  const space = kit.phoneSpace;
  const phone = space === undefined ? kit.phone(random) : space.at(numbers.phone);
  const agent = shapeAgent(
    context,
    extras,
    name,
    codename,
    context.forcedProfession ?? drawnProfession,
    AGENCIES[links.agencyName] as string,
    home.parts,
    uniqueEmail(name, links.agencyName, numbers.email),
    phone,
    home.lat,
    home.lng,
    birthDate,
    age,
    username(name.userBase, numbers.username),
  );
  agent.id = links.id;
  agent.agencyId = links.agencyId;
  if (links.handlerId !== -1) agent.handlerId = links.handlerId;
  if (links.cellId !== -1) agent.cellId = links.cellId;
  agent.householdId = links.householdId;
  return agent;
}

/**
 * A version 2 or 3 agent, built whole in one of two shapes rather than grown field by field: an
 * object given nine more fields after it is made goes through as many hidden classes and a larger
 * backing store, which profiled as the biggest cost of a version 2 agent.
 */
function shapeAgent(
  context: AgentContext,
  extras: PlaceExtras,
  name: PersonName,
  codename: string,
  profession: string,
  agency: string,
  parts: AddressParts,
  email: string,
  phone: string,
  lat: number,
  lng: number,
  birthDate: string,
  age: number,
  user: string,
): Agent {
  const agent: Agent =
    name.nativeName === undefined
      ? {
          fullName: name.fullName,
          codename,
          profession,
          nationality: context.nationality,
          city: context.city,
          address: parts.address,
          email,
          phone,
          agency,
          lat,
          lng,
          countryCode: context.countryCode,
          sex: name.sex,
          birthDate,
          age,
          username: user,
          timeZone: extras.timeZone,
          street: parts.street,
          postcode: parts.postcode,
          region: extras.region,
          phoneKind: context.kit.phoneKind,
        }
      : {
          fullName: name.fullName,
          codename,
          profession,
          nationality: context.nationality,
          city: context.city,
          address: parts.address,
          email,
          phone,
          agency,
          lat,
          lng,
          countryCode: context.countryCode,
          nativeName: name.nativeName,
          sex: name.sex,
          birthDate,
          age,
          username: user,
          timeZone: extras.timeZone,
          street: parts.street,
          postcode: parts.postcode,
          region: extras.region,
          phoneKind: context.kit.phoneKind,
        };
  return agent;
}

/**
 * How many points an agent draws before taking a listed point of land instead. Where half the
 * square is land, 32 misses in a row come once in four billion agents; in a lagoon city (Venice,
 * where about one draw in eight is land) one agent in sixty falls back.
 */
const LAND_TRIES = 32;
/** drawOnLand's answer (lat, lng): a pair returned without making an object per agent. */
const POINT = new Float64Array(2);

/**
 * A point of the place's square on land, drawn from `extra`: centred draws (see centredOffset) until
 * one is on land, so agents thin out towards the edges as on version 1's square but stay off the
 * water. A square with almost no land falls back to one of its points of land; one with none at
 * all in the data (an islet smaller than its coastline's detail) keeps the first draw.
 */
function drawOnLand(context: AgentContext, land: PlaceLand, extra: Random): void {
  let firstLat = 0;
  let firstLng = 0;
  for (let attempt = 0; attempt < LAND_TRIES; attempt++) {
    const lat = centredLatitude(context.lat, extra.next(), extra.next());
    const lng = centredLongitude(context.lon, extra.next(), extra.next());
    if (onLand(land, lat, lng)) {
      POINT[0] = lat;
      POINT[1] = lng;
      return;
    }
    if (attempt === 0) {
      firstLat = lat;
      firstLng = lng;
    }
  }
  const points = fallbackPoints(land);
  if (points.length === 0) {
    POINT[0] = firstLat;
    POINT[1] = firstLng;
    return;
  }
  const k = Math.floor(extra.next() * (points.length / 2)) * 2;
  POINT[0] = points[k] as number;
  POINT[1] = points[k + 1] as number;
}

/**
 * An offset in −JITTER_DEGREES … +JITTER_DEGREES from two uniform draws: their sum is triangular,
 * densest at the centre and thinning to nothing at the edge of the spec's square.
 */
function centredOffset(first: number, second: number): number {
  return (first + second - 1) * JITTER_DEGREES;
}

function centredLatitude(centre: number, first: number, second: number): number {
  return clampLatitude(centre + centredOffset(first, second));
}

function centredLongitude(centre: number, first: number, second: number): number {
  return wrapLongitude(centre + centredOffset(first, second));
}

/** Near a pole the square stops at the pole. */
function jitterLatitude(centre: number, unit: number): number {
  return clampLatitude(centre + (unit * 2 - 1) * JITTER_DEGREES);
}

function clampLatitude(value: number): number {
  return round(value > 90 ? 90 : value < -90 ? -90 : value);
}

/** Across the antimeridian (Fiji, Chukotka) longitude wraps round rather than piling up at ±180. */
function jitterLongitude(centre: number, unit: number): number {
  return wrapLongitude(centre + (unit * 2 - 1) * JITTER_DEGREES);
}

function wrapLongitude(value: number): number {
  return round(value > 180 ? value - 360 : value < -180 ? value + 360 : value);
}

function round(value: number): number {
  return Math.round(value * COORDINATE_SCALE) / COORDINATE_SCALE;
}
