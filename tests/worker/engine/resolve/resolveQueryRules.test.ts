// resolveQuery's rules one at a time, on hand-written places: the longest phrase, the qualifiers
// after every comma, the window of words around a phrase, the tie-breaks (rank, then population,
// then the earlier phrase), the guard on common words, the later parts, and near spellings. Each
// expected place follows from the records and the rule stated in the test's name.
import { describe, expect, it } from 'vitest';
import type { PlaceIndex } from '../../../../src/worker/engine/cities/placeIndex.ts';
import type { AreaIndex } from '../../../../src/worker/engine/resolve/areaIndex.ts';
import type { Reading } from '../../../../src/worker/engine/resolve/readings.ts';
import { resolveQuery } from '../../../../src/worker/engine/resolve/resolveQuery.ts';
import type { HandArea, HandCity } from './handIndexes.ts';
import { handAreaIndex, handPlaceIndex } from './handIndexes.ts';

/** GeoNames ids the hand-written nickname list points at (src/worker/data/nicknames.ts). */
const LOS_ANGELES_ID = 5368361;
const NEW_YORK_CITY_ID = 5128581;
const DETROIT_ID = 4990729;

const describeReading = (reading: Reading): string =>
  reading.kind === 'city'
    ? `${reading.city.name}, ${reading.city.admin1}, ${reading.city.country}`
    : reading.kind === 'country'
      ? `country ${reading.area.country}`
      : `region ${reading.area.admin1}, ${reading.area.country}`;

interface World {
  index: PlaceIndex;
  areas: AreaIndex;
  /** The place a query resolves to, as one line, or null. */
  place(query: string): string | null;
  /** The other readings the resolver offers, as lines. */
  others(query: string): string[];
  phrase(query: string): string | null;
  /** The rule of the chosen reading ("name", "region", "typo"…). */
  rule(query: string): string | null;
}

function worldOf(cities: readonly HandCity[], areaSpecs: readonly HandArea[]): World {
  const index = handPlaceIndex(cities);
  const areas = handAreaIndex(areaSpecs).index;
  const resolve = (query: string) => resolveQuery(index, areas, query);
  return {
    index,
    areas,
    place: (query) => {
      const resolution = resolve(query);
      return resolution === null ? null : describeReading(resolution.reading);
    },
    others: (query) => resolve(query)?.others.map(describeReading) ?? [],
    phrase: (query) => resolve(query)?.phrase ?? null,
    rule: (query) => resolve(query)?.reading.rule ?? null,
  };
}

const AREAS: readonly HandArea[] = [
  { kind: 'country', country: 'FR', population: 68_000_000, named: ['france'], coded: ['fr'] },
  {
    kind: 'region',
    country: 'FR',
    admin1: 'Île-de-France',
    population: 12_000_000,
    named: ['ile de france'],
  },
  {
    kind: 'country',
    country: 'US',
    population: 330_000_000,
    named: ['united states'],
    abbreviated: ['us', 'usa'],
    coded: ['us'],
  },
  {
    kind: 'region',
    country: 'US',
    admin1: 'Texas',
    population: 29_000_000,
    named: ['texas'],
    abbreviated: ['tx'],
  },
  {
    kind: 'region',
    country: 'US',
    admin1: 'Maine',
    population: 1_300_000,
    named: ['maine'],
    abbreviated: ['me'],
  },
  {
    kind: 'region',
    country: 'US',
    admin1: 'Oregon',
    population: 4_200_000,
    named: ['oregon'],
    abbreviated: ['or'],
  },
  { kind: 'region', country: 'US', admin1: 'Illinois', population: 12_500_000, named: ['illinois'] },
  { kind: 'region', country: 'US', admin1: 'Missouri', population: 6_200_000, named: ['missouri'] },
  { kind: 'region', country: 'US', admin1: 'Georgia', population: 10_700_000, named: ['georgia'] },
  { kind: 'region', country: 'US', admin1: 'New York', population: 19_000_000, named: ['new york state'] },
  // "kings county" is common words alone, but a region of them is still meant.
  { kind: 'region', country: 'US', admin1: 'Kings County', population: 2_600_000, named: ['kings county'] },
  { kind: 'country', country: 'GE', population: 3_700_000, named: ['georgia'] },
  { kind: 'country', country: 'IT', population: 59_000_000, named: ['italy'] },
  { kind: 'region', country: 'IT', admin1: 'Lazio', population: 5_700_000, named: ['lazio'] },
  { kind: 'country', country: 'GB', population: 67_000_000, named: ['united kingdom'], abbreviated: ['uk'] },
  { kind: 'region', country: 'GB', admin1: 'England', population: 56_000_000, named: ['england'] },
  { kind: 'country', country: 'CA', population: 38_000_000, named: ['canada'], coded: ['ca'] },
  {
    kind: 'region',
    country: 'CA',
    admin1: 'Ontario',
    population: 14_000_000,
    named: ['ontario'],
    abbreviated: ['on'],
  },
  {
    kind: 'region',
    country: 'UA',
    admin1: 'Kyiv Oblast',
    population: 1_800_000,
    named: ['kyiv oblast'],
    stripped: ['kyiv'],
  },
  {
    kind: 'region',
    country: 'AU',
    admin1: 'New South Wales',
    population: 8_000_000,
    named: ['new south wales'],
    abbreviated: ['nsw'],
  },
  // Common English words that name areas: a region is not meant without a pointer, a country is.
  { kind: 'region', country: 'GH', admin1: 'Central', population: 2_900_000, named: ['central'] },
  { kind: 'country', country: 'GN', population: 13_000_000, named: ['guinea'] },
];

