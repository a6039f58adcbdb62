// The household-size table against its source and its split rule: figures as the UN Database on Household
// Size and Composition 2019 prints them, shares that are a distribution, groups kept whole, means that match
// the UN's averages, and the facts the source is known for (Japan lives alone, Pakistan in large households).
import { describe, expect, it } from 'vitest';
import {
  HOUSEHOLD_SIZE_FALLBACK,
  HOUSEHOLD_SIZES,
  type HouseholdSizeGroups,
  type UnHouseholdSizeRow,
} from '../../../src/worker/data/householdSizes.ts';
import {
  householdSizeGroups,
  householdSizeRow,
  householdSizeShares,
} from '../../../src/worker/engine/linked/householdShares.ts';

/** The countries the app names people for. */
const NAMED_COUNTRIES = [
  'CN', 'IN', 'US', 'ID', 'PK', 'NG', 'BR', 'BD', 'RU', 'MX', 'JP', 'ET', 'PH', 'EG', 'VN', 'CD', 'TR', 'IR',
  'DE', 'TH', 'GB', 'FR', 'IT', 'TZ', 'ZA', 'MM', 'KE', 'KR', 'CO', 'ES', 'AR', 'PL', 'IS', 'NL', 'PT', 'UA',
]; // prettier-ignore

const UN_ROWS: [string, UnHouseholdSizeRow][] = Object.entries(HOUSEHOLD_SIZES).flatMap(([code, row]) =>
  row.basis === 'un-shares' ? [[code, row] as [string, UnHouseholdSizeRow]] : [],
);

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
}

function groupTotal(groups: HouseholdSizeGroups): number {
  return groups.one + groups.twoThree + groups.fourFive + groups.sixPlus;
}

/**
 * The mean household size of a split, counting the last share (8 or more) at the mean of a geometric tail
 * 8, 9, … whose ratio is the one from 6 to 7, as the split's rule says: 8 + r / (1 − r).
 */
function splitMean(shares: readonly number[]): number {
  const six = shares[5]!;
  const r = six > 0 ? shares[6]! / six : 0;
  const openTop = 8 + r / (1 - r);
  return sum(shares.slice(0, 7).map((share, index) => share * (index + 1))) + shares[7]! * openTop;
}

