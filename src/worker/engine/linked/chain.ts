// The agencies of a linked mission and each agent's place in one: which agency, which handler,
// which cell. Computed from the agent's index, the mission's count and its seed, with no pass
// over the mission: part K of N of a sharded run finds agent i's handler exactly as a one-part
// run does, and the only thing held is one small plan per mission (its agencies, at most 95).
//
// How: every agent is given a position by a keyed permutation of 0 … count − 1. Agencies hold
// consecutive runs of positions, largest first, and inside an agency positions count its people
// level by level (chainShape.ts). An agent's handler is then a position on the level above, turned
// back into an index by the permutation's inverse. The permutation is what keeps the first twelve
// agents of a mission spread over its agencies and levels as any twelve would be.
import { AGENCIES } from '../../data/agencies.ts';
import { permuteBelow, unpermuteBelow } from '../identity/uniqueNumbers.ts';
import { mix32 } from '../random.ts';
import {
  AGENCY_CAPACITY,
  chainShape,
  FULL_CHAIN_MIN,
  handledOnLevel,
  handlerOnLevel,
  levelOfRank,
  type ChainShape,
} from './chainShape.ts';

/** What the position permutation's key is mixed with, and the agency names' (any two constants). */
const POSITION_KEY = 0x1b873593;
const NAME_KEY = 0x68e31da4;

/** One agency of a mission. */
export interface AgencyPlan {
  /** Its name's place in AGENCIES (the list every version draws agency names from). */
  readonly nameIndex: number;
  /** Its first position; its people hold positions start … start + size − 1. */
  readonly start: number;
  readonly size: number;
  readonly shape: ChainShape;
  /** The number of its first cell in the mission (cells are numbered from 0 across agencies). */
  readonly firstCell: number;
  /** Its cells: one per handler on the level above the field agents (none for a lone director). */
  readonly cells: number;
}

export interface LinkedPlan {
  readonly count: number;
  readonly key: number;
  /** Largest first: agency k of the mission (its id is k). */
  readonly agencies: readonly AgencyPlan[];
  /** The mission's cells, all agencies together. */
  readonly cells: number;
}

/** Where one agent stands. */
export interface AgentLinks {
  /** The agency's place in the plan: its id. */
  agency: number;
  /** 0 for the director, one more per level down. */
  level: number;
  /** The handler's index, or −1 for a director. */
  handler: number;
  /** The cell's number, its id, or −1 above the cells' level. */
  cell: number;
  /** Whether the agent leads its cell (the handler of the cell's field agents). */
  leadsCell: boolean;
}

/**
 * How many agencies a mission of `count` agents has: as many of the long tail (sizes falling as
 * 1, 1/2, 1/3, …) as still leave the smallest a full chain of FULL_CHAIN_MIN people, up to one per
 * name in AGENCIES; one for a mission smaller than a full chain.
 *
 * @example agencyCount(12) === 1; agencyCount(100_000) === 95
 */
export function agencyCount(count: number): number {
  let harmonic = 0;
  let best = 1;
  for (let agencies = 1; agencies <= AGENCIES.length; agencies++) {
    harmonic += 1 / agencies;
    if (count / agencies / harmonic >= FULL_CHAIN_MIN) best = agencies;
  }
  return best;
}

/**
 * `total` split in proportion to `weights` in whole numbers that add up to it: each gets the floor of
 * its share, and what is left goes one by one to the largest remainders (the earlier on a tie).
 */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const sizes = exact.map(Math.floor);
  let left = total - sizes.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    sizes[i] = (sizes[i] as number) + 1;
    left--;
  }
  return sizes;
}

/**
 * The agencies' sizes, largest first: the long tail's shares of `count`, except that no agency grows
 * past AGENCY_CAPACITY while another can take more (what it would have had beyond is shared among the
 * others by their own weights). Only a mission larger than every agency's capacity together gives its
 * agencies more, and their chains more than six levels.
 *
 * @example agencySizes(100, 2) // [67, 33]
 */
export function agencySizes(count: number, agencies: number): number[] {
  const weights = Array.from({ length: agencies }, (_, k) => 1 / (k + 1));
  if (count > agencies * AGENCY_CAPACITY) return apportion(count, weights);
  const sizes = new Array<number>(agencies).fill(0);
  const capped = new Array<boolean>(agencies).fill(false);
  let left = count;
  for (;;) {
    const open = weights.map((weight, k) => (capped[k] === true ? 0 : weight));
    const shares = apportion(left, open);
    let over = false;
    for (let k = 0; k < agencies; k++) {
      if (capped[k] === true) continue;
      if ((shares[k] as number) > AGENCY_CAPACITY) {
        sizes[k] = AGENCY_CAPACITY;
        capped[k] = true;
        left -= AGENCY_CAPACITY;
        over = true;
      }
    }
    if (!over) {
      for (let k = 0; k < agencies; k++) if (capped[k] !== true) sizes[k] = shares[k] as number;
      return sizes;
    }
  }
}