const CITIES: readonly HandCity[] = [
  { name: 'Paris', country: 'FR', admin1: 'Île-de-France', pop: 2_100_000 },
  { name: 'Paris', country: 'US', admin1: 'Texas', pop: 25_000 },
  { name: 'London', country: 'GB', admin1: 'England', pop: 8_900_000 },
  { name: 'London', country: 'CA', admin1: 'Ontario', pop: 380_000 },
  { name: 'Rome', country: 'IT', admin1: 'Lazio', pop: 2_800_000 },
  { name: 'Rome', country: 'US', admin1: 'Georgia', pop: 36_000 },
  { name: 'Portland', country: 'US', admin1: 'Oregon', pop: 650_000 },
  { name: 'Portland', country: 'US', admin1: 'Maine', pop: 68_000 },
  { name: 'Springfield', country: 'US', admin1: 'Missouri', pop: 170_000 },
  { name: 'Springfield', country: 'US', admin1: 'Illinois', pop: 115_000 },
  // Two towns of one name in two oblasts; the larger is not in Kyiv Oblast.
  { name: 'Slavutych', country: 'UA', admin1: 'Chernihiv Oblast', pop: 30_000 },
  { name: 'Slavutych', country: 'UA', admin1: 'Kyiv Oblast', pop: 24_000 },
  { name: 'Bay View Park', country: 'US', admin1: 'California', pop: 50_000 },
  { name: 'Bay View Park', country: 'AU', admin1: 'New South Wales', pop: 20_000 },
  { name: 'Nice', country: 'FR', admin1: 'Provence', pop: 340_000 },
  { name: 'Lyon', country: 'FR', admin1: 'Auvergne-Rhône-Alpes', pop: 520_000 },
  { name: 'Ufa', country: 'RU', admin1: 'Bashkortostan', pop: 1_100_000 },
  { name: 'Lima', country: 'PE', admin1: 'Lima Province', pop: 10_000_000 },
  { id: LOS_ANGELES_ID, name: 'Los Angeles', country: 'US', admin1: 'California', pop: 3_900_000 },
  { id: NEW_YORK_CITY_ID, name: 'New York City', country: 'US', admin1: 'New York', pop: 8_800_000 },
  // GeoNames lists "old town" among Las Vegas's alternate names.
  { name: 'Las Vegas', country: 'US', admin1: 'Nevada', pop: 640_000, alt: ['old town'] },
  // Two places of exactly the same size, so only the order of the words can decide.
  { name: 'Gotham', country: 'US', admin1: 'New York', pop: 500_000 },
  { name: 'Metropolis', country: 'US', admin1: 'Illinois', pop: 500_000 },
];

const world = worldOf(CITIES, AREAS);

describe('rule 1: the longest run of words that reads as a place wins', () => {
  it('prefers a two-word name to a one-word name inside it, whatever their sizes', () => {
    const small = worldOf(
      [
        { name: 'York', country: 'GB', admin1: 'England', pop: 5_000_000 },
        { name: 'New York', country: 'US', admin1: 'New York', pop: 10_000 },
      ],
      [],
    );
    expect(small.place('agents in new york')).toBe('New York, New York, US');
    expect(small.phrase('agents in new york')).toBe('new york');
  });

  it('tries phrases as long as the longest area name, though no city name is that long', () => {
    const small = worldOf(
      [{ name: 'Paris', country: 'FR', admin1: 'Île-de-France', pop: 2_100_000 }],
      [
        { kind: 'country', country: 'FR', population: 68_000_000, named: ['france'] },
        {
          kind: 'region',
          country: 'FR',
          admin1: 'Île-de-France',
          population: 12_000_000,
          named: ['ile de france'],
        },
      ],
    );
    // Not the country read from the last word.
    expect(small.place('agents in ile de france')).toBe('region Île-de-France, FR');
  });

  it('reads a short form only as the whole query', () => {
    expect(world.place('nsw')).toBe('region New South Wales, AU');
    expect(world.place('agents in nsw')).toBeNull();
  });

  it('reads the last word of the query', () => {
    expect(world.place('agents in paris')).toBe('Paris, Île-de-France, FR');
  });
});

