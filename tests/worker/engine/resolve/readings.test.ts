// Every way one phrase reads as a place, each rule of readings.ts on its own: the ranks (nickname,
// country, place, stripped region, stray alternate name), the weights (population, or the namesake
// city's for a region) and the order. Indexes are hand-written so each expected reading follows
// from the records by counting, not from the code's output.
import { describe, expect, it } from 'vitest';
import type { City } from '../../../../src/worker/engine/cities/cityRecords.ts';
import type { Area } from '../../../../src/worker/engine/resolve/areaIndex.ts';
import type { Reading } from '../../../../src/worker/engine/resolve/readings.ts';
import {
  compareReadings,
  readingIsIn,
  readingPopulation,
  readingsOf,
  sameReading,
} from '../../../../src/worker/engine/resolve/readings.ts';
import type { HandArea, HandCity } from './handIndexes.ts';
import { handAreaIndex, handPlaceIndex } from './handIndexes.ts';

/** GeoNames ids the hand-written nickname list points at (src/worker/data/nicknames.ts). */
const LOS_ANGELES_ID = 5368361;

/** A reading as one line: what it is, by which rule, its rank and its weight. */
const describeReading = (reading: Reading): string =>
  reading.kind === 'city'
    ? `city ${reading.city.name} (${reading.city.country}) ${reading.rule} rank ${reading.rank} weight ${reading.weight}`
    : `${reading.kind} ${reading.area.admin1 || reading.area.country} ${reading.rule} rank ${reading.rank} weight ${reading.weight}`;

function readingsIn(
  cities: readonly HandCity[],
  areas: readonly HandArea[],
  key: string,
  abbreviations = true,
): string[] {
  return readingsOf(handPlaceIndex(cities), handAreaIndex(areas).index, key, { abbreviations }).map(
    describeReading,
  );
}

describe('readingsOf: nicknames', () => {
  it('reads a nickname as its city first (rank 0), weighing the city by its population', () => {
    const readings = readingsOf(
      handPlaceIndex([
        // A larger place whose own name is the nickname still comes after it.
        { name: 'La', country: 'XX', pop: 9_000_000 },
        { id: LOS_ANGELES_ID, name: 'Los Angeles', country: 'US', admin1: 'California', pop: 3_900_000 },
      ]),
      handAreaIndex([]).index,
      'la',
      { abbreviations: true },
    );
    expect(readings.map(describeReading)).toEqual([
      'city Los Angeles (US) nickname rank 0 weight 3900000',
      'city La (XX) name rank 2 weight 9000000',
    ]);
    const first = readings[0];
    expect(first?.kind === 'city' && first.city.id).toBe(LOS_ANGELES_ID);
  });

  it('gives no reading for a nickname whose city is not in the table', () => {
    // Other cities are there (the last of them must not stand in for the missing one).
    const cities = [
      { name: 'Lyon', country: 'FR', pop: 500_000 },
      { name: 'Metz', country: 'FR', pop: 100_000 },
    ];
    expect(readingsIn(cities, [], 'la')).toEqual([]);
  });

  it('gives nothing for a phrase that names nothing', () => {
    expect(readingsIn([{ name: 'Lyon', country: 'FR', pop: 500_000 }], [], 'atlantis')).toEqual([]);
  });
});

