import { describe, expect, it } from 'vitest';
import { parseCityRecords } from '../../../../src/worker/engine/cities/cityRecords.ts';
import { loadCities } from '../../../../src/worker/engine/cities/loadCities.ts';

describe('parseCityRecords', () => {
  it('reads the spec shape with strings for lat/lon and no pop', () => {
    const list = parseCityRecords([
      { id: '7', name: 'Lyon', country: 'fr', admin1: '84', lat: '45.75', lon: '4.85' },
    ]);
    expect(list.cities).toEqual([
      { id: 7, name: 'Lyon', country: 'FR', admin1: '84', lat: 45.75, lon: 4.85, pop: 0 },
    ]);
    expect(list.skipped).toBe(0);
  });

  it('accepts the popular `lng` spelling and records without ids', () => {
    const list = parseCityRecords([
      { name: 'Vila', lat: '42.53', lng: '1.56', country: 'AD', admin1: '03', admin2: '' },
    ]);
    expect(list.cities[0]).toMatchObject({ id: 1, name: 'Vila', lon: 1.56, country: 'AD' });
  });

  it('skips and counts malformed records instead of failing', () => {
    const list = parseCityRecords([
      null,
      7,
      'Paris',
      [],
      { name: '', country: 'FR', lat: 1, lon: 1 },
      { name: 'NoCountry', lat: 1, lon: 1 },
      { name: 'BadCountry', country: 'FRA', lat: 1, lon: 1 },
      { name: 'NaN', country: 'FR', lat: 'abc', lon: 1 },
      { name: 'Infinity', country: 'FR', lat: Infinity, lon: 1 },
      { name: 'OutOfRange', country: 'FR', lat: 91, lon: 1 },
      { name: 'OutOfRangeLon', country: 'FR', lat: 1, lon: -181 },
      { name: 'Empty lat', country: 'FR', lat: '', lon: 1 },
      { name: 'Good', country: 'FR', lat: 1, lon: 2, pop: 'many' },
    ]);
    expect(list.skipped).toBe(12);
    expect(list.cities.map((c) => c.name)).toEqual(['Good']);
    expect(list.cities[0]?.pop).toBe(0);
  });

  it('reads numbers written as text only when they are plain decimals, as the geocoder reader does', () => {
    const at = (lat: string) =>
      parseCityRecords([{ name: 'X', country: 'FR', lat, lon: '4.85' }]).cities[0]?.lat;
    expect(at('45.75')).toBe(45.75);
    expect(at(' -0.5 ')).toBe(-0.5);
    expect(at('+45')).toBe(45);
    expect(at('.5')).toBe(0.5);
    // Number() would read each of these as a coordinate: 45.75abc as nothing, but 0x2D as 45, 4.5e1 as 45.
    for (const text of ['45.75abc', '0x2D', '4.5e1', 'Infinity', '45,75', '--1', '1.2.3', '.']) {
      expect(at(text), text).toBeUndefined();
    }
  });

  it('sorts by population, keeping file order for ties', () => {
    const list = parseCityRecords([
      { name: 'Small', country: 'FR', lat: 1, lon: 1, pop: 10 },
      { name: 'Big', country: 'FR', lat: 1, lon: 1, pop: 1000, alt: ['grand'] },
      { name: 'Small2', country: 'FR', lat: 1, lon: 1, pop: 10 },
    ]);
    expect(list.cities.map((c) => c.name)).toEqual(['Big', 'Small', 'Small2']);
    expect(list.alternates).toEqual([['grand'], undefined, undefined]);
  });

  it('ignores keys that try to pollute prototypes', () => {
    const data: unknown = JSON.parse(
      '[{"__proto__":{"polluted":true},"name":"X","country":"FR","lat":1,"lon":1}]',
    );
    const list = parseCityRecords(data);
    expect(list.cities).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads a table: each row holds the values of the fields its header names', () => {
    const list = parseCityRecords({
      fields: ['name', 'country', 'lat', 'lng', 'pop', 'alt', '__proto__'],
      rows: [
        ['Lyon', 'FR', 45.75, 4.85, 522969, ['lugdunum'], { polluted: true }],
        ['Vila', 'AD', '42.53', '1.56'],
        { name: 'Paris', country: 'FR', lat: 48.85, lon: 2.35 },
        ['', 'FR', 1, 1],
      ],
    });
    expect(list.cities).toEqual([
      { id: 1, name: 'Lyon', country: 'FR', admin1: '', lat: 45.75, lon: 4.85, pop: 522969 },
      { id: 2, name: 'Vila', country: 'AD', admin1: '', lat: 42.53, lon: 1.56, pop: 0 },
    ]);
    expect(list.alternates).toEqual([['lugdunum'], undefined]);
    // A row that is not an array, and a row without a name, are skipped.
    expect(list.skipped).toBe(2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a file that is neither an array nor a table, with a plain message', () => {
    const message =
      'The cities file must hold a JSON array of city records, or a table of them ({"fields":[…],"rows":[…]}).';
    expect(() => parseCityRecords({ cities: [] })).toThrow(message);
    expect(() => parseCityRecords({ fields: ['name', 7], rows: [] })).toThrow(message);
    expect(() => parseCityRecords({ fields: ['name'], rows: {} })).toThrow(message);
    expect(() => loadCities('not json')).toThrow('The cities file is not valid JSON.');
  });
});
