// libphonenumber's metadata cut by calling code answers as the whole metadata does: for every
// country it knows, its example mobile and numbers a digit away from it get the same validity,
// country, type and formatting from the slice as from libphonenumber's own `max` entry.
import * as full from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { callingCodesWithCountries, sliceMetadata, type MetadataSource } from '../../scripts/build-phones.ts';
import { loadPhoneMetadata, phoneCountries } from '../../src/worker/engine/identity/phones/phoneMetadata.ts';

describe('a calling code of the metadata', () => {
  const source: MetadataSource = {
    version: 4,
    country_calling_codes: { '7': ['RU', 'KZ'], '33': ['FR'], '800': [] },
    countries: { RU: ['7', 'ru'], KZ: ['7', 'kz'], FR: ['33', 'fr'] },
    nonGeographic: { '800': ['800', 'toll-free'] },
  };

  it('keeps every country of the code, and nothing of any other', () => {
    expect(sliceMetadata(source, '7')).toEqual({
      version: 4,
      country_calling_codes: { '7': ['RU', 'KZ'] },
      countries: { RU: ['7', 'ru'], KZ: ['7', 'kz'] },
      nonGeographic: {},
    });
  });

  it('leaves out the codes with no country (no place has them)', () => {
    expect(callingCodesWithCountries(source)).toEqual(['7', '33']);
  });
});

describe('the generated slices', () => {
  it('know every country the whole metadata knows, under its calling code', async () => {
    const countries = phoneCountries();
    expect([...countries].sort()).toEqual([...full.getCountries()].sort());
    expect(countries.length).toBeGreaterThan(240);
  });

  it('answer as the whole metadata does, country by country', async () => {
    let compared = 0;
    for (const country of full.getCountries()) {
      const phones = await loadPhoneMetadata(country);
      expect(phones, country).not.toBeNull();
      if (phones === null) continue;
      const { lib } = phones;
      expect(lib.isSupportedCountry(country), country).toBe(true);
      expect(lib.getCountryCallingCode(country), country).toBe(full.getCountryCallingCode(country));
      const example = examples[country as CountryCode];
      if (example === undefined) continue;
      const calling = full.getCountryCallingCode(country);
      const numbers = [
        example,
        example.slice(0, -1),
        `${example}5`,
        ...Array.from({ length: 10 }, (_, digit) => `${example.slice(0, -1)}${digit}`),
        ...Array.from({ length: 10 }, (_, digit) => `${digit}${example.slice(1)}`),
      ].map((national) => `+${calling}${national}`);
      for (const text of numbers) {
        const expected = full.parsePhoneNumberFromString(text);
        const actual = lib.parsePhoneNumberFromString(text);
        expect(actual?.country, text).toBe(expected?.country);
        expect(actual?.getType(), text).toBe(expected?.getType());
        expect(actual?.formatInternational(), text).toBe(expected?.formatInternational());
        expect(lib.isValidPhoneNumber(text, country), text).toBe(full.isValidPhoneNumber(text, country));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(240 * 20);
  });

  it('say so for a country libphonenumber does not know', async () => {
    expect(await loadPhoneMetadata('ZZ')).toBeNull();
  });
});
