// What each mission version contains, one row per version. A pinned version replays byte for byte
// forever, so what differs between versions is decided by reading its row here, never by comparing
// version numbers where the difference is made: a new version is a new row, and the engine, the
// worker's loading, the formats and the command line follow it.
import { fieldsOfVersion, type AgentField } from './agentFields.ts';
import type { MissionVersion } from './types.ts';

export interface MissionVersionContents {
  /** Its agents' fields, in file order: the default columns of every format (see agentFields.ts). */
  readonly fields: readonly AgentField[];
  /**
   * What its agents take from their place beyond version 1's fields: an age counted on
   * `referenceDate` (fixed, so a replay never drifts with the calendar), a birth date, the place's
   * time zone and region, and a point on land, drawn denser towards the centre. Such a mission loads
   * the land and the time zones. null: none of this, and agents spread evenly over the place's
   * square, land or sea.
   */
  readonly placeExtras: { readonly referenceDate: string } | null;
  /**
   * The area codes its fixed lines are made behind: the first release's (AREA_CODES_V1_CHANGES where
   * they differ), kept so its missions replay, or the current table, complete for Brazil and Argentina
   * and with the place's own code where Spain and New Zealand share one.
   */
  readonly areaCodes: 'first-release' | 'current';
  /**
   * Whether a mobile number carries the area code of the agent's region where the country's mobiles
   * do (Brazil, Argentina, Mexico), rather than the code of the country's example number.
   */
  readonly regionalMobiles: boolean;
  /**
   * Whether identities come from the agent's own city and region: names in their real frequencies
   * and the region's mix of traditions, the city's own districts, streets, postcodes and area codes,
   * and emails and phone numbers unique within the mission (a phone plan of more numbers, whose
   * capacity the plan reports). Otherwise names and addresses come from the country's tables.
   */
  readonly cityIdentities: boolean;
  /**
   * Whether an address's street is one of its district's own where the city's record lists them
   * (ul. Marszałkowska only in Śródmieście, with Śródmieście's 00- codes), with the district's own
   * codes where the record gives them for this (CityDistrict.streetPostcodes). Otherwise a street is
   * any of the city's (or the country's) in any district, as version 3 drew them.
   */
  readonly districtStreets: boolean;
  /**
   * Whether mobile numbers start only with the prefixes a country's operators give out today where its
   * numbering plan still lists closed ones (MOBILE_LEADS_IN_USE: South Korea's 010, not the retired
   * 011 and 016–019 or the machines' 012). Otherwise any prefix libphonenumber accepts, as version 3.
   */
  readonly mobilesInUse: boolean;
  /**
   * Whether a given name is one of its bearer's generation where the name table lists generations
   * (NameTradition.cohorts: Korea's Yeong-ja for a woman born before 1955, Seo-yeon after 2005),
   * rather than any of the country's names at any age. Read where a person's age is known before
   * their name: a linked mission's household members.
   */
  readonly ageNames: boolean;
  /**
   * Whether its agents are a linked dataset (engine/linked/): each has an id and keys to its agency,
   * handler, cell and cover household; members of a household share its address and point, and most
   * its family name; agencies, cells, households, operations and assignments are tables of their own.
   */
  readonly linked: boolean;
  /**
   * A version still being built: run only when asked for by number, never the default, and its
   * output may change until it is released (the command line says so). Every released version
   * replays byte for byte forever; a preview does not yet.
   */
  readonly preview: boolean;
}

/** Each version's contents. Keyed by MissionVersion: a version added there does not compile without its row. */
export const MISSION_VERSION_CONTENTS: Readonly<Record<MissionVersion, MissionVersionContents>> = {
  1: {
    fields: fieldsOfVersion(1),
    placeExtras: null,
    areaCodes: 'first-release',
    regionalMobiles: false,
    cityIdentities: false,
    districtStreets: false,
    mobilesInUse: false,
    ageNames: false,
    linked: false,
    preview: false,
  },
  2: {
    fields: fieldsOfVersion(2),
    placeExtras: { referenceDate: '2026-11-26' },
    areaCodes: 'current',
    regionalMobiles: true,
    cityIdentities: false,
    districtStreets: false,
    mobilesInUse: false,
    ageNames: false,
    linked: false,
    preview: false,
  },
  3: {
    fields: fieldsOfVersion(3),
    placeExtras: { referenceDate: '2026-11-29' },
    areaCodes: 'current',
    regionalMobiles: true,
    cityIdentities: true,
    districtStreets: false,
    mobilesInUse: false,
    ageNames: false,
    linked: false,
    preview: false,
  },
  4: {
    fields: fieldsOfVersion(4),
    placeExtras: { referenceDate: '2026-11-29' },
    areaCodes: 'current',
    regionalMobiles: true,
    cityIdentities: true,
    districtStreets: true,
    mobilesInUse: true,
    ageNames: true,
    linked: true,
    preview: true,
  },
};

/**
 * The fields a mission version has, in file order: its row's `fields`.
 *
 * @example missionFields(1).at(-1) === "nativeName"; missionFields(2).length === 22
 */
export function missionFields(version: MissionVersion): readonly AgentField[] {
  return MISSION_VERSION_CONTENTS[version].fields;
}

/**
 * Whether a mission of this version gives its agents place extras (see
 * MissionVersionContents.placeExtras): then it needs the land and the time zones.
 *
 * @example hasPlaceExtras(1) === false; hasPlaceExtras(2) === true
 */
export function hasPlaceExtras(version: MissionVersion): boolean {
  return MISSION_VERSION_CONTENTS[version].placeExtras !== null;
}
