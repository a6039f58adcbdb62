// The format of public/cities.json and of the engine's test fixture, which is a slice of it.
// Both are written by this module so that a fixture is always shaped like the real file.

import type { City } from '../../src/worker/engine/cityRecords.ts';
import { foldText, isLatinScript } from '../../src/worker/engine/text.ts';

/** One line of the cities file: the engine's City (id is the GeoNames id) plus its alternate names. */
export interface CityRecord extends City {
  /** Folded Latin-script alternate names, sorted; absent when there are none. */
  alt?: string[];
}

/**
 * The names a visitor might type for a place, folded the way the engine folds queries: its
 * Latin-script alternate names and its ASCII name, without duplicates, without the folded
 * name itself (the engine indexes that anyway), sorted so the output is stable.
 *
 * @example foldAlternateNames("München", "Muenchen", "Monaco di Baviera,Munich,München,Мюнхен")
 *   // ["monaco di baviera", "muenchen", "munich"]
 */
export function foldAlternateNames(name: string, asciiName: string, alternateNames: string): string[] {
  const folded = new Set<string>();
  for (const alternate of alternateNames === '' ? [] : alternateNames.split(',')) {
    if (isLatinScript(alternate)) folded.add(foldText(alternate));
  }
  if (isLatinScript(asciiName)) folded.add(foldText(asciiName));
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

/**
 * The file's text: a JSON array with one record per line, so a data update reads as a diff.
 * The output depends only on the records, never on the machine or the time. The worker's
 * fast loader (src/worker/engine/scanCities.ts) reads exactly this layout and hands any
 * other to JSON.parse, far slower: change the two together (its tests compare them).
 */
export function serializeCities(records: readonly CityRecord[]): string {
  const lines = records.map((record) => JSON.stringify(orderFields(record)));
  return `[\n${lines.join(',\n')}\n]\n`;
}

// JSON.stringify follows insertion order; rebuilding the object pins the file's field order
// even for records that came from somewhere else (a parsed file, a test).
function orderFields(record: CityRecord): CityRecord {
  const { id, name, country, admin1, lat, lon, pop, alt } = record;
  return alt && alt.length > 0
    ? { id, name, country, admin1, lat, lon, pop, alt }
    : { id, name, country, admin1, lat, lon, pop };
}

/**
 * Reads a cities file written by serializeCities. Strict, because its only inputs are this
 * build's own outputs: a record of another shape means the build and the reader disagree.
 */
export function parseCitiesFile(text: string): CityRecord[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('cities file: expected a JSON array');
  return parsed.map((item: unknown, i) => {
    if (!isCityRecord(item)) throw new Error(`cities file: record ${i} is malformed`);
    return item;
  });
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
