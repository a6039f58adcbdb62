// Phone generators for the countries whose regulator reserves numbers for fiction: the
// United States and Canada (555-0100 to 555-0199 in any area code), the United Kingdom
// (Ofcom), Australia (ACMA) and Germany (Bundesnetzagentur). Only those ranges are used,
// with the local area code where the range allows it.
import {
  AU_AREA_DIGIT,
  AU_FICTION_MOBILES,
  AU_GEOGRAPHIC_BLOCKS,
  CA_AREA_CODES,
  CA_CITY_AREA_CODES,
  DE_DRAMA_BY_CITY,
  GB_DRAMA_BY_CITY,
  GB_DRAMA_MOBILE,
  US_AREA_CODES,
  US_CITY_AREA_CODES,
} from '../../../data/identity/phones/fictionRanges.ts';
import type { Random } from '../../random.ts';
import type { PhoneGenerator, PlaceContext } from '../identityKit.ts';
import type { PhoneBlock } from './phoneSpace.ts';

/** The countries whose agents only ever get numbers from a reserved fiction range. */
export const FICTION_PHONE_COUNTRIES: readonly string[] = ['US', 'CA', 'GB', 'AU', 'DE'];

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const FOUR_DIGITS = Array.from({ length: 10000 }, (_, i) => String(i).padStart(4, '0'));

/** A head (everything before the varying digits) and the table of endings. */
function fromHeads(heads: readonly string[], endings: readonly string[]): PhoneGenerator {
  return (random: Random) => random.pick(heads) + random.pick(endings);
}

function northAmericanHeads(
  place: PlaceContext,
  byCity: typeof US_AREA_CODES,
  byRegion: typeof US_AREA_CODES,
  any: readonly string[],
  cityAreas: readonly string[] = [],
): string[] {
  const areas =
    cityAreas.length > 0
      ? cityAreas
      : (byCity[place.city.toLowerCase()] ?? byRegion[place.admin1.toLowerCase()] ?? any);
  return areas.map((area) => `+1 ${area} 555 01`);
}

function northAmerican(
  place: PlaceContext,
  byCity: typeof US_AREA_CODES,
  byRegion: typeof US_AREA_CODES,
  any: readonly string[],
): PhoneGenerator {
  return fromHeads(northAmericanHeads(place, byCity, byRegion, any), TWO_DIGITS);
}

/** Australia's fiction mobiles (whole numbers) and the state's geographic fiction blocks. */
function australianHeads(place: PlaceContext): { mobiles: string[]; geographic: string[] } {
  const digit = AU_AREA_DIGIT[place.admin1.toLowerCase()];
  const mobiles = AU_FICTION_MOBILES.map((national) => `+61 ${national.slice(1)}`);
  const geographic = (digit === undefined ? ['2', '3', '7', '8'] : [digit]).flatMap((area) =>
    AU_GEOGRAPHIC_BLOCKS.map((block) => `+61 ${area} ${block} `),
  );
  return { mobiles, geographic };
}

function australian(place: PlaceContext): PhoneGenerator {
  const { mobiles, geographic } = australianHeads(place);
  // Half mobiles (30 fixed numbers), half landlines of the state (10,000 each).
  return (random: Random) =>
    random.next() < 0.5 ? random.pick(mobiles) : random.pick(geographic) + random.pick(FOUR_DIGITS);
}

/**
 * The fiction-range generator of a place, or null when its country has no reserved range.
 *
 * @example createFictionPhoneGenerator({ city: "Leeds", admin1: "England", country: "United Kingdom", countryCode: "GB" })?.(random) // "+44 113 496 0417"
 */
export function createFictionPhoneGenerator(place: PlaceContext): PhoneGenerator | null {
  const city = place.city.toLowerCase();
  switch (place.countryCode.toUpperCase()) {
    case 'US':
      return northAmerican(place, US_CITY_AREA_CODES, US_AREA_CODES, ['212', '312', '415', '617', '202']);
    case 'CA':
      return northAmerican(place, CA_CITY_AREA_CODES, CA_AREA_CODES, ['416', '514', '604', '613']);
    case 'GB':
      return fromHeads([GB_DRAMA_BY_CITY[city] ?? GB_DRAMA_MOBILE], THREE_DIGITS);
    case 'AU':
      return australian(place);
    case 'DE': {
      const local = DE_DRAMA_BY_CITY[city];
      return fromHeads(local === undefined ? Object.values(DE_DRAMA_BY_CITY) : [local], THREE_DIGITS);
    }
    default:
      return null;
  }
}

/**
 * Version 3's numbers of a fiction-range place as blocks (see phoneSpace.ts): the same ranges and
 * area codes as createFictionPhoneGenerator, with the city's own area codes first where the city's
 * record gives them (North America). Null when the country has no reserved range.
 *
 * @example fictionPhoneBlocks({ city: "Leeds", admin1: "England", country: "United Kingdom", countryCode: "GB" })?.[0]?.heads // ["+44 113 496 0"]
 */
export function fictionPhoneBlocks(
  place: PlaceContext,
  cityAreas: readonly string[] = [],
): PhoneBlock[] | null {
  const city = place.city.toLowerCase();
  switch (place.countryCode.toUpperCase()) {
    case 'US':
      return [
        {
          heads: northAmericanHeads(
            place,
            US_CITY_AREA_CODES,
            US_AREA_CODES,
            ['212', '312', '415', '617', '202'],
            cityAreas,
          ),
          endings: TWO_DIGITS,
        },
      ];
    case 'CA':
      return [
        {
          heads: northAmericanHeads(
            place,
            CA_CITY_AREA_CODES,
            CA_AREA_CODES,
            ['416', '514', '604', '613'],
            cityAreas,
          ),
          endings: TWO_DIGITS,
        },
      ];
    case 'GB':
      return [{ heads: [GB_DRAMA_BY_CITY[city] ?? GB_DRAMA_MOBILE], endings: THREE_DIGITS }];
    case 'AU': {
      const { mobiles, geographic } = australianHeads(place);
      return [
        { heads: mobiles, endings: [''] },
        { heads: geographic, endings: FOUR_DIGITS },
      ];
    }
    case 'DE': {
      const local = DE_DRAMA_BY_CITY[city];
      return [
        { heads: local === undefined ? Object.values(DE_DRAMA_BY_CITY) : [local], endings: THREE_DIGITS },
      ];
    }
    default:
      return null;
  }
}
