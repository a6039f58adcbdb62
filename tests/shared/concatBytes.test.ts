import { describe, expect, it } from 'vitest';
import { concatBytes } from '../../src/shared/concatBytes.ts';

describe('concatBytes', () => {
  it('joins pieces in order, empty ones included', () => {
    const joined = concatBytes([
      Uint8Array.of(1, 2),
      new Uint8Array(0),
      Uint8Array.of(3),
      Uint8Array.of(4, 5),
    ]);
    expect([...joined]).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives nothing for no pieces, and a single piece itself', () => {
    expect(concatBytes([])).toHaveLength(0);
    const one = Uint8Array.of(7);
    expect(concatBytes([one])).toBe(one);
  });
});
