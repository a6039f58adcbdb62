// The edges of every regulator's fiction range: the first and last number of each range, and the
// numbers just outside it, as the regulators publish them (NANPA 555-0100…0199; Ofcom's drama
// numbers; ACMA's numbers for creative works; Bundesnetzagentur's Filmrufnummern). The expected
// numbers are written out here by hand from those lists, not derived from the data file.
import { describe, expect, it } from 'vitest';
import {
  AU_AREA_DIGIT,
  CA_AREA_CODES,
  CA_CITY_AREA_CODES,
  DE_DRAMA_BY_CITY,
  GB_DRAMA_BY_CITY,
  US_AREA_CODES,
  US_CITY_AREA_CODES,
} from '../../../../../src/worker/data/identity/phones/fictionRanges.ts';
import type { PlaceContext } from '../../../../../src/worker/engine/identity/identityKit.ts';
import { createFictionPhoneGenerator } from '../../../../../src/worker/engine/identity/phones/fictionPhones.ts';
import { isFictionPhone } from '../../../../../src/worker/engine/identity/phones/isFictionPhone.ts';
import type { Random } from '../../../../../src/worker/engine/random.ts';
import { realIndex } from '../../fixtureIndex.ts';

/** A range: its first and last number, and the numbers just before and just after it. */
interface Range {
  first: string;
  last: string;
  before: string;
  after: string;
}

const range = (first: string, last: string, before: string, after: string): Range => ({
  first,
  last,
  before,
  after,
});

/** NANPA: 555-0100 to 555-0199 in every area code. */
const NANP: Range = range('+1 212 555 0100', '+1 212 555 0199', '+1 212 555 0099', '+1 212 555 0200');

/** Ofcom's drama numbers, 1,000 numbers each (Northern Ireland's 028 9649 6000–6999 included). */
const OFCOM: Record<string, Range> = {
  'London 020 7946 0xxx': range(
    '+44 20 7946 0000',
    '+44 20 7946 0999',
    '+44 20 7945 9999',
    '+44 20 7946 1000',
  ),
  'Leeds 0113 496 0xxx': range(
    '+44 113 496 0000',
    '+44 113 496 0999',
    '+44 113 495 9999',
    '+44 113 496 1000',
  ),
  'Sheffield 0114': range('+44 114 496 0000', '+44 114 496 0999', '+44 114 495 9999', '+44 114 496 1000'),
  'Nottingham 0115': range('+44 115 496 0000', '+44 115 496 0999', '+44 115 495 9999', '+44 115 496 1000'),
  'Leicester 0116': range('+44 116 496 0000', '+44 116 496 0999', '+44 116 495 9999', '+44 116 496 1000'),
  'Bristol 0117': range('+44 117 496 0000', '+44 117 496 0999', '+44 117 495 9999', '+44 117 496 1000'),
  'Reading 0118': range('+44 118 496 0000', '+44 118 496 0999', '+44 118 495 9999', '+44 118 496 1000'),
  'Birmingham 0121': range('+44 121 496 0000', '+44 121 496 0999', '+44 121 495 9999', '+44 121 496 1000'),
  'Edinburgh 0131': range('+44 131 496 0000', '+44 131 496 0999', '+44 131 495 9999', '+44 131 496 1000'),
  'Glasgow 0141': range('+44 141 496 0000', '+44 141 496 0999', '+44 141 495 9999', '+44 141 496 1000'),
  'Liverpool 0151': range('+44 151 496 0000', '+44 151 496 0999', '+44 151 495 9999', '+44 151 496 1000'),
  'Manchester 0161': range('+44 161 496 0000', '+44 161 496 0999', '+44 161 495 9999', '+44 161 496 1000'),
  'Tyneside 0191 498 0xxx': range(
    '+44 191 498 0000',
    '+44 191 498 0999',
    '+44 191 497 9999',
    '+44 191 498 1000',
  ),
  'Northern Ireland 028 9649 6xxx': range(
    '+44 28 9649 6000',
    '+44 28 9649 6999',
    '+44 28 9649 5999',
    '+44 28 9649 7000',
  ),
  'Cardiff 029 2018 0xxx': range(
    '+44 29 2018 0000',
    '+44 29 2018 0999',
    '+44 29 2017 9999',
    '+44 29 2018 1000',
  ),
  'no area 01632 960xxx': range('+44 1632 960000', '+44 1632 960999', '+44 1632 959999', '+44 1632 961000'),
  'mobile 07700 900xxx': range('+44 7700 900000', '+44 7700 900999', '+44 7700 899999', '+44 7700 901000'),
  'freephone 08081 570xxx': range(
    '+44 808 157 0000',
    '+44 808 157 0999',
    '+44 808 156 9999',
    '+44 808 157 1000',
  ),
  'premium 0909 879 0xxx': range(
    '+44 909 879 0000',
    '+44 909 879 0999',
    '+44 909 878 9999',
    '+44 909 879 1000',
  ),
  'UK-wide 0306 999 0xxx': range(
    '+44 306 999 0000',
    '+44 306 999 0999',
    '+44 306 998 9999',
    '+44 306 999 1000',
  ),
};