/**
 * The plan of a linked mission of `count` agents whose streams derive from `base` (missionSeed):
 * its agencies, their names, sizes and chains, and where their cells are numbered.
 *
 * @example planLinks(100_000, missionSeed("paris", 1)).agencies.length === 95
 */
export function planLinks(count: number, base: number): LinkedPlan {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`A linked mission has at least one agent, not ${count}.`);
  const key = mix32(base ^ POSITION_KEY);
  const nameKey = mix32(base ^ NAME_KEY);
  const sizes = agencySizes(count, agencyCount(count));
  const agencies: AgencyPlan[] = [];
  let start = 0;
  let cells = 0;
  for (const [k, size] of sizes.entries()) {
    const shape = chainShape(size);
    const depth = shape.levels.length;
    const agencyCells = depth >= 2 ? (shape.levels[depth - 2] as number) : 0;
    agencies.push({
      nameIndex: permuteBelow(k, AGENCIES.length, nameKey),
      start,
      size,
      shape,
      firstCell: cells,
      cells: agencyCells,
    });
    start += size;
    cells += agencyCells;
  }
  return { count, key, agencies, cells };
}

/** The agent's position: where it stands in the agencies' runs. */
export function positionOf(plan: LinkedPlan, index: number): number {
  return permuteBelow(index, plan.count, plan.key);
}

/** The agent at a position. */
export function indexAt(plan: LinkedPlan, position: number): number {
  return unpermuteBelow(position, plan.count, plan.key);
}

/** The agency holding a position, by bisection over the runs' starts. */
export function agencyAt(plan: LinkedPlan, position: number): number {
  return lastAgencyFrom(plan, (agency) => agency.start <= position);
}

/**
 * The last agency for which `reached` holds, by bisection: `reached` must hold for a first stretch of
 * the agencies and no further (their starts and first cells only grow), and holds for the first.
 */
function lastAgencyFrom(plan: LinkedPlan, reached: (agency: AgencyPlan) => boolean): number {
  const { agencies } = plan;
  let low = 0;
  let high = agencies.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (reached(agencies[middle] as AgencyPlan)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Where agent `index` stands: its agency, level, handler and cell.
 *
 * @example linksOf(plan, directorOf(plan, 0)).handler === -1
 */
export function linksOf(plan: LinkedPlan, index: number): AgentLinks {
  const position = positionOf(plan, index);
  const agency = agencyAt(plan, position);
  const { start, shape, firstCell } = plan.agencies[agency] as AgencyPlan;
  const rank = position - start;
  const level = levelOfRank(shape, rank);
  const at = rank - (shape.starts[level] as number);
  const depth = shape.levels.length;
  const handlerAt = level === 0 ? -1 : handlerOnLevel(shape, level, at);
  const handler = level === 0 ? -1 : indexAt(plan, start + (shape.starts[level - 1] as number) + handlerAt);
  // Cells are the last two levels: a handler of field agents leads one, and each field agent is in its handler's.
  const leadsCell = depth >= 2 && level === depth - 2;
  const cell = leadsCell ? firstCell + at : depth >= 2 && level === depth - 1 ? firstCell + handlerAt : -1;
  return { agency, level, handler, cell, leadsCell };
}

/**
 * The indices of the agents `index` runs directly, in their level's order; empty for a field agent.
 *
 * @example handledBy(plan, directorOf(plan, 0)).length >= 1
 */
export function handledBy(plan: LinkedPlan, index: number): number[] {
  const position = positionOf(plan, index);
  const { start, shape } = plan.agencies[agencyAt(plan, position)] as AgencyPlan;
  const rank = position - start;
  const level = levelOfRank(shape, rank);
  const [first, end] = handledOnLevel(shape, level, rank - (shape.starts[level] as number));
  const next = start + (shape.starts[level + 1] ?? 0);
  const handled: number[] = [];
  for (let at = first; at < end; at++) handled.push(indexAt(plan, next + at));
  return handled;
}

/** The index of agency `agency`'s director. */
export function directorOf(plan: LinkedPlan, agency: number): number {
  return indexAt(plan, (plan.agencies[agency] as AgencyPlan).start);
}

/**
 * The agency a cell belongs to: the last whose cells start at or before it (an agency without cells
 * shares its first cell's number with the next one, and is passed by).
 */
export function agencyOfCell(plan: LinkedPlan, cell: number): number {
  return lastAgencyFrom(plan, (agency) => agency.firstCell <= cell);
}

/** The index of the agent who leads cell `cell`. */
export function cellLeaderOf(plan: LinkedPlan, cell: number): number {
  const agency = plan.agencies[agencyOfCell(plan, cell)] as AgencyPlan;
  const depth = agency.shape.levels.length;
  return indexAt(plan, agency.start + (agency.shape.starts[depth - 2] as number) + (cell - agency.firstCell));
}
