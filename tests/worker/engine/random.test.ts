import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed, drawSeed, hashString, mix32 } from '../../../src/worker/engine/random.ts';

describe('createRandom', () => {
  it('replays the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    for (let i = 0; i < 100; i++) expect(a.next()).toBe(b.next());
  });

  it('gives a fixed sequence at a fixed seed, on every machine', () => {
    const random = createRandom(1);
    expect([random.int(1000), random.int(1000), random.int(1000), random.int(1000)]).toMatchInlineSnapshot(`
      [
        627,
        2,
        527,
        981,
      ]
    `);
  });

  it('keeps int() within [0, n) and reaches both ends', () => {
    const random = createRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      const value = random.int(6);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(6);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('is roughly uniform', () => {
    const random = createRandom(99);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) buckets[Math.floor(random.next() * 10)]!++;
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('picks every item of a list', () => {
    const random = createRandom(3);
    const items = ['a', 'b', 'c'];
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(random.pick(items));
    expect(seen.size).toBe(3);
  });
});

describe('seed helpers', () => {
  it('derives distinct sub-stream seeds', () => {
    const seeds = new Set<number>();
    for (let i = -1; i < 10_000; i++) seeds.add(deriveSeed(42, i));
    expect(seeds.size).toBe(10_001);
  });

  // An independent implementation in BigInt arithmetic (no Math.imul, no 32-bit tricks):
  // FNV-1a over UTF-16 code units, then MurmurHash3's fmix32, as random.ts documents.
  const MASK = 0xffffffffn;
  const fmix32 = (value: number): number => {
    let h = BigInt(value >>> 0);
    h ^= h >> 16n;
    h = (h * 0x85ebca6bn) & MASK;
    h ^= h >> 13n;
    h = (h * 0xc2b2ae35n) & MASK;
    h ^= h >> 16n;
    return Number(h);
  };
  const fnv1a = (text: string): number => {
    let h = 0x811c9dc5n;
    for (let i = 0; i < text.length; i++) h = ((h ^ BigInt(text.charCodeAt(i))) * 0x01000193n) & MASK;
    return Number(h);
  };

  it('is FNV-1a (the published test vectors) followed by MurmurHash3’s finaliser', () => {
    // Test vectors of the FNV reference (Fowler, Noll, Vo): 32-bit FNV-1a of "", "a" and "foobar".
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
    expect(hashString('')).toBe(fmix32(0x811c9dc5));
    expect(hashString('a')).toBe(fmix32(0xe40c292c));
    expect(hashString('foobar')).toBe(fmix32(0xbf9cf968));
    for (const text of ['paris', 'Paris', '東京', '🕵️ agents', 'x'.repeat(500)]) {
      expect(hashString(text), text).toBe(fmix32(fnv1a(text)));
    }
    expect(hashString('paris')).not.toBe(hashString('Paris'));
  });

  it('mixes as MurmurHash3’s fmix32: 0 stays 0, and any 32-bit input gives an unsigned 32-bit output', () => {
    expect(mix32(0)).toBe(0);
    const random = createRandom(5);
    for (const value of [
      1,
      -1,
      0x7fffffff,
      0x80000000,
      0xffffffff,
      ...Array.from({ length: 200 }, () => random.int(2 ** 32)),
    ]) {
      const mixed = mix32(value);
      expect(mixed, String(value)).toBe(fmix32(value));
      expect(Number.isInteger(mixed) && mixed >= 0 && mixed < 2 ** 32).toBe(true);
    }
  });

  it('draws seeds in the unsigned 32-bit range', () => {
    expect(drawSeed(() => 0)).toBe(0);
    expect(drawSeed(() => 0.999999999999)).toBe(4294967295);
  });
});
