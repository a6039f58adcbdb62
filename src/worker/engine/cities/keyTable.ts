// The place index's table: folded key → city positions, in the order they were added.
// Open addressing over typed arrays, with every key's characters in one shared buffer.
// The fast loader (scanCities.ts) writes a key's characters straight from the file's bytes,
// so indexing ~190,000 names and alternate names creates no strings and no Map entries: a
// Map needs a string per key, and folding 118,000 names into strings (toLowerCase, NFD)
// and hashing them into a Map takes ~60 of an index build's 110–190 ms in Node.
// Lookups hash the query the same way.

/**
 * Keys are hashed with FNV-1a over UTF-16 code units, kept to 30 bits at every step:
 * `hash = Math.imul(hash ^ code, FNV_PRIME) & HASH_BITS` from FNV_OFFSET. 30 bits keep the
 * hash a small integer (Smi) in V8: a full 32-bit hash is a heap number half the time, one
 * allocation per character in the loader's code until it is optimised.
 */
export const HASH_BITS = 0x3fffffff;
export const FNV_OFFSET = 0x811c9dc5 & HASH_BITS;
export const FNV_PRIME = 0x01000193;
/** Marks a removed entry in `entryFirst` (a key that must never match, e.g. "of"). */
const REMOVED = -2;
const SPACE = 32;
/** Slot values stay below 2^30, small integers (Smis) in V8 like the hashes. */
const VALUE_BITS = 30;
/** The most keys per slot before the table doubles. */
const MAX_LOAD = 0.7;
/**
 * Candidate cities per distinct key, rounded up: 1.11 in the generated file (187,451 for 169,313
 * keys), where many towns share a name. Sizing the candidate arrays by keys alone made them double
 * (2 × 1.5 MB, copied) for the last thousand, and fresh memory is dear while the worker loads.
 */
const CANDIDATES_PER_KEY = 1.2;

/** FNV-1a of a string, as the writers of keys compute it character by character. */
function fnvHash(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME) & HASH_BITS;
  return hash;
}

