// The contract between the worker (which computes) and the UI (which shows).
// Both sides import this module; it holds types and a few constants only, no logic.
import type { AgentV2Field, AgentV4Field } from './agentFields.ts';

/** One invented agent. Field names are fixed by the product spec and the CLI's output. */
export interface Agent {
  /** Latin script, in the country's usual order. */
  fullName: string;
  /** The name in the country's own script, present only where that script is not Latin. */
  nativeName?: string;
  codename: string;
  profession: string;
  /** English name of the agent's country, e.g. "Japan". */
  nationality: string;
  city: string;
  address: string;
  email: string;
  phone: string;
  agency: string;
  lat: number;
  lng: number;
  /** ISO 3166-1 alpha-2 code of the country, e.g. "JP". */
  countryCode: string;
  // Version 2 fields (see MISSION_VERSIONS): absent from version 1 agents, present in every later one.
  /** The sex the given name was drawn for. */
  sex?: 'female' | 'male';
  /** YYYY-MM-DD. */
  birthDate?: string;
  /** Whole years on the mission version's reference date (MISSION_VERSION_CONTENTS' placeExtras). */
  age?: number;
  /** ASCII, unique within the mission. */
  username?: string;
  /** The IANA time zone of the agent's place, e.g. "Asia/Tokyo". */
  timeZone?: string;
  /** The street line of `address`, as the country writes it. */
  street?: string;
  /** The postcode inside `address`; "" where the country's addresses carry none. */
  postcode?: string;
  /** The first-level region of the agent's place; "" when unknown. */
  region?: string;
  /** "fiction": in a regulator's range reserved for drama; "valid": an ordinary number of the country's plan. */
  phoneKind?: 'fiction' | 'valid';
  // Version 4 fields: a linked mission's keys (engine/linked/). Every key counts from 0, as the
  // agent's index in its mission does, and as the SQL table's id column always has.
  /** The agent's key: its index in the mission. */
  id?: number;
  /** Its agency's key in the mission's agencies table. */
  agencyId?: number;
  /** Its handler's id (an agent of the same agency); absent for an agency's director. */
  handlerId?: number;
  /** Its cell's key; absent above the cells' level (directors and senior officers). */
  cellId?: number;
  /** Its cover household's key: the id of the household's first member. */
  householdId?: number;
}

/**
 * Mission versions. A pinned version replays byte for byte forever: what a version draws, and in
 * which order, never changes; a change makes a new version. 1: the agents of the first release (the
 * spec's fields). 2: adds AGENT_V2_FIELDS and spreads agents denser towards the centre. 3: the same
 * fields, with names in their real frequencies and traditions, addresses of the agent's own city,
 * and emails and phones unique within the mission. 4 (a preview until it is complete: see
 * MISSION_VERSION_CONTENTS' `preview`): version 3's agents made a linked dataset, with agencies,
 * chains of command, cells, cover households and operations. What each contains is MISSION_VERSION_CONTENTS
 * (missionVersions.ts).
 */
export const MISSION_VERSIONS = [1, 2, 3, 4] as const;
export type MissionVersion = (typeof MISSION_VERSIONS)[number];
/** The latest version as a type: what the library's calls without `version` are typed to return. */
export type LatestMissionVersion = 3;
/** What a new mission runs: the dashboard's searches and the CLI unless pinned. */
export const LATEST_MISSION_VERSION: MissionVersion = 3 satisfies LatestMissionVersion;

/** An agent of mission version 1: the spec's fields, and nativeName where the name is not in Latin script. */
export type AgentV1 = Omit<Agent, AgentV2Field | AgentV4Field>;
/** An agent of mission version 2 or 3: version 1's fields and every field version 2 added, all present. */
export interface AgentV2 extends AgentV1, Required<Pick<Agent, AgentV2Field>> {}
/** An agent of mission version 4: version 2's fields and the linked mission's keys (handlerId and cellId where it has them). */
export interface AgentV4
  extends
    AgentV2,
    Required<Pick<Agent, 'id' | 'agencyId' | 'householdId'>>,
    Pick<Agent, 'handlerId' | 'cellId'> {}
