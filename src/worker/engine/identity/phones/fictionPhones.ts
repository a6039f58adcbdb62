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

/** The countries whose agents only ever get numbers from a reserved fiction range. */
export const FICTION_PHONE_COUNTRIES: readonly string[] = ['US', 'CA', 'GB', 'AU', 'DE'];

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const FOUR_DIGITS = Array.from({ length: 10000 }, (_, i) => String(i).padStart(4, '0'));

/** A head (everything before the varying digits) and the table of endings. */
function fromHeads(heads: readonly string[], endings: readonly string[]): PhoneGenerator {
  return (random: Random) => random.pick(heads) + random.pick(endings);
}

function northAmerican(
  place: PlaceContext,
  byCity: typeof US_AREA_CODES,
  byRegion: typeof US_AREA_CODES,
  any: readonly string[],
): PhoneGenerator {
  const areas = byCity[place.city.toLowerCase()] ?? byRegion[place.admin1.toLowerCase()] ?? any;
  return fromHeads(
    areas.map((area) => `+1 ${area} 555 01`),
    TWO_DIGITS,
  );
}

function australian(place: PlaceContext): PhoneGenerator {
  const digit = AU_AREA_DIGIT[place.admin1.toLowerCase()];
  const mobiles = AU_FICTION_MOBILES.map((national) => `+61 ${national.slice(1)}`);
  const geographic = (digit === undefined ? ['2', '3', '7', '8'] : [digit]).flatMap((area) =>
    AU_GEOGRAPHIC_BLOCKS.map((block) => `+61 ${area} ${block} `),
  );
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
