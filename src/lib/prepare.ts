// Placing and planning a mission for the library and the command line: not part of the package's
// API (src/lib/index.ts), which offers whole missions and agents, but what the command line's worker
// threads are handed. The bad-input rules both share live here, so the two refuse the same things.
import type { SearchRequest } from '../shared/types.ts';
import { createGeocoder, type Geocoder, type GeocodeStore } from '../worker/geocoder/geocoder.ts';
import { prepareMission, type PreparedMission } from '../worker/engine/runMission.ts';
import { placeIndexFrom, usePackagedLand } from './citiesData.ts';
import type { MissionOptions } from './options.ts';
import { MAX_STREAMED_AGENTS } from '../shared/limits.ts';

/**
 * The mission placed and planned, with the maker of its agents: what the command line's worker
 * threads receive (it is structured-cloneable) so that they need neither the index nor the geocoder.
 * Throws MissionError for a request no mission can come of, a place pin that names no place included
 * (its message starts with `pinLabel`, what the pin was given as).
 *
 * @example const prepared = await prepare({ query: "paris", seed: 7, count: 10_000_000 })
 */
export async function prepare(
  options: MissionOptions,
  geocodeStore?: GeocodeStore,
  pinLabel = 'place',
): Promise<PreparedMission> {
  // The land index is read (from the package's snapshot) while the place index is: agents need it.
  const [index] = await Promise.all([placeIndexFrom(options.cities), usePackagedLand()]);
  const place = options.place === undefined ? undefined : pinOf(options.place);
  const geocoder = geocoderFor(options.geocoderUrl, geocodeStore);
  const request: SearchRequest = {
    query: options.query,
    offline: geocoder === null,
    ...(options.count !== undefined ? { count: options.count } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.version !== undefined ? { version: options.version } : {}),
    ...(place !== undefined ? { place } : {}),
  };
  // Failures go to this call's onWarning only: a library never writes to the console unasked.
  const warn = options.onWarning ?? (() => undefined);
  return prepareMission(
    {
      index,
      geocode: (query) => geocoder?.geocode(query, warn) ?? Promise.resolve(null),
      entropy: Math.random,
      strictPin: pinLabel,
    },
    request,
    () => true,
    MAX_STREAMED_AGENTS,
  );
}

/** A bare GeoNames id means its city, as on the command line; any other pin is taken as written. */
function pinOf(place: string): string {
  return typeof place === 'string' && /^\d{1,10}$/.test(place.trim()) ? `city:${place.trim()}` : place;
}

/**
 * One geocoder per service (and store) for the whole process, so that its one-request-a-second
 * limit and its answers hold across missions (the command line's queries from standard input, a
 * program's many calls), not per mission.
 */
const geocoders = new Map<GeocodeStore | undefined, Map<string, Geocoder>>();

function geocoderFor(url: string | undefined, store: GeocodeStore | undefined): Geocoder | null {
  if (url === undefined || url === '') return null;
  const byUrl = geocoders.get(store) ?? new Map<string, Geocoder>();
  geocoders.set(store, byUrl);
  let geocoder = byUrl.get(url);
  if (geocoder === undefined) {
    geocoder = createGeocoder({
      endpoint: url,
      timeoutMs: 10_000,
      fetch: globalThis.fetch,
      ...(store !== undefined ? { store } : {}),
    });
    byUrl.set(url, geocoder);
  }
  return geocoder;
}
