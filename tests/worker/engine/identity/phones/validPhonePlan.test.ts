// The stem search of buildValidPhonePlan against a stand-in for libphonenumber whose rules are
// written here, so each expectation follows from those rules: what type and country a number
// is, and which endings are valid.
import type * as PhoneLib from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { buildValidPhonePlan } from '../../../../../src/worker/engine/identity/phones/validPhonePlan.ts';

interface Rules {
  /** The type libphonenumber would give the national number; undefined when it cannot parse it. */
  type?: (national: string) => string | undefined;
  /** The country it would file the number under. */
  country?: (national: string) => string;
  valid?: (national: string) => boolean;
}

/** A stand-in for the library: calling code 39, numbers formatted in groups of three. */
function fakeLibrary(rules: Rules): typeof PhoneLib {
  const national = (text: string) => text.replace(/^\+39/, '');
  const library = {
    isSupportedCountry: (code: string) => code === 'IT',
    getCountryCallingCode: () => '39',
    parsePhoneNumberFromString: (text: string) => {
      const digits = national(text);
      const type = (rules.type ?? (() => 'MOBILE'))(digits);
      if (type === undefined) return undefined;
      return {
        country: (rules.country ?? (() => 'IT'))(digits),
        getType: () => type,
        formatInternational: () => `+39 ${digits.replace(/(\d{3})(?=\d)/g, '$1 ')}`,
      };
    },
    isValidPhoneNumber: (text: string) => (rules.valid ?? (() => true))(national(text)),
  };
  return library as unknown as typeof PhoneLib;
}

const italy = { city: '', admin1: '', country: 'Italy', countryCode: 'IT' };
const EXAMPLE = '312345678';
const plan = (rules: Rules, example = EXAMPLE) =>
  buildValidPhonePlan(fakeLibrary(rules), { IT: example }, italy);

describe('buildValidPhonePlan', () => {
  it('finds 24 stems of mobiles shaped like the example, then the example’s own, each with all 1,000 endings', () => {
    const found = plan({});
    expect(found?.freeDigits).toBe(3);
    expect(found?.stems).toHaveLength(25);
    expect(found?.stems.map((stem) => stem.head)).toContain('+39 312 345 ');
    for (const stem of found?.stems ?? []) {
      // Nine digits in groups of three: the last group is the free one.
      expect(stem.head).toMatch(/^\+39 3\d\d \d{3} $/);
      expect(stem.endings).toHaveLength(1_000);
      expect(stem.endings[0]).toBe('000');
      expect(stem.endings[999]).toBe('999');
    }
    expect(new Set(found?.stems.map((stem) => stem.head)).size).toBe(25);
  });

  it('frees three digits of examples of seven or more, two of five or six, one of fewer', () => {
    expect(plan({}, '3123456')?.freeDigits).toBe(3);
    expect(plan({}, '312345')?.freeDigits).toBe(2);
    expect(plan({}, '31234')?.freeDigits).toBe(2);
    expect(plan({}, '3123')?.freeDigits).toBe(1);
  });

  it('keeps only numbers of an everyday type', () => {
    expect(plan({ type: () => 'VOIP' })).toBeNull();
    expect(plan({ type: () => undefined })).toBeNull();
    expect(plan({ type: () => 'FIXED_LINE_OR_MOBILE' })?.stems).toHaveLength(25);
  });

  it('keeps only stems whose every ending is valid', () => {
    // The probes put every digit in every free position, so a stem with one bad ending fails.
    expect(plan({ valid: (digits) => !digits.endsWith('9') })).toBeNull();
    const some = plan({ valid: (digits) => digits[1] !== '1' || !digits.endsWith('5') });
    expect(some?.stems.every((stem) => stem.head[5] !== '1')).toBe(true);
  });

  it('prefers numbers of the country itself, and takes its calling code’s others only when there are none', () => {
    // Numbers whose second digit is odd are filed under San Marino.
    const mixed = plan({ country: (digits) => (Number(digits[1]) % 2 === 0 ? 'IT' : 'SM') });
    expect(mixed?.stems.length).toBeGreaterThan(0);
    expect(mixed?.stems.every((stem) => Number(stem.head[5]) % 2 === 0)).toBe(true);
    // Every number is the Vatican's: the second search shares the calling code, and does not try
    // again a stem the first one tried (the example's own among them).
    const shared = plan({ country: () => 'VA' });
    expect(shared?.stems).toHaveLength(24);
    expect(shared?.stems.map((stem) => stem.head)).not.toContain('+39 312 345 ');
  });

  it('has no plan for a country the library does not support or has no example for', () => {
    expect(buildValidPhonePlan(fakeLibrary({}), {}, italy)).toBeNull();
    expect(
      buildValidPhonePlan(
        fakeLibrary({}),
        { FR: EXAMPLE },
        { ...italy, country: 'France', countryCode: 'FR' },
      ),
    ).toBeNull();
  });
});
