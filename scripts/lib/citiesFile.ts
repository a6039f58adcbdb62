// The format of public/cities.json and of the engine's test fixture, which is a slice of it.
// Both are written by this module so that a fixture is always shaped like the real file.

import { CITY_TABLE_FIELDS, type City } from '../../src/worker/engine/cities/cityRecords.ts';
import { foldText } from '../../src/worker/engine/text.ts';

/** One row of the cities file: the engine's City (id is the GeoNames id) plus its alternate names. */
export interface CityRecord extends City {
  /** Folded alternate names in every script, sorted; absent when there are none. */
  alt?: string[];
}

/**
 * The names a visitor might type for a place, folded the way the engine folds queries: its
 * alternate names in every script and its ASCII name, without duplicates, without the folded
 * name itself (the engine indexes that anyway), sorted so the output is stable.
 *
 * @example foldAlternateNames("München", "Muenchen", "Monaco di Baviera,Munich,München,Мюнхен")
 *   // ["monaco di baviera", "muenchen", "munich", "мюнхен"]
 */
export function foldAlternateNames(name: string, asciiName: string, alternateNames: string): string[] {
  const folded = new Set<string>();
  for (const alternate of alternateNames === '' ? [] : alternateNames.split(',')) {
    folded.add(foldText(alternate));
  }
  folded.add(foldText(asciiName));
  folded.delete(foldText(name));
  folded.delete('');
  return [...folded].sort();
}

/** Coordinates as the dump gives them (5 decimals), guarding against longer input. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** Same order as the built file: most populous first, ties by id. */
export function compareCityRecords(a: CityRecord, b: CityRecord): number {
  return b.pop - a.pop || a.id - b.id;
}

/** The file's fields, in row order (defined with the engine that reads them). */
export const CITY_FIELDS = CITY_TABLE_FIELDS;

/**
 * The file's text: a JSON table, `{"fields":[…],"rows":[…]}`, one row per line so that a data
 * update reads as a diff. A table, not an array of records, because the field names would be
 * half of the file: 14.5 MB as records against 8.7 MB as rows (3.99 and 3.64 MB gzipped), and
 * every byte is read, decoded, handed to the worker and scanned while the dashboard opens
 * (bench/RESULTS.md). The loader reads fields by the names in the header, and still takes an
 * array of records (the spec's shape) from anywhere else.
 *
 * The output depends only on the records, never on the machine or the time. The worker's
 * fast loader (src/worker/engine/cities/scanCities.ts) reads exactly this layout and hands any
 * other to JSON.parse, far slower: change the two together (its tests compare them).
 */
export function serializeCities(records: readonly CityRecord[]): string {
  const rows = records.map((record) => JSON.stringify(toRow(record)));
  return `{"fields":${JSON.stringify(CITY_FIELDS)},"rows":[\n${rows.join(',\n')}\n]}\n`;
}

function toRow({ id, name, country, admin1, lat, lon, pop, alt }: CityRecord): unknown[] {
  const row: unknown[] = [id, name, country, admin1, lat, lon, pop];
  if (alt && alt.length > 0) row.push(alt);
  return row;
}

/**
 * Reads a cities file written by serializeCities. Strict, because its only inputs are this
 * build's own outputs: a row of another shape means the build and the reader disagree.
 */
export function parseCitiesFile(text: string): CityRecord[] {
  const parsed: unknown = JSON.parse(text);
  const { fields, rows } = (parsed ?? {}) as { fields?: unknown; rows?: unknown };
  if (JSON.stringify(fields) !== JSON.stringify(CITY_FIELDS) || !Array.isArray(rows)) {
    throw new Error(`cities file: expected {"fields":${JSON.stringify(CITY_FIELDS)},"rows":[…]}`);
  }
  return rows.map((row: unknown, i) => {
    const record = Array.isArray(row) && (row.length === 7 || row.length === 8) ? fromRow(row) : null;
    if (record === null || !isCityRecord(record)) throw new Error(`cities file: row ${i} is malformed`);
    return record;
  });
}

function fromRow(row: unknown[]): Record<string, unknown> {
  const [id, name, country, admin1, lat, lon, pop, alt] = row;
  return row.length === 8
    ? { id, name, country, admin1, lat, lon, pop, alt }
    : { id, name, country, admin1, lat, lon, pop };
}

function isCityRecord(item: unknown): item is CityRecord {
  if (typeof item !== 'object' || item === null) return false;
  const record = item as Record<string, unknown>;
  return (
    typeof record.id === 'number' &&
    typeof record.name === 'string' &&
    typeof record.country === 'string' &&
    typeof record.admin1 === 'string' &&
    typeof record.lat === 'number' &&
    typeof record.lon === 'number' &&
    typeof record.pop === 'number' &&
    (record.alt === undefined ||
      (Array.isArray(record.alt) && record.alt.every((name: unknown) => typeof name === 'string')))
  );
}
