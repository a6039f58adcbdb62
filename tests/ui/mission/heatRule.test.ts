import { describe, expect, it } from 'vitest';
import { showsHeat } from '../../../src/ui/mission/heatRule.ts';

describe('showsHeat: heat is not drawn during a search unless switched on mid-search', () => {
  it('draws heat that is on when no search runs', () => {
    expect(showsHeat({ heatOn: true, searching: false, switchedOnMidSearch: false })).toBe(true);
  });

  it('takes heat that was on away while a search runs', () => {
    expect(showsHeat({ heatOn: true, searching: true, switchedOnMidSearch: false })).toBe(false);
  });

  it('draws heat switched on mid-search at once', () => {
    expect(showsHeat({ heatOn: true, searching: true, switchedOnMidSearch: true })).toBe(true);
  });

  it('never draws heat that is off', () => {
    for (const searching of [false, true]) {
      for (const switchedOnMidSearch of [false, true]) {
        expect(showsHeat({ heatOn: false, searching, switchedOnMidSearch })).toBe(false);
      }
    }
  });
});
