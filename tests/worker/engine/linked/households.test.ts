import { describe, expect, it } from 'vitest';
import { HOUSEHOLD_BLOCK, Households } from '../../../../src/worker/engine/linked/households.ts';

/** Households with 1, 2, 3, 4, 5 members in the shares of a made-up country: 30%, 30%, 20%, 10%, 10%. */
const SHARES = [0.3, 0.3, 0.2, 0.1, 0.1];

describe('Households', () => {
  it('cuts consecutive agents into households whose members agree on head and size', () => {
    const count = 10_000;
    const households = new Households(SHARES, 77, count);
    const seen = Array.from({ length: count }, (_, i) => households.of(i));
    for (const [i, place] of seen.entries()) {
      expect(place.head + place.member).toBe(i);
      const head = seen[place.head];
      expect(head?.member).toBe(0);
      expect(head?.size).toBe(place.size);
      expect(place.member).toBeLessThan(place.size);
      // A household never crosses a block's edge.
      expect(Math.floor(place.head / HOUSEHOLD_BLOCK)).toBe(Math.floor(i / HOUSEHOLD_BLOCK));
    }
  });

  it('draws sizes in the table shares, give or take the cut at each block end', () => {
    const households = new Households(SHARES, 5, 400_000);
    const bySize = new Array<number>(6).fill(0);
    for (let i = 0; i < 400_000; i++) {
      const place = households.of(i);
      if (place.member === 0) bySize[place.size] = (bySize[place.size] as number) + 1;
    }
    const total = bySize.reduce((a, b) => a + b, 0);
    for (const [k, share] of SHARES.entries())
      expect(Math.abs((bySize[k + 1] as number) / total - share)).toBeLessThan(0.015);
  });

  it('gives agent i the same household asked alone, out of order, or in a shorter mission', () => {
    const whole = new Households(SHARES, 11, 5000);
    const inOrder = Array.from({ length: 5000 }, (_, i) => whole.of(i));
    const alone = new Households(SHARES, 11, 5000);
    for (const i of [4999, 3, 2600, 257, 255, 0]) expect(alone.of(i)).toEqual(inOrder[i]);
    // Only the mission's last household can differ with the count: it keeps the members within it.
    const shorter = new Households(SHARES, 11, 4000);
    for (let i = 0; i < 4000; i++) {
      const place = shorter.of(i);
      const full = inOrder[i];
      expect(place.head).toBe(full?.head);
      expect(place.drawn).toBe(full?.drawn);
      expect(place.size).toBe(Math.min(full?.drawn ?? 0, 4000 - place.head));
    }
  });

  it('depends on the seed', () => {
    const heads = (base: number) => {
      const households = new Households(SHARES, base, 1000);
      return Array.from({ length: 1000 }, (_, i) => households.of(i).head);
    };
    expect(heads(1)).not.toEqual(heads(2));
  });

  it('refuses a table of no households', () => {
    expect(() => new Households([], 1, 10)).toThrow(/empty/);
    expect(() => new Households([0, 0], 1, 10)).toThrow(/nothing/);
  });
});
