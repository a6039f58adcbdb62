// The personal fields of version 2, from their definitions: ages within 18–80 and shaped like the
// profile's population, birth dates that give exactly that age on the reference date, and username
// numbers that never repeat within a mission.
import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, ageProfileOf } from '../../../../src/worker/data/ageStructure.ts';
import {
  ageAt,
  ageOn,
  ageTable,
  birthDateFor,
  daysFromCivil,
  formatDays,
  MAX_AGE,
  MIN_AGE,
  parseDate,
  username,
  usernameNumber,
} from '../../../../src/worker/engine/identity/person.ts';
import { createRandom } from '../../../../src/worker/engine/random.ts';

const REFERENCE = parseDate('2026-11-26');

describe('birthDateFor and ageOn', () => {
  it('spans exactly the year of birth dates that make someone that age on the reference date', () => {
    // 30 on 2026-11-26: born after 1995-11-26 (31 that day) and on or before 1996-11-26.
    expect(birthDateFor(REFERENCE, 30, 0)).toBe('1995-11-27');
    expect(birthDateFor(REFERENCE, 30, 1 - 2 ** -40)).toBe('1996-11-26');
    expect(ageOn('1995-11-27', REFERENCE)).toBe(30);
    expect(ageOn('1996-11-26', REFERENCE)).toBe(30);
    expect(ageOn('1995-11-26', REFERENCE)).toBe(31);
    expect(ageOn('1996-11-27', REFERENCE)).toBe(29);
  });

  it('counts a year with a 29 February as 366 days', () => {
    // From 1995-11-27 to 1996-11-26 inclusive, across 1996-02-29: 366 days, so the draw's last
    // day is reached only by a unit of at least 365/366.
    expect(birthDateFor(REFERENCE, 30, 365 / 366)).toBe('1996-11-26');
    expect(birthDateFor(REFERENCE, 30, 364.99 / 366)).toBe('1996-11-25');
    // Someone born on 29 February 2000 is 26 on 2026-11-26.
    expect(ageOn('2000-02-29', REFERENCE)).toBe(26);
  });

  it('always gives back the age it was drawn for, at every age and across the year', () => {
    const random = createRandom(5);
    for (let age = MIN_AGE; age <= MAX_AGE; age++) {
      for (let i = 0; i < 200; i++) {
        const birth = birthDateFor(REFERENCE, age, random.next());
        expect(birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(ageOn(birth, REFERENCE)).toBe(age);
      }
    }
  });
});

describe('ageAt', () => {
  /** The definition: the first position whose cumulative share exceeds the unit, by binary search. */
  function searched(table: Float64Array, unit: number): number {
    let low = 0;
    let high = table.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((table[mid] as number) > unit) high = mid;
      else low = mid + 1;
    }
    return MIN_AGE + low;
  }

  it('finds the age the binary search finds, on every boundary, with tables taken in turn', () => {
    const tables = ['FR', 'NG', 'JP', 'BR', 'US', 'IN', 'FR'].map(ageTable);
    const random = createRandom(5);
    for (const table of tables) {
      const units = [0, 1 - 2 ** -53, 0.5, 1 / 256, 255 / 256];
      for (const share of table) units.push(share, share - 2 ** -52, share + 2 ** -52);
      for (let i = 0; i < 2000; i++) units.push(random.next());
      for (const unit of units.filter((u) => u >= 0 && u < 1))
        if (ageAt(table, unit) !== searched(table, unit)) throw new Error(`${unit}`);
    }
  });
});

describe('birthDateFor', () => {
  it('gives the day of the day arithmetic, whatever reference dates come in turn', () => {
    const references = ['2026-11-26', '2024-02-29', '2000-03-01', '2026-11-26'].map(parseDate);
    const random = createRandom(11);
    for (let round = 0; round < 3; round++)
      for (const reference of references)
        for (let age = 10; age <= 90; age++)
          for (const unit of [0, 1 - 2 ** -53, random.next(), random.next(), random.next()]) {
            const latest = daysFromCivil(reference.year - age, reference.month, reference.day);
            const earliest = daysFromCivil(reference.year - age - 1, reference.month, reference.day) + 1;
            const expected = formatDays(earliest + Math.floor(unit * (latest - earliest + 1)));
            if (birthDateFor(reference, age, unit) !== expected) throw new Error(`${age} ${unit}`);
          }
  });
});

