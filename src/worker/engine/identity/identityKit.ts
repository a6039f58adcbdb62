// The seam where per-country identity data plugs in: the agent generator asks a kit for
// a name, an address, a phone number and an email, and never knows which country's
// conventions it follows. A kit is built once per search, so per-agent work stays small.
import type { Random } from '../random.ts';

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
  fullName: string;
  /** ASCII, lower case, dot-separated: the local part of an email address. */
  emailLocal: string;
}

export interface IdentityKit {
  name(random: Random): PersonName;
  address(random: Random): string;
  phone(random: Random): string;
  /** A complete email address on a reserved domain (RFC 2606/6761) for this name and agency. */
  email(random: Random, name: PersonName, agencyIndex: number): string;
}
