// Numbers that libphonenumber's full metadata accepts, for countries without a fiction
// range. The expensive part (parsing and validating with libphonenumber) happens once per
// mission: rejection sampling finds "stems", numbers missing their last few digits whose
// every ending is valid, and formats them. An agent then costs two draws and one string.
import type { CountryCode } from 'libphonenumber-js/core';
import { AREA_CODES, AREA_CODES_V1_CHANGES } from '../../../data/identity/phones/areaCodes.ts';
import type { MissionVersion } from '../../../../shared/types.ts';
import { MISSION_VERSION_CONTENTS } from '../../../../shared/missionVersions.ts';
import { MOBILE_LEADS_IN_USE } from '../../../data/identity/phones/mobileLeads.ts';
import { FICTION_PHONE_COUNTRIES } from './fictionPhones.ts';
import { createRandom, hashString, type Random } from '../../random.ts';
import type { PlaceContext } from '../identityKit.ts';
import type { PhoneExamples as Examples, PhoneLibrary } from './phoneMetadata.ts';

/** A stem: the formatted head and the formatted endings it accepts. */
export interface PhoneStem {
  head: string;
  endings: readonly string[];
}

export interface ValidPhonePlan {
  stems: readonly PhoneStem[];
  /** How many trailing digits vary per agent. */
  freeDigits: number;
}

const STEM_TARGET = 24;
/**
 * A version with city identities finds more stems: with 24, a screen of twelve agents shows the same
 * few leading digits again and again (+33 6 12 62 four times in Paris), which a native notices.
 */
const STEM_TARGET_CITY = 64;
const ATTEMPTS = 600;

/** Ten endings in which every position takes every digit once: a cheap check that all endings pass. */
function probesOf(freeDigits: number): string[] {
  return Array.from({ length: 10 }, (_, row) =>
    Array.from({ length: freeDigits }, (_, position) => String((row + position * 3) % 10)).join(''),
  );
}

function randomDigits(random: Random, count: number): string {
  let digits = '';
  for (let i = 0; i < count; i++) digits += String(random.int(10));
  return digits;
}

/**
 * Countries whose mobile numbers carry the geographic area code of their owner's region, and where
 * the code sits in the national number: Brazil's DDD before the mobile 9 (11 9xxxx-xxxx), Argentina's
 * after the mobile 9 of international dialling (+54 9 11 xxxx-xxxx), Mexico's at the start (55 xxxx xxxx).
 * A mobile of these countries made like the country's example number would carry the example's
 * city (São Paulo's 11, Buenos Aires' 11) wherever the agent lives.
 */
const GEOGRAPHIC_MOBILES: Readonly<Record<string, (area: string) => string>> = {
  BR: (area) => `${area}9`,
  AR: (area) => `9${area}${AR_SUBSCRIBER_LEAD}`,
  MX: (area) => area,
};

/**
 * Argentina's codes have two to four digits, and a longer code may extend a shorter one (Esquel's
 * 2945 extends Bariloche's 294). Local numbers there start with 4, which keeps a number behind the
 * code it was made for rather than behind a longer one.
 */
const AR_SUBSCRIBER_LEAD = '4';

/**
 * The place a town's phone numbers are made for in a country or region mission. A country with a
 * regulator's fiction range keeps the town itself: its range and area code are a table look-up.
 * Where mobiles carry the region's area code, towns share one plan per region. Any other country's
 * towns share one plan of mobile numbers: finding a plan's valid fixed lines behind an area code
 * takes libphonenumber up to a tenth of a second, and a mission reaches a thousand towns (see
 * createIdentityKitFactory).
 *
 * @example sharedPhonePlace({ city: "Tivoli", admin1: "Lazio", country: "Italy", countryCode: "IT" }) // { city: "", admin1: "", … }
 * @example sharedPhonePlace({ city: "Leeds", admin1: "England", country: "United Kingdom", countryCode: "GB" }).city === "Leeds"
 */
export function sharedPhonePlace(place: PlaceContext, version: MissionVersion = 1): PlaceContext {
  const code = place.countryCode.toUpperCase();
  if (FICTION_PHONE_COUNTRIES.includes(code)) return place;
  if (MISSION_VERSION_CONTENTS[version].regionalMobiles && Object.hasOwn(GEOGRAPHIC_MOBILES, code)) {
    return { ...place, city: '' };
  }
  return { ...place, city: '', admin1: '' };
}

