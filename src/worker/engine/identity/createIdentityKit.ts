import { makeEmail } from './emailAddress.ts';
import type { IdentityKit, PlaceContext } from './identityKit.ts';
import { loadNameGenerator } from './names/loadNameGenerator.ts';
import { loadAddressGenerator } from './places/loadAddressGenerator.ts';
import { loadPhoneGenerator } from './phones/loadPhoneGenerator.ts';

/**
 * The identity kit for a place: loads that country's tables only (names, address format,
 * numbering plan) and binds them to the place.
 *
 * @example const kit = await createIdentityKit({ city: "Tokyo", admin1: "Tokyo", country: "Japan", countryCode: "JP" })
 */
export async function createIdentityKit(place: PlaceContext): Promise<IdentityKit> {
  const [name, address, phone] = await Promise.all([
    loadNameGenerator(place.countryCode),
    loadAddressGenerator(place),
    loadPhoneGenerator(place),
  ]);
  return { name, address, phone, email: makeEmail };
}