describe('readingsOf: countries and regions', () => {
  const GEORGIA: readonly HandArea[] = [
    { kind: 'country', country: 'GE', population: 3_700_000, named: ['georgia'] },
    { kind: 'region', country: 'US', admin1: 'Georgia', population: 10_700_000, named: ['georgia'] },
  ];

  it('ranks a country (1) before a region of its name (2), whatever their sizes', () => {
    expect(readingsIn([], GEORGIA, 'georgia')).toEqual([
      'country GE country rank 1 weight 3700000',
      'region Georgia region rank 2 weight 10700000',
    ]);
  });

  it('ranks a region with cities by population: the larger first', () => {
    const areas: HandArea[] = [
      { kind: 'region', country: 'CA', admin1: 'Ontario', population: 14_000_000, named: ['ontario'] },
    ];
    const cities = [{ name: 'Ontario', country: 'US', admin1: 'California', pop: 180_000 }];
    expect(readingsIn(cities, areas, 'ontario')).toEqual([
      'region Ontario region rank 2 weight 14000000',
      'city Ontario (US) name rank 2 weight 180000',
    ]);
  });

  describe('short forms', () => {
    const AREAS: readonly HandArea[] = [
      {
        kind: 'region',
        country: 'AU',
        admin1: 'New South Wales',
        population: 8_000_000,
        named: ['new south wales'],
        abbreviated: ['nsw'],
      },
      // "us" is also a word that names no place, but a country's short form still counts.
      {
        kind: 'country',
        country: 'US',
        population: 330_000_000,
        named: ['united states'],
        abbreviated: ['us'],
      },
      // "me" is Maine only after a comma: as a whole query it is a word.
      {
        kind: 'region',
        country: 'US',
        admin1: 'Maine',
        population: 1_300_000,
        named: ['maine'],
        abbreviated: ['me'],
      },
      // Named and abbreviated by the same key: one reading.
      {
        kind: 'region',
        country: 'IT',
        admin1: 'Roma',
        population: 4_000_000,
        named: ['roma'],
        abbreviated: ['roma'],
      },
    ];

    it('reads short forms only when asked to (the phrase is the whole query)', () => {
      expect(readingsIn([], AREAS, 'nsw', true)).toEqual([
        'region New South Wales region rank 2 weight 8000000',
      ]);
      expect(readingsIn([], AREAS, 'nsw', false)).toEqual([]);
    });

    it("reads a country's short form even when it is an ordinary word", () => {
      expect(readingsIn([], AREAS, 'us')).toEqual(['country US country rank 1 weight 330000000']);
    });

    it("never reads a region's short form that is an ordinary word", () => {
      expect(readingsIn([], AREAS, 'me')).toEqual([]);
      expect(readingsIn([], AREAS, 'maine')).toEqual(['region Maine region rank 2 weight 1300000']);
    });

    it('reads an area named and abbreviated by the same words once', () => {
      expect(readingsIn([], AREAS, 'roma')).toEqual(['region Roma region rank 2 weight 4000000']);
    });
  });

  describe('regions found only without the word for their kind', () => {
    const KYIV_OBLAST: HandArea = {
      kind: 'region',
      country: 'UA',
      admin1: 'Kyiv Oblast',
      population: 5_000_000,
      named: ['kyiv oblast'],
      stripped: ['kyiv'],
    };

    it('ranks such a region (3) after a city of the name, even a smaller one', () => {
      const cities = [{ name: 'Kyiv', country: 'UA', admin1: 'Kyiv City', pop: 2_900_000 }];
      expect(readingsIn(cities, [KYIV_OBLAST], 'kyiv')).toEqual([
        'city Kyiv (UA) name rank 2 weight 2900000',
        'region Kyiv Oblast region rank 3 weight 5000000',
      ]);
    });

    it('reads a region named in full and stripped by the same words once, at the rank of its full name', () => {
      const both: HandArea = { ...KYIV_OBLAST, named: ['kyiv'], stripped: ['kyiv'] };
      expect(readingsIn([], [both], 'kyiv')).toEqual(['region Kyiv Oblast region rank 2 weight 5000000']);
    });

    it('weighs such a region as its namesake city but keeps it at rank 3', () => {
      const cities = [{ name: 'Kyiv', country: 'UA', admin1: 'Kyiv Oblast', pop: 2_900_000 }];
      expect(readingsIn(cities, [KYIV_OBLAST], 'kyiv')).toEqual([
        'city Kyiv (UA) name rank 2 weight 2900000',
        'region Kyiv Oblast region rank 3 weight 2900000',
      ]);
    });
  });
});

