// The local place index: folded names and alternate names → cities, most populous first.
// Built once per cities file, on the worker's start-up path. Two builders fill the same
// KeyTable: buildPlaceIndex from parsed records (any file the loader accepts), and the
// scanner of the app's own file format (scanCities.ts), which never makes the records.
import { NON_PLACE_WORDS } from '../data/nonPlaceWords.ts';
import type { CityList, CityTable } from './cityRecords.ts';
import { KeyTable } from './keyTable.ts';
import { foldText } from './text.ts';

export interface PlaceIndex {
  /** Most populous first; a position in here is what `lookup` returns. */
  readonly cities: CityTable;
  /** Longest key, in words: the largest n-gram worth looking up. */
  readonly maxWords: number;
  /** Number of distinct keys. */
  readonly size: number;
  /** Cities whose name or alternate name folds to `key`, most populous first; empty when none. */
  lookup(key: string): readonly number[];
}

/** Very short alternate names ("LA", "NYC") are abbreviations; only trust those of big cities. */
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
  const keys = new KeyTable(cities.length * 2);
  for (let i = 0; i < cities.length; i++) {
    const city = cities[i];
    if (city === undefined) continue;
    keys.addKey(foldText(city.name), i);
    const alts = alternates[i];
    if (alts === undefined) continue;
    const trustShort = city.pop >= SHORT_ALTERNATE_MIN_POPULATION;
    for (let a = 0; a < alts.length; a++) {
      const alt = alts[a] as string;
      if (alt.length > SHORT_ALTERNATE_MAX_LENGTH || trustShort) keys.addKey(alt, i);
    }
  }
  return finishPlaceIndex(keys, cities);
}

/**
 * Turns a filled KeyTable into the index: drops the words that never name a place and
 * measures the longest key. Shared by both builders so they cannot drift apart.
 *
 * @example finishPlaceIndex(keys, cities).lookup("of") // → [] even if a town is called "Of"
 */
export function finishPlaceIndex(keys: KeyTable, cities: CityTable): PlaceIndex {
  for (const word of NON_PLACE_WORDS) keys.remove(word);
  return {
    cities,
    maxWords: keys.maxWords(MAX_KEY_WORDS),
    size: keys.size,
    lookup: (key) => keys.lookup(key),
  };
}
