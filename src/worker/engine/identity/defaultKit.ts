// The fallback kit, for countries without a table of their own. Every email domain is
// reserved for examples (RFC 2606), so no invented agent can receive or send real mail.
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import { AGENCIES } from '../../data/agencies.ts';
import {
  DEFAULT_FAMILY_NAMES,
  DEFAULT_GIVEN_NAMES_FEMALE,
  DEFAULT_GIVEN_NAMES_MALE,
  DEFAULT_STREET_NAMES,
  DEFAULT_STREET_TYPES,
} from '../../data/defaultIdentity.ts';
import type { Random } from '../random.ts';
import type { IdentityKit, PersonName, PlaceContext } from './identityKit.ts';
import { toEmailSlug } from './emailSlug.ts';

/** One domain per agency, on the reserved .example top-level domain. */
const AGENCY_DOMAINS: readonly string[] = AGENCIES.map((agency) => `${toEmailSlug(agency, '-')}.example`);

const FEMALE = DEFAULT_GIVEN_NAMES_FEMALE.map((given) => ({ given, slug: toEmailSlug(given, '') }));
const MALE = DEFAULT_GIVEN_NAMES_MALE.map((given) => ({ given, slug: toEmailSlug(given, '') }));
const FAMILY = DEFAULT_FAMILY_NAMES.map((family) => ({ family, slug: toEmailSlug(family, '') }));

/**
 * Builds the fallback kit for a place.
 *
 * @example createDefaultKit({ city: "Lyon", admin1: "", country: "France", countryCode: "FR" })
 *   .address(createRandom(1)) // e.g. "214 Lantern Street, Lyon, France"
 */
export function createDefaultKit(place: PlaceContext): IdentityKit {
  // "Tokyo, Tokyo, Japan" reads like a typo: a region named like its city is left out.
  const region = place.admin1.toLowerCase() === place.city.toLowerCase() ? '' : place.admin1;
  const addressTail = [place.city, region, place.country].filter((part) => part !== '').join(', ');
  const callingCode = callingCodeOf(place.countryCode);
  return {
    name(random: Random): PersonName {
      const givenPool = random.next() < 0.5 ? FEMALE : MALE;
      const given = random.pick(givenPool);
      const family = random.pick(FAMILY);
      return { fullName: `${given.given} ${family.family}`, emailLocal: `${given.slug}.${family.slug}` };
    },
    address(random: Random): string {
      const number = 1 + random.int(240);
      return `${number} ${random.pick(DEFAULT_STREET_NAMES)} ${random.pick(DEFAULT_STREET_TYPES)}, ${addressTail}`;
    },
    phone(random: Random): string {
      const c = 1000 + random.int(9000);
      // Without a known country, a UK drama number (Ofcom 07700 900xxx) can reach nobody.
      if (callingCode === null) return `+44 7700 900${String(random.int(1000)).padStart(3, '0')}`;
      // Placeholder digits until country numbering plans land; the calling code is right.
      const a = 100 + random.int(900);
      const b = 100 + random.int(900);
      return `+${callingCode} ${a} ${b} ${c}`;
    },
    email(random: Random, name: PersonName, agencyIndex: number): string {
      const suffix = random.next() < 0.3 ? String(random.int(100)) : '';
      return `${name.emailLocal}${suffix}@${AGENCY_DOMAINS[agencyIndex] ?? 'directory.example'}`;
    },
  };
}

function callingCodeOf(countryCode: string): string | null {
  return isSupportedCountry(countryCode) ? getCountryCallingCode(countryCode) : null;
}