describe('HOUSEHOLD_SIZES', () => {
  it('has a row for every country the app names people for, from the UN but for Iceland', () => {
    for (const code of NAMED_COUNTRIES) {
      expect(HOUSEHOLD_SIZES[code]?.basis, code).toBe(code === 'IS' ? 'national-mean' : 'un-shares');
    }
  });

  it("holds the UN database's figures for a country's latest row with an average and all four groups", () => {
    // Rows of the 2019 database, as it prints them.
    expect(HOUSEHOLD_SIZES.JP).toEqual({
      basis: 'un-shares', year: 2015, source: 'DYB', mean: 2.33, one: 34.53, twoThree: 45.45, fourFive: 17.76, sixPlus: 2.25,
    }); // prettier-ignore
    expect(HOUSEHOLD_SIZES.PK).toEqual({
      basis: 'un-shares', year: 2013, source: 'DHS', mean: 6.8, one: 1.08, twoThree: 12.88, fourFive: 25.16, sixPlus: 60.88,
    }); // prettier-ignore
    expect(HOUSEHOLD_SIZES.IN).toEqual({
      basis: 'un-shares', year: 2015, source: 'DHS', mean: 4.57, one: 4.11, twoThree: 27.31, fourFive: 41.64, sixPlus: 26.94,
    }); // prettier-ignore
    // Germany has a census table and a Labour Force Survey row for 2011: the census wins.
    expect(HOUSEHOLD_SIZES.DE).toEqual({
      basis: 'un-shares', year: 2011, source: 'DYB', mean: 2.14, one: 37.27, twoThree: 48.09, fourFive: 13.21, sixPlus: 1.43,
    }); // prettier-ignore
    // The United States' latest is the 2015 sample, not the 2010 census table.
    expect(HOUSEHOLD_SIZES.US).toMatchObject({ year: 2015, source: 'IPUMS', mean: 2.49, one: 27.89 });
  });

  it("has groups that add up to 100 give or take the source's rounding, and plausible averages and years", () => {
    expect(UN_ROWS.length).toBeGreaterThan(150);
    for (const [code, row] of UN_ROWS) {
      expect(Math.abs(groupTotal(row) - 100), code).toBeLessThanOrEqual(0.02);
      expect(row.mean, code).toBeGreaterThan(1);
      expect(row.mean, code).toBeLessThan(10);
      expect(row.year, code).toBeGreaterThanOrEqual(1990);
      expect(row.year, code).toBeLessThanOrEqual(2019);
    }
  });

  it('keys rows by upper-case ISO alpha-2 codes', () => {
    for (const code of Object.keys(HOUSEHOLD_SIZES)) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("gives Iceland Statistics Iceland's 2021 census average, 2.65 persons per private household", () => {
    expect(HOUSEHOLD_SIZES.IS).toMatchObject({ basis: 'national-mean', year: 2021, mean: 2.65 });
  });
});

describe('HOUSEHOLD_SIZE_FALLBACK', () => {
  it("is the median of each column over the table's UN rows", () => {
    const rows = UN_ROWS.map(([, row]) => row);
    expect(HOUSEHOLD_SIZE_FALLBACK).toEqual({
      basis: 'un-median',
      year: median(rows.map((row) => row.year)),
      mean: median(rows.map((row) => row.mean)),
      one: median(rows.map((row) => row.one)),
      twoThree: median(rows.map((row) => row.twoThree)),
      fourFive: median(rows.map((row) => row.fourFive)),
      sixPlus: median(rows.map((row) => row.sixPlus)),
    });
  });
});

describe('householdSizeRow', () => {
  it('reads a code in any case, ignoring surrounding spaces', () => {
    expect(householdSizeRow('jp')).toBe(HOUSEHOLD_SIZES.JP);
    expect(householdSizeRow('Jp')).toBe(HOUSEHOLD_SIZES.JP);
    expect(householdSizeRow(' de ')).toBe(HOUSEHOLD_SIZES.DE);
  });

  it('gives the fallback for an unknown, empty or malformed code', () => {
    for (const code of ['ZZ', '', 'USA', 'constructor', '__proto__', 'BT']) {
      expect(householdSizeRow(code), code).toBe(HOUSEHOLD_SIZE_FALLBACK);
    }
  });

  it('keeps the facts the source is known for: Pakistan above 6 members on average, Germany below 2.2', () => {
    expect(householdSizeRow('PK').mean).toBeGreaterThan(6);
    expect(householdSizeRow('DE').mean).toBeLessThan(2.2);
  });
});

describe('householdSizeGroups', () => {
  it('splits Iceland like the five UN countries nearest its average: Réunion 2.64 and four of 2.67', () => {
    const neighbours = ['RE', 'MT', 'NZ', 'PR', 'RO'].map(
      (code) => HOUSEHOLD_SIZES[code] as UnHouseholdSizeRow,
    );
    const average = (pick: (row: UnHouseholdSizeRow) => number): number =>
      sum(neighbours.map((row) => pick(row) / groupTotal(row))) / neighbours.length;
    const groups = householdSizeGroups(HOUSEHOLD_SIZES.IS!);
    expect(groups.one).toBeCloseTo(
      average((row) => row.one),
      12,
    );
    expect(groups.twoThree).toBeCloseTo(
      average((row) => row.twoThree),
      12,
    );
    expect(groups.fourFive).toBeCloseTo(
      average((row) => row.fourFive),
      12,
    );
    expect(groups.sixPlus).toBeCloseTo(
      average((row) => row.sixPlus),
      12,
    );
  });
});

describe('householdSizeShares', () => {
  const everyCode = [...Object.keys(HOUSEHOLD_SIZES), 'ZZ'];

  it('gives eight shares, none negative, summing to 1, for every row and the fallback', () => {
    for (const code of everyCode) {
      const shares = householdSizeShares(code);
      expect(shares, code).toHaveLength(8);
      for (const share of shares) expect(share, code).toBeGreaterThanOrEqual(0);
      expect(Math.abs(sum(shares) - 1), code).toBeLessThan(1e-9);
    }
  });

  it("keeps each UN group's share, normalised, whole", () => {
    for (const [code, row] of [...UN_ROWS, ['ZZ', HOUSEHOLD_SIZE_FALLBACK] as const]) {
      const shares = householdSizeShares(code);
      const total = groupTotal(row);
      expect(shares[0], code).toBeCloseTo(row.one / total, 12);
      expect(shares[1]! + shares[2]!, code).toBeCloseTo(row.twoThree / total, 12);
      expect(shares[3]! + shares[4]!, code).toBeCloseTo(row.fourFive / total, 12);
      expect(shares[5]! + shares[6]! + shares[7]!, code).toBeCloseTo(row.sixPlus / total, 12);
    }
  });

  it("gives households whose mean size is the row's average", () => {
    for (const code of everyCode) {
      // The split is fitted to the average, so far closer than the 0.15 a grouped source would allow.
      expect(Math.abs(splitMean(householdSizeShares(code)) - householdSizeRow(code).mean), code).toBeLessThan(
        0.01,
      );
    }
  });

  it('uses one ratio, below 1, from each smaller size of a group to the next', () => {
    for (const code of everyCode) {
      const shares = householdSizeShares(code);
      const r = shares[2]! / shares[1]!;
      expect(r, code).toBeGreaterThan(0);
      expect(r, code).toBeLessThan(1);
      expect(shares[4]! / shares[3]!, code).toBeCloseTo(r, 12);
      expect(shares[6]! / shares[5]!, code).toBeCloseTo(r, 12);
    }
  });

  it("matches the United States' counted single sizes: about 34.5 per cent of households of two", () => {
    // The Census Bureau's Current Population Survey counts each size (34.59 per cent of two in 2024, about
    // the same through the 2010s): an outside check of the split within a group.
    expect(householdSizeShares('US')[1]).toBeGreaterThan(0.325);
    expect(householdSizeShares('US')[1]).toBeLessThan(0.365);
  });

  it('has far more people living alone in Japan than in India or Pakistan', () => {
    const alone = (code: string): number => householdSizeShares(code)[0]!;
    expect(alone('JP')).toBeGreaterThan(5 * alone('IN'));
    expect(alone('JP')).toBeGreaterThan(20 * alone('PK'));
  });

  it('leaves a large open top for Pakistan and next to none for Germany', () => {
    // Pakistan: 60.88 per cent of households of 6 or more and an average of 6.8 need a 6+ group averaging
    // about 8.8 members; Germany has 1.43 per cent of 6 or more.
    expect(householdSizeShares('PK')[7]).toBeGreaterThan(0.25);
    expect(householdSizeShares('DE')[7]).toBeLessThan(0.01);
  });

  it('reads a code in any case and gives the fallback for an unknown one', () => {
    expect(householdSizeShares('jp')).toEqual(householdSizeShares('JP'));
    expect(householdSizeShares('')).toEqual(householdSizeShares('ZZ'));
    expect(householdSizeShares('ZZ')[0]).toBeCloseTo(
      HOUSEHOLD_SIZE_FALLBACK.one / groupTotal(HOUSEHOLD_SIZE_FALLBACK),
      12,
    );
  });
});
