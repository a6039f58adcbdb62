// Street addresses for a place, in the format of its country: street words in the local
// language, the house number and postcode where that country puts them.
import { createFallbackAddressDrawers } from '../fallbackIdentity.ts';
import type { AddressGenerator, PlaceContext } from '../identityKit.ts';
import type { Random } from '../../random.ts';
import { findAddressStyle } from './findAddressStyle.ts';
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
