// Countries and first-level regions by every name a person may type, on the app's own data
// modules: the expected areas are facts (Ontario is a province of Canada, "Polska" is Poland,
// "NT" is both Australia's Northern Territory and Canada's Northwest Territories), and the
// populations are sums of the rows of the generated regions table.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_ALIASES } from '../../../../src/worker/data/countryAliases.ts';
import { COUNTRY_NAMES } from '../../../../src/worker/data/places/generated/countryNames.ts';
import { REGIONS } from '../../../../src/worker/data/places/generated/regions.ts';
import { REGION_ABBREVIATIONS } from '../../../../src/worker/data/regionAbbreviations.ts';
import { REGION_LOCAL_NAMES } from '../../../../src/worker/data/regionLocalNames.ts';
import { foldText } from '../../../../src/worker/engine/text.ts';
import type * as AreaIndexModule from '../../../../src/worker/engine/resolve/areaIndex.ts';
import type { Area, AreaIndex } from '../../../../src/worker/engine/resolve/areaIndex.ts';

// The index is built once per instance of its module, on first use. Each test takes a fresh instance
// and builds its own, so each test states the build's rules: mutation testing credits code to the test
// it ran in (docs/TESTING.md), and a build shared by the whole file would count for its first test only.
let areaModule: typeof AreaIndexModule;
let areas: AreaIndex;
beforeEach(async () => {
  vi.resetModules();
  areaModule = await import('../../../../src/worker/engine/resolve/areaIndex.ts');
  areas = await areaModule.loadAreaIndex();
});

/** "country IT", "region CA Ontario": what an area is, without its population. */
const show = (area: Area): string =>
  area.kind === 'country' ? `country ${area.country}` : `region ${area.country} ${area.admin1}`;
const shown = (list: readonly Area[]): string[] => list.map(show);

/** The people of a region as the generated table records them. */
const regionPopulation = (country: string, admin1: string): number =>
  REGIONS.find((row) => row[0] === country && row[1] === admin1)?.[2] ?? Number.NaN;
/** A country's people: the sum of its regions' rows. */
const countryPopulation = (country: string): number =>
  REGIONS.filter((row) => row[0] === country).reduce((sum, row) => sum + row[2], 0);

describe('getAreaIndex', () => {
  it('builds the index once and hands the same one out afterwards', () => {
    expect(areaModule.getAreaIndex()).toBe(areas);
  });
});

describe('areaLabel', () => {
  it('reads a country by its English name and a region as "region, country"', () => {
    expect(areaModule.areaLabel({ kind: 'country', country: 'IT', admin1: '', population: 0 })).toBe('Italy');
    expect(areaModule.areaLabel({ kind: 'region', country: 'CA', admin1: 'Ontario', population: 0 })).toBe(
      'Ontario, Canada',
    );
  });

  it('falls back to the code when the code has no English name', () => {
    // XX is a user-assigned ISO code: no country is called that.
    expect(areaModule.areaLabel({ kind: 'country', country: 'XX', admin1: '', population: 0 })).toBe('XX');
    expect(areaModule.areaLabel({ kind: 'region', country: 'XX', admin1: 'Somewhere', population: 0 })).toBe(
      'Somewhere, XX',
    );
  });
});

describe('countries', () => {
  it('are found by ISO code, upper case, as the same area their names give', () => {
    const italy = areas.country('IT');
    expect(italy).toEqual({
      kind: 'country',
      country: 'IT',
      admin1: '',
      population: countryPopulation('IT'),
    });
    expect(areas.named('italy')[0]).toBe(italy);
    expect(areas.country('it')).toBeNull();
    expect(areas.country('XX')).toBeNull();
  });

  it("count the people of their regions' places, and none for a country without regions", () => {
    expect(areas.country('PT')?.population).toBe(countryPopulation('PT'));
    expect(countryPopulation('PT')).toBeGreaterThan(8_000_000);
    // Singapore's one place has no first-level region in the cities file.
    expect(REGIONS.some((row) => row[0] === 'SG')).toBe(false);
    expect(areas.country('SG')?.population).toBe(0);
  });

  it('are named in English and in their own languages and scripts', () => {
    for (const name of ['italy', 'italia', 'italian republic']) {
      expect(shown(areas.named(name)), name).toEqual(['country IT']);
    }
    expect(shown(areas.named('polska'))).toEqual(['country PL']);
    expect(shown(areas.named('netherlands'))).toEqual(['country NL']);
  });

  it('are named in other languages apart: a weaker reading than a name of their own', () => {
    // German, Japanese and Croatian names of Italy and Tunisia; "tunis" is also Tunisia's capital.
    for (const name of ['italien', 'イタリア']) {
      expect(shown(areas.otherLanguage(name)), name).toEqual(['country IT']);
      expect(areas.named(name), name).toEqual([]);
    }
    expect(shown(areas.otherLanguage('tunis'))).toEqual(['country TN']);
    expect(areas.named('tunis')).toEqual([]);
  });

  it('are named once per name, although the English name is listed twice', () => {
    expect(areas.named('portugal')).toHaveLength(1);
  });

  it('are named by their everyday aliases of four letters or more', () => {
    // "Korea" and "America" are not in the generated names: only the alias list has them.
    expect(COUNTRY_NAMES.KR).not.toContain('korea');
    expect(shown(areas.named('korea'))).toEqual(['country KR']);
    expect(shown(areas.named('america'))).toEqual(['country US']);
    expect(shown(areas.named('britain'))).toEqual(['country GB']);
    expect(areas.abbreviated('korea')).toEqual([]);
  });

  it('take aliases of up to three letters only as abbreviations, not as names', () => {
    expect(shown(areas.abbreviated('uk'))).toEqual(['country GB']);
    expect(shown(areas.abbreviated('us'))).toEqual(['country US']);
    expect(shown(areas.abbreviated('usa'))).toEqual(['country US']);
    expect(shown(areas.abbreviated('uae'))).toEqual(['country AE']);
    expect(areas.named('uk')).toEqual([]);
    expect(areas.named('us')).toEqual([]);
  });

  it('are coded by their lower-case ISO code, and nothing else is', () => {
    expect(shown(areas.coded('jp'))).toEqual(['country JP']);
    expect(shown(areas.coded('de'))).toEqual(['country DE']);
    expect(areas.coded('JP')).toEqual([]);
    expect(areas.coded('on')).toEqual([]);
    expect(areas.coded('zz')).toEqual([]);
    expect(areas.named('jp')).toEqual([]);
  });
});

