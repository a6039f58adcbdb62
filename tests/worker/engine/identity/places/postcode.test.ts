// Postcodes from a pattern: `#` a digit, `@` a letter, `~` where a prefix goes, anything else as
// written; a prefix of the city, else of the region, else of the country. A scripted random
// source picks by index and records the size of each list it picks from, so every expected
// code follows from the pattern alone.
import { describe, expect, it } from 'vitest';
import type { PostcodeRule } from '../../../../../src/worker/engine/identity/places/addressStyle.ts';
import { createPostcodeDrawer } from '../../../../../src/worker/engine/identity/places/postcode.ts';
import { pickingRandom as picking } from '../../pickingRandom.ts';

const draw = (rule: PostcodeRule, indexes: number[], city = 'Lyon', region = 'Rhône') => {
  const random = picking(indexes);
  return { code: createPostcodeDrawer(rule, city, region)(random), sizes: random.sizes };
};

describe('createPostcodeDrawer', () => {
  it('draws digits four at a time, zero-padded', () => {
    // "#####": a run of four digits, then one.
    expect(draw({ pattern: '#####' }, [531, 7])).toEqual({ code: '05317', sizes: [10_000, 10] });
    expect(draw({ pattern: '#####' }, [9_999, 9])).toEqual({ code: '99999', sizes: [10_000, 10] });
    expect(draw({ pattern: '########' }, [1, 2])).toEqual({ code: '00010002', sizes: [10_000, 10_000] });
  });

  it('keeps text as written and draws letters from the country’s alphabet or A–Z', () => {
    // "@# #@@": a letter, a digit, a space, a digit, two letters (a UK inward code's shape).
    expect(draw({ pattern: '@# #@@' }, [25, 3, 0, 1, 2])).toEqual({
      code: 'Z3 0BC',
      sizes: [26, 10, 10, 26, 26],
    });
    expect(draw({ pattern: '@@-###', letters: 'XY' }, [1, 0, 42])).toEqual({
      code: 'YX-042',
      sizes: [2, 2, 1_000],
    });
    expect(draw({ pattern: 'L-####' }, [12])).toEqual({ code: 'L-0012', sizes: [10_000] });
  });

  it('puts the city’s prefix first, else the region’s, else the country’s, matching names in any case', () => {
    const rule: PostcodeRule = {
      pattern: '#####',
      anyPrefix: ['0'],
      regionPrefix: { bavaria: ['80'] },
      cityPrefix: { augsburg: ['861'] },
    };
    expect(draw(rule, [531], 'Munich', 'BAVARIA')).toEqual({ code: '80531', sizes: [1_000] });
    expect(draw(rule, [5], 'AUGSBURG', 'Bavaria')).toEqual({ code: '86105', sizes: [100] });
    expect(draw(rule, [1234], 'Lyon', 'Rhône')).toEqual({ code: '01234', sizes: [10_000] });
  });

  it('picks one of several prefixes, then draws the digits that follow that prefix', () => {
    const rule: PostcodeRule = { pattern: '#####', anyPrefix: ['75', '690'] };
    expect(draw(rule, [0, 12])).toEqual({ code: '75012', sizes: [2, 1_000] });
    expect(draw(rule, [1, 1])).toEqual({ code: '69001', sizes: [2, 100] });
  });

  it('puts a prefix where the pattern marks it, after the text before the mark', () => {
    const rule: PostcodeRule = { pattern: 'CP ~-###', anyPrefix: ['12', '9'] };
    expect(draw(rule, [0, 7])).toEqual({ code: 'CP 12-007', sizes: [2, 1_000] });
    expect(draw(rule, [1, 7])).toEqual({ code: 'CP 9-007', sizes: [2, 1_000] });
  });

  it('puts a prefix at the very start when the mark opens the pattern', () => {
    const rule: PostcodeRule = { pattern: '~-###', anyPrefix: ['12', '9'] };
    expect(draw(rule, [0, 7])).toEqual({ code: '12-007', sizes: [2, 1_000] });
    expect(draw(rule, [1, 7])).toEqual({ code: '9-007', sizes: [2, 1_000] });
  });

  it('draws a pattern of text alone without drawing', () => {
    expect(draw({ pattern: 'BFPO' }, [])).toEqual({ code: 'BFPO', sizes: [] });
  });
});
