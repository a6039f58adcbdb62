// Pins: the short text a mission link carries (`place=`) to put a mission in the same place
// forever, whatever the resolver or the geocoder would answer later. A local place is pinned by
// its GeoNames id or its area's codes; a geocoder's answer by its point, country and names.
import type { Place } from '../../../shared/types.ts';
import { MAX_PLACE_PIN_LENGTH } from '../../../shared/limits.ts';
import type { City } from '../cities/cityRecords.ts';

export type ParsedPin =
  | { kind: 'city' | 'random'; id: number }
  | { kind: 'country'; country: string }
  | { kind: 'region'; country: string; admin1: string }
  | { kind: 'geo'; place: Place };

const SEPARATOR = '|';
/** Coordinates as a pin writes them: plain decimals, no exponents, hex or spaces. */
const DECIMAL = /^-?\d{1,3}(?:\.\d{1,17})?$/;
const COUNTRY = /^[A-Z]{2}$/;
// eslint-disable-next-line no-control-regex -- a pin with control characters is not one
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Longest place name a geocoder pin carries (the geocoder reader caps names alike). */
const MAX_NAME_LENGTH = 200;

export function cityPin(city: City, random = false): string {
  return `${random ? 'random' : 'city'}:${city.id}`;
}

export function countryPin(country: string): string {
  return `country:${country}`;
}

export function regionPin(country: string, admin1: string): string {
  return `region:${country}:${admin1}`;
}

/**
 * The pin of a geocoder's answer: `geo:LAT,LON|CC|Admin1|Name`. A `|` inside a name (none is
 * known to have one) becomes `/`, so the pin always reads back.
 *
 * @example geoPin({ name: "Porto", country: "Portugal", countryCode: "PT", admin1: "Porto", lat: 41.1496, lon: -8.611, source: "geocoder" })
 *   === "geo:41.1496,-8.611|PT|Porto|Porto"
 */
export function geoPin(place: Place): string {
  const clean = (text: string): string => text.split(SEPARATOR).join('/');
  return `geo:${decimal(place.lat)},${decimal(place.lon)}${SEPARATOR}${place.countryCode}${SEPARATOR}${clean(place.admin1)}${SEPARATOR}${clean(place.name)}`;
}

/** A coordinate as plain decimals: String() would write 1e-7 for a point a hair off the equator. */
function decimal(value: number): string {
  const text = String(value);
  return text.includes('e') ? value.toFixed(17).replace(/\.?0+$/, '') : text;
}

/** What placing a mission by its pin needs of the cities (see pinNeed). */
export type PinNeed = { kind: 'nothing'; place: Place } | { kind: 'city'; id: number } | { kind: 'index' };

/**
 * What a mission pinned to `text` needs of the city index before it can be placed: nothing for a
 * geocoder's place (the pin carries it whole), the one city with the pin's GeoNames id for a city
 * pin, the whole index for an area (its places) and for no pin (the query is resolved). A link's
 * mission can start on what it needs while the rest of the cities load (see citiesSource.ts).
 *
 * @example pinNeed("city:2988507", countryName) // { kind: "city", id: 2988507 }
 * @example pinNeed("geo:41.1496,-8.611|PT|Porto|Porto", countryName).kind === "nothing"
 * @example pinNeed("", countryName) // { kind: "index" }
 */
export function pinNeed(text: string, countryName: (code: string) => string): PinNeed {
  const parsed = parsePin(text, countryName);
  if (parsed === null) return { kind: 'index' };
  if (parsed.kind === 'geo') return { kind: 'nothing', place: parsed.place };
  if (parsed.kind === 'city' || parsed.kind === 'random') return { kind: 'city', id: parsed.id };
  return { kind: 'index' };
}

/**
 * Reads a pin, or null when the text is not one (a malformed pin is ignored, never an error:
 * the query still resolves). `countryName` gives the geocoder pin's country its English name.
 *
 * @example parsePin("city:2735943", name) // { kind: "city", id: 2735943 }
 * @example parsePin("geo:41.1496,-8.611|PT|Porto|Porto", name)?.kind === "geo"
 * @example parsePin("city:12abc", name) === null
 */
export function parsePin(text: string, countryName: (code: string) => string): ParsedPin | null {
  if (text.length === 0 || text.length > MAX_PLACE_PIN_LENGTH || CONTROL.test(text)) return null;
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const kind = text.slice(0, colon);
  const rest = text.slice(colon + 1);
  switch (kind) {
    case 'city':
    case 'random': {
      if (!/^\d{1,10}$/.test(rest)) return null;
      const id = Number(rest);
      return id > 0 ? { kind, id } : null;
    }
    case 'country':
      return COUNTRY.test(rest) && countryName(rest) !== '' ? { kind: 'country', country: rest } : null;
    case 'region': {
      const country = rest.slice(0, 2);
      const admin1 = rest.slice(3);
      if (!COUNTRY.test(country) || rest[2] !== ':' || admin1.trim() === '') return null;
      return { kind: 'region', country, admin1 };
    }
    case 'geo':
      return parseGeoPin(rest, countryName);
    default:
      return null;
  }
}

function parseGeoPin(rest: string, countryName: (code: string) => string): ParsedPin | null {
  const [point, country, admin1, ...name] = rest.split(SEPARATOR);
  const [latText, lonText, extra] = (point ?? '').split(',');
  if (latText === undefined || lonText === undefined || extra !== undefined) return null;
  if (!DECIMAL.test(latText) || !DECIMAL.test(lonText)) return null;
  const lat = Number(latText);
  const lon = Number(lonText);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const countryCode = country ?? '';
  if (countryCode !== '' && (!COUNTRY.test(countryCode) || countryName(countryCode) === '')) return null;
  const placeName = name.join(SEPARATOR).trim();
  if (placeName === '' || placeName.length > MAX_NAME_LENGTH || admin1 === undefined) return null;
  return {
    kind: 'geo',
    place: {
      name: placeName,
      country: countryCode === '' ? '' : countryName(countryCode),
      countryCode,
      admin1: admin1.slice(0, 100),
      lat,
      lon,
      source: 'geocoder',
    },
  };
}
