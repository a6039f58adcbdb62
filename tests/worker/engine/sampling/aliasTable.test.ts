// Walker's alias method, held to the weights it was built from: each outcome's probability,
// summed over the columns, is its share of the total; and draws follow it.
import { describe, expect, it } from 'vitest';
import {
  aliasProbabilities,
  aliasTable,
  drawAlias,
} from '../../../../src/worker/engine/sampling/aliasTable.ts';
import { createRandom } from '../../../../src/worker/engine/random.ts';

describe('aliasTable', () => {
  it.each([
    [[1]],
    [[3, 1]],
    [[1, 1, 1, 1]],
    [[0, 5, 0, 5]],
    [[21.5, 14.7, 8.4, 4.7, 4.3, 2.3, 2.2, 2.0, 1.9, 1.4]],
    [Array.from({ length: 500 }, (_, rank) => 1 / (rank + 1))],
  ])('gives each outcome its share of the weights (%#)', (weights) => {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const probabilities = aliasProbabilities(aliasTable(weights));
    weights.forEach((weight, i) => expect(probabilities[i]).toBeCloseTo(weight / total, 12));
  });

  it('never draws an outcome of weight zero, and draws the rest in proportion', () => {
    const table = aliasTable([0, 3, 0, 1]);
    const random = createRandom(5);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) counts[drawAlias(table, random)]! += 1;
    expect(counts[0]).toBe(0);
    expect(counts[2]).toBe(0);
    // 30,000 expected; four standard deviations (about 350) either way.
    expect(Math.abs(counts[1]! - 30_000)).toBeLessThan(350);
  });

  it('refuses lists it cannot draw from, with a message', () => {
    expect(() => aliasTable([])).toThrow(/at least one weight/);
    expect(() => aliasTable([0, 0])).toThrow(/positive/);
    expect(() => aliasTable([1, -1])).toThrow(/not a finite non-negative/);
    expect(() => aliasTable([1, Number.NaN])).toThrow(/not a finite non-negative/);
  });
});
