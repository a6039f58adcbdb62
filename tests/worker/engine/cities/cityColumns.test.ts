// The scanner's city table on its own: numbers kept exactly in their columns, names and
// regions decoded from the file's bytes when a city is first read, and the CityTable rules
// (positions 0 … length - 1, undefined or nothing outside them).
import { describe, expect, it } from 'vitest';
import { CityColumns, packCountry } from '../../../../src/worker/engine/cities/cityColumns.ts';
import type { City } from '../../../../src/worker/engine/cities/cityRecords.ts';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const pack = (code: string): number => packCountry(code.charCodeAt(0), code.charCodeAt(1));

/** Every two-letter upper-case code, AA … ZZ. */
function allCountryCodes(): string[] {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [...letters].flatMap((first) => [...letters].map((second) => first + second));
}

/**
 * A line of JSON string literals as the file has them, and the byte range of each one's
 * contents (quotes excluded), measured by encoding the text before it.
 */
function stringsLine(literals: readonly string[]): { bytes: Uint8Array; ranges: [number, number][] } {
  let text = '';
  const ranges: [number, number][] = [];
  for (const literal of literals) {
    if (text !== '') text += ',';
    const start = encode(text).length + 1;
    text += literal;
    ranges.push([start, encode(text).length - 1]);
  }
  return { bytes: encode(text), ranges };
}

/** A table of these cities, over a line of their names and regions as JSON literals. */
function tableOf(cities: readonly City[], capacity = cities.length): CityColumns {
  const { bytes, ranges } = stringsLine(
    cities.flatMap((c) => [JSON.stringify(c.name), JSON.stringify(c.admin1)]),
  );
  const table = new CityColumns(capacity);
  cities.forEach((c, i) => {
    const [nameStart, nameEnd] = ranges[2 * i] as [number, number];
    const [admin1Start, admin1End] = ranges[2 * i + 1] as [number, number];
    const position = table.add(
      c.id,
      nameStart,
      nameEnd,
      pack(c.country),
      admin1Start,
      admin1End,
      c.lat,
      c.lon,
      c.pop,
    );
    expect(position).toBe(i);
  });
  table.attachBytes(bytes);
  return table;
}

const lyon = (): City => ({
  id: 2996944,
  name: 'Lyon',
  country: 'FR',
  admin1: 'Auvergne-Rhône-Alpes',
  lat: 45.74846,
  lon: 4.84671,
  pop: 522969,
});

describe('packCountry', () => {
  it('gives each of the 676 codes its own number in 0 … 675, AA first and ZZ last', () => {
    const packed = allCountryCodes().map(pack);
    expect(new Set(packed).size).toBe(676);
    expect(Math.min(...packed)).toBe(0);
    expect(Math.max(...packed)).toBe(675);
    expect(pack('AA')).toBe(0);
    expect(pack('AB')).toBe(1);
    expect(pack('BA')).toBe(26);
    expect(pack('ZZ')).toBe(675);
  });

  it('gives back every code from its number, through the table', () => {
    const codes = allCountryCodes();
    const table = new CityColumns(0);
    for (const code of codes) table.add(1, 0, 0, pack(code), 0, 0, 0, 0, 0);
    table.attachBytes(new Uint8Array(0));
    expect(codes.map((_, i) => table.countryAt(i))).toEqual(codes);
    expect(codes.map((_, i) => table.at(i)?.country)).toEqual(codes);
  });
});