describe('rule 2: qualifiers after commas', () => {
  it.each([
    ['paris, texas', 'Paris, Texas, US', 'a region by name'],
    ['paris, tx', 'Paris, Texas, US', 'a region by abbreviation'],
    ['portland, me', 'Portland, Maine, US', 'an abbreviation that is also an ordinary word'],
    ['slavutych, kyiv', 'Slavutych, Kyiv Oblast, UA', 'a region without the word for its kind'],
    ['london, ca', 'London, Ontario, CA', 'a country by its ISO code'],
    ['rome, georgia', 'Rome, Georgia, US', 'a name of two areas, the place in either'],
  ])('narrows %j to %s (%s)', (query, expected) => {
    expect(world.place(query)).toBe(expected);
  });

  it('counts every qualifier, not only the first or the last', () => {
    // Illinois's Springfield agrees with two qualifiers, Missouri's (the larger) with one.
    expect(world.place('springfield, usa, illinois')).toBe('Springfield, Illinois, US');
    expect(world.place('springfield, illinois, usa')).toBe('Springfield, Illinois, US');
  });

  it('ignores a qualifier that names nothing, and empty parts between commas', () => {
    expect(world.place('paris, atlantis')).toBe('Paris, Île-de-France, FR');
    expect(world.place('paris, , texas')).toBe('Paris, Texas, US');
  });

  it('reads only the qualifiers, not the words around the phrase, once there are commas', () => {
    expect(world.place('paris texas, france')).toBe('Paris, Île-de-France, FR');
  });

  it('gives the other readings, likeliest first', () => {
    expect(world.others('paris, texas')).toEqual(['Paris, Île-de-France, FR']);
  });
});

describe('rule 2: the words around a phrase, without commas', () => {
  it('reads a region after or before the phrase', () => {
    expect(world.place('paris texas')).toBe('Paris, Texas, US');
    expect(world.place('texas paris')).toBe('Paris, Texas, US');
    // Words after the region do not push it out of the window.
    expect(world.place('paris texas agents')).toBe('Paris, Texas, US');
    expect(world.place('spies paris texas agents')).toBe('Paris, Texas, US');
  });

  it('reads abbreviations, but not those that are ordinary words', () => {
    expect(world.place('paris tx')).toBe('Paris, Texas, US');
    expect(world.place('portland maine')).toBe('Portland, Maine, US');
    // "me" is a word: the larger Portland.
    expect(world.place('portland me')).toBe('Portland, Oregon, US');
  });

  it('reads a region without the word for its kind', () => {
    expect(world.place('slavutych kyiv')).toBe('Slavutych, Kyiv Oblast, UA');
  });

  it('reads up to two words before the phrase, not three', () => {
    // "tx" is no reading inside a sentence, so only the window decides.
    expect(world.place('tx agents paris')).toBe('Paris, Texas, US');
    expect(world.place('tx agents spies paris')).toBe('Paris, Île-de-France, FR');
  });

  it('reads up to four words after the phrase, not five', () => {
    expect(world.place('paris agents spies moles tx')).toBe('Paris, Texas, US');
    expect(world.place('paris agents spies moles couriers tx')).toBe('Paris, Île-de-France, FR');
  });

  it('reads a region name of three words beside a three-word phrase', () => {
    // Without the context, the larger reading of the same length would win: the region (8 M).
    expect(world.place('bay view park new south wales')).toBe('Bay View Park, New South Wales, AU');
  });
});

describe('rule 3: then rank, population, and the earlier phrase', () => {
  it('reads a country before a larger region of its name', () => {
    expect(world.place('georgia')).toBe('country GE');
    expect(world.others('georgia')).toEqual(['region Georgia, US']);
  });

  it('lets phrases of equal length compete by population, in either order', () => {
    expect(world.place('london paris')).toBe('London, England, GB');
    expect(world.place('paris london')).toBe('London, England, GB');
  });

  it('takes the earlier phrase when two places are equally likely', () => {
    expect(world.place('gotham metropolis')).toBe('Gotham, New York, US');
    expect(world.place('metropolis gotham')).toBe('Metropolis, Illinois, US');
  });

  it('prefers a full name to a phrase of three letters or fewer beside it, even a larger place', () => {
    expect(world.place('ufa lyon')).toBe('Lyon, Auvergne-Rhône-Alpes, FR');
    expect(world.place('lyon ufa')).toBe('Lyon, Auvergne-Rhône-Alpes, FR');
    // Four letters is a name.
    expect(world.place('lima lyon')).toBe('Lima, Lima Province, PE');
  });

  it('never counts a nickname as a fragment, however short', () => {
    expect(world.place('la lima')).toBe('Los Angeles, California, US');
  });

  it('offers each other reading once, never the chosen one again', () => {
    expect(world.place('paris paris')).toBe('Paris, Île-de-France, FR');
    expect(world.others('paris paris')).toEqual(['Paris, Texas, US']);
  });
});

