// The fast path for the app's own cities file: one pass over its bytes that fills the city
// columns and the key table directly, instead of JSON.parse making 118,000 objects and
// 300,000 strings that the index then copies and folds again. It understands exactly the
// layout scripts/lib/citiesFile.ts writes (compact records, fields in file order, the
// optional `alt` last) with canonical values; on anything else it gives up, and the loader
// takes the general path (JSON.parse, then parseCityRecords), which the tests hold it equal to.
import { CityColumns, decodeJsonString, packCountry } from './cityColumns.ts';
import { KeyTable } from './keyTable.ts';
import {
  finishPlaceIndex,
  SHORT_ALTERNATE_MAX_LENGTH,
  SHORT_ALTERNATE_MIN_POPULATION,
  type PlaceIndex,
} from './placeIndex.ts';
import { foldCodePoint, foldText } from './text.ts';

/** Thrown inside the scanner when the file is not in the canonical layout; never escapes. */
class NotCanonical extends Error {}

function giveUp(): never {
  throw new NotCanonical('not the canonical cities layout');
}

const ENCODER = new TextEncoder();
const ID_FIELD = ENCODER.encode('{"id":');
const NAME_FIELD = ENCODER.encode(',"name":"');
const COUNTRY_FIELD = ENCODER.encode(',"country":"');
const ADMIN1_FIELD = ENCODER.encode('","admin1":"');
const LAT_FIELD = ENCODER.encode(',"lat":');
const LON_FIELD = ENCODER.encode(',"lon":');
const POP_FIELD = ENCODER.encode(',"pop":');
const ALT_FIELD = ENCODER.encode(',"alt":[');

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const COMMA = 0x2c;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const UPPER_A = 0x41;
const UPPER_Z = 0x5a;
const LOWER_A = 0x61;
const LOWER_Z = 0x7a;
const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const SPACE = 0x20;

/** Digits a number may have and still be read exactly as an integer over a power of ten. */
const MAX_DIGITS = 15;
const POWERS_OF_TEN: readonly number[] = Array.from({ length: MAX_DIGITS + 1 }, (_, i) => 10 ** i);

/** Bytes per record in the generated file, roughly: sizes the columns on the first try. */
const BYTES_PER_RECORD = 120;

/**
 * Loads a cities file in the layout the build writes, or returns null when the bytes are
 * anything else (another layout, unsorted records, exponents, invalid UTF-8, not JSON …).
 * The index it returns equals the general path's for the same file.
 *
 * @example scanCities(new TextEncoder().encode('[{"id":1,"name":"Lyon","country":"FR","admin1":"","lat":45.75,"lon":4.85,"pop":0}]'))
 *   ?.lookup("lyon") // → [0]
 */
export function scanCities(bytes: Uint8Array): PlaceIndex | null {
  try {
    return new CanonicalScanner(bytes).scanFile();
  } catch (error) {
    if (error instanceof NotCanonical) return null;
    throw error;
  }
}

class CanonicalScanner {
  private pos = 0;
  private readonly cities: CityColumns;
  private readonly keys: KeyTable;
  private readonly pieces = new Map<number, string>();

  constructor(private readonly bytes: Uint8Array) {
    const records = Math.ceil(bytes.length / BYTES_PER_RECORD);
    this.cities = new CityColumns(bytes, records);
    this.keys = new KeyTable(records * 2);
  }