describe('CityColumns', () => {
  it('reads back each city as it was added', () => {
    const cities: City[] = [
      lyon(),
      // Negative coordinates, an id past 2^32, a population past 2^31, the first and last code.
      {
        id: 12_345_678_901,
        name: 'Sydney',
        country: 'AU',
        admin1: 'New South Wales',
        lat: -33.86785,
        lon: 151.20732,
        pop: 4_627_345,
      },
      { id: 1, name: 'Big', country: 'ZZ', admin1: '', lat: -90, lon: -180, pop: 9_000_000_000 },
      { id: 0, name: 'A', country: 'AA', admin1: 'x', lat: 90, lon: 180, pop: 0 },
    ];
    const table = tableOf(cities);
    expect(table.length).toBe(4);
    expect([...table]).toEqual(cities);
    expect(cities.map((_, i) => table.at(i))).toEqual(cities);
    expect(cities.map((_, i) => table.idAt(i))).toEqual(cities.map((c) => c.id));
    expect(cities.map((_, i) => table.countryAt(i))).toEqual(cities.map((c) => c.country));
  });

  it('keeps -0 and fractions exactly (the columns are 64-bit floats)', () => {
    const table = tableOf([{ ...lyon(), lat: -0, lon: 0.1 + 0.2, pop: 2 ** 53 - 1, id: 2 ** 53 - 1 }]);
    const city = table.at(0) as City;
    expect(Object.is(city.lat, -0)).toBe(true);
    expect(city.lon).toBe(0.1 + 0.2);
    expect(city.pop).toBe(2 ** 53 - 1);
    expect(table.idAt(0)).toBe(2 ** 53 - 1);
  });

  it('decodes names and regions from the bytes: escapes, multi-byte characters, empty ranges', () => {
    const literals = [
      String.raw`"Ly\u00f6n \"Vieux\" \\ \/ \t"`,
      String.raw`"\uD834\uDD1E"`,
      '"東京"',
      '""',
      '"São Paulo"',
      '"Île-de-France"',
    ];
    const { bytes, ranges } = stringsLine(literals);
    const table = new CityColumns(2);
    for (let i = 0; i < literals.length; i += 2) {
      const [nameStart, nameEnd] = ranges[i] as [number, number];
      const [admin1Start, admin1End] = ranges[i + 1] as [number, number];
      table.add(i, nameStart, nameEnd, pack('FR'), admin1Start, admin1End, 1, 2, 3);
    }
    table.attachBytes(bytes);
    const read = [...table].flatMap((city) => [city.name, city.admin1]);
    expect(read).toEqual(literals.map((literal) => JSON.parse(literal) as string));
  });

  it('reads a name at the first and the last byte of the file', () => {
    const bytes = encode('Zoë,Lyon');
    const table = new CityColumns(1);
    table.add(1, 0, 4, pack('FR'), 5, bytes.length, 0, 0, 0);
    table.attachBytes(bytes);
    expect(table.at(0)).toMatchObject({ name: 'Zoë', admin1: 'Lyon' });
  });

  it('makes a city when it is first read, from the bytes attached by then', () => {
    const table = new CityColumns(1);
    table.add(1, 0, 4, pack('FR'), 4, 4, 0, 0, 0);
    table.attachBytes(encode('Lyon'));
    expect(table.at(0)?.name).toBe('Lyon');
  });

  it('returns the same City object on every read, by position and by iteration', () => {
    const table = tableOf([lyon(), { ...lyon(), id: 2, name: 'Paris' }]);
    const first = table.at(1);
    expect(table.at(1)).toBe(first);
    expect([...table][1]).toBe(first);
    expect(table.at(0)).not.toBe(first);
  });

  it('grows past its capacity (at least 16) and keeps what it held', () => {
    for (const capacity of [0, 1, 16, 17]) {
      const cities = Array.from({ length: 40 }, (_, i): City => ({
        id: 1000 + i,
        name: `City ${i}`,
        country: i % 2 === 0 ? 'FR' : 'DE',
        admin1: `Region ${i}`,
        lat: i / 2 - 10,
        lon: -i / 4,
        pop: 1000 - i,
      }));
      const table = tableOf(cities, capacity);
      expect(table.length, `capacity ${capacity}`).toBe(40);
      expect([...table], `capacity ${capacity}`).toEqual(cities);
      expect(table.idAt(0)).toBe(1000);
      expect(table.idAt(39)).toBe(1039);
    }
  });

  it('has nothing outside positions 0 … length - 1, nor at a position that is not an integer', () => {
    const table = tableOf([lyon(), { ...lyon(), id: 2, country: 'DE' }], 100);
    expect(table.at(0)?.id).toBe(2996944);
    expect(table.at(1)?.id).toBe(2);
    for (const position of [-1, 2, 3, 99, 100, 0.5, 1.5, Number.NaN, Infinity, -Infinity]) {
      expect(table.at(position), String(position)).toBeUndefined();
    }
    expect(table.countryAt(1)).toBe('DE');
    for (const position of [-1, 2, 99]) expect(table.countryAt(position), String(position)).toBe('');
  });

  it('is empty when nothing was added', () => {
    const table = new CityColumns(10);
    table.attachBytes(new Uint8Array(0));
    expect(table.length).toBe(0);
    expect(table.at(0)).toBeUndefined();
    expect([...table]).toEqual([]);
    expect(table.countryAt(0)).toBe('');
  });

  it('answers -1 for the id of a position outside the table, also between its length and its capacity', () => {
    const table = tableOf([lyon()], 16);
    expect(table.idAt(0)).toBe(lyon().id);
    // Positions 1–15 are allocated (zeros) but hold no city.
    for (const position of [-1, 1, 15, 16]) expect(table.idAt(position), String(position)).toBe(-1);
  });
});
