// Cover households: agents living together at one address. A mission's indices are cut into
// blocks of HOUSEHOLD_BLOCK, and each block into households of consecutive agents whose sizes are
// drawn, one after another, from the country's shares of households by size, from the block's own
// stream. So agent i's household is found from its block alone (a few hundred draws, kept for the
// block's other agents), whatever the count and however the mission is split into parts.
//
// A household's id is its first member's id: unique, and known to every member without counting
// the households before it. The last household of a block is cut to fit the block (and the
// mission's last to fit the mission): about one household in a hundred is smaller than drawn.
import { createRandom, deriveSeed } from '../random.ts';

/** Agents per block: large enough that cutting each block's last household barely moves the sizes' shares. */
export const HOUSEHOLD_BLOCK = 256;

/** The stream whose sub-streams, one per block, draw the households' sizes. */
const HOUSEHOLD_STREAM = -4;

/** Agent i's household. */
export interface HouseholdPlace {
  /** The index of the household's first member (its head): the household's id. */
  head: number;
  /** Its members, counted in the mission (a household at the mission's end keeps only those within it). */
  size: number;
  /** Its size as drawn (and cut to its block): what its members' draws follow, whatever the count. */
  drawn: number;
  /** The agent's place in it: 0 for the head, 1 for the partner, then the children. */
  member: number;
}

/**
 * Finds each agent's household. Keeps the last block it cut, so agents asked for in order cost one
 * cut per block.
 *
 * @example new Households(shares, base, 1000).of(0).head === 0
 */
export class Households {
  private readonly cumulative: Float64Array;
  private readonly stream: number;
  private readonly count: number;
  private block = -1;
  /** For each position in the cached block: its household's first position in the block. */
  private readonly heads = new Int32Array(HOUSEHOLD_BLOCK);
  /** For each position in the cached block: its household's size as cut to the block. */
  private readonly sizes = new Int32Array(HOUSEHOLD_BLOCK);

  /**
   * `shares`: households with 1, 2, 3, … members, as shares (the last standing for that many or
   * more); `base`: the mission's seed (missionSeed); `count`: its agents.
   */
  constructor(shares: readonly number[], base: number, count: number) {
    if (shares.length === 0) throw new Error('Household shares: the table is empty.');
    const total = shares.reduce((sum, share) => sum + share, 0);
    if (!(total > 0)) throw new Error('Household shares: they add up to nothing.');
    this.cumulative = new Float64Array(shares.length);
    let running = 0;
    for (const [k, share] of shares.entries()) {
      if (!(share >= 0)) throw new Error(`Household shares: ${share} for size ${k + 1}.`);
      running += share / total;
      this.cumulative[k] = running;
    }
    this.cumulative[shares.length - 1] = 1;
    this.stream = deriveSeed(base, HOUSEHOLD_STREAM);
    this.count = count;
  }

  /** Agent `index`'s household. */
  of(index: number): HouseholdPlace {
    const block = Math.floor(index / HOUSEHOLD_BLOCK);
    if (block !== this.block) this.cut(block);
    const first = block * HOUSEHOLD_BLOCK;
    const at = index - first;
    const headAt = this.heads[at] as number;
    const head = first + headAt;
    const drawn = this.sizes[at] as number;
    return { head, size: Math.min(drawn, this.count - head), drawn, member: at - headAt };
  }

  /** A household size from one uniform draw: the first size whose cumulative share passes it. */
  private sizeOf(unit: number): number {
    const { cumulative } = this;
    let k = 0;
    while (k < cumulative.length - 1 && (cumulative[k] as number) <= unit) k++;
    return k + 1;
  }

  private cut(block: number): void {
    const random = createRandom(deriveSeed(this.stream, block));
    let at = 0;
    while (at < HOUSEHOLD_BLOCK) {
      const size = Math.min(this.sizeOf(random.next()), HOUSEHOLD_BLOCK - at);
      for (let k = 0; k < size; k++) {
        this.heads[at + k] = at;
        this.sizes[at + k] = size;
      }
      at += size;
    }
    this.block = block;
  }
}