/**
 * The agent a mission of version V makes; a version not known until run time gives the union.
 *
 * @example const age: number = (agent as AgentOf<2>).age
 */
export type AgentOf<V extends MissionVersion> = V extends 1 ? AgentV1 : V extends 4 ? AgentV4 : AgentV2;
/** A link without `v=` was made before versions existed: it means version 1. */
export const UNVERSIONED_LINK_VERSION: MissionVersion = 1;
/**
 * Whether a value is a mission version.
 *
 * @example isMissionVersion(2) === true; isMissionVersion(3) === false
 */
export function isMissionVersion(value: unknown): value is MissionVersion {
  return (MISSION_VERSIONS as readonly unknown[]).includes(value);
}

/** Where a search's agents live, and how that place was found. */
export interface Place {
  name: string;
  /** English country name ("France"); empty when the geocoder gave none. */
  country: string;
  /** ISO 3166-1 alpha-2, upper case; empty when unknown. */
  countryCode: string;
  /** First-level region ("Île-de-France"); empty when unknown. */
  admin1: string;
  lat: number;
  lon: number;
  /** geocoder: the configured geocoding service; index: the local city list; random: nothing matched. */
  source: 'geocoder' | 'index' | 'random';
  /**
   * Set when the geocoder's answer is a whole country or first-level region rather than a city
   * (Nominatim's addresstype, class/type and place_rank say so); absent for a city.
   */
  area?: 'country' | 'region';
}

/** What a mission's agents were placed in: one city, or spread over a region's or a country's places. */
export type PlaceKind = 'city' | 'region' | 'country' | 'random';

/**
 * Which rule decided the place, for `--explain` and the tests: a pin from a link, the geocoder,
 * a city's own name, one of its alternate names (other spellings, scripts and exonyms), a
 * hand-written nickname, a near spelling, a region or country name, or nothing (a random city).
 */
export type ResolutionRule =
  'pinned' | 'geocoder' | 'name' | 'alternate-name' | 'nickname' | 'typo' | 'region' | 'country' | 'random';

/** A place the visitor may have meant, offered as a button; choosing it reruns the mission pinned there. */
export interface PlaceChoice {
  kind: Exclude<PlaceKind, 'random'>;
  /** "Porto Alegre, Brazil", "Victoria, Australia", "Italy". */
  label: string;
  /** The pin that puts a mission there: the mission link's `place=` value (see PLACE_PIN_PATTERN). */
  pin: string;
}

/** How a mission's query became a place: what the visitor sees under the status line. */
export interface Resolution {
  kind: PlaceKind;
  /** "Porto, Portugal" for a city, "Ontario, Canada" for a region, "Italy" for a country. */
  label: string;
  /**
   * The pin that replays this place whatever the resolver or the geocoder would answer later:
   * `city:ID` or `random:ID` (a GeoNames id of the local index), `region:CC:Admin1`, `country:CC`,
   * or `geo:LAT,LON|CC|Admin1|Name` for a geocoder's answer.
   */
  pin: string;
  rule: ResolutionRule;
  /** Distinct places the mission's agents live in: 1 for a city, up to the count for an area. */
  places: number;
  /** Up to four other places the query may have meant, most likely first. */
  alternatives: PlaceChoice[];
  /**
   * Why the local resolver read the query so, in words, with its runner-up: "“lyons” is another
   * spelling of Lyon, France (522,969 people); runner-up: …". Absent for a pin, the geocoder or a random city.
   */
  why?: string;
  /** The winning reading's score and the runner-up's (see docs/RESOLVER.md), when the local resolver decided. */
  scores?: { chosen: number; runnerUp: number | null };
}

/** What a pin looks like before the worker checks what it names (see Resolution.pin). */
export const PLACE_PIN_PATTERN =
  /^(?:(?:city|random):\d{1,10}|country:[A-Z]{2}|region:[A-Z]{2}:.+|geo:.+)$/su;