/** ACMA: (0X) 5550 xxxx and (0X) 7010 xxxx for the geographic area digits 2, 3, 7 and 8. */
const ACMA_GEOGRAPHIC: Record<string, Range> = Object.fromEntries(
  ['2', '3', '7', '8'].flatMap((digit) => [
    [
      `0${digit} 5550 xxxx`,
      range(
        `+61 ${digit} 5550 0000`,
        `+61 ${digit} 5550 9999`,
        `+61 ${digit} 5549 9999`,
        `+61 ${digit} 5551 0000`,
      ),
    ],
    [
      `0${digit} 7010 xxxx`,
      range(
        `+61 ${digit} 7010 0000`,
        `+61 ${digit} 7010 9999`,
        `+61 ${digit} 7009 9999`,
        `+61 ${digit} 7011 0000`,
      ),
    ],
  ]),
);

/** Bundesnetzagentur: 1,000 numbers in each of five cities. */
const BNETZA: Record<string, Range> = {
  'Berlin 030 23125': range('+49 30 23125 000', '+49 30 23125 999', '+49 30 23124 999', '+49 30 23126 000'),
  'Frankfurt 069 90009': range(
    '+49 69 90009 000',
    '+49 69 90009 999',
    '+49 69 90008 999',
    '+49 69 90010 000',
  ),
  'Hamburg 040 66969': range('+49 40 66969 000', '+49 40 66969 999', '+49 40 66968 999', '+49 40 66970 000'),
  'Köln 0221 4710': range('+49 221 4710 000', '+49 221 4710 999', '+49 221 4709 999', '+49 221 4711 000'),
  'Munich 089 99998': range('+49 89 99998 000', '+49 89 99998 999', '+49 89 99997 999', '+49 89 99999 000'),
};

const RANGES: [string, string, Range][] = [
  ['US', 'NANP 555-01xx', NANP],
  ['CA', 'NANP 555-01xx', { ...NANP, first: '+1 613 555 0100', last: '+1 867 555 0199' }],
  ...Object.entries(OFCOM).map(([name, r]): [string, string, Range] => ['GB', name, r]),
  ...Object.entries(ACMA_GEOGRAPHIC).map(([name, r]): [string, string, Range] => ['AU', name, r]),
  ...Object.entries(BNETZA).map(([name, r]): [string, string, Range] => ['DE', name, r]),
];

