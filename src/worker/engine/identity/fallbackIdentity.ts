// The fallback identity, for countries without tables of their own: a neutral international
// name list, a generic street format and placeholder digits behind the right calling code.
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import {
  DEFAULT_FAMILY_NAMES,
  DEFAULT_GIVEN_NAMES_FEMALE,
  DEFAULT_GIVEN_NAMES_MALE,
  DEFAULT_STREET_NAMES,
  DEFAULT_STREET_TYPES,
} from '../../data/defaultIdentity.ts';
import type { Random } from '../random.ts';
import type {
  AddressGenerator,
  NameGenerator,
  PersonName,
  PhoneGenerator,
  PlaceContext,
} from './identityKit.ts';
import { toEmailSlug } from './emailSlug.ts';

const FEMALE = DEFAULT_GIVEN_NAMES_FEMALE.map((given) => ({ given, slug: toEmailSlug(given, '') }));
const MALE = DEFAULT_GIVEN_NAMES_MALE.map((given) => ({ given, slug: toEmailSlug(given, '') }));
const FAMILY = DEFAULT_FAMILY_NAMES.map((family) => ({ family, slug: toEmailSlug(family, '') }));

export function createFallbackNameGenerator(): NameGenerator {
  return (random: Random): PersonName => {
    const givenPool = random.next() < 0.5 ? FEMALE : MALE;
    const given = random.pick(givenPool);
    const family = random.pick(FAMILY);
    return { fullName: `${given.given} ${family.family}`, emailLocal: `${given.slug}.${family.slug}` };
  };
}

/**
 * "214 Lantern Street, Lyon, Auvergne-Rhône-Alpes, France".
 *
 * @example createFallbackAddressGenerator({ city: "Lyon", admin1: "", country: "France", countryCode: "FR" })(createRandom(1))
 */
export function createFallbackAddressGenerator(place: PlaceContext): AddressGenerator {
  // "Tokyo, Tokyo, Japan" reads like a typo: a region named like its city is left out.
  const region = place.admin1.toLowerCase() === place.city.toLowerCase() ? '' : place.admin1;
  const tail = [place.city, region, place.country].filter((part) => part !== '').join(', ');
  return (random: Random): string =>
    `${1 + random.int(240)} ${random.pick(DEFAULT_STREET_NAMES)} ${random.pick(DEFAULT_STREET_TYPES)}, ${tail}`;
}

export function createFallbackPhoneGenerator(countryCode: string): PhoneGenerator {
  const callingCode = isSupportedCountry(countryCode) ? getCountryCallingCode(countryCode) : null;
  return (random: Random): string => {
    const c = 1000 + random.int(9000);
    // Without a known country, a UK drama number (Ofcom 07700 900xxx) can reach nobody.
    if (callingCode === null) return `+44 7700 900${String(random.int(1000)).padStart(3, '0')}`;
    // Placeholder digits until country numbering plans land; the calling code is right.
    const a = 100 + random.int(900);
    const b = 100 + random.int(900);
    return `+${callingCode} ${a} ${b} ${c}`;
  };
}
