import { describe, expect, it } from 'vitest';
import {
  AGENCY_CAPACITY,
  chainShape,
  FULL_CHAIN_MIN,
  handledOnLevel,
  handlerOnLevel,
  levelOfRank,
  MAX_DEPTH,
  MAX_SPAN,
  MIN_DEPTH,
  MIN_SPAN,
  type ChainShape,
} from '../../../../src/worker/engine/linked/chainShape.ts';

/** Every handler's span in a shape, counted by asking handlerOnLevel of each person below. */
function spans(shape: ChainShape): number[][] {
  return shape.levels.slice(0, -1).map((size, level) => {
    const counts = new Array<number>(size).fill(0);
    for (let at = 0; at < (shape.levels[level + 1] as number); at++) {
      const handler = handlerOnLevel(shape, level + 1, at);
      counts[handler] = (counts[handler] as number) + 1;
    }
    return counts;
  });
}

/** The narrowest and widest span of a shape. */
function spanRange(shape: ChainShape): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (const level of spans(shape))
    for (const span of level) {
      if (span < low) low = span;
      if (span > high) high = span;
    }
  return [low, high];
}

describe('chainShape', () => {
  it('gives the smallest full chain a director, three handlers and nine agents', () => {
    expect(chainShape(13).levels).toEqual([1, 3, 9]);
    expect(FULL_CHAIN_MIN).toBe(13);
  });

  it('lets the director run everyone in an agency too small for a full chain', () => {
    expect(chainShape(1).levels).toEqual([1]);
    expect(chainShape(12).levels).toEqual([1, 11]);
  });

  it('holds 1 + 12 + … + 12^5 people at most in six levels', () => {
    expect(AGENCY_CAPACITY).toBe(1 + 12 + 144 + 1728 + 20736 + 248832);
    expect(chainShape(AGENCY_CAPACITY).levels).toEqual([1, 12, 144, 1728, 20736, 248832]);
  });

  it('keeps every chain 3–6 levels deep and every handler running 3–12 people, size by size', () => {
    const sizes = [
      ...Array.from({ length: 3000 }, (_, k) => FULL_CHAIN_MIN + k),
      5000,
      22_621,
      22_622,
      50_000,
      123_457,
      200_000,
      AGENCY_CAPACITY - 1,
      AGENCY_CAPACITY,
    ];
    const wrong: string[] = [];
    for (const size of sizes) {
      const shape = chainShape(size);
      const [low, high] = spanRange(shape);
      const total = shape.levels.reduce((a, b) => a + b, 0);
      const depth = shape.levels.length;
      if (total !== size || depth < MIN_DEPTH || depth > MAX_DEPTH || low < MIN_SPAN || high > MAX_SPAN)
        wrong.push(`${size}: ${shape.levels.join('/')} spans ${low}–${high}`);
    }
    expect(wrong).toEqual([]);
  });

  it('goes deeper than six levels only past the capacity, never wider than twelve', () => {
    const shape = chainShape(AGENCY_CAPACITY + 1);
    expect(shape.levels.length).toBe(MAX_DEPTH + 1);
    expect(spanRange(shape)[1]).toBeLessThanOrEqual(MAX_SPAN);
  });

  it('refuses an empty agency with a message', () => {
    expect(() => chainShape(0)).toThrow(/at least one person/);
  });
});

describe('levels and handlers', () => {
  const shape = chainShape(13); // [1, 3, 9]: ranks 0 | 1 2 3 | 4 … 12

  it('finds the level of a rank', () => {
    expect([0, 1, 3, 4, 12].map((rank) => levelOfRank(shape, rank))).toEqual([0, 1, 1, 2, 2]);
  });

  it('deals each level out in runs: three agents per handler', () => {
    expect(Array.from({ length: 9 }, (_, at) => handlerOnLevel(shape, 2, at))).toEqual([
      0, 0, 0, 1, 1, 1, 2, 2, 2,
    ]);
  });

  it('lists the people a handler runs as the inverse of handlerOnLevel', () => {
    for (const size of [13, 57, 158, 1000, 9999]) {
      const big = chainShape(size);
      for (let level = 0; level < big.levels.length - 1; level++) {
        let next = 0;
        for (let at = 0; at < (big.levels[level] as number); at++) {
          const [first, end] = handledOnLevel(big, level, at);
          expect(first).toBe(next);
          for (let child = first; child < end; child++)
            expect(handlerOnLevel(big, level + 1, child)).toBe(at);
          next = end;
        }
        expect(next).toBe(big.levels[level + 1]);
      }
    }
  });

  it('runs no one from the last level', () => {
    expect(handledOnLevel(shape, 2, 0)).toEqual([0, 0]);
  });
});
