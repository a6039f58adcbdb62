// The countries whose regulators publish drama ranges (NANP for the US and Canada, Ofcom, ACMA,
// the Bundesnetzagentur) get fiction numbers only: no valid-number plan, and each town keeps its
// own area codes in a many-place mission. Every other country shares one plan between towns.
import { describe, expect, it } from 'vitest';
import { isFictionPhone } from '../../../../../src/worker/engine/identity/phones/isFictionPhone.ts';
import {
  loadPhoneGenerator,
  loadValidPhonePlan,
  validPhoneCountries,
} from '../../../../../src/worker/engine/identity/phones/loadPhoneGenerator.ts';
import { createRandom } from '../../../../../src/worker/engine/random.ts';
import { sharedPhonePlace } from '../../../../../src/worker/engine/identity/phones/validPhonePlan.ts';

const VALID_PHONE_COUNTRIES = validPhoneCountries();

const DRAMA_RANGE_COUNTRIES = ['US', 'CA', 'GB', 'AU', 'DE'];
const town = (countryCode: string) => ({
  city: 'Springfield',
  admin1: 'Somewhere',
  country: '',
  countryCode,
});

describe('countries with drama ranges', () => {
  it.each(DRAMA_RANGE_COUNTRIES)('%s has no valid-number plan and keeps each town', async (code) => {
    expect(await loadValidPhonePlan(town(code))).toBeNull();
    expect(await loadValidPhonePlan(town(code.toLowerCase()))).toBeNull();
    expect(sharedPhonePlace(town(code))).toEqual(town(code));
    expect(sharedPhonePlace(town(code.toLowerCase()))).toEqual(town(code.toLowerCase()));
    expect(VALID_PHONE_COUNTRIES).not.toContain(code);
  });

  it('shares one plan between the towns of any other country', async () => {
    expect(sharedPhonePlace(town('IT'))).toEqual({ city: '', admin1: '', country: '', countryCode: 'IT' });
    expect(VALID_PHONE_COUNTRIES).toContain('IT');
    expect((await loadValidPhonePlan(town('IT')))?.stems.length).toBeGreaterThan(0);
  });
});

describe('isFictionPhone', () => {
  it('reads the whole number, not a fiction range inside a longer one', () => {
    // The digits of these end like a NANP or a Berlin drama number, behind another calling code.
    expect(isFictionPhone('+44 121 255 50123', 'US')).toBe(false);
    expect(isFictionPhone('+44 121 255 50123', 'CA')).toBe(false);
    expect(isFictionPhone('+1 49 3023125 000', 'DE')).toBe(false);
    expect(isFictionPhone('+1 212 555 0100 9', 'US')).toBe(false);
  });

  it('needs the international format, spaces before it allowed', () => {
    expect(isFictionPhone('  +44 20 7946 0123', 'GB')).toBe(true);
    expect(isFictionPhone('44 20 7946 0123', 'GB')).toBe(false);
    expect(isFictionPhone('+44 20 7946 0123', 'gb')).toBe(true);
  });
});

describe('loadPhoneGenerator', () => {
  it('gives a place in a country no numbering plan covers the UK drama range, which reaches no one', async () => {
    const phone = await loadPhoneGenerator(town('ZZ'));
    expect(phone(createRandom(1))).toMatch(/^\+44 7700 900\d{3}$/);
  });
});
