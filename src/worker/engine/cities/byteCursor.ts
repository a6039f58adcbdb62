// Reading JSON tokens straight from UTF-8 bytes, for the cities scanner (scanCities.ts).
// Each reader accepts a strict subset of JSON and gives up (throws NotCanonical) on anything
// else, so that whatever it accepts, JSON.parse would read to the same value.

/** Thrown when the bytes are not in the layout the scanner reads; the scanner catches it. */
export class NotCanonical extends Error {}

export function giveUp(): never {
  throw new NotCanonical('not the canonical cities layout');
}

export const QUOTE = 0x22;
export const COMMA = 0x2c;
export const SPACE = 0x20;
export const BACKSLASH = 0x5c;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;

/** Digits a number may have and still be read exactly as an integer over a power of ten. */
const MAX_DIGITS = 15;
const POWERS_OF_TEN: readonly number[] = Array.from({ length: MAX_DIGITS + 1 }, (_, i) => 10 ** i);

// ignoreBOM: a string may begin with U+FEFF, which the default decoder would drop.
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The text of a JSON string literal whose content is bytes[start, end) (quotes excluded),
 * which skipString has checked: well-formed UTF-8 and, if it has escapes, valid JSON.
 *
 * @example decodeJsonString(new TextEncoder().encode('"S\\u00e3o"'), 1, 11) === "São"
 */
export function decodeJsonString(bytes: Uint8Array, start: number, end: number): string {
  const raw = UTF8.decode(bytes.subarray(start, end));
  // A backslash byte is never part of a multi-byte character, so the text shows every escape.
  return raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
}

/** A position in a byte buffer and the JSON token readers that advance it. */
export class ByteCursor {
  protected bytes: Uint8Array = new Uint8Array(0);
  protected pos = 0;
  /** Whether the string skipString last read holds an escape, so callers need not scan it again. */
  protected skippedEscape = false;

  /**
   * Finds the closing quote of a string whose contents start at `start`, checking what
   * JSON.parse would reject: control characters, malformed UTF-8, bad escapes.
   */
  protected skipString(start: number): number {
    const { bytes } = this;
    let escaped = false;
    let i = start;
    for (;;) {
      const b = bytes[i] ?? 0;
      if (b < SPACE) giveUp();
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
    this.skippedEscape = escaped;
    return i;
  }

  /** A non-negative integer without sign, fraction or exponent, of at most 15 digits. */
  protected scanInteger(): number {
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
  protected scanDecimal(): number {
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
      for (let b = bytes[i] ?? 0; b >= ZERO && b <= NINE; b = bytes[++i] ?? 0) {
        mantissa = mantissa * 10 + (b - ZERO);
      }
      fractionDigits = i - fractionStart;
      if (fractionDigits === 0) giveUp();
    }
    if (integerDigits + fractionDigits > MAX_DIGITS) giveUp();
    this.pos = i;
    const value = fractionDigits === 0 ? mantissa : mantissa / (POWERS_OF_TEN[fractionDigits] as number);
    return negative ? -value : value;
  }

  protected expect(literal: Uint8Array): void {
    const { bytes } = this;
    const start = this.pos;
    for (let i = 0; i < literal.length; i++) if (bytes[start + i] !== literal[i]) giveUp();
    this.pos = start + literal.length;
  }

  protected expectByte(byte: number): void {
    if (this.bytes[this.pos] !== byte) giveUp();
    this.pos++;
  }

  /** Moves past JSON's whitespace (space, tab, line feed, carriage return), up to `limit`. */
  protected skipWhitespace(limit: number): void {
    const { bytes } = this;
    let i = this.pos;
    while (i < limit) {
      const b = bytes[i];
      if (b !== SPACE && b !== 0x0a && b !== 0x0d && b !== 0x09) break;
      i++;
    }
    this.pos = i;
  }
}

/** Length of the well-formed UTF-8 sequence whose lead byte is at i (≥ 0x80); gives up otherwise. */
export function utf8SequenceLength(bytes: Uint8Array, i: number): number {
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
export function decodeCodePoint(bytes: Uint8Array, i: number, length: number): number {
  const lead = bytes[i] ?? 0;
  const next = (offset: number): number => (bytes[i + offset] ?? 0) & 0x3f;
  if (length === 2) return ((lead & 0x1f) << 6) | next(1);
  if (length === 3) return ((lead & 0x0f) << 12) | (next(1) << 6) | next(2);
  return ((lead & 0x07) << 18) | (next(1) << 12) | (next(2) << 6) | next(3);
}

function continuation(byte: number | undefined, low: number, high: number): void {
  if (byte === undefined || byte < low || byte > high) giveUp();
}