describe('regions', () => {
  it('are found by country and their name exactly as the cities file writes it', () => {
    const ontario = areas.region('CA', 'Ontario');
    expect(ontario).toEqual({
      kind: 'region',
      country: 'CA',
      admin1: 'Ontario',
      population: regionPopulation('CA', 'Ontario'),
    });
    expect(areas.named('ontario')).toEqual([ontario]);
    expect(areas.region('CA', 'ontario')).toBeNull();
    expect(areas.region('US', 'Ontario')).toBeNull();
    expect(areas.region('CA', '')).toBeNull();
  });

  it('are named by their folded name, diacritics and hyphens gone', () => {
    expect(shown(areas.named('ile de france'))).toEqual(['region FR Île-de-France']);
    expect(shown(areas.named('the marches'))).toEqual(['region IT The Marches']);
  });

  it('are named by the names their own people use', () => {
    expect(shown(areas.named('bayern'))).toEqual(['region DE Bavaria']);
    expect(shown(areas.named('四川'))).toEqual(['region CN Sichuan']);
    expect(shown(areas.named('nrw'))).toEqual(['region DE North Rhine-Westphalia']);
  });

  it('are found without the word for their kind only as a weaker, stripped reading', () => {
    expect(shown(areas.stripped('kyiv'))).toEqual(['region UA Kyiv Oblast']);
    expect(areas.named('kyiv')).toEqual([]);
    expect(shown(areas.named('kyiv oblast'))).toEqual(['region UA Kyiv Oblast']);
    expect(areas.stripped('kyiv oblast')).toEqual([]);
    expect(shown(areas.stripped('marches'))).toEqual(['region IT The Marches']);
  });

  it('are abbreviated by their postal codes, which are not names', () => {
    expect(shown(areas.abbreviated('on'))).toEqual(['region CA Ontario']);
    expect(shown(areas.abbreviated('nsw'))).toEqual(['region AU New South Wales']);
    expect(shown(areas.abbreviated('tx'))).toEqual(['region US Texas']);
    expect(shown(areas.abbreviated('de'))).toEqual(['region US Delaware']);
    expect(areas.named('on')).toEqual([]);
    expect(areas.abbreviated('ontario')).toEqual([]);
  });

  it("file each postal code under the region of that name in the code's country, or under none", () => {
    for (const [country, abbreviations] of Object.entries(REGION_ABBREVIATIONS)) {
      for (const [abbreviation, folded] of Object.entries(abbreviations)) {
        const found = areas.abbreviated(abbreviation);
        expect(found.every((area) => area !== undefined)).toBe(true);
        const named = areas.regionsOf(country).filter((area) => foldText(area.admin1) === folded);
        expect(
          found.filter((area) => area.country === country),
          `${country} ${abbreviation}`,
        ).toEqual(named);
      }
    }
  });

  it("list a country's regions most populous first, from the first to the last", () => {
    const portugal = areas.regionsOf('PT');
    // Portugal's 18 districts and its 2 autonomous regions.
    expect(portugal).toHaveLength(20);
    expect(portugal.every((area) => area.kind === 'region' && area.country === 'PT')).toBe(true);
    // Lisbon (2.25 M), then Porto (1.57 M); Castelo Branco (94,800) is the smallest.
    expect(portugal[0]?.admin1).toBe('Lisbon');
    expect(portugal[1]?.admin1).toBe('Porto');
    expect(portugal.at(-1)?.admin1).toBe('Castelo Branco');
    for (let i = 1; i < portugal.length; i++) {
      expect(portugal[i - 1]!.population).toBeGreaterThanOrEqual(portugal[i]!.population);
    }
    expect(areas.regionsOf('XX')).toEqual([]);
  });
});

