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

  it('hashes strings to unsigned 32-bit values', () => {
    expect(hashString('paris')).toBe(hashString('paris'));
    expect(hashString('paris')).not.toBe(hashString('Paris'));
    expect(hashString('x')).toBeGreaterThanOrEqual(0);
    expect(mix32(0)).toBe(0);
    expect(mix32(1)).not.toBe(1);
  });

  it('draws seeds in the unsigned 32-bit range', () => {
    expect(drawSeed(() => 0)).toBe(0);
    expect(drawSeed(() => 0.999999999999)).toBe(4294967295);
  });
});
