// randomuser.me's `password` parameter: the rule read as its documentation writes it
// ("CHARSETS,MIN_LENGTH-MAX_LENGTH" or "CHARSETS,MAX_LENGTH", 8 to 64 characters by default, the sets
// special, upper, lower and number), and passwords drawn to it.
import { describe, expect, it } from 'vitest';
import { drawPassword, readPasswordRule, type PasswordRule } from '../../src/server/randomUser/password.ts';
import { readRandomUserQuery } from '../../src/server/randomUser/params.ts';

function rule(text: string): PasswordRule {
  const read = readPasswordRule(text);
  if (typeof read === 'string') throw new Error(`refused: ${read}`);
  return read;
}

// The sets as randomuser.me's documentation lists them, written here as character classes.
const UPPER = /^[A-Z]$/u;
const LOWER = /^[a-z]$/u;
const NUMBER = /^[0-9]$/u;
// ASCII's printable characters that are neither letters nor digits, the space among them.
const SPECIAL = /^[ -/:-@[-`{-~]$/u;

function charsOf(password: string): string[] {
  return Array.from(password);
}

describe('the password rule', () => {
  it('reads sets and a range, as randomuser.me documents', () => {
    expect(rule('upper,lower,1-16')).toEqual({ sets: ['upper', 'lower'], min: 1, max: 16 });
    expect(rule('special,upper,lower,number,8-15')).toEqual({
      sets: ['special', 'upper', 'lower', 'number'],
      min: 8,
      max: 15,
    });
  });

  it('reads a length alone as the longest, from 8 characters (or that length when shorter)', () => {
    expect(rule('special,32')).toEqual({ sets: ['special'], min: 8, max: 32 });
    expect(rule('number,4')).toEqual({ sets: ['number'], min: 4, max: 4 });
  });

  it('gives 8 to 64 characters when no length is named, and every set when none is', () => {
    expect(rule('special,upper,lower,number')).toMatchObject({ min: 8, max: 64 });
    expect(rule('16').sets).toEqual(['special', 'upper', 'lower', 'number']);
    expect(rule(' Upper , upper ,LOWER').sets).toEqual(['upper', 'lower']);
  });

  it('refuses what is neither a set nor a length, naming it', () => {
    expect(readPasswordRule('upper,emoji')).toContain('"emoji"');
    expect(readPasswordRule('upper,20-10')).toContain('"20-10"');
    expect(readPasswordRule('upper,0-5')).toContain('"0-5"');
    expect(readPasswordRule('upper,65')).toContain('"65"');
    expect(readPasswordRule('upper,8,16')).toContain('one length');
    expect(readPasswordRule(',,')).toContain('must name');
  });

  it('is a 400 naming password when the request’s rule is wrong, and undefined when none is asked', () => {
    expect(readRandomUserQuery(new URLSearchParams('password=upper,99'))).toMatchObject({
      parameter: 'password',
    });
    expect(readRandomUserQuery(new URLSearchParams('results=3'))).toMatchObject({ password: undefined });
    expect(readRandomUserQuery(new URLSearchParams('password=number,6'))).toMatchObject({
      password: { sets: ['number'], min: 6, max: 6 },
    });
  });
});

describe('a password drawn to the rule', () => {
  const labels = Array.from({ length: 300 }, (_, i) => `seed:${i}`);

  it('uses only the characters of a set asked alone', () => {
    const classes = { special: SPECIAL, upper: UPPER, lower: LOWER, number: NUMBER } as const;
    for (const [set, pattern] of Object.entries(classes)) {
      for (const label of labels.slice(0, 50)) {
        const password = drawPassword(rule(`${set},8-20`), label);
        for (const char of charsOf(password)) expect(char, `${set}: ${password}`).toMatch(pattern);
      }
    }
  });

  it('has a length in the range, and reaches each length of it', () => {
    const seen = new Set<number>();
    for (const label of labels) {
      const { length } = drawPassword(rule('lower,8-10'), label);
      expect(length).toBeGreaterThanOrEqual(8);
      expect(length).toBeLessThanOrEqual(10);
      seen.add(length);
    }
    expect([...seen].sort()).toEqual([10, 8, 9].sort());
  });

  it('holds one of each set asked, where the length allows', () => {
    for (const label of labels) {
      const chars = charsOf(drawPassword(rule('special,upper,lower,number,4'), label));
      expect(chars).toHaveLength(4);
      for (const pattern of [SPECIAL, UPPER, LOWER, NUMBER]) {
        expect(
          chars.filter((char) => pattern.test(char)),
          chars.join(''),
        ).toHaveLength(1);
      }
    }
    // Two characters cannot hold four sets: they are drawn from all of them.
    const short = drawPassword(rule('special,upper,lower,number,2'), 'seed:0');
    expect(short).toHaveLength(2);
  });

  it('puts the sets’ own characters anywhere, not always first', () => {
    // With "number,lower,8" and one digit guaranteed, a digit stands first in only some passwords.
    const firsts = labels.map((label) => drawPassword(rule('number,lower,8'), label)[0] ?? '');
    expect(firsts.some((char) => NUMBER.test(char))).toBe(true);
    expect(firsts.some((char) => LOWER.test(char))).toBe(true);
  });

  it('is the same for the same label, and differs between people', () => {
    const asked = rule('upper,lower,number,12');
    expect(drawPassword(asked, 'abc:7')).toBe(drawPassword(asked, 'abc:7'));
    const all = new Set(labels.map((label) => drawPassword(asked, label)));
    expect(all.size).toBe(labels.length);
  });

  it('draws each character of a set about as often as the others', () => {
    // 3,000 digits: each of ten is expected 300 times; 200 or 400 would be about six standard
    // deviations out, which a fair draw does not reach.
    const counts = new Map<string, number>();
    for (const label of labels) {
      for (const char of drawPassword(rule('number,10-10'), label))
        counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(10);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(200);
      expect(count).toBeLessThan(400);
    }
  });
});
