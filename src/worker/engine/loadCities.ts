import { parseCityRecords } from './cityRecords.ts';
import { buildPlaceIndex, type PlaceIndex } from './placeIndex.ts';
import { scanCities } from './scanCities.ts';

export interface LoadedCities {
  index: PlaceIndex;
  skipped: number;
}

/** As response.text() decodes: UTF-8, a leading byte-order mark dropped, bad bytes replaced. */
const DECODER = new TextDecoder();
const ENCODER = new TextEncoder();
/** A lone surrogate would not survive encoding to UTF-8; such text takes the general path. */
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * Parses a cities file and indexes it. Throws (with a plain message) when the file is not
 * JSON or not an array; skips and counts malformed records otherwise. Takes the file's
 * bytes (what fetch and readFile give) or its text. The app's own file is read by a
 * scanner made for its layout; any other file goes through JSON.parse, to the same result.
 *
 * @example loadCities('[{"id":1,"name":"Lyon","country":"FR","lat":45.75,"lon":4.85}]').index.cities.length === 1
 */
export function loadCities(file: Uint8Array | string): LoadedCities {
  const bytes = typeof file === 'string' ? encodeForScan(file) : file;
  const scanned = bytes === null ? null : scanCities(bytes);
  if (scanned !== null) return { index: scanned, skipped: 0 };
  return loadParsed(typeof file === 'string' ? file : DECODER.decode(file));
}

/**
 * The general path: any JSON array of city-like records.
 *
 * @example loadParsed('[{"name":"Lyon","country":"fr","lat":"45.75","lng":"4.85"}]').skipped === 0
 */
export function loadParsed(text: string): LoadedCities {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SyntaxError('The cities file is not valid JSON.');
  }
  const list = parseCityRecords(data);
  return { index: buildPlaceIndex(list), skipped: list.skipped };
}

/** Text as the bytes the scanner reads, unless encoding would change it (see SURROGATE). */
function encodeForScan(text: string): Uint8Array | null {
  // JSON.parse rejects a byte-order mark in text; the byte path would drop it.
  if (text.charCodeAt(0) === 0xfeff || SURROGATE.test(text)) return null;
  return ENCODER.encode(text);
}
