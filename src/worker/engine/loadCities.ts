import { parseCityRecords } from './cityRecords.ts';
import { buildPlaceIndex, type PlaceIndex } from './placeIndex.ts';

export interface LoadedCities {
  index: PlaceIndex;
  skipped: number;
}

/**
 * Parses the text of a cities file and indexes it. Throws (with a plain message) when the
 * text is not JSON or not an array; skips and counts malformed records otherwise.
 *
 * @example loadCities('[{"id":1,"name":"Lyon","country":"FR","lat":45.75,"lon":4.85}]').index.cities.length === 1
 */
export function loadCities(text: string): LoadedCities {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SyntaxError('The cities file is not valid JSON.');
  }
  const list = parseCityRecords(data);
  return { index: buildPlaceIndex(list), skipped: list.skipped };
}
