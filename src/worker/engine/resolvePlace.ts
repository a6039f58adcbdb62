// Finding the place a query names in the local index. The spec's rule ("the first city
// whose name appears in the query") sends "new york" to York and "secret agents" to Gent
// over a population-sorted list; this resolver matches whole words, longest phrase first.
import { REGION_ABBREVIATIONS } from '../data/regionAbbreviations.ts';
import type { City, CityTable } from './cityRecords.ts';
import { countryCodeFromName, countryName } from './countries.ts';
import type { PlaceIndex } from './placeIndex.ts';
import type { Random } from './random.ts';
import { foldText } from './text.ts';

/**
 * The city a query names, or null when it names none ("cyber", "weapon dealers").
 * Rules, in order: the longest run of words that is a place name wins; a trailing
 * qualifier after the last comma ("Paris, Texas", "London, ON", "Valencia, Spain") picks
 * among places of that name, as does any other word of the query naming a region or
 * country ("valencia spain"); otherwise the most populous place of that name.
 *
 * @example resolveFromIndex(index, "agents in Paris, Texas")?.admin1 === "Texas"
 * @example resolveFromIndex(index, "weapon dealers") === null
 */
export function resolveFromIndex(index: PlaceIndex, query: string): City | null {
  const comma = query.lastIndexOf(',');
  if (comma >= 0) {
    const qualifier = foldText(query.slice(comma + 1));
    const head = tokenize(query.slice(0, comma));
    if (qualifier !== '' && head.length > 0) {
      const qualified = findLongestPlace(index, head, [qualifier]);
      // "agents, london": the part after the comma may be the place itself.
      return qualified ?? findLongestPlace(index, tokenize(query), []);
    }
  }
  return findLongestPlace(index, tokenize(query), []);
}

/**
 * A city drawn from the seeded stream, for queries that name no place. Weighted to the
 * first (most populous) part of the list so "random" agents tend to live somewhere people do.
 *
 * @example pickRandomCity(index.cities, createRandom(1)) // the same city for seed 1, every time
 */
export function pickRandomCity(cities: CityTable, random: Random): City {
  if (cities.length === 0) throw new RangeError('pickRandomCity needs at least one city.');
  const pool = Math.min(cities.length, RANDOM_CITY_POOL);
  return cities.at(random.int(pool)) as City;
}

/** Random cities come from the most populous ones: big enough to be recognisable. */
const RANDOM_CITY_POOL = 5000;

function tokenize(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}

function findLongestPlace(index: PlaceIndex, tokens: readonly string[], qualifiers: string[]): City | null {
  const longest = Math.min(index.maxWords, tokens.length);
  for (let words = longest; words >= 1; words--) {
    let best: City | null = null;
    let bestQualified = false;
    let bestPosition = -1;
    for (let start = 0; start + words <= tokens.length; start++) {
      const key = words === 1 ? (tokens[start] as string) : tokens.slice(start, start + words).join(' ');
      const candidates = index.lookup(key);
      if (candidates.length === 0) continue;
      const context = qualifiers.length > 0 ? qualifiers : otherWords(tokens, start, words);
      const choice = chooseCandidate(index.cities, candidates, context);
      const qualified = choice.qualified;
      // A qualified match beats an unqualified one; then the larger population wins.
      if (
        best === null ||
        (qualified && !bestQualified) ||
        (qualified === bestQualified && choice.position < bestPosition)
      ) {
        best = index.cities.at(choice.position) as City;
        bestQualified = qualified;
        bestPosition = choice.position;
      }
    }
    if (best !== null) return best;
  }
  return null;
}

/** Context words near a match: a window, so a 10,000-character query stays cheap. */
const CONTEXT_BEFORE = 2;
const CONTEXT_AFTER = 4;

function otherWords(tokens: readonly string[], start: number, words: number): string[] {
  if (tokens.length === words) return [];
  const before = tokens.slice(Math.max(0, start - CONTEXT_BEFORE), start);
  const after = tokens.slice(start + words, start + words + CONTEXT_AFTER);
  return before.concat(after);
}

function chooseCandidate(
  cities: CityTable,
  candidates: readonly number[],
  context: readonly string[],
): { position: number; qualified: boolean } {
  if (context.length > 0 && candidates.length > 1) {
    for (const position of candidates) {
      if (matchesQualifier(cities.at(position) as City, context)) return { position, qualified: true };
    }
  }
  return { position: candidates[0] as number, qualified: false };
}

/** Whether any of the words or phrases names the city's region or country. */
function matchesQualifier(city: City, context: readonly string[]): boolean {
  const region = foldText(city.admin1);
  const country = foldText(countryName(city.country));
  const regionAbbreviations = REGION_ABBREVIATIONS[city.country];
  const code = city.country.toLowerCase();
  const joined = context.join(' ');
  for (const phrase of context) {
    if (phrase === region || phrase === country || phrase === code) return true;
    if (regionAbbreviations?.[phrase] === region) return true;
    if (countryCodeFromName(phrase) === city.country) return true;
  }
  // Multi-word regions in an unpunctuated query: "springfield new south wales".
  return (
    (region !== '' && containsPhrase(joined, region)) || (country !== '' && containsPhrase(joined, country))
  );
}

function containsPhrase(haystack: string, phrase: string): boolean {
  if (!phrase.includes(' ')) return false; // single words were compared exactly above
  return ` ${haystack} `.includes(` ${phrase} `);
}
