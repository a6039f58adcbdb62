// The data modules a place's identity kit loads (its people's names, its addresses' style), asked
// for by themselves: for a shared link, whose place the worker knows before the mission's code has
// come, so that the kit finds them loaded instead of asking for them only then (about 50 ms on the
// 2-core machine). Only the loaders' tables are here; compiling them stays the kit's work.
import { frequencyTableLoader } from './names/frequencyTableLoaders.ts';
import { nameTableLoader } from './names/nameTableLoaders.ts';
import { CITY_ADDRESS_MODULES } from './places/cityAddressLoaders.ts';
import { findAddressStyle } from './places/findAddressStyle.ts';

type Loader = () => Promise<unknown>;

/** Where a place's modules are found: each answers the loader of one module, or nothing when there is none. */
export interface PlaceTableLoaders {
  names(countryCode: string): Loader | undefined;
  frequencies(countryCode: string): Loader | undefined;
  cities(countryCode: string): Loader | undefined;
  style(countryCode: string, admin1: string): Loader | null | undefined;
}

/** The loaders createIdentityKit itself uses, so what is loaded here is what the kit then finds. */
export const KIT_TABLE_LOADERS: PlaceTableLoaders = {
  names: nameTableLoader,
  frequencies: frequencyTableLoader,
  // Object.hasOwn: a country code is text from a link, and "constructor" is no country.
  cities: (countryCode) =>
    Object.hasOwn(CITY_ADDRESS_MODULES, countryCode) ? CITY_ADDRESS_MODULES[countryCode] : undefined,
  style: findAddressStyle,
};

/**
 * Loads the name table and the address style that createIdentityKit will load for a place in
 * `countryCode` (upper case) and `admin1`; each module is fetched once, so the kit then gets it at once.
 * Version 3's names by frequency and the country's city records are loaded too: a link of any version
 * may be opened, and each module is small beside the wait it saves.
 *
 * @example await loadPlaceTables("FR", "Île-de-France") // the French names and address style
 */
export async function loadPlaceTables(
  countryCode: string,
  admin1: string,
  loaders: PlaceTableLoaders = KIT_TABLE_LOADERS,
): Promise<void> {
  await Promise.all([
    loaders.names(countryCode)?.(),
    loaders.frequencies(countryCode)?.(),
    loaders.cities(countryCode)?.(),
    loaders.style(countryCode, admin1)?.(),
  ]);
}
