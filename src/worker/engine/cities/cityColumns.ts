// The cities of the app's own file as columns over the file's bytes: numbers in typed
// arrays, names and regions as byte ranges decoded when a city is first read. Loading
// makes no City objects and no strings; a search reads a handful of cities, and a
// City, once made, is kept so repeated reads return the same object.
import { decodeJsonString } from './byteCursor.ts';
import type { City, CityTable } from './cityRecords.ts';

/** "FR" from (5 × 26 + 17): the two letters of a country code packed into one number. */
const COUNTRY_CODES: readonly string[] = Array.from({ length: 26 * 26 }, (_, code) =>
  String.fromCharCode(65 + Math.floor(code / 26), 65 + (code % 26)),
);

/** Packs an upper-case two-letter country code given as char codes (see COUNTRY_CODES). */
export function packCountry(first: number, second: number): number {
  return (first - 65) * 26 + (second - 65);
}

/** A CityColumns' state as arrays (see CityColumns.toParts); `text` holds the names and regions. */
export interface CityColumnsParts {
  ids: Float64Array;
  lats: Float64Array;
  lons: Float64Array;
  pops: Float64Array;
  countries: Uint16Array;
  ranges: Int32Array;
  text: Uint8Array;
}

/**
 * A growable column store, filled by the scanner with `add`, then given the file's bytes
 * (`attachBytes`) and read through CityTable.
 *
 * @example const table = new CityColumns(1000); table.add(…); table.attachBytes(bytes); table.at(0)?.name
 */
export class CityColumns implements CityTable {
  length = 0;
  private ids: Float64Array;
  private lats: Float64Array;
  private lons: Float64Array;
  private pops: Float64Array;
  private countries: Uint16Array;
  /** Byte ranges of each city's name and admin1 string contents: 4 numbers per city. */
  private ranges: Int32Array;
  private readonly made: (City | undefined)[] = [];
  /** The whole file: names and regions are decoded from it when a city is first read. */
  private bytes: Uint8Array = new Uint8Array(0);

  constructor(capacity: number) {
    const size = Math.max(16, capacity);
    this.ids = new Float64Array(size);
    this.lats = new Float64Array(size);
    this.lons = new Float64Array(size);
    this.pops = new Float64Array(size);
    this.countries = new Uint16Array(size);
    this.ranges = new Int32Array(size * 4);
  }

  /**
   * The columns cut to the table's length, with the names and regions copied out of the file into
   * one small buffer of their own (the ranges rewritten to it): what a snapshot keeps
   * (placeSnapshot.ts), without the rest of the file.
   */
  toParts(): CityColumnsParts {
    const { length, ranges, bytes } = this;
    let size = 0;
    for (let r = 0; r < length * 4; r += 2) size += (ranges[r + 1] as number) - (ranges[r] as number);
    const text = new Uint8Array(size);
    const moved = new Int32Array(length * 4);
    let at = 0;
    for (let r = 0; r < length * 4; r += 2) {
      const start = ranges[r] as number;
      const end = ranges[r + 1] as number;
      text.set(bytes.subarray(start, end), at);
      moved[r] = at;
      at += end - start;
      moved[r + 1] = at;
    }
    return {
      ids: this.ids.slice(0, length),
      lats: this.lats.slice(0, length),
      lons: this.lons.slice(0, length),
      pops: this.pops.slice(0, length),
      countries: this.countries.slice(0, length),
      ranges: moved,
      text,
    };
  }

  /** A table over the parts toParts gave (views, not copies); throws when they do not fit together. */
  static fromParts(parts: CityColumnsParts): CityColumns {
    const length = parts.ids.length;
    const { ranges, text } = parts;
    let fits =
      [parts.lats, parts.lons, parts.pops, parts.countries].every((column) => column.length === length) &&
      ranges.length === length * 4;
    // Every range within the text, start before end: a name is never read from outside it.
    for (let r = 0; fits && r < ranges.length; r += 2) {
      const start = ranges[r] as number;
      const end = ranges[r + 1] as number;
      fits = start >= 0 && start <= end && end <= text.length;
    }
    if (!fits) throw new Error('city columns: the parts do not fit together');
    const table = new CityColumns(0);
    table.ids = parts.ids;
    table.lats = parts.lats;
    table.lons = parts.lons;
    table.pops = parts.pops;
    table.countries = parts.countries;
    table.ranges = parts.ranges;
    table.bytes = parts.text;
    table.length = length;
    return table;
  }

  attachBytes(bytes: Uint8Array): void {
    this.bytes = bytes;
  }

  add(
    id: number,
    nameStart: number,
    nameEnd: number,
    country: number,
    admin1Start: number,
    admin1End: number,
    lat: number,
    lon: number,
    pop: number,
  ): number {
    const position = this.length;
    if (position === this.ids.length) this.grow();
    this.ids[position] = id;
    this.lats[position] = lat;
    this.lons[position] = lon;
    this.pops[position] = pop;
    this.countries[position] = country;
    const r = position * 4;
    this.ranges[r] = nameStart;
    this.ranges[r + 1] = nameEnd;
    this.ranges[r + 2] = admin1Start;
    this.ranges[r + 3] = admin1End;
    this.length = position + 1;
    return position;
  }

  at(position: number): City | undefined {
    if (!Number.isInteger(position) || position < 0 || position >= this.length) return undefined;
    return (this.made[position] ??= this.make(position));
  }

  /** The GeoNames id at a position, or -1 outside the table (the arrays are longer than the table while it grows). */
  idAt(position: number): number {
    return position >= 0 && position < this.length ? (this.ids[position] as number) : -1;
  }

  countryAt(position: number): string {
    return position >= 0 && position < this.length
      ? (COUNTRY_CODES[this.countries[position] as number] as string)
      : '';
  }

  *[Symbol.iterator](): Iterator<City> {
    for (let i = 0; i < this.length; i++) yield this.at(i) as City;
  }

  private make(position: number): City {
    const r = position * 4;
    const { bytes, ranges } = this;
    return {
      id: this.ids[position] as number,
      name: decodeJsonString(bytes, ranges[r] as number, ranges[r + 1] as number),
      country: COUNTRY_CODES[this.countries[position] as number] as string,
      admin1: decodeJsonString(bytes, ranges[r + 2] as number, ranges[r + 3] as number),
      lat: this.lats[position] as number,
      lon: this.lons[position] as number,
      pop: this.pops[position] as number,
    };
  }

  private grow(): void {
    const size = this.ids.length * 2;
    const widen = <T extends Float64Array | Uint16Array | Int32Array>(array: T, length: number): T => {
      const next = new (array.constructor as new (n: number) => T)(length);
      next.set(array);
      return next;
    };
    this.ids = widen(this.ids, size);
    this.lats = widen(this.lats, size);
    this.lons = widen(this.lons, size);
    this.pops = widen(this.pops, size);
    this.countries = widen(this.countries, size);
    this.ranges = widen(this.ranges, size * 4);
  }
}
