import { describe, expect, it } from 'vitest';
import { parsePlacePin } from '../../../src/ui/mission/placePin.ts';

describe('parsePlacePin', () => {
  // One of each kind the contract names (shared/types.ts, Resolution.pin), as the worker writes them.
  it.each([
    'city:2735943',
    'random:2735943',
    'city:1234567890',
    'country:IT',
    'region:CA:Ontario',
    'region:US:Virginia',
    'region:CI:Abidjan',
    'region:JP:Tōkyō',
    'geo:41.14961,-8.61099|PT|Porto|Porto',
    'geo:-33.86785,151.20732|AU|New South Wales|Sydney',
  ])('keeps the pin %j as it is', (pin) => {
    expect(parsePlacePin(pin)).toBe(pin);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['a city without an id', 'city:'],
    ['a city named instead of numbered', 'city:porto'],
    ['an id of eleven digits', 'city:12345678901'],
    ['a lower-case country code', 'country:it'],
    ['a three-letter country code', 'country:ITA'],
    ['a region without its name', 'region:CA:'],
    ['a region without its country', 'region:Ontario'],
    ['an empty geocoder answer', 'geo:'],
    ['an unknown kind', 'town:2735943'],
    ['a pin with a leading space', ' city:2735943'],
    ['a pin with a trailing newline', 'city:2735943\n'],
    ['a bare id', '2735943'],
  ])('drops %s', (_case, raw) => {
    expect(parsePlacePin(raw)).toBeUndefined();
  });

  it('keeps a pin of 300 characters and drops one of 301', () => {
    const prefix = 'geo:0,0|PT|';
    const longest = prefix + 'x'.repeat(300 - prefix.length);
    expect(longest).toHaveLength(300);
    expect(parsePlacePin(longest)).toBe(longest);
    expect(parsePlacePin(`${longest}x`)).toBeUndefined();
  });
});
