// One city read straight from the cities file's bytes as far as they have come: the row whose id a
// shared link's pin names, found by its line's start (`[ID,`) and read by the general path's own
// record reader, without scanning the rows before it. The app's file lists the biggest places first,
// so a link to one of them is answered by the file's first few hundred kilobytes, while the scanner's
// code is still cold (interpreted: about 90 ms for the first 256 KB on the 2-core machine).
import { CITY_TABLE_FIELDS, parseCityRecords, type City } from './cityRecords.ts';

const ENCODER = new TextEncoder();
const DECODER = new TextDecoder();
/** The table's first line, as the build writes it (citiesFile.ts); rows follow, one per line. */
const HEADER = ENCODER.encode(`{"fields":${JSON.stringify(CITY_TABLE_FIELDS)},"rows":[\n`);
const LINE_FEED = 0x0a;
const COMMA = 0x2c;

/**
 * Looks for the first row of one GeoNames id in the app's cities table while it arrives: call `find`
 * with the bytes so far, as often as more come; each call reads only the lines that were not there
 * before. The City is the one the general path (parseCityRecords) reads from that row, which the
 * scanner's index is held equal to (tests/worker/engine/cities), and the index's lookup by id
 * (positionOfId) also takes the first row of an id. (A file in this layout whose rows were not
 * sorted by population would be sorted by the general path, and a duplicated id's first row could
 * then be another: the build writes them sorted, and the scanner reads no other.)
 *
 * @example const finder = new CityRowFinder(2988507); finder.find(bytes, length)?.name === "Paris"
 */
export class CityRowFinder {
  /** Where the next line not yet looked at starts (0: the header is not checked yet). */
  private next = 0;
  /** The bytes are not the app's table (or the row is malformed): only the index can answer. */
  private gaveUp = false;
  /** The row, once found: asked again, it is the same first row, not one further down. */
  private found: City | undefined;
  private readonly rowStart: Uint8Array;

  constructor(readonly id: number) {
    this.rowStart = ENCODER.encode(`[${id},`);
  }

  /** The city, once a complete row with the id is among bytes[0, length); undefined until then. */
  find(bytes: Uint8Array, length: number): City | undefined {
    if (this.found !== undefined || this.gaveUp) return this.found;
    if (this.next === 0) {
      // The general path decodes with TextDecoder, which drops a byte-order mark.
      const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
      if (length < start + HEADER.length) return undefined;
      if (!startsWith(bytes, start, HEADER)) return this.giveUp();
      this.next = start + HEADER.length;
    }
    const arrived = bytes.subarray(0, length);
    for (;;) {
      const lineFeed = arrived.indexOf(LINE_FEED, this.next);
      if (lineFeed < 0) return undefined;
      const start = this.next;
      this.next = lineFeed + 1;
      if (startsWith(arrived, start, this.rowStart)) return this.read(arrived, start, lineFeed);
    }
  }

  private read(bytes: Uint8Array, start: number, lineFeed: number): City | undefined {
    // Every row but the last ends with the comma that separates it from the next.
    const end = bytes[lineFeed - 1] === COMMA ? lineFeed - 1 : lineFeed;
    try {
      const row: unknown = JSON.parse(DECODER.decode(bytes.subarray(start, end)));
      const city = parseCityRecords({ fields: CITY_TABLE_FIELDS, rows: [row] }).cities.at(0);
      if (city?.id === this.id) return (this.found = city);
    } catch {
      // Not a row the general path would read: the index decides.
    }
    return this.giveUp();
  }

  private giveUp(): undefined {
    this.gaveUp = true;
    return undefined;
  }
}

function startsWith(bytes: Uint8Array, at: number, prefix: Uint8Array): boolean {
  if (at + prefix.length > bytes.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}
