// Turns a country's address style into a generator bound to one place. Everything that is
// the same for every agent of a mission (city, region, street list, line layout) is settled
// here, once; each agent then costs a handful of draws and one string.
import type { Random } from '../../random.ts';
import type { AddressGenerator, PlaceContext } from '../identityKit.ts';
import type { AddressStyle } from './addressStyle.ts';
import type { Locality, LocalityDrawer } from './cityLocalities.ts';
import { createPostcodeDrawer } from './postcode.ts';

/** An address and the parts inside it, so tests, audits and the v2 agent fields need not parse the text. */
export interface AddressParts {
  address: string;
  /**
   * The street line as the country writes it ("Lindenstraße 12", "12 Rue des Lilas", "Chuo 3-chōme
   * 12-4"): the first line with a street, or else with a house or block number.
   */
  street: string;
  /** "" where the country's addresses carry none. */
  postcode: string;
}

type Step = string | ((random: Random) => string);

const SLOT = /\{([^}]+)\}/g;

/** "1" … "max" as strings, so drawing a house number formats nothing. */
// A country or region mission compiles an address for each of its hundreds of towns: the parts
// that depend only on the country's style are made once and shared (they are never mutated).
const numberLists = new Map<number, readonly string[]>();
const streetLists = new WeakMap<AddressStyle, readonly string[]>();

function countTo(max: number): readonly string[] {
  let numbers = numberLists.get(max);
  if (numbers === undefined) {
    numbers = Array.from({ length: max }, (_, index) => String(index + 1));
    numberLists.set(max, numbers);
  }
  return numbers;
}

function expandStreets(style: AddressStyle): readonly string[] {
  let streets = streetLists.get(style);
  if (streets === undefined) {
    const patterns = style.streetPatterns ?? ['{n}'];
    const names = style.streetNames ?? [];
    streets = patterns.flatMap((pattern) => names.map((name) => pattern.replace('{n}', name)));
    streetLists.set(style, streets);
  }
  return streets;
}

