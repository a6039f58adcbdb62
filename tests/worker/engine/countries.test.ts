// Country names from the platform's CLDR data, and the way back from a name (or a common alias)
// to the ISO code. Expected names are CLDR's English names; the refused codes are ISO 3166-1's
// user-assigned and reserved ones.
import { describe, expect, it } from 'vitest';
import { countryCodeFromName, countryName } from '../../../src/worker/engine/countries.ts';

describe('countryName', () => {
  it.each([
    ['JP', 'Japan'],
    ['jp', 'Japan'],
    ['GB', 'United Kingdom'],
    ['CI', 'Côte d’Ivoire'],
    // Kosovo: not in ISO 3166-1, but GeoNames and CLDR use XK.
    ['XK', 'Kosovo'],
    // Q and X codes outside the user-assigned ranges QM–QZ and XA–XZ.
    ['QA', 'Qatar'],
  ])('names %s %s', (code, name) => {
    expect(countryName(code)).toBe(name);
  });

  it.each([
    ['a user-assigned code', 'AA'],
    ['the first of the Q range', 'QM'],
    ['the last of the Q range', 'QZ'],
    ['the first of the X range', 'XA'],
    ['an X code after XK', 'XL'],
    ['the last of the X range', 'XZ'],
    ['the unknown region', 'ZZ'],
    ['the European Union', 'EU'],
    ['the United Nations', 'UN'],
    ['a withdrawn code (Soviet Union)', 'SU'],
    ['a withdrawn code (Yugoslavia)', 'YU'],
    ['an exceptionally reserved code (Ascension Island)', 'AC'],
    ['a code that is not two letters', 'GBR'],
    ['a code no country was given', 'ZY'],
    ['a single letter', 'G'],
    ['digits', '12'],
    ['nothing', ''],
  ])('refuses %s: %s', (_, code) => {
    expect(countryName(code)).toBe('');
  });

  it('answers the same the second time (from its cache)', () => {
    expect(countryName('FR')).toBe('France');
    expect(countryName('fr')).toBe('France');
    expect(countryName('ZZ')).toBe('');
    expect(countryName('ZZ')).toBe('');
  });
});

describe('countryCodeFromName', () => {
  it.each([
    ['United States', 'US'],
    ['united states', 'US'],
    ['Japan', 'JP'],
    ['  JAPAN ', 'JP'],
    ['Côte d’Ivoire', 'CI'],
    ['cote d ivoire', 'CI'],
    ['USA', 'US'],
    ['uk', 'GB'],
    ['Holland', 'NL'],
    // Codes with a Z, the last letter, in either place.
    ['Zambia', 'ZM'],
    ['New Zealand', 'NZ'],
  ])('reads %j as %s', (name, code) => {
    expect(countryCodeFromName(name)).toBe(code);
  });

  it.each(['', '   ', 'Atlantis', 'European Union', 'Soviet Union'])('names no country in %j', (name) => {
    expect(countryCodeFromName(name)).toBeNull();
  });
});
