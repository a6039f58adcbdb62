// The I/O half of geocoding, shared by the worker and the CLI: one request per second at
// most (the Nominatim usage policy), answers cached by folded query, a timeout, and
// failures logged and turned into "no answer" so the caller falls back to the local index.
import type { Place } from '../../shared/types.ts';
import { buildGeocoderUrl, geocoderCacheKey, parseGeocoderResponse } from '../engine/geocoderResponse.ts';

/** A persistent store for answers (IndexedDB in the browser); optional. */
export interface GeocodeStore {
  get(key: string): Promise<Place | undefined>;
  set(key: string, place: Place): Promise<void>;
}

export interface GeocoderOptions {
  /** Nominatim-compatible search endpoint; empty switches geocoding off. */
  endpoint: string;
  timeoutMs: number;
  fetch: typeof fetch;
  store?: GeocodeStore;
  /** Where failures go: the spec wants them in the console, never on screen. */
  log?: (message: string) => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Nominatim's policy: an absolute maximum of one request per second. */
export const MIN_REQUEST_INTERVAL_MS = 1000;
/** Browsers drop it, but Node and some others send it; the policy asks apps to identify themselves. */
export const USER_AGENT = 'TheSilentDirectory/0.1 (fictional agent directory demo)';

export interface Geocoder {
  /**
   * The place the service finds for the query, or null (no result, switched off, failed, timed out).
   * `log`, when given, hears this call's failures instead of the geocoder's own log: one geocoder
   * can serve callers who each want their warnings in their own place.
   */
  geocode(query: string, log?: (message: string) => void): Promise<Place | null>;
}

/**
 * Creates a geocoder. Answers, including "nothing found", are remembered for the session;
 * places are also written to the store so a reload does not ask again.
 *
 * @example const geocoder = createGeocoder({ endpoint: "", timeoutMs: 3000, fetch });
 *   await geocoder.geocode("Tokyo") // null: switched off
 */
export function createGeocoder(options: GeocoderOptions): Geocoder {
  const memory = new Map<string, Place | null>();
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const log = options.log ?? ((message: string) => console.warn(message));
  let nextSlot = 0;

  async function request(query: string): Promise<Place | null> {
    // Reserve the next free one-second slot before waiting, so concurrent calls queue up; a
    // call that would wait past its timeout books nothing, so refusals never pile up.
    const slot = Math.max(now(), nextSlot);
    const wait = slot - now();
    const deadline = now() + options.timeoutMs;
    if (wait >= options.timeoutMs) throw new Error('rate limit: no request slot before the timeout');
    nextSlot = slot + MIN_REQUEST_INTERVAL_MS;
    if (wait > 0) await sleep(wait);

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.max(0, deadline - now()));
    try {
      const response = await options.fetch(buildGeocoderUrl(options.endpoint, query), {
        headers: { Accept: 'application/json', 'User-Agent': USER_AGENT },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return parseGeocoderResponse(await response.json());
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async geocode(query: string, callLog?: (message: string) => void): Promise<Place | null> {
      const say = callLog ?? log;
      if (options.endpoint === '') return null;
      const key = geocoderCacheKey(query);
      if (key === '') return null;
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        const stored = await options.store?.get(key);
        if (stored !== undefined) {
          memory.set(key, stored);
          return stored;
        }
      } catch (error) {
        say(`Geocoder cache unavailable: ${describe(error)}`);
      }
      try {
        const place = await request(query);
        memory.set(key, place);
        if (place !== null) await options.store?.set(key, place).catch(() => undefined);
        return place;
      } catch (error) {
        say(`Geocoding failed, using the local city list: ${describe(error)}`);
        return null;
      }
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.name === 'AbortError' ? 'timed out' : error.message;
  return String(error);
}

/**
 * Whether a value read back from a store (IndexedDB, the command line's cache file) is a place the
 * geocoder gave: a store may hold anything an older version, another program or a damaged file left.
 *
 * @example isGeocodedPlace({ name: "Tokyo", country: "Japan", countryCode: "JP", admin1: "", lat: 35.68, lon: 139.76, source: "geocoder" }) === true
 */
export function isGeocodedPlace(value: unknown): value is Place {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.name === 'string' &&
    typeof p.country === 'string' &&
    typeof p.countryCode === 'string' &&
    typeof p.admin1 === 'string' &&
    typeof p.lat === 'number' &&
    Number.isFinite(p.lat) &&
    Math.abs(p.lat) <= 90 &&
    typeof p.lon === 'number' &&
    Number.isFinite(p.lon) &&
    Math.abs(p.lon) <= 180 &&
    p.source === 'geocoder'
  );
}