describe('a name of several areas', () => {
  it('lists them most populous first: the US state of Georgia before the country', () => {
    expect(regionPopulation('US', 'Georgia')).toBeGreaterThan(countryPopulation('GE'));
    expect(shown(areas.named('georgia'))).toEqual(['region US Georgia', 'country GE']);
  });

  it('lists the regions of one name most populous first: Victoria, Australia before Victoria, Malta', () => {
    expect(shown(areas.named('victoria'))).toEqual(['region AU Victoria', 'region MT Victoria']);
  });

  it('lists the regions of one stripped name most populous first, whatever the order of the data', () => {
    // Three "La Paz Department"s; the data lists Honduras's before El Salvador's, which is larger.
    expect(regionPopulation('SV', 'La Paz Department')).toBeGreaterThan(
      regionPopulation('HN', 'La Paz Department'),
    );
    expect(shown(areas.stripped('la paz'))).toEqual([
      'region BO La Paz Department',
      'region SV La Paz Department',
      'region HN La Paz Department',
    ]);
  });

  it('lists the regions of one postal code most populous first', () => {
    // Canada's codes come first in the data; Australia's Northern Territory has more people.
    expect(regionPopulation('AU', 'Northern Territory')).toBeGreaterThan(
      regionPopulation('CA', 'Northwest Territories'),
    );
    expect(shown(areas.abbreviated('nt'))).toEqual([
      'region AU Northern Territory',
      'region CA Northwest Territories',
    ]);
  });
});

describe('looking up nothing', () => {
  it('finds no area for an empty or unknown phrase', () => {
    for (const key of ['', 'atlantis']) {
      expect(areas.named(key)).toEqual([]);
      expect(areas.stripped(key)).toEqual([]);
      expect(areas.abbreviated(key)).toEqual([]);
      expect(areas.coded(key)).toEqual([]);
    }
  });
});

describe('names for near spellings', () => {
  const namesOf = (key: string): string[] =>
    [...areas.names()].filter(([name]) => name === key).map(([, area]) => show(area));

  it("hold a country's English name and its everyday aliases of four letters or more", () => {
    expect(namesOf('italy')).toEqual(['country IT']);
    expect(namesOf('korea')).toEqual(['country KR']);
    expect(namesOf('holland')).toEqual(['country NL']);
  });

  it('hold a region by its name, without the word for its kind, and by its local names', () => {
    expect(namesOf('ontario')).toEqual(['region CA Ontario']);
    expect(namesOf('kyiv oblast')).toEqual(['region UA Kyiv Oblast']);
    expect(namesOf('kyiv')).toEqual(['region UA Kyiv Oblast']);
    expect(namesOf('bayern')).toEqual(['region DE Bavaria']);
  });

  it("leave out short aliases, other languages' names and official long forms", () => {
    for (const key of ['uk', 'us', 'usa', 'uae', 'polska', 'italia', 'italian republic']) {
      expect(namesOf(key), key).toEqual([]);
    }
  });

  it('are all non-empty folded names', () => {
    const misfiled = [...areas.names()].filter(
      ([name, area]) =>
        typeof name !== 'string' || name === '' || foldText(name) !== name || area === undefined,
    );
    expect(misfiled).toEqual([]);
  });
});

describe('maxWords', () => {
  it('is the number of words of the longest name, Hong Kong’s official English name', () => {
    const longest = 'hong kong special administrative region of the peoples republic of china';
    expect(shown(areas.named(longest))).toEqual(['country HK']);
    expect(areas.maxWords).toBe(11);
    // No name or stripped name of the data is longer.
    const words = (name: string): number => name.split(' ').length;
    const all = [
      ...Object.values(COUNTRY_NAMES).flat(),
      ...Object.keys(COUNTRY_ALIASES),
      ...Object.keys(REGION_LOCAL_NAMES),
      ...REGIONS.flatMap(([, admin1, , short]) => [foldText(admin1), short ?? '']),
    ];
    expect(Math.max(...all.map(words))).toBe(11);
  });
});

describe('loading the area names', () => {
  it('is needed before the index is read, and builds it once', async () => {
    vi.resetModules();
    const fresh = await import('../../../../src/worker/engine/resolve/areaIndex.ts');
    expect(() => fresh.getAreaIndex()).toThrow(/loadAreaIndex/);
    const loaded = await fresh.loadAreaIndex();
    expect(fresh.getAreaIndex()).toBe(loaded);
    expect(await fresh.loadAreaIndex()).toBe(loaded);
    expect(loaded.country('PL')?.kind).toBe('country');
  });
});
