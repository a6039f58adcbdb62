// The byte-level JSON readers of the cities scanner, on their own. Each reader takes a strict
// subset of JSON (RFC 8259) and gives up on anything else; what it accepts must read as
// JSON.parse reads it, and every UTF-8 sequence it accepts must be one TextDecoder accepts.
import { describe, expect, it } from 'vitest';
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
} from '../../../../src/worker/engine/cities/byteCursor.ts';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The cursor's protected readers, opened for the tests. */
class Reader extends ByteCursor {
  constructor(bytes: Uint8Array | string, pos = 0) {
    super();
    this.bytes = typeof bytes === 'string' ? encode(bytes) : bytes;
    this.pos = pos;
  }
  get position(): number {
    return this.pos;
  }
  string(start: number): number {
    return this.skipString(start);
  }
  integer(): number {
    return this.scanInteger();
  }
  decimal(): number {
    return this.scanDecimal();
  }
  literal(text: string): void {
    this.expect(encode(text));
  }
  byte(byte: number): void {
    this.expectByte(byte);
  }
  whitespace(limit: number): void {
    this.skipWhitespace(limit);
  }
}

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The first character of `bytes` as a strict UTF-8 decoder reads it: its length in bytes, or 0 if none. */
function strictSequenceLength(bytes: Uint8Array): number {
  for (let length = 1; length <= 4 && length <= bytes.length; length++) {
    try {
      if ([...strict.decode(bytes.subarray(0, length))].length === 1) return length;
    } catch {
      // not a whole character yet, or never one
    }
  }
  return 0;
}

describe('giveUp and the byte constants', () => {
  it('throws NotCanonical, an Error that says what it means', () => {
    expect(() => giveUp()).toThrow(NotCanonical);
    expect(() => giveUp()).toThrow(Error);
    expect(() => giveUp()).toThrow(/canonical/);
  });

  it('names the ASCII bytes of JSON’s punctuation', () => {
    expect([QUOTE, COMMA, SPACE, BACKSLASH]).toEqual(['"', ',', ' ', '\\'].map((c) => c.charCodeAt(0)));
  });
});

describe('decodeJsonString', () => {
  it('reads every JSON escape as JSON.parse does, a surrogate pair included', () => {
    const literal = String.raw`"\" \\ \/ \b \f \n \r \t \u00e9 \u6771 \uD834\uDD1E \u0000"`;
    const bytes = encode(literal);
    expect(decodeJsonString(bytes, 1, bytes.length - 1)).toBe(JSON.parse(literal));
    expect(decodeJsonString(bytes, 1, bytes.length - 1)).toBe('" \\ / \b \f \n \r \t é 東 𝄞 \0');
  });

  it('decodes multi-byte UTF-8 between any two offsets, the first and last byte included', () => {
    const bytes = encode('São 東京 𝄞');
    expect(decodeJsonString(bytes, 0, bytes.length)).toBe('São 東京 𝄞');
    expect(decodeJsonString(bytes, 0, 1)).toBe('S');
    expect(decodeJsonString(bytes, bytes.length - 4, bytes.length)).toBe('𝄞');
    expect(decodeJsonString(bytes, 5, 11)).toBe('東京');
  });

  it('gives the empty string for an empty range', () => {
    expect(decodeJsonString(encode('""'), 1, 1)).toBe('');
    expect(decodeJsonString(new Uint8Array(0), 0, 0)).toBe('');
  });

  it('keeps a leading byte-order mark, which is part of the string', () => {
    const bytes = encode('"\uFEFFLyon"');
    expect(decodeJsonString(bytes, 1, bytes.length - 1)).toBe('\uFEFFLyon');
  });

  it('returns text without a backslash as its bytes decode, without reading it as JSON', () => {
    // A raw tab or quote would make JSON.parse throw: without escapes, the bytes are the text.
    const bytes = encode('a\tb"c');
    expect(decodeJsonString(bytes, 0, bytes.length)).toBe('a\tb"c');
  });
});

