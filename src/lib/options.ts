// What a mission is asked with, in the library and the command line alike.
import type { MissionVersion } from '../shared/types.ts';
import type { CitiesSource } from './citiesData.ts';

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
