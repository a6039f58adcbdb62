// The fast path (scanCities) against the general path (JSON.parse + parseCityRecords): every
// file the scanner accepts must give the index the general path gives, and every file it
// does not fully understand must be left to the general path.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createCitiesLoader,
  loadCities,
  loadParsed,
  type LoadedCities,
} from '../../../src/worker/engine/loadCities.ts';
import type { PlaceIndex } from '../../../src/worker/engine/placeIndex.ts';
import { scanCities } from '../../../src/worker/engine/scanCities.ts';
import { foldText } from '../../../src/worker/engine/text.ts';

const FIXTURE = readFileSync(new URL('../../fixtures/cities.fixture.json', import.meta.url));
const REAL_FILE = readFileSync(new URL('../../../public/cities.json', import.meta.url));
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Every key a file could have put in the index: its folded names and its alternate names. */
function candidateKeys(text: string): string[] {
  const keys = new Set<string>(['', 'of', 'spy', 'the']);
  const records = JSON.parse(text) as unknown;
  if (!Array.isArray(records)) return [...keys];
  for (const record of records as Record<string, unknown>[]) {
    if (typeof record?.name === 'string') keys.add(foldText(record.name));
    if (Array.isArray(record?.alt)) for (const alt of record.alt) if (typeof alt === 'string') keys.add(alt);
  }
  return [...keys];
}

/** Everything an index answers, in plain data. */
function describeIndex(index: PlaceIndex, keys: readonly string[]) {
  return {
    cities: [...index.cities],
    size: index.size,
    maxWords: index.maxWords,
    lookups: keys.map((key) => [key, index.lookup(key)]),
  };
}

