// The pure half of geocoding: building the request and reading the answer. The answer
// is untrusted input (it may be the wrong shape, carry `__proto__` keys or nonsense
// coordinates), so it is read field by field and never merged into other objects.
import type { Place } from '../../shared/types.ts';
import { countryCodeFromName, countryName } from './countries.ts';
import { foldText } from './text.ts';

/** Nominatim rejects very long queries, and nobody's city name is this long. */
export const GEOCODER_QUERY_MAX_LENGTH = 200;

/**
 * The search URL for a Nominatim-compatible endpoint: JSON, one result, English names,
 * address details (for the ISO country code).
 *
 * @example buildGeocoderUrl("https://nominatim.openstreetmap.org/search", "Tokyo")
 *   // "https://nominatim.openstreetmap.org/search?q=Tokyo&format=json&limit=1&accept-language=en&addressdetails=1"
 */
export function buildGeocoderUrl(endpoint: string, query: string): string {
  const url = new URL(endpoint);
  url.searchParams.set('q', capQuery(query));
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '1');
  url.searchParams.set('accept-language', 'en');
  url.searchParams.set('addressdetails', '1');
  return url.toString();
}

/** The query as sent: trimmed, control characters removed, capped without splitting a surrogate pair. */
export function capQuery(query: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = query.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (clean.length <= GEOCODER_QUERY_MAX_LENGTH) return clean;
  const end = /[\ud800-\udbff]/.test(clean.charAt(GEOCODER_QUERY_MAX_LENGTH - 1))
    ? GEOCODER_QUERY_MAX_LENGTH - 1
    : GEOCODER_QUERY_MAX_LENGTH;
  return clean.slice(0, end);
}

/** The key geocoder answers are cached under: the folded query, so "Paris" and "paris " share one. */
export function geocoderCacheKey(query: string): string {
  return foldText(capQuery(query));
}

/**
 * Reads a Nominatim answer. Returns null for "no result" and for anything malformed.
 * The country is the last comma-separated part of `display_name` (spec §7); the ISO code
 * comes from `address.country_code` when present, else from that country name. An answer
 * that is a whole country or first-level region is marked (`area`), so the mission can spread
 * over that area's places instead of standing every agent in its middle.
 *
 * @example parseGeocoderResponse([{ lat: "35.68", lon: "139.76", display_name: "Tokyo, Japan" }])
 *   // → { name: "Tokyo", country: "Japan", countryCode: "JP", admin1: "", lat: 35.68, lon: 139.76, source: "geocoder" }
 */
export function parseGeocoderResponse(body: unknown): Place | null {
  if (!Array.isArray(body) || body.length === 0) return null;
  const first: unknown = body[0];
  if (typeof first !== 'object' || first === null) return null;
  const hit = first as Record<string, unknown>;
  const lat = readCoordinate(hit.lat, 90);
  const lon = readCoordinate(hit.lon, 180);
  const displayName = typeof hit.display_name === 'string' ? hit.display_name : '';
  if (lat === null || lon === null || displayName.trim() === '') return null;
  // 0,0 ("Null Island", in the Gulf of Guinea) is what broken geocoders send for "unknown".
  if (lat === 0 && lon === 0) return null;

  const parts = displayName
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const displayCountry = parts.length > 1 ? (parts[parts.length - 1] as string) : '';
  const countryCode = readCountryCode(hit.address) ?? countryCodeFromName(displayCountry) ?? '';
  const name = (typeof hit.name === 'string' && hit.name.trim()) || (parts[0] ?? '');
  const area = readArea(hit);
  const place: Place = {
    name: name.slice(0, GEOCODER_QUERY_MAX_LENGTH),
    // The ISO code's English name keeps nationality consistent with the rest of the app.
    country: (countryCode !== '' ? countryName(countryCode) : '') || displayCountry,
    countryCode,
    admin1: readState(hit.address) || (area === 'region' ? name.slice(0, 100) : ''),
    lat,
    lon,
    source: 'geocoder',
  };
  if (area !== null) place.area = area;
  return place;
}

/** Nominatim's address types for a first-level region, whatever the country calls it. */
const REGION_TYPES = new Set(['state', 'province', 'region']);
/** Nominatim's search ranks: 4 is a country, 5–9 a state or province; a city is 13 or more. */
const COUNTRY_RANK = 4;
const REGION_RANKS = { min: 5, max: 9 };

/**
 * Whether an answer is a whole country or first-level region rather than a place to stand in:
 * its `addresstype` says so, or an administrative boundary's `place_rank` does (older servers
 * send no addresstype). Anything unreadable is a city: a place to stand in is the safe reading.
 */
function readArea(hit: Record<string, unknown>): 'country' | 'region' | null {
  const addressType = typeof hit.addresstype === 'string' ? hit.addresstype : '';
  if (addressType === 'country') return 'country';
  if (REGION_TYPES.has(addressType)) return 'region';
  if (addressType !== '') return null;
  const rank = typeof hit.place_rank === 'number' ? hit.place_rank : Number.NaN;
  const boundary = hit.class === 'boundary' && hit.type === 'administrative';
  if (hit.type === 'country' || (boundary && rank === COUNTRY_RANK)) return 'country';
  if (hit.type === 'state' || (boundary && rank >= REGION_RANKS.min && rank <= REGION_RANKS.max))
    return 'region';
  return null;
}

/** Nominatim writes coordinates as plain decimals ("35.6768601"); Number() alone would also take "0x1F" or "1e1". */
const DECIMAL = /^[+-]?\d{1,3}(\.\d+)?$/;

function readCoordinate(value: unknown, limit: number): number | null {
  const parsed = typeof value === 'string' ? (DECIMAL.test(value.trim()) ? Number(value) : null) : value;
  if (typeof parsed !== 'number' || !Number.isFinite(parsed) || Math.abs(parsed) > limit) return null;
  return parsed;
}

function readCountryCode(address: unknown): string | null {
  if (typeof address !== 'object' || address === null) return null;
  const code = (address as Record<string, unknown>).country_code;
  if (typeof code !== 'string' || !/^[a-zA-Z]{2}$/.test(code)) return null;
  const upper = code.toUpperCase();
  return countryName(upper) !== '' ? upper : null;
}

function readState(address: unknown): string {
  if (typeof address !== 'object' || address === null) return '';
  const state = (address as Record<string, unknown>).state;
  return typeof state === 'string' ? state.slice(0, 100) : '';
}