describe('ByteCursor.skipString', () => {
  it('finds the closing quote of a string, after the last byte of its contents', () => {
    for (const literal of ['""', '"Lyon"', '"São Paulo"', '"東京"', '"𝄞"', '"~\u007f"']) {
      const bytes = encode(`${literal},`);
      // The closing quote is the literal's last byte.
      expect(new Reader(bytes).string(1), literal).toBe(bytes.length - 2);
    }
  });

  it('starts where it is told', () => {
    const bytes = encode('"a","bc"');
    expect(new Reader(bytes).string(5)).toBe(7);
  });

  it('steps over escaped quotes and backslashes, including an escaped backslash before the close', () => {
    for (const literal of [String.raw`"a\"b"`, String.raw`"a\\"`, String.raw`"\\\""`, String.raw`"\""`]) {
      const bytes = encode(literal);
      expect(JSON.parse(literal)).toBeTypeOf('string');
      expect(new Reader(bytes).string(1), literal).toBe(bytes.length - 1);
    }
  });

  it('accepts every JSON escape, a surrogate pair included', () => {
    const literal = String.raw`"\" \\ \/ \b \f \n \r \t \u00E9 \uD834\uDD1E"`;
    const bytes = encode(literal);
    expect(new Reader(bytes).string(1)).toBe(bytes.length - 1);
  });

  it('gives up on what JSON.parse would reject: a bad or short escape', () => {
    for (const literal of [
      String.raw`"\q"`,
      String.raw`"\x41"`,
      String.raw`"\u12"`,
      String.raw`"\u12G4"`,
      String.raw`"\U0041"`,
      String.raw`"a\'b"`,
    ]) {
      expect(() => JSON.parse(literal), literal).toThrow(SyntaxError);
      expect(() => new Reader(literal).string(1), literal).toThrow(NotCanonical);
    }
  });

  it('gives up on a raw control character (below U+0020), and takes a space and DEL', () => {
    for (let control = 0; control < 0x20; control++) {
      const bytes = new Uint8Array([QUOTE, 0x61, control, 0x62, QUOTE]);
      expect(() => new Reader(bytes).string(1), `0x${control.toString(16)}`).toThrow(NotCanonical);
    }
    expect(new Reader(new Uint8Array([QUOTE, 0x61, 0x20, 0x62, QUOTE])).string(1)).toBe(4);
    expect(new Reader(new Uint8Array([QUOTE, 0x61, 0x7f, 0x62, QUOTE])).string(1)).toBe(4);
  });

  it('gives up on a string that does not end, or ends in the middle of an escape', () => {
    expect(() => new Reader('"abc').string(1)).toThrow(NotCanonical);
    expect(() => new Reader('"').string(1)).toThrow(NotCanonical);
    expect(() => new Reader('"ab\\').string(1)).toThrow(NotCanonical);
    expect(() => new Reader('"ab\\"').string(1)).toThrow(NotCanonical);
  });

  it('gives up on malformed UTF-8: a stray continuation byte, an overlong or cut character', () => {
    for (const inner of [[0x80], [0xbf], [0xc0, 0xaf], [0xc3], [0xe6, 0x9d], [0xf0, 0x9d, 0x84], [0xff]]) {
      const bytes = new Uint8Array([QUOTE, 0x61, ...inner, QUOTE]);
      expect(strictSequenceLength(new Uint8Array([...inner, QUOTE])), String(inner)).toBe(0);
      expect(() => new Reader(bytes).string(1), String(inner)).toThrow(NotCanonical);
    }
  });
});