function outcome(load: () => LoadedCities, keys: readonly string[]) {
  try {
    const { index, skipped } = load();
    return { skipped, ...describeIndex(index, keys) };
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** The loader's answer for these bytes equals the general path's on their text. */
function expectSameAsGeneralPath(bytes: Uint8Array): void {
  const text = new TextDecoder().decode(bytes);
  let keys: string[] = [];
  try {
    keys = candidateKeys(text);
  } catch {
    // not JSON: both paths must throw alike
  }
  expect(outcome(() => loadCities(bytes), keys)).toEqual(outcome(() => loadParsed(text), keys));
}

const record = (fields: string) =>
  `{"id":1,"name":"Lyon","country":"FR","admin1":"Auvergne-Rhône-Alpes","lat":45.74846,"lon":4.84671,"pop":522969${fields}}`;

describe('scanCities on the generated files', () => {
  it.each([
    ['the fixture', FIXTURE],
    ['the real file', REAL_FILE],
  ])('reads %s on the fast path, to the general path’s index', (_, bytes) => {
    const text = new TextDecoder().decode(bytes);
    const fast = scanCities(bytes);
    expect(fast).not.toBeNull();
    const general = loadParsed(text).index;
    const keys = candidateKeys(text);
    expect(describeIndex(fast as PlaceIndex, keys)).toEqual(describeIndex(general, keys));
  });

  it('takes the fast path from text as well as from bytes', () => {
    // The general path's cities are an array; the scanner's are columns.
    expect(Array.isArray(loadCities(FIXTURE.toString('utf8')).index.cities)).toBe(false);
    expect(Array.isArray(loadCities(FIXTURE).index.cities)).toBe(false);
    expect(Array.isArray(loadParsed(FIXTURE.toString('utf8')).index.cities)).toBe(true);
  });

  it('makes each city once, on first read', () => {
    const index = scanCities(FIXTURE) as PlaceIndex;
    expect(index.cities.at(3)).toBe(index.cities.at(3));
    expect(index.cities.at(-1)).toBeUndefined();
    expect(index.cities.at(index.cities.length)).toBeUndefined();
  });
});

describe('scanCities on other files', () => {
  // Each of these is accepted by the fast path and must still match the general path.
  it.each([
    ['escapes in a name', `[${record('').replace('"Lyon"', '"Ly\\u00f6n \\"Vieux\\" \\\\ \\/"')}]`],
    ['an escaped non-Latin name', `[${record('').replace('"Lyon"', '"\\u6771\\u4eac"')}]`],
    ['escapes in an alternate name', `[${record(',"alt":["lugdunum","ly\\u00f6n","l\\"y"]')}]`],
    ['non-ASCII alternate names', `[${record(',"alt":["Лион","lião","ab"]')}]`],
    [
      'short alternates of a big and a small city',
      `[${record(',"alt":["ly","lyo","lyon"]').replace('522969', '2000000')},\n${record(',"alt":["ly"]').replace('"id":1', '"id":2')}]`,
    ],
    [
      'an empty alternate list and empty alternates',
      `[${record(',"alt":[]')},${record(',"alt":["","x y z"]')}]`,
    ],
    [
      'names that fold oddly',
      `[${[
        'İstanbul',
        'Ærøskøbing',
        "Val-d'Or",
        "L'Aquila--Nord",
        'ǅemal',
        'K\u212Aln',
        'a\u0301b',
        '東京',
        '\uFEFFLyon',
        'Of',
      ]
        .map((name, i) =>
          record('')
            .replace('"Lyon"', JSON.stringify(name))
            .replace('"id":1', `"id":${i + 1}`),
        )
        .join(',')}]`,
    ],
    ['a byte-order mark and a tab', `\uFEFF[\t${record('')}\r\n]`],
    [
      'equal populations, kept in file order',
      `[${record('')},${record('').replace('"Lyon"', '"Lyon Sud"')}]`,
    ],
    [
      'numbers at the edges',
      `[${record('').replace('45.74846', '-90').replace('4.84671', '180.0')},${record('').replace('45.74846', '-0').replace('4.84671', '-0.00001').replace('522969', '0')}]`,
    ],
    [
      'duplicate names and alternates',
      `[${record(',"alt":["lyon","lugdunum","lugdunum"]')},${record(',"alt":["lugdunum"]').replace('522969', '100')}]`,
    ],
  ])('%s', (_, text) => {
    expect(scanCities(encode(text))).not.toBeNull();
    expectSameAsGeneralPath(encode(text));
  });

  // Each of these is left to the general path, which reads it (or refuses it) as before.
  it.each([
    [
      'lat/lon as strings and no pop',
      `[{"id":1,"name":"Lyon","country":"FR","admin1":"","lat":"45.75","lon":"4.85"}]`,
    ],
    ['lng instead of lon, no id', `[{"name":"Vila","lat":42.53,"lng":1.56,"country":"AD","admin1":"03"}]`],
    ['another field order', `[{"name":"Lyon","id":1,"country":"FR","admin1":"","lat":1,"lon":2,"pop":3}]`],
    [
      'pretty-printed records',
      `[\n  {\n    "id": 1, "name": "Lyon", "country": "FR", "admin1": "", "lat": 1, "lon": 2, "pop": 3\n  }\n]`,
    ],
    ['an unsorted file', `[${record('').replace('522969', '5')},${record('')}]`],
    ['an exponent', `[${record('').replace('4.84671', '4.84671e0')}]`],
    ['a fraction in pop', `[${record('').replace('522969', '522969.0')}]`],
    ['a negative id', `[${record('').replace('"id":1', '"id":-1')}]`],
    ['a long mantissa', `[${record('').replace('4.84671', '4.8467100000000001')}]`],
    ['out-of-range coordinates', `[${record('').replace('45.74846', '90.00001')}]`],
    ['a lower-case country', `[${record('').replace('"FR"', '"fr"')}]`],
    ['a three-letter country', `[${record('').replace('"FR"', '"FRA"')}]`],
    ['a name with spaces around it', `[${record('').replace('"Lyon"', '" Lyon "')}]`],
    ['an escaped space around a name', `[${record('').replace('"Lyon"', '"\\u0020Lyon"')}]`],
    ['an empty name', `[${record('').replace('"Lyon"', '""')}]`],
    ['a non-string alternate', `[${record(',"alt":["lugdunum",7]')}]`],
    ['an extra field', `[${record(',"alt":[],"x":1')}]`],
    ['records that are not objects', `[${record('')},null,7,"Paris",[]]`],
    ['an empty array', `[]`],
    ['an object', `{"cities":[]}`],
    ['not JSON', `not json`],
    ['a trailing comma', `[${record('')},]`],
    ['trailing garbage', `[${record('')}] x`],
    ['a leading zero', `[${record('').replace('"id":1', '"id":01')}]`],
    ['a raw control character in a string', `[${record('').replace('"Lyon"', '"Ly\u0001on"')}]`],
    ['a bad escape', `[${record('').replace('"Lyon"', '"Ly\\qon"')}]`],
    ['a truncated file', `[${record('')}`.slice(0, -9)],
  ])('%s', (_, text) => {
    expect(scanCities(encode(text))).toBeNull();
    expectSameAsGeneralPath(encode(text));
  });

  it('leaves malformed UTF-8 to the general path, which replaces it as fetch would', () => {
    const bytes = encode(`[${record('')}]`);
    const malformed = new Uint8Array([...bytes.subarray(0, 20), 0xc3, 0x28, ...bytes.subarray(20)]);
    expect(scanCities(malformed)).toBeNull();
    expectSameAsGeneralPath(malformed);
    const overlong = new Uint8Array([...bytes.subarray(0, 20), 0xe0, 0x80, 0xaf, ...bytes.subarray(20)]);
    expect(scanCities(overlong)).toBeNull();
    expectSameAsGeneralPath(overlong);
  });

  it('reads text the UTF-8 bytes would not carry (a lone surrogate) on the general path', () => {
    const text = `[${record('').replace('"Lyon"', '"Ly\uD800on"')}]`;
    expect(loadCities(text).index.cities.at(0)?.name).toBe('Ly\uD800on');
  });

  it('refuses what is not an array of records, in plain words', () => {
    expect(() => loadCities(encode('{}'))).toThrow('The cities file must hold a JSON array of city records.');
    expect(() => loadCities(encode('[{"id":1'))).toThrow('The cities file is not valid JSON.');
  });
});

describe('createCitiesLoader', () => {
  /** Pushes the bytes in parts of random sizes (some empty, some cutting UTF-8 characters). */
  function loadInParts(bytes: Uint8Array, seed: number, expectedBytes = 0): LoadedCities {
    const loader = createCitiesLoader(expectedBytes);
    let state = seed;
    for (let start = 0; start < bytes.length;) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      const size = state % 3 === 0 ? state % 7 : state % 40_000;
      loader.push(bytes.slice(start, start + size));
      start += size;
    }
    return loader.finish();
  }

  it.each([1, 2, 3])('loads the fixture in parts to the same index (seed %i)', (seed) => {
    const keys = candidateKeys(FIXTURE.toString('utf8'));
    expect(outcome(() => loadInParts(FIXTURE, seed), keys)).toEqual(outcome(() => loadCities(FIXTURE), keys));
  });

  it('loads the real file in parts to the same index', () => {
    const keys = candidateKeys(REAL_FILE.toString('utf8'));
    expect(outcome(() => loadInParts(REAL_FILE, 7, 4096), keys)).toEqual(
      outcome(() => loadCities(REAL_FILE), keys),
    );
  });

  it.each([
    ['a file whose last line has no line feed', `[\n${record('')}\n]`],
    ['one line', `[${record('')},${record('').replace('"id":1', '"id":2')}]`],
    ['a record split over lines (general path)', `[\n${record('').replace(',"lat"', ',\n"lat"')}\n]`],
    ['an unsorted file (general path)', `[\n${record('').replace('522969', '5')},\n${record('')}\n]`],
    ['not JSON', `[\n${record('')},\nnot json\n]`],
    ['a truncated file', `[\n${record('')},\n${record('')}`],
    ['nothing', ``],
  ])('loads %s in parts as in one piece', (_, text) => {
    const bytes = encode(text);
    const keys = ['lyon'];
    for (const seed of [1, 2, 3]) {
      expect(outcome(() => loadInParts(bytes, seed), keys)).toEqual(outcome(() => loadCities(bytes), keys));
    }
  });

  it('copies what it is given, so a reused buffer does not change the file', () => {
    const loader = createCitiesLoader(0);
    const part = encode(`[\n${record('')}\n]\n`);
    loader.push(part);
    part.fill(0x20);
    expect(loader.finish().index.cities.at(0)?.name).toBe('Lyon');
  });
});
