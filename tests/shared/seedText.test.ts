// The seed rules the page, the worker and the command line share.
import { describe, expect, it } from 'vitest';
import { isNumericSeed, normaliseSeedText, seedProblem } from '../../src/shared/seedText.ts';
import { seedNumber } from '../../src/worker/engine/seed.ts';

describe('seed text', () => {
  it('reads digits up to 2^32 − 1, leading zeros and all, as that number', () => {
    expect(isNumericSeed('0')).toBe(true);
    expect(isNumericSeed('4294967295')).toBe(true);
    expect(isNumericSeed('000000000004294967295')).toBe(true);
    expect(isNumericSeed('4294967296')).toBe(false);
    for (const text of ['-1', '1.5', '1e3', '0x10', ' 7', '７', ''])
      expect(isNumericSeed(text), text).toBe(false);
    expect(seedNumber('007')).toBe(7);
    expect(seedNumber('4294967295')).toBe(4294967295);
  });

  it('hashes any other text to a 32-bit number, the same every time, different from its neighbours', () => {
    const launch = seedNumber('launch-demo');
    expect(Number.isInteger(launch) && launch >= 0 && launch <= 4294967295).toBe(true);
    expect(seedNumber('launch-demo')).toBe(launch);
    expect(seedNumber('launch-demo2')).not.toBe(launch);
    // Past the 32-bit range a number is text: not wrapped round onto a small seed.
    expect(seedNumber('4294967296')).not.toBe(0);
  });

  it('trims, composes and writes numbers plainly', () => {
    expect(normaliseSeedText('  launch-demo\n')).toBe('launch-demo');
    expect(normaliseSeedText('cafe\u0301')).toBe('caf\u00e9');
    expect(normaliseSeedText('007')).toBe('7');
    expect(normaliseSeedText('0')).toBe('0');
    expect(normaliseSeedText('00')).toBe('0');
    expect(normaliseSeedText('99999999999')).toBe('99999999999');
  });

  it('refuses an empty seed, one over 100 code points and one with control characters, saying why', () => {
    expect(seedProblem('')).toMatch(/empty/);
    expect(seedProblem('🗼'.repeat(100))).toBeNull();
    expect(seedProblem('🗼'.repeat(101))).toMatch(/longer than 100/);
    expect(seedProblem('a\u0007b')).toMatch(/control character/);
    expect(seedProblem('東京 🗼 & co?')).toBeNull();
  });
});
