// Every way one phrase reads as a place (readings.ts), and what each reading is worth: its `match`
// (how the words name the place) and its `base` (the place's importance plus the match's score,
// scoring.ts). Indexes are hand-written so each expected order and number follows from the records
// and the documented weights by counting (a power of ten of population is worth 1), not from the
// code's output: every expected base is computed here from MATCH_SCORES and STANDING_SCORES.
import { describe, expect, it } from 'vitest';
import type { City } from '../../../../src/worker/engine/cities/cityRecords.ts';
import type { Area } from '../../../../src/worker/engine/resolve/areaIndex.ts';
import type { Reading } from '../../../../src/worker/engine/resolve/readings.ts';
import {
  areaReading,
  cityReading,
  compareReadings,
  isSpellingOf,
  readingIsIn,
  readingPopulation,
  readingsOf,
  sameReading,
  STRAY_ALTERNATE_FACTOR,
} from '../../../../src/worker/engine/resolve/readings.ts';
import { MATCH_SCORES, STANDING_SCORES } from '../../../../src/worker/engine/resolve/scoring.ts';
import type { HandArea, HandCity } from './handIndexes.ts';
import { handAreaIndex, handPlaceIndex } from './handIndexes.ts';

/** GeoNames ids the hand-written nickname list points at (src/worker/data/nicknames.ts). */
const LOS_ANGELES_ID = 5368361;

/** Digits a computed base must agree to: the sums are exact up to floating-point rounding. */
const DIGITS = 10;

/** A reading as one line: what it is and how the words name it (and whether it is a stray). */
const describeReading = (reading: Reading): string =>
  reading.kind === 'city'
    ? `city ${reading.city.name} (${reading.city.country}) ${reading.match}${reading.stray === true ? ' stray' : ''}`
    : `${reading.kind} ${reading.area.admin1 || reading.area.country} ${reading.match}`;

interface ReadOptions {
  abbreviations?: boolean;
  seats?: Readonly<Record<number, 'capital' | 'seat'>>;
}

function readings(
  cities: readonly HandCity[],
  areas: readonly HandArea[],
  key: string,
  { abbreviations = true, seats = {} }: ReadOptions = {},
): Reading[] {
  return readingsOf(handPlaceIndex(cities), handAreaIndex(areas, seats).index, key, { abbreviations });
}

function readingsIn(
  cities: readonly HandCity[],
  areas: readonly HandArea[],
  key: string,
  options: ReadOptions = {},
): string[] {
  return readings(cities, areas, key, options).map(describeReading);
}

/** The base of the only reading described by `line`. */
function baseOf(found: readonly Reading[], line: string): number {
  const matching = found.filter((reading) => describeReading(reading) === line);
  if (matching.length !== 1) throw new Error(`${matching.length} readings are ${line}`);
  return (matching[0] as Reading).base;
}