  scanFile(): PlaceIndex {
    const { bytes } = this;
    // The general path decodes with TextDecoder, which drops a byte-order mark.
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) this.pos = 3;
    this.skipWhitespace();
    this.expectByte(OPEN_BRACKET);
    let previousPop = Infinity;
    for (;;) {
      this.skipWhitespace();
      const pop = this.scanRecord();
      // The general path sorts an unsorted file; this one only reads sorted files.
      if (pop > previousPop) giveUp();
      previousPop = pop;
      this.skipWhitespace();
      const next = bytes[this.pos++];
      if (next === CLOSE_BRACKET) break;
      if (next !== COMMA) giveUp();
    }
    this.skipWhitespace();
    if (this.pos !== bytes.length) giveUp();
    return finishPlaceIndex(this.keys, this.cities);
  }

  /** One record, filed in the columns and the key table; returns its population. */
  private scanRecord(): number {
    const { bytes } = this;
    const position = this.cities.length;
    this.expect(ID_FIELD);
    const id = this.scanInteger();
    this.expect(NAME_FIELD);
    const nameStart = this.pos;
    const nameEnd = this.scanName(position);
    this.expect(COUNTRY_FIELD);
    const first = bytes[this.pos] ?? 0;
    const second = bytes[this.pos + 1] ?? 0;
    if (first < UPPER_A || first > UPPER_Z || second < UPPER_A || second > UPPER_Z) giveUp();
    this.pos += 2;
    this.expect(ADMIN1_FIELD);
    const admin1Start = this.pos;
    const admin1End = this.skipString(admin1Start);
    this.pos = admin1End + 1;
    this.expect(LAT_FIELD);
    const lat = this.scanDecimal();
    if (lat < -90 || lat > 90) giveUp();
    this.expect(LON_FIELD);
    const lon = this.scanDecimal();
    if (lon < -180 || lon > 180) giveUp();
    this.expect(POP_FIELD);
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
    if (bytes[this.pos] !== CLOSE_BRACE) {
      this.expect(ALT_FIELD);
      this.scanAlternates(position, pop >= SHORT_ALTERNATE_MIN_POPULATION);
    }
    this.expectByte(CLOSE_BRACE);
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
    keys.beginKey();
    let pendingSpace = false;
    let end = start;
    for (; ; end++) {
      const b = bytes[end] ?? 0;
      if (b === QUOTE) break;
      if (b < SPACE || b === BACKSLASH) return this.scanOddName(position, start);
      if (b >= 0x80) {
        const length = utf8SequenceLength(bytes, end);
        const piece = this.foldPiece(decodeCodePoint(bytes, end, length));
        end += length - 1;
        for (let i = 0; i < piece.length; i++) {
          const code = piece.charCodeAt(i);
          if (code === SPACE) {
            if (keys.keyLength > 0) pendingSpace = true;
            continue;
          }
          if (pendingSpace) {
            keys.pushChar(SPACE);
            pendingSpace = false;
          }
          keys.pushChar(code);
        }
        continue;
      }
      let code = b;
      if (b >= UPPER_A && b <= UPPER_Z) code = b + 32;
      else if (!((b >= LOWER_A && b <= LOWER_Z) || (b >= ZERO && b <= NINE))) {
        if (b !== APOSTROPHE && keys.keyLength > 0) pendingSpace = true;
        continue;
      }
      if (pendingSpace) {
        keys.pushChar(SPACE);
        pendingSpace = false;
      }
      keys.pushChar(code);
    }
    // Canonical names are non-empty and start and end with a visible character.
    if (end === start || (bytes[start] ?? 0) <= SPACE || (bytes[end - 1] ?? 0) <= SPACE) giveUp();
    keys.endKey(position);
    this.pos = end + 1;
    return end;
  }

  /** foldCodePoint, remembered: a file has a few hundred distinct non-ASCII characters. */
  private foldPiece(codePoint: number): string {
    let piece = this.pieces.get(codePoint);
    if (piece === undefined) {
      piece = foldCodePoint(codePoint);
      this.pieces.set(codePoint, piece);
    }
    return piece;
  }

  /** A name with escapes: decoded, checked and folded by foldText. */
  private scanOddName(position: number, start: number): number {
    this.keys.abortKey();
    const end = this.skipString(start);
    const name = decodeJsonString(this.bytes, start, end);
    if (name === '' || name.charCodeAt(0) <= SPACE || name.charCodeAt(name.length - 1) <= SPACE) giveUp();
    this.keys.addKey(foldText(name), position);
    this.pos = end + 1;
    return end;
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

  /** One alternate name, copied into the key table as it is read; returns its closing quote. */
  private scanAlternate(position: number, trustShort: boolean): number {
    const { bytes, keys } = this;
    const start = this.pos;
    keys.beginKey();
    let end = start;
    for (; ; end++) {
      const b = bytes[end] ?? 0;
      if (b === QUOTE) break;
      if (b < SPACE || b === BACKSLASH || b >= 0x80) {
        keys.abortKey();
        end = this.skipString(start);
        const alternate = decodeJsonString(bytes, start, end);
        if (alternate.length > SHORT_ALTERNATE_MAX_LENGTH || trustShort) keys.addKey(alternate, position);
        return end;
      }
      keys.pushChar(b);
    }
    if (keys.keyLength > SHORT_ALTERNATE_MAX_LENGTH || trustShort) keys.endKey(position);
    else keys.abortKey();
    return end;
  }

  /**
   * Finds the closing quote of a string whose contents start at `start`, checking what
   * JSON.parse would reject: control characters, malformed UTF-8, bad escapes.
   */
  private skipString(start: number): number {
    const { bytes } = this;
    let escaped = false;
    let i = start;
    for (;;) {
      const b = bytes[i];
      if (b === undefined || b < SPACE) giveUp();
      if (b === QUOTE) break;
      if (b === BACKSLASH) {
        escaped = true;
        i += 2;
      } else if (b >= 0x80) {
        i += utf8SequenceLength(bytes, i);
      } else {
        i++;
      }
    }
    if (escaped) {
      try {
        decodeJsonString(bytes, start, i);
      } catch {
        giveUp();
      }
    }
    return i;
  }

  /** A non-negative integer without sign, fraction or exponent, of at most 15 digits. */
  private scanInteger(): number {
    const { bytes } = this;
    const start = this.pos;
    let i = start;
    let value = 0;
    for (let b = bytes[i] ?? 0; b >= ZERO && b <= NINE; b = bytes[++i] ?? 0) value = value * 10 + (b - ZERO);
    // "07" is not JSON; a longer number might not be an exact integer.
    if (i === start || i - start > MAX_DIGITS || (bytes[start] === ZERO && i - start > 1)) giveUp();
    this.pos = i;
    return value;
  }

  /**
   * A decimal such as -0.1276 or 121.45806, read exactly: an integer of at most 15 digits
   * divided by a power of ten is one correctly rounded division, the value JSON.parse gives.
   */
  private scanDecimal(): number {
    const { bytes } = this;
    let i = this.pos;
    const negative = bytes[i] === MINUS;
    if (negative) i++;
    const start = i;
    let mantissa = 0;
    for (let b = bytes[i] ?? 0; b >= ZERO && b <= NINE; b = bytes[++i] ?? 0)
      mantissa = mantissa * 10 + (b - ZERO);
    const integerDigits = i - start;
    if (integerDigits === 0 || (bytes[start] === ZERO && integerDigits > 1)) giveUp();
    let fractionDigits = 0;
    if (bytes[i] === DOT) {
      const fractionStart = ++i;
      for (let b = bytes[i] ?? 0; b >= ZERO && b <= NINE; b = bytes[++i] ?? 0)
        mantissa = mantissa * 10 + (b - ZERO);
      fractionDigits = i - fractionStart;
      if (fractionDigits === 0) giveUp();
    }
    if (integerDigits + fractionDigits > MAX_DIGITS) giveUp();
    this.pos = i;
    const value = fractionDigits === 0 ? mantissa : mantissa / (POWERS_OF_TEN[fractionDigits] as number);
    return negative ? -value : value;
  }

  private expect(literal: Uint8Array): void {
    const { bytes } = this;
    const start = this.pos;
    for (let i = 0; i < literal.length; i++) if (bytes[start + i] !== literal[i]) giveUp();
    this.pos = start + literal.length;
  }

  private expectByte(byte: number): void {
    if (this.bytes[this.pos] !== byte) giveUp();
    this.pos++;
  }

  /** JSON's whitespace: space, tab, line feed, carriage return. */
  private skipWhitespace(): void {
    const { bytes } = this;
    let i = this.pos;
    for (let b = bytes[i]; b === SPACE || b === 0x0a || b === 0x0d || b === 0x09; b = bytes[++i]);
    this.pos = i;
  }
}