describe('utf8SequenceLength', () => {
  it('takes the well-formed sequences at the edges of each length (RFC 3629)', () => {
    for (const [bytes, length] of [
      [[0xc2, 0x80], 2], // U+0080, the first two-byte character
      [[0xdf, 0xbf], 2], // U+07FF
      [[0xe0, 0xa0, 0x80], 3], // U+0800
      [[0xe1, 0x80, 0x80], 3],
      [[0xec, 0xbf, 0xbf], 3],
      [[0xed, 0x9f, 0xbf], 3], // U+D7FF, the last before the surrogates
      [[0xee, 0x80, 0x80], 3], // U+E000, the first after them
      [[0xef, 0xbf, 0xbf], 3], // U+FFFF
      [[0xf0, 0x90, 0x80, 0x80], 4], // U+10000
      [[0xf1, 0x80, 0x80, 0x80], 4],
      [[0xf3, 0xbf, 0xbf, 0xbf], 4],
      [[0xf4, 0x8f, 0xbf, 0xbf], 4], // U+10FFFF, the last code point
    ] as const) {
      expect(strictSequenceLength(new Uint8Array(bytes)), String(bytes)).toBe(length);
      expect(utf8SequenceLength(new Uint8Array(bytes), 0), String(bytes)).toBe(length);
    }
  });

  it('refuses what is not a well-formed sequence: overlong forms, surrogates, past U+10FFFF, cut', () => {
    for (const bytes of [
      [0x80, 0x80], // a continuation byte as lead
      [0xbf, 0x80],
      [0xc0, 0x80], // overlong U+0000
      [0xc1, 0xbf], // overlong U+007F
      [0xc2, 0x7f], // continuation below its range
      [0xc2, 0xc0], // and above it
      [0xe0, 0x9f, 0xbf], // overlong U+07FF
      [0xed, 0xa0, 0x80], // U+D800, a surrogate
      [0xe1, 0x80, 0x7f],
      [0xe1, 0x80, 0xc0],
      [0xf0, 0x8f, 0xbf, 0xbf], // overlong U+FFFF
      [0xf4, 0x90, 0x80, 0x80], // U+110000
      [0xf1, 0x80, 0x80, 0x7f],
      [0xf1, 0x80, 0x7f, 0x80],
      [0xf5, 0x80, 0x80, 0x80], // no such lead byte
      [0xff, 0x80],
      [0xc2], // cut at the end of the bytes
      [0xe1, 0x80],
      [0xf1, 0x80, 0x80],
    ]) {
      expect(strictSequenceLength(new Uint8Array(bytes)), String(bytes)).toBe(0);
      expect(() => utf8SequenceLength(new Uint8Array(bytes), 0), String(bytes)).toThrow(NotCanonical);
    }
  });

  it('agrees with a strict UTF-8 decoder on every lead byte and continuation edge', () => {
    const edges = [0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xff];
    for (let lead = 0x80; lead <= 0xff; lead++) {
      for (const second of edges) {
        for (const third of [0x7f, 0x80, 0xbf, 0xc0]) {
          for (const fourth of [0x7f, 0xbf, 0xc0]) {
            const bytes = new Uint8Array([0x61, lead, second, third, fourth]);
            const expected = strictSequenceLength(bytes.subarray(1));
            let actual = 0;
            try {
              actual = utf8SequenceLength(bytes, 1);
            } catch (error) {
              expect(error).toBeInstanceOf(NotCanonical);
            }
            if (actual !== expected)
              expect([lead, second, third, fourth, actual]).toEqual([lead, second, third, fourth, expected]);
          }
        }
      }
    }
  });
});

describe('decodeCodePoint', () => {
  it('reads the code point of each sequence length, at its edges, as TextEncoder wrote it', () => {
    for (const codePoint of [
      0x80, 0xe9, 0x7ff, 0x800, 0x6771, 0xd7ff, 0xe000, 0xfeff, 0xffff, 0x10000, 0x1d11e, 0x10ffff,
    ]) {
      const character = String.fromCodePoint(codePoint);
      const bytes = encode(`a${character}b`);
      const length = bytes.length - 2;
      expect(decodeCodePoint(bytes, 1, length), codePoint.toString(16)).toBe(codePoint);
      expect(decodeCodePoint(encode(character), 0, length), codePoint.toString(16)).toBe(codePoint);
    }
  });
});

describe('ByteCursor.scanInteger', () => {
  it('reads a JSON integer without sign, fraction or exponent, and stops after its last digit', () => {
    for (const [text, digits] of [
      ['0', '0'],
      ['9', '9'],
      ['7,', '7'],
      ['10]', '10'],
      ['1234567890', '1234567890'],
      ['999999999999999', '999999999999999'], // 15 digits, the most
      ['12.5', '12'],
      ['4e1', '4'],
      ['1/', '1'], // '/' and ':' are the bytes around the digits
      ['1:', '1'],
    ] as const) {
      const reader = new Reader(text);
      expect(reader.integer(), text).toBe(JSON.parse(digits));
      expect(reader.position, text).toBe(digits.length);
    }
  });

  it('reads from where the cursor stands', () => {
    const reader = new Reader('[0,123456789012345]', 3);
    expect(reader.integer()).toBe(123456789012345);
    expect(reader.position).toBe(18);
    expect(() => new Reader('[0,07]', 3).integer()).toThrow(NotCanonical);
  });

  it('gives up on no digits, a sign, a leading zero or more than 15 digits', () => {
    for (const text of ['', ',', '-1', '+1', '/', ':', '07', '00', '1234567890123456']) {
      expect(() => new Reader(text).integer(), text).toThrow(NotCanonical);
    }
  });
});