describe('readingsOf: nicknames', () => {
  it('reads a nickname as its city, before a place three times bigger whose own name it is', () => {
    // Los Angeles: log10(3.9 M) + 1.5 ≈ 8.09; La: log10(9 M) ≈ 6.95.
    const found = readings(
      [
        { name: 'La', country: 'XX', pop: 9_000_000 },
        { id: LOS_ANGELES_ID, name: 'Los Angeles', country: 'US', admin1: 'California', pop: 3_900_000 },
      ],
      [],
      'la',
    );
    expect(found.map(describeReading)).toEqual(['city Los Angeles (US) nickname', 'city La (XX) name']);
    const first = found[0];
    expect(first?.kind === 'city' && first.city.id).toBe(LOS_ANGELES_ID);
    expect(first?.base).toBeCloseTo(Math.log10(3_900_000) + MATCH_SCORES.nickname, DIGITS);
    expect(baseOf(found, 'city La (XX) name')).toBeCloseTo(Math.log10(9_000_000), DIGITS);
  });

  it("lets a nickname yield to a place a hundred times bigger by its own name (more than the nickname's 1.5)", () => {
    // La: log10(390 M) = log10(3.9 M) + 2, over Los Angeles's log10(3.9 M) + 1.5.
    const found = readingsIn(
      [
        { name: 'La', country: 'XX', pop: 390_000_000 },
        { id: LOS_ANGELES_ID, name: 'Los Angeles', country: 'US', admin1: 'California', pop: 3_900_000 },
      ],
      [],
      'la',
    );
    expect(found).toEqual(['city La (XX) name', 'city Los Angeles (US) nickname']);
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

describe('readingsOf: size, with equally good names', () => {
  it('puts a city ten times bigger first when both are read by their own name, one point ahead', () => {
    const found = readings(
      [
        { name: 'Springfield', country: 'AA', pop: 100_000 },
        { name: 'Springfield', country: 'BB', pop: 1_000_000 },
      ],
      [],
      'springfield',
    );
    expect(found.map(describeReading)).toEqual(['city Springfield (BB) name', 'city Springfield (AA) name']);
    expect(found[0]?.base).toBeCloseTo(Math.log10(1_000_000), DIGITS);
    expect((found[0]?.base ?? 0) - (found[1]?.base ?? 0)).toBeCloseTo(1, DIGITS);
  });

  it('puts a city ten times bigger first when both are read by a spelling variant of their names', () => {
    // No place is called "lyons": both readings are variants, worth log10(pop) - 0.7.
    const found = readings(
      [
        { name: 'Lyon', country: 'AA', pop: 50_000, alt: ['lyons'] },
        { name: 'Lyon', country: 'BB', pop: 500_000, alt: ['lyons'] },
      ],
      [],
      'lyons',
    );
    expect(found.map(describeReading)).toEqual(['city Lyon (BB) variant', 'city Lyon (AA) variant']);
    expect(found[0]?.base).toBeCloseTo(Math.log10(500_000) + MATCH_SCORES.variant, DIGITS);
    expect((found[0]?.base ?? 0) - (found[1]?.base ?? 0)).toBeCloseTo(1, DIGITS);
  });

  it('puts a city ten times bigger first when both are read by another name unlike their own', () => {
    const found = readings(
      [
        { name: 'Foshan', country: 'AA', pop: 1_000_000, alt: ['canton'] },
        { name: 'Guangzhou', country: 'BB', pop: 10_000_000, alt: ['canton'] },
      ],
      [],
      'canton',
    );
    // No place is called "canton", so neither is a stray.
    expect(found.map(describeReading)).toEqual([
      'city Guangzhou (BB) other-name',
      'city Foshan (AA) other-name',
    ]);
    expect(found[0]?.base).toBeCloseTo(Math.log10(10_000_000) + MATCH_SCORES['other-name'], DIGITS);
    expect((found[0]?.base ?? 0) - (found[1]?.base ?? 0)).toBeCloseTo(1, DIGITS);
  });
});

describe('readingsOf: an own name against another place’s spelling variant', () => {
  it('lets a city ten times bigger by a spelling variant beat a town by its own name (the variant costs 0.7 < 1)', () => {
    // Lyon: log10(100,000) - 0.7 = 4.3; Lyons: log10(10,000) = 4.
    const found = readings(
      [
        { name: 'Lyons', country: 'US', pop: 10_000 },
        { name: 'Lyon', country: 'FR', pop: 100_000, alt: ['lyons'] },
      ],
      [],
      'lyons',
    );
    expect(found.map(describeReading)).toEqual(['city Lyon (FR) variant', 'city Lyons (US) name']);
    expect(baseOf(found, 'city Lyon (FR) variant')).toBeCloseTo(5 + MATCH_SCORES.variant, DIGITS);
    expect(baseOf(found, 'city Lyons (US) name')).toBeCloseTo(4, DIGITS);
  });

  it('keeps a town by its own name ahead of a city four times bigger by a spelling variant', () => {
    // Lyon: log10(40,000) - 0.7 ≈ 3.90; Lyons: 4. A variant is never a stray.
    const found = readingsIn(
      [
        { name: 'Lyons', country: 'US', pop: 10_000 },
        { name: 'Lyon', country: 'FR', pop: 40_000, alt: ['lyons'] },
      ],
      [],
      'lyons',
    );
    expect(found).toEqual(['city Lyons (US) name', 'city Lyon (FR) variant']);
  });
});

describe('readingsOf: another name unlike the own one', () => {
  const VICTORIA: HandCity = { name: 'Victoria', country: 'CA', admin1: 'British Columbia', pop: 290_000 };

  it('does not let a place 25 times bigger by another name beat a place by its own name, and marks it a stray', () => {
    // Hong Kong: log10(290,000) + log10(25) - 1.6 ≈ log10(290,000) - 0.2.
    const found = readings(
      [VICTORIA, { name: 'Hong Kong', country: 'HK', pop: 290_000 * 25, alt: ['victoria'] }],
      [],
      'victoria',
    );
    expect(found.map(describeReading)).toEqual([
      'city Victoria (CA) name',
      'city Hong Kong (HK) other-name stray',
    ]);
    expect(baseOf(found, 'city Hong Kong (HK) other-name stray')).toBeCloseTo(
      Math.log10(290_000 * 25) + MATCH_SCORES['other-name'],
      DIGITS,
    );
  });

  it('lets a place 100 times bigger by another name beat a place by its own name, not a stray', () => {
    // Hong Kong: log10(290,000) + 2 - 1.6 = log10(290,000) + 0.4.
    const found = readingsIn(
      [VICTORIA, { name: 'Hong Kong', country: 'HK', pop: 290_000 * 100, alt: ['victoria'] }],
      [],
      'victoria',
    );
    expect(found).toEqual(['city Hong Kong (HK) other-name', 'city Victoria (CA) name']);
  });

  it(`marks another name a stray exactly when its place is less than ${STRAY_ALTERNATE_FACTOR} times the largest own name's`, () => {
    const own: HandCity = { name: 'Canton', country: 'US', admin1: 'Ohio', pop: 100_000 };
    const at = (pop: number): string[] =>
      readingsIn([own, { name: 'Guangzhou', country: 'CN', pop, alt: ['canton'] }], [], 'canton').filter(
        (line) => line.startsWith('city Guangzhou'),
      );
    expect(at(100_000 * STRAY_ALTERNATE_FACTOR)).toEqual(['city Guangzhou (CN) other-name']);
    expect(at(100_000 * STRAY_ALTERNATE_FACTOR - 1)).toEqual(['city Guangzhou (CN) other-name stray']);
  });

  it('measures a stray against the largest place of that own name', () => {
    // 1,000,000 is 100 times the small Porto but only 4 times the large one: a stray. A stray is
    // still ordered by its base: Bordeaux, log10(1 M) - 1.6 = 4.4, between Porto (PT), log10(250,000)
    // ≈ 5.40, and Porto (BR), log10(10,000) = 4.
    const found = readingsIn(
      [
        { name: 'Porto', country: 'PT', pop: 250_000 },
        { name: 'Porto', country: 'BR', pop: 10_000 },
        { name: 'Bordeaux', country: 'FR', pop: 1_000_000, alt: ['porto'] },
      ],
      [],
      'porto',
    );
    expect(found).toEqual([
      'city Porto (PT) name',
      'city Bordeaux (FR) other-name stray',
      'city Porto (BR) name',
    ]);
  });

  it('never marks another name a stray when no place has the phrase as its own name', () => {
    const found = readings([{ name: 'Vienna', country: 'AT', pop: 1_900_000, alt: ['wenen'] }], [], 'wenen');
    expect(found.map(describeReading)).toEqual(['city Vienna (AT) other-name']);
    expect(found[0]?.base).toBeCloseTo(Math.log10(1_900_000) + MATCH_SCORES['other-name'], DIGITS);
  });

  it('reads a city listed under its own name and as an alternate name once, by its own name', () => {
    const found = readings(
      [{ name: 'Gent', country: 'BE', pop: 260_000, alt: ['gent', 'ghent'] }],
      [],
      'gent',
    );
    expect(found.map(describeReading)).toEqual(['city Gent (BE) name']);
    expect(found[0]?.base).toBeCloseTo(Math.log10(260_000), DIGITS);
  });
});

describe('isSpellingOf', () => {
  it('takes names sharing their first four letters or a couple of edits apart for spellings of each other', () => {
    expect(isSpellingOf('lyons', 'lyon')).toBe(true);
    expect(isSpellingOf('frankfort', 'frankfurt am main')).toBe(true);
    expect(isSpellingOf('kiev', 'kyiv')).toBe(true);
  });

  it('takes names with nothing in common for different names', () => {
    expect(isSpellingOf('victoria', 'hong kong')).toBe(false);
    expect(isSpellingOf('porto', 'bordeaux')).toBe(false);
  });
});

describe('readingsOf: capitals and seats', () => {
  it('puts a capital first, then a seat, then a plain city, of three cities of one name and size', () => {
    const seats = { 2: 'capital', 3: 'seat' } as const;
    const found = readings(
      [
        { id: 1, name: 'Sanmar', country: 'AA', pop: 200_000 },
        { id: 2, name: 'Sanmar', country: 'BB', pop: 200_000 },
        { id: 3, name: 'Sanmar', country: 'CC', pop: 200_000 },
      ],
      [],
      'sanmar',
      { seats },
    );
    expect(found.map(describeReading)).toEqual([
      'city Sanmar (BB) name',
      'city Sanmar (CC) name',
      'city Sanmar (AA) name',
    ]);
    const size = Math.log10(200_000);
    expect(found.map((reading) => reading.base)).toEqual([
      expect.closeTo(size + STANDING_SCORES.capital, DIGITS),
      expect.closeTo(size + STANDING_SCORES.seat, DIGITS),
      expect.closeTo(size, DIGITS),
    ]);
  });
});

describe('readingsOf: countries', () => {
  it('does not let a country named in another language outrank a capital of that name a hundred times smaller', () => {
    // Brazil: log10(210 M) + 1 - 3 ≈ 6.32; Brasília: log10(2.2 M) + 0.5 ≈ 6.84.
    const found = readings(
      [{ id: 10, name: 'Brasília', country: 'BR', admin1: 'Federal District', pop: 2_200_000 }],
      [
        {
          kind: 'country',
          country: 'BR',
          population: 210_000_000,
          named: ['brazil'],
          otherLanguage: ['brasilia'],
        },
      ],
      'brasilia',
      { seats: { 10: 'capital' } },
    );
    expect(found.map(describeReading)).toEqual(['city Brasília (BR) name', 'country BR other-language']);
    expect(baseOf(found, 'country BR other-language')).toBeCloseTo(
      Math.log10(210_000_000) + STANDING_SCORES.country + MATCH_SCORES['other-language'],
      DIGITS,
    );
    expect(baseOf(found, 'city Brasília (BR) name')).toBeCloseTo(
      Math.log10(2_200_000) + STANDING_SCORES.capital,
      DIGITS,
    );
  });

  it('puts a country by its own name before a region of that name twice its size', () => {
    // Country: log10(5 M) + 1 ≈ 7.70; region: log10(10 M) - 0.8 = 6.2.
    const found = readings(
      [],
      [
        { kind: 'country', country: 'GE', population: 5_000_000, named: ['georgia'] },
        { kind: 'region', country: 'US', admin1: 'Georgia', population: 10_000_000, named: ['georgia'] },
      ],
      'georgia',
    );
    expect(found.map(describeReading)).toEqual(['country GE name', 'region Georgia name']);
    expect(baseOf(found, 'country GE name')).toBeCloseTo(
      Math.log10(5_000_000) + STANDING_SCORES.country,
      DIGITS,
    );
    expect(baseOf(found, 'region Georgia name')).toBeCloseTo(7 + STANDING_SCORES.region, DIGITS);
  });

  it('does not lower a country for a city of its name inside it', () => {
    const found = readings(
      [{ name: 'Djibouti', country: 'DJ', admin1: 'Djibouti', pop: 600_000 }],
      [{ kind: 'country', country: 'DJ', population: 1_100_000, named: ['djibouti'] }],
      'djibouti',
    );
    expect(found.map(describeReading)).toEqual(['country DJ name', 'city Djibouti (DJ) name']);
    expect(baseOf(found, 'country DJ name')).toBeCloseTo(
      Math.log10(1_100_000) + STANDING_SCORES.country,
      DIGITS,
    );
  });
});

describe('readingsOf: regions', () => {
  const QUEBEC: HandArea = {
    kind: 'region',
    country: 'CA',
    admin1: 'Quebec',
    population: 8_500_000,
    named: ['quebec'],
  };

  it('lowers a region with a namesake city in it by a further point, after that city', () => {
    // Region: log10(8.5 M) - 0.8 - 1 ≈ 5.13; Québec: log10(530,000) ≈ 5.72.
    const found = readings(
      [{ name: 'Québec', country: 'CA', admin1: 'Quebec', pop: 530_000 }],
      [QUEBEC],
      'quebec',
    );
    expect(found.map(describeReading)).toEqual(['city Québec (CA) name', 'region Quebec name']);
    expect(baseOf(found, 'region Quebec name')).toBeCloseTo(
      Math.log10(8_500_000) + STANDING_SCORES.region + STANDING_SCORES.namesakeRegion,
      DIGITS,
    );
  });

  it('does not lower a region whose namesake cities lie elsewhere', () => {
    const victoria: HandArea = {
      kind: 'region',
      country: 'AU',
      admin1: 'Victoria',
      population: 5_000_000,
      named: ['victoria'],
    };
    const found = readings(
      [
        // Another country, and the same country's other region.
        { name: 'Victoria', country: 'CA', admin1: 'British Columbia', pop: 300_000 },
        { name: 'Victoria', country: 'AU', admin1: 'Queensland', pop: 1_000 },
      ],
      [victoria],
      'victoria',
    );
    expect(found.map(describeReading)).toEqual([
      'region Victoria name',
      'city Victoria (CA) name',
      'city Victoria (AU) name',
    ]);
    expect(baseOf(found, 'region Victoria name')).toBeCloseTo(
      Math.log10(5_000_000) + STANDING_SCORES.region,
      DIGITS,
    );
  });

  it('does not lower a region for a stray other name of a city in it', () => {
    const xanadu: HandArea = {
      kind: 'region',
      country: 'XX',
      admin1: 'Xanadu',
      population: 2_000_000,
      named: ['xanadu'],
    };
    const found = readings(
      [
        { name: 'Xanadu', country: 'YY', pop: 1_000_000 },
        // In the region, but only by another name that a place 100 times bigger has as its own.
        // Region: log10(2 M) - 0.8 ≈ 5.50, not lowered, after Xanadu (YY) at 6, before Shangdu at 4 - 1.6.
        { name: 'Shangdu', country: 'XX', admin1: 'Xanadu', pop: 10_000, alt: ['xanadu'] },
      ],
      [xanadu],
      'xanadu',
    );
    expect(found.map(describeReading)).toEqual([
      'city Xanadu (YY) name',
      'region Xanadu name',
      'city Shangdu (XX) other-name stray',
    ]);
    expect(baseOf(found, 'region Xanadu name')).toBeCloseTo(
      Math.log10(2_000_000) + STANDING_SCORES.region,
      DIGITS,
    );
  });

  describe('found only without the word for their kind', () => {
    const KYIV_OBLAST: HandArea = {
      kind: 'region',
      country: 'UA',
      admin1: 'Kyiv Oblast',
      population: 5_000_000,
      named: ['kyiv oblast'],
      stripped: ['kyiv'],
    };

    it('reads such a region at the stripped cost, after a smaller city of the name elsewhere', () => {
      // Region: log10(5 M) - 0.8 - 0.7 ≈ 5.20; Kyiv: log10(2.9 M) ≈ 6.46.
      const found = readings(
        [{ name: 'Kyiv', country: 'UA', admin1: 'Kyiv City', pop: 2_900_000 }],
        [KYIV_OBLAST],
        'kyiv',
      );
      expect(found.map(describeReading)).toEqual(['city Kyiv (UA) name', 'region Kyiv Oblast stripped']);
      expect(baseOf(found, 'region Kyiv Oblast stripped')).toBeCloseTo(
        Math.log10(5_000_000) + STANDING_SCORES.region + MATCH_SCORES.stripped,
        DIGITS,
      );
    });

    it('lowers such a region by the namesake point too when the city lies in it', () => {
      const found = readings(
        [{ name: 'Kyiv', country: 'UA', admin1: 'Kyiv Oblast', pop: 2_900_000 }],
        [KYIV_OBLAST],
        'kyiv',
      );
      expect(baseOf(found, 'region Kyiv Oblast stripped')).toBeCloseTo(
        Math.log10(5_000_000) +
          STANDING_SCORES.region +
          MATCH_SCORES.stripped +
          STANDING_SCORES.namesakeRegion,
        DIGITS,
      );
    });

    it('reads a region named in full and stripped by the same words once, by its full name', () => {
      const both: HandArea = { ...KYIV_OBLAST, named: ['kyiv'], stripped: ['kyiv'] };
      const found = readings([], [both], 'kyiv');
      expect(found.map(describeReading)).toEqual(['region Kyiv Oblast name']);
      expect(found[0]?.base).toBeCloseTo(Math.log10(5_000_000) + STANDING_SCORES.region, DIGITS);
    });
  });
});

describe('readingsOf: short forms', () => {
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

  it('reads short forms only when asked to (the phrase is the whole query), at the abbreviation cost', () => {
    const found = readings([], AREAS, 'nsw');
    expect(found.map(describeReading)).toEqual(['region New South Wales abbreviation']);
    expect(found[0]?.base).toBeCloseTo(
      Math.log10(8_000_000) + STANDING_SCORES.region + MATCH_SCORES.abbreviation,
      DIGITS,
    );
    expect(readingsIn([], AREAS, 'nsw', { abbreviations: false })).toEqual([]);
  });

  it("reads a country's short form even when it is an ordinary word", () => {
    expect(readingsIn([], AREAS, 'us')).toEqual(['country US abbreviation']);
  });

  it("never reads a region's short form that is an ordinary word", () => {
    expect(readingsIn([], AREAS, 'me')).toEqual([]);
    expect(readingsIn([], AREAS, 'maine')).toEqual(['region Maine name']);
  });

  it('reads an area named and abbreviated by the same words once, by its name', () => {
    expect(readingsIn([], AREAS, 'roma')).toEqual(['region Roma name']);
  });
});

describe('cityReading and areaReading', () => {
  const AREAS = handAreaIndex([], { 7: 'seat' });
  const town: City = { id: 7, name: 'Town', country: 'XX', admin1: 'Somewhere', lat: 0, lon: 0, pop: 30_000 };

  it('adds the standing of a city and the score of its match to its size', () => {
    const reading = cityReading(AREAS.index, 0, town, 'alternate-name', 'variant');
    expect(reading.base).toBeCloseTo(
      Math.log10(30_000) + STANDING_SCORES.seat + MATCH_SCORES.variant,
      DIGITS,
    );
  });

  it('charges a near spelling its cost once per edit', () => {
    const one = cityReading(AREAS.index, 0, town, 'typo', 'typo');
    const two = cityReading(AREAS.index, 0, town, 'typo', 'typo', 2);
    expect(one.base - two.base).toBeCloseTo(-MATCH_SCORES.typo, DIGITS);
    const region: Area = { kind: 'region', country: 'XX', admin1: 'Somewhere', population: 1_000_000 };
    expect(areaReading(region, 'typo', 'typo', 2).base).toBeCloseTo(
      6 + STANDING_SCORES.region + 2 * MATCH_SCORES.typo,
      DIGITS,
    );
  });

  it('counts a place of no recorded population as size 0', () => {
    const reading = cityReading(handAreaIndex([]).index, 0, { ...town, pop: 0 }, 'name', 'name');
    expect(reading.base).toBe(0);
  });
});

describe('compareReadings', () => {
  const city = (pop: number, base: number, position = 0): Reading => ({
    kind: 'city',
    position,
    city: { id: position + 1, name: 'Town', country: 'XX', admin1: 'Somewhere', lat: 0, lon: 0, pop },
    rule: 'name',
    match: 'name',
    base,
  });
  const region = (population: number, base: number): Reading => ({
    kind: 'region',
    area: { kind: 'region', country: 'XX', admin1: 'Somewhere', population },
    rule: 'region',
    match: 'name',
    base,
  });

  it('puts the higher base first, whatever the populations', () => {
    expect(compareReadings(city(10, 5), city(1_000_000, 4))).toBeLessThan(0);
    expect(compareReadings(city(1_000_000, 4), city(10, 5))).toBeGreaterThan(0);
    expect(compareReadings(region(10, 5), city(1_000_000, 4))).toBeLessThan(0);
  });

  it('puts a city before an area of equal base, whatever their populations', () => {
    expect(compareReadings(city(500, 3), region(10_000_000, 3))).toBeLessThan(0);
    expect(compareReadings(region(10_000_000, 3), city(500, 3))).toBeGreaterThan(0);
  });

  it('puts the larger place first at equal base and kind, and ties two equal readings', () => {
    expect(compareReadings(city(2_000, 3), city(1_000, 3))).toBeLessThan(0);
    expect(compareReadings(region(1_000, 3), region(2_000, 3))).toBeGreaterThan(0);
    expect(compareReadings(city(500, 3, 0), city(500, 3, 1))).toBe(0);
  });
});

describe('readingPopulation', () => {
  it("is a city's population and an area's population, whatever the base", () => {
    const found = readings(
      [{ name: 'Québec', country: 'CA', admin1: 'Quebec', pop: 530_000 }],
      [{ kind: 'region', country: 'CA', admin1: 'Quebec', population: 8_500_000, named: ['quebec'] }],
      'quebec',
    );
    const [city, region] = found;
    expect(region?.kind).toBe('region');
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

  const cityAt = (position: number, city: Partial<City>): Reading =>
    cityReading(
      AREAS.index,
      position,
      {
        id: position + 1,
        name: 'Rome',
        country: 'US',
        admin1: 'Georgia',
        lat: 0,
        lon: 0,
        pop: 36_000,
        ...city,
      },
      'name',
      'name',
    );
  const areaOf = (area: Area): Reading => areaReading(area, area.kind, 'name');

  it('tells cities apart by position, and areas by identity', () => {
    expect(sameReading(cityAt(3, {}), cityAt(3, { pop: 1 }))).toBe(true);
    expect(sameReading(cityAt(3, {}), cityAt(4, {}))).toBe(false);
    expect(sameReading(areaOf(georgiaUs), areaOf(georgiaUs))).toBe(true);
    expect(sameReading(areaOf(georgiaUs), areaOf(georgiaZz))).toBe(false);
  });

  it('never takes a city for an area', () => {
    expect(sameReading(cityAt(0, {}), areaOf(georgiaUs))).toBe(false);
    expect(sameReading(areaOf(georgiaUs), cityAt(0, {}))).toBe(false);
  });

  it('puts a city in its country and in its own region only', () => {
    const rome = cityAt(0, {});
    expect(readingIsIn(rome, us)).toBe(true);
    expect(readingIsIn(rome, georgiaUs)).toBe(true);
    expect(readingIsIn(rome, texas)).toBe(false);
    expect(readingIsIn(rome, ge)).toBe(false);
    // Same region name, other country.
    expect(readingIsIn(rome, georgiaZz)).toBe(false);
  });

  it('puts a region in its country, never in a region or itself, and a country in nothing', () => {
    expect(readingIsIn(areaOf(georgiaUs), us)).toBe(true);
    expect(readingIsIn(areaOf(georgiaUs), ge)).toBe(false);
    expect(readingIsIn(areaOf(georgiaUs), georgiaUs)).toBe(false);
    expect(readingIsIn(areaOf(texas), georgiaUs)).toBe(false);
    expect(readingIsIn(areaOf(us), us)).toBe(false);
    expect(readingIsIn(areaOf(ge), georgiaUs)).toBe(false);
  });
});