describe('daysFromCivil and formatDays', () => {
  it('agree with the JavaScript Date on every day from 1900 to 2100, and on days past a month’s end', () => {
    const DAY = 86_400_000;
    for (let days = Date.UTC(1900, 0, 1) / DAY; days <= Date.UTC(2100, 11, 31) / DAY; days++) {
      const date = new Date(days * DAY);
      if (formatDays(days) !== date.toISOString().slice(0, 10)) throw new Error(`day ${days}`);
      if (daysFromCivil(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) !== days)
        throw new Error(`date ${date.toISOString()}`);
    }
    // 29 February of a common year is 1 March, as Date.UTC has it.
    expect(daysFromCivil(1995, 2, 29)).toBe(Date.UTC(1995, 1, 29) / DAY);
    expect(formatDays(daysFromCivil(1995, 2, 29))).toBe('1995-03-01');
  });
});

describe('ageTable and ageAt', () => {
  it('covers 18 to 80 and nothing else', () => {
    const table = ageTable('FR');
    expect(table).toHaveLength(MAX_AGE - MIN_AGE + 1);
    expect(ageAt(table, 0)).toBe(18);
    expect(ageAt(table, 1 - 2 ** -40)).toBe(80);
    expect(table[table.length - 1]).toBe(1);
  });

  it('gives each year a fifth of its five-year group, normalised', () => {
    // World profile: ages 18–19 are in the 15–19 group (635), 20–24 (620), …, 80 in 80–84 (85).
    const groups = AGE_GROUPS.world;
    const weight = (age: number) => groups[Math.floor((age - 15) / 5)]! / 5;
    let total = 0;
    for (let age = 18; age <= 80; age++) total += weight(age);
    const table = ageTable('BR');
    expect(table[0]).toBeCloseTo(weight(18) / total, 12);
    expect(table[1]! - table[0]!).toBeCloseTo(weight(19) / total, 12);
    expect(table[62]! - table[61]!).toBeCloseTo(weight(80) / total, 12);
  });

  it('draws ages in the proportions of the table', () => {
    const table = ageTable('JP');
    const random = createRandom(11);
    const counts = new Array<number>(table.length).fill(0);
    const draws = 200_000;
    for (let i = 0; i < draws; i++) counts[ageAt(table, random.next()) - MIN_AGE]!++;
    for (let k = 0; k < table.length; k++) {
      const expected = (table[k]! - (k === 0 ? 0 : table[k - 1]!)) * draws;
      // Five standard deviations of a binomial count: fails by chance about once in 3 million.
      expect(Math.abs(counts[k]! - expected), `age ${k + MIN_AGE}`).toBeLessThan(5 * Math.sqrt(expected));
    }
  });

  it('makes a young country’s adults younger than the world’s, and an old one’s older', () => {
    const median = (code: string) => ageAt(ageTable(code), 0.5);
    expect(ageProfileOf('NG')).toBe('young');
    expect(ageProfileOf('IT')).toBe('old');
    expect(ageProfileOf('BR')).toBe('world');
    expect(ageProfileOf('')).toBe('world');
    expect(median('NG')).toBeLessThan(median('BR'));
    expect(median('BR')).toBeLessThan(median('IT'));
    // Adults' medians, from the groups: sub-Saharan Africa's in the early thirties, the EU's near 50.
    expect(median('NG')).toBeGreaterThanOrEqual(28);
    expect(median('NG')).toBeLessThanOrEqual(34);
    expect(median('IT')).toBeGreaterThanOrEqual(46);
    expect(median('IT')).toBeLessThanOrEqual(52);
  });
});

describe('usernameNumber', () => {
  it('gives the million agents of the largest mission a million different numbers below a million', () => {
    const seen = new Uint8Array(1_000_000);
    let outside = 0;
    let repeated = 0;
    for (let index = 0; index < 1_000_000; index++) {
      const number = usernameNumber(index, 0x2545f491);
      if (!(Number.isInteger(number) && number >= 0 && number < 1_000_000)) outside++;
      else if (seen[number] === 1) repeated++;
      else seen[number] = 1;
    }
    expect({ outside, repeated }).toEqual({ outside: 0, repeated: 0 });
  });

  it('depends on the mission, and does not count up with the index', () => {
    expect(usernameNumber(0, 1)).not.toBe(usernameNumber(0, 2));
    const steps = new Set(
      Array.from({ length: 20 }, (_, i) => usernameNumber(i + 1, 9) - usernameNumber(i, 9)),
    );
    expect(steps.size).toBeGreaterThan(10);
  });
});

describe('username', () => {
  it('writes the number as the template literal does, at every width and past the number space', () => {
    const numbers = [
      0, 7, 10, 99, 100, 999, 1000, 1001, 1010, 1100, 9999, 10_000, 100_001, 999_999, 1_000_000, 12_345_678,
    ];
    const random = createRandom(3);
    for (let i = 0; i < 2000; i++) numbers.push(random.int(1_000_000));
    for (const number of numbers) expect(username('yui_sato', number)).toBe(`yui_sato${number}`);
  });
});