/** Length of the well-formed UTF-8 sequence whose lead byte is at i (≥ 0x80); gives up otherwise. */
function utf8SequenceLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i] ?? 0;
  if (lead >= 0xc2 && lead <= 0xdf) {
    continuation(bytes[i + 1], 0x80, 0xbf);
    return 2;
  }
  if (lead >= 0xe0 && lead <= 0xef) {
    // E0 needs A0–BF (no overlong forms); ED needs 80–9F (no surrogates).
    continuation(bytes[i + 1], lead === 0xe0 ? 0xa0 : 0x80, lead === 0xed ? 0x9f : 0xbf);
    continuation(bytes[i + 2], 0x80, 0xbf);
    return 3;
  }
  if (lead >= 0xf0 && lead <= 0xf4) {
    // F0 needs 90–BF (no overlong forms); F4 needs 80–8F (nothing past U+10FFFF).
    continuation(bytes[i + 1], lead === 0xf0 ? 0x90 : 0x80, lead === 0xf4 ? 0x8f : 0xbf);
    continuation(bytes[i + 2], 0x80, 0xbf);
    continuation(bytes[i + 3], 0x80, 0xbf);
    return 4;
  }
  return giveUp();
}

/** The code point of a well-formed UTF-8 sequence of the given length at i. */
function decodeCodePoint(bytes: Uint8Array, i: number, length: number): number {
  const lead = bytes[i] as number;
  if (length === 2) return ((lead & 0x1f) << 6) | ((bytes[i + 1] as number) & 0x3f);
  if (length === 3) {
    return (
      ((lead & 0x0f) << 12) | (((bytes[i + 1] as number) & 0x3f) << 6) | ((bytes[i + 2] as number) & 0x3f)
    );
  }
  return (
    ((lead & 0x07) << 18) |
    (((bytes[i + 1] as number) & 0x3f) << 12) |
    (((bytes[i + 2] as number) & 0x3f) << 6) |
    ((bytes[i + 3] as number) & 0x3f)
  );
}

function continuation(byte: number | undefined, low: number, high: number): void {
  if (byte === undefined || byte < low || byte > high) giveUp();
}