describe('rule 4: a common English word naming a small place', () => {
  it('does not count without a pointer', () => {
    expect(world.place('nice agents')).toBeNull();
    expect(world.place('agents like nice')).toBeNull();
  });

  it('counts as the whole query, or with a qualifier, or a region beside it', () => {
    expect(world.place('nice')).toBe('Nice, Provence, FR');
    expect(world.place('nice, france')).toBe('Nice, Provence, FR');
    expect(world.place('nice france')).toBe('Nice, Provence, FR');
  });

  it('counts after a comma even when the qualifier names nothing', () => {
    expect(world.place('nice agents, somewhere')).toBe('Nice, Provence, FR');
  });

  it('does not take a trailing or a leading comma for a qualifier', () => {
    expect(world.place('nice agents,')).toBeNull();
    expect(world.place(', nice agents')).toBeNull();
  });

  it.each(['in', 'near', 'at', 'from', 'around', 'outside', 'to', 'into', 'visit', 'via'])(
    'counts right after "%s"',
    (word) => {
      expect(world.place(`agents ${word} nice`)).toBe('Nice, Provence, FR');
    },
  );

  it('does not take a pointing word after the place for one before it', () => {
    expect(world.place('agents nice to know')).toBeNull();
  });

  it('means a city of 1,000,000 people or more whatever the sentence, not one of 999,999', () => {
    const city = (pop: number) => worldOf([{ name: 'Phoenix', country: 'US', admin1: 'Arizona', pop }], []);
    expect(city(1_000_000).place('phoenix agents')).toBe('Phoenix, Arizona, US');
    expect(city(999_999).place('phoenix agents')).toBeNull();
  });

  it('means a country named by a common word, never a region', () => {
    expect(world.place('guinea agents')).toBe('country GN');
    expect(world.place('central agents')).toBeNull();
    expect(world.place('agents in central')).toBe('region Central, GH');
  });

  it('means a place whose own name is common words from 100,000 people, not 99,999', () => {
    const city = (pop: number) =>
      worldOf([{ name: 'Great Falls', country: 'US', admin1: 'Montana', pop }], []);
    expect(city(100_000).place('great falls agents')).toBe('Great Falls, Montana, US');
    // By its name, not found again as a near spelling of itself (100,000 is also the typo threshold).
    expect(city(100_000).rule('great falls agents')).toBe('name');
    expect(city(99_999).place('great falls agents')).toBeNull();
  });

  it("never means a place by another's alternate name of common words, however large, without a pointer", () => {
    expect(world.place('old town agents')).toBeNull();
    expect(world.place('agents in old town')).toBe('Las Vegas, Nevada, US');
  });

  it('means a region named by several common words', () => {
    expect(world.place('kings county agents')).toBe('region Kings County, US');
    expect(world.rule('kings county agents')).toBe('region');
  });

  it('always means a nickname, even of common words for a small place', () => {
    expect(world.place('big apple agents')).toBe('New York City, New York, US');
    // "motor city" is Detroit's; were it a town of 50,000 it would still be meant. (Ann Arbor makes
    // the index hold a two-word name: no phrase is longer than the longest name.)
    const small = worldOf(
      [
        { id: DETROIT_ID, name: 'Detroit', country: 'US', admin1: 'Michigan', pop: 50_000 },
        { name: 'Ann Arbor', country: 'US', admin1: 'Michigan', pop: 120_000 },
      ],
      [],
    );
    expect(small.place('motor city agents')).toBe('Detroit, Michigan, US');
  });
});

describe('rule 5: when the first part names nothing, the later parts in turn', () => {
  it('takes the first later part that names a place, not the largest', () => {
    expect(world.place('agents, london')).toBe('London, England, GB');
    expect(world.place('agents, spies, london')).toBe('London, England, GB');
    expect(world.place('agents, paris, london')).toBe('Paris, Île-de-France, FR');
  });

  it('reads a query that starts with a comma from its first part with words', () => {
    // The empty part is no part, so "texas" still narrows "paris".
    expect(world.place(', paris, texas')).toBe('Paris, Texas, US');
  });

  it('answers null when no part names a place', () => {
    expect(world.place('agents, spies')).toBeNull();
  });

  it('reads a later part as a query of its own: a common word in it still needs a pointer (rule 4)', () => {
    expect(world.place('agents, nice people')).toBeNull();
    expect(world.place('agents, people in nice')).toBe('Nice, Provence, FR');
    expect(world.place('agents, nice')).toBe('Nice, Provence, FR');
  });
});

