// Countries and first-level regions by every name a person might type for them: the English
// name, the country's own names in its scripts, other languages' names, everyday short forms,
// local region names and postal abbreviations. Built once from data modules (no cities file
// needed), so the resolver knows "italy", "Polska", "ontario" and "四川" before a city is read.
// The names are loaded apart from the mission's code (areaData.ts): a shared link's mission, pinned
// to its city, does not read them.
import { COUNTRY_ALIASES } from '../../data/countryAliases.ts';
import { loadOnce } from '../../../shared/loadOnce.ts';
import { loadAreaData, type AreaData } from './areaData.ts';
import { REGION_ABBREVIATIONS } from '../../data/regionAbbreviations.ts';
import { countryName } from '../countries.ts';
import { foldText } from '../text.ts';

/** A country, or a first-level region of one. */
export interface Area {
  kind: 'country' | 'region';
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The region's name as the cities file writes it; '' for a country. */
  admin1: string;
  /** People in the area's places of the cities file: how likely a person means it, and its size. */
  population: number;
}

export interface AreaIndex {
  /** Areas a folded phrase names in full (no codes or abbreviations), the most populous first. */
  named(key: string): readonly Area[];
  /**
   * Regions a phrase names only once the words for their kind are dropped ("kyiv" for Kyiv
   * Oblast): a weaker reading than a city's own name, since Kyiv is the city.
   */
  stripped(key: string): readonly Area[];
  /**
   * Areas a folded phrase names by a short form ("uk", "usa", "on", "nsw"): trusted as a
   * qualifier, or as a whole query, never inside a sentence ("agents on…").
   */
  abbreviated(key: string): readonly Area[];
  /** Countries a folded phrase names by ISO code ("jp", "de"): trusted only as a qualifier. */
  coded(key: string): readonly Area[];
  /**
   * Countries a folded phrase names in a language that is neither English nor the country's own
   * ("tunis" is Croatian for Tunisia, "brasilia" Finnish for Brazil): a weak reading of the phrase.
   */
  otherLanguage(key: string): readonly Area[];
  /** What a city of the cities file is beside its size: a national capital, a region's seat, or neither. */
  seat(id: number): 'capital' | 'seat' | null;
  country(code: string): Area | null;
  region(country: string, admin1: string): Area | null;
  /**
   * The names a near spelling may be of, and the area each names: a country's English name and
   * everyday forms, a region's name with and without its kind, its local names. Not the other
   * languages' names or the official long forms, which nobody half-remembers.
   */
  names(): Iterable<[string, Area]>;
  /** Every region of a country. */
  regionsOf(country: string): readonly Area[];
  /** Longest name, in words. */
  readonly maxWords: number;
}

/** "Ontario, Canada" for a region, "Italy" for a country: what the visitor reads. */
export function areaLabel(area: Area): string {
  const country = countryName(area.country) || area.country;
  return area.kind === 'country' ? country : `${area.admin1}, ${country}`;
}

let built: AreaIndex | null = null;

/**
 * Loads the area names (areaData.ts) and builds the index of them once (about 30,000 names); a failed
 * load (offline) is asked for again by the next call (see loadAreaData).
 *
 * @example (await loadAreaIndex()).named("polska")[0] // { kind: "country", country: "PL", admin1: "", … }
 */
export const loadAreaIndex: () => Promise<AreaIndex> = loadOnce(() =>
  loadAreaData().then((data) => (built ??= buildAreaIndex(data))),
);

/**
 * The area index, once loadAreaIndex has loaded it: the resolver reads it synchronously, and every
 * path to the resolver (a search, a hint, the command line) awaits the load first.
 *
 * @example await loadAreaIndex(); getAreaIndex().named("polska")[0].country === "PL"
 */
export function getAreaIndex(): AreaIndex {
  if (built === null) throw new Error('The area names are not loaded: await loadAreaIndex() first.');
  return built;
}

