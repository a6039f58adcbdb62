import { describe, expect, it } from 'vitest';
import {
  buildGeocoderUrl,
  capQuery,
  GEOCODER_QUERY_MAX_LENGTH,
  geocoderCacheKey,
  parseGeocoderResponse,
} from '../../../src/worker/engine/geocoderResponse.ts';

describe('buildGeocoderUrl', () => {
  it('asks for JSON, one result, English names and the country code', () => {
    const url = new URL(buildGeocoderUrl('https://nominatim.openstreetmap.org/search', 'São Paulo & co'));
    expect(url.origin + url.pathname).toBe('https://nominatim.openstreetmap.org/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'São Paulo & co',
      format: 'json',
      limit: '1',
      'accept-language': 'en',
      addressdetails: '1',
    });
  });

  it('caps what it sends and strips control characters', () => {
    const url = new URL(buildGeocoderUrl('https://geo.test/search', `a\u0000b${'x'.repeat(20_000)}`));
    const q = url.searchParams.get('q')!;
    expect(q.length).toBe(GEOCODER_QUERY_MAX_LENGTH);
    expect(q.startsWith('a b')).toBe(true);
  });

  it('never cuts a surrogate pair in half', () => {
    const query = `${'x'.repeat(GEOCODER_QUERY_MAX_LENGTH - 1)}😀tail`;
    expect(capQuery(query)).toBe('x'.repeat(GEOCODER_QUERY_MAX_LENGTH - 1));
    expect(geocoderCacheKey('  PARIS ')).toBe('paris');
  });
});

describe('parseGeocoderResponse', () => {
  it('reads lat, lon, display_name and the country code', () => {
    expect(
      parseGeocoderResponse([
        {
          lat: '35.6768601',
          lon: '139.7638947',
          display_name: 'Tokyo, Japan',
          address: { country_code: 'jp', state: 'Tokyo' },
        },
      ]),
    ).toEqual({
      name: 'Tokyo',
      country: 'Japan',
      countryCode: 'JP',
      admin1: 'Tokyo',
      lat: 35.6768601,
      lon: 139.7638947,
      source: 'geocoder',
    });
  });

  it('takes the country from the last part of display_name when there is no code', () => {
    expect(
      parseGeocoderResponse([{ lat: '48.85', lon: '2.35', display_name: 'Paris, Île-de-France, France' }]),
    ).toMatchObject({
      name: 'Paris',
      country: 'France',
      countryCode: 'FR',
    });
    // A country the platform does not know keeps its display name and no code.
    expect(
      parseGeocoderResponse([{ lat: '1', lon: '2', display_name: 'Somewhere, Ruritania' }]),
    ).toMatchObject({
      country: 'Ruritania',
      countryCode: '',
    });
  });

  it.each([
    ['no result', []],
    ['not an array', { lat: '1', lon: '2', display_name: 'X' }],
    ['null', null],
    ['a string', 'Tokyo'],
    ['a null hit', [null]],
    ['missing coordinates', [{ display_name: 'X, Y' }]],
    ['nonsense latitude', [{ lat: '91', lon: '2', display_name: 'X, Y' }]],
    ['nonsense longitude', [{ lat: '1', lon: '-999', display_name: 'X, Y' }]],
    ['NaN', [{ lat: 'NaN', lon: '2', display_name: 'X, Y' }]],
    ['Infinity', [{ lat: '1', lon: 'Infinity', display_name: 'X, Y' }]],
    ['a hexadecimal coordinate', [{ lat: '0x1F', lon: '2', display_name: 'X, Y' }]],
    ['an exponent', [{ lat: '1e1', lon: '2', display_name: 'X, Y' }]],
    ['coordinates of the wrong type', [{ lat: [1], lon: { value: 2 }, display_name: 'X, Y' }]],
    ['0,0 (Null Island)', [{ lat: '0', lon: '0.0', display_name: 'X, Y' }]],
    ['empty coordinates', [{ lat: '', lon: '', display_name: 'X, Y' }]],
    ['no display_name', [{ lat: '1', lon: '2' }]],
    ['display_name of the wrong type', [{ lat: '1', lon: '2', display_name: 42 }]],
  ])('returns null for %s', (_label, body) => {
    expect(parseGeocoderResponse(body)).toBeNull();
  });

  it('is not fooled by __proto__ keys', () => {
    const body: unknown = JSON.parse(
      '[{"__proto__":{"polluted":1},"lat":"1","lon":"2","display_name":"X, France","address":{"__proto__":{"country_code":"jp"}}}]',
    );
    expect(parseGeocoderResponse(body)).toMatchObject({ countryCode: 'FR' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ignores a country code that is not a country', () => {
    expect(
      parseGeocoderResponse([
        { lat: '1', lon: '2', display_name: 'X, France', address: { country_code: 'zz' } },
      ]),
    ).toMatchObject({ countryCode: 'FR' });
  });
});

describe('parseGeocoderResponse: countries and regions', () => {
  // Nominatim's answers for "italy" and "virginia" (format=json, addressdetails=1), cut to the fields read.
  const ITALY = {
    lat: '42.6384261',
    lon: '12.674297',
    display_name: 'Italy',
    name: 'Italy',
    class: 'boundary',
    type: 'administrative',
    addresstype: 'country',
    place_rank: 4,
    address: { country: 'Italy', country_code: 'it' },
  };
  const VIRGINIA = {
    lat: '37.1232245',
    lon: '-78.4927721',
    display_name: 'Virginia, United States',
    name: 'Virginia',
    class: 'boundary',
    type: 'administrative',
    addresstype: 'state',
    place_rank: 8,
    address: { state: 'Virginia', country: 'United States', country_code: 'us' },
  };

  it('marks a country answer', () => {
    expect(parseGeocoderResponse([ITALY])).toMatchObject({
      name: 'Italy',
      countryCode: 'IT',
      area: 'country',
    });
  });

  it('marks a state answer, with the state as its region', () => {
    expect(parseGeocoderResponse([VIRGINIA])).toMatchObject({
      name: 'Virginia',
      countryCode: 'US',
      admin1: 'Virginia',
      area: 'region',
    });
  });

  it.each([
    ['a province', { addresstype: 'province' }, 'region'],
    ['a region', { addresstype: 'region' }, 'region'],
    ['a country without addresstype, by rank', { addresstype: undefined, place_rank: 4 }, 'country'],
    ['a state without addresstype, by rank', { addresstype: undefined, place_rank: 8 }, 'region'],
  ])('reads %s', (_name, fields, area) => {
    expect(parseGeocoderResponse([{ ...VIRGINIA, ...fields }])?.area).toBe(area);
  });

  it.each([
    ['a city', { addresstype: 'city', place_rank: 16 }],
    ['a county (second level)', { addresstype: 'county', place_rank: 12 }],
    ['a boundary at city rank', { addresstype: undefined, place_rank: 16 }],
    ['a rank that is not a number', { addresstype: undefined, place_rank: '8' }],
  ])('leaves %s a place to stand in', (_name, fields) => {
    expect(parseGeocoderResponse([{ ...VIRGINIA, ...fields }])).not.toHaveProperty('area');
  });
});
