import { makeEmail } from './emailAddress.ts';
import type { IdentityKit, PlaceContext } from './identityKit.ts';
import { loadNameGenerator } from './names/loadNameGenerator.ts';
import { loadAddressGenerator } from './places/loadAddressGenerator.ts';
import { loadPhoneGenerator } from './phones/loadPhoneGenerator.ts';
import { sharedPhonePlace } from './phones/validPhonePlan.ts';
import type { NameGenerator, PhoneGenerator } from './identityKit.ts';

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

/**
 * Kits for the many places of a country or region mission. Places share what does not depend on
 * the town: the country's name tables and, outside the fiction-range countries, one phone plan of
 * mobile numbers (see sharedPhonePlace). Addresses, and fiction-range area codes, stay the town's.
 *
 * @example const kitFor = createIdentityKitFactory(); const kit = await kitFor({ city: "Tivoli", admin1: "Lazio", country: "Italy", countryCode: "IT" })
 */
export function createIdentityKitFactory(): (place: PlaceContext) => Promise<IdentityKit> {
  const names = new Map<string, Promise<NameGenerator>>();
  const phones = new Map<string, Promise<PhoneGenerator>>();
  const memo = <T>(map: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> => {
    let made = map.get(key);
    if (made === undefined) {
      made = make();
      map.set(key, made);
    }
    return made;
  };
  return async (place) => {
    const phonePlace = sharedPhonePlace(place);
    const [name, address, phone] = await Promise.all([
      memo(names, place.countryCode, () => loadNameGenerator(place.countryCode)),
      loadAddressGenerator(place),
      memo(phones, JSON.stringify(phonePlace), () => loadPhoneGenerator(phonePlace)),
    ]);
    return { name, address, phone, email: makeEmail };
  };
}
