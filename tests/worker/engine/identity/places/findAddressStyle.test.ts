// Which address style a place gets: Switzerland writes addresses in the language of each canton,
// Quebec and Wallonia in French; countries without a style of their own borrow their region's.
import { describe, expect, it } from 'vitest';
import { findAddressStyle } from '../../../../../src/worker/engine/identity/places/findAddressStyle.ts';
import {
  ARABIC_STYLE_COUNTRIES,
  ENGLISH_STYLE_COUNTRIES,
  FRENCH_STYLE_COUNTRIES,
  PORTUGUESE_STYLE_COUNTRIES,
  SPANISH_STYLE_COUNTRIES,
} from '../../../../../src/worker/data/identity/places/regionalDefaults.ts';

const styleOf = async (country: string, admin1: string) => {
  const loader = findAddressStyle(country, admin1);
  return loader === null ? null : loader();
};

describe('findAddressStyle', () => {
  it('gives the French-speaking cantons one style, other than the German- and Italian-speaking ones', async () => {
    const geneva = await styleOf('CH', 'Geneva');
    for (const canton of ['Vaud', 'Neuchâtel', 'Jura', 'Valais']) {
      expect(await styleOf('CH', canton), canton).toBe(geneva);
    }
    const zurich = await styleOf('CH', 'Zurich');
    const ticino = await styleOf('CH', 'Ticino');
    expect(zurich).not.toBe(geneva);
    expect(ticino).not.toBe(geneva);
    expect(ticino).not.toBe(zurich);
    expect(await styleOf('CH', 'Bern')).toBe(zurich);
  });

  it('reads country codes in any case and region names in any case', async () => {
    expect(await styleOf('ch', 'GENEVA')).toBe(await styleOf('CH', 'Geneva'));
    expect(await styleOf('fr', '')).toBe(await styleOf('FR', 'Île-de-France'));
  });

  it.each([
    ['English', ENGLISH_STYLE_COUNTRIES],
    ['French', FRENCH_STYLE_COUNTRIES],
    ['Spanish', SPANISH_STYLE_COUNTRIES],
    ['Portuguese', PORTUGUESE_STYLE_COUNTRIES],
    ['Arabic', ARABIC_STYLE_COUNTRIES],
  ])('lends the %s regional style to every country of its list, the same style to each', async (_, codes) => {
    const styles = await Promise.all(codes.map((code) => styleOf(code, '')));
    expect(styles[0]).not.toBeNull();
    expect(new Set(styles).size).toBe(1);
  });

  it('gives the regional styles apart from one another', async () => {
    const firsts = [
      ENGLISH_STYLE_COUNTRIES,
      FRENCH_STYLE_COUNTRIES,
      SPANISH_STYLE_COUNTRIES,
      PORTUGUESE_STYLE_COUNTRIES,
      ARABIC_STYLE_COUNTRIES,
    ].map((codes) => styleOf(codes[0] as string, ''));
    expect(new Set(await Promise.all(firsts)).size).toBe(5);
  });

  it('has no style for a code no table knows', () => {
    expect(findAddressStyle('ZZ', '')).toBeNull();
  });
});
