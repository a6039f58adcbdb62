// The snapshot format, from its documented layout (binarySnapshot.ts): the magic "TSDSNAP1", a
// little-endian u32 header length, the header as JSON, then each array at an offset that is a
// multiple of 8. What goes in comes back, as views over the bytes; anything else is refused with a
// one-line message, so that the command line can fall back to building its indexes.
import { describe, expect, it } from 'vitest';
import { decodeSnapshot, encodeSnapshot } from '../../../src/worker/engine/binarySnapshot.ts';

const content = {
  kind: 'test-index',
  numbers: { count: 3, scale: 0.5 },
  arrays: {
    // A single byte first, so that the next array's offset must be rounded up to stay aligned.
    flags: new Uint8Array([1]),
    coordinates: new Float64Array([52.2297, 21.0122, -33.8688]),
    ids: new Int32Array([-7, 0, 2_147_483_647]),
    codes: new Uint16Array([65_535, 1]),
  },
};

/** The header as the layout places it: its length at byte 8, its JSON from byte 12. */
function headerOf(bytes: Uint8Array): {
  arrays: Record<string, { type: string; offset: number; length: number }>;
} {
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(8, true);
  return JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + length)));
}

/**
 * A file of the magic, the header's length and `header` as JSON, then `tail` bytes of zeros: what a
 * broken or hand-made snapshot looks like.
 */
function withHeader(header: unknown, tail = 256): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const out = new Uint8Array(12 + json.length + tail);
  out.set(new TextEncoder().encode('TSDSNAP1'));
  new DataView(out.buffer).setUint32(8, json.length, true);
  out.set(json, 12);
  return out;
}

const arrayAt = (entry: unknown) => ({ kind: 'test-index', numbers: {}, arrays: { a: entry } });

// Each test encodes its own snapshot: a snapshot made while the file is collected would run every
// test for each change to the encoder (see docs/TESTING.md, static mutants).
describe('a snapshot', () => {
  it('starts with its magic and its header’s length, and says each array’s place', () => {
    const bytes = encodeSnapshot(content);
    expect(new TextDecoder().decode(bytes.subarray(0, 8))).toBe('TSDSNAP1');
    const { arrays } = headerOf(bytes);
    expect(Object.keys(arrays)).toEqual(['flags', 'coordinates', 'ids', 'codes']);
    expect(arrays.flags).toMatchObject({ type: 'u8', length: 1 });
    expect(arrays.coordinates).toMatchObject({ type: 'f64', length: 3 });
    expect(arrays.ids).toMatchObject({ type: 'i32', length: 3 });
    expect(arrays.codes).toMatchObject({ type: 'u16', length: 2 });
    for (const entry of Object.values(arrays)) expect(entry.offset % 8).toBe(0);
    // The byte after `flags` is padding: the doubles start at the next multiple of 8.
    expect(arrays.coordinates!.offset).toBe(arrays.flags!.offset + 8);
    // The arrays come after the header, and the file ends with the last one.
    expect(arrays.flags!.offset).toBeGreaterThanOrEqual(12 + JSON.stringify(headerOf(bytes)).length);
    expect(bytes.length).toBe(arrays.codes!.offset + 2 * 2);
  });

  it('gives back its kind, numbers and arrays, as views over its bytes', () => {
    const bytes = encodeSnapshot(content);
    const read = decodeSnapshot(bytes, 'test-index');
    expect(read.kind).toBe('test-index');
    expect(read.numbers).toEqual({ count: 3, scale: 0.5 });
    expect(read.arrays).toEqual(content.arrays);
    expect(read.arrays.coordinates).toBeInstanceOf(Float64Array);
    expect(read.arrays.ids).toBeInstanceOf(Int32Array);
    expect(read.arrays.codes).toBeInstanceOf(Uint16Array);
    expect(read.arrays.flags).toBeInstanceOf(Uint8Array);
    // No copy: a change to the bytes shows in the view.
    expect(read.arrays.coordinates!.buffer).toBe(bytes.buffer);
    const { offset } = headerOf(bytes).arrays.flags!;
    bytes[offset] = 9;
    expect(read.arrays.flags![0]).toBe(9);
    bytes[offset] = 1;
  });

  it('reads bytes that do not start at an aligned offset by copying them first', () => {
    const bytes = encodeSnapshot(content);
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    const read = decodeSnapshot(shifted.subarray(3), 'test-index');
    expect(read.arrays).toEqual(content.arrays);
    expect(read.arrays.coordinates!.buffer).not.toBe(shifted.buffer);
    // At an aligned offset other than 0 it is read in place.
    const placed = new Uint8Array(bytes.length + 8);
    placed.set(bytes, 8);
    expect(decodeSnapshot(placed.subarray(8), 'test-index').arrays.coordinates!.buffer).toBe(placed.buffer);
  });

  it('reads a header that ends the file', () => {
    expect(decodeSnapshot(withHeader({ kind: 'k', numbers: { n: 2 }, arrays: {} }, 0), 'k').numbers).toEqual({
      n: 2,
    });
  });

  it('holds no arrays, and many: its header grows to fit', () => {
    expect(decodeSnapshot(encodeSnapshot({ kind: 'k', numbers: {}, arrays: {} }), 'k').arrays).toEqual({});
    const many = Object.fromEntries(
      Array.from({ length: 200 }, (_, k) => [`array-number-${k}`, new Int32Array([k, -k])]),
    );
    const read = decodeSnapshot(encodeSnapshot({ kind: 'k', numbers: {}, arrays: many }), 'k');
    expect(read.arrays).toEqual(many);
  });

  it.each([
    [
      'bytes that are not a snapshot',
      () => new TextEncoder().encode('{"kind":"test-index"}'),
      'not a snapshot file',
    ],
    ['the magic alone', () => encodeSnapshot(content).subarray(0, 8), 'not a snapshot file'],
    // Magic and length, with nothing after: an empty header, which is no JSON.
    ['an empty header', () => withHeader('', 0).subarray(0, 12).fill(0, 8), 'the header is not JSON'],
    ['a header cut short', () => encodeSnapshot(content).subarray(0, 20), 'the header is cut short'],
    ['a header that is not JSON', () => withHeader(null).fill(0x7b, 12, 16), 'the header is not JSON'],
    [
      'a snapshot of another kind',
      () => encodeSnapshot({ ...content, kind: 'other' }),
      'a snapshot of other, not of test-index',
    ],
    [
      'an array past the end',
      () => withHeader(arrayAt({ type: 'f64', offset: 64, length: 1e6 })),
      'array a lies outside the file',
    ],
    // 64 doubles are 512 bytes, more than the file holds (64 bytes would fit).
    [
      'doubles that need more bytes than are left',
      () => withHeader(arrayAt({ type: 'f64', offset: 0, length: 64 }), 256),
      'array a lies outside the file',
    ],
    [
      'an array at an unaligned offset',
      () => withHeader(arrayAt({ type: 'u8', offset: 65, length: 1 })),
      'array a lies outside the file',
    ],
    [
      'an array of an unknown type',
      () => withHeader(arrayAt({ type: 'f32', offset: 64, length: 1 })),
      'array a lies outside the file',
    ],
  ])('refuses %s with one line', (_, make, message) => {
    expect(() => decodeSnapshot(make(), 'test-index')).toThrow(`snapshot: ${message}`);
  });
});
