// Every country with an address format: the postcode matches the country's pattern as an
// independent package (postcode-validator) checks it, the address contains the city and
// the postcode, and a fixed seed gives a fixed address.
import { readFileSync } from 'node:fs';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { describe, expect, it } from 'vitest';
import { parseCitiesFile } from '../../../../../scripts/lib/citiesFile.ts';
import type { PlaceContext } from '../../../../../src/worker/engine/identity/identityKit.ts';
import {
  ADDRESS_FORMAT_COUNTRIES,
  REGIONAL_ADDRESS_COUNTRIES,
} from '../../../../../src/worker/engine/identity/places/findAddressStyle.ts';
import {
  loadAddressGenerator,
  loadAddressParts,
} from '../../../../../src/worker/engine/identity/places/loadAddressGenerator.ts';
import { createRandom } from '../../../../../src/worker/engine/random.ts';

interface CityRecord {
  name: string;
  country: string;
  admin1: string;
  pop: number;
}

const FIXTURE: CityRecord[] = parseCitiesFile(
  readFileSync(new URL('../../../../fixtures/cities.fixture.json', import.meta.url), 'utf8'),
);

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

function placeOf(city: CityRecord): PlaceContext {
  return {
    city: city.name,
    admin1: city.admin1,
    country: COUNTRY_NAMES.of(city.country) ?? city.country,
    countryCode: city.country,
  };
}

/** The fixture's biggest city of the country, or an invented one in no known region. */
function samplePlace(countryCode: string): PlaceContext {
  const real = FIXTURE.find((city) => city.country === countryCode);
  return placeOf(real ?? { name: 'Northbridge', country: countryCode, admin1: '', pop: 0 });
}

/** What is wrong with each draw; assertions run once per country to keep 50,000 draws quick. */
async function problemsOf(place: PlaceContext, draws: number): Promise<string[]> {
  const parts = await loadAddressParts(place);
  if (parts === null) return [`${place.countryCode}: no address format`];
  const problems: string[] = [];
  const hasValidator = postcodeValidatorExistsForCountry(place.countryCode);
  const random = createRandom(20240917);
  for (let i = 0; i < draws; i++) {
    const { address, postcode } = parts(random);
    if (!address.includes(place.city)) problems.push(`no city: ${address}`);
    if (!address.endsWith(`, ${place.country}`)) problems.push(`no country last: ${address}`);
    if (/[{}]|undefined|NaN|, ,|\s{2}/.test(address)) problems.push(`malformed: ${address}`);
    if (postcode === '') continue;
    if (!address.includes(postcode)) problems.push(`postcode ${postcode} not in ${address}`);
    if (!hasValidator) problems.push(`no independent pattern for ${place.countryCode}`);
    else if (!postcodeValidator(postcode, place.countryCode))
      problems.push(`${place.countryCode}: bad postcode ${postcode}`);
  }
  return [...new Set(problems)];
}

