// What a mission is asked with, in the library and the command line alike.
import type { AgentOf, LatestMissionVersion, MissionVersion } from '../shared/types.ts';
import type { CitiesSource } from './citiesData.ts';

export interface MissionOptions {
  /** A place or keywords, as typed in the app: "tokyo", "cyber ops in lyon", "東京". */
  query: string;
  /** How many agents the mission has: 1 … MAX_STREAMED_AGENTS (shared/limits.ts), 12 by default (the app's search). */
  count?: number;
  /** Text or a number; digits up to 4294967295 are that number, as in links. Drawn when absent. */
  seed?: string | number;
  /** The mission version; the latest when absent. Pin it to replay the same agents forever. */
  version?: MissionVersion;
  /**
   * A mission link's place pin (`city:ID`, `country:CC`, …): the place, whatever the query says. A
   * pin that names no place is a MissionError, as it is the command line's exit code 2.
   */
  place?: string;
  /**
   * The geocoder's search URL (Nominatim's API), asked before the local data. Off by default: a
   * library should not call a network service nobody asked it to, and offline answers never change.
   */
  geocoderUrl?: string;
  /**
   * Told of what went wrong without stopping the mission (a geocoder that failed or timed out, so
   * the local data placed it). The library never writes to the console; nothing is told without it.
   */
  onWarning?: (message: string) => void;
  /** The cities file: bytes, its text, or a URL to fetch or read; the packaged file by default. */
  cities?: CitiesSource;
}

export interface RangeOptions extends MissionOptions {
  /** The first agent to make (0 by default): with `to`, a part of a larger mission. */
  from?: number;
  /** One past the last agent to make; the mission's count by default. */
  to?: number;
}

/** A field an agent of version V may have. */
export type FieldOf<V extends MissionVersion> = keyof AgentOf<V>;

/**
 * The library's options for agents: a range of a mission, its version typed so that the agents'
 * fields are (`version: 2` gives agents whose version 2 fields are required), and the fields to keep.
 */
export interface AgentOptions<
  V extends MissionVersion = LatestMissionVersion,
  F extends FieldOf<V> = FieldOf<V>,
> extends RangeOptions {
  version?: V;
  /**
   * Only these fields, in this order (the command line's `--fields`): an unknown name, one named
   * twice or a version 2 field in a version 1 mission is a MissionError. nativeName, absent for a
   * Latin-script name, stays absent.
   */
  fields?: readonly F[];
}

/** An agent of version V with the fields F, in their order. */
export type AgentWith<V extends MissionVersion, F extends FieldOf<V>> = Pick<AgentOf<V>, F>;
