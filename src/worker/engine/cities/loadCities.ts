// Loading a cities file: the app's own file through the scanner made for its layout (also
// while it downloads), any other through JSON.parse and parseCityRecords, to the same index.
import { parseCityRecords, type City } from './cityRecords.ts';
import { buildPlaceIndex, type PlaceIndex } from './placeIndex.ts';
import { CityRowFinder } from './cityRow.ts';
import { CitiesScanner } from './scanCities.ts';

export interface LoadedCities {
  index: PlaceIndex;
  skipped: number;
}

/** Adds a file's bytes as they arrive, then loads it; see createCitiesLoader. */
export interface CitiesLoader {
  /** The next part of the file; copied, so the caller may reuse it. */
  push(part: Uint8Array): void;
  /** Loads the file from everything pushed; throws as loadCities does. */
  finish(): LoadedCities;
  /** The next part of the file, copied but not scanned yet: see scanSome. */
  append(part: Uint8Array): void;
  /**
   * Scans about `maxBytes` more of what was appended (whole lines only, at least one when there is
   * one); true while complete lines are left unscanned. push is append, then scanSome to the end.
   */
  scanSome(maxBytes: number): boolean;
  /**
   * The first city with GeoNames id `id` in the rows appended so far, scanned or not (see
   * CityRowFinder), or undefined: what a link pinned to a city needs, before the file is whole.
   */
  cityWithId(id: number): City | undefined;
}

/** As response.text() decodes: UTF-8, a leading byte-order mark dropped, bad bytes replaced. */
const DECODER = new TextDecoder();
const ENCODER = new TextEncoder();
/** A lone surrogate (half of a pair) would not survive encoding to UTF-8; such text takes the general path. */
const SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_FEED = 0x0a;
/**
 * The buffer to start from when the size is unknown (a compressed response has no usable
 * Content-Length): room for the generated file (8.7 MB) and more, so it is never copied to grow.
 * Copying is not free here: in Chromium on the shared test machine, growing from 1 MB
 * (31 MB copied) profiled at 15–30 ms.
 */
const UNKNOWN_SIZE_BUFFER_BYTES = 16 << 20;

/**
 * Parses a cities file and indexes it. Throws (with a plain message) when the file is not
 * JSON, or neither a table nor an array; skips and counts malformed records otherwise. Takes
 * the file's bytes (what fetch and readFile give) or its text.
 *
 * @example loadCities('[{"id":1,"name":"Lyon","country":"FR","lat":45.75,"lon":4.85}]').index.cities.length === 1
 */
export function loadCities(file: Uint8Array | string): LoadedCities {
  const bytes = typeof file === 'string' ? encodeForScan(file) : file;
  const scanned = bytes === null ? null : new CitiesScanner(bytes.length).finish(bytes, bytes.length);
  if (scanned !== null) return { index: scanned, skipped: 0 };
  return loadParsed(typeof file === 'string' ? file : DECODER.decode(file));
}

/**
 * loadCities for a file that arrives in parts: each part is scanned as it comes (whole
 * lines only), so that by the end of a download little work is left. `expectedBytes` (0
 * when unknown) sizes the buffer.
 *
 * @example const loader = createCitiesLoader(0); for (const part of parts) loader.push(part); loader.finish()
 */
export function createCitiesLoader(expectedBytes: number): CitiesLoader {
  const scanner = new CitiesScanner(expectedBytes);
  let buffer = new Uint8Array(expectedBytes > 0 ? expectedBytes : UNKNOWN_SIZE_BUFFER_BYTES);
  let length = 0;
  /** The scanner has read bytes[0, scanned): whole lines. */
  let scanned = 0;
  const finders = new Map<number, CityRowFinder>();
  const append = (part: Uint8Array) => {
    if (length + part.length > buffer.length) {
      const larger = new Uint8Array(Math.max(buffer.length * 2, length + part.length, 1 << 16));
      larger.set(buffer.subarray(0, length));
      buffer = larger;
    }
    buffer.set(part, length);
    length += part.length;
  };
  const scanSome = (maxBytes: number): boolean => {
    const arrived = buffer.subarray(0, length);
    // The last line feed within maxBytes, or the first after it for a line longer than that.
    let lineFeed = arrived.lastIndexOf(LINE_FEED, Math.min(length, scanned + maxBytes) - 1);
    if (lineFeed < scanned) lineFeed = arrived.indexOf(LINE_FEED, scanned);
    if (lineFeed < 0) return false;
    scanned = lineFeed + 1;
    scanner.scan(buffer, scanned);
    return arrived.indexOf(LINE_FEED, scanned) >= 0;
  };
  return {
    push(part) {
      append(part);
      scanSome(Infinity);
    },
    append,
    scanSome,
    cityWithId(id) {
      let finder = finders.get(id);
      if (finder === undefined) finders.set(id, (finder = new CityRowFinder(id)));
      return finder.find(buffer, length);
    },
    finish() {
      const bytes = buffer.subarray(0, length);
      const scanned = scanner.finish(bytes, length);
      if (scanned !== null) return { index: scanned, skipped: 0 };
      return loadParsed(DECODER.decode(bytes));
    },
  };
}

/**
 * The general path: a table of city records, or any JSON array of city-like records.
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
