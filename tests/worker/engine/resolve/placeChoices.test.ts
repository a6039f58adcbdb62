// What the visitor reads about a resolved place: labels ("Resolved: Porto, Portugal"), pins, and
// up to four other places the query may have meant. Resolutions are written by hand over a tiny
// index of real GeoNames records (ids and populations as in tests/fixtures/cities.fixture.json),
// so each rule is stated on its own; the last tests take the fixture through the resolver.
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlaceChoice } from '../../../../src/shared/types.ts';
import { parseCityRecords, type City } from '../../../../src/worker/engine/cities/cityRecords.ts';
import { buildPlaceIndex, type PlaceIndex } from '../../../../src/worker/engine/cities/placeIndex.ts';
import {
  getAreaIndex,
  type Area,
  type AreaIndex,
  loadAreaIndex,
} from '../../../../src/worker/engine/resolve/areaIndex.ts';
import { positionOfId } from '../../../../src/worker/engine/resolve/cityIds.ts';
import {
  cityLabel,
  describeChoices,
  prepareExtensions,
  readingLabel,
  readingPin,
} from '../../../../src/worker/engine/resolve/placeChoices.ts';
import type { Reading } from '../../../../src/worker/engine/resolve/readings.ts';
import { resolveQuery } from '../../../../src/worker/engine/resolve/resolveQuery.ts';
import { fixtureIndex } from '../fixtureIndex.ts';

// The resolver reads the area names synchronously once they are loaded (see areaIndex.ts).
await loadAreaIndex();

const record = (id: number, name: string, country: string, admin1: string, pop: number) => ({
  id,
  name,
  country,
  admin1,
  lat: 0,
  lon: 0,
  pop,
});

// GeoNames ids and populations from the fixture, plus two made-up suburbs on either side of the
// 100,000 people from which a place whose name continues the query is offered.
const PORTO_ALEGRE = 3452925;
const PORTO = 2735943;
const PORTO_NOVO = 2392087;
const PORTO_BR = 3391408;
const PORTO_IT = 12070072;
const BORDEAUX = 3031582;
const SPRINGFIELD_MO = 4409896;
const SPRINGFIELD_MA = 4951788;
const SPRINGFIELD_IL = 4250542;
const SPRINGFIELD_OR = 5754005;
const SPRINGFIELD_OH = 4525353;
const SPRINGFIELD_VA = 4787117;
const SPRINGFIELD_GARDENS = 900001;
const RICHMOND_VA = 4781708;
const RICHMOND_BC = 6122085;
const RICHMOND_ON = 6122081;
const VALENCIA_VE = 3625549;
const VALENCIA_ES = 2509954;
const VALENCIA_CA = 5405288;
const KOWLOON = 1819609;

const buildIndex = (): PlaceIndex =>
  buildPlaceIndex(
    parseCityRecords([
      record(PORTO_ALEGRE, 'Porto Alegre', 'BR', 'Rio Grande do Sul', 1488252),
      record(VALENCIA_VE, 'Valencia', 'VE', 'Carabobo', 1619470),
      record(VALENCIA_ES, 'Valencia', 'ES', 'Valencia', 789744),
      record(5746545, 'Portland', 'US', 'Oregon', 652503),
      record(BORDEAUX, 'Bordeaux', 'FR', 'New Aquitaine', 260958),
      record(PORTO, 'Porto', 'PT', 'Porto', 249633),
      record(PORTO_NOVO, 'Porto-Novo', 'BJ', 'Ouémé', 234168),
      record(RICHMOND_VA, 'Richmond', 'US', 'Virginia', 226610),
      record(RICHMOND_BC, 'Richmond', 'CA', 'British Columbia', 198309),
      record(SPRINGFIELD_MO, 'Springfield', 'US', 'Missouri', 166810),
      record(SPRINGFIELD_MA, 'Springfield', 'US', 'Massachusetts', 154341),
      // Its name runs on without a space: not a continuation of "porto".
      record(900003, 'Portobello', 'GB', 'Scotland', 150000),
      record(VALENCIA_CA, 'Valencia', 'US', 'California', 148456),
      record(SPRINGFIELD_IL, 'Springfield', 'US', 'Illinois', 116565),
      record(SPRINGFIELD_GARDENS, 'Springfield Gardens', 'US', 'New York', 100000),
      record(900002, 'Springfield Heights', 'US', 'Ohio', 99999),
      record(SPRINGFIELD_OR, 'Springfield', 'US', 'Oregon', 60870),
      record(SPRINGFIELD_OH, 'Springfield', 'US', 'Ohio', 59680),
      record(SPRINGFIELD_VA, 'Springfield', 'US', 'Virginia', 30484),
      record(PORTO_BR, 'Porto', 'BR', 'Piauí', 6535),
      record(3374336, 'Porto Novo', 'CV', 'Porto Novo', 5580),
      record(PORTO_IT, 'Porto', 'IT', 'Campania', 4830),
      record(RICHMOND_ON, 'Richmond', 'CA', 'Ontario', 4055),
    ]),
  );

