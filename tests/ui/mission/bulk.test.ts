import { describe, expect, it } from 'vitest';
import { isBulk } from '../../../src/ui/mission/bulk.ts';

describe('isBulk', () => {
  // The spec's search is twelve agents (spec §2); the count selector's next choice is bulk.
  it('holds the spec’s twelve and fewer to one-by-one, and anything above to bulk', () => {
    expect([1, 11, 12].map(isBulk)).toEqual([false, false, false]);
    expect([13, 100, 100_000].map(isBulk)).toEqual([true, true, true]);
  });
});