describe('readingsOf: cities by name and alternate name', () => {
  it('reads every city of the name, most populous first', () => {
    const cities = [
      { name: 'Springfield', country: 'US', admin1: 'Illinois', pop: 115_000 },
      { name: 'Springfield', country: 'US', admin1: 'Missouri', pop: 170_000 },
    ];
    expect(readingsIn(cities, [], 'springfield')).toEqual([
      'city Springfield (US) name rank 2 weight 170000',
      'city Springfield (US) name rank 2 weight 115000',
    ]);
  });

  it('reads a city listed under its own name and as an alternate name once, by its own name', () => {
    const cities = [{ name: 'Gent', country: 'BE', pop: 260_000, alt: ['gent', 'ghent'] }];
    expect(readingsIn(cities, [], 'gent')).toEqual(['city Gent (BE) name rank 2 weight 260000']);
  });

  it('reads an alternate name at rank 2 when no place has the name as its own', () => {
    const cities = [{ name: 'Vienna', country: 'AT', pop: 1_900_000, alt: ['wenen'] }];
    expect(readingsIn(cities, [], 'wenen')).toEqual([
      'city Vienna (AT) alternate-name rank 2 weight 1900000',
    ]);
  });

  // ALTERNATE_OVER_NAME_FACTOR: 50 times the largest place of the name, here 50 × 100,000 = 5,000,000.
  it('puts an alternate name 50 times larger than the own name’s place at rank 2 (so first, by weight)', () => {
    const cities = [
      { name: 'Canton', country: 'US', admin1: 'Ohio', pop: 100_000 },
      { name: 'Guangzhou', country: 'CN', pop: 5_000_000, alt: ['canton'] },
    ];
    expect(readingsIn(cities, [], 'canton')).toEqual([
      'city Guangzhou (CN) alternate-name rank 2 weight 5000000',
      'city Canton (US) name rank 2 weight 100000',
    ]);
  });

  it('puts an alternate name less than 50 times larger after the own name’s place (rank 4)', () => {
    const cities = [
      { name: 'Canton', country: 'US', admin1: 'Ohio', pop: 100_000 },
      { name: 'Guangzhou', country: 'CN', pop: 4_999_999, alt: ['canton'] },
    ];
    expect(readingsIn(cities, [], 'canton')).toEqual([
      'city Canton (US) name rank 2 weight 100000',
      'city Guangzhou (CN) alternate-name rank 4 weight 4999999',
    ]);
  });

  it('measures the alternate name against the largest place of that name', () => {
    // 1,000,000 is 100 times the small Porto but only 4 times the large one.
    const cities = [
      { name: 'Porto', country: 'PT', pop: 250_000 },
      { name: 'Porto', country: 'BR', pop: 10_000 },
      { name: 'Bordeaux', country: 'FR', pop: 1_000_000, alt: ['porto'] },
    ];
    expect(readingsIn(cities, [], 'porto')).toEqual([
      'city Porto (PT) name rank 2 weight 250000',
      'city Porto (BR) name rank 2 weight 10000',
      'city Bordeaux (FR) alternate-name rank 4 weight 1000000',
    ]);
  });
});

