// Shares of households by size for a country, from the UN's grouped figures in
// data/householdSizes.ts: each group (1, 2–3, 4–5, 6+) split into single sizes so that the mean
// matches the country's average size. Cover households (households.ts) are drawn from them.
import {
  HOUSEHOLD_SIZE_FALLBACK,
  HOUSEHOLD_SIZES,
  type HouseholdSizeGroups,
  type HouseholdSizeRow,
} from '../../data/householdSizes.ts';

/** How many UN rows, nearest in average size, lend their groups to a row that has only an average. */
const NEIGHBOURS = 5;
/** Upper bound of the split's ratio: beyond it the open top group's mean runs away (8 + r / (1 − r)). */
const MAX_RATIO = 0.95;
/** Bisection steps: 50 halvings narrow the ratio to below 1e-15. */
const FIT_STEPS = 50;

/**
 * The row for a country (ISO alpha-2, any case, surrounding spaces ignored); the fallback for an unknown
 * or empty code.
 *
 * @example householdSizeRow('jp').mean === 2.33; householdSizeRow('ZZ') === HOUSEHOLD_SIZE_FALLBACK
 */
export function householdSizeRow(countryCode: string): HouseholdSizeRow {
  const code = countryCode.trim().toUpperCase();
  const row = Object.hasOwn(HOUSEHOLD_SIZES, code) ? HOUSEHOLD_SIZES[code] : undefined;
  return row ?? HOUSEHOLD_SIZE_FALLBACK;
}

/**
 * A row's groups as fractions summing to 1. A row with only an average takes the mean groups of the
 * NEIGHBOURS UN rows whose averages are nearest to it (ties by code), so that a country of 2.65 members
 * on average is split like the countries of about 2.65 the UN measured.
 *
 * @example householdSizeGroups(householdSizeRow('IS')) averages Réunion, Malta, New Zealand, Puerto Rico and Romania
 */
export function householdSizeGroups(row: HouseholdSizeRow): HouseholdSizeGroups {
  if (row.basis !== 'national-mean') return normalise(row);
  const nearest = Object.entries(HOUSEHOLD_SIZES)
    .flatMap(([code, other]) => (other.basis === 'un-shares' ? [{ code, other }] : []))
    .sort(
      (a, b) =>
        Math.abs(a.other.mean - row.mean) - Math.abs(b.other.mean - row.mean) || (a.code < b.code ? -1 : 1),
    )
    .slice(0, NEIGHBOURS)
    .map(({ other }) => normalise(other));
  const average = (pick: (groups: HouseholdSizeGroups) => number): number =>
    nearest.reduce((sum, groups) => sum + pick(groups), 0) / nearest.length;
  return {
    one: average((groups) => groups.one),
    twoThree: average((groups) => groups.twoThree),
    fourFive: average((groups) => groups.fourFive),
    sixPlus: average((groups) => groups.sixPlus),
  };
}

/**
 * Shares of households with 1, 2, …, 8 members (8 standing for 8 or more), summing to 1, for a country
 * (ISO alpha-2, any case; the fallback for an unknown or empty code). The UN gives groups, so:
 *
 * 1. The one-member share is the group's.
 * 2. Within 2–3 and within 4–5, the larger size has r times the share of the smaller; within 6+, the
 *    sizes 6, 7, 8, … fall off geometrically by the same r, so 6, 7 and 8-or-more take the group's share
 *    times (1 − r), r(1 − r) and r². Each group keeps its share exactly.
 * 3. r, between 0 and MAX_RATIO, is the one for which the households' mean, counting the open top at the
 *    geometric tail's mean 8 + r / (1 − r), equals the row's average size (found by bisection; the mean
 *    rises with r). For the UN rows it lies between about 0.27 (Australia) and 0.87 (Oman).
 *
 * One ratio for every group keeps the rule to one number fitted to one fact; it puts more households at
 * the smaller size of each pair, as censuses that count single sizes show where the average is small
 * (the United States: about 34 per cent of two members, 15 of three).
 *
 * @example householdSizeShares('US') ≈ [0.279, 0.343, 0.152, 0.130, 0.058, 0.021, 0.009, 0.008]
 */
export function householdSizeShares(countryCode: string): readonly number[] {
  const row = householdSizeRow(countryCode);
  const groups = householdSizeGroups(row);
  const r = fitRatio(groups, row.mean);
  const lower = 1 / (1 + r);
  const upper = r / (1 + r);
  return [
    groups.one,
    groups.twoThree * lower,
    groups.twoThree * upper,
    groups.fourFive * lower,
    groups.fourFive * upper,
    groups.sixPlus * (1 - r),
    groups.sixPlus * r * (1 - r),
    groups.sixPlus * r * r,
  ];
}

function normalise(groups: HouseholdSizeGroups): HouseholdSizeGroups {
  const total = groups.one + groups.twoThree + groups.fourFive + groups.sixPlus;
  return {
    one: groups.one / total,
    twoThree: groups.twoThree / total,
    fourFive: groups.fourFive / total,
    sixPlus: groups.sixPlus / total,
  };
}

function splitMean(groups: HouseholdSizeGroups, r: number): number {
  const upper = r / (1 + r);
  return (
    groups.one +
    groups.twoThree * (2 + upper) +
    groups.fourFive * (4 + upper) +
    groups.sixPlus * (6 + r / (1 - r))
  );
}

function fitRatio(groups: HouseholdSizeGroups, mean: number): number {
  let low = 0;
  let high = MAX_RATIO;
  if (splitMean(groups, low) >= mean) return low;
  if (splitMean(groups, high) <= mean) return high;
  for (let step = 0; step < FIT_STEPS; step += 1) {
    const middle = (low + high) / 2;
    if (splitMean(groups, middle) < mean) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
