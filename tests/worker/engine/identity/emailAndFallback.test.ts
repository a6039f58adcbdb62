// The small identity pieces every agent passes through: the email's slug and address, and the
// fallback address and phone for places no table covers. Each case states its expected text
// from the rule, with a scripted random source so the drawn values are known.
import { describe, expect, it } from 'vitest';
import type { Random } from '../../../../src/worker/engine/random.ts';
import { makeEmail } from '../../../../src/worker/engine/identity/emailAddress.ts';
import { toEmailSlug } from '../../../../src/worker/engine/identity/emailSlug.ts';
import {
  createFallbackAddressGenerator,
  createFallbackPhoneGenerator,
} from '../../../../src/worker/engine/identity/fallbackIdentity.ts';

/** A random source that answers `next` and `int` from scripts, and picks the first item. */
function scripted(nexts: number[], ints: number[]): Random & { intBounds: number[] } {
  const intBounds: number[] = [];
  return {
    intBounds,
    next: () => nexts.shift() ?? 0,
    int: (n: number) => {
      intBounds.push(n);
      return ints.shift() ?? 0;
    },
    pick: <T>(items: readonly T[]): T => items[0] as T,
  };
}

describe('toEmailSlug', () => {
  it.each([
    ["Zoë O'Brien", '.', 'zoe.obrien'],
    ['  Jean-Luc   Picard ', '-', 'jean-luc-picard'],
    ['Bureau of Quiet Affairs', '-', 'bureau-of-quiet-affairs'],
    ['Москва', '.', ''],
    ['', '.', ''],
  ])('%j with %j is %j', (text, separator, slug) => {
    expect(toEmailSlug(text, separator)).toBe(slug);
  });
});

describe('makeEmail', () => {
  const name = { fullName: 'Anna Novak', emailLocal: 'anna.novak' } as Parameters<typeof makeEmail>[1];

  it('adds a number below 100 to three addresses in ten, at the agency’s .example domain', () => {
    const random = scripted([0.29], [42]);
    // AGENCIES[0] is "Bureau of Quiet Affairs".
    expect(makeEmail(random, name, 0)).toBe('anna.novak42@bureau-of-quiet-affairs.example');
    expect(random.intBounds).toEqual([100]);
  });

  it('adds no number from 0.3 up', () => {
    const random = scripted([0.3], [42]);
    expect(makeEmail(random, name, 1)).toBe('anna.novak@directorate-nine.example');
    expect(random.intBounds).toEqual([]);
  });

  it('falls back to a reserved domain for an agency it does not know', () => {
    expect(makeEmail(scripted([0.9], []), name, 10_000)).toBe('anna.novak@directory.example');
  });
});

describe('the fallback identity', () => {
  const place = { city: 'Lyon', admin1: 'Auvergne-Rhône-Alpes', country: 'France', countryCode: 'FR' };

  it('writes a number from 1 to 240, a street and its type, then city, region and country', () => {
    const address = createFallbackAddressGenerator(place);
    const first = scripted([], [0]);
    expect(address(first)).toBe('1 Harbour Street, Lyon, Auvergne-Rhône-Alpes, France');
    expect(first.intBounds).toEqual([240]);
    expect(address(scripted([], [239]))).toBe('240 Harbour Street, Lyon, Auvergne-Rhône-Alpes, France');
  });

  it('leaves out a region named like its city, whatever the case, and an empty one', () => {
    const tokyo = { city: 'Tokyo', admin1: 'TOKYO', country: 'Japan', countryCode: 'JP' };
    expect(createFallbackAddressGenerator(tokyo)(scripted([], [9]))).toBe('10 Harbour Street, Tokyo, Japan');
    const noRegion = { ...place, admin1: '' };
    expect(createFallbackAddressGenerator(noRegion)(scripted([], [0]))).toBe(
      '1 Harbour Street, Lyon, France',
    );
  });

  it('gives a UK drama number, 07700 900000 to 900999, padded to three digits', () => {
    const phone = createFallbackPhoneGenerator();
    const random = scripted([], [5]);
    expect(phone(random)).toBe('+44 7700 900005');
    expect(random.intBounds).toEqual([1000]);
    expect(phone(scripted([], [999]))).toBe('+44 7700 900999');
    expect(phone(scripted([], [0]))).toBe('+44 7700 900000');
  });
});
