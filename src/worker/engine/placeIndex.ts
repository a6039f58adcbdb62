// The local place index: folded names and alternate names → cities, most populous first.
// Built once per cities file and on the worker's start-up path, so it is a hand-rolled
// open-addressing hash table over typed arrays: about 390,000 keys go in several times
// faster than into a Map, and lookups (one per query word n-gram) allocate nothing.
import { NON_PLACE_WORDS } from '../data/nonPlaceWords.ts';
import type { City, CityList } from './cityRecords.ts';
import { foldText } from './text.ts';

export interface PlaceIndex {
  readonly cities: readonly City[];
  /** Longest key, in words: the largest n-gram worth looking up. */
  readonly maxWords: number;
  /** Number of distinct keys. */
  readonly size: number;
  /** Cities whose name or alternate name folds to `key`, most populous first; empty when none. */
  lookup(key: string): readonly number[];
}

/** Very short alternate names ("LA", "NYC") are abbreviations; only trust those of big cities. */
const SHORT_ALTERNATE_MAX_LENGTH = 3;
const SHORT_ALTERNATE_MIN_POPULATION = 1_000_000;
/** Bounds the n-gram loop for long queries; no useful place name has more words. */
const MAX_KEY_WORDS = 8;
const NONE = -1;

const NON_PLACE_KEYS = new Set(NON_PLACE_WORDS);
const EMPTY: readonly number[] = [];

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
  let capacity = cities.length;
  for (const alts of alternates) if (alts !== undefined) capacity += alts.length;
  const table = new HashTable(capacity, cities);
  for (let i = 0; i < cities.length; i++) {
    const city = cities[i] as City;
    table.add(foldText(city.name), i);
    const alts = alternates[i];
    if (alts === undefined) continue;
    const trustShort = city.pop >= SHORT_ALTERNATE_MIN_POPULATION;
    for (const alt of alts) {
      if (alt.length > SHORT_ALTERNATE_MAX_LENGTH || trustShort) table.add(alt, i);
    }
  }
  return table;
}

/**
 * Open addressing with linear probing; keys are compared by stored hash before by text.
 * Each key has a singly linked list of candidate cities, kept in insertion order.
 */
class HashTable implements PlaceIndex {
  readonly cities: readonly City[];
  maxWords = 1;
  /** Pairs of (hash, key id): one cache line answers most probes, which dominate build time. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly keys: string[] = [];
  private readonly head: Int32Array;
  private readonly tail: Int32Array;
  private readonly entryCity: Int32Array;
  private readonly entryNext: Int32Array;
  private entries = 0;

  constructor(capacity: number, cities: readonly City[]) {
    this.cities = cities;
    const slotCount = nextPowerOfTwo(capacity * 2);
    this.slots = new Int32Array(slotCount * 2).fill(NONE);
    this.mask = slotCount - 1;
    this.head = new Int32Array(capacity);
    this.tail = new Int32Array(capacity);
    this.entryCity = new Int32Array(capacity);
    this.entryNext = new Int32Array(capacity);
  }

  get size(): number {
    return this.keys.length;
  }

  add(key: string, cityIndex: number): void {
    if (key === '' || NON_PLACE_KEYS.has(key)) return;
    const hash = hashKey(key);
    const slot = this.findSlot(key, hash);
    let keyId = this.slots[slot + 1] as number;
    if (keyId === NONE) {
      keyId = this.keys.length;
      this.keys.push(key);
      this.slots[slot] = hash;
      this.slots[slot + 1] = keyId;
      this.head[keyId] = NONE;
      if (key.includes(' '))
        this.maxWords = Math.max(this.maxWords, Math.min(countWords(key), MAX_KEY_WORDS));
    } else if (this.entryCity[this.tail[keyId] as number] === cityIndex) {
      return; // a city's name and an alternate name fold alike
    }
    const entry = this.entries++;
    this.entryCity[entry] = cityIndex;
    this.entryNext[entry] = NONE;
    if (this.head[keyId] === NONE) this.head[keyId] = entry;
    else this.entryNext[this.tail[keyId] as number] = entry;
    this.tail[keyId] = entry;
  }

  lookup(key: string): readonly number[] {
    const keyId = this.slots[this.findSlot(key, hashKey(key)) + 1] as number;
    if (keyId === NONE) return EMPTY;
    const found: number[] = [];
    for (let entry = this.head[keyId] as number; entry !== NONE; entry = this.entryNext[entry] as number) {
      found.push(this.entryCity[entry] as number);
    }
    return found;
  }

  /** The position in `slots` of the key's pair, or of the empty pair where it would go. */
  private findSlot(key: string, hash: number): number {
    const { slots, mask, keys } = this;
    let slot = hash & mask;
    for (;;) {
      const at = slot * 2;
      const keyId = slots[at + 1] as number;
      if (keyId === NONE || (slots[at] === hash && keys[keyId] === key)) return at;
      slot = (slot + 1) & mask;
    }
  }
}

/** FNV-1a over UTF-16 code units; keys are short ASCII, so this is cheap. */
function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

function nextPowerOfTwo(n: number): number {
  let size = 16;
  while (size < n) size *= 2;
  return size;
}

function countWords(key: string): number {
  let words = 1;
  for (let i = 0; i < key.length; i++) if (key.charCodeAt(i) === 32) words++;
  return words;
}
