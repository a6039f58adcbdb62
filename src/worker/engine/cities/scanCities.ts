// The fast path for the app's own cities file: one pass over its bytes that fills the city
// columns and the key table directly, instead of JSON.parse making 118,000 arrays and
// 300,000 strings that the index then copies and folds again. It understands exactly the
// layout scripts/lib/citiesFile.ts writes (the header naming the fields, then one compact
// row per line, the optional `alt` last) with canonical values; on anything else it gives
// up, and the loader takes the general path (JSON.parse, then parseCityRecords), which the
// tests hold it equal to. It can scan a file while it downloads, a line at a time.
import {
  BACKSLASH,
  ByteCursor,
  COMMA,
  decodeCodePoint,
  decodeJsonString,
  giveUp,
  NotCanonical,
  QUOTE,
  SPACE,
  utf8SequenceLength,
} from './byteCursor.ts';
import { CityColumns, packCountry } from './cityColumns.ts';
import { CITY_TABLE_FIELDS } from './cityRecords.ts';
import { FNV_OFFSET, FNV_PRIME, HASH_BITS, KeyTable } from './keyTable.ts';
import {
  finishPlaceIndex,
  keepsAlternate,
  SHORT_ALTERNATE_MAX_LENGTH,
  SHORT_ALTERNATE_MIN_POPULATION,
  type PlaceIndex,
} from './placeIndex.ts';
import { foldCodePoint, foldText } from '../text.ts';

const ENCODER = new TextEncoder();
/** The table's header up to its first row, as the build writes it (citiesFile.ts). */
const HEADER = ENCODER.encode(`{"fields":${JSON.stringify(CITY_TABLE_FIELDS)},"rows":[`);
const COMMA_QUOTE = ENCODER.encode(',"');
const QUOTE_COMMA_QUOTE = ENCODER.encode('","');
const QUOTE_COMMA = ENCODER.encode('",');
const COMMA_BRACKET = ENCODER.encode(',[');

const UPPER_A = 0x41;
const UPPER_Z = 0x5a;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const LINE_FEED = 0x0a;

// How foldText treats each byte of an ASCII name: a letter or digit folds to its lower-case
// code; an apostrophe is dropped; other punctuation separates words. NOT_ASCII marks the
// bytes the table cannot answer: multi-byte characters, escapes and control characters.
const NOT_ASCII = 0;
const SEPARATOR = 1;
const DROPPED = 2;
const ASCII_FOLD = new Uint8Array(256).map((_, byte) => {
  if (byte < 0x20 || byte === BACKSLASH || byte >= 0x80) return NOT_ASCII;
  if (byte === 0x27) return DROPPED;
  const char = String.fromCharCode(byte).toLowerCase();
  return /[a-z0-9]/.test(char) ? char.charCodeAt(0) : SEPARATOR;
});

/** Room made for a key before it is written, and again whenever it runs out. */
const NAME_ROOM = 256;

/** Roughly the generated file's bytes per row: sizes the columns on the first try. */
const BYTES_PER_RECORD = 70;
/** The generated file's record count, give or take: the size to start from when unknown. */
const TYPICAL_RECORDS = 120_000;
/** Distinct alternate names per record in the generated file (all scripts, places of 50,000 or more): 1.2. */
const ALTERNATES_PER_RECORD = 1.3;

// Where the scan stands between two calls: before the header, before a row, after one, after
// the rows' `]`, after the table's `}`.
const BEFORE_HEADER = 0;
const BEFORE_RECORD = 1;
const AFTER_RECORD = 2;
const AFTER_ROWS = 3;
const DONE = 4;

/**
 * Loads a cities file in the layout the build writes, or returns null when the bytes are
 * anything else (another layout, unsorted records, exponents, invalid UTF-8, not JSON …).
 * The index it returns equals the general path's for the same file.
 *
 * @example scanCities(new TextEncoder().encode('{"fields":["id","name","country","admin1","lat","lon","pop","alt"],"rows":[\n[1,"Lyon","FR","",45.75,4.85,0]\n]}'))
 *   ?.lookup("lyon") // → [0]
 */
export function scanCities(bytes: Uint8Array): PlaceIndex | null {
  return new CitiesScanner(bytes.length).finish(bytes, bytes.length);
}