function areaCodesFor(
  place: PlaceContext,
  version: MissionVersion,
  cityAreas: readonly string[],
): readonly string[] {
  const contents = MISSION_VERSION_CONTENTS[version];
  if (contents.cityIdentities && cityAreas.length > 0) return cityAreas;
  const country = place.countryCode.toUpperCase();
  const codes =
    contents.areaCodes === 'first-release' && Object.hasOwn(AREA_CODES_V1_CHANGES, country)
      ? AREA_CODES_V1_CHANGES[country]
      : AREA_CODES[country];
  return codes?.city?.[place.city.toLowerCase()] ?? codes?.region?.[place.admin1.toLowerCase()] ?? [];
}

/** Endings formatted the way the number's international format spaces them, shared by shape. */
function endingsTable(shape: string, freeDigits: number, cache: Map<string, string[]>): string[] {
  let table = cache.get(shape);
  if (table === undefined) {
    const count = 10 ** freeDigits;
    table = [];
    for (let value = 0; value < count; value++) {
      const digits = String(value).padStart(freeDigits, '0');
      let index = 0;
      table.push(shape.replace(/#/g, () => digits[index++] ?? ''));
    }
    cache.set(shape, table);
  }
  return table;
}

class StemFinder {
  readonly stems: PhoneStem[] = [];
  private readonly seen = new Set<string>();
  private readonly probes: string[];
  private readonly shapes = new Map<string, string[]>();
  /**
   * Whether a number that libphonenumber files under another country of the same calling
   * code will do (Vatican City's numbers are Italian ones, Åland's Finnish).
   */
  shareCallingCode = false;

  constructor(
    private readonly lib: PhoneLibrary,
    private readonly country: CountryCode,
    private readonly callingCode: string,
    readonly freeDigits: number,
  ) {
    this.probes = probesOf(freeDigits);
  }

  /**
   * Keeps the stem if every probe ending is valid and of an everyday type; given an `area`, only if
   * the number is written with exactly that area code. Where codes have two to four digits
   * (Argentina), 358 followed by a 2 would otherwise make Sampacho's 3582 out of Río Cuarto's 358.
   */
  offer(stem: string, types: readonly string[], area?: string): boolean {
    if (this.seen.has(stem)) return false;
    this.seen.add(stem);
    const first = this.lib.parsePhoneNumberFromString(`+${this.callingCode}${stem}${this.probes[0] ?? ''}`);
    const type = first?.getType();
    if (first === undefined || type === undefined || !types.includes(type)) return false;
    if (first.country !== this.country && !this.shareCallingCode) return false;
    for (const probe of this.probes) {
      if (!this.lib.isValidPhoneNumber(`+${this.callingCode}${stem}${probe}`, this.country)) return false;
    }
    const formatted = first.formatInternational();
    if (area !== undefined && writtenArea(formatted) !== area) return false;
    this.stems.push(this.format(formatted));
    return true;
  }

  /** Splits "+33 6 12 34 56 78" into the head and a shape of its last free digits ("5# ##" → "#"). */
  private format(formatted: string): PhoneStem {
    let remaining = this.freeDigits;
    let cut = formatted.length;
    while (remaining > 0 && cut > 0) {
      cut--;
      const char = formatted.charAt(cut);
      if (char >= '0' && char <= '9') remaining--;
    }
    const shape = formatted.slice(cut).replace(/\d/g, '#');
    return { head: formatted.slice(0, cut), endings: endingsTable(shape, this.freeDigits, this.shapes) };
  }
}

/** The group after the calling code ("+54 9 358 412-3456" → "358"), past a mobile's lone 9. */
function writtenArea(formatted: string): string {
  const groups = formatted.split(/[\s-]+/).slice(1);
  return groups[0] === '9' && groups.length > 2 ? (groups[1] ?? '') : (groups[0] ?? '');
}

/**
 * Finds valid stems for a place: fixed lines behind the city's area code where one is known,
 * and mobiles shaped like the country's example mobile number. Deterministic per place.
 *
 * @example (await buildValidPhonePlan(lib, examples, place))?.stems[0] // { head: "+33 1 42 57 8", endings: ["0 00", …] }
 */
export function buildValidPhonePlan(
  lib: PhoneLibrary,
  examples: Examples,
  place: PlaceContext,
  version: MissionVersion = 1,
  cityAreas: readonly string[] = [],
): ValidPhonePlan | null {
  const code = place.countryCode.toUpperCase();
  if (!lib.isSupportedCountry(code)) return null;
  const example = examples[code];
  if (example === undefined) return null;
  const random = createRandom(hashString(`${code}|${place.admin1}|${place.city}`));
  const callingCode = lib.getCountryCallingCode(code);
  const contents = MISSION_VERSION_CONTENTS[version];
  // Three free digits give a thousand endings per stem; very short plans keep more fixed. City
  // identities vary one more digit where numbers are long enough: ten times the numbers, so a
  // mission's phones can all differ (see phoneSpace.ts).
  const freeDigits =
    contents.cityIdentities && example.length >= 9
      ? 4
      : example.length >= 7
        ? 3
        : example.length >= 5
          ? 2
          : 1;
  const finder = new StemFinder(lib, code, callingCode, freeDigits);

  const target = contents.cityIdentities ? STEM_TARGET_CITY : STEM_TARGET;
  const areas = areaCodesFor(place, version, cityAreas);
  // Without regional mobiles every mobile is made like the country's example, and an area code may
  // grow into a longer one; both stay so for the versions that made them, so their missions replay.
  const geographic = contents.regionalMobiles && Object.hasOwn(GEOGRAPHIC_MOBILES, code);
  if (areas.length > 0) {
    const fixedTarget = (target * 2) / 3;
    for (let attempt = 0; attempt < ATTEMPTS && finder.stems.length < fixedTarget; attempt++) {
      const area = random.pick(areas);
      // Fixed lines are often a digit shorter than mobiles (Beijing 10 digits, mobiles 11).
      const length = example.length - 1 + random.int(2);
      const middle = length - area.length - freeDigits;
      if (middle < 1) continue;
      const lead = geographic && code === 'AR' ? AR_SUBSCRIBER_LEAD : '';
      finder.offer(
        area + lead + randomDigits(random, middle - lead.length),
        ['FIXED_LINE', 'FIXED_LINE_OR_MOBILE'],
        geographic ? area : undefined,
      );
    }
  }

  const mobileTypes = ['MOBILE', 'FIXED_LINE_OR_MOBILE'];
  const stemLength = example.length - freeDigits;
  const areaLead = geographic ? GEOGRAPHIC_MOBILES[code] : undefined;
  if (areaLead !== undefined && areas.length > 0) {
    // Mobiles of the place's own region: its area code where the country's example has the example's.
    for (let attempt = 0; attempt < ATTEMPTS && finder.stems.length < target; attempt++) {
      const area = random.pick(areas);
      const lead = areaLead(area);
      if (lead.length >= stemLength) continue;
      finder.offer(lead + randomDigits(random, stemLength - lead.length), mobileTypes, area);
    }
    if (finder.stems.length > 0) return { stems: finder.stems, freeDigits };
  }
  const leadsInUse = contents.mobilesInUse ? MOBILE_LEADS_IN_USE[code] : undefined;
  if (leadsInUse !== undefined) {
    // Only the prefixes given out today: the example's first digits would also reach closed ones.
    for (let attempt = 0; attempt < ATTEMPTS && finder.stems.length < target; attempt++) {
      const lead = random.pick(leadsInUse);
      if (lead.length >= stemLength) continue;
      finder.offer(lead + randomDigits(random, stemLength - lead.length), mobileTypes);
    }
    if (finder.stems.length > 0) return { stems: finder.stems, freeDigits };
  }
  const findMobiles = () => {
    for (let attempt = 0; attempt < ATTEMPTS && finder.stems.length < target; attempt++) {
      // Keep the example's operator prefix and vary the rest. Short prefixes give variety
      // in big plans; as they keep failing (small islands inside a shared plan, where only
      // one exchange is theirs) more of the example is kept.
      const minLead = 1 + Math.floor(attempt / 75);
      const lead = Math.min(stemLength, minLead + random.int(3));
      finder.offer(example.slice(0, lead) + randomDigits(random, stemLength - lead), mobileTypes);
    }
    finder.offer(example.slice(0, stemLength), mobileTypes);
  };
  findMobiles();
  if (finder.stems.length === 0) {
    finder.shareCallingCode = true;
    findMobiles();
  }
  return finder.stems.length === 0 ? null : { stems: finder.stems, freeDigits };
}
