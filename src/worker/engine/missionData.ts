// The modules every version 2 mission needs whatever its place: the time zones, libphonenumber's
// functions and the example numbers. The land and the numbering plan wait
// until the place is known (by latitude zone, see loadLand; by calling code, see
// loadPhoneMetadata). Apart from the mission's code (and part of the worker's first script), so that the worker asks for them together with that code rather than after it (a shared
// link, see citiesFor in api.ts), or in an idle turn once the index is ready.
import { loadTimeZones } from './identity/places/timeZone.ts';
import { loadPhoneMetadata } from './identity/phones/phoneMetadata.ts';

/**
 * Loads the time-zone table and what every country's phone numbers share; each is loaded once per
 * thread, so calling this again costs nothing. A first search from a ready dashboard waited about
 * 100 ms for these and the land when the search loaded them itself; only its place's land zone,
 * numbering plan, and name and address modules are left for it to load (the place typed is hinted:
 * see warmPlace).
 *
 * @example await loadMissionData() // the first mission's agents then come without the wait
 */
export async function loadMissionData(): Promise<void> {
  await Promise.all([loadTimeZones(), loadPhoneMetadata()]);
}