describe('isFictionPhone at the edges of each regulator range', () => {
  it.each(RANGES)('%s %s: first and last inside, the neighbours outside', (country, _name, r) => {
    expect(isFictionPhone(r.first, country)).toBe(true);
    expect(isFictionPhone(r.last, country)).toBe(true);
    expect(isFictionPhone(r.before, country)).toBe(false);
    expect(isFictionPhone(r.after, country)).toBe(false);
    // One digit more or less is another number, not one of the range's.
    expect(isFictionPhone(`${r.first}0`, country)).toBe(false);
    expect(isFictionPhone(r.last.slice(0, -1), country)).toBe(false);
    // The range belongs to its country only.
    expect(isFictionPhone(r.first, country === 'DE' ? 'GB' : 'DE')).toBe(false);
  });

  it('takes any NANP area code (2xx to 9xx) and no other', () => {
    for (const country of ['US', 'CA']) {
      expect(isFictionPhone('+1 200 555 0100', country)).toBe(true);
      expect(isFictionPhone('+1 999 555 0199', country)).toBe(true);
      expect(isFictionPhone('+1 199 555 0100', country)).toBe(false);
      expect(isFictionPhone('+1 055 555 0100', country)).toBe(false);
      expect(isFictionPhone('+1 212 556 0100', country)).toBe(false);
      expect(isFictionPhone('+1 212 554 0199', country)).toBe(false);
    }
  });

  it('takes Ofcom’s geographic drama areas only: 0113–0118 and 0121–0161, not their neighbours', () => {
    expect(isFictionPhone('+44 112 496 0000', 'GB')).toBe(false);
    expect(isFictionPhone('+44 119 496 0000', 'GB')).toBe(false);
    expect(isFictionPhone('+44 111 496 0000', 'GB')).toBe(false);
    expect(isFictionPhone('+44 171 496 0000', 'GB')).toBe(false);
    expect(isFictionPhone('+44 181 496 0000', 'GB')).toBe(false);
    expect(isFictionPhone('+44 191 496 0000', 'GB')).toBe(false); // Tyneside's range is 498
  });

  it('takes exactly ACMA’s thirty listed mobiles, not the numbers beside them', () => {
    const listed = [
      '0491 570 006',
      '0491 570 156',
      '0491 570 157',
      '0491 570 158',
      '0491 570 159',
      '0491 570 110',
      '0491 570 313',
      '0491 570 737',
      '0491 571 266',
      '0491 571 491',
      '0491 571 804',
      '0491 572 549',
      '0491 572 665',
      '0491 572 983',
      '0491 573 770',
      '0491 573 087',
      '0491 574 118',
      '0491 574 632',
      '0491 575 254',
      '0491 575 789',
      '0491 576 398',
      '0491 576 801',
      '0491 577 426',
      '0491 577 644',
      '0491 578 957',
      '0491 578 148',
      '0491 578 888',
      '0491 579 212',
      '0491 579 760',
      '0491 579 455',
    ].map((national) => `+61 ${national.slice(1)}`);
    const set = new Set(listed);
    for (const number of listed) expect(isFictionPhone(number, 'AU')).toBe(true);
    // The neighbours of each listed number, unless they are listed too (570 156–159 are a run).
    const neighbour = (number: string, step: number) => {
      const digits = Number(number.replace(/\D/g, '').slice(5)) + step;
      const six = String(digits).padStart(6, '0');
      return `+61 491 ${six.slice(0, 3)} ${six.slice(3)}`;
    };
    for (const number of listed) {
      for (const other of [neighbour(number, -1), neighbour(number, 1)]) {
        if (!set.has(other)) expect(isFictionPhone(other, 'AU'), other).toBe(false);
      }
    }
    expect(isFictionPhone('+61 491 570 155', 'AU')).toBe(false);
    expect(isFictionPhone('+61 491 570 160', 'AU')).toBe(false);
    // Area digit 4 is mobiles: 04 5550 xxxx is no geographic fiction range.
    expect(isFictionPhone('+61 4 5550 0000', 'AU')).toBe(false);
    expect(isFictionPhone('+61 9 7010 0000', 'AU')).toBe(false);
  });

  it('wants the international form: a national number or a foreign country code is refused', () => {
    expect(isFictionPhone('020 7946 0000', 'GB')).toBe(false);
    expect(isFictionPhone('+1 20 7946 0000', 'GB')).toBe(false);
    expect(isFictionPhone('+44 20 7946 0000', 'FR')).toBe(false);
    expect(isFictionPhone('+44-20-7946-0000', 'gb')).toBe(true);
  });
});

/** A stream stuck at one end of [0, 1): pick and int give the first item, or the last. */
function endOf(which: 'first' | 'last'): Random {
  const unit = which === 'first' ? 0 : 1 - 2 ** -32;
  return {
    next: () => unit,
    int: (n) => Math.floor(unit * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(unit * items.length)] as T,
  };
}

const place = (city: string, admin1: string, countryCode: string): PlaceContext => ({
  city,
  admin1,
  country: '',
  countryCode,
});

describe('the fiction generators reach the first and last number of their range', () => {
  it.each([
    [place('London', 'England', 'GB'), '+44 20 7946 0000', '+44 20 7946 0999'],
    [place('Newcastle upon Tyne', 'England', 'GB'), '+44 191 498 0000', '+44 191 498 0999'],
    [place('Belfast', 'Northern Ireland', 'GB'), '+44 28 9649 6000', '+44 28 9649 6999'],
    [place('Bath', 'England', 'GB'), '+44 7700 900000', '+44 7700 900999'],
    [place('Seattle', 'Washington', 'US'), '+1 206 555 0100', '+1 206 555 0199'],
    [place('Ottawa', 'Ontario', 'CA'), '+1 613 555 0100', '+1 343 555 0199'],
    [place('Köln', 'North Rhine-Westphalia', 'DE'), '+49 221 4710 000', '+49 221 4710 999'],
    [place('Leipzig', 'Saxony', 'DE'), '+49 30 23125 000', '+49 89 99998 999'],
    // Half the draws are ACMA's listed mobiles (the first listed), half the state's landlines.
    [place('Sydney', 'New South Wales', 'AU'), '+61 491 570 006', '+61 2 7010 9999'],
    [place('Perth', 'Western Australia', 'AU'), '+61 491 570 006', '+61 8 7010 9999'],
  ])('%o: %s … %s', (where, first, last) => {
    const phone = createFictionPhoneGenerator(where);
    expect(phone?.(endOf('first'))).toBe(first);
    expect(phone?.(endOf('last'))).toBe(last);
    expect(isFictionPhone(first, where.countryCode)).toBe(true);
    expect(isFictionPhone(last, where.countryCode)).toBe(true);
  });
});

