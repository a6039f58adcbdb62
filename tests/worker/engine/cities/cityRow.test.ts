// Reading one city's row from the cities file as it arrives, before any of it is scanned.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CityRowFinder } from '../../../../src/worker/engine/cities/cityRow.ts';
import { createCitiesLoader, loadCities } from '../../../../src/worker/engine/cities/loadCities.ts';
import { positionOfId } from '../../../../src/worker/engine/resolve/cityIds.ts';

const FIXTURE = new Uint8Array(
  readFileSync(new URL('../../../fixtures/cities.fixture.json', import.meta.url)),
);
const INDEX = loadCities(FIXTURE).index;
const encode = (text: string) => new TextEncoder().encode(text);
const HEADER = '{"fields":["id","name","country","admin1","lat","lon","pop","alt"],"rows":[\n';

/** The index's own record for an id (what a search of the whole file uses). */
const indexed = (id: number) => INDEX.cities.at(positionOfId(INDEX.cities, id));

describe('CityRowFinder', () => {
  it("reads a city's row as the whole index has it, from the bytes up to that row", () => {
    // Paris, France (GeoNames 2988507), with its alternate names; Porto, Portugal; a small place at the end.
    for (const id of [2988507, 2735943, 5093030]) {
      const start = Buffer.from(FIXTURE).indexOf(`\n[${id},`) + 1;
      const end = Buffer.from(FIXTURE).indexOf('\n', start) + 1;
      const finder = new CityRowFinder(id);
      expect(finder.find(FIXTURE, end - 1), 'its line not complete yet').toBeUndefined();
      expect(finder.find(FIXTURE, end)).toEqual(indexed(id));
    }
    expect(indexed(2988507)).toMatchObject({ name: 'Paris', country: 'FR', admin1: 'Île-de-France' });
  });

  it('finds the row however the bytes arrive, one byte more at a time', () => {
    const finder = new CityRowFinder(2735943);
    let found;
    for (let length = 0; length <= FIXTURE.length && found === undefined; length++) {
      found = finder.find(FIXTURE, length);
    }
    expect(found).toEqual(indexed(2735943));
  });

  it('takes the first row of an id, as the index does, and the last row without its comma', () => {
    const text = `${HEADER}[7,"Alpha","FR","",1.5,2.5,300],\n[7,"Beta","FR","",3,4,200],\n[8,"Gamma","DE","Berlin",5,6,100]\n]}\n`;
    const bytes = encode(text);
    expect(new CityRowFinder(7).find(bytes, bytes.length)).toEqual({
      id: 7,
      name: 'Alpha',
      country: 'FR',
      admin1: '',
      lat: 1.5,
      lon: 2.5,
      pop: 300,
    });
    // Asked again, the finder gives the same first row, not the next one of that id.
    const finder = new CityRowFinder(7);
    expect(finder.find(bytes, bytes.length)?.name).toBe('Alpha');
    expect(finder.find(bytes, bytes.length)?.name).toBe('Alpha');
    const index = loadCities(text).index;
    expect(index.cities.at(positionOfId(index.cities, 7))?.name).toBe('Alpha');
    expect(new CityRowFinder(8).find(bytes, bytes.length)).toMatchObject({ name: 'Gamma', admin1: 'Berlin' });
    // An id that only starts like another's is not it.
    expect(new CityRowFinder(77).find(bytes, bytes.length)).toBeUndefined();
  });

  it('reads nothing early from a file of another layout, or a row the general path would not read', () => {
    const records = encode('[{"id":7,"name":"Alpha","country":"FR","lat":1,"lon":2}]');
    expect(new CityRowFinder(7).find(records, records.length)).toBeUndefined();
    const broken = encode(`${HEADER}[7,"Alpha","FRANCE","",1,2,3],\n[8,"Beta","FR","",1,2,3]\n]}\n`);
    expect(new CityRowFinder(7).find(broken, broken.length)).toBeUndefined();
    // A byte-order mark before the table is dropped, as the loaders drop it.
    const marked = new Uint8Array([0xef, 0xbb, 0xbf, ...encode(`${HEADER}[7,"Alpha","FR","",1,2,3]\n]}\n`)]);
    expect(new CityRowFinder(7).find(marked, marked.length)?.name).toBe('Alpha');
  });
});

describe('the loader, appending without scanning', () => {
  it("answers cityWithId before any scanning, and scanSome's slices give the same index as the whole file", () => {
    const loader = createCitiesLoader(0);
    // Paris's row ends about 114 KB into the fixture's 176 KB; Springfield's is its last.
    const half = Math.floor(FIXTURE.length * 0.75);
    loader.append(FIXTURE.subarray(0, half));
    expect(loader.cityWithId(2988507)).toEqual(indexed(2988507));
    expect(loader.cityWithId(5093030), 'not arrived yet').toBeUndefined();
    let slices = 0;
    while (loader.scanSome(4096)) slices++;
    loader.append(FIXTURE.subarray(half));
    expect(loader.cityWithId(5093030)).toEqual(indexed(5093030));
    while (loader.scanSome(4096)) slices++;
    // 176 KB in slices of about 4 KB (a line past it at most): dozens of them.
    expect(slices).toBeGreaterThan(20);
    const { index } = loader.finish();
    expect([...index.cities]).toEqual([...INDEX.cities]);
    expect(index.lookup('paris')).toEqual(INDEX.lookup('paris'));
  });
});
