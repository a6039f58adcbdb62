// The fast path (scanCities) against the general path (JSON.parse + parseCityRecords): every
// file the scanner accepts must give the index the general path gives, and every file it
// does not fully understand must be left to the general path.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createCitiesLoader,
  loadCities,
  loadParsed,
} from '../../../../src/worker/engine/cities/loadCities.ts';
import type { PlaceIndex } from '../../../../src/worker/engine/cities/placeIndex.ts';
import { scanCities } from '../../../../src/worker/engine/cities/scanCities.ts';
import { candidateKeys, describeIndex, loadInParts, outcome } from './indexComparison.ts';

const FIXTURE = readFileSync(new URL('../../../fixtures/cities.fixture.json', import.meta.url));
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

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

/** The header of the build's table, up to its first row. */
const HEADER = '{"fields":["id","name","country","admin1","lat","lon","pop","alt"],"rows":[';
/** A table as the build writes it, with the rows on one line. */
const table = (...rows: string[]) => `${HEADER}${rows.join(',')}]}`;
/** A row as the build writes it; `extra` goes before its closing bracket (`,[…]`: alternate names). */
const row = (extra = '') => `[1,"Lyon","FR","Auvergne-Rhône-Alpes",45.74846,4.84671,522969${extra}]`;
/** The same city as a record, the spec's shape. */
const record = () =>
  `{"id":1,"name":"Lyon","country":"FR","admin1":"Auvergne-Rhône-Alpes","lat":45.74846,"lon":4.84671,"pop":522969}`;