// A fresh index for each test: the table of names that continue a query is made on an index's first
// use, and mutation testing credits that work to the test it ran in (docs/TESTING.md).
let index: PlaceIndex;
let areas: AreaIndex;
beforeEach(() => {
  index = buildIndex();
  areas = getAreaIndex();
});

const cityOf = (id: number, within: PlaceIndex = index): { position: number; city: City } => {
  const position = positionOfId(within.cities, id);
  return { position, city: within.cities.at(position) as City };
};

/** A city read by its own name, as the resolver reads it. */
const byName = (id: number, within: PlaceIndex = index): Reading => {
  const { position, city } = cityOf(id, within);
  return { kind: 'city', position, city, rule: 'name', match: 'name', base: Math.log10(city.pop) };
};

/** A city read by one of its alternate names: a stray one, or one that stands as a reading. */
const byAlternate = (id: number, stray: boolean): Reading => {
  const { position, city } = cityOf(id);
  return { kind: 'city', position, city, rule: 'alternate-name', match: 'other-name', base: 0, stray };
};

const byArea = (area: Area | null): Reading => {
  if (area === null) throw new Error('no such area in the data');
  return area.kind === 'country'
    ? { kind: 'country', area, rule: 'country', match: 'name', base: Math.log10(area.population) }
    : { kind: 'region', area, rule: 'region', match: 'name', base: Math.log10(area.population) };
};

const choicesOf = (reading: Reading, others: Reading[], phrase: string, within: PlaceIndex = index) =>
  describeChoices(within, { reading, others, phrase });
const labels = (choices: readonly PlaceChoice[]): string[] => choices.map((choice) => choice.label);

describe('cityLabel', () => {
  it('reads "city, country" with the English country name', () => {
    expect(cityLabel(cityOf(PORTO).city)).toBe('Porto, Portugal');
    expect(cityLabel(cityOf(RICHMOND_BC).city)).toBe('Richmond, Canada');
  });

  it('adds the region only when asked', () => {
    expect(cityLabel(cityOf(5746545).city, true)).toBe('Portland, Oregon, United States');
    expect(cityLabel(cityOf(5746545).city, false)).toBe('Portland, United States');
  });

  it('has no region to add for a place without one', () => {
    const kowloon: City = {
      id: KOWLOON,
      name: 'Kowloon',
      country: 'HK',
      admin1: '',
      lat: 22.31667,
      lon: 114.18333,
      pop: 2303100,
    };
    expect(cityLabel(kowloon, true)).toBe('Kowloon, Hong Kong SAR China');
  });

  it('falls back to the code when the code has no English name', () => {
    const nowhere: City = { id: 1, name: 'Nowhere', country: 'XX', admin1: 'Far', lat: 0, lon: 0, pop: 0 };
    expect(cityLabel(nowhere)).toBe('Nowhere, XX');
  });
});