describe('rule 6: near spellings of big places, when nothing matched', () => {
  const typoWorld = worldOf(
    [
      { name: 'Paris', country: 'FR', admin1: 'Île-de-France', pop: 2_100_000 },
      { name: 'Paris', country: 'US', admin1: 'Tennessee', pop: 150_000 },
      { name: 'Paris', country: 'US', admin1: 'Texas', pop: 120_000 },
      { name: 'London', country: 'GB', admin1: 'England', pop: 8_900_000 },
      { name: 'Manchester', country: 'GB', admin1: 'England', pop: 2_700_000 },
      { name: 'Glasgow', country: 'GB', admin1: 'Scotland', pop: 600_000 },
      { name: 'Prague', country: 'CZ', admin1: 'Prague', pop: 1_200_000 },
      { name: 'Morava', country: 'CZ', admin1: 'Moravia', pop: 200_000 },
      { name: 'Springfield', country: 'US', admin1: 'Missouri', pop: 170_000 },
      { name: 'Springfield', country: 'US', admin1: 'Illinois', pop: 115_000 },
      // Maine's and Texas's Portlands made large enough to be targets of near spellings.
      { name: 'Portland', country: 'US', admin1: 'Oregon', pop: 650_000 },
      { name: 'Portland', country: 'US', admin1: 'Maine', pop: 100_000 },
      { name: 'Portland', country: 'US', admin1: 'Texas', pop: 120_000 },
      { name: 'Salt Lake City', country: 'US', admin1: 'Utah', pop: 200_000 },
      { name: 'Santa Cruz de Tenerife', country: 'ES', admin1: 'Canary Islands', pop: 200_000 },
      { name: 'Ain Beida', country: 'DZ', admin1: 'Oum el Bouaghi', pop: 120_000 },
      // Each one letter from a word of a query that is no place name ("sales", "spies").
      { name: 'Salem', country: 'US', admin1: 'Oregon', pop: 175_000 },
      { name: 'Spiez', country: 'CH', admin1: 'Bern', pop: 100_000 },
      { name: 'Gotham', country: 'US', admin1: 'New York', pop: 500_000 },
      { name: 'Metropolis', country: 'US', admin1: 'Illinois', pop: 500_000 },
    ],
    [
      { kind: 'country', country: 'FR', population: 68_000_000, named: ['france'] },
      // "us" only as an ISO code here: the real data also has it as a short form, which rule 5 reads.
      { kind: 'country', country: 'US', population: 330_000_000, named: ['united states'], coded: ['us'] },
      { kind: 'region', country: 'US', admin1: 'Texas', population: 29_000_000, named: ['texas'] },
      { kind: 'region', country: 'US', admin1: 'Tennessee', population: 7_000_000, named: ['tennessee'] },
      {
        kind: 'region',
        country: 'US',
        admin1: 'Oregon',
        population: 4_200_000,
        named: ['oregon'],
        abbreviated: ['or'],
      },
      {
        kind: 'region',
        country: 'US',
        admin1: 'Maine',
        population: 1_300_000,
        named: ['maine'],
        abbreviated: ['me'],
      },
      // "me" after a comma is Maine's short form and Montenegro's ISO code.
      { kind: 'country', country: 'ME', population: 620_000, named: ['montenegro'], coded: ['me'] },
      // Larger than its city, so the region is the nearest and largest match of "pragu".
      { kind: 'region', country: 'CZ', admin1: 'Prague', population: 1_400_000, named: ['prague'] },
      { kind: 'region', country: 'CZ', admin1: 'Moravia', population: 3_000_000, named: ['moravia'] },
    ],
  );

  it('reads a near spelling as its place, by the typo rule', () => {
    const resolution = resolveQuery(typoWorld.index, typoWorld.areas, 'parsi');
    expect(resolution?.phrase).toBe('parsi');
    expect(resolution && describeReading(resolution.reading)).toBe('Paris, Île-de-France, FR');
    expect(resolution?.reading).toMatchObject({ kind: 'city', rule: 'typo', match: 'typo' });
  });

  it('reads a region of the name as the city in it, when both are equally near', () => {
    expect(typoWorld.place('pragu')).toBe('Prague, Prague, CZ');
  });

  it('keeps a region when no city of its very name is as near', () => {
    // "moravi" is one edit from the region Moravia and one from the town Morava.
    const resolution = resolveQuery(typoWorld.index, typoWorld.areas, 'moravi');
    expect(resolution?.reading).toMatchObject({
      kind: 'region',
      area: typoWorld.areas.region('CZ', 'Moravia'),
      rule: 'typo',
      match: 'typo',
    });
  });

  // Part of a sentence is read as a near spelling only when a word points at it ("in", "near").
  it('takes the nearer name over a larger one when an edit outweighs the size, wherever it stands', () => {
    // "glasgo" is one edit from Glasgow (600,000); "mannchestor" two from Manchester (2.7 M): an
    // edit costs 1.5 powers of ten, and Manchester is not 10^1.5 times bigger.
    expect(typoWorld.place('in glasgo near mannchestor')).toBe('Glasgow, Scotland, GB');
    expect(typoWorld.place('in mannchestor near glasgo')).toBe('Glasgow, Scotland, GB');
  });

  it('takes the larger of two equally near places, wherever it stands in the query', () => {
    expect(typoWorld.place('in glasgo near londn')).toBe('London, England, GB');
    expect(typoWorld.place('in londn near glasgo')).toBe('London, England, GB');
    expect(typoWorld.phrase('in glasgo near londn')).toBe('londn');
  });

  it('takes the earlier phrase when two places are equally near and equally large', () => {
    expect(typoWorld.place('in gothm near metropolos')).toBe('Gotham, New York, US');
    expect(typoWorld.place('in metropolos near gothm')).toBe('Metropolis, Illinois, US');
  });

  it('reads no near spelling in part of a sentence that nothing points at', () => {
    // "glasgo" and "londn" are near big places' names, but "glasgo londn" could be anything.
    expect(typoWorld.place('glasgo londn')).toBeNull();
    expect(typoWorld.place('spies londn')).toBeNull();
  });

  it('offers each other near place once', () => {
    expect(typoWorld.others('in parsi near parsi')).toEqual(['Paris, Tennessee, US', 'Paris, Texas, US']);
  });

  it('offers the other near places best first: nearer, then larger', () => {
    expect(typoWorld.place('in glasgo near mannchestor near londn')).toBe('London, England, GB');
    expect(typoWorld.others('in glasgo near mannchestor near londn')).toEqual([
      'Glasgow, Scotland, GB',
      'Manchester, England, GB',
    ]);
  });

  it('looks in phrases of up to three words, not four', () => {
    expect(typoWorld.place('salt lake ctiy')).toBe('Salt Lake City, Utah, US');
    expect(typoWorld.place('santa cruz de tenerif')).toBeNull();
  });

  it('never reads a phrase across a word that names no place', () => {
    expect(typoWorld.place('ain bieda')).toBe('Ain Beida, Oum el Bouaghi, DZ');
    // "in beida" is one letter from "ain beida", but "in" is a word, not part of a name.
    expect(typoWorld.place('agents in beida')).toBeNull();
  });

  it.each([
    ['sales', 'a common English word'],
    ['spies', 'a word that names no place'],
    ['1ondon', 'a word with a digit'],
  ])('never corrects %j (%s)', (query) => {
    expect(typoWorld.place(query)).toBeNull();
  });

  it('prefers an exact place in a later part to a near spelling in the first', () => {
    expect(typoWorld.place('londn, paris')).toBe('Paris, Île-de-France, FR');
  });

  it('looks for near spellings in the first part only', () => {
    expect(typoWorld.place('agents, londn')).toBeNull();
  });

  // Qualifiers that no part reads on its own: ISO codes ("us") and short forms that are ordinary
  // words ("or", "me"). Those that do are below, under rules 5 and 6.
  describe('with qualifiers that name no place on their own', () => {
    it('takes the near place the qualifiers agree with, offering the chosen one first among the others', () => {
      expect(typoWorld.place('portlnd, me')).toBe('Portland, Maine, US');
      expect(typoWorld.others('portlnd, me')).toEqual(['Portland, Oregon, US', 'Portland, Texas, US']);
      expect(typoWorld.phrase('portlnd, me')).toBe('portlnd');
    });

    it('needs every qualifier to agree', () => {
      // Oregon's Portland (the chosen) and Texas's are in the USA but not in Maine.
      expect(typoWorld.place('portlnd, us, me')).toBe('Portland, Maine, US');
      expect(typoWorld.place('portlnd, me, us')).toBe('Portland, Maine, US');
    });

    it('keeps the chosen place when it agrees, though others agree too', () => {
      expect(typoWorld.place('portlnd, us')).toBe('Portland, Oregon, US');
      expect(typoWorld.others('portlnd, us')).toEqual(['Portland, Texas, US', 'Portland, Maine, US']);
      expect(typoWorld.place('springfeld, us')).toBe('Springfield, Missouri, US');
    });

    it('keeps the nearest and largest when no near place agrees', () => {
      expect(typoWorld.place('parsi, or')).toBe('Paris, Île-de-France, FR');
      expect(typoWorld.others('parsi, or')).toEqual(['Paris, Tennessee, US', 'Paris, Texas, US']);
    });
  });
});

