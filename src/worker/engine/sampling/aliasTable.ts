// Weighted draws in constant time: Walker's alias method (as Vose arranged it). A table of n
// weights becomes n columns of equal width, each holding at most two outcomes: its own, up to a
// threshold, and one other ("the alias") above it. A draw is one uniform number: its column and
// its height within the column. Building is O(n), once per list per mission.
import type { Random } from '../random.ts';

export interface AliasTable {
  /** How many outcomes: draws return 0 … size − 1. */
  readonly size: number;
  /** Per column, the height below which the column's own outcome is drawn, in [0, 1]. */
  readonly threshold: Float64Array;
  /** Per column, the outcome drawn above the threshold. */
  readonly alias: Uint32Array;
}

/**
 * The alias table of non-negative weights (at least one positive).
 *
 * @example drawAlias(aliasTable([3, 1]), random) // 0 three times in four
 */
export function aliasTable(weights: ArrayLike<number>): AliasTable {
  const size = weights.length;
  if (size === 0) throw new Error('An alias table needs at least one weight.');
  let total = 0;
  for (let i = 0; i < size; i++) {
    const weight = weights[i] as number;
    if (!(weight >= 0) || !Number.isFinite(weight))
      throw new Error(`Weight ${i} is not a finite non-negative number.`);
    total += weight;
  }
  if (total <= 0) throw new Error('An alias table needs a positive weight.');
  // Each column is scaled so that the mean is 1: "small" columns are below it, "large" above.
  const scaled = new Float64Array(size);
  for (let i = 0; i < size; i++) scaled[i] = ((weights[i] as number) * size) / total;
  const threshold = new Float64Array(size);
  const alias = new Uint32Array(size);
  const small = new Uint32Array(size);
  const large = new Uint32Array(size);
  let smallCount = 0;
  let largeCount = 0;
  for (let i = 0; i < size; i++) {
    if ((scaled[i] as number) < 1) small[smallCount++] = i;
    else large[largeCount++] = i;
  }
  while (smallCount > 0 && largeCount > 0) {
    const less = small[--smallCount] as number;
    const more = large[largeCount - 1] as number;
    threshold[less] = scaled[less] as number;
    alias[less] = more;
    // The large outcome fills the rest of the small column, and loses that much of its own.
    const left = (scaled[more] as number) + (scaled[less] as number) - 1;
    scaled[more] = left;
    if (left < 1) {
      largeCount--;
      small[smallCount++] = more;
    }
  }
  // What is left is 1 up to rounding: those columns hold only their own outcome.
  while (largeCount > 0) {
    const i = large[--largeCount] as number;
    threshold[i] = 1;
    alias[i] = i;
  }
  while (smallCount > 0) {
    const i = small[--smallCount] as number;
    threshold[i] = 1;
    alias[i] = i;
  }
  return { size, threshold, alias };
}

/**
 * One outcome, from one uniform draw of `random`: the column from its integer part, the height
 * from its fraction.
 */
export function drawAlias(table: AliasTable, random: Random): number {
  const x = random.next() * table.size;
  const column = x | 0;
  return x - column < (table.threshold[column] as number) ? column : (table.alias[column] as number);
}

/**
 * The probability of each outcome that a table gives, summed over its columns: for tests, which
 * compare it with the weights it was built from.
 */
export function aliasProbabilities(table: AliasTable): Float64Array {
  const probabilities = new Float64Array(table.size);
  for (let column = 0; column < table.size; column++) {
    const own = table.threshold[column] as number;
    probabilities[column] = (probabilities[column] as number) + own / table.size;
    const other = table.alias[column] as number;
    probabilities[other] = (probabilities[other] as number) + (1 - own) / table.size;
  }
  return probabilities;
}
