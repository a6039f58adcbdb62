// One agent from one random stream. Everything place-specific comes from the kit, so this
// stays the same whatever country the agent lives in.
import type { Agent } from '../../shared/types.ts';
import { AGENCIES } from '../data/agencies.ts';
import { CODENAME_ADJECTIVES, CODENAME_ANIMALS } from '../data/codenames.ts';
import { PROFESSIONS } from '../data/professions.ts';
import type { IdentityKit } from './identity/identityKit.ts';
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

/** Near a pole the square stops at the pole. */
function jitterLatitude(centre: number, unit: number): number {
  const value = centre + (unit * 2 - 1) * JITTER_DEGREES;
  return round(value > 90 ? 90 : value < -90 ? -90 : value);
}

/** Across the antimeridian (Fiji, Chukotka) longitude wraps round rather than piling up at ±180. */
function jitterLongitude(centre: number, unit: number): number {
  const value = centre + (unit * 2 - 1) * JITTER_DEGREES;
  return round(value > 180 ? value - 360 : value < -180 ? value + 360 : value);
}

function round(value: number): number {
  return Math.round(value * COORDINATE_SCALE) / COORDINATE_SCALE;
}