/** Near places and the areas that qualify them: two Parises a near spelling reaches, one of them in Texas. */
function qualifiedTypoWorld(): World {
  return worldOf(
    [
      { name: 'Paris', country: 'FR', admin1: 'Île-de-France', pop: 2_100_000 },
      { name: 'Paris', country: 'US', admin1: 'Texas', pop: 120_000 },
      { name: 'London', country: 'GB', admin1: 'England', pop: 8_900_000 },
      { name: 'Manchester', country: 'GB', admin1: 'England', pop: 2_700_000 },
      { name: 'Edinburgh', country: 'GB', admin1: 'Scotland', pop: 500_000 },
      { name: 'Prague', country: 'CZ', admin1: 'Prague', pop: 1_200_000 },
      { name: 'Morava', country: 'CZ', admin1: 'Moravia', pop: 200_000 },
    ],
    [
      { kind: 'country', country: 'FR', population: 68_000_000, named: ['france'] },
      { kind: 'country', country: 'US', population: 330_000_000, named: ['united states'] },
      { kind: 'region', country: 'US', admin1: 'Texas', population: 29_000_000, named: ['texas'] },
      {
        kind: 'country',
        country: 'GB',
        population: 67_000_000,
        named: ['united kingdom'],
        abbreviated: ['uk'],
      },
      { kind: 'region', country: 'GB', admin1: 'England', population: 56_000_000, named: ['england'] },
      { kind: 'region', country: 'GB', admin1: 'Scotland', population: 5_400_000, named: ['scotland'] },
      { kind: 'country', country: 'CZ', population: 10_500_000, named: ['czechia'] },
      // Larger than its city, so the region is the nearest and largest match of "pragu".
      { kind: 'region', country: 'CZ', admin1: 'Prague', population: 1_400_000, named: ['prague'] },
      { kind: 'region', country: 'CZ', admin1: 'Moravia', population: 3_000_000, named: ['moravia'] },
      { kind: 'country', country: 'PL', population: 38_000_000, named: ['poland'] },
    ],
  );
}