/** Commas and spaces left dangling by an empty slot ("Springfield, {regionCode} 62701"). */
function tidy(text: string): string {
  return text
    .replace(/\s+,/g, ',')
    .replace(/,(\s*,)+/g, ',')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

function placeSlots(place: PlaceContext, style: AddressStyle): Record<string, string> {
  const region = place.admin1.toLowerCase() === place.city.toLowerCase() ? '' : place.admin1;
  return {
    city: place.city,
    region,
    regionCode: style.regionCodes?.[place.admin1.toLowerCase()] ?? '',
  };
}

/**
 * A house number as the country's (one draw, and one more for a suffix where the style has them), up
 * to the drawn district's own highest where it gives one (CityDistrict.numberMax).
 */
function districtNumber(style: AddressStyle, locality: Locality): (random: Random) => string {
  const countryNumbers = countTo(style.numberMax ?? 200);
  const suffixes = style.numberSuffixes;
  return (random) => {
    const max = locality.numberMax;
    const number = random.pick(max > 0 && max < countryNumbers.length ? countTo(max) : countryNumbers);
    return suffixes === undefined || suffixes.length === 0 ? number : number + random.pick(suffixes);
  };
}

/** The draw of a slot the place does not fix (the postcode is drawn apart, see compileAddress). */
function drawSlot(slot: string, style: AddressStyle, streets: readonly string[]): (random: Random) => string {
  if (slot === 'street') return (random) => random.pick(streets);
  if (slot === 'district') {
    const districts = style.districts ?? [];
    return (random) => random.pick(districts);
  }
  if (slot === 'number') {
    const numbers = countTo(style.numberMax ?? 200);
    const suffixes = style.numberSuffixes;
    if (suffixes === undefined || suffixes.length === 0) return (random) => random.pick(numbers);
    return (random) => random.pick(numbers) + random.pick(suffixes);
  }
  const range = /^#(\d+)$/.exec(slot);
  if (range !== null) {
    const numbers = countTo(Number(range[1]));
    return (random) => random.pick(numbers);
  }
  throw new Error(`Unknown address slot {${slot}}`);
}

/** Splits a line into literal text and draws, with the place's fixed slots already filled. */
function compileLine(
  line: string,
  fixed: Record<string, string>,
  draw: (slot: string) => (random: Random) => string,
): Step[] {
  const filled = tidy(line.replace(SLOT, (whole, slot: string) => fixed[slot] ?? whole));
  const steps: Step[] = [];
  let last = 0;
  for (const match of filled.matchAll(SLOT)) {
    if (match.index > last) steps.push(filled.slice(last, match.index));
    steps.push(draw(match[1] ?? ''));
    last = match.index + match[0].length;
  }
  if (last < filled.length) steps.push(filled.slice(last));
  return steps;
}

interface CompiledAddress {
  compose: (random: Random) => string;
  /** The street line inside the address `compose` returned last. */
  lastStreet: () => string;
  /** The postcode inside the address `compose` returned last. */
  lastPostcode: () => string;
}

/** One line, ready to compose: each draw carries the literal text before it. */
interface CompiledLine {
  prefixes: readonly string[];
  draws: readonly ((random: Random) => string)[];
  tail: string;
}

function toCompiledLine(steps: readonly Step[]): CompiledLine {
  // One call and one concatenation per draw, with no type checks in the loop.
  const prefixes: string[] = [];
  const draws: ((random: Random) => string)[] = [];
  let pending = '';
  for (const step of steps) {
    if (typeof step === 'string') {
      pending += step;
    } else {
      prefixes.push(pending);
      draws.push(step);
      pending = '';
    }
  }
  return { prefixes, draws, tail: pending };
}

function composeLine(line: CompiledLine, random: Random): string {
  let text = '';
  for (let i = 0; i < line.draws.length; i++)
    text += (line.prefixes[i] as string) + (line.draws[i] as (r: Random) => string)(random);
  return text + line.tail;
}

/** The street line: the first holding a {street}, else the first with a house, plot or block number. */
function streetLineOf(lines: readonly string[]): number {
  const street = lines.findIndex((line) => line.includes('{street}'));
  if (street >= 0) return street;
  const numbered = lines.findIndex((line) => /\{(?:number|#\d+)\}/.test(line));
  return Math.max(0, numbered);
}

/**
 * A district slot with the words that label it ("Col. ", " District", " - "), for addresses that
 * name no district: version 3 names none where the city's own are not known.
 */
const DISTRICT_WITH_LABEL =
  /(?:Col\.|Brgy\.|Phường)\s*\{district\}|\{district\}\s*(?:District|Dist\.|Township)|\s+-\s+\{district\}|\{district\}/g;

/**
 * Version 3's choice of district and postcode for a place: the city's own localities, or none
 * (no district, and the country's postcode rule).
 */
export interface LocalityOptions {
  localities: LocalityDrawer | null;
  /**
   * Whether the street comes from the drawn district's own list where it has one (see
   * MissionVersionContents.districtStreets); the drawer was made with the same choice.
   */
  districtStreets?: boolean;
}

function compileAddress(style: AddressStyle, place: PlaceContext, v3?: LocalityOptions): CompiledAddress {
  const streets = expandStreets(style);
  const rule =
    style.postcode === undefined ? null : createPostcodeDrawer(style.postcode, place.city, place.admin1);
  const localities = v3?.localities ?? null;
  const postcode = v3 !== undefined && localities !== null ? null : rule;
  // A style without a postcode rule has an empty postcode slot, filled now so that tidying
  // removes the comma or space it would leave ("Chuo Dori, , Tokyo").
  // With district streets, a district may have a postal town of its own (Brooklyn, NY), so the
  // city slot is read from the drawn locality rather than fixed.
  const postalTowns = v3?.districtStreets === true && localities !== null;
  const { city: cityText = '', ...placeFixed } = placeSlots(place, style);
  const fixed = {
    ...placeFixed,
    ...(postalTowns ? {} : { city: cityText }),
    ...(postcode === null && localities === null ? { postcode: '' } : {}),
  };
  // The postcode (and in version 3 the district) is drawn first and spliced in, so the parts agree with the text.
  let drawn = '';
  let district = '';
  const locality: Locality = { district: '', postcode: '', streets: null, postalCity: '', numberMax: 0 };
  const draw = (slot: string): ((random: Random) => string) =>
    slot === 'postcode'
      ? () => drawn
      : slot === 'district' && v3 !== undefined
        ? () => district
        : slot === 'street' && v3?.districtStreets === true
          ? (random) => random.pick(locality.streets ?? streets)
          : slot === 'city' && postalTowns
            ? () => (locality.postalCity === '' ? cityText : locality.postalCity)
            : slot === 'number' && postalTowns
              ? districtNumber(style, locality)
              : drawSlot(slot, style, streets);
  const styleLines =
    v3 !== undefined && localities === null
      ? style.lines.map((line) => line.replace(DISTRICT_WITH_LABEL, ''))
      : style.lines;
  const kept = [...styleLines, place.country]
    .map((line) => ({ line, steps: compileLine(line, fixed, draw) }))
    .filter(({ steps }) => steps.length > 0);
  const lines = kept.map(({ steps }) => toCompiledLine(steps));
  const streetAt = streetLineOf(kept.map(({ line }) => line));
  const count = lines.length;
  // Lines are composed in order, so the draws are taken in the order of the text, the street line's
  // among them: a mission's addresses are part of its output, which never changes.
  let street = '';
  const compose = (random: Random): string => {
    if (localities !== null) {
      localities(random, locality);
      district = locality.district;
      drawn = locality.postcode;
    } else {
      drawn = postcode === null ? '' : postcode(random);
    }
    let address = '';
    for (let i = 0; i < count; i++) {
      const text = composeLine(lines[i] as CompiledLine, random);
      if (i === streetAt) street = text;
      address += i === 0 ? text : `, ${text}`;
    }
    return address;
  };
  return { compose, lastStreet: () => street, lastPostcode: () => drawn };
}

/** Both ways of drawing a place's addresses, sharing one compiled format. */
export interface AddressDrawers {
  address: AddressGenerator;
  parts: (random: Random) => AddressParts;
}

/**
 * The address generators for a place in a country with the given style: the text alone (the hot
 * path of version 1 missions) and the text with its parts. Both take the same draws.
 *
 * @example createAddressDrawers(FR_STYLE, place).parts(random).street // "12 Rue des Lilas"
 */
export function createAddressDrawers(
  style: AddressStyle,
  place: PlaceContext,
  v3?: LocalityOptions,
): AddressDrawers {
  const { compose, lastStreet, lastPostcode } = compileAddress(style, place, v3);
  return {
    address: compose,
    parts: (random) => {
      const address = compose(random);
      return { address, street: lastStreet(), postcode: lastPostcode() };
    },
  };
}

/**
 * The address parts generator for a place in a country with the given style.
 *
 * @example createAddressParts(FR_STYLE, { city: "Lyon", admin1: "Auvergne-Rhône-Alpes", country: "France", countryCode: "FR" })(random)
 * // { address: "12 Rue des Lilas, 69003 Lyon, France", street: "12 Rue des Lilas", postcode: "69003" }
 */
export function createAddressParts(
  style: AddressStyle,
  place: PlaceContext,
): (random: Random) => AddressParts {
  return createAddressDrawers(style, place).parts;
}

/**
 * The address generator for a place in a country with the given style.
 *
 * @example createAddressGenerator(DE_STYLE, place)(random) // "Lindenstraße 12, 10115 Berlin, Germany"
 */
export function createAddressGenerator(style: AddressStyle, place: PlaceContext): AddressGenerator {
  return compileAddress(style, place).compose;
}
