// When the dashboard's map may load: after the index, and after a search already under way, but never
// later than the cap (see src/ui/hooks/useIndexFirst.ts).
import { describe, expect, it } from 'vitest';
import { mapMayLoadNow } from '../../../src/ui/hooks/useIndexFirst.ts';

describe('mapMayLoadNow', () => {
  it('waits for the index while nothing else is going on', () => {
    expect(mapMayLoadNow({ indexSettled: false, capPassed: false, searching: false })).toBe(false);
    expect(mapMayLoadNow({ indexSettled: true, capPassed: false, searching: false })).toBe(true);
  });

  it('holds the map back while a search runs on a ready index (a mission link), until it ends', () => {
    expect(mapMayLoadNow({ indexSettled: true, capPassed: false, searching: true })).toBe(false);
    expect(mapMayLoadNow({ indexSettled: true, capPassed: false, searching: false })).toBe(true);
  });

  it('loads at the cap whatever the index and the search are doing: a slow network must not hide the map', () => {
    expect(mapMayLoadNow({ indexSettled: false, capPassed: true, searching: false })).toBe(true);
    expect(mapMayLoadNow({ indexSettled: false, capPassed: true, searching: true })).toBe(true);
    expect(mapMayLoadNow({ indexSettled: true, capPassed: true, searching: true })).toBe(true);
  });

  it('does not load for a search that ends before the index has settled', () => {
    expect(mapMayLoadNow({ indexSettled: false, capPassed: false, searching: true })).toBe(false);
  });
});