describe('rules 5 and 6: a near spelling in the first part, with qualifiers that name places', () => {
  it.each([
    ['pragu, czechia', 'Prague, Prague, CZ', 'a country by name'],
    ['edinbrugh, scotland', 'Edinburgh, Scotland, GB', 'a region by name'],
    ['manchster, uk', 'Manchester, England, GB', 'a country by short form'],
    ['manchster, england, united kingdom', 'Manchester, England, GB', 'a region and its country'],
  ])('reads %j as the near place the qualifiers agree with (%s)', (query, expected) => {
    const world = qualifiedTypoWorld();
    expect(world.place(query)).toBe(expected);
    expect(world.rule(query)).toBe('typo');
  });

  it('takes the near place in the qualifier over a nearer or larger one outside it', () => {
    const world = qualifiedTypoWorld();
    expect(world.place('parsi, texas')).toBe('Paris, Texas, US');
    expect(world.phrase('parsi, texas')).toBe('parsi');
    expect(world.others('parsi, texas')).toEqual(['Paris, Île-de-France, FR']);
    expect(world.place('parsi, france')).toBe('Paris, Île-de-France, FR');
  });

  it('reads a near spelling of a region in the named country as that region', () => {
    expect(qualifiedTypoWorld().place('moravi, czechia')).toBe('region Moravia, CZ');
  });

  it('keeps the qualifier as the answer when no near place lies in it', () => {
    const world = qualifiedTypoWorld();
    expect(world.place('pragu, poland')).toBe('country PL');
    expect(world.place('londn, scotland')).toBe('region Scotland, GB');
  });

  it('keeps the qualifier as the answer when the first part is no near spelling', () => {
    const world = qualifiedTypoWorld();
    expect(world.place('xyzzy, czechia')).toBe('country CZ');
    expect(world.place('agents, scotland')).toBe('region Scotland, GB');
  });

  it('counts each qualifier that agrees: of places agreeing with as many, the larger', () => {
    const world = qualifiedTypoWorld();
    // Texas's Paris is not in France, France's is not in Texas: one qualifier agrees with each.
    expect(world.place('parsi, texas, france')).toBe('Paris, Île-de-France, FR');
    expect(world.place('parsi, texas, united states')).toBe('Paris, Texas, US');
  });
});

describe('empty parts between commas', () => {
  it.each([', pragu', ',, pragu', ' , pragu', 'pragu,', ', pragu,'])(
    'ignores them around a near spelling: %j',
    (query) => {
      expect(qualifiedTypoWorld().place(query)).toBe('Prague, Prague, CZ');
    },
  );

  it('ignores them before a near spelling and its qualifier, or between the two', () => {
    const world = qualifiedTypoWorld();
    expect(world.place(', parsi, texas')).toBe('Paris, Texas, US');
    expect(world.place('parsi, , texas')).toBe('Paris, Texas, US');
  });

  it('ignores them before a first part that names nothing', () => {
    const world = qualifiedTypoWorld();
    expect(world.place(', xyzzy, czechia')).toBe('country CZ');
    expect(world.place(',,,')).toBeNull();
  });
});