describe('scanCities on the generated files', () => {
  it('reads the fixture on the fast path, to the general path’s index', () => {
    const text = FIXTURE.toString('utf8');
    const fast = scanCities(FIXTURE);
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
    ['escapes in a name', table(row().replace('"Lyon"', '"Ly\\u00f6n \\"Vieux\\" \\\\ \\/"'))],
    ['an escaped non-Latin name', table(row().replace('"Lyon"', '"\\u6771\\u4eac"'))],
    ['escapes in an alternate name', table(row(',["lugdunum","ly\\u00f6n","l\\"y"]'))],
    ['non-ASCII alternate names', table(row(',["Лион","lião","ab"]'))],
    [
      'short alternates of a big and a small city',
      table(row(',["ly","lyo","lyon"]').replace('522969', '2000000'), row(',["ly"]').replace('[1,', '[2,')),
    ],
    ['an empty alternate list and empty alternates', table(row(',[]'), row(',["","x y z"]'))],
    [
      'names that fold oddly',
      table(
        ...[
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
        ].map((name, i) =>
          row()
            .replace('"Lyon"', JSON.stringify(name))
            .replace('[1,', `[${i + 1},`),
        ),
      ),
    ],
    ['a byte-order mark and a tab', `\uFEFF${HEADER}\t${row()}\r\n]}`],
    ['equal populations, kept in file order', table(row(), row().replace('"Lyon"', '"Lyon Sud"'))],
    [
      'numbers at the edges',
      table(
        row().replace('45.74846', '-90').replace('4.84671', '180.0'),
        row().replace('45.74846', '90').replace('4.84671', '-180').replace('522969', '1'),
        row().replace('45.74846', '-0').replace('4.84671', '-0.00001').replace('522969', '0'),
      ),
    ],
    [
      'names and alternate names longer than the room made for a key',
      table(
        row(`,["${'lugdunum '.repeat(60)}","${'лион '.repeat(80)}"]`).replace(
          '"Lyon"',
          `"${'Lyon '.repeat(100)}x"`,
        ),
        row()
          .replace('"Lyon"', `"${'ßÆ'.repeat(300)}"`)
          .replace('522969', '5'),
      ),
    ],
    [
      'names that start or end with punctuation, or hold a dash that folds to a space',
      table(
        row().replace('"Lyon"', '"(Lyon)"'),
        row().replace('"Lyon"', '"Lyon—Sud"').replace('522969', '5'),
        row().replace('"Lyon"', '"—Lyon"').replace('522969', '4'),
      ),
    ],
    [
      'alternate names beyond the 16-bit characters, at their first code point and past it',
      table(row(',["\u{10000}lyon","𠮷野家","ly𝔸"]')),
    ],
    [
      'a short alternate name of a city exactly as large as those whose short names count',
      table(row(',["ly"]').replace('522969', '1000000'), row(',["ly"]').replace('522969', '999999')),
    ],
    [
      'countries at the ends of the alphabet',
      table(row().replace('"FR"', '"AZ"'), row().replace('"FR"', '"ZA"')),
    ],
    ['an empty region', table(row().replace('"Auvergne-Rhône-Alpes"', '""'))],
    [
      'duplicate names and alternates',
      table(row(',["lyon","lugdunum","lugdunum"]'), row(',["lugdunum"]').replace('522969', '100')),
    ],
  ])('%s', (_, text) => {
    expect(scanCities(encode(text))).not.toBeNull();
    expectSameAsGeneralPath(encode(text));
  });

  // Each of these is left to the general path, which reads it (or refuses it) as before.
  it.each([
    ['an array of records (the spec’s shape)', `[${record()}]`],
    [
      'records with lat/lon as strings and no pop',
      `[{"id":1,"name":"Lyon","country":"FR","admin1":"","lat":"45.75","lon":"4.85"}]`,
    ],
    [
      'records with lng instead of lon, no id',
      `[{"name":"Vila","lat":42.53,"lng":1.56,"country":"AD","admin1":"03"}]`,
    ],
    [
      'a row with lat/lon as strings',
      table(row().replace('45.74846', '"45.74846"').replace('4.84671', '"4.84671"')),
    ],
    [
      'another field order',
      `{"fields":["name","id","country","admin1","lat","lon","pop"],"rows":[["Lyon",1,"FR","",1,2,3]]}`,
    ],
    ['fewer fields', `{"fields":["id","name","country","lat","lon"],"rows":[[1,"Lyon","FR",1,2]]}`],
    ['a header with spaces', table(row()).replace('"fields":[', '"fields": [')],
    [
      'a pretty-printed table',
      JSON.stringify(JSON.parse(table(row(',["lugdunum"]'), row().replace('522969', '5'))), null, 2),
    ],
    ['an unsorted file', table(row().replace('522969', '5'), row())],
    ['an exponent', table(row().replace('4.84671', '4.84671e0'))],
    ['an exponent right after the integer digits', table(row().replace('45.74846', '45e0'))],
    ['a letter right after a whole-number id', table(row().replace('[1,', '[1a,'))],
    // A letter read as a digit ('A' − '0' is 17) would make this latitude 57, still in range.
    ['a letter right after a latitude’s digit', table(row().replace('45.74846', '4A'))],
    ['a fraction in pop', table(row().replace('522969', '522969.0'))],
    ['a negative id', table(row().replace('[1,', '[-1,'))],
    ['a long mantissa', table(row().replace('4.84671', '4.8467100000000001'))],
    ['out-of-range coordinates', table(row().replace('45.74846', '90.00001'))],
    ['a latitude past the south pole', table(row().replace('45.74846', '-90.00001'))],
    ['a longitude past 180', table(row().replace('4.84671', '180.00001'))],
    ['a longitude past -180', table(row().replace('4.84671', '-180.00001'))],
    ['"@" in a country, just before A', table(row().replace('"FR"', '"@R"'))],
    ['"[" in a country, just after Z', table(row().replace('"FR"', '"[R"'))],
    ['"@" as a country\'s second letter', table(row().replace('"FR"', '"F@"'))],
    ['"[" as a country\'s second letter', table(row().replace('"FR"', '"F["'))],
    ['a region with a space before it', table(row().replace('"Auvergne', '" Auvergne'))],
    ['a region with a space after it', table(row().replace('Alpes"', 'Alpes "'))],
    ['a region with an escape', table(row().replace('Rhône', 'Rh\\u00f4ne'))],
    ['a lower-case country', table(row().replace('"FR"', '"fr"'))],
    ['a three-letter country', table(row().replace('"FR"', '"FRA"'))],
    ['a name with spaces around it', table(row().replace('"Lyon"', '" Lyon "'))],
    ['a name with a space before it', table(row().replace('"Lyon"', '" Lyon"'))],
    ['a name with a space after it', table(row().replace('"Lyon"', '"Lyon "'))],
    ['an escaped space after a name', table(row().replace('"Lyon"', '"Lyon\\u0020"'))],
    ['alternate names without a comma between them', table(row(',["lugdunum""lion"]'))],
    ['rows without a comma between them', table(row() + ';' + row())],
    ['a city of no population before a larger one', table(row().replace('522969', '0'), row())],
    ['an escaped space around a name', table(row().replace('"Lyon"', '"\\u0020Lyon"'))],
    ['an empty name', table(row().replace('"Lyon"', '""'))],
    ['a non-string alternate', table(row(',["lugdunum",7]'))],
    ['alternates that are not an array', table(row(',"lugdunum"'))],
    ['an extra value', table(row(',[],1'))],
    ['a short row', table('[1,"Lyon","FR","",1,2]')],
    ['rows that are not arrays', table(row(), 'null', '7', '"Paris"', '{}')],
    ['an empty table', table()],
    ['an object of another kind', `{"cities":[]}`],
    ['not JSON', `not json`],
    ['a trailing comma', table(row(), '')],
    ['trailing garbage', `${table(row())} x`],
    ['a leading zero', table(row().replace('[1,', '[01,'))],
    ['a raw control character in a string', table(row().replace('"Lyon"', '"Ly\u0001on"'))],
    ['a bad escape', table(row().replace('"Lyon"', '"Ly\\qon"'))],
    ['a truncated file', table(row()).slice(0, -9)],
  ])('%s', (_, text) => {
    expect(scanCities(encode(text))).toBeNull();
    expectSameAsGeneralPath(encode(text));
  });

  it('leaves malformed UTF-8 to the general path, which replaces it as fetch would', () => {
    const bytes = encode(table(row()));
    const malformed = new Uint8Array([...bytes.subarray(0, 20), 0xc3, 0x28, ...bytes.subarray(20)]);
    expect(scanCities(malformed)).toBeNull();
    expectSameAsGeneralPath(malformed);
    const overlong = new Uint8Array([...bytes.subarray(0, 20), 0xe0, 0x80, 0xaf, ...bytes.subarray(20)]);
    expect(scanCities(overlong)).toBeNull();
    expectSameAsGeneralPath(overlong);
  });

  it('reads text the UTF-8 bytes would not carry (a lone surrogate) on the general path', () => {
    const text = table(row().replace('"Lyon"', '"Ly\uD800on"'));
    expect(loadCities(text).index.cities.at(0)?.name).toBe('Ly\uD800on');
  });

  it('refuses what is neither records nor a table of them, in plain words', () => {
    expect(() => loadCities(encode('{}'))).toThrow(
      'The cities file must hold a JSON array of city records, or a table of them ({"fields":[…],"rows":[…]}).',
    );
    expect(() => loadCities(encode(`${HEADER}[1`))).toThrow('The cities file is not valid JSON.');
  });
});

describe('createCitiesLoader', () => {
  it.each([1, 2, 3])('loads the fixture in parts to the same index (seed %i)', (seed) => {
    const keys = candidateKeys(FIXTURE.toString('utf8'));
    expect(outcome(() => loadInParts(FIXTURE, seed), keys)).toEqual(outcome(() => loadCities(FIXTURE), keys));
  });

  it.each([
    ['a file whose last line has no line feed', `${HEADER}\n${row()}\n]}`],
    ['one line', table(row(), row().replace('[1,', '[2,'))],
    ['a row split over lines (general path)', `${HEADER}\n${row().replace(',45.74846', ',\n45.74846')}\n]}`],
    ['an unsorted file (general path)', `${HEADER}\n${row().replace('522969', '5')},\n${row()}\n]}`],
    ['records (general path)', `[\n${record()},\n${record().replace('"id":1', '"id":2')}\n]`],
    ['not JSON', `${HEADER}\n${row()},\nnot json\n]}`],
    ['a truncated file', `${HEADER}\n${row()},\n${row()}`],
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
    const part = encode(`${HEADER}\n${row()}\n]}\n`);
    loader.push(part);
    part.fill(0x20);
    expect(loader.finish().index.cities.at(0)?.name).toBe('Lyon');
  });
});
