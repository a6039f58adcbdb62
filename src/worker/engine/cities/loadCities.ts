// Loading a cities file: the app's own file through the scanner made for its layout (also
// while it downloads), any other through JSON.parse and parseCityRecords, to the same index.
import { parseCityRecords } from './cityRecords.ts';
import { buildPlaceIndex, type PlaceIndex } from './placeIndex.ts';
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
  return {
    push(part) {
      if (length + part.length > buffer.length) {
        const larger = new Uint8Array(Math.max(buffer.length * 2, length + part.length, 1 << 16));
        larger.set(buffer.subarray(0, length));
        buffer = larger;
      }
      buffer.set(part, length);
      length += part.length;
      const lastLineFeed = part.lastIndexOf(LINE_FEED);
      if (lastLineFeed >= 0) scanner.scan(buffer, length - part.length + lastLineFeed + 1);
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
