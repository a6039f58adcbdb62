// A geocoder answer is untrusted input read field by field. Each case changes one field of a
// well-formed Nominatim answer for Lyon and states what the app should make of it, from
// Nominatim's documented fields (display_name, name, address.country_code, address.state,
// addresstype, class/type/place_rank) and the rules in geocoderResponse.ts's comments.
import { describe, expect, it } from 'vitest';
import type { Place } from '../../../src/shared/types.ts';
import {
  capQuery,
  GEOCODER_QUERY_MAX_LENGTH,
  parseGeocoderResponse,
} from '../../../src/worker/engine/geocoderResponse.ts';

const LYON = {
  lat: '45.75',
  lon: '4.85',
  display_name: 'Lyon, Auvergne-Rhône-Alpes, France',
  name: 'Lyon',
  address: { country_code: 'fr', state: 'Auvergne-Rhône-Alpes' },
};
const PLACE: Place = {
  name: 'Lyon',
  country: 'France',
  countryCode: 'FR',
  admin1: 'Auvergne-Rhône-Alpes',
  lat: 45.75,
  lon: 4.85,
  source: 'geocoder',
};
const read = (change: Record<string, unknown>) => parseGeocoderResponse([{ ...LYON, ...change }]);

describe('capQuery', () => {
  it('trims, turns control characters into spaces and keeps a query of the limit whole', () => {
    expect(capQuery(' \u0001 Paris\u0007 ')).toBe('Paris');
    expect(capQuery('a\u007fb')).toBe('a b');
    const full = 'x'.repeat(GEOCODER_QUERY_MAX_LENGTH);
    expect(capQuery(full)).toBe(full);
    expect(capQuery(`${full}y`)).toBe(full);
  });

  it('cuts at the limit when only an earlier character is outside the basic plane', () => {
    const query = `😀${'x'.repeat(300)}`;
    expect(capQuery(query)).toHaveLength(GEOCODER_QUERY_MAX_LENGTH);
  });
});

describe('parseGeocoderResponse, one field at a time', () => {
  it('reads the well-formed answer', () => {
    expect(read({})).toEqual(PLACE);
  });

  it.each<[string, Record<string, unknown>, Place | null]>([
    ['a blank display name', { display_name: '   ' }, null],
    ['Null Island', { lat: '0', lon: '0' }, null],
    ['latitude 0 alone', { lat: '0' }, { ...PLACE, lat: 0 }],
    ['longitude 0 alone', { lon: '0' }, { ...PLACE, lon: 0 }],
    ['the north pole', { lat: '90' }, { ...PLACE, lat: 90 }],
    ['past the north pole', { lat: '90.5' }, null],
    ['the antimeridian', { lon: '-180' }, { ...PLACE, lon: -180 }],
    ['past the antimeridian', { lon: '180.5' }, null],
    ['coordinates with spaces', { lat: ' 45.75 ' }, PLACE],
    ['coordinates as numbers', { lat: 45.75, lon: 4.85 }, PLACE],
    ['a coordinate that is not a number', { lat: Number.NaN }, null],
    ['an infinite coordinate', { lon: Number.POSITIVE_INFINITY }, null],
    ['a hexadecimal coordinate', { lat: '0x2D' }, null],
    ['a name with spaces', { name: ' Lyon ' }, PLACE],
    [
      'a blank name: the first part of the display name',
      { name: '  ', display_name: 'Lugdunum, France' },
      { ...PLACE, name: 'Lugdunum' },
    ],
    ['a name that is not text', { name: 7 }, PLACE],
    ['a name too long', { name: 'L'.repeat(500) }, { ...PLACE, name: 'L'.repeat(GEOCODER_QUERY_MAX_LENGTH) }],
    [
      'no country code: the country is the display name’s last part, empty parts left out',
      { address: {}, display_name: 'Lyon, France, ' },
      { ...PLACE, admin1: '' },
    ],
    [
      'a display name of one part and no code',
      { address: {}, display_name: 'Atlantis' },
      { ...PLACE, name: 'Lyon', country: '', countryCode: '', admin1: '' },
    ],
    [
      'a code and a display name in another language: the code’s English name',
      { display_name: 'Lyon, Frankreich' },
      PLACE,
    ],
    [
      'a code of three letters',
      { address: { country_code: 'fra' }, display_name: 'Lyon, Atlantis' },
      { ...PLACE, country: 'Atlantis', countryCode: '', admin1: '' },
    ],
    [
      'a code that is not text',
      { address: { country_code: 7 }, display_name: 'Lyon, Atlantis' },
      { ...PLACE, country: 'Atlantis', countryCode: '', admin1: '' },
    ],
    ['no address at all', { address: null, display_name: 'Lyon, France' }, { ...PLACE, admin1: '' }],
    ['a state that is not text', { address: { country_code: 'fr', state: 7 } }, { ...PLACE, admin1: '' }],
    [
      'a state too long',
      { address: { country_code: 'fr', state: 'R'.repeat(300) } },
      { ...PLACE, admin1: 'R'.repeat(100) },
    ],
  ])('%s', (_, change, expected) => {
    expect(read(change)).toEqual(expected);
  });
});

describe('parseGeocoderResponse: whole countries and regions', () => {
  const noState = { address: { country_code: 'fr' } };
  const area = (change: Record<string, unknown>) => read({ ...noState, ...change })?.area ?? null;

  it('believes addresstype when the answer has one, whatever its class and type say', () => {
    expect(area({ addresstype: 'country' })).toBe('country');
    for (const type of ['state', 'province', 'region'])
      expect(area({ addresstype: type }), type).toBe('region');
    expect(area({ addresstype: 'city', type: 'state' })).toBeNull();
    expect(
      area({ addresstype: 'city', class: 'boundary', type: 'administrative', place_rank: 4 }),
    ).toBeNull();
  });

  it('reads older answers by type, or by the rank of an administrative boundary', () => {
    const boundary = { class: 'boundary', type: 'administrative' };
    expect(area({ type: 'country' })).toBe('country');
    expect(area({ type: 'state' })).toBe('region');
    expect(area({ ...boundary, place_rank: 3 })).toBeNull();
    expect(area({ ...boundary, place_rank: 4 })).toBe('country');
    expect(area({ ...boundary, place_rank: 5 })).toBe('region');
    expect(area({ ...boundary, place_rank: 9 })).toBe('region');
    expect(area({ ...boundary, place_rank: 10 })).toBeNull();
    expect(area({ ...boundary, place_rank: '5' })).toBeNull();
    expect(area({ class: 'place', type: 'administrative', place_rank: 5 })).toBeNull();
    expect(area({ class: 'boundary', type: 'historic', place_rank: 5 })).toBeNull();
    expect(area({ addresstype: 7, ...boundary, place_rank: 5 })).toBe('region');
  });

  it('names a region answer without a state after itself, and a city answer not at all', () => {
    expect(read({ ...noState, addresstype: 'state', name: 'Bretagne' })?.admin1).toBe('Bretagne');
    expect(read({ ...noState, addresstype: 'state', name: 'B'.repeat(150) })?.admin1).toBe('B'.repeat(100));
    expect(read({ ...noState, addresstype: 'city' })?.admin1).toBe('');
  });
});
