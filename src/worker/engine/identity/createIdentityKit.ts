import type { MissionVersion } from '../../../shared/types.ts';
import { MISSION_VERSION_CONTENTS } from '../../../shared/missionVersions.ts';
import { makeEmail } from './emailAddress.ts';
import type { HouseholdNames, IdentityKit, PlaceContext } from './identityKit.ts';
import { loadHouseholdNames } from './names/householdNames.ts';
import { loadNameGenerator, loadNameGeneratorV3 } from './names/loadNameGenerator.ts';
import { findCityAddress } from './places/cityAddressLoaders.ts';
import { loadAddressDrawers, loadAddressDrawersV3 } from './places/loadAddressGenerator.ts';
import {
  loadPhoneDrawer,
  loadPhoneSpace,
  type PhoneDrawer,
  type PhoneSpaceDrawer,
} from './phones/loadPhoneGenerator.ts';
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
  const making = MISSION_VERSION_CONTENTS[version].cityIdentities
    ? makeKitV3(place, version)
    : Promise.all([
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

/**
 * A version 3 kit: names by real frequency in the region's mix, the city's own districts,
 * postcodes and area codes (from its record, when it has one), and a space of phone numbers that
 * agents take positions in rather than draw from.
 */
async function makeKitV3(place: PlaceContext, version: MissionVersion): Promise<IdentityKit> {
  const city = await findCityAddress(place.countryCode, place.city);
  const [name, address, phones, households] = await Promise.all([
    loadNameGeneratorV3(place.countryCode, place.admin1, place.city),
    loadAddressDrawersV3(place, city, MISSION_VERSION_CONTENTS[version].districtStreets),
    loadPhoneSpace(place, city?.areaCodes ?? [], version),
    MISSION_VERSION_CONTENTS[version].linked
      ? loadHouseholdNames(place.countryCode, place.admin1, place.city)
      : undefined,
  ]);
  return assembleKitV3(name, address, phones, households);
}

/** A version 3 kit; a linked version's (4) also names the members of cover households. */
function assembleKitV3(
  name: NameGenerator,
  address: AddressDrawers,
  phones: PhoneSpaceDrawer,
  households: HouseholdNames | undefined,
): IdentityKit {
  const { space, kind } = phones;
  return {
    ...(households !== undefined ? { householdNames: households } : {}),
    name,
    address: address.address,
    addressParts: address.parts,
    // Only for a caller that draws: a version 3 agent takes its position in the space (generateAgentV3).
    phone: (random) => space.at(random.int(space.capacity)),
    phoneKind: kind,
    phoneSpace: space,
    email: makeEmail,
  };
}

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
  const phoneSpaces = new Map<string, Promise<PhoneSpaceDrawer>>();
  const householdNames = new Map<string, Promise<HouseholdNames>>();
  if (MISSION_VERSION_CONTENTS[version].cityIdentities)
    return async (place) => {
      // Names by country and region (the mix of traditions is the region's); a town's own record
      // only for the large cities that have one.
      const city = await findCityAddress(place.countryCode, place.city);
      const phonePlace = sharedPhonePlace(place, version);
      const region = `${place.countryCode}|${place.admin1.toLowerCase()}`;
      const [name, address, phones, households] = await Promise.all([
        memo(names, region, () => loadNameGeneratorV3(place.countryCode, place.admin1)),
        loadAddressDrawersV3(place, city, MISSION_VERSION_CONTENTS[version].districtStreets),
        memo(phoneSpaces, JSON.stringify(phonePlace), () => loadPhoneSpace(phonePlace, [], version)),
        MISSION_VERSION_CONTENTS[version].linked
          ? memo(householdNames, region, () => loadHouseholdNames(place.countryCode, place.admin1, ''))
          : undefined,
      ]);
      return assembleKitV3(name, address, phones, households);
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
