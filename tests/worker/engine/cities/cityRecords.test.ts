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
    // JSON's other values: null (an object to typeof), a number, a string, a boolean.
    for (const value of [null, 7, 'cities', true]) expect(() => parseCityRecords(value)).toThrow(message);
    expect(() => loadCities('not json')).toThrow('The cities file is not valid JSON.');
  });

  // A record of exactly the City shape skips the clean-up; one field off the shape must get it,
  // and come out as the clean-up makes it: each case changes one field of a clean record.
  const CLEAN = { id: 9, name: 'Lyon', country: 'FR', admin1: 'Rhône', lat: 45.75, lon: 4.85, pop: 500 };
  const cleaned = (change: Record<string, unknown>) =>
    parseCityRecords([{ ...CLEAN, ...change }]).cities[0] ?? null;

  it.each<[string, Record<string, unknown>, Record<string, unknown> | null]>([
    ['the clean record itself', {}, CLEAN],
    ['a name with a space before it', { name: ' Lyon' }, { ...CLEAN, name: 'Lyon' }],
    ['a name with a space after it', { name: 'Lyon ' }, { ...CLEAN, name: 'Lyon' }],
    [
      'a name starting with "!", the first visible character',
      { name: '!Lyon!' },
      { ...CLEAN, name: '!Lyon!' },
    ],
    ['an empty name', { name: '' }, null],
    ['a name that is a number', { name: 7 }, null],
    ['a region with spaces around it', { admin1: ' Rhône ' }, CLEAN],
    ['a region that is a number', { admin1: 7 }, { ...CLEAN, admin1: '' }],
    ['no region', { admin1: undefined }, { ...CLEAN, admin1: '' }],
    ['a lower-case country', { country: 'fr' }, CLEAN],
    ['a country lower-case in its second letter', { country: 'Fr' }, CLEAN],
    ['a country lower-case in its first letter', { country: 'fR' }, CLEAN],
    ['the letters at the ends of the alphabet', { country: 'az' }, { ...CLEAN, country: 'AZ' }],
    ['the upper-case ends', { country: 'ZA' }, { ...CLEAN, country: 'ZA' }],
    // The characters just outside A–Z and a–z: @ [ ` {
    ['"@" in a country', { country: '@R' }, null],
    ['"[" in a country', { country: 'F[' }, null],
    ['"`" in a country', { country: '`R' }, null],
    ['"{" in a country', { country: 'F{' }, null],
    ['a country that is a number', { country: 7 }, null],
    ['the south pole', { lat: -90 }, { ...CLEAN, lat: -90 }],
    ['the north pole', { lat: 90 }, { ...CLEAN, lat: 90 }],
    ['a latitude past the south pole', { lat: -90.5 }, null],
    ['a latitude past the north pole', { lat: 90.5 }, null],
    ['a latitude as text', { lat: '45.75' }, CLEAN],
    ['the antimeridian, west', { lon: -180 }, { ...CLEAN, lon: -180 }],
    ['the antimeridian, east', { lon: 180 }, { ...CLEAN, lon: 180 }],
    ['a longitude past -180', { lon: -180.5 }, null],
    ['a longitude past 180', { lon: 180.5 }, null],
    ['a longitude as text', { lon: '4.85' }, CLEAN],
    ['no longitude but lng', { lon: undefined, lng: 4.85 }, CLEAN],
    ['no population', { pop: undefined }, { ...CLEAN, pop: 0 }],
    ['a population of 0', { pop: 0 }, { ...CLEAN, pop: 0 }],
    ['a negative population', { pop: -5 }, { ...CLEAN, pop: 0 }],
    ['a fractional population', { pop: 1.9 }, { ...CLEAN, pop: 1 }],
    ['a population as text', { pop: '500' }, CLEAN],
    ['an id as text', { id: '9' }, CLEAN],
    ['a fractional id', { id: 1.5 }, { ...CLEAN, id: 1 }],
    ['no id', { id: undefined }, { ...CLEAN, id: 1 }],
  ])('cleans %s as the clean-up would', (_, change, expected) => {
    expect(cleaned(change)).toEqual(expected);
  });

  it('keeps a record’s alternate names when they are all non-empty strings, and filters them otherwise', () => {
    const alternates = (alt: unknown) => parseCityRecords([{ ...CLEAN, alt }]).alternates[0];
    expect(alternates(['lugdunum', 'lion'])).toEqual(['lugdunum', 'lion']);
    expect(alternates(['lugdunum', '', 7, null, 'lion'])).toEqual(['lugdunum', 'lion']);
    expect(alternates([7, 'lion'])).toEqual(['lion']);
    expect(alternates(['', 7])).toBeUndefined();
    expect(alternates([])).toBeUndefined();
    expect(alternates('lugdunum')).toBeUndefined();
  });

  it('skips a record whose name is not text, and trims a region padded on one side only', () => {
    expect(cleaned({ name: 42 })).toBeNull();
    expect(cleaned({ name: ['Lyon'] })).toBeNull();
    // A space (code 32) at one end only: the clean-up must still run and trim it.
    expect(cleaned({ admin1: ' Rhône' })?.admin1).toBe('Rhône');
    expect(cleaned({ admin1: 'Rhône ' })?.admin1).toBe('Rhône');
    expect(cleaned({ admin1: '\tRhône' })?.admin1).toBe('Rhône');
  });

  it('keeps file order among equal populations in a long unsorted file', () => {
    // 300 records whose populations repeat in a cycle, so the sort must merge runs of ties.
    const pops = Array.from({ length: 300 }, (_, i) => (i * 7) % 5);
    const list = parseCityRecords(pops.map((pop, i) => ({ ...CLEAN, id: i + 1, name: `C${i}`, pop })));
    // Expected without sorting: each population from the largest down, its records in file order.
    const expected = [4, 3, 2, 1, 0].flatMap((pop) => pops.flatMap((p, i) => (p === pop ? [`C${i}`] : [])));
    expect(list.cities.map((city) => city.name)).toEqual(expected);
  });

  it('answers a sorted file with the records as they are', () => {
    const list = parseCityRecords([
      { ...CLEAN, id: 1, pop: 30 },
      { ...CLEAN, id: 2, pop: 30 },
      { ...CLEAN, id: 3, pop: 10 },
    ]);
    expect(list.cities.map((city) => city.id)).toEqual([1, 2, 3]);
  });
});