describe('readingLabel and readingPin', () => {
  it('label and pin a city by its own fields, its region when asked, and its GeoNames id', () => {
    expect(readingLabel(byName(PORTO))).toBe('Porto, Portugal');
    expect(readingLabel(byName(SPRINGFIELD_IL), true)).toBe('Springfield, Illinois, United States');
    expect(readingPin(byName(PORTO))).toBe('city:2735943');
  });

  it('label and pin a country by its name and ISO code', () => {
    const italy = byArea(areas.country('IT'));
    expect(readingLabel(italy)).toBe('Italy');
    expect(readingLabel(italy, true)).toBe('Italy');
    expect(readingPin(italy)).toBe('country:IT');
  });

  it('label and pin a region by its name, its country and its codes', () => {
    const ontario = byArea(areas.region('CA', 'Ontario'));
    expect(readingLabel(ontario)).toBe('Ontario, Canada');
    expect(readingLabel(ontario, true)).toBe('Ontario, Canada');
    expect(readingPin(ontario)).toBe('region:CA:Ontario');
  });
});

describe('describeChoices', () => {
  it('labels the chosen place and offers nothing when nothing else was read', () => {
    expect(choicesOf(byName(BORDEAUX), [], 'bordeaux')).toEqual({
      label: 'Bordeaux, France',
      alternatives: [],
    });
  });

  it('offers places of 100,000 people or more whose name continues the words, most populous first', () => {
    // Not Porto Novo, Cape Verde (5,580 people), nor Portobello or Portland, whose names run on.
    expect(choicesOf(byName(PORTO), [], 'porto').alternatives).toEqual([
      { kind: 'city', label: 'Porto Alegre, Brazil', pin: 'city:3452925' },
      { kind: 'city', label: 'Porto-Novo, Benin', pin: 'city:2392087' },
    ]);
  });

  it('offers the same from a table built ahead (prepareExtensions): the 15 places of 100,000 or more, by name', () => {
    const table = prepareExtensions(index);
    // Counted in the list above: Porto Alegre down to Springfield Gardens (100,000), not Springfield Heights.
    expect(table.positions).toHaveLength(15);
    for (const position of table.positions)
      expect(index.cities.at(position)?.pop).toBeGreaterThanOrEqual(100_000);
    expect([...table.names].sort()).toEqual(table.names);
    expect(prepareExtensions(index)).toBe(table);
    expect(labels(choicesOf(byName(PORTO), [], 'porto').alternatives)).toEqual([
      'Porto Alegre, Brazil',
      'Porto-Novo, Benin',
    ]);
  });

  it('offers a continuation of exactly 100,000 people, not one of 99,999', () => {
    expect(labels(choicesOf(byName(SPRINGFIELD_MO), [], 'springfield').alternatives)).toEqual([
      'Springfield Gardens, United States',
    ]);
  });

  it('offers nothing when no name continues the words', () => {
    expect(choicesOf(byName(VALENCIA_VE), [], 'valencia').alternatives).toEqual([]);
  });

  it('offers the four most populous other readings, and gives the region to labels that read alike', () => {
    const others = [SPRINGFIELD_VA, SPRINGFIELD_OH, SPRINGFIELD_OR, SPRINGFIELD_IL, SPRINGFIELD_MA].map(
      (id) => byName(id),
    );
    const { label, alternatives } = choicesOf(byName(SPRINGFIELD_MO), others, 'springfield');
    expect(label).toBe('Springfield, Missouri, United States');
    // Springfield Gardens (100,000) outranks Oregon's Springfield (60,870); Ohio's is the fifth.
    expect(alternatives).toEqual([
      { kind: 'city', label: 'Springfield, Massachusetts, United States', pin: 'city:4951788' },
      { kind: 'city', label: 'Springfield, Illinois, United States', pin: 'city:4250542' },
      { kind: 'city', label: 'Springfield Gardens, United States', pin: 'city:900001' },
      { kind: 'city', label: 'Springfield, Oregon, United States', pin: 'city:5754005' },
    ]);
  });

  it('keeps a label plain when only two alternatives read alike', () => {
    const { label, alternatives } = choicesOf(
      byName(RICHMOND_VA),
      [byName(RICHMOND_ON), byName(RICHMOND_BC)],
      'richmond',
    );
    expect(label).toBe('Richmond, United States');
    expect(labels(alternatives)).toEqual(['Richmond, British Columbia, Canada', 'Richmond, Ontario, Canada']);
  });

  it("orders cities and areas together by their people: Spain's Valencia region before its city", () => {
    const region = areas.region('ES', 'Valencia');
    expect(region!.population).toBeGreaterThan(789744);
    const { alternatives } = choicesOf(
      byName(VALENCIA_VE),
      [byName(VALENCIA_CA), byName(VALENCIA_ES), byArea(region)],
      'valencia',
    );
    // The region and the city of Spain both read "Valencia, Spain": the city gets its region.
    expect(alternatives).toEqual([
      { kind: 'region', label: 'Valencia, Spain', pin: 'region:ES:Valencia' },
      { kind: 'city', label: 'Valencia, Valencia, Spain', pin: 'city:2509954' },
      { kind: 'city', label: 'Valencia, United States', pin: 'city:5405288' },
    ]);
  });

  it("leaves out another place's stray alternate name, but not an alternate name that stands as a reading", () => {
    // GeoNames lists "porto" for Bordeaux; it is a stray beside Porto's own name.
    expect(labels(choicesOf(byName(PORTO), [byAlternate(BORDEAUX, true)], 'porto').alternatives)).toEqual([
      'Porto Alegre, Brazil',
      'Porto-Novo, Benin',
    ]);
    expect(labels(choicesOf(byName(PORTO), [byAlternate(BORDEAUX, false)], 'porto').alternatives)).toEqual([
      'Porto Alegre, Brazil',
      'Bordeaux, France',
      'Porto-Novo, Benin',
    ]);
  });

  it('leaves out only stray alternate names, not another reading scored as low', () => {
    const { position, city } = cityOf(BORDEAUX);
    const lowName: Reading = { kind: 'city', position, city, rule: 'name', match: 'name', base: -10 };
    expect(labels(choicesOf(byName(PORTO), [lowName], 'porto').alternatives)).toContain('Bordeaux, France');
  });

  it('leaves out the region a city gives its name to, but offers the city that names a chosen region', () => {
    const region = byArea(areas.region('PT', 'Porto'));
    const fromCity = choicesOf(byName(PORTO), [region], 'porto');
    expect(fromCity.label).toBe('Porto, Portugal');
    expect(labels(fromCity.alternatives)).toEqual(['Porto Alegre, Brazil', 'Porto-Novo, Benin']);
    // The words asked for the region ("porto district"): the city of its name is the likeliest other
    // place, by population among the others, and labelled with its region since the two read alike.
    const fromRegion = choicesOf(region, [byName(PORTO)], 'porto');
    expect(fromRegion.label).toBe('Porto, Portugal');
    expect(labels(fromRegion.alternatives)).toContain('Porto, Porto, Portugal');
    expect(fromRegion.alternatives.find((choice) => choice.label === 'Porto, Porto, Portugal')?.pin).toBe(
      'city:2735943',
    );
  });

  it('offers namesakes elsewhere: other cities of the name, and an area of the name that does not hold the place', () => {
    const porto = choicesOf(byName(PORTO), [byName(PORTO_IT), byName(PORTO_BR)], 'porto');
    expect(labels(porto.alternatives)).toEqual([
      'Porto Alegre, Brazil',
      'Porto-Novo, Benin',
      'Porto, Brazil',
      'Porto, Italy',
    ]);
    const georgia = choicesOf(
      byArea(areas.country('GE')),
      [byArea(areas.region('US', 'Georgia'))],
      'georgia',
    );
    expect(georgia.label).toBe('Georgia');
    expect(georgia.alternatives).toEqual([
      { kind: 'region', label: 'Georgia, United States', pin: 'region:US:Georgia' },
    ]);
  });

  it('leaves out a region of the chosen country only when it bears the country’s name', () => {
    // "Mexico" is the country; the State of Mexico (México) inside it is the same name, Jalisco is not.
    const { label, alternatives } = choicesOf(
      byArea(areas.country('MX')),
      [byArea(areas.region('MX', 'México')), byArea(areas.region('MX', 'Jalisco'))],
      'mexico',
    );
    expect(label).toBe('Mexico');
    expect(alternatives).toEqual([{ kind: 'region', label: 'Jalisco, Mexico', pin: 'region:MX:Jalisco' }]);
  });

  it('offers each place once, and never the chosen place itself', () => {
    const others = [byAlternate(PORTO, false), byName(PORTO_ALEGRE), byName(PORTO_ALEGRE)];
    expect(choicesOf(byName(PORTO), others, 'porto').alternatives).toEqual([
      { kind: 'city', label: 'Porto Alegre, Brazil', pin: 'city:3452925' },
      { kind: 'city', label: 'Porto-Novo, Benin', pin: 'city:2392087' },
    ]);
  });

  it('offers a continuation that sorts first among the big places: "mexico" offers Mexico City', () => {
    const mexico = buildPlaceIndex(
      parseCityRecords([
        record(3530597, 'Mexico City', 'MX', 'Mexico City', 12294193),
        record(PORTO, 'Porto', 'PT', 'Porto', 249633),
      ]),
    );
    expect(choicesOf(byArea(areas.country('MX')), [], 'mexico', mexico).alternatives).toEqual([
      { kind: 'city', label: 'Mexico City, Mexico', pin: 'city:3530597' },
    ]);
  });

  it("offers equally populous continuations in the index's order", () => {
    // Two made-up towns of the same size: the index keeps the file's order, whatever the alphabet says.
    const twins = buildPlaceIndex(
      parseCityRecords([
        record(PORTO, 'Porto', 'PT', 'Porto', 249633),
        record(900010, 'Porto Seguro', 'BR', 'Bahia', 150000),
        record(900011, 'Porto Nacional', 'BR', 'Tocantins', 150000),
      ]),
    );
    expect(labels(choicesOf(byName(PORTO, twins), [], 'porto', twins).alternatives)).toEqual([
      'Porto Seguro, Brazil',
      'Porto Nacional, Brazil',
    ]);
  });
});

