// Version 3's districts and postcodes: codes from exact entries, ranges and patterns; a district's
// own codes; and an address that names no district where the city's are not known.
import { describe, expect, it } from 'vitest';
import type { CityAddressData } from '../../../../../src/worker/data/identity/places/cities/cityAddressData.ts';
import { createAddressDrawers } from '../../../../../src/worker/engine/identity/places/buildAddress.ts';
import {
  cityLocalities,
  type Locality,
  codeSource,
} from '../../../../../src/worker/engine/identity/places/cityLocalities.ts';
import { createRandom } from '../../../../../src/worker/engine/random.ts';

describe('codeSource', () => {
  it('draws a range of same-length codes inclusively, zeros kept', () => {
    const source = codeSource('08001-08042');
    expect(source.count).toBe(42);
    const random = createRandom(3);
    for (let i = 0; i < 500; i++) {
      const code = source.draw(random);
      expect(code).toMatch(/^080[0-4]\d$/);
      expect(Number(code)).toBeGreaterThanOrEqual(8001);
      expect(Number(code)).toBeLessThanOrEqual(8042);
    }
  });

  it('takes a code whose parts differ in length ("00-950", "100-0001") as one exact code', () => {
    expect(codeSource('00-950')).toMatchObject({ count: 1 });
    expect(codeSource('00-950').draw(createRandom(1))).toBe('00-950');
    expect(codeSource('100-0001').draw(createRandom(1))).toBe('100-0001');
  });

  it('fills a pattern: # a digit, @ a letter of the alphabet given', () => {
    const source = codeSource('SW1A #@@', 'ABD');
    expect(source.count).toBe(10 * 3 * 3);
    const random = createRandom(9);
    for (let i = 0; i < 200; i++) expect(source.draw(random)).toMatch(/^SW1A \d[ABD][ABD]$/);
    expect(codeSource('02-5##').count).toBe(100);
  });
});

const CITY: CityAddressData = {
  country: 'XX',
  names: ['testville'],
  districts: [
    { name: 'Old Town', postcodes: ['10001-10009'], population: 1 },
    { name: 'Harbour', population: 3 },
  ],
  postcodes: ['19000'],
  sources: [],
};

describe('cityLocalities', () => {
  it("gives a district its own codes, else the city's, in proportion to residents", () => {
    const draw = cityLocalities(CITY, null)!;
    const random = createRandom(4);
    const into: Locality = { district: '', postcode: '', streets: null, postalCity: '', numberMax: 0 };
    let harbour = 0;
    for (let i = 0; i < 4000; i++) {
      draw(random, into);
      const { district, postcode } = into;
      if (district === 'Old Town') expect(postcode).toMatch(/^1000[1-9]$/);
      else {
        expect(district).toBe('Harbour');
        expect(postcode).toBe('19000');
        harbour++;
      }
    }
    // Three in four expected (3,000); the standard deviation is about 27.
    expect(Math.abs(harbour - 3000)).toBeLessThan(160);
  });

  it('falls back to the rule given when the city lists no codes', () => {
    const draw = cityLocalities(
      { ...CITY, postcodes: undefined, districts: [{ name: 'Harbour' }] },
      () => '77777',
    )!;
    const into: Locality = { district: '', postcode: '', streets: null, postalCity: '', numberMax: 0 };
    draw(createRandom(1), into);
    expect(into).toEqual({
      district: 'Harbour',
      postcode: '77777',
      streets: null,
      postalCity: '',
      numberMax: 0,
    });
  });
});

describe('a version 3 address', () => {
  const style = {
    lines: ['{street} {number}', 'Col. {district}', '{postcode} {city}'],
    streetNames: ['Reforma'],
    districts: ['Somewhere Else'],
    postcode: { pattern: '#####', anyPrefix: ['06'] },
  };
  const place = { city: 'Testville', admin1: 'Test', country: 'Testland', countryCode: 'XX' };

  it("names no district, and none of the country's list, where the city's are not known", () => {
    const draw = createAddressDrawers(style, place, { localities: null }).parts;
    const { address, postcode } = draw(createRandom(2));
    expect(address).not.toMatch(/Col\.|Somewhere Else/);
    expect(address).toMatch(/^Reforma \d+, 06\d{3} Testville, Testland$/);
    expect(postcode).toMatch(/^06\d{3}$/);
  });

  it("names the city's own district, with a postcode of that district", () => {
    const draw = createAddressDrawers(style, place, { localities: cityLocalities(CITY, null) }).parts;
    const random = createRandom(6);
    for (let i = 0; i < 50; i++) {
      const { address, postcode } = draw(random);
      expect(address).toMatch(/Col\. (Old Town|Harbour),/);
      expect(address).toContain(`${postcode} Testville`);
      if (address.includes('Old Town')) expect(postcode).toMatch(/^1000[1-9]$/);
    }
  });
});
