// The contract's constants that carry rules of their own: what a place pin looks like, and the
// public geocoder named in the README.
import { describe, expect, it } from 'vitest';
import { DEFAULT_GEOCODER_URL, PLACE_PIN_PATTERN } from '../../src/shared/types.ts';

describe('PLACE_PIN_PATTERN', () => {
  it.each([
    'city:1',
    'city:1234567890',
    'random:2988507',
    'country:IT',
    'region:CA:Ontario',
    'region:US:New York',
    'geo:41.1496,-8.611|PT|Porto|Porto',
  ])('accepts %s', (pin) => {
    expect(PLACE_PIN_PATTERN.test(pin)).toBe(true);
  });

  it.each([
    ['an id of eleven digits', 'city:12345678901'],
    ['an empty id', 'city:'],
    ['an id with a letter', 'city:12a'],
    ['a one-letter country', 'country:I'],
    ['a three-letter country', 'country:ITA'],
    ['a country in lower case', 'country:it'],
    ['a one-letter region country', 'region:C:Ontario'],
    ['a region country in lower case', 'region:ca:Ontario'],
    ['a region without a name', 'region:CA:'],
    ['a geo pin without a body', 'geo:'],
    ['text before the kind', 'xcity:1'],
    ['text after a city id', 'city:1x'],
    ['text after a country', 'country:ITx'],
    ['an unknown kind', 'town:1'],
  ])('refuses %s', (_why, pin) => {
    expect(PLACE_PIN_PATTERN.test(pin)).toBe(false);
  });

  it('accepts a region or geo pin of several words and any script', () => {
    expect(PLACE_PIN_PATTERN.test('region:CN:四川')).toBe(true);
    expect(PLACE_PIN_PATTERN.test('geo:35.68,139.69|JP|Tokyo|東京')).toBe(true);
  });
});

describe('DEFAULT_GEOCODER_URL', () => {
  it('is OpenStreetMap Nominatim’s search endpoint, as the README documents', () => {
    expect(DEFAULT_GEOCODER_URL).toBe('https://nominatim.openstreetmap.org/search');
  });
});
