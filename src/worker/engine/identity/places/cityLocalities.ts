// Version 3's districts and postcodes of a city: a district drawn in proportion to its residents,
// then a postcode of that district (or of the city), so that an address's district, postcode and
// city agree. Compiled once per mission from the city's record (data/identity/places/cities/).
import type {
  CityAddressData,
  PostcodeEntries,
} from '../../../data/identity/places/cities/cityAddressData.ts';
import type { Random } from '../../random.ts';
import { aliasTable, drawAlias } from '../../sampling/aliasTable.ts';
import { CAPITALS, digitTable } from './postcode.ts';

/**
 * A district (or "" when the city's districts are not known), a postcode (or "" when none is), and
 * the district's own streets (null where the record lists none, or the version does not tie them).
 */
export interface Locality {
  district: string;
  postcode: string;
  streets: readonly string[] | null;
  /** The town the address writes where the district (or its part) has its own (CityDistrict.postalCity); "" otherwise. */
  postalCity: string;
  /** The highest house number of the district's streets where it lists one (CityDistrict.numberMax); 0 otherwise. */
  numberMax: number;
}

/** Draws a locality into `into` (one object per mission, not one per agent). */
export type LocalityDrawer = (random: Random, into: Locality) => void;

/** The longest range whose codes are written out in advance. */
const MAX_LISTED_CODES = 100_000;

/** One entry of a postcode list: how many codes it covers and how to draw one. */
interface CodeSource {
  count: number;
  draw: (random: Random) => string;
}

/**
 * An entry as codes: an exact code, a range of same-length digit codes ("28001-28055"), or a
 * pattern of "#" (a digit) and "@" (a letter of `letters`).
 */
export function codeSource(entry: string, letters: string = CAPITALS): CodeSource {
  const range = /^(\d+)-(\d+)$/.exec(entry);
  if (range !== null && (range[1] as string).length === (range[2] as string).length) {
    const width = (range[1] as string).length;
    const low = Number(range[1]);
    const high = Number(range[2]);
    if (high < low) throw new Error(`Postcode range "${entry}" runs backwards.`);
    const count = high - low + 1;
    // A city's ranges are short (a few hundred codes): each code is written once, then picked.
    if (count <= MAX_LISTED_CODES) {
      const codes = Array.from({ length: count }, (_, i) => String(low + i).padStart(width, '0'));
      return { count, draw: (random) => random.pick(codes) };
    }
    return { count, draw: (random) => String(low + random.int(count)).padStart(width, '0') };
  }
  if (!/[#@]/.test(entry)) return { count: 1, draw: () => entry };
  const alphabet = [...letters];
  const steps: ((random: Random) => string)[] = [];
  let count = 1;
  for (const match of entry.matchAll(/#+|@|[^#@]+/g)) {
    const text = match[0];
    if (text.startsWith('#')) {
      // Runs of up to four digits from one table, as in postcode.ts.
      for (let left = text.length; left > 0; left -= 4) {
        const table = digitTable(Math.min(4, left));
        steps.push((random) => random.pick(table));
        count *= table.length;
      }
    } else if (text === '@') {
      steps.push((random) => random.pick(alphabet));
      count *= alphabet.length;
    } else {
      steps.push(() => text);
    }
  }
  return {
    count,
    draw: (random) => {
      let code = '';
      for (const step of steps) code += step(random);
      return code;
    },
  };
}

/** Codes of a list, each code as likely as the next; null for an empty or absent list. */
function codesDrawer(
  entries: PostcodeEntries | undefined,
  letters: string,
): ((random: Random) => string) | null {
  if (entries === undefined || entries.length === 0) return null;
  const sources = entries.map((entry) => codeSource(entry, letters));
  if (sources.length === 1) return (sources[0] as CodeSource).draw;
  const table = aliasTable(sources.map((source) => source.count));
  return (random) => (sources[drawAlias(table, random)] as CodeSource).draw(random);
}

/**
 * The locality drawer of a city: a district by residents (equal shares where the record gives
 * none), and a postcode of that district, else of the city, else from `fallback` (the country's
 * rule for the place). Null when the record has neither districts nor postcodes. With
 * `districtStreets`, a district that lists its streets gives them, and its streets' codes where
 * the record gives those (see CityDistrict.streetPostcodes).
 *
 * @example cityLocalities(MADRID)?.(random, into) // into: { district: "Chamberí", postcode: "28010", streets: null }
 */
export function cityLocalities(
  city: CityAddressData,
  fallback: ((random: Random) => string) | null,
  letters: string = CAPITALS,
  districtStreets = false,
): LocalityDrawer | null {
  const cityCodes = codesDrawer(city.postcodes, letters) ?? fallback;
  const districts = city.districts ?? [];
  if (districts.length === 0) {
    if (cityCodes === null) return null;
    return (random, into) => {
      into.district = '';
      into.postcode = cityCodes(random);
      into.streets = null;
      into.postalCity = '';
      into.numberMax = 0;
    };
  }
  const names = districts.map((district) => district.name);
  const streets = districts.map((district) =>
    districtStreets && district.streets !== undefined && district.streets.length > 0
      ? district.streets
      : null,
  );
  const postalCities = districts.map((district, i) =>
    streets[i] !== null ? (district.postalCity ?? '') : '',
  );
  const numberMaxes = districts.map((district, i) => (streets[i] !== null ? (district.numberMax ?? 0) : 0));
  const codes = districts.map(
    (district, i) =>
      codesDrawer(
        streets[i] !== null ? (district.streetPostcodes ?? district.postcodes) : district.postcodes,
        letters,
      ) ?? cityCodes,
  );
  // Parts of a district with codes of their own (CityDistrict.streetAreas), read with districtStreets.
  const areas = districts.map((district) =>
    districtStreets && district.streetAreas !== undefined && district.streetAreas.length > 0
      ? {
          parts: district.streetAreas.map((area) => ({
            streets: area.streets,
            code: codesDrawer(area.postcodes, letters) ?? cityCodes,
            postalCity: area.postalCity ?? district.postalCity ?? '',
            numberMax: area.numberMax ?? district.numberMax ?? 0,
          })),
          table: aliasTable(district.streetAreas.map((area) => area.streets.length)),
        }
      : null,
  );
  const weights = districts.some((district) => district.population === undefined)
    ? districts.map(() => 1)
    : districts.map((district) => district.population as number);
  const table = aliasTable(weights);
  return (random, into) => {
    const i = drawAlias(table, random);
    const area = areas[i];
    if (area !== null && area !== undefined) {
      const part = area.parts[drawAlias(area.table, random)] as (typeof area.parts)[number];
      into.district = names[i] as string;
      into.postcode = part.code === null ? '' : part.code(random);
      into.streets = part.streets;
      into.postalCity = part.postalCity;
      into.numberMax = part.numberMax;
      return;
    }
    const code = codes[i];
    into.district = names[i] as string;
    into.postcode = code === null || code === undefined ? '' : code(random);
    into.streets = streets[i] as readonly string[] | null;
    into.postalCity = postalCities[i] as string;
    into.numberMax = numberMaxes[i] as number;
  };
}