describe('addresses', () => {
  it.each([...ADDRESS_FORMAT_COUNTRIES, ...REGIONAL_ADDRESS_COUNTRIES])(
    '%s: city, postcode pattern and shape hold over 300 draws',
    async (countryCode) => {
      expect(await problemsOf(samplePlace(countryCode), 300)).toEqual([]);
    },
  );

  it('holds for the 15 largest cities of every covered country in the real cities file', async () => {
    const cities: CityRecord[] = parseCitiesFile(
      readFileSync(new URL('../../../../../public/cities.json', import.meta.url), 'utf8'),
    );
    const covered = new Set([...ADDRESS_FORMAT_COUNTRIES, ...REGIONAL_ADDRESS_COUNTRIES]);
    const taken = new Map<string, number>();
    const problems: string[] = [];
    for (const city of cities) {
      const count = taken.get(city.country) ?? 0;
      if (!covered.has(city.country) || count >= 15) continue;
      taken.set(city.country, count + 1);
      problems.push(...(await problemsOf(placeOf(city), 20)));
    }
    expect(problems).toEqual([]);
  });

  it('draws postcodes of the region for a few well-known cities', async () => {
    const cases: [PlaceContext, RegExp][] = [
      [{ city: 'Paris', admin1: 'Île-de-France', country: 'France', countryCode: 'FR' }, /^750[01]\d$/],
      [{ city: 'Munich', admin1: 'Bavaria', country: 'Germany', countryCode: 'DE' }, /^8[01]\d{3}$/],
      [{ city: 'Chicago', admin1: 'Illinois', country: 'United States', countryCode: 'US' }, /^606\d\d$/],
      [{ city: 'Toronto', admin1: 'Ontario', country: 'Canada', countryCode: 'CA' }, /^M\d[A-Z] \d[A-Z]\d$/],
      [
        { city: 'Leeds', admin1: 'England', country: 'United Kingdom', countryCode: 'GB' },
        /^LS\d+ \d[A-Z]{2}$/,
      ],
      [{ city: 'Tokyo', admin1: 'Tokyo', country: 'Japan', countryCode: 'JP' }, /^1\d\d-\d{4}$/],
      [{ city: 'Madrid', admin1: 'Madrid', country: 'Spain', countryCode: 'ES' }, /^28\d{3}$/],
      [{ city: 'Mumbai', admin1: 'Maharashtra', country: 'India', countryCode: 'IN' }, /^400\d{3}$/],
    ];
    for (const [place, pattern] of cases) {
      const parts = await loadAddressParts(place);
      const random = createRandom(7);
      for (let i = 0; i < 50; i++) expect(parts?.(random).postcode).toMatch(pattern);
    }
  });

  it('writes each country in its own order and words', async () => {
    const random = createRandom(3);
    const lyon = await loadAddressGenerator({
      city: 'Lyon',
      admin1: 'Auvergne-Rhône-Alpes',
      country: 'France',
      countryCode: 'FR',
    });
    expect(lyon(random)).toMatch(
      /^\d+( bis)? (Rue|Avenue|Boulevard|Place|Allée|Impasse|Chemin|Quai) .+, 6900\d Lyon, France$/,
    );
    const berlin = await loadAddressGenerator({
      city: 'Berlin',
      admin1: 'State of Berlin',
      country: 'Germany',
      countryCode: 'DE',
    });
    expect(berlin(random)).toMatch(
      /^\S+(straße|weg|allee|platz|ring|gasse) \d+[ab]?, 1[023]\d{3} Berlin, Germany$/,
    );
    const boston = await loadAddressGenerator({
      city: 'Boston',
      admin1: 'Massachusetts',
      country: 'United States',
      countryCode: 'US',
    });
    expect(boston(random)).toMatch(/^\d+ .+, Boston, MA 021\d\d, United States$/);
    const tokyo = await loadAddressGenerator({
      city: 'Tokyo',
      admin1: 'Tokyo',
      country: 'Japan',
      countryCode: 'JP',
    });
    expect(tokyo(random)).toMatch(/^〒\d{3}-\d{4} Tokyo, .+ \d-chōme \d+-\d+, Japan$/);
    const montreal = await loadAddressGenerator({
      city: 'Montréal',
      admin1: 'Quebec',
      country: 'Canada',
      countryCode: 'CA',
    });
    expect(montreal(random)).toMatch(
      /^\d+, (rue|boulevard|avenue|chemin) .+, Montréal \(Québec\) H\d[A-Z] \d[A-Z]\d, Canada$/,
    );
  });

  it('gives countries without a format the fallback address', async () => {
    const place = { city: 'Ulaanbaatar', admin1: '', country: 'Mongolia', countryCode: 'MN' };
    expect(await loadAddressParts(place)).toBeNull();
    expect((await loadAddressGenerator(place))(createRandom(1))).toContain('Ulaanbaatar');
  });

  it('replays a fixed seed to a fixed address', async () => {
    const places: PlaceContext[] = [
      { city: 'Lyon', admin1: 'Auvergne-Rhône-Alpes', country: 'France', countryCode: 'FR' },
      { city: 'Hamburg', admin1: 'Hamburg', country: 'Germany', countryCode: 'DE' },
      { city: 'Osaka', admin1: 'Osaka', country: 'Japan', countryCode: 'JP' },
      { city: 'São Paulo', admin1: 'São Paulo', country: 'Brazil', countryCode: 'BR' },
      { city: 'Manchester', admin1: 'England', country: 'United Kingdom', countryCode: 'GB' },
    ];
    const addresses = await Promise.all(
      places.map(async (place) => (await loadAddressGenerator(place))(createRandom(42))),
    );
    expect(addresses).toMatchSnapshot();
  });
});
