// Every country's phone numbers: fiction-range countries stay inside the regulator's
// ranges (checked with predicates written here, from the published lists), every other
// country's numbers are valid for it according to libphonenumber's full metadata, in its
// international format, and a fixed seed gives a fixed number.
import { getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import type { PlaceContext } from '../../../../../src/worker/engine/identity/identityKit.ts';
import { FICTION_PHONE_COUNTRIES } from '../../../../../src/worker/engine/identity/phones/fictionPhones.ts';
import { isFictionPhone } from '../../../../../src/worker/engine/identity/phones/isFictionPhone.ts';
import {
  loadPhoneGenerator,
  loadValidPhonePlan,
  validPhoneCountries,
} from '../../../../../src/worker/engine/identity/phones/loadPhoneGenerator.ts';
import { createRandom } from '../../../../../src/worker/engine/random.ts';

const VALID_PHONE_COUNTRIES = validPhoneCountries();

const AU_LISTED_MOBILES = new Set(
  (
    '570006 570156 570157 570158 570159 570110 570313 570737 571266 571491 571804 572549 572665 572983 ' +
    '573770 573087 574118 574632 575254 575789 576398 576801 577426 577644 578957 578148 578888 579212 579760 579455'
  )
    .split(' ')
    .map((tail) => `+61 491 ${tail.slice(0, 3)} ${tail.slice(3)}`),
);

/** The published ranges, as the numbers should read in international format. */
const IN_FICTION_RANGE: Record<string, (number: string) => boolean> = {
  US: (n) => /^\+1 [2-9]\d\d 555 01\d\d$/.test(n),
  CA: (n) => /^\+1 [2-9]\d\d 555 01\d\d$/.test(n),
  GB: (n) =>
    /^\+44 (7700 900|20 7946 0|11[3-8] 496 0|1[2-6]1 496 0|191 498 0|28 9649 6|29 2018 0|1632 960)\d{3}$/.test(
      n,
    ),
  AU: (n) => AU_LISTED_MOBILES.has(n) || /^\+61 [2378] (5550|7010) \d{4}$/.test(n),
  DE: (n) => /^\+49 (30 23125|69 90009|40 66969|221 4710|89 99998) \d{3}$/.test(n),
};

const FICTION_PLACES: PlaceContext[] = [
  { city: 'Chicago', admin1: 'Illinois', country: 'United States', countryCode: 'US' },
  { city: 'Springfield', admin1: 'Vermont', country: 'United States', countryCode: 'US' },
  { city: 'Northbridge', admin1: '', country: 'United States', countryCode: 'US' },
  { city: 'Montreal', admin1: 'Quebec', country: 'Canada', countryCode: 'CA' },
  { city: 'Northbridge', admin1: '', country: 'Canada', countryCode: 'CA' },
  { city: 'London', admin1: 'England', country: 'United Kingdom', countryCode: 'GB' },
  { city: 'Sheffield', admin1: 'England', country: 'United Kingdom', countryCode: 'GB' },
  { city: 'Newcastle upon Tyne', admin1: 'England', country: 'United Kingdom', countryCode: 'GB' },
  { city: 'Belfast', admin1: 'Northern Ireland', country: 'United Kingdom', countryCode: 'GB' },
  { city: 'Cardiff', admin1: 'Wales', country: 'United Kingdom', countryCode: 'GB' },
  { city: 'Inverness', admin1: 'Scotland', country: 'United Kingdom', countryCode: 'GB' },
  { city: 'Sydney', admin1: 'New South Wales', country: 'Australia', countryCode: 'AU' },
  { city: 'Brisbane', admin1: 'Queensland', country: 'Australia', countryCode: 'AU' },
  { city: 'Northbridge', admin1: '', country: 'Australia', countryCode: 'AU' },
  { city: 'Köln', admin1: 'North Rhine-Westphalia', country: 'Germany', countryCode: 'DE' },
  { city: 'Leipzig', admin1: 'Saxony', country: 'Germany', countryCode: 'DE' },
];

function placeIn(countryCode: string): PlaceContext {
  return { city: 'Northbridge', admin1: '', country: countryCode, countryCode };
}

describe('phones in fiction ranges', () => {
  it.each(FICTION_PLACES.map((place) => [`${place.countryCode} ${place.city}`, place] as const))(
    '%s: 300 draws stay in the published ranges',
    async (_, place) => {
      const phone = await loadPhoneGenerator(place);
      const random = createRandom(11);
      const outside: string[] = [];
      for (let i = 0; i < 300; i++) {
        const number = phone(random);
        const inRange = IN_FICTION_RANGE[place.countryCode]?.(number) ?? false;
        if (!inRange || !isFictionPhone(number, place.countryCode)) outside.push(number);
      }
      expect(outside).toEqual([]);
    },
  );

  it('prefers the local range or area code', async () => {
    const random = createRandom(5);
    const draw = async (city: string, admin1: string, countryCode: string) =>
      (await loadPhoneGenerator({ city, admin1, country: '', countryCode }))(random);
    expect(await draw('Leeds', 'England', 'GB')).toMatch(/^\+44 113 496 0\d{3}$/);
    expect(await draw('Manchester', 'England', 'GB')).toMatch(/^\+44 161 496 0\d{3}$/);
    expect(await draw('Bath', 'England', 'GB')).toMatch(/^\+44 7700 900\d{3}$/);
    expect(await draw('Munich', 'Bavaria', 'DE')).toMatch(/^\+49 89 99998 \d{3}$/);
    expect(await draw('Köln', 'North Rhine-Westphalia', 'DE')).toMatch(/^\+49 221 4710 \d{3}$/);
    expect(await draw('Boston', 'Massachusetts', 'US')).toMatch(/^\+1 617 555 01\d\d$/);
    expect(await draw('Albuquerque', 'New Mexico', 'US')).toMatch(/^\+1 (505|575) 555 01\d\d$/);
    expect(await draw('Vancouver', 'British Columbia', 'CA')).toMatch(/^\+1 (604|778) 555 01\d\d$/);
  });

  it('tells fiction from real-looking numbers', () => {
    expect(isFictionPhone('+1 212 555 0100', 'US')).toBe(true);
    expect(isFictionPhone('+1 212 555 1212', 'US')).toBe(false);
    expect(isFictionPhone('+44 20 7946 0999', 'GB')).toBe(true);
    expect(isFictionPhone('+44 20 7946 1000', 'GB')).toBe(false);
    expect(isFictionPhone('+61 491 570 006', 'AU')).toBe(true);
    expect(isFictionPhone('+61 491 570 007', 'AU')).toBe(false);
    expect(isFictionPhone('+61 3 5550 1234', 'AU')).toBe(true);
    expect(isFictionPhone('+49 30 23125 000', 'DE')).toBe(true);
    expect(isFictionPhone('+49 30 23126 000', 'DE')).toBe(false);
    expect(isFictionPhone('+33 1 99 00 12 34', 'FR')).toBe(false);
  });
});

describe('phones valid in their numbering plan', () => {
  it('covers every country libphonenumber knows, apart from the fiction ones', () => {
    expect(VALID_PHONE_COUNTRIES.length).toBeGreaterThan(230);
    expect(VALID_PHONE_COUNTRIES.some((code) => FICTION_PHONE_COUNTRIES.includes(code))).toBe(false);
  });

  it.each(VALID_PHONE_COUNTRIES)(
    '%s: every stem takes its endings; draws are valid and well formatted',
    async (code) => {
      const country = code as CountryCode;
      const place = placeIn(code);
      const plan = await loadValidPhonePlan(place);
      expect(plan?.stems.length ?? 0).toBeGreaterThan(0);
      const problems: string[] = [];
      // Ten endings of every stem, spread over the whole table.
      for (const [index, stem] of (plan?.stems ?? []).entries()) {
        const step = Math.max(1, Math.floor(stem.endings.length / 10));
        for (let i = index % step; i < stem.endings.length; i += step) {
          const number = stem.head + (stem.endings[i] ?? '');
          if (!isValidPhoneNumber(number, country)) problems.push(`invalid ending: ${number}`);
        }
      }
      const phone = await loadPhoneGenerator(place);
      const random = createRandom(29);
      const prefix = `+${getCountryCallingCode(country)} `;
      for (let i = 0; i < 300; i++) {
        const number = phone(random);
        if (!number.startsWith(prefix)) problems.push(`calling code: ${number}`);
        if (!isValidPhoneNumber(number, country)) problems.push(`invalid: ${number}`);
        const formatted = parsePhoneNumberFromString(number)?.formatInternational();
        if (formatted !== number) problems.push(`format: ${number} vs ${formatted ?? '?'}`);
      }
      expect([...new Set(problems)]).toEqual([]);
    },
  );

  it('keeps all 1,000 endings valid for the first stem of the most populous countries', async () => {
    const problems: string[] = [];
    for (const code of ['IN', 'CN', 'ID', 'PK', 'NG', 'BR', 'BD', 'RU', 'MX', 'JP', 'FR', 'IT']) {
      const stem = (await loadValidPhonePlan(placeIn(code)))?.stems[0];
      for (const ending of stem?.endings ?? ['missing']) {
        const number = (stem?.head ?? code) + ending;
        if (!isValidPhoneNumber(number, code as CountryCode)) problems.push(number);
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses the area code of the city where one is known', async () => {
    const random = createRandom(8);
    const draws = async (city: string, admin1: string, countryCode: string) => {
      const phone = await loadPhoneGenerator({ city, admin1, country: '', countryCode });
      return Array.from({ length: 60 }, () => phone(random));
    };
    expect((await draws('Paris', 'Île-de-France', 'FR')).some((n) => n.startsWith('+33 1 '))).toBe(true);
    expect((await draws('Mumbai', 'Maharashtra', 'IN')).some((n) => n.startsWith('+91 22 '))).toBe(true);
    expect((await draws('Tokyo', 'Tokyo', 'JP')).some((n) => n.startsWith('+81 3 '))).toBe(true);
    expect((await draws('Rome', 'Lazio', 'IT')).some((n) => n.startsWith('+39 06 '))).toBe(true);
  });
});

describe('phone replay', () => {
  it('gives a fixed number for a fixed seed', async () => {
    const places: PlaceContext[] = [
      { city: 'Lyon', admin1: 'Auvergne-Rhône-Alpes', country: 'France', countryCode: 'FR' },
      { city: 'Tokyo', admin1: 'Tokyo', country: 'Japan', countryCode: 'JP' },
      { city: 'Lagos', admin1: 'Lagos', country: 'Nigeria', countryCode: 'NG' },
      { city: 'Leeds', admin1: 'England', country: 'United Kingdom', countryCode: 'GB' },
      { city: 'Perth', admin1: 'Western Australia', country: 'Australia', countryCode: 'AU' },
    ];
    const numbers = await Promise.all(
      places.map(async (place) => (await loadPhoneGenerator(place))(createRandom(42))),
    );
    expect(numbers).toMatchSnapshot();
  });
});
