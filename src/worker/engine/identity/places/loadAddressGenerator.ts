// Street addresses for a place, in the format of its country: street words in the local
// language, the house number and postcode where that country puts them.
import { createFallbackAddressDrawers } from '../fallbackIdentity.ts';
import type { AddressGenerator, PlaceContext } from '../identityKit.ts';
import type { Random } from '../../random.ts';
import type { CityAddressData } from '../../../data/identity/places/cities/cityAddressData.ts';
import { cityLocalities } from './cityLocalities.ts';
import { findAddressStyle } from './findAddressStyle.ts';
import { createPostcodeDrawer } from './postcode.ts';
import {
  createAddressDrawers,
  createAddressParts,
  type AddressDrawers,
  type AddressParts,
} from './buildAddress.ts';

/**
 * The address parts generator for a place: the address and the postcode inside it, for
 * tests and the audit. Null for countries without a format (they get the fallback).
 *
 * @example (await loadAddressParts(place))?.(createRandom(1)) // { address: "Lindenstraße 12, 10115 Berlin, Germany", street: "Lindenstraße 12", postcode: "10115" }
 */
export async function loadAddressParts(
  place: PlaceContext,
): Promise<((random: Random) => AddressParts) | null> {
  const loader = findAddressStyle(place.countryCode, place.admin1);
  if (loader === null) return null;
  return createAddressParts(await loader(), place);
}

/**
 * The address generator for a place.
 *
 * @example (await loadAddressGenerator(place))(createRandom(1)) // "12 Rue des Lilas, 69003 Lyon, France"
 */
export async function loadAddressGenerator(place: PlaceContext): Promise<AddressGenerator> {
  return (await loadAddressDrawers(place)).address;
}

/**
 * The address generators for a place, with and without the parts (see AddressDrawers).
 *
 * @example (await loadAddressDrawers(place)).parts(createRandom(1)).street // "12 Rue des Lilas"
 */
export async function loadAddressDrawers(place: PlaceContext): Promise<AddressDrawers> {
  const loader = findAddressStyle(place.countryCode, place.admin1);
  if (loader === null) return createFallbackAddressDrawers(place);
  return createAddressDrawers(await loader(), place);
}

/**
 * Version 3's address generators for a place: the city's own districts and postcodes where its
 * record (see cityAddressLoaders.ts) knows them, else no district and the country's postcode rule.
 * With `districtStreets` (version 4), a district's own streets where the record lists them.
 *
 * @example (await loadAddressDrawersV3(seoul, await findCityAddress("KR", "Seoul"))).parts(random).address // "… Mapo-gu, Seoul 04…"
 */
export async function loadAddressDrawersV3(
  place: PlaceContext,
  city: CityAddressData | null,
  districtStreets = false,
): Promise<AddressDrawers> {
  const loader = findAddressStyle(place.countryCode, place.admin1);
  if (loader === null) return createFallbackAddressDrawers(place);
  const countryStyle = await loader();
  // The city's own streets, where its record lists them, in place of the country's.
  const style =
    city?.streets === undefined
      ? countryStyle
      : { ...countryStyle, streetPatterns: ['{n}'], streetNames: city.streets };
  const rule =
    style.postcode === undefined ? null : createPostcodeDrawer(style.postcode, place.city, place.admin1);
  const localities =
    city === null ? null : cityLocalities(city, rule, style.postcode?.letters, districtStreets);
  // The address names the city as its own letters do; the agent's `city` stays the list's name.
  const own = city?.addressName;
  // A region named like the city (Mexico City's) is left out of an address: renamed with the city, so
  // the two still match when the city is written in its own letters.
  const written =
    own === undefined
      ? place
      : {
          ...place,
          city: own,
          admin1: place.admin1.toLowerCase() === place.city.toLowerCase() ? own : place.admin1,
        };
  return createAddressDrawers(style, written, { localities, districtStreets });
}
