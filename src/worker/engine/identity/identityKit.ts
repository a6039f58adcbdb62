// The seam where per-country identity data plugs in: the agent generator asks a kit for
// a name, an address, a phone number and an email, and never knows which country's
// conventions it follows. A kit is built once per mission (loading only that country's
// tables), so per-agent work stays small.
import type { Random } from '../random.ts';
import type { PhoneSpace } from './phones/phoneSpace.ts';
import type { AddressParts } from './places/buildAddress.ts';

/** What a kit knows about the place it dresses agents for. */
export interface PlaceContext {
  city: string;
  admin1: string;
  /** English country name. */
  country: string;
  /** ISO 3166-1 alpha-2, upper case; empty when unknown. */
  countryCode: string;
}

export interface PersonName {
  /** The sex the given name was drawn for. */
  sex: Sex;
  /** Latin script, in the country's usual order when written in Latin script. */
  fullName: string;
  /** The name in the country's own script, where that is not Latin (e.g. "山田 太郎"). */
  nativeName?: string;
  /** ASCII, lower case, dot-separated: the local part of an email address. */
  emailLocal: string;
  /** ASCII letters and "_", never a digit: a username before its number ("yui_sato"). */
  userBase: string;
}

export type Sex = 'female' | 'male';

/**
 * What kind of number a kit's phones are: "fiction" when in a regulator's range reserved for drama
 * (or the UK drama range the fallback uses), "valid" when ordinary numbers valid in the country's plan.
 */
export type PhoneKind = 'fiction' | 'valid';

export type NameGenerator = (random: Random) => PersonName;
/** A full street address in the place, as the country writes it. */
export type AddressGenerator = (random: Random) => string;
/** A phone number in international format that can reach no one. */
export type PhoneGenerator = (random: Random) => string;

/** Who someone is in their cover household (see engine/linked/households.ts). */
export type Kinship = 'head' | 'partner' | 'child';

/**
 * What the names of one household's members are made from, drawn once per household from the
 * household's own stream: the head's and the partner's sexes, and whatever the naming tradition
 * passes on (its family names). `lines` is the names module's own and read by it alone.
 */
export interface HouseholdFamily {
  readonly headSex: Sex;
  readonly partnerSex: Sex;
  readonly lines: unknown;
}

/** Names of people who live together, as the place's traditions give them (version 4 kits). */
export interface HouseholdNames {
  /**
   * The household's family, from the household's stream: the same for every member who draws it. It
   * holds the couple's whole names (a child named after its father must know his given name).
   */
  family(random: Random, born?: CoupleBirthYears): HouseholdFamily;
  /**
   * A member's name: the head's and the partner's as the family holds them, a child's drawn from the
   * child's own stream (its sex and given name), each with the family name its tradition gives a
   * head, a partner or a child of this family. `born`, a child's year of birth, picks its
   * generation's given names where the tradition lists them (as `family` does for the couple's).
   */
  member(random: Random, family: HouseholdFamily, kinship: Kinship, born?: number): PersonName;
}

/**
 * The years the head and the partner of a household were born: their given names are their
 * generation's where the tradition lists generations (NameCohort). Absent, names are drawn from
 * the whole list, as versions without MissionVersionContents.ageNames draw them.
 */
export interface CoupleBirthYears {
  head: number;
  partner: number;
}

export interface IdentityKit {
  name: NameGenerator;
  address: AddressGenerator;
  /** The same draws as `address`, with the street line and postcode kept apart. */
  addressParts: (random: Random) => AddressParts;
  phone: PhoneGenerator;
  phoneKind: PhoneKind;
  /**
   * Version 3: every number the place's plan gives, for an agent to take the position the mission
   * gives it (see phones/phoneSpace.ts); absent in version 1 and 2 kits, which draw `phone`.
   */
  phoneSpace?: PhoneSpace;
  /** Version 4: names of household members (a linked mission's cover families); absent before. */
  householdNames?: HouseholdNames;
  /** A complete email address on a reserved domain (RFC 2606/6761) for this name and agency. */
  email(random: Random, name: PersonName, agencyIndex: number): string;
}