export interface SearchRequest {
  query: string;
  /**
   * Any text up to MAX_SEED_LENGTH characters, or an unsigned 32-bit number; drawn (and reported)
   * when absent so any search can be replayed. "42" and 42 are the same seed.
   */
  seed?: number | string;
  /** The mission version to run; LATEST_MISSION_VERSION when absent. */
  version?: MissionVersion;
  /** Number of agents; PROFILES_PER_SEARCH when absent. */
  count?: number;
  /** Skip the geocoder (the CLI's --offline). */
  offline?: boolean;
  /**
   * A pinned place (Resolution.pin, from a mission link or a chosen alternative): the mission is
   * put there without asking the resolver or the geocoder. A pin that names nothing the index
   * knows is ignored, and the query is resolved as usual.
   */
  place?: string;
}

/** What the worker reports before the first agent: everything needed to replay the search. */
export interface SearchPlan {
  query: string;
  /** The seed as links carry it: the digits of a number ("42"), or the text given ("launch-demo"). */
  seed: string;
  version: MissionVersion;
  count: number;
  /** The mission's centre: its city, or an area's most populous place (named after the area). */
  place: Place;
  /** How the query became that place, with the pin that replays it and the alternatives. */
  resolution: Resolution;
  /** The profession forced by the query's keyword, or null when professions are random. */
  forcedProfession: string | null;
  /**
   * Version 3, one place: how many different phone numbers its plan holds (a regulator's fiction
   * range can hold only a hundred). A larger mission's numbers repeat, each as evenly as the
   * range allows. Absent for earlier versions and area missions.
   */
  phoneCapacity?: number;
}

export interface SearchSummary extends SearchPlan {
  /** How many agents were delivered (less than count when cancelled). */
  delivered: number;
  cancelled: boolean;
}

export interface IndexStats {
  cities: number;
  /** Records in the cities file that were malformed and skipped. */
  skipped: number;
  /** Time to fetch, parse and index, in milliseconds. */
  loadMs: number;
}

/**
 * The text fields of a run of agents as they travel: every value in one string, agent by agent and
 * field by field in AGENT_TEXT_FIELDS order ('' for an absent native name), and the offset in
 * `text` where each value ends. See shared/chunkText.ts for why, and for reading and writing it.
 */
export interface ChunkText {
  text: string;
  /** One offset per value: AGENT_TEXT_FIELDS.length per agent. Transferred with the chunk. */
  textEnds: Uint32Array;
}

/**
 * A run of consecutive agents in columnar form, as the worker sends them: no object per agent,
 * so 100,000 agents cross to the page in a few dozen messages; the coordinates in a typed array
 * that is transferred (moved, not copied) and can go to the GPU as it is; the text as one string.
 */
export interface AgentChunk extends ChunkText {
  /** Position of the chunk's first agent in the search. */
  start: number;
  length: number;
  /** Longitude then latitude for each agent: 2 × length numbers. */
  positions: Float64Array;
}

/** Receives a search's results as the worker makes them. Passed through Comlink.proxy(). */
export interface SearchListener {
  onPlan(plan: SearchPlan): void;
  /** Chunks arrive in order and without gaps; the spec's first twelve agents come one per chunk. */
  onChunk(chunk: AgentChunk): void;
}

/** Deploy-time configuration handed to the worker by the UI. */
export interface WorkerConfig {
  /** URL of the cities file. */
  citiesUrl: string;
  /** Nominatim-compatible search endpoint, or empty to switch geocoding off. */
  geocoderUrl: string;
  geocoderTimeoutMs: number;
}

/** The public geocoder the app and the CLI use unless configured otherwise (OpenStreetMap Nominatim). */
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/search';
/** After this long without an answer, a search falls back to the local city list. */
export const DEFAULT_GEOCODER_TIMEOUT_MS = 3000;
