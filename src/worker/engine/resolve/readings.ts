// Every way one phrase of a query can be read as a place, each with what it is worth: the building
// block of the resolver. A phrase ("porto", "new york", "victoria") may be a hand-written nickname,
// a country, a region, cities' own names and cities' other names all at once; scoring.ts says how
// much each reading weighs, and resolveQuery.ts weighs them with the rest of the query.
import { CITY_NICKNAMES } from '../../data/nicknames.ts';
import { NON_PLACE_WORDS } from '../../data/nonPlaceWords.ts';
import type { City } from '../cities/cityRecords.ts';
import type { PlaceIndex } from '../cities/placeIndex.ts';
import { foldText } from '../text.ts';
import type { Area, AreaIndex } from './areaIndex.ts';
import { positionOfId } from './cityIds.ts';
import { MATCH_SCORES, STANDING_SCORES, sizeScore, type MatchKind } from './scoring.ts';
import { editDistance } from './typos.ts';

/**
 * One reading of a phrase: a place, how the words name it (`match`), and `base`, what the reading is
 * worth before the rest of the query is weighed: the place's importance plus the match's score (see
 * scoring.ts). `rule` is what the visitor and the command line are told ("alternate-name", "region").
 * `stray` marks another place's name that a smaller place has as its own ("porto" is Occitan for
 * Bordeaux): a reading, but no choice worth a button.
 */
export type Reading =
  | {
      kind: 'city';
      position: number;
      city: City;
      rule: 'name' | 'alternate-name' | 'nickname' | 'typo';
      match: MatchKind;
      base: number;
      stray?: boolean;
    }
  | {
      kind: 'country' | 'region';
      area: Area;
      rule: 'country' | 'region' | 'typo';
      match: MatchKind;
      base: number;
    };

/**
 * Another name is a stray when the phrase is also some place's own name and the named place is not
 * this many times bigger: "Porto" offers no Bordeaux, "Victoria" no Hong Kong, but "Canton" still
 * offers Guangzhou (16 M) beside Canton, Ohio (70,000).
 */
export const STRAY_ALTERNATE_FACTOR = 50;

/** An other name is a spelling of the own name when they share this many first letters ("frankfort"). */
const VARIANT_PREFIX = 4;
/** …or are this few edits apart ("kiev" and "kyiv", "lyons" and "lyon"). */
const VARIANT_EDITS = 2;

const NON_PLACE = new Set(NON_PLACE_WORDS);

export interface ReadingOptions {
  /** Short names ("uk", "usa", "nsw", "ny") count: the phrase is the whole query. */
  abbreviations: boolean;
}

/** The importance of a city: its size, and more for a capital or a region's seat. */
export function cityImportance(areas: AreaIndex, city: City): number {
  const seat = areas.seat(city.id);
  return (
    sizeScore(city.pop) +
    (seat === 'capital' ? STANDING_SCORES.capital : seat === 'seat' ? STANDING_SCORES.seat : 0)
  );
}

/** The importance of a country or region: its size, more for a country, less for a region. */
export function areaImportance(area: Area): number {
  return (
    sizeScore(area.population) + (area.kind === 'country' ? STANDING_SCORES.country : STANDING_SCORES.region)
  );
}

/** A city reading of `match`, scored. */
export function cityReading(
  areas: AreaIndex,
  position: number,
  city: City,
  rule: 'name' | 'alternate-name' | 'nickname' | 'typo',
  match: MatchKind,
  edits = 1,
): Reading & { kind: 'city' } {
  const matchScore = match === 'typo' ? MATCH_SCORES.typo * edits : MATCH_SCORES[match];
  return { kind: 'city', position, city, rule, match, base: cityImportance(areas, city) + matchScore };
}

/** An area reading of `match`, scored. */
export function areaReading(
  area: Area,
  rule: 'country' | 'region' | 'typo',
  match: MatchKind,
  edits = 1,
): Reading {
  const matchScore = match === 'typo' ? MATCH_SCORES.typo * edits : MATCH_SCORES[match];
  return { kind: area.kind, area, rule, match, base: areaImportance(area) + matchScore };
}

