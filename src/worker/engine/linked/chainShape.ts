// The shape of one agency's chain of command: how many people stand at each level, from the
// director (level 0) down to the agents in the field. Everyone below the director has exactly one
// handler on the level above, and each handler runs between MIN_SPAN and MAX_SPAN people, so an
// agency of n people is a tree whose levels are the only thing to decide. With the levels known,
// every relation is arithmetic on positions (see chain.ts): nothing about the tree is stored.

/** The fewest people a handler runs: fewer, and a layer of management would not be worth it. */
export const MIN_SPAN = 3;
/** The most people a handler runs: the upper end of the spans of control organisations report. */
export const MAX_SPAN = 12;
/** The shallowest full chain: a director, handlers, and their agents. */
export const MIN_DEPTH = 3;
/** The deepest chain an agency is given while it fits (see AGENCY_CAPACITY). */
export const MAX_DEPTH = 6;
/** The span a chain is shaped towards when several depths fit: a typical handler's. */
const TYPICAL_SPAN = 7;
/** The fewest people of a full three-level chain: 1 + 3 + 9. Fewer, and the director runs them all. */
export const FULL_CHAIN_MIN = 1 + MIN_SPAN + MIN_SPAN * MIN_SPAN;
/** The most people a chain MAX_DEPTH deep holds at MAX_SPAN each: 1 + 12 + … + 12^5 = 271,453. */
export const AGENCY_CAPACITY = (MAX_SPAN ** MAX_DEPTH - 1) / (MAX_SPAN - 1);

/** The people on each level of a chain, top down, and where each level starts in the agency's order. */
export interface ChainShape {
  /** People per level; levels[0] is 1 (the director). */
  readonly levels: readonly number[];
  /** The rank of each level's first person: ranks count the agency's people level by level. */
  readonly starts: readonly number[];
}

/** 1 + r + r² + … + r^(levels − 1): the people of a chain `levels` deep whose every span is r. */
function geometricTotal(span: number, levels: number): number {
  let total = 0;
  let level = 1;
  for (let k = 0; k < levels; k++) {
    total += level;
    level *= span;
  }
  return total;
}

/** The span r with 1 + r + … + r^(levels − 1) = people, by bisection (the total grows with r). */
function geometricSpan(people: number, levels: number): number {
  let low = 1;
  let high = people;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (geometricTotal(middle, levels) < people) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** How many levels the chain of `people` has: the depth within MIN_DEPTH…MAX_DEPTH whose even span is nearest TYPICAL_SPAN, or beyond MAX_DEPTH the shallowest that fits. */
function depthFor(people: number): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let depth = MIN_DEPTH; depth <= MAX_DEPTH; depth++) {
    if (people < geometricTotal(MIN_SPAN, depth) || people > geometricTotal(MAX_SPAN, depth)) continue;
    const distance = Math.abs(geometricSpan(people, depth) - TYPICAL_SPAN);
    if (distance < bestDistance) {
      best = depth;
      bestDistance = distance;
    }
  }
  if (best !== -1) return best;
  // More people than a six-level chain holds: deeper, rather than spans no one could manage.
  let depth = MAX_DEPTH + 1;
  while (geometricTotal(MAX_SPAN, depth) < people) depth++;
  return depth;
}

/**
 * The levels of an agency of `people`: one director; up to FULL_CHAIN_MIN − 1 people, the director
 * runs the rest; otherwise a chain whose every handler runs MIN_SPAN…MAX_SPAN people. Levels are
 * chosen top down, each as near the even span as the levels still to come allow: level k's size must
 * leave the rest a total that MIN_SPAN-wide and MAX_SPAN-wide levels below can hold exactly.
 *
 * @example chainShape(13).levels // [1, 3, 9]
 * @example chainShape(5).levels // [1, 4]
 */
export function chainShape(people: number): ChainShape {
  if (!Number.isInteger(people) || people < 1)
    throw new Error(`An agency has at least one person, not ${people}.`);
  if (people === 1) return withStarts([1]);
  if (people < FULL_CHAIN_MIN) return withStarts([1, people - 1]);
  const depth = depthFor(people);
  const span = geometricSpan(people, depth);
  const levels = [1];
  let left = people - 1;
  for (let k = 1; k < depth; k++) {
    const above = levels[k - 1] as number;
    const below = depth - 1 - k;
    let size: number;
    if (below === 0) size = left;
    else {
      // What this level's size leaves for the levels below must fit between their narrowest and widest.
      const low = Math.max(MIN_SPAN * above, Math.ceil(left / geometricTotal(MAX_SPAN, below + 1)));
      const high = Math.min(MAX_SPAN * above, Math.floor(left / geometricTotal(MIN_SPAN, below + 1)));
      if (low > high) throw new Error(`No chain of ${people} people ${depth} levels deep (level ${k}).`);
      size = Math.min(high, Math.max(low, Math.round(above * span)));
    }
    levels.push(size);
    left -= size;
  }
  return withStarts(levels);
}

function withStarts(levels: readonly number[]): ChainShape {
  const starts: number[] = [];
  let start = 0;
  for (const size of levels) {
    starts.push(start);
    start += size;
  }
  return { levels, starts };
}

/**
 * The level of the person of rank `rank` in the shape (ranks count people level by level).
 *
 * @example levelOfRank(chainShape(13), 0) === 0; levelOfRank(chainShape(13), 4) === 2
 */
export function levelOfRank(shape: ChainShape, rank: number): number {
  const { starts } = shape;
  let level = starts.length - 1;
  while ((starts[level] as number) > rank) level--;
  return level;
}

/**
 * The position on level `level − 1` of the handler of the person at position `at` on `level`: the
 * level's people are dealt out in order, each handler taking a run of floor or ceil of the two levels'
 * ratio, so every handler's span is one of those two numbers.
 *
 * @example handlerOnLevel(chainShape(13), 2, 8) === 2
 */
export function handlerOnLevel(shape: ChainShape, level: number, at: number): number {
  const above = shape.levels[level - 1] as number;
  const size = shape.levels[level] as number;
  return Math.floor((at * above) / size);
}

/**
 * The positions on level `level + 1` of the people the person at position `at` on `level` runs:
 * [first, end), empty on the last level. The inverse of handlerOnLevel.
 *
 * @example handledOnLevel(chainShape(13), 1, 2) // [6, 9]
 */
export function handledOnLevel(shape: ChainShape, level: number, at: number): readonly [number, number] {
  const below = shape.levels[level + 1];
  if (below === undefined) return [0, 0];
  const size = shape.levels[level] as number;
  return [Math.ceil((at * below) / size), Math.ceil(((at + 1) * below) / size)];
}