/** A short name inside a longer one: York in New York, "los" (one of Lagos's alternate names) in Los Angeles. */
function longerNameWorld(): World {
  return worldOf(
    [
      { name: 'Lagos', country: 'NG', admin1: 'Lagos', pop: 9_000_000, alt: ['los'] },
      { name: 'New York City', country: 'US', admin1: 'New York', pop: 8_300_000, alt: ['new york'] },
      { name: 'Los Angeles', country: 'US', admin1: 'California', pop: 3_900_000 },
      { name: 'York', country: 'GB', admin1: 'England', pop: 150_000 },
      { name: 'Los Angeles', country: 'CL', admin1: 'Biobío', pop: 125_000 },
    ],
    [
      { kind: 'country', country: 'GB', population: 67_000_000, named: ['united kingdom'], coded: ['gb'] },
      { kind: 'country', country: 'US', population: 330_000_000, named: ['united states'], coded: ['us'] },
      // Larger than the city, so the region's name is the nearest and largest match of "new yrok".
      { kind: 'region', country: 'US', admin1: 'New York', population: 19_500_000, named: ['new york'] },
    ],
  );
}

describe('rules 6 and 7: a near spelling of a name of several words', () => {
  it('reads the names exactly as the premises say', () => {
    const world = longerNameWorld();
    expect(world.place('new york')).toBe('New York City, New York, US');
    expect(world.place('york')).toBe('York, England, GB');
    expect(world.place('los')).toBe('Lagos, Lagos, NG');
  });

  it('reads a near spelling as what its name means typed correctly: the city, not the region', () => {
    const world = longerNameWorld();
    // "yrok" alone is too short for a typo; "new yrok" is one transposition from "new york".
    expect(world.place('new yrok')).toBe('New York City, New York, US');
    expect(world.rule('new yrok')).toBe('typo');
    expect(world.phrase('new yrok')).toBe('new yrok');
    expect(world.others('new yrok')).toContain('region New York, US');
    expect(world.place('new yorkk')).toBe('New York City, New York, US');
  });

  it('takes a non-place word into a near spelling only where the name has that word', () => {
    const world = longerNameWorld();
    // "new" is a non-place word ("new agents"), and York's name has no "new": "new yorkk" is
    // nearer to New York's name as a whole than "yorkk" is to York's, so the phrase is the pair.
    expect(world.phrase('new yorkk')).toBe('new yorkk');
    // "agents" is in no name: the phrase stays the word that is near a name.
    expect(world.phrase('agents in yorkk')).toBe('yorkk');
    expect(world.place('agents in yorkk')).toBe('York, England, GB');
  });

  it('reads an exact short name inside a near spelling of a longer name as the longer name', () => {
    const world = longerNameWorld();
    expect(world.place('nwe york')).toBe('New York City, New York, US');
    expect(world.phrase('nwe york')).toBe('nwe york');
    expect(world.rule('nwe york')).toBe('typo');
    expect(world.place('los angelas')).toBe('Los Angeles, California, US');
    expect(world.place('agents in los angelas')).toBe('Los Angeles, California, US');
  });

  it('keeps the exact name when the added words are ordinary ones', () => {
    const world = longerNameWorld();
    expect(world.place('agents in york')).toBe('York, England, GB');
    expect(world.rule('agents in york')).toBe('name');
    expect(world.place('york agents 2024')).toBe('York, England, GB');
  });

  it('keeps the exact name beside an unrelated near spelling', () => {
    // "los angelas" does not hold "york": two places, one exact, and the exact one wins (rule 6).
    expect(longerNameWorld().place('york los angelas')).toBe('York, England, GB');
  });

  it('keeps the exact name when the only near longer name changes the exact words', () => {
    const world = worldOf(
      [
        { name: 'York', country: 'GB', admin1: 'England', pop: 150_000 },
        { name: 'New Yolk', country: 'US', admin1: 'Ohio', pop: 500_000 },
      ],
      [],
    );
    // "neww york" is two edits from "new yolk" (nine letters allow two), but "york" is typed right.
    expect(world.place('neww york')).toBe('York, England, GB');
    expect(world.place('neww yolk')).toBe('New Yolk, Ohio, US');
  });

  it('keeps the exact name when a qualifier disagrees with the longer near spelling', () => {
    const world = longerNameWorld();
    expect(world.place('nwe york, gb')).toBe('York, England, GB');
    expect(world.place('nwe york, us')).toBe('New York City, New York, US');
  });
});