/**
 * Every reading of a folded phrase, best first: nicknames, countries and regions by every kind of
 * name, cities by their own names and by their other names.
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
    if (city !== undefined) readings.push(cityReading(areas, position, city, 'nickname', 'nickname'));
  }
  // Loops, not closures: this runs for every phrase of every query (see bench/resolver/latency.ts).
  const seen: Area[] = [];
  for (const area of areas.named(key)) addArea(readings, seen, area, 'name');
  if (options.abbreviations) {
    for (const area of areas.abbreviated(key)) {
      // "in", "me", "or", "ok" are Indiana, Maine, Oregon and Oklahoma only after a comma.
      if (area.kind === 'region' && NON_PLACE.has(key)) continue;
      addArea(readings, seen, area, 'abbreviation');
    }
  }
  for (const area of areas.stripped(key)) addArea(readings, seen, area, 'stripped');
  for (const area of areas.otherLanguage(key)) addArea(readings, seen, area, 'other-language');
  const names = index.lookupNames(key);
  let largestName = 0;
  for (const position of names) {
    const city = index.cities.at(position);
    if (city === undefined) continue;
    largestName = Math.max(largestName, city.pop);
    readings.push(cityReading(areas, position, city, 'name', 'name'));
  }
  for (const position of index.lookupAlternates(key)) {
    if (names.includes(position)) continue;
    const city = index.cities.at(position);
    if (city === undefined) continue;
    const variant = isSpellingOf(key, foldedName(index, position, city));
    const reading = cityReading(areas, position, city, 'alternate-name', variant ? 'variant' : 'other-name');
    if (!variant && largestName > 0 && city.pop < largestName * STRAY_ALTERNATE_FACTOR) reading.stray = true;
    readings.push(reading);
  }
  if (seen.length > 0) lowerNamesakeRegions(readings);
  return readings.length > 1 ? readings.sort(compareReadings) : readings;
}

function addArea(readings: Reading[], seen: Area[], area: Area, match: MatchKind): void {
  if (seen.includes(area)) return;
  seen.push(area);
  readings.push(areaReading(area, area.kind, match));
}

/** A region yields to a city of its name that lies in it ("Tokyo", "Quebec"). */
function lowerNamesakeRegions(readings: Reading[]): void {
  for (const reading of readings) {
    if (reading.kind !== 'region') continue;
    for (const other of readings) {
      if (other.kind === 'city' && other.stray !== true && readingIsIn(other, reading.area)) {
        reading.base += STANDING_SCORES.namesakeRegion;
        break;
      }
    }
  }
}

const foldedNames = new WeakMap<PlaceIndex, Map<number, string>>();

/** A city's folded own name, kept once folded: only cities with other names ask, a few thousand at most. */
function foldedName(index: PlaceIndex, position: number, city: City): string {
  let names = foldedNames.get(index);
  if (names === undefined) foldedNames.set(index, (names = new Map()));
  let folded = names.get(position);
  if (folded === undefined) names.set(position, (folded = foldText(city.name)));
  return folded;
}

/**
 * Whether another name is a spelling of a place's own name rather than a different name: they share
 * their first letters, or are a couple of edits apart.
 *
 * @example isSpellingOf("lyons", "lyon") === true; isSpellingOf("victoria", "hong kong") === false
 */
export function isSpellingOf(other: string, own: string): boolean {
  if (other.length < VARIANT_PREFIX || own.length < VARIANT_PREFIX) return false;
  if (other.slice(0, VARIANT_PREFIX) === own.slice(0, VARIANT_PREFIX)) return true;
  return editDistance(other, own, VARIANT_EDITS) <= VARIANT_EDITS;
}

export function readingPopulation(reading: Reading): number {
  return reading.kind === 'city' ? reading.city.pop : reading.area.population;
}

/** The better reading first: by base score, then a city before an area of equal score, then the larger. */
export function compareReadings(a: Reading, b: Reading): number {
  return (
    b.base - a.base ||
    (a.kind === 'city' ? 0 : 1) - (b.kind === 'city' ? 0 : 1) ||
    readingPopulation(b) - readingPopulation(a)
  );
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
