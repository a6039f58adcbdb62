// The place index read back from its snapshot is the index it was made of: on the fixture every key
// the file could index answers the same cities, and the cities read back are the same records; the
// real file gets the same check in placeSnapshot.realFile.test.ts. What is not a snapshot, or a
// snapshot of something else, or one cut short, is refused with a message, never read as an index.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeSnapshot, encodeSnapshot } from '../../../../src/worker/engine/binarySnapshot.ts';
import { loadCities, loadParsed } from '../../../../src/worker/engine/cities/loadCities.ts';
import { decodePlaceIndex, encodePlaceIndex } from '../../../../src/worker/engine/cities/placeSnapshot.ts';
import { candidateKeys, describeIndex } from './indexComparison.ts';

const FIXTURE = readFileSync(new URL('../../../fixtures/cities.fixture.json', import.meta.url));

describe('the place index snapshot', () => {
  it('reads back the index it was made of', () => {
    const scanned = loadCities(FIXTURE).index;
    const keys = candidateKeys(FIXTURE.toString('utf8'));
    const restored = decodePlaceIndex(encodePlaceIndex(scanned));
    expect(describeIndex(restored, keys)).toEqual(describeIndex(scanned, keys));
    // Not vacuous: the fixture's keys find cities.
    expect(keys.filter((key) => restored.lookup(key).length > 0).length).toBeGreaterThan(10);
  });

  it('answers ids and countries without making cities', () => {
    const scanned = loadCities(FIXTURE).index;
    const restored = decodePlaceIndex(encodePlaceIndex(scanned));
    for (let position = 0; position < scanned.cities.length; position++) {
      expect(restored.cities.idAt?.(position)).toBe(scanned.cities.at(position)?.id);
      expect(restored.cities.countryAt?.(position)).toBe(scanned.cities.at(position)?.country);
    }
  });

  it('reads from bytes that do not start at an aligned offset', () => {
    const bytes = encodePlaceIndex(loadCities(FIXTURE).index);
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    const restored = decodePlaceIndex(shifted.subarray(3));
    expect(restored.lookup('paris')).toEqual(loadCities(FIXTURE).index.lookup('paris'));
  });

  it('keeps answering after a lookup longer than the room left after the last key', () => {
    const restored = decodePlaceIndex(encodePlaceIndex(loadCities(FIXTURE).index));
    expect(restored.lookup('x'.repeat(5000))).toEqual([]);
    expect(restored.lookup('paris').length).toBeGreaterThan(0);
  });

  it('is made only of an index scanned from the app’s own file', () => {
    // The general path (an array of records) builds from City objects, with no columns to store.
    const parsed = loadParsed('[{"id":1,"name":"Lyon","country":"FR","lat":45.75,"lon":4.85}]').index;
    expect(() => encodePlaceIndex(parsed)).toThrow(/only an index scanned/);
  });

  it('refuses what is not a place index snapshot', () => {
    const bytes = encodePlaceIndex(loadCities(FIXTURE).index);
    expect(() => decodePlaceIndex(new TextEncoder().encode('{"fields":[]}'))).toThrow(/not a snapshot/);
    expect(() => decodePlaceIndex(bytes.subarray(0, 40))).toThrow(/^snapshot: /);
    expect(() => decodePlaceIndex(bytes.subarray(0, bytes.length - 100))).toThrow(/outside the file/);
    const other = encodeSnapshot({ kind: 'land-index/1', numbers: {}, arrays: {} });
    expect(() => decodePlaceIndex(other)).toThrow(/a snapshot of land-index\/1, not of place-index\/1/);
  });
});

describe('binary snapshots', () => {
  it('keep each array’s type and values, and the numbers', () => {
    const arrays = {
      doubles: new Float64Array([Math.PI, -0, Number.MAX_VALUE, 5e-324]),
      ints: new Int32Array([-2147483648, 2147483647, 0]),
      chars: new Uint16Array([0xffff, 65, 0]),
      bytes: new Uint8Array([1, 2, 3, 255, 0]),
      empty: new Int32Array(0),
    };
    const { numbers, arrays: read } = decodeSnapshot(
      encodeSnapshot({ kind: 'test', numbers: { answer: 42, half: 0.5 }, arrays }),
      'test',
    );
    expect(numbers).toEqual({ answer: 42, half: 0.5 });
    for (const [name, array] of Object.entries(arrays)) {
      expect(read[name]?.constructor).toBe(array.constructor);
      expect(Array.from(read[name] ?? [])).toEqual(Array.from(array));
    }
    // -0 survives: the bytes are copied, not the numbers printed.
    expect(Object.is(read.doubles?.[1], -0)).toBe(true);
  });

  it('place every array at a multiple of 8 bytes, so a Float64Array view of it is aligned', () => {
    const bytes = encodeSnapshot({
      kind: 'test',
      numbers: {},
      arrays: { odd: new Uint8Array(3), doubles: new Float64Array([1, 2]), more: new Uint16Array(5) },
    });
    const { arrays } = decodeSnapshot(bytes, 'test');
    for (const array of Object.values(arrays)) expect(array.byteOffset % 8).toBe(0);
  });
});
