// Address styles compiled for one place, with hand-written styles and a random source that picks
// by index: each expected address follows from the style's lines and the slots' rules
// (addressStyle.ts), including the tidying of what an empty slot leaves behind.
import { describe, expect, it } from 'vitest';
import type { AddressStyle } from '../../../../../src/worker/engine/identity/places/addressStyle.ts';
import {
  createAddressGenerator,
  createAddressParts,
} from '../../../../../src/worker/engine/identity/places/buildAddress.ts';
import { pickingRandom as picking } from '../../pickingRandom.ts';

const leeds = { city: 'Leeds', admin1: 'England', country: 'United Kingdom', countryCode: 'GB' };

describe('createAddressParts', () => {
  it('fills number, street, postcode, city and region code, and ends with the country', () => {
    const style: AddressStyle = {
      lines: ['{number} {street}', '{postcode} {city}', '{regionCode}'],
      streetPatterns: ['{n} Street', 'Rue {n}'],
      streetNames: ['Oak', 'Lilas'],
      numberMax: 3,
      postcode: { pattern: 'LS#' },
      regionCodes: { england: 'ENG' },
    };
    // The postcode is drawn first; then the number (1–3) and the street (patterns × names).
    const random = picking([4, 2, 3]);
    expect(createAddressParts(style, leeds)(random)).toEqual({
      address: '3 Rue Lilas, LS4 Leeds, ENG, United Kingdom',
      street: '3 Rue Lilas',
      postcode: 'LS4',
    });
    expect(random.sizes).toEqual([10, 3, 4]);
  });

  it('gives house numbers from 1 to 200 unless the style says otherwise, with suffixes drawn after', () => {
    const plain = picking([199]);
    expect(createAddressGenerator({ lines: ['{number}'] }, leeds)(plain)).toBe('200, United Kingdom');
    expect(plain.sizes).toEqual([200]);
    const suffixed = picking([0, 1]);
    const style: AddressStyle = { lines: ['{number}'], numberSuffixes: ['', 'a'] };
    expect(createAddressGenerator(style, leeds)(suffixed)).toBe('1a, United Kingdom');
    expect(createAddressGenerator({ lines: ['{number}'], numberSuffixes: [] }, leeds)(picking([0]))).toBe(
      '1, United Kingdom',
    );
  });

  it('draws {#N} from 1 to N, and districts from the style', () => {
    const random = picking([0, 11]);
    const style: AddressStyle = { lines: ['{district} {#12}-chōme'], districts: ['Ginza', 'Shibuya'] };
    expect(createAddressGenerator(style, leeds)(random)).toBe('Ginza 12-chōme, United Kingdom');
    expect(random.sizes).toEqual([2, 12]);
  });

  it('uses the street names as they are when the style has no patterns', () => {
    const style: AddressStyle = { lines: ['{street}'], streetNames: ['High Street', 'Briggate'] };
    expect(createAddressGenerator(style, leeds)(picking([1]))).toBe('Briggate, United Kingdom');
  });

  it('leaves out a region named like its city, in any case, and tidies what empty slots leave', () => {
    const style: AddressStyle = { lines: ['{street} , , {postcode}', '  {city}  {regionCode}', '{region}'] };
    const tokyo = { city: 'Tokyo', admin1: 'TOKYO', country: 'Japan', countryCode: 'JP' };
    // No street names, no postcode rule, no region code, and the region is the city: only the
    // city and the country remain, without stray commas or spaces.
    const noStreets = { ...style, streetNames: ['Chuo Dori'] };
    expect(createAddressParts(noStreets, tokyo)(picking([0]))).toEqual({
      address: 'Chuo Dori, Tokyo, Japan',
      street: 'Chuo Dori',
      postcode: '',
    });
    expect(createAddressGenerator({ lines: ['{city}', '{region}'] }, leeds)(picking([]))).toBe(
      'Leeds, England, United Kingdom',
    );
  });

  it('keeps apart the street line: the first with a street, else the first with a house or block number', () => {
    const tokyo = { city: 'Tokyo', admin1: 'Tokyo', country: 'Japan', countryCode: 'JP' };
    // Japan writes the postcode and city first, then the district and block numbers.
    const japanese: AddressStyle = {
      lines: ['〒{postcode} {city}', '{district} {#5}-chōme {#30}-{#20}'],
      districts: ['Honchō'],
      postcode: { pattern: '###-####' },
    };
    const parts = createAddressParts(japanese, tokyo)(picking([0]));
    expect(parts.street).toBe('Honchō 1-chōme 1-1');
    expect(parts.address).toBe(`〒${parts.postcode} Tokyo, Honchō 1-chōme 1-1, Japan`);
    // No street at all: the numbered line; a street beats an earlier numbered line.
    const plots: AddressStyle = { lines: ['{city}', 'Plot {#400}', 'Block {number}'] };
    expect(createAddressParts(plots, tokyo)(picking([4, 6])).street).toBe('Plot 5');
    const both: AddressStyle = { lines: ['No. {number}', '{street}'], streetNames: ['Chuo Dori'] };
    expect(createAddressParts(both, tokyo)(picking([0, 0])).street).toBe('Chuo Dori');
    // Neither: the first line.
    expect(createAddressParts({ lines: ['{city}'] }, tokyo)(picking([])).street).toBe('Tokyo');
  });

  it('tidies runs of spaces and commas wherever they stand', () => {
    const style: AddressStyle = {
      lines: [' , , {street}  , ,  , {city}  Centre ,,, '],
      streetNames: ['Briggate'],
    };
    expect(createAddressGenerator(style, leeds)(picking([0]))).toBe('Briggate, Leeds Centre, United Kingdom');
  });

  it('leaves out a line that ends up empty', () => {
    const style: AddressStyle = { lines: ['{regionCode}', '{city}'] };
    expect(createAddressGenerator(style, leeds)(picking([]))).toBe('Leeds, United Kingdom');
  });

  it('refuses a style with a slot it does not know', () => {
    expect(() => createAddressGenerator({ lines: ['{floor}'] }, leeds)).toThrow(
      'Unknown address slot {floor}',
    );
    expect(() => createAddressGenerator({ lines: ['{#12a}'] }, leeds)).toThrow('Unknown address slot {#12a}');
    expect(() => createAddressGenerator({ lines: ['{x#12}'] }, leeds)).toThrow('Unknown address slot {x#12}');
  });
});