describe('describeChoices on what the resolver reads in the fixture', () => {
  const choicesFor = (query: string) => {
    const resolution = resolveQuery(fixtureIndex(), areas, query);
    if (resolution === null) throw new Error(`"${query}" names no place`);
    return describeChoices(fixtureIndex(), resolution);
  };

  it('"porto" is Porto, Portugal, with the bigger Porto Alegre and Porto-Novo and the other Portos', () => {
    expect(choicesFor('porto')).toEqual({
      label: 'Porto, Portugal',
      alternatives: [
        { kind: 'city', label: 'Porto Alegre, Brazil', pin: 'city:3452925' },
        { kind: 'city', label: 'Porto-Novo, Benin', pin: 'city:2392087' },
        { kind: 'city', label: 'Porto, Brazil', pin: 'city:3391408' },
        { kind: 'city', label: 'Porto, Italy', pin: 'city:12070072' },
      ],
    });
  });

  it('"springfield" is the capital of Illinois, with the largest (Missouri) first of the next four, each with its state', () => {
    // Illinois's Springfield is a region's seat (GeoNames PPLA): a seat's bonus is worth more than
    // Missouri's 1.4 times its size (scoring.ts). The choices then run by population.
    expect(choicesFor('springfield')).toEqual({
      label: 'Springfield, Illinois, United States',
      alternatives: [
        { kind: 'city', label: 'Springfield, Missouri, United States', pin: 'city:4409896' },
        { kind: 'city', label: 'Springfield, Massachusetts, United States', pin: 'city:4951788' },
        { kind: 'city', label: 'Springfield, Oregon, United States', pin: 'city:5754005' },
        { kind: 'city', label: 'Springfield, Ohio, United States', pin: 'city:4525353' },
      ],
    });
  });

  it('"italy" is the country, and offers only the town of Italy, Texas (GeoNames 4700234)', () => {
    expect(choicesFor('italy')).toEqual({
      label: 'Italy',
      alternatives: [{ kind: 'city', label: 'Italy, United States', pin: 'city:4700234' }],
    });
  });
});
