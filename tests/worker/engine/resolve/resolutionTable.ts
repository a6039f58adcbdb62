// The resolution table: what a person types and the place they mean. Expected places are facts
// (which Alexandria is in Virginia, which country Ontario is a province of), not the resolver's output.
// Run on the fixture (resolveQuery.test.ts) and on the real file (resolveQuery.realFile.test.ts).
import type { PlaceIndex } from '../../../../src/worker/engine/cities/placeIndex.ts';
import { getAreaIndex, loadAreaIndex } from '../../../../src/worker/engine/resolve/areaIndex.ts';
import type { Reading } from '../../../../src/worker/engine/resolve/readings.ts';
import { resolveQuery } from '../../../../src/worker/engine/resolve/resolveQuery.ts';

// The resolver reads the area names synchronously once they are loaded (see areaIndex.ts).
await loadAreaIndex();

export const describeReading = (reading: Reading): string =>
  reading.kind === 'city'
    ? `${reading.city.name}, ${reading.city.admin1}, ${reading.city.country}`
    : reading.kind === 'country'
      ? `country ${reading.area.country}`
      : `region ${reading.area.admin1}, ${reading.area.country}`;

export const describePlace = (query: string, index: PlaceIndex): string | null => {
  const resolution = resolveQuery(index, getAreaIndex(), query);
  return resolution === null ? null : describeReading(resolution.reading);
};

/** The traps of the first resolver: the spec's first-substring rule gets each wrong. */
export const OLD_TRAPS: readonly (readonly [query: string, expected: string | null])[] = [
  ['paris', 'Paris, Île-de-France, FR'],
  ['PARIS', 'Paris, Île-de-France, FR'],
  ['sao paulo', 'São Paulo, São Paulo, BR'],
  ['São Paulo', 'São Paulo, São Paulo, BR'],
  ['new york', 'New York City, New York, US'],
  ['agents in new york', 'New York City, New York, US'],
  ['nyc', 'New York City, New York, US'],
  ['york', 'York, England, GB'],
  ['bogota', 'Bogotá, Bogota D.C., CO'],
  ['agents in rome', 'Rome, Lazio, IT'],
  ['München', 'Munich, Bavaria, DE'],
  ['munich', 'Munich, Bavaria, DE'],
  ['Kiev', 'Kyiv, Kyiv City, UA'],
  ['Bombay', 'Mumbai, Maharashtra, IN'],
  ['Paris, Texas', 'Paris, Texas, US'],
  ['paris texas', 'Paris, Texas, US'],
  ['Paris, TX', 'Paris, Texas, US'],
  ['London, Ontario', 'London, Ontario, CA'],
  ['london, on', 'London, Ontario, CA'],
  ['London', 'London, England, GB'],
  ['Valencia, Spain', 'Valencia, Valencia, ES'],
  ['valencia spain', 'Valencia, Valencia, ES'],
  // Venezuela's Valencia (1.4 M) is larger than Spain's (0.8 M).
  ['Valencia', 'Valencia, Carabobo, VE'],
  ['Rome, Georgia', 'Rome, Georgia, US'],
  ['Paris, France', 'Paris, Île-de-France, FR'],
  ['agents, london', 'London, England, GB'],
  ['Springfield, Illinois', 'Springfield, Illinois, US'],
  ['Paris, Atlantis', 'Paris, Île-de-France, FR'],
  ['Tokyo', 'Tokyo, Tokyo, JP'],
  ['spies in Gent', 'Gent, Flanders, BE'],
  ['weapon dealers', null],
  ['secret agents', null],
  ['cyber', null],
  ['art thieves', null],
  ['spy', null],
  ['of', null],
  ['', null],
  ['   ', null],
  ['!!!', null],
];

