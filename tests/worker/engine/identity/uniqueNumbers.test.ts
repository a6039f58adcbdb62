// The numbers that make version 3's emails, usernames and phones unique: permutations, checked
// by counting, not by trusting the construction.
import { describe, expect, it } from 'vitest';
import {
  decimal,
  emailNumber,
  permuteBelow,
  unpermuteBelow,
} from '../../../../src/worker/engine/identity/uniqueNumbers.ts';

describe('permuteBelow', () => {
  it.each([1, 2, 3, 7, 100, 900, 1000, 4096, 9000, 65_537])('is a permutation of 0 … %i − 1', (size) => {
    for (const key of [0, 1, 0xdeadbeef, 123_456_789]) {
      const seen = new Uint8Array(size);
      let outside = 0;
      for (let value = 0; value < size; value++) {
        const image = permuteBelow(value, size, key);
        if (image < 0 || image >= size) outside++;
        else seen[image] = 1;
      }
      expect(outside).toBe(0);
      expect(seen.every((flag) => flag === 1)).toBe(true);
    }
  });

  it('orders a range differently for different keys', () => {
    const order = (key: number): number[] => Array.from({ length: 100 }, (_, i) => permuteBelow(i, 100, key));
    expect(order(1)).not.toEqual(order(2));
    // Not the identity either: the numbers look drawn, not counted.
    expect(order(1)).not.toEqual(Array.from({ length: 100 }, (_, i) => i));
  });
});

describe('unpermuteBelow', () => {
  it.each([1, 2, 3, 100, 4097, 65_537, 2 ** 31 - 1])('undoes permuteBelow on 0 … %i − 1', (size) => {
    for (const key of [0, 9, 0xdeadbeef, 123_456_789]) {
      const step = Math.max(1, Math.floor(size / 5000));
      const wrong: number[] = [];
      for (let value = 0; value < size; value += step)
        if (unpermuteBelow(permuteBelow(value, size, key), size, key) !== value) wrong.push(value);
      expect(wrong).toEqual([]);
    }
  });
});

describe('emailNumber', () => {
  it('gives 1,200,000 agents 1,200,000 different numbers, two digits for the first hundred', () => {
    const count = 1_200_000;
    const seen = new Uint8Array(10_000_000);
    let repeats = 0;
    let longFirst = 0;
    for (let index = 0; index < count; index++) {
      const number = emailNumber(index, 0x1234567);
      if (seen[number] === 1) repeats++;
      seen[number] = 1;
      if (index < 100 && number >= 100) longFirst++;
    }
    expect(repeats).toBe(0);
    expect(longFirst).toBe(0);
  });

  it('keeps each block of indices inside its own block of numbers', () => {
    for (const index of [100, 999, 1000, 54_321, 999_999, 1_000_000]) {
      const digits = String(index).length;
      expect(String(emailNumber(index, 99)).length).toBe(digits);
    }
  });

  it('writes the number as plain decimal digits', () => {
    for (const number of [0, 7, 10, 999, 1000, 1001, 40_710, 999_999, 1_000_000, 12_345_678])
      expect(decimal(number)).toBe(String(number));
  });
});
