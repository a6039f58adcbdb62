// The data modules a place's identity kit loads (its people's names, its addresses' style), asked
// for by themselves: for a shared link, whose place the worker knows before the mission's code has
// come, so that the kit finds them loaded instead of asking for them only then (about 50 ms on the
// 2-core machine). Only the loaders' tables are here; compiling them stays the kit's work.
import { frequencyTableLoader } from './names/frequencyTableLoaders.ts';
import { nameTableLoader } from './names/nameTableLoaders.ts';
import { CITY_ADDRESS_MODULES } from './places/cityAddressLoaders.ts';
import { findAddressStyle } from './places/findAddressStyle.ts';

/**
 * Loads the name table and the address style that createIdentityKit will load for a place in
 * `countryCode` (upper case) and `admin1`; each module is fetched once, so the kit then gets it at once.
 *
 * @example await loadPlaceTables("FR", "Île-de-France") // the French names and address style
 */
export async function loadPlaceTables(countryCode: string, admin1: string): Promise<void> {
  // Version 3's names by frequency and the country's city records too: a link of any version may
  // be opened, and each module is small beside the wait it saves.
  const cities = Object.hasOwn(CITY_ADDRESS_MODULES, countryCode)
    ? CITY_ADDRESS_MODULES[countryCode]
    : undefined;
  await Promise.all([
    nameTableLoader(countryCode)?.(),
    frequencyTableLoader(countryCode)?.(),
    cities?.(),
    findAddressStyle(countryCode, admin1)?.(),
  ]);
}