/**
 * The scanner behind scanCities, for a file that arrives in parts: `scan` whatever has come
 * (it reads whole lines only), then `finish` once all of it is in.
 *
 * @example const scanner = new CitiesScanner(0); scanner.scan(buffer, 65536); scanner.finish(buffer, length)
 */
export class CitiesScanner extends ByteCursor {
  private step = BEFORE_HEADER;
  private failed = false;
  /** Population of the last record, which the next may not exceed; -1 before the first. */
  private previousPop = -1;
  private readonly cities: CityColumns;
  /** Own names; `alternates` holds the alternate names, so a place's own name can outrank them. */
  private readonly keys: KeyTable;
  private readonly alternates: KeyTable;
  /** foldCodePoint, remembered: a file has a few hundred distinct non-ASCII characters. */
  private readonly pieces = new Map<number, string>();

  /** `expectedBytes` sizes the tables (0 when unknown); they grow when it is too small. */
  constructor(expectedBytes: number) {
    super();
    const records = expectedBytes > 0 ? Math.ceil(expectedBytes / BYTES_PER_RECORD) : TYPICAL_RECORDS;
    this.cities = new CityColumns(records);
    this.keys = new KeyTable(records);
    this.alternates = new KeyTable(Math.ceil(records * ALTERNATES_PER_RECORD));
  }

  /**
   * Scans bytes[pos, end), where `end` follows a line feed, or is the end of the file: a
   * row is one line, and so is the header, so neither is ever cut. `bytes` may be a new, larger copy of the last
   * call's buffer. Remembers, rather than throws, that the file is not canonical.
   */
  scan(bytes: Uint8Array, end: number): void {
    if (this.failed) return;
    this.bytes = bytes;
    try {
      this.scanSteps(end);
    } catch (error) {
      if (!(error instanceof NotCanonical)) throw error;
      this.failed = true;
    }
  }

  /** The index of the whole file, bytes[0, length), or null when it is not canonical. */
  finish(bytes: Uint8Array, length: number): PlaceIndex | null {
    this.scan(bytes, length);
    if (this.failed || this.step !== DONE || this.pos !== length) return null;
    this.cities.attachBytes(bytes.subarray(0, length));
    return finishPlaceIndex(this.keys, this.alternates, this.cities);
  }

  private scanSteps(end: number): void {
    const { bytes } = this;
    // The general path decodes with TextDecoder, which drops a byte-order mark.
    if (this.pos === 0 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) this.pos = 3;
    for (;;) {
      this.skipWhitespace(end);
      if (this.pos >= end) return;
      switch (this.step) {
        case BEFORE_HEADER:
          this.expect(HEADER);
          this.step = BEFORE_RECORD;
          break;
        case BEFORE_RECORD:
          this.scanRecords(end);
          this.step = AFTER_RECORD;
          break;
        case AFTER_RECORD: {
          const next = bytes[this.pos++];
          if (next === CLOSE_BRACKET) this.step = AFTER_ROWS;
          else if (next === COMMA) this.step = BEFORE_RECORD;
          else giveUp();
          break;
        }
        case AFTER_ROWS:
          this.expectByte(CLOSE_BRACE);
          this.step = DONE;
          break;
        case DONE:
          giveUp(); // something other than whitespace after the table
      }
    }
  }

  /**
   * A row, and those that follow it as the build writes them (`…],\n[…`) and lie before
   * `end`, in one loop: the state machine is for the ends of the file and of a part.
   */
  private scanRecords(end: number): void {
    const { bytes } = this;
    for (;;) {
      const pop = this.scanRecord();
      // The general path sorts an unsorted file; this one only reads sorted files.
      if (this.previousPop >= 0 && pop > this.previousPop) giveUp();
      this.previousPop = pop;
      const next = this.pos;
      if (bytes[next] !== COMMA || bytes[next + 1] !== LINE_FEED || next + 2 >= end) return;
      this.pos = next + 2;
    }
  }