describe('readingsOf: a region and its namesake city stand together', () => {
  const QUEBEC: HandArea = {
    kind: 'region',
    country: 'CA',
    admin1: 'Quebec',
    population: 8_500_000,
    named: ['quebec'],
  };

  it('weighs a region as its namesake city and puts the city first', () => {
    const cities = [{ name: 'Québec', country: 'CA', admin1: 'Quebec', pop: 530_000 }];
    expect(readingsIn(cities, [QUEBEC], 'quebec')).toEqual([
      'city Québec (CA) name rank 2 weight 530000',
      'region Quebec region rank 2 weight 530000',
    ]);
  });

  it('takes the largest namesake city in the region', () => {
    const cities = [
      { name: 'Québec', country: 'CA', admin1: 'Quebec', pop: 530_000 },
      { name: 'Quebec', country: 'CA', admin1: 'Quebec', pop: 20_000 },
    ];
    expect(readingsIn(cities, [QUEBEC], 'quebec')).toEqual([
      'city Québec (CA) name rank 2 weight 530000',
      'region Quebec region rank 2 weight 530000',
      'city Quebec (CA) name rank 2 weight 20000',
    ]);
  });

  it('keeps its population for a region whose namesake cities lie elsewhere', () => {
    const victoria: HandArea = {
      kind: 'region',
      country: 'AU',
      admin1: 'Victoria',
      population: 5_000_000,
      named: ['victoria'],
    };
    const cities = [
      // Another country, and the same country's other region.
      { name: 'Victoria', country: 'CA', admin1: 'Victoria', pop: 300_000 },
      { name: 'Victoria', country: 'AU', admin1: 'Queensland', pop: 1_000 },
    ];
    expect(readingsIn(cities, [victoria], 'victoria')).toEqual([
      'region Victoria region rank 2 weight 5000000',
      'city Victoria (CA) name rank 2 weight 300000',
      'city Victoria (AU) name rank 2 weight 1000',
    ]);
  });

  it("does not lend a stray alternate name's weight to its region", () => {
    const xanadu: HandArea = {
      kind: 'region',
      country: 'XX',
      admin1: 'Xanadu',
      population: 2_000_000,
      named: ['xanadu'],
    };
    const cities = [
      { name: 'Xanadu', country: 'YY', pop: 1_000_000 },
      // In the region, but only by an alternate name that a much larger place owns: rank 4.
      { name: 'Shangdu', country: 'XX', admin1: 'Xanadu', pop: 10_000, alt: ['xanadu'] },
    ];
    expect(readingsIn(cities, [xanadu], 'xanadu')).toEqual([
      'region Xanadu region rank 2 weight 2000000',
      'city Xanadu (YY) name rank 2 weight 1000000',
      'city Shangdu (XX) alternate-name rank 4 weight 10000',
    ]);
  });

  it('does not give a country the weight or rank of a city of its name', () => {
    const djibouti: HandArea = { kind: 'country', country: 'DJ', population: 1_100_000, named: ['djibouti'] };
    const cities = [{ name: 'Djibouti', country: 'DJ', admin1: 'Djibouti', pop: 600_000 }];
    expect(readingsIn(cities, [djibouti], 'djibouti')).toEqual([
      'country DJ country rank 1 weight 1100000',
      'city Djibouti (DJ) name rank 2 weight 600000',
    ]);
  });

  it('lets a namesake city with no recorded population (0) still carry its region', () => {
    const cities = [{ name: 'Quebec', country: 'CA', admin1: 'Quebec', pop: 0 }];
    expect(readingsIn(cities, [QUEBEC], 'quebec')).toEqual([
      'city Quebec (CA) name rank 2 weight 0',
      'region Quebec region rank 2 weight 0',
    ]);
  });
});

describe('compareReadings', () => {
  const area = (kind: 'country' | 'region', population: number): Area => ({
    kind,
    country: 'XX',
    admin1: kind === 'region' ? 'Somewhere' : '',
    population,
  });
  const city = (pop: number, rank: number, position = 0): Reading => ({
    kind: 'city',
    position,
    city: { id: position + 1, name: 'Town', country: 'XX', admin1: 'Somewhere', lat: 0, lon: 0, pop },
    rule: 'name',
    rank,
    weight: pop,
  });
  const region = (weight: number, rank: number): Reading => ({
    kind: 'region',
    area: area('region', 10_000_000),
    rule: 'region',
    rank,
    weight,
  });

  it('puts the lower rank first, whatever the weights', () => {
    expect(compareReadings(city(10, 1), city(1_000_000, 2))).toBeLessThan(0);
    expect(compareReadings(city(1_000_000, 2), city(10, 1))).toBeGreaterThan(0);
  });

  it('puts the larger weight first at equal rank', () => {
    expect(compareReadings(city(2_000, 2), city(1_000, 2))).toBeLessThan(0);
    expect(compareReadings(city(1_000, 2), city(2_000, 2))).toBeGreaterThan(0);
  });

  it('puts a city before a region of equal rank and weight, and ties two cities', () => {
    expect(compareReadings(city(500, 2), region(500, 2))).toBeLessThan(0);
    expect(compareReadings(region(500, 2), city(500, 2))).toBeGreaterThan(0);
    expect(compareReadings(city(500, 2, 0), city(500, 2, 1))).toBe(0);
    expect(compareReadings(region(500, 2), region(500, 2))).toBe(0);
  });
});

