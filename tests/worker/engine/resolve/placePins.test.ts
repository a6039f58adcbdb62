// Pins are what a shared link carries to put a mission in the same place forever: every form
// reads back, and anything else is refused (so the link's query resolves as usual), edges included.
import { describe, expect, it } from 'vitest';
import type { Place } from '../../../../src/shared/types.ts';
import { MAX_PLACE_PIN_LENGTH } from '../../../../src/shared/limits.ts';
import { countryName } from '../../../../src/worker/engine/countries.ts';
import { geoPin, parsePin, pinNeed } from '../../../../src/worker/engine/resolve/placePins.ts';

const parse = (text: string) => parsePin(text, countryName);

describe('parsePin: cities', () => {
  it.each([
    ['city:2735943', { kind: 'city', id: 2735943 }],
    ['random:1', { kind: 'random', id: 1 }],
    // Ten digits is the longest id a pin takes.
    ['city:4294967295', { kind: 'city', id: 4294967295 }],
  ])('reads %s', (text, expected) => {
    expect(parse(text)).toEqual(expected);
  });

  it.each([
    'city:',
    'city:0',
    'city:12345678901',
    'city:12abc',
    'city: 12',
    'city:-5',
    'city:1.5',
    'town:12',
    'city12',
  ])('refuses %j', (text) => {
    expect(parse(text)).toBeNull();
  });
});

describe('parsePin: countries and regions', () => {
  it('reads a country by its ISO code, upper case only, and only a country', () => {
    expect(parse('country:IT')).toEqual({ kind: 'country', country: 'IT' });
    expect(parse('country:it')).toBeNull();
    expect(parse('country:ITA')).toBeNull();
    // ZZ is ISO's "unknown", not a country.
    expect(parse('country:ZZ')).toBeNull();
  });

  it('reads a region as country code, a colon, and its name, which may hold colons', () => {
    expect(parse('region:CA:Ontario')).toEqual({ kind: 'region', country: 'CA', admin1: 'Ontario' });
    expect(parse('region:XY:Some: Name')).toEqual({ kind: 'region', country: 'XY', admin1: 'Some: Name' });
  });

  it.each([
    'region:CA:',
    'region:CA:   ',
    'region:CAOntario',
    'region:C:Ontario',
    'region:ca:Ontario',
    'region:',
  ])('refuses %j', (text) => {
    expect(parse(text)).toBeNull();
  });
});

describe('parsePin: geocoder answers', () => {
  const porto = {
    kind: 'geo',
    place: {
      name: 'Porto',
      country: 'Portugal',
      countryCode: 'PT',
      admin1: 'Porto',
      lat: 41.1496,
      lon: -8.611,
      source: 'geocoder',
    },
  };

  it('reads the point, the country, the region and the name', () => {
    expect(parse('geo:41.1496,-8.611|PT|Porto|Porto')).toEqual(porto);
  });

  it('takes the ends of the coordinate ranges and refuses just past them', () => {
    expect(parse('geo:90,180|PT||X')).toMatchObject({ place: { lat: 90, lon: 180 } });
    expect(parse('geo:-90,-180|PT||X')).toMatchObject({ place: { lat: -90, lon: -180 } });
    expect(parse('geo:90.000001,0|PT||X')).toBeNull();
    expect(parse('geo:0,180.000001|PT||X')).toBeNull();
    expect(parse('geo:0,-180.5|PT||X')).toBeNull();
  });

  it.each([
    ['an exponent', 'geo:1e1,2|PT||X'],
    ['hex', 'geo:0x1,2|PT||X'],
    ['no longitude', 'geo:41.1|PT||X'],
    ['three numbers', 'geo:1,2,3|PT||X'],
    ['a lower-case country', 'geo:1,2|pt||X'],
    ['a code that is no country', 'geo:1,2|ZZ||X'],
    ['no name', 'geo:1,2|PT|Porto|'],
    ['a blank name', 'geo:1,2|PT|Porto|   '],
    ['no region field', 'geo:1,2|PT'],
    ['text for a number', 'geo:north,2|PT||X'],
  ])('refuses %s', (_name, text) => {
    expect(parse(text)).toBeNull();
  });

  it('takes an answer without a country, and names of 200 characters but not 201', () => {
    expect(parse('geo:1,2|||Somewhere')).toMatchObject({
      place: { countryCode: '', country: '', name: 'Somewhere' },
    });
    expect(parse(`geo:1,2|||${'a'.repeat(200)}`)).not.toBeNull();
    expect(parse(`geo:1,2|||${'a'.repeat(201)}`)).toBeNull();
  });

  it('keeps a name that holds the separator whole, and cuts a region to 100 characters', () => {
    expect(parse('geo:1,2|PT|R|Biel|Bienne')).toMatchObject({ place: { name: 'Biel|Bienne' } });
    expect(parse(`geo:1,2|PT|${'r'.repeat(150)}|X`)).toMatchObject({ place: { admin1: 'r'.repeat(100) } });
  });
});