  /**
   * One row, `[id,"name","CC","admin1",lat,lon,pop]` with `,[…]` (the alternate names)
   * before its last bracket when there are any. Filed in the columns and the key table;
   * returns its population.
   */
  private scanRecord(): number {
    const { bytes } = this;
    const position = this.cities.length;
    this.expectByte(OPEN_BRACKET);
    const id = this.scanInteger();
    this.expect(COMMA_QUOTE);
    const nameStart = this.pos;
    const nameEnd = this.scanName(position);
    this.expect(COMMA_QUOTE);
    const first = bytes[this.pos] ?? 0;
    const second = bytes[this.pos + 1] ?? 0;
    if (first < UPPER_A || first > UPPER_Z || second < UPPER_A || second > UPPER_Z) giveUp();
    this.pos += 2;
    this.expect(QUOTE_COMMA_QUOTE);
    const admin1Start = this.pos;
    const admin1End = this.skipString(admin1Start);
    // The general path trims regions: a region with an escape or a space at either end is left to it.
    if (
      admin1End > admin1Start &&
      (this.skippedEscape ||
        (bytes[admin1Start] as number) <= SPACE ||
        (bytes[admin1End - 1] as number) <= SPACE)
    )
      giveUp();
    this.pos = admin1End;
    this.expect(QUOTE_COMMA);
    const lat = this.scanDecimal();
    if (lat < -90 || lat > 90) giveUp();
    this.expectByte(COMMA);
    const lon = this.scanDecimal();
    if (lon < -180 || lon > 180) giveUp();
    this.expectByte(COMMA);
    const pop = this.scanInteger();
    this.cities.add(
      id,
      nameStart,
      nameEnd,
      packCountry(first, second),
      admin1Start,
      admin1End,
      lat,
      lon,
      pop,
    );
    if (bytes[this.pos] !== CLOSE_BRACKET) {
      this.expect(COMMA_BRACKET);
      this.scanAlternates(position, pop >= SHORT_ALTERNATE_MIN_POPULATION);
    }
    this.expectByte(CLOSE_BRACKET);
    return pop;
  }

  /**
   * The name, filed under its folded form; returns the offset of its closing quote. Folds
   * as foldText does, byte by byte: ASCII letters lower-cased, apostrophes dropped, other
   * runs of punctuation one space, ends trimmed; any other character by its foldCodePoint
   * piece. A name with escapes is decoded and folded by foldText itself.
   */
  private scanName(position: number): number {
    const { bytes, keys } = this;
    const start = this.pos;
    let chars = keys.beginKey(NAME_ROOM);
    let room = keys.keyStart + NAME_ROOM;
    const keyStart = keys.keyStart;
    let length = 0;
    let hash = FNV_OFFSET;
    let pendingSpace = false;
    let i = start;
    for (; ; i++) {
      const b = bytes[i] ?? 0;
      if (b === QUOTE) break;
      // An ASCII byte adds at most two characters (a pending space and itself), a multi-byte
      // one its piece's; room for both is made before writing.
      if (keyStart + length + 8 > room) {
        chars = keys.beginKey(length + NAME_ROOM);
        room = keyStart + length + NAME_ROOM;
      }
      let piece = '';
      const folded = ASCII_FOLD[b] as number;
      if (folded === SEPARATOR) {
        if (length > 0) pendingSpace = true;
        continue;
      } else if (folded === DROPPED) {
        continue;
      } else if (folded === NOT_ASCII) {
        if (b < 0x80) return this.scanEscapedName(position, start); // a backslash or a control character
        const sequence = utf8SequenceLength(bytes, i);
        piece = this.foldPiece(decodeCodePoint(bytes, i, sequence));
        i += sequence - 1;
        chars = keys.beginKey(length + 2 * piece.length + NAME_ROOM);
        room = keyStart + length + 2 * piece.length + NAME_ROOM;
      } else {
        if (pendingSpace) {
          chars[keyStart + length++] = SPACE;
          hash = Math.imul(hash ^ SPACE, FNV_PRIME) & HASH_BITS;
          pendingSpace = false;
        }
        chars[keyStart + length++] = folded;
        hash = Math.imul(hash ^ folded, FNV_PRIME) & HASH_BITS;
        continue;
      }
      for (let p = 0; p < piece.length; p++) {
        const code = piece.charCodeAt(p);
        if (code === SPACE) {
          if (length > 0) pendingSpace = true;
          continue;
        }
        if (pendingSpace) {
          chars[keyStart + length++] = SPACE;
          hash = Math.imul(hash ^ SPACE, FNV_PRIME) & HASH_BITS;
          pendingSpace = false;
        }
        chars[keyStart + length++] = code;
        hash = Math.imul(hash ^ code, FNV_PRIME) & HASH_BITS;
      }
    }
    // Canonical names are non-empty and start and end with a visible character.
    if (i === start || (bytes[start] as number) <= SPACE || (bytes[i - 1] as number) <= SPACE) giveUp();
    keys.endKey(length, hash, position);
    this.pos = i + 1;
    return i;
  }