describe('readingPopulation', () => {
  it("is a city's population and an area's population, never a lent weight", () => {
    const index = handPlaceIndex([{ name: 'Québec', country: 'CA', admin1: 'Quebec', pop: 530_000 }]);
    const areas = handAreaIndex([
      { kind: 'region', country: 'CA', admin1: 'Quebec', population: 8_500_000, named: ['quebec'] },
    ]);
    const [city, region] = readingsOf(index, areas.index, 'quebec', { abbreviations: true });
    expect(region?.weight).toBe(530_000);
    expect(readingPopulation(region as Reading)).toBe(8_500_000);
    expect(readingPopulation(city as Reading)).toBe(530_000);
  });
});

describe('sameReading and readingIsIn', () => {
  const AREAS = handAreaIndex([
    { kind: 'country', country: 'US', population: 330_000_000 },
    { kind: 'region', country: 'US', admin1: 'Georgia', population: 10_700_000 },
    { kind: 'region', country: 'US', admin1: 'Texas', population: 29_000_000 },
    { kind: 'country', country: 'GE', population: 3_700_000 },
    // A region of another country with the same name as a US state.
    { kind: 'region', country: 'ZZ', admin1: 'Georgia', population: 100_000 },
  ]);
  const us = AREAS.area('US');
  const georgiaUs = AREAS.area('US', 'Georgia');
  const texas = AREAS.area('US', 'Texas');
  const ge = AREAS.area('GE');
  const georgiaZz = AREAS.area('ZZ', 'Georgia');

  const cityReading = (position: number, city: Partial<City>): Reading => ({
    kind: 'city',
    position,
    city: {
      id: position + 1,
      name: 'Rome',
      country: 'US',
      admin1: 'Georgia',
      lat: 0,
      lon: 0,
      pop: 36_000,
      ...city,
    },
    rule: 'name',
    rank: 2,
    weight: 36_000,
  });
  const areaReading = (area: Area): Reading => ({
    kind: area.kind,
    area,
    rule: area.kind,
    rank: 1,
    weight: area.population,
  });

  it('tells cities apart by position, and areas by identity', () => {
    expect(sameReading(cityReading(3, {}), cityReading(3, { pop: 1 }))).toBe(true);
    expect(sameReading(cityReading(3, {}), cityReading(4, {}))).toBe(false);
    expect(sameReading(areaReading(georgiaUs), areaReading(georgiaUs))).toBe(true);
    expect(sameReading(areaReading(georgiaUs), areaReading(georgiaZz))).toBe(false);
  });

  it('never takes a city for an area', () => {
    expect(sameReading(cityReading(0, {}), areaReading(georgiaUs))).toBe(false);
    expect(sameReading(areaReading(georgiaUs), cityReading(0, {}))).toBe(false);
  });

  it('puts a city in its country and in its own region only', () => {
    const rome = cityReading(0, {});
    expect(readingIsIn(rome, us)).toBe(true);
    expect(readingIsIn(rome, georgiaUs)).toBe(true);
    expect(readingIsIn(rome, texas)).toBe(false);
    expect(readingIsIn(rome, ge)).toBe(false);
    // Same region name, other country.
    expect(readingIsIn(rome, georgiaZz)).toBe(false);
  });

  it('puts a region in its country, never in a region or itself, and a country in nothing', () => {
    expect(readingIsIn(areaReading(georgiaUs), us)).toBe(true);
    expect(readingIsIn(areaReading(georgiaUs), ge)).toBe(false);
    expect(readingIsIn(areaReading(georgiaUs), georgiaUs)).toBe(false);
    expect(readingIsIn(areaReading(texas), georgiaUs)).toBe(false);
    expect(readingIsIn(areaReading(us), us)).toBe(false);
    expect(readingIsIn(areaReading(ge), georgiaUs)).toBe(false);
  });
});