describe('ByteCursor.scanDecimal', () => {
  it('reads integers and decimals, negative or not, to the value JSON.parse gives', () => {
    for (const text of [
      '0',
      '9',
      '10',
      '-90',
      '180.0',
      '45.75',
      '-0.1276',
      '121.45806',
      '4.84671',
      '0.1',
      '0.3',
      '-33.86785',
      '0.00000000000001', // 15 digits, the most
      '12345678.9012345',
      '-999999999999999',
    ]) {
      const reader = new Reader(`${text},`);
      expect(reader.decimal(), text).toBe(JSON.parse(text));
      expect(reader.position, text).toBe(text.length);
    }
  });

  it('keeps the sign of a negative zero', () => {
    expect(Object.is(new Reader('-0').decimal(), -0)).toBe(true);
    expect(Object.is(new Reader('-0.0').decimal(), -0)).toBe(true);
    expect(Object.is(new Reader('0.0').decimal(), 0)).toBe(true);
  });

  it('rounds as JSON.parse does, for any decimal of up to 15 digits', () => {
    let state = 7;
    const next = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % n;
    };
    for (let k = 0; k < 2000; k++) {
      const integerDigits = 1 + next(9);
      const fractionDigits = next(16 - integerDigits);
      let text = String(1 + next(9));
      for (let d = 1; d < integerDigits; d++) text += String(next(10));
      if (fractionDigits > 0) text += '.';
      for (let d = 0; d < fractionDigits; d++) text += String(next(10));
      if (next(2) === 1) text = `-${text}`;
      expect(new Reader(text).decimal(), text).toBe(JSON.parse(text));
    }
  });

  it('reads from where the cursor stands, and stops before an exponent', () => {
    const reader = new Reader('[1,-12.5]', 3);
    expect(reader.decimal()).toBe(-12.5);
    expect(reader.position).toBe(8);
    const exponent = new Reader('4.5e1');
    expect(exponent.decimal()).toBe(4.5);
    expect(exponent.position).toBe(3);
  });

  it('gives up on what is not a JSON number, a leading zero, an empty fraction, or over 15 digits', () => {
    for (const text of [
      '',
      '-',
      '+1',
      '.5',
      '-.5',
      '1.',
      '-1.,',
      '01.5',
      '-01',
      '00',
      '0.000000000000001',
      '1234567890123456',
    ]) {
      expect(() => new Reader(text).decimal(), text).toThrow(NotCanonical);
    }
  });
});

describe('ByteCursor.expect and expectByte', () => {
  it('moves past a literal that is there, from where the cursor stands', () => {
    const reader = new Reader('x","y', 1);
    reader.literal('","');
    expect(reader.position).toBe(4);
    const whole = new Reader('abc');
    whole.literal('abc');
    expect(whole.position).toBe(3);
    const empty = new Reader('abc', 2);
    empty.literal('');
    expect(empty.position).toBe(2);
  });

  it('gives up when any byte differs, the first and the last included, or the bytes end first', () => {
    for (const text of ['xbc', 'axc', 'abx', 'ab', '']) {
      expect(() => new Reader(text).literal('abc'), text).toThrow(NotCanonical);
    }
  });

  it('expects one byte and moves past it, or gives up', () => {
    const reader = new Reader('[,', 1);
    reader.byte(COMMA);
    expect(reader.position).toBe(2);
    expect(() => new Reader('[,').byte(COMMA)).toThrow(NotCanonical);
    expect(() => new Reader('[', 1).byte(COMMA)).toThrow(NotCanonical);
  });
});

describe('ByteCursor.skipWhitespace', () => {
  it('skips JSON’s four whitespace bytes, up to the first other byte', () => {
    const reader = new Reader(' \t\r\n x');
    reader.whitespace(6);
    expect(reader.position).toBe(5);
    for (const space of [' ', '\t', '\r', '\n']) {
      const one = new Reader(`${space}x`);
      one.whitespace(2);
      expect(one.position, JSON.stringify(space)).toBe(1);
    }
  });

  it('stops at what RFC 8259 does not call whitespace: a vertical tab, a form feed, a no-break space', () => {
    for (const other of ['\v', '\f', '\u00a0', '\uFEFF', 'x']) {
      const reader = new Reader(`${other} `);
      reader.whitespace(4);
      expect(reader.position, JSON.stringify(other)).toBe(0);
    }
  });

  it('stops at the limit, and starts where the cursor stands', () => {
    const limited = new Reader('x    y', 1);
    limited.whitespace(3);
    expect(limited.position).toBe(3);
    const atLimit = new Reader('x  ', 1);
    atLimit.whitespace(1);
    expect(atLimit.position).toBe(1);
    const toEnd = new Reader('x  ', 1);
    toEnd.whitespace(3);
    expect(toEnd.position).toBe(3);
  });
});