describe('parsePin: any text', () => {
  it(`takes ${MAX_PLACE_PIN_LENGTH} characters and refuses one more`, () => {
    const at = (length: number) => `region:CA:${'x'.repeat(length - 'region:CA:'.length)}`;
    expect(parse(at(MAX_PLACE_PIN_LENGTH))).not.toBeNull();
    expect(parse(at(MAX_PLACE_PIN_LENGTH + 1))).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['no colon', 'paris'],
    ['an unknown kind', 'planet:3'],
    ['a control character', 'city:1\u0000'],
    ['a line break', 'region:CA:On\ntario'],
  ])('refuses %s', (_name, text) => {
    expect(parse(text)).toBeNull();
  });
});

describe('geoPin', () => {
  const place: Place = {
    name: 'Porto',
    country: 'Portugal',
    countryCode: 'PT',
    admin1: 'Porto',
    lat: 41.1496,
    lon: -8.611,
    source: 'geocoder',
  };

  it('writes the point, country, region and name, and reads back to the same place', () => {
    expect(geoPin(place)).toBe('geo:41.1496,-8.611|PT|Porto|Porto');
    expect(parse(geoPin(place))).toEqual({ kind: 'geo', place });
  });

  it('writes a point a hair off the equator as plain decimals, not 1e-7', () => {
    const near = { ...place, lat: 1e-7, lon: -2.5e-7 };
    expect(geoPin(near)).toBe('geo:0.0000001,-0.00000025|PT|Porto|Porto');
    expect(parse(geoPin(near))).toMatchObject({ place: { lat: 1e-7, lon: -2.5e-7 } });
  });

  it('turns a separator inside a region into a slash, so the pin always reads back', () => {
    expect(geoPin({ ...place, admin1: 'A|B' })).toBe('geo:41.1496,-8.611|PT|A/B|Porto');
  });
});

describe('pinNeed', () => {
  it('says what of the cities a pinned mission needs: one city, none, or the whole index', () => {
    expect(pinNeed('city:2988507', countryName)).toEqual({ kind: 'city', id: 2988507 });
    expect(pinNeed('random:2988507', countryName)).toEqual({ kind: 'city', id: 2988507 });
    expect(pinNeed('geo:41.1496,-8.611|PT|Porto|Porto', countryName)).toEqual({
      kind: 'nothing',
      place: expect.objectContaining({ name: 'Porto', countryCode: 'PT', admin1: 'Porto', lat: 41.1496 }),
    });
    // Areas are spread over the index's places; no pin, or a pin that is none, resolves the query.
    for (const text of ['country:IT', 'region:CA:Ontario', '', 'city:12abc', 'geo:91,0|FR||Nowhere']) {
      expect(pinNeed(text, countryName)).toEqual({ kind: 'index' });
    }
  });
});