/** Spreads FNV's low bits, which alone pick the slot (murmur3's finaliser). */
function mixHash(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

function grow<T extends Int32Array | Uint16Array | Uint8Array>(array: T, minLength: number): T {
  const next = new (array.constructor as new (length: number) => T)(Math.max(minLength, array.length * 2));
  next.set(array);
  return next;
}

/** A KeyTable's state as arrays and counts (see KeyTable.toParts). */
export interface KeyTableParts {
  chars: Uint16Array;
  entryStart: Int32Array;
  entryLength: Int32Array;
  entryHash: Int32Array;
  entryWords: Uint8Array;
  entryFirst: Int32Array;
  entryLast: Int32Array;
  nodeCity: Int32Array;
  nodeNext: Int32Array;
  slots: Int32Array;
  charCount: number;
  entryCount: number;
  removedCount: number;
  nodeCount: number;
  slotBits: number;
}

/** Characters kept free after the last key in a snapshot: a query longer than this grows the buffer once. */
const LOOKUP_ROOM = 1024;

/**
 * Keys are written in place: `beginKey(maxLength)` returns the character buffer, the writer
 * puts the key's UTF-16 code units at `keyStart` onwards while it computes their FNV-1a
 * hash, then `endKey(length, hash, city)` files the city under the key (so the loader's
 * loops write characters without a call each). A key already present gets the city appended to its candidates, unless it is already the last one (a
 * city's name and an alternate name may fold alike). Empty keys are ignored; `remove`
 * comes after the last key is added.
 *
 * @example const table = new KeyTable(16); table.addKey("paris", 0); table.lookup("paris") // [0]
 */
export class KeyTable {
  private chars: Uint16Array;
  private charCount = 0;

  private entryStart: Int32Array;
  private entryLength: Int32Array;
  private entryHash: Int32Array;
  /** Words in each key (spaces + 1), capped at 255. */
  private entryWords: Uint8Array;
  /** First candidate node of each entry, or REMOVED. */
  private entryFirst: Int32Array;
  private entryLast: Int32Array;
  private entryCount = 0;
  private removedCount = 0;

  private nodeCity: Int32Array;
  private nodeNext: Int32Array;
  private nodeCount = 0;

  /**
   * One number per slot: the entry number + 1 in the low `slotBits` bits (0: an empty
   * slot) and a tag from the key's hash above them, so a probe past other keys seldom
   * reads the entry arrays. At most 70% of the slots are used. Small on purpose: a load
   * probes it at random ~190,000 times, and on the shared 2-core machine a read at random
   * from 4 MB took about twice as long as from 1 MB.
   */
  private slots: Int32Array;
  private slotBits: number;
  private mask: number;

  /** `expectedKeys` sizes the arrays up front; they grow when it is too small. */
  constructor(expectedKeys: number) {
    const entries = Math.max(16, expectedKeys);
    this.chars = new Uint16Array(entries * 10);
    this.entryStart = new Int32Array(entries);
    this.entryLength = new Int32Array(entries);
    this.entryHash = new Int32Array(entries);
    this.entryWords = new Uint8Array(entries);
    this.entryFirst = new Int32Array(entries);
    this.entryLast = new Int32Array(entries);
    this.nodeCity = new Int32Array(Math.ceil(entries * CANDIDATES_PER_KEY));
    this.nodeNext = new Int32Array(Math.ceil(entries * CANDIDATES_PER_KEY));
    let slotBits = 4;
    while ((1 << slotBits) * MAX_LOAD < entries) slotBits++;
    this.slotBits = slotBits;
    this.mask = (1 << slotBits) - 1;
    this.slots = new Int32Array(1 << slotBits);
  }

  /**
   * The table's arrays cut to what is used, and its counts: what a snapshot keeps (placeSnapshot.ts).
   * The characters keep room for a lookup's key after the last one (see findString), so a restored
   * table answers its first lookups without growing.
   */
  toParts(): KeyTableParts {
    const entries = this.entryCount;
    return {
      chars: this.chars.slice(0, this.charCount + LOOKUP_ROOM),
      entryStart: this.entryStart.slice(0, entries),
      entryLength: this.entryLength.slice(0, entries),
      entryHash: this.entryHash.slice(0, entries),
      entryWords: this.entryWords.slice(0, entries),
      entryFirst: this.entryFirst.slice(0, entries),
      entryLast: this.entryLast.slice(0, entries),
      nodeCity: this.nodeCity.slice(0, this.nodeCount),
      nodeNext: this.nodeNext.slice(0, this.nodeCount),
      slots: this.slots.slice(),
      charCount: this.charCount,
      entryCount: entries,
      removedCount: this.removedCount,
      nodeCount: this.nodeCount,
      slotBits: this.slotBits,
    };
  }

  /**
   * A table over the parts toParts gave (views, not copies). Its arrays grow by copying, as any
   * table's do, if keys are added to it. Throws when the parts do not fit together.
   */
  static fromParts(parts: KeyTableParts): KeyTable {
    const { entryCount, nodeCount, charCount, slotBits } = parts;
    const fits =
      Number.isInteger(slotBits) &&
      slotBits >= 4 &&
      slotBits < VALUE_BITS &&
      parts.slots.length === 1 << slotBits &&
      entryCount <= parts.slots.length * MAX_LOAD &&
      [
        parts.entryStart,
        parts.entryLength,
        parts.entryHash,
        parts.entryWords,
        parts.entryFirst,
        parts.entryLast,
      ].every((array) => array.length === entryCount) &&
      parts.nodeCity.length === nodeCount &&
      parts.nodeNext.length === nodeCount &&
      charCount <= parts.chars.length &&
      parts.removedCount <= entryCount;
    if (!fits) throw new Error('key table: the parts do not fit together');
    const table = new KeyTable(0);
    table.chars = parts.chars;
    table.charCount = charCount;
    table.entryStart = parts.entryStart;
    table.entryLength = parts.entryLength;
    table.entryHash = parts.entryHash;
    table.entryWords = parts.entryWords;
    table.entryFirst = parts.entryFirst;
    table.entryLast = parts.entryLast;
    table.entryCount = entryCount;
    table.removedCount = parts.removedCount;
    table.nodeCity = parts.nodeCity;
    table.nodeNext = parts.nodeNext;
    table.nodeCount = nodeCount;
    table.slots = parts.slots;
    table.slotBits = slotBits;
    table.mask = (1 << slotBits) - 1;
    return table;
  }

  /** Number of distinct keys, not counting removed ones. */
  get size(): number {
    return this.entryCount - this.removedCount;
  }

  /** Where the key being written starts in the buffer beginKey returned. */
  get keyStart(): number {
    return this.charCount;
  }

  /** Room for a key of up to `maxLength` characters; returns the buffer to write it into at keyStart. */
  beginKey(maxLength: number): Uint16Array {
    if (this.charCount + maxLength > this.chars.length) {
      this.chars = grow(this.chars, this.charCount + maxLength);
    }
    return this.chars;
  }

  /** Files the city under the key written at chars[keyStart, keyStart + length), of the given hash. */
  endKey(length: number, hash: number, city: number): void {
    if (length === 0) return;
    const found = this.find(hash, this.charCount, length);
    if (found >= 0)
      this.appendCandidate(found, city); // its new copy is left to be overwritten
    else this.insert(-1 - found, length, hash, city);
  }

  /** Files the city under a key given as a string (the general loader, and odd names). */
  addKey(key: string, city: number): void {
    const chars = this.beginKey(key.length);
    const start = this.keyStart;
    for (let i = 0; i < key.length; i++) chars[start + i] = key.charCodeAt(i);
    this.endKey(key.length, fnvHash(key), city);
  }

  /** City positions filed under the key, in the order they were added; empty when none. */
  lookup(key: string): number[] {
    const entry = this.findString(key);
    if (entry < 0 || this.entryFirst[entry] === REMOVED) return [];
    const cities: number[] = [];
    for (let node = this.entryFirst[entry] as number; node >= 0; node = this.nodeNext[node] as number) {
      cities.push(this.nodeCity[node] as number);
    }
    return cities;
  }

  /** Makes the key match nothing. */
  remove(key: string): void {
    const entry = this.findString(key);
    if (entry < 0 || this.entryFirst[entry] === REMOVED) return;
    this.entryFirst[entry] = REMOVED;
    this.removedCount++;
  }

  /** The most words (space-separated) in any key, capped; 1 when no key has a space. */
  maxWords(cap: number): number {
    let most = 1;
    const { entryWords, entryFirst } = this;
    for (let entry = 0; entry < this.entryCount; entry++) {
      const words = entryWords[entry] as number;
      if (words > most && entryFirst[entry] !== REMOVED) most = words;
    }
    return Math.min(most, cap);
  }

  /** The entry of a key given as a string, or a negative number (see find). */
  private findString(key: string): number {
    // The key is written where the next key would go, to compare it like one.
    const chars = this.beginKey(key.length);
    const start = this.charCount;
    for (let i = 0; i < key.length; i++) chars[start + i] = key.charCodeAt(i);
    return this.find(fnvHash(key), start, key.length);
  }

  /**
   * The entry of the key at chars[start, start + length); when there is none, -1 - slot
   * for the empty slot where the probe ended, which is where the key belongs.
   */
  private find(hash: number, start: number, length: number): number {
    const { slots, mask, slotBits, chars } = this;
    const mixed = mixHash(hash);
    const tag = tagOf(mixed, slotBits);
    for (let slot = mixed & mask; ; slot = (slot + 1) & mask) {
      const value = slots[slot] as number;
      if (value === 0) return -1 - slot;
      if (value >>> slotBits !== tag) continue;
      const entry = (value & mask) - 1;
      if (this.entryHash[entry] !== hash || this.entryLength[entry] !== length) continue;
      const other = this.entryStart[entry] as number;
      let i = 0;
      while (i < length && chars[other + i] === chars[start + i]) i++;
      if (i === length) return entry;
    }
  }

  /** A new entry for the key at keyStart, in the empty slot its probe ended at. */
  private insert(slot: number, length: number, hash: number, city: number): void {
    if (this.entryCount === this.entryStart.length) this.growEntries();
    const entry = this.entryCount++;
    const start = this.charCount;
    this.entryStart[entry] = start;
    this.entryLength[entry] = length;
    this.entryHash[entry] = hash;
    let words = 1;
    for (let i = start; i < start + length; i++) if (this.chars[i] === SPACE) words++;
    this.entryWords[entry] = Math.min(words, 255);
    this.charCount = start + length;
    const node = this.newNode(city);
    this.entryFirst[entry] = node;
    this.entryLast[entry] = node;
    this.slots[slot] = (tagOf(mixHash(hash), this.slotBits) << this.slotBits) | (entry + 1);
    if (this.entryCount > this.slots.length * MAX_LOAD) this.rehash(this.slotBits + 1);
  }

  private appendCandidate(entry: number, city: number): void {
    const last = this.entryLast[entry] as number;
    if (this.nodeCity[last] === city) return;
    const node = this.newNode(city);
    this.nodeNext[last] = node;
    this.entryLast[entry] = node;
  }

  private newNode(city: number): number {
    if (this.nodeCount === this.nodeCity.length) {
      this.nodeCity = grow(this.nodeCity, this.nodeCount + 1);
      this.nodeNext = grow(this.nodeNext, this.nodeCount + 1);
    }
    const node = this.nodeCount++;
    this.nodeCity[node] = city;
    this.nodeNext[node] = -1;
    return node;
  }

  private rehash(slotBits: number): void {
    const slots = new Int32Array(1 << slotBits);
    const mask = (1 << slotBits) - 1;
    for (let entry = 0; entry < this.entryCount; entry++) {
      const mixed = mixHash(this.entryHash[entry] as number);
      let slot = mixed & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = (tagOf(mixed, slotBits) << slotBits) | (entry + 1);
    }
    this.slots = slots;
    this.slotBits = slotBits;
    this.mask = mask;
  }

  private growEntries(): void {
    const length = this.entryCount + 1;
    this.entryStart = grow(this.entryStart, length);
    this.entryLength = grow(this.entryLength, length);
    this.entryHash = grow(this.entryHash, length);
    this.entryWords = grow(this.entryWords, length);
    this.entryFirst = grow(this.entryFirst, length);
    this.entryLast = grow(this.entryLast, length);
  }
}

/** The hash bits above the slot number, as many as fit below VALUE_BITS. */
function tagOf(mixed: number, slotBits: number): number {
  return (mixed >>> slotBits) & ((1 << (VALUE_BITS - slotBits)) - 1);
}
