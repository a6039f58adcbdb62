// A random source for tests that states its draws: `pick` takes items by the given indexes (the
// first item once they run out) and records the size of every list it picks from, so a test can
// say both what was drawn and from what.
import type { Random } from '../../../src/worker/engine/random.ts';

export function pickingRandom(indexes: number[]): Random & { sizes: number[] } {
  const sizes: number[] = [];
  return {
    sizes,
    next: () => 0,
    int: () => 0,
    pick: <T>(items: readonly T[]): T => {
      sizes.push(items.length);
      return items[indexes.shift() ?? 0] as T;
    },
  };
}
