// Placing and planning a mission for the library and the command line: not part of the package's
// API (src/lib/index.ts), which offers whole missions and agents, but what the command line's worker
// threads are handed.
import type { SearchRequest } from '../shared/types.ts';
import { createGeocoder, type Geocoder, type GeocodeStore } from '../worker/geocoder/geocoder.ts';
import { prepareMission, type PreparedMission } from '../worker/engine/runMission.ts';
import { placeIndexFrom, usePackagedLand } from './citiesData.ts';
import { MAX_AGENTS, type MissionOptions } from './options.ts';

/**
 * The mission placed and planned, with the maker of its agents: what the command line's worker
 * threads receive (it is structured-cloneable) so that they need neither the index nor the geocoder.
 *
 * @example const prepared = await prepare({ query: "paris", seed: 7, count: 10_000_000 })
 */
export async function prepare(
  options: MissionOptions,
  geocodeStore?: GeocodeStore,
): Promise<PreparedMission> {
  // The land index is read (from the package's snapshot) while the place index is: agents need it.
  const [index] = await Promise.all([placeIndexFrom(options.cities), usePackagedLand()]);
  const geocoder = geocoderFor(options.geocoderUrl, geocodeStore);
  const request: SearchRequest = {
    query: options.query,
    offline: geocoder === null,
    ...(options.count !== undefined ? { count: options.count } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.version !== undefined ? { version: options.version } : {}),
    ...(options.place !== undefined ? { place: options.place } : {}),
  };
  return prepareMission(
    { index, geocode: (query) => geocoder?.geocode(query) ?? Promise.resolve(null), entropy: Math.random },
    request,
    () => true,
    MAX_AGENTS,
  );
}

/**
 * One geocoder per service for the whole process, so that its one-request-a-second limit and its
 * answers hold across missions (the command line's queries from standard input), not per mission.
 */
const geocoders = new Map<string, Geocoder>();

function geocoderFor(url: string | undefined, store: GeocodeStore | undefined): Geocoder | null {
  if (url === undefined || url === '') return null;
  let geocoder = geocoders.get(url);
  if (geocoder === undefined) {
    geocoder = createGeocoder({
      endpoint: url,
      timeoutMs: 10_000,
      fetch: globalThis.fetch,
      ...(store !== undefined ? { store } : {}),
    });
    geocoders.set(url, geocoder);
  }
  return geocoder;
}
