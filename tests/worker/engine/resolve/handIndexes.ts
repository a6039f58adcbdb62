// Tiny place and area indexes from hand-written records, for tests that pin one rule of the
// resolver at a time: every name, population and region is chosen, so a test states exactly
// which reading it expects and why (the fixture's real records rarely isolate one rule).
import type { City } from '../../../../src/worker/engine/cities/cityRecords.ts';
import { parseCityRecords } from '../../../../src/worker/engine/cities/cityRecords.ts';
import type { PlaceIndex } from '../../../../src/worker/engine/cities/placeIndex.ts';
import { buildPlaceIndex } from '../../../../src/worker/engine/cities/placeIndex.ts';
import type { Area, AreaIndex } from '../../../../src/worker/engine/resolve/areaIndex.ts';

export interface HandCity {
  /** A GeoNames id; needed only where a nickname points at the city. */
  id?: number;
  name: string;
  country: string;
  admin1?: string;
  pop: number;
  /** Folded alternate names, as the cities file writes them. */
  alt?: string[];
}

/** A place index of these cities (sorted by population as the real file is). */
export function handPlaceIndex(cities: readonly HandCity[]): PlaceIndex {
  return buildPlaceIndex(
    parseCityRecords(
      cities.map((city, i) => ({ id: 1_000_000_000 + i, admin1: '', lat: 0, lon: 0, ...city })),
    ),
  );
}

/** The position of the only city of this name (and country, admin1 when given). */
export function positionOf(index: PlaceIndex, name: string, country?: string, admin1?: string): number {
  const found: number[] = [];
  for (let position = 0; position < index.cities.length; position++) {
    const city = index.cities.at(position) as City;
    if (city.name !== name) continue;
    if (country !== undefined && city.country !== country) continue;
    if (admin1 !== undefined && city.admin1 !== admin1) continue;
    found.push(position);
  }
  if (found.length !== 1) throw new Error(`${found.length} cities match ${name} ${country} ${admin1}`);
  return found[0] as number;
}

export interface HandArea {
  kind: 'country' | 'region';
  country: string;
  /** The region's name as a cities file writes it; omitted for a country. */
  admin1?: string;
  population: number;
  /** Folded full names; each is also a name a near spelling may be of. */
  named?: readonly string[];
  /** Folded names without the word for the region's kind; also typo names. */
  stripped?: readonly string[];
  abbreviated?: readonly string[];
  coded?: readonly string[];
  /** Folded names in a language neither English nor the country's own (a country's only). */
  otherLanguage?: readonly string[];
}

export interface HandAreas {
  index: AreaIndex;
  /** The Area object of a country (no admin1) or a region. */
  area(country: string, admin1?: string): Area;
}

/** An area index that answers exactly what the specs say, each list most populous first as the real one. */
export function handAreaIndex(
  specs: readonly HandArea[],
  seats: Readonly<Record<number, 'capital' | 'seat'>> = {},
): HandAreas {
  const named = new Map<string, Area[]>();
  const stripped = new Map<string, Area[]>();
  const abbreviated = new Map<string, Area[]>();
  const coded = new Map<string, Area[]>();
  const otherLanguage = new Map<string, Area[]>();
  const typoNames: [string, Area][] = [];
  const all: Area[] = [];
  const file = (map: Map<string, Area[]>, key: string, area: Area): void => {
    map.set(
      key,
      [...(map.get(key) ?? []), area].sort((a, b) => b.population - a.population),
    );
  };
  let maxWords = 1;
  for (const spec of specs) {
    const area: Area = {
      kind: spec.kind,
      country: spec.country,
      admin1: spec.admin1 ?? '',
      population: spec.population,
    };
    all.push(area);
    for (const key of spec.named ?? []) {
      file(named, key, area);
      typoNames.push([key, area]);
      maxWords = Math.max(maxWords, key.split(' ').length);
    }
    for (const key of spec.stripped ?? []) {
      file(stripped, key, area);
      typoNames.push([key, area]);
      maxWords = Math.max(maxWords, key.split(' ').length);
    }
    for (const key of spec.abbreviated ?? []) file(abbreviated, key, area);
    for (const key of spec.coded ?? []) file(coded, key, area);
    for (const key of spec.otherLanguage ?? []) file(otherLanguage, key, area);
  }
  const find = (country: string, admin1: string): Area | null =>
    all.find((area) => area.country === country && area.admin1 === admin1) ?? null;
  const index: AreaIndex = {
    named: (key) => named.get(key) ?? [],
    stripped: (key) => stripped.get(key) ?? [],
    abbreviated: (key) => abbreviated.get(key) ?? [],
    coded: (key) => coded.get(key) ?? [],
    otherLanguage: (key) => otherLanguage.get(key) ?? [],
    seat: (id) => seats[id] ?? null,
    country: (code) => find(code, ''),
    region: (country, admin1) => find(country, admin1),
    names: () => typoNames,
    regionsOf: (country) => all.filter((area) => area.kind === 'region' && area.country === country),
    maxWords,
  };
  return {
    index,
    area(country, admin1 = '') {
      const area = find(country, admin1);
      if (area === null) throw new Error(`no area ${country} ${admin1}`);
      return area;
    },
  };
}
