import type { MissionVersion } from '../../../shared/types.ts';
import { makeEmail } from './emailAddress.ts';
import type { IdentityKit, PlaceContext } from './identityKit.ts';
import { loadNameGenerator } from './names/loadNameGenerator.ts';
import { loadAddressDrawers } from './places/loadAddressGenerator.ts';
import { loadPhoneDrawer, type PhoneDrawer } from './phones/loadPhoneGenerator.ts';
import { sharedPhonePlace } from './phones/validPhonePlan.ts';
import type { NameGenerator } from './identityKit.ts';
import type { AddressDrawers } from './places/buildAddress.ts';

/**
 * The identity kit for a place: loads that country's tables only (names, address format,
 * numbering plan) and binds them to the place.
 *
 * @example const kit = await createIdentityKit({ city: "Tokyo", admin1: "Tokyo", country: "Japan", countryCode: "JP" })
 */
export function createIdentityKit(place: PlaceContext, version: MissionVersion = 1): Promise<IdentityKit> {
  const key = JSON.stringify([version, place.countryCode, place.admin1, place.city, place.country]);
  const kept = recentKits.get(key);
  if (kept !== undefined) {
    // Most recently used last: the first key is the one to forget.
    recentKits.delete(key);
    recentKits.set(key, kept);
    return kept;
  }
  const making = Promise.all([
    loadNameGenerator(place.countryCode),
    loadAddressDrawers(place),
    loadPhoneDrawer(place, version),
  ]).then(([name, address, phone]) => assembleKit(name, address, phone));
  recentKits.set(key, making);
  if (recentKits.size > RECENT_KITS) recentKits.delete(recentKits.keys().next().value as string);
  // A table that could not load (offline) is asked for again by the next mission, not remembered.
  making.catch(() => {
    if (recentKits.get(key) === making) recentKits.delete(key);
  });
  return making;
}

/**
 * How many places' kits are kept. A kit is the same for every mission of its place and version (its
 * generators draw only from the random stream they are given), and making one costs most of a small
 * search: the country's tables are fetched and compiled, and a valid-number plan takes libphonenumber
 * 20–60 ms. Searching the same place again, or one warmed while the query was typed (see warmPlace),
 * then starts at once. Kits share their country's tables, so a few more cost little memory.
 */
export const RECENT_KITS = 16;
const recentKits = new Map<string, Promise<IdentityKit>>();

function assembleKit(name: NameGenerator, address: AddressDrawers, phone: PhoneDrawer): IdentityKit {
  return {
    name,
    address: address.address,
    addressParts: address.parts,
    phone: phone.phone,
    phoneKind: phone.kind,
    email: makeEmail,
  };
}

/**
 * Kits for the many places of a country or region mission. Places share what does not depend on
 * the town: the country's name tables and, outside the fiction-range countries, one phone plan of
 * mobile numbers (see sharedPhonePlace). Addresses, and fiction-range area codes, stay the town's.
 *
 * @example const kitFor = createIdentityKitFactory(); const kit = await kitFor({ city: "Tivoli", admin1: "Lazio", country: "Italy", countryCode: "IT" })
 */
export function createIdentityKitFactory(
  version: MissionVersion = 1,
): (place: PlaceContext) => Promise<IdentityKit> {
  const names = new Map<string, Promise<NameGenerator>>();
  const phones = new Map<string, Promise<PhoneDrawer>>();
  const memo = <T>(map: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> => {
    let made = map.get(key);
    if (made === undefined) {
      made = make();
      map.set(key, made);
    }
    return made;
  };
  return async (place) => {
    const phonePlace = sharedPhonePlace(place, version);
    const [name, address, phone] = await Promise.all([
      memo(names, place.countryCode, () => loadNameGenerator(place.countryCode)),
      loadAddressDrawers(place),
      memo(phones, JSON.stringify(phonePlace), () => loadPhoneDrawer(phonePlace, version)),
    ]);
    return assembleKit(name, address, phone);
  };
}
