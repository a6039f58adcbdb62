// Seeded randomness. Every random choice of the engine comes from a `Random`, so a
// (query, seed) pair replays byte for byte on any machine: only 32-bit integer
// arithmetic is used, which JavaScript engines evaluate identically everywhere.

/** A stream of random numbers. Engine functions take one instead of calling Math.random. */
export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n), for 0 < n ≤ 2^32. */
  int(n: number): number;
  /** Uniform pick from a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

const TWO_POW_32 = 4294967296;

/** Scrambles a 32-bit value (the finaliser of MurmurHash3): nearby inputs give unrelated outputs. */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Hashes a string to 32 bits (FNV-1a over UTF-16 code units, then mixed).
 *
 * @example hashString("paris") === hashString("paris"); hashString("paris") !== hashString("Paris")
 */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/**
 * Derives the seed of an independent sub-stream, so that agent i is drawn from its own
 * stream and does not depend on how many agents were asked for.
 *
 * @example deriveSeed(42, 7) !== deriveSeed(42, 8)
 */
export function deriveSeed(seed: number, streamIndex: number): number {
  return mix32((mix32(seed) + Math.imul(streamIndex + 1, 0x9e3779b9)) | 0);
}

/**
 * Mulberry32 as a `Random`. Small state (one 32-bit word) and cheap to create, which
 * matters because every agent gets a fresh stream; a class keeps call sites monomorphic.
 */
class Mulberry32 implements Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  private nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  next(): number {
    return this.nextUint32() / TWO_POW_32;
  }

  int(n: number): number {
    return Math.floor((this.nextUint32() / TWO_POW_32) * n);
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor((this.nextUint32() / TWO_POW_32) * items.length)] as T;
  }
}

/**
 * Creates a seeded stream.
 *
 * @example const random = createRandom(42); random.int(6) // an integer 0..5, the same on every run
 */
export function createRandom(seed: number): Random {
  return new Mulberry32(seed);
}

/** Draws a fresh seed for a search that was given none; the seed is reported so it can be replayed. */
export function drawSeed(entropy: () => number): number {
  return Math.floor(entropy() * TWO_POW_32) >>> 0;
}