describe('every city and region range of the data is reachable from the real index', () => {
  // A range keyed by a name the cities file never writes ("cologne" where it says "Köln") would
  // never be drawn: the generator looks places up by the index's own city and region names.
  // Built in the first test that asks, not while the file is collected (see fixtureIndex.ts).
  let names: { cities: Map<string, Set<string>>; regions: Map<string, Set<string>> } | null = null;
  const namesOfIndex = () => {
    if (names !== null) return names;
    const cities = new Map<string, Set<string>>();
    const regions = new Map<string, Set<string>>();
    for (const city of realIndex().cities) {
      if (!['US', 'CA', 'GB', 'AU', 'DE'].includes(city.country)) continue;
      const add = (map: Map<string, Set<string>>, key: string) => {
        let set = map.get(city.country);
        if (set === undefined) map.set(city.country, (set = new Set()));
        set.add(key);
      };
      add(cities, city.name);
      add(regions, city.admin1);
    }
    names = { cities, regions };
    return names;
  };
  const named = (map: Map<string, Set<string>>, country: string, key: string) =>
    [...(map.get(country) ?? [])].find((name) => name.toLowerCase() === key);

  it.each([
    ['GB', GB_DRAMA_BY_CITY],
    ['DE', DE_DRAMA_BY_CITY],
  ] as const)('%s: each city range is drawn for the city the index names', (country, table) => {
    const unreachable: string[] = [];
    for (const [key, head] of Object.entries(table)) {
      const city = named(namesOfIndex().cities, country, key);
      const phone = city === undefined ? null : createFictionPhoneGenerator(place(city, '', country));
      const first = phone?.(endOf('first'));
      const last = phone?.(endOf('last'));
      if (first !== `${head}000` || last !== `${head}999`) unreachable.push(key);
    }
    expect(unreachable).toEqual([]);
  });

  it.each([
    ['US', US_CITY_AREA_CODES],
    ['CA', CA_CITY_AREA_CODES],
  ] as const)('%s: each big city’s area codes are drawn for the city the index names', (country, table) => {
    const unreachable: string[] = [];
    for (const [key, codes] of Object.entries(table)) {
      const city = named(namesOfIndex().cities, country, key);
      const phone = city === undefined ? null : createFictionPhoneGenerator(place(city, '', country));
      const expected = [`+1 ${codes[0]} 555 0100`, `+1 ${codes.at(-1)} 555 0199`];
      if (phone === null || phone(endOf('first')) !== expected[0] || phone(endOf('last')) !== expected[1])
        unreachable.push(key);
    }
    expect(unreachable).toEqual([]);
  });

  it.each([
    ['US', US_AREA_CODES],
    ['CA', CA_AREA_CODES],
  ] as const)('%s: each region’s area codes are drawn for the region the index names', (country, table) => {
    const unreachable: string[] = [];
    for (const [key, codes] of Object.entries(table)) {
      const region = named(namesOfIndex().regions, country, key);
      // A town no big-city table lists, so the region decides.
      const phone =
        region === undefined ? null : createFictionPhoneGenerator(place('Northbridge', region, country));
      const expected = [`+1 ${codes[0]} 555 0100`, `+1 ${codes.at(-1)} 555 0199`];
      if (phone === null || phone(endOf('first')) !== expected[0] || phone(endOf('last')) !== expected[1])
        unreachable.push(key);
    }
    expect(unreachable).toEqual([]);
    // And every region of the index has codes of its own, not the country's fallback.
    expect(
      [...(namesOfIndex().regions.get(country) ?? [])].filter(
        (name) => table[name.toLowerCase()] === undefined,
      ),
    ).toEqual([]);
  });

  it('AU: each state’s landline ranges are drawn for the state the index names', () => {
    const unreachable: string[] = [];
    for (const [key, digit] of Object.entries(AU_AREA_DIGIT)) {
      const state = named(namesOfIndex().regions, 'AU', key);
      const phone =
        state === undefined ? null : createFictionPhoneGenerator(place('Northbridge', state, 'AU'));
      if (phone?.(endOf('last')) !== `+61 ${digit} 7010 9999`) unreachable.push(key);
    }
    expect(unreachable).toEqual([]);
    expect(
      [...(namesOfIndex().regions.get('AU') ?? [])].filter(
        (name) => AU_AREA_DIGIT[name.toLowerCase()] === undefined,
      ),
    ).toEqual([]);
  });
});
