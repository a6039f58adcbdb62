// Cities by GeoNames id (pins, nicknames) and by country (area missions), on hand-written tables
// of real GeoNames records, on a table that only answers from its columns, and on the fixture.
import { describe, expect, it } from 'vitest';
import type { City, CityTable } from '../../../../src/worker/engine/cities/cityRecords.ts';
import { positionOfId, positionsInCountry } from '../../../../src/worker/engine/resolve/cityIds.ts';
import { fixtureIndex } from '../fixtureIndex.ts';

const city = (id: number, name: string, country: string, admin1: string, pop: number): City => ({
  id,
  name,
  country,
  admin1,
  lat: 0,
  lon: 0,
  pop,
});

// GeoNames ids and populations of five real places, most populous first, as an index holds them.
const ROME = city(3169070, 'Rome', 'IT', 'Lazio', 2318895);
const MILAN = city(3173435, 'Milan', 'IT', 'Lombardy', 1371498);
const TURIN = city(3165524, 'Turin', 'IT', 'Piedmont', 847287);
const LISBON = city(2267057, 'Lisbon', 'PT', 'Lisbon', 517802);
const PORTO = city(2735943, 'Porto', 'PT', 'Porto', 249633);
const table = (): City[] => [ROME, MILAN, TURIN, LISBON, PORTO];

/**
 * A table that, like the fast loader's columns, answers ids and countries without making a City:
 * reading a City from it fails the test. Counts the column reads.
 */
function columnTable(cities: readonly City[]): CityTable & { reads: number } {
  const columns = {
    reads: 0,
    length: cities.length,
    at(): City | undefined {
      throw new Error('made a City where the columns were enough');
    },
    idAt(position: number): number {
      columns.reads++;
      return (cities[position] as City).id;
    },
    countryAt(position: number): string {
      columns.reads++;
      return (cities[position] as City).country;
    },
    [Symbol.iterator]: () => cities[Symbol.iterator](),
  };
  return columns;
}

describe('positionOfId', () => {
  it('finds the first, the second and the last city of a table by its GeoNames id', () => {
    const cities = table();
    expect(positionOfId(cities, 3169070)).toBe(0);
    expect(positionOfId(cities, 3173435)).toBe(1);
    expect(positionOfId(cities, 2735943)).toBe(4);
  });

  it('answers -1 for an id the table lacks, for -1 itself, and on an empty table', () => {
    const cities = table();
    expect(positionOfId(cities, 2988507)).toBe(-1); // Paris is not in the table
    expect(positionOfId(cities, -1)).toBe(-1);
    expect(positionOfId(cities, 0)).toBe(-1);
    expect(positionOfId([], 3169070)).toBe(-1);
  });

  it('gives the first, most populous, of two rows that share an id', () => {
    // A user's file may repeat an id; the pin then names the row the index reads first.
    const twice = [ROME, MILAN, { ...ROME, name: 'Roma', pop: 10 }];
    expect(positionOfId(twice, 3169070)).toBe(0);
  });

  it('reads the ids from the columns, without making a City', () => {
    const columns = columnTable(table());
    expect(positionOfId(columns, 2267057)).toBe(3);
  });

  it('maps a table once: later look-ups read no id again, and each table keeps its own map', () => {
    const columns = columnTable(table());
    expect(positionOfId(columns, 2735943)).toBe(4);
    const readsOfFirstLookup = columns.reads;
    expect(readsOfFirstLookup).toBe(5);
    expect(positionOfId(columns, 3169070)).toBe(0);
    expect(columns.reads).toBe(readsOfFirstLookup);
    const other = columnTable([PORTO, ROME]);
    expect(positionOfId(other, 2735943)).toBe(0);
    expect(positionOfId(other, 3173435)).toBe(-1);
  });

  it("finds Porto (GeoNames 2735943) in the fixture's column table", () => {
    const { cities } = fixtureIndex();
    const position = positionOfId(cities, 2735943);
    expect(cities.at(position)).toMatchObject({ name: 'Porto', country: 'PT', admin1: 'Porto' });
  });
});

describe('positionsInCountry', () => {
  it("lists a country's positions in the table's order, most populous first, up to the last row", () => {
    const cities = table();
    expect(positionsInCountry(cities, 'IT')).toEqual([0, 1, 2]);
    expect(positionsInCountry(cities, 'PT')).toEqual([3, 4]);
  });

  it('lists nothing for a country the table lacks, an empty code or a lower-case one', () => {
    const cities = table();
    expect(positionsInCountry(cities, 'FR')).toEqual([]);
    expect(positionsInCountry(cities, '')).toEqual([]);
    expect(positionsInCountry(cities, 'it')).toEqual([]);
    expect(positionsInCountry([], 'IT')).toEqual([]);
  });

  it('reads the countries from the columns, without making a City, and only once per table', () => {
    const columns = columnTable([ROME, LISBON, MILAN, PORTO]);
    expect(positionsInCountry(columns, 'IT')).toEqual([0, 2]);
    expect(columns.reads).toBe(4);
    expect(positionsInCountry(columns, 'PT')).toEqual([1, 3]);
    expect(columns.reads).toBe(4);
  });

  it("lists the fixture's seven Italian places, Rome first", () => {
    const { cities } = fixtureIndex();
    const names = positionsInCountry(cities, 'IT').map((position) => cities.at(position)?.name);
    expect(names).toEqual(['Rome', 'Milan', 'Turin', 'Bologna', 'Florence', 'Alessandria', 'Porto']);
  });
});