/** Issue 17's classes of input, each with its traps. */
export const NEW_TRAPS: readonly (readonly [query: string, expected: string | null])[] = [
  // countries, by English name, everyday form, own language and script
  ['italy', 'country IT'],
  ['Poland', 'country PL'],
  ['polska', 'country PL'],
  ['Deutschland', 'country DE'],
  ['日本', 'country JP'],
  ['uk', 'country GB'],
  ['USA', 'country US'],
  // a country outranks a region or city of its name
  ['georgia', 'country GE'],
  ['mexico', 'country MX'],
  // first-level regions, English and local names, abbreviations as a whole query
  ['ontario', 'region Ontario, CA'],
  ['sichuan', 'region Sichuan, CN'],
  ['四川', 'region Sichuan, CN'],
  ['brittany', 'region Brittany, FR'],
  ['Bretagne', 'region Brittany, FR'],
  ['bayern', 'region Bavaria, DE'],
  ['NSW', 'region New South Wales, AU'],
  // …but a region's abbreviation that is an ordinary word names it only after a comma
  ['in', null],
  ['me', null],
  ['Portland, ME', 'Portland, Maine, US'],
  ['Georgia, USA', 'region Georgia, US'],
  // Victoria, the Australian state (5 M), before Victoria, British Columbia (0.3 M)
  ['victoria', 'region Victoria, AU'],
  ['Victoria, Canada', 'Victoria, British Columbia, CA'],
  // a city that gives its region its name is the city
  ['quebec', 'Québec, Quebec, CA'],
  ['moscow', 'Moscow, Moscow, RU'],
  ['kyiv', 'Kyiv, Kyiv City, UA'],
  // cities in their own scripts
  ['上海', 'Shanghai, Shanghai, CN'],
  ['Варшава', 'Warsaw, Mazovia, PL'],
  ['부산', 'Busan, Busan, KR'],
  ['Θεσσαλονίκη', 'Thessaloníki, Central Macedonia, GR'],
  ['東京', 'Tokyo, Tokyo, JP'],
  // nicknames and exonyms
  ['LA', 'Los Angeles, California, US'],
  ['NOLA', 'New Orleans, Louisiana, US'],
  ['Brum', 'Birmingham, England, GB'],
  ['KL', 'Kuala Lumpur, Kuala Lumpur, MY'],
  ['CDMX', 'Mexico City, Mexico City, MX'],
  ['Lisbonne', 'Lisbon, Lisbon, PT'],
  ['Wenen', 'Vienna, Vienna, AT'],
  ['Mosca', 'Moscow, Moscow, RU'],
  // typos: one edit up to 8 letters, two from 9
  ['Pragu', 'Prague, Prague, CZ'],
  ['Manchster', 'Manchester, England, GB'],
  ['Edinbrugh', 'Edinburgh, Scotland, GB'],
  ['agents in Pragu', 'Prague, Prague, CZ'],
  // …of names of several words, which mean what the name typed correctly means ("new york" is the city)
  ['new yrok', 'New York City, New York, US'],
  ['new yorkk', 'New York City, New York, US'],
  ['Rio de Janiero', 'Rio de Janeiro, Rio de Janeiro, BR'],
  // …and over an exact shorter name inside them ("york"; "los" is one of Lagos's alternate names)
  ['nwe york', 'New York City, New York, US'],
  ['los angelas', 'Los Angeles, California, US'],
  ['agents in los angelas', 'Los Angeles, California, US'],
  // …also before a qualifier that names the near place's region or country, and after an empty part
  ['Pragu, Czechia', 'Prague, Prague, CZ'],
  ['Edinbrugh, Scotland', 'Edinburgh, Scotland, GB'],
  ['Manchster, UK', 'Manchester, England, GB'],
  [', pragu', 'Prague, Prague, CZ'],
  // a first part that is no near spelling leaves the qualifier as the place
  ['xyzzy, Czechia', 'country CZ'],
  // a place's own name before another's stray alternate name
  ['Porto', 'Porto, Porto, PT'],
  // every qualifier counts, not only the last
  ['Alexandria, Virginia, USA', 'Alexandria, Virginia, US'],
  ['Alexandria, Egypt', 'Alexandria, Alexandria, EG'],
  ['Portland, Maine, USA', 'Portland, Maine, US'],
  ['Portland, USA, Maine', 'Portland, Maine, US'],
  ['San José, Costa Rica', 'San José, San José, CR'],
  ['Tbilisi, Georgia', 'Tbilisi, Tbilisi, GE'],
  ['Atlanta, Georgia', 'Atlanta, Georgia, US'],
  // ordinary words that are small places do not capture a keyword query…
  ['secret mission', null],
  ['drug cartel', null],
  ['nice agents', null],
  // …unless something points at a place
  ['reading agents', null],
  // an alternate name of ordinary words ("old town" is one of Las Vegas's in GeoNames) is no pointer either…
  ['spies in the old town', null],
  // …while a city's own name of ordinary words is its name (Little Rock: 200,000 people)
  ['little rock agents', 'Little Rock, Arkansas, US'],
  ['little rock', 'Little Rock, Arkansas, US'],
  ['agents in reading', 'Reading, England, GB'],
  ['agents in nice', 'Nice, Provence-Alpes-Côte d’Azur, FR'],
  ['nice', 'Nice, Provence-Alpes-Côte d’Azur, FR'],
  // phrases of equal length compete by population, whichever comes first
  ['london paris', 'London, England, GB'],
  ['paris london', 'London, England, GB'],
];
