// The places of a country or region mission and the draw among them, on hand-written tables: the
// pool's size at its edge, a place without a population, and draws that land exactly on the
// boundary between two places' shares (computed by hand from the populations).
import { describe, expect, it } from 'vitest';
import type { City } from '../../../../src/worker/engine/cities/cityRecords.ts';
import type { Area } from '../../../../src/worker/engine/resolve/areaIndex.ts';
import { areaPlaces, drawPlace, type AreaPlaces } from '../../../../src/worker/engine/resolve/areaPlaces.ts';

const country = (code: string): Area => ({ kind: 'country', country: code, admin1: '', population: 0 });
const region = (code: string, admin1: string): Area => ({
  kind: 'region',
  country: code,
  admin1,
  population: 0,
});

let nextId = 1;
const place = (name: string, code: string, admin1: string, pop: number): City => ({
  id: nextId++,
  name,
  country: code,
  admin1,
  lat: 0,
  lon: 0,
  pop,
});

/** `count` places of one country and region, most populous first: populations count … 1. */
const towns = (count: number, code: string, admin1: string): City[] =>
  Array.from({ length: count }, (_, i) => place(`Town ${i + 1}`, code, admin1, count - i));

/** Places with these populations, in this order. */
const placesOf = (...pops: number[]): AreaPlaces =>
  areaPlaces(
    pops.map((pop, i) => place(`Place ${i}`, 'PT', 'Porto', pop)),
    country('PT'),
  ) as AreaPlaces;

describe('areaPlaces', () => {
  it('is null for an area with no place in the table', () => {
    const table = [place('Porto', 'PT', 'Porto', 249633)];
    expect(areaPlaces(table, country('FI'))).toBeNull();
    expect(areaPlaces(table, region('PT', 'Lisbon'))).toBeNull();
    expect(areaPlaces([], country('PT'))).toBeNull();
  });

  it("keeps a region's own places and a country's places of every region", () => {
    const table = [
      place('Lisbon', 'PT', 'Lisbon', 517802),
      place('Porto', 'PT', 'Porto', 249633),
      place('Rome', 'IT', 'Lazio', 2318895),
      place('Vila Nova de Gaia', 'PT', 'Porto', 186502),
    ];
    const names = (area: Area) => areaPlaces(table, area)?.cities.map((city) => city.name);
    expect(names(region('PT', 'Porto'))).toEqual(['Porto', 'Vila Nova de Gaia']);
    expect(names(country('PT'))).toEqual(['Lisbon', 'Porto', 'Vila Nova de Gaia']);
  });

  it('spreads over the 1,000 most populous places of an area, not the 1,001st', () => {
    const places = areaPlaces(towns(1001, 'IT', 'Lazio'), country('IT'))!;
    expect(places.cities).toHaveLength(1000);
    expect(places.cities[0]?.pop).toBe(1001);
    expect(places.cities[999]?.pop).toBe(2);
    expect(places.cumulative).toHaveLength(1000);
  });

  it('keeps all 1,000 places of an area that has exactly that many', () => {
    expect(areaPlaces(towns(1000, 'IT', 'Lazio'), country('IT'))?.cities).toHaveLength(1000);
  });

  it("counts a region's 1,000 places among its own, not the country's", () => {
    const table = [...towns(1000, 'IT', 'Lombardy'), ...towns(3, 'IT', 'Lazio')];
    const lazio = areaPlaces(table, region('IT', 'Lazio'))!;
    expect(lazio.cities.map((city) => city.admin1)).toEqual(['Lazio', 'Lazio', 'Lazio']);
  });

  it('runs a total of the populations, counting a place with none as one person', () => {
    expect([...placesOf(300, 100, 0).cumulative]).toEqual([300, 400, 401]);
    expect([...placesOf(0).cumulative]).toEqual([1]);
  });
});

describe('drawPlace', () => {
  // Shares of 5, 3 and 2 in 10: place 0 covers [0, 0.5), place 1 [0.5, 0.8), place 2 [0.8, 1).
  const three = (): AreaPlaces => placesOf(5, 3, 2);

  it('draws the first place from 0 up to just below its share', () => {
    expect(drawPlace(three(), 0)).toBe(0);
    expect(drawPlace(three(), 0.4999)).toBe(0);
  });

  it("draws the next place from the exact end of a place's share", () => {
    expect(drawPlace(three(), 0.5)).toBe(1);
    expect(drawPlace(three(), 0.7999)).toBe(1);
    expect(drawPlace(three(), 0.8)).toBe(2);
  });

  it('draws the last place up to the end of [0, 1)', () => {
    expect(drawPlace(three(), 1 - 2 ** -32)).toBe(2);
  });

  it('can draw a place with no population on record', () => {
    // Populations 3 and 0 (counted as 1): the second place covers [0.75, 1).
    const two = placesOf(3, 0);
    expect(drawPlace(two, 0.7499)).toBe(0);
    expect(drawPlace(two, 0.75)).toBe(1);
  });

  it('always draws the only place of a one-place area', () => {
    const one = placesOf(42);
    expect(drawPlace(one, 0)).toBe(0);
    expect(drawPlace(one, 0.5)).toBe(0);
    expect(drawPlace(one, 1 - 2 ** -32)).toBe(0);
  });
});