function buildAreaIndex({
  COUNTRY_NAMES,
  COUNTRY_OTHER_LANGUAGE_NAMES,
  REGIONS,
  CAPITAL_IDS,
  SEAT_IDS,
  REGION_LOCAL_NAMES,
}: AreaData): AreaIndex {
  const named = new Map<string, Area[]>();
  const otherLanguage = new Map<string, Area[]>();
  const seats = new Map<number, 'capital' | 'seat'>();
  for (const id of SEAT_IDS) seats.set(id, 'seat');
  for (const id of CAPITAL_IDS) seats.set(id, 'capital');
  const stripped = new Map<string, Area[]>();
  const abbreviated = new Map<string, Area[]>();
  const coded = new Map<string, Area[]>();
  const countries = new Map<string, Area>();
  const typoNames: [string, Area][] = [];
  const regions = new Map<string, Area>();
  const regionsByCountry = new Map<string, Area[]>();
  const file = (map: Map<string, Area[]>, key: string, area: Area): void => {
    if (key === '') return;
    const list = map.get(key);
    if (list === undefined) map.set(key, [area]);
    else if (!list.includes(area)) list.push(area);
  };

  const countryPopulation = new Map<string, number>();
  for (const [country, , population] of REGIONS) {
    countryPopulation.set(country, (countryPopulation.get(country) ?? 0) + population);
  }
  for (const [code, names] of Object.entries(COUNTRY_NAMES)) {
    const area: Area = {
      kind: 'country',
      country: code,
      admin1: '',
      population: countryPopulation.get(code) ?? 0,
    };
    countries.set(code, area);
    for (const name of names) file(named, name, area);
    file(named, foldText(countryName(code)), area);
    typoNames.push([foldText(countryName(code)), area]);
    file(coded, code.toLowerCase(), area);
  }
  for (const [code, names] of Object.entries(COUNTRY_OTHER_LANGUAGE_NAMES)) {
    const area = countries.get(code);
    if (area !== undefined) for (const name of names) file(otherLanguage, name, area);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) {
    const area = countries.get(code);
    // Short aliases ("us", "uk", "uae") are abbreviations: "us" is also a word.
    if (area !== undefined) file(alias.length <= 3 ? abbreviated : named, alias, area);
    if (area !== undefined && alias.length > 3) typoNames.push([alias, area]);
  }

  for (const [country, admin1, population, short] of REGIONS) {
    const area: Area = { kind: 'region', country, admin1, population };
    regions.set(`${country}\t${admin1}`, area);
    const list = regionsByCountry.get(country) ?? [];
    list.push(area);
    regionsByCountry.set(country, list);
    file(named, foldText(admin1), area);
    typoNames.push([foldText(admin1), area]);
    if (short !== undefined) {
      file(stripped, short, area);
      typoNames.push([short, area]);
    }
  }
  for (const [key, [country, admin1]] of Object.entries(REGION_LOCAL_NAMES)) {
    const area = regions.get(`${country}\t${admin1}`);
    if (area !== undefined) {
      file(named, key, area);
      typoNames.push([key, area]);
    }
  }
  for (const [country, abbreviations] of Object.entries(REGION_ABBREVIATIONS)) {
    for (const [abbreviation, folded] of Object.entries(abbreviations)) {
      const area = regionsByCountry.get(country)?.find((region) => foldText(region.admin1) === folded);
      if (area !== undefined) file(abbreviated, abbreviation, area);
    }
  }

  const byPopulation = (a: Area, b: Area): number => b.population - a.population;
  let maxWords = 1;
  for (const [key, list] of named) {
    list.sort(byPopulation);
    maxWords = Math.max(maxWords, key.split(' ').length);
  }
  for (const [key, list] of stripped) {
    list.sort(byPopulation);
    maxWords = Math.max(maxWords, key.split(' ').length);
  }
  for (const list of abbreviated.values()) list.sort(byPopulation);
  for (const list of otherLanguage.values()) list.sort(byPopulation);
  for (const list of regionsByCountry.values()) list.sort(byPopulation);

  return {
    named: (key) => named.get(key) ?? [],
    stripped: (key) => stripped.get(key) ?? [],
    abbreviated: (key) => abbreviated.get(key) ?? [],
    coded: (key) => coded.get(key) ?? [],
    otherLanguage: (key) => otherLanguage.get(key) ?? [],
    seat: (id) => seats.get(id) ?? null,
    country: (code) => countries.get(code) ?? null,
    region: (country, admin1) => regions.get(`${country}\t${admin1}`) ?? null,
    regionsOf: (country) => regionsByCountry.get(country) ?? [],
    names: () => typoNames,
    maxWords,
  };
}
