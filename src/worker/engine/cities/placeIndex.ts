// The local place index: folded names and alternate names → cities, most populous first.
// Built once per cities file, on the worker's start-up path. Two builders fill the same
// KeyTable: buildPlaceIndex from parsed records (any file the loader accepts), and the
// scanner of the app's own file format (scanCities.ts), which never makes the records.
import { NON_PLACE_WORDS } from '../../data/nonPlaceWords.ts';
import type { CityList, CityTable } from './cityRecords.ts';
import { KeyTable } from './keyTable.ts';
import { foldText } from '../text.ts';

export interface PlaceIndex {
  /** Most populous first; a position in here is what `lookup` returns. */
  readonly cities: CityTable;
  /** Longest key, in words: the largest n-gram worth looking up. */
  readonly maxWords: number;
  /** Number of distinct keys, names and alternate names. */
  readonly size: number;
  /** Cities whose name or alternate name folds to `key`, most populous first; empty when none. */
  lookup(key: string): readonly number[];
  /** Cities whose own name folds to `key`, most populous first. */
  lookupNames(key: string): readonly number[];
  /** Cities with `key` among their alternate names (other spellings, scripts, the ASCII name). */
  lookupAlternates(key: string): readonly number[];
}

/**
 * Very short Latin alternate names ("LA", "NYC") are abbreviations; only trust those of big
 * cities. A short name in another script ("上海", "부산") is a whole name and always kept.
 */
export const SHORT_ALTERNATE_MAX_LENGTH = 3;
export const SHORT_ALTERNATE_MIN_POPULATION = 1_000_000;
/** Bounds the n-gram loop for long queries; no useful place name has more words. */
const MAX_KEY_WORDS = 8;

/**
 * Indexes every city under its folded name and its alternate names. Because the list is
 * sorted by population, candidates are appended in population order, so ties between
 * places of the same name resolve to the most populous without any sorting here.
 *
 * @example const index = buildPlaceIndex(parseCityRecords(json));
 *   index.lookup("munchen") // → [position of Munich in index.cities]
 */
export function buildPlaceIndex(list: CityList): PlaceIndex {
  const { cities, alternates } = list;
  const names = new KeyTable(cities.length);
  const others = new KeyTable(cities.length);
  for (let i = 0; i < cities.length; i++) {
    const city = cities[i];
    if (city === undefined) continue;
    names.addKey(foldText(city.name), i);
    const alts = alternates[i];
    if (alts === undefined) continue;
    const trustShort = city.pop >= SHORT_ALTERNATE_MIN_POPULATION;
    for (let a = 0; a < alts.length; a++) {
      const alt = alts[a] as string;
      if (keepsAlternate(alt, trustShort)) others.addKey(alt, i);
    }
  }
  return finishPlaceIndex(names, others, cities);
}

/** Whether an alternate name is filed: see SHORT_ALTERNATE_MAX_LENGTH. */
export function keepsAlternate(alternate: string, trustShort: boolean): boolean {
  return trustShort || alternate.length > SHORT_ALTERNATE_MAX_LENGTH || /[^ -~]/.test(alternate);
}

/**
 * Turns the filled key tables (own names, alternate names) into the index: drops the words
 * that never name a place and measures the longest key. Shared by both builders so they
 * cannot drift apart.
 *
 * @example finishPlaceIndex(names, alternates, cities).lookup("of") // → [] even if a town is called "Of"
 */
export function finishPlaceIndex(names: KeyTable, alternates: KeyTable, cities: CityTable): PlaceIndex {
  for (const word of NON_PLACE_WORDS) {
    names.remove(word);
    alternates.remove(word);
  }
  const index: PlaceIndex = {
    cities,
    maxWords: Math.max(names.maxWords(MAX_KEY_WORDS), alternates.maxWords(MAX_KEY_WORDS)),
    size: names.size + alternates.size,
    lookup: (key) => mergeByPosition(names.lookup(key), alternates.lookup(key)),
    lookupNames: (key) => names.lookup(key),
    lookupAlternates: (key) => alternates.lookup(key),
  };
  tablesOfIndex.set(index, { names, alternates, cities });
  return index;
}

/** What an index was made of, for a snapshot of it (placeSnapshot.ts); the index itself stays opaque. */
export interface PlaceIndexTables {
  names: KeyTable;
  alternates: KeyTable;
  cities: CityTable;
}

const tablesOfIndex = new WeakMap<PlaceIndex, PlaceIndexTables>();

/**
 * The key tables and city table an index was made of, or undefined for an object that is not one
 * finishPlaceIndex made.
 */
export function placeIndexTables(index: PlaceIndex): PlaceIndexTables | undefined {
  return tablesOfIndex.get(index);
}

/** Two ascending position lists as one, without repeats: positions are population order. */
function mergeByPosition(a: number[], b: number[]): number[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? (a[i] as number) : Infinity;
    const y = j < b.length ? (b[j] as number) : Infinity;
    const next = x <= y ? x : y;
    if (x === next) i++;
    if (y === next) j++;
    merged.push(next);
  }
  return merged;
}
