// The fallback identity, for places no table covers: a generic street format, and a phone
// number that can reach no one when even the country is unknown.
import { DEFAULT_STREET_NAMES, DEFAULT_STREET_TYPES } from '../../data/defaultIdentity.ts';
import type { Random } from '../random.ts';
import type { AddressGenerator, PhoneGenerator, PlaceContext } from './identityKit.ts';
import type { AddressDrawers } from './places/buildAddress.ts';

/**
 * "214 Lantern Street, Lyon, Auvergne-Rhône-Alpes, France".
 *
 * @example createFallbackAddressGenerator({ city: "Lyon", admin1: "", country: "France", countryCode: "FR" })(createRandom(1))
 */
export function createFallbackAddressGenerator(place: PlaceContext): AddressGenerator {
  return createFallbackAddressDrawers(place).address;
}

/**
 * The fallback's address with its parts: the street line is its first part, and it has no postcode.
 *
 * @example createFallbackAddressDrawers(place).parts(createRandom(1)) // { address: "214 Lantern Street, Lyon, France", street: "214 Lantern Street", postcode: "" }
 */
export function createFallbackAddressDrawers(place: PlaceContext): AddressDrawers {
  // "Tokyo, Tokyo, Japan" reads like a typo: a region named like its city is left out.
  const region = place.admin1.toLowerCase() === place.city.toLowerCase() ? '' : place.admin1;
  const tail = [place.city, region, place.country].filter((part) => part !== '').join(', ');
  const street = (random: Random): string =>
    `${1 + random.int(240)} ${random.pick(DEFAULT_STREET_NAMES)} ${random.pick(DEFAULT_STREET_TYPES)}`;
  return {
    address: (random) => `${street(random)}, ${tail}`,
    parts: (random) => {
      const line = street(random);
      return { address: `${line}, ${tail}`, street: line, postcode: '' };
    },
  };
}

/**
 * For places whose numbering plan is unknown: a UK drama number (Ofcom 07700 900xxx), which
 * can reach nobody. Made-up digits behind a real calling code might.
 *
 * @example createFallbackPhoneGenerator()(createRandom(1)) // "+44 7700 900123"
 */
export function createFallbackPhoneGenerator(): PhoneGenerator {
  return (random: Random): string => `+44 7700 900${String(random.int(1000)).padStart(3, '0')}`;
}
