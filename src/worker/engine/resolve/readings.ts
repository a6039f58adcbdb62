// Every way one phrase of a query can be read as a place, ranked: the building block of the
// resolver. A phrase ("porto", "new york", "victoria") may be a hand-written nickname, a
// country, a region, cities' own names and cities' alternate names all at once.
import { CITY_NICKNAMES } from '../../data/nicknames.ts';
import { NON_PLACE_WORDS } from '../../data/nonPlaceWords.ts';
import type { City } from '../cities/cityRecords.ts';
import type { PlaceIndex } from '../cities/placeIndex.ts';
import type { Area, AreaIndex } from './areaIndex.ts';
import { positionOfId } from './cityIds.ts';

/**
 * One reading of a phrase. `rank` orders the readings of one phrase (lower is likelier), then
 * `weight` (larger is likelier): the population, except that a region whose namesake city is
 * also a reading weighs what that city does, so the two stand or fall together ("Tokyo",
 * "Quebec") and the city, which is what the name means, goes first.
 */
export type Reading =
  | {
      kind: 'city';
      position: number;
      city: City;
      rule: 'name' | 'alternate-name' | 'nickname' | 'typo';
      rank: number;
      weight: number;
    }
  | {
      kind: 'country' | 'region';
      area: Area;
      rule: 'country' | 'region' | 'typo';
      rank: number;
      weight: number;
    };

// Ranks, in order. A nickname is what the words mean; a country outranks a region or a city of
// its name ("Georgia", "Mexico", "Armenia"); regions and cities then compete by population
// ("Ontario" is the province, "Valencia" the Venezuelan city, larger than the Spanish one); a
// region found only without the word for its kind ("kyiv" for Kyiv Oblast) comes after them;
// a place's alternate name that a much smaller place has as its own name comes last ("Porto" is
// Porto, not Bordeaux).
export const RANK_NICKNAME = 0;
export const RANK_COUNTRY = 1;
export const RANK_PLACE = 2;
export const RANK_STRIPPED_REGION = 3;
export const RANK_STRAY_ALTERNATE = 4;

/**
 * An alternate name beats a smaller place's own name only when its place is this many times
 * larger: "Canton" is Guangzhou (16 M) before Canton, Ohio (70 k), but "Porto" stays Porto
 * (250 k) although GeoNames lists "porto" for Bordeaux (260 k), and "Victoria" (a historic name
 * of Hong Kong's capital) does not become Hong Kong.
 */
export const ALTERNATE_OVER_NAME_FACTOR = 50;

const NON_PLACE = new Set(NON_PLACE_WORDS);

export interface ReadingOptions {
  /** Short names ("uk", "usa", "nsw", "ny") count: the phrase is the whole query. */
  abbreviations: boolean;
}

/**
 * The readings of a folded phrase, likeliest first (by rank, then population).
 *
 * @example readingsOf(index, areas, "porto", { abbreviations: true })[0] // Porto, Portugal (its own name)
 */
export function readingsOf(
  index: PlaceIndex,
  areas: AreaIndex,
  key: string,
  options: ReadingOptions,
): Reading[] {
  const readings: Reading[] = [];
  const nickname = CITY_NICKNAMES[key];
  if (nickname !== undefined) {
    const position = positionOfId(index.cities, nickname);
    const city = position === -1 ? undefined : index.cities.at(position);
    if (city !== undefined) {
      readings.push({
        kind: 'city',
        position,
        city,
        rule: 'nickname',
        rank: RANK_NICKNAME,
        weight: city.pop,
      });
    }
  }
  const named = [...areas.named(key)];
  if (options.abbreviations) {
    for (const area of areas.abbreviated(key)) {
      // "in", "me", "or", "ok" are Indiana, Maine, Oregon and Oklahoma only after a comma.
      if (area.kind === 'region' && NON_PLACE.has(key)) continue;
      if (!named.includes(area)) named.push(area);
    }
  }
  for (const area of named) {
    const rank = area.kind === 'country' ? RANK_COUNTRY : RANK_PLACE;
    readings.push({ kind: area.kind, area, rule: area.kind, rank, weight: area.population });
  }
  for (const area of areas.stripped(key)) {
    if (named.includes(area)) continue;
    readings.push({
      kind: 'region',
      area,
      rule: 'region',
      rank: RANK_STRIPPED_REGION,
      weight: area.population,
    });
  }
  const names = index.lookupNames(key);
  let largestName = 0;
  for (const position of names) {
    const city = index.cities.at(position);
    if (city === undefined) continue;
    largestName = Math.max(largestName, city.pop);
    readings.push({ kind: 'city', position, city, rule: 'name', rank: RANK_PLACE, weight: city.pop });
  }
  for (const position of index.lookupAlternates(key)) {
    if (names.includes(position)) continue;
    const city = index.cities.at(position);
    if (city === undefined) continue;
    const stray = largestName > 0 && city.pop < largestName * ALTERNATE_OVER_NAME_FACTOR;
    const rank = stray ? RANK_STRAY_ALTERNATE : RANK_PLACE;
    readings.push({ kind: 'city', position, city, rule: 'alternate-name', rank, weight: city.pop });
  }
  for (const reading of readings) {
    if (reading.kind !== 'region') continue;
    let namesake = -1;
    for (const other of readings) {
      if (other.kind === 'city' && other.rank === RANK_PLACE && readingIsIn(other, reading.area)) {
        namesake = Math.max(namesake, other.weight);
      }
    }
    if (namesake >= 0) {
      reading.weight = namesake;
      reading.rank = Math.max(reading.rank, RANK_PLACE);
    }
  }
  return readings.sort(compareReadings);
}

export function readingPopulation(reading: Reading): number {
  return reading.kind === 'city' ? reading.city.pop : reading.area.population;
}

/** Rank, then weight, then a city before a region of equal weight (its namesake region). */
export function compareReadings(a: Reading, b: Reading): number {
  return a.rank - b.rank || b.weight - a.weight || (a.kind === 'city' ? 0 : 1) - (b.kind === 'city' ? 0 : 1);
}

/** Whether two readings name the same place. */
export function sameReading(a: Reading, b: Reading): boolean {
  if (a.kind === 'city' || b.kind === 'city') {
    return a.kind === 'city' && b.kind === 'city' && a.position === b.position;
  }
  return a.area === b.area;
}

/** Whether a reading lies in (or is) the area a qualifier names. */
export function readingIsIn(reading: Reading, area: Area): boolean {
  if (reading.kind === 'city') {
    if (reading.city.country !== area.country) return false;
    // A region's admin1 is the cities file's own string (regions.ts is built from it).
    return area.kind === 'country' || reading.city.admin1 === area.admin1;
  }
  if (reading.area === area) return false; // a place does not qualify itself
  return area.kind === 'country' && reading.area.country === area.country;
}