  /** A name with escapes (or control characters): decoded, checked and folded by foldText. */
  private scanEscapedName(position: number, start: number): number {
    const end = this.skipString(start);
    const name = decodeJsonString(this.bytes, start, end);
    if (name === '' || name.charCodeAt(0) <= SPACE || name.charCodeAt(name.length - 1) <= SPACE) giveUp();
    this.keys.addKey(foldText(name), position);
    this.pos = end + 1;
    return end;
  }

  private foldPiece(codePoint: number): string {
    let piece = this.pieces.get(codePoint);
    if (piece === undefined) {
      piece = foldCodePoint(codePoint);
      this.pieces.set(codePoint, piece);
    }
    return piece;
  }

  /** `"a","b"]`: alternate names, filed as they are written (the build folded them). */
  private scanAlternates(position: number, trustShort: boolean): void {
    const { bytes } = this;
    if (bytes[this.pos] === CLOSE_BRACKET) {
      this.pos++;
      return;
    }
    for (;;) {
      this.expectByte(QUOTE);
      this.pos = this.scanAlternate(position, trustShort) + 1;
      const next = bytes[this.pos++];
      if (next === CLOSE_BRACKET) return;
      if (next !== COMMA) giveUp();
    }
  }

  /**
   * One alternate name, copied into the key table as it is (the build folded it), UTF-8
   * decoded to UTF-16 on the way for names in other scripts; returns its closing quote.
   */
  private scanAlternate(position: number, trustShort: boolean): number {
    const { bytes } = this;
    const keys = this.alternates;
    const start = this.pos;
    let chars = keys.beginKey(NAME_ROOM);
    const keyStart = keys.keyStart;
    let room = keyStart + NAME_ROOM;
    let hash = FNV_OFFSET;
    let length = 0;
    let ascii = true;
    let i = start;
    for (; ; i++) {
      const b = bytes[i] ?? 0;
      if (b === QUOTE) break;
      if (b < SPACE || b === BACKSLASH) return this.scanOddAlternate(position, trustShort);
      // A character is at most two UTF-16 units.
      if (keyStart + length + 2 > room) {
        chars = keys.beginKey(length + NAME_ROOM);
        room = keyStart + length + NAME_ROOM;
      }
      if (b < 0x80) {
        chars[keyStart + length++] = b;
        hash = Math.imul(hash ^ b, FNV_PRIME) & HASH_BITS;
        continue;
      }
      ascii = false;
      const sequence = utf8SequenceLength(bytes, i);
      const codePoint = decodeCodePoint(bytes, i, sequence);
      i += sequence - 1;
      if (codePoint >= 0x10000) {
        const high = 0xd800 + ((codePoint - 0x10000) >> 10);
        chars[keyStart + length++] = high;
        hash = Math.imul(hash ^ high, FNV_PRIME) & HASH_BITS;
        const low = 0xdc00 + ((codePoint - 0x10000) & 0x3ff);
        chars[keyStart + length++] = low;
        hash = Math.imul(hash ^ low, FNV_PRIME) & HASH_BITS;
      } else {
        chars[keyStart + length++] = codePoint;
        hash = Math.imul(hash ^ codePoint, FNV_PRIME) & HASH_BITS;
      }
    }
    if (length > SHORT_ALTERNATE_MAX_LENGTH || trustShort || !ascii) keys.endKey(length, hash, position);
    return i;
  }

  /** An alternate name with escapes or control characters, decoded (as the general path has it). */
  private scanOddAlternate(position: number, trustShort: boolean): number {
    const end = this.skipString(this.pos);
    const alternate = decodeJsonString(this.bytes, this.pos, end);
    if (keepsAlternate(alternate, trustShort)) this.alternates.addKey(alternate, position);
    return end;
  }
}
