// Finding the place a query names in the local data: a city, a region or a country. The spec's
// rule ("the first city whose name appears in the query") sends "new york" to York and "secret
// agents" to Gent over a population-sorted list; this resolver reads whole words, longest
// phrase first, and weighs every reading of a phrase (see readings.ts).
import { COMMON_PLACE_WORDS } from '../../data/places/generated/commonPlaceWords.ts';
import { NON_PLACE_WORDS } from '../../data/nonPlaceWords.ts';
import type { PlaceIndex } from '../cities/placeIndex.ts';
import { foldText } from '../text.ts';
import type { AreaIndex } from './areaIndex.ts';
import {
  compareReadings,
  readingIsIn,
  readingPopulation,
  readingsOf,
  sameReading,
  type Reading,
} from './readings.ts';
import { allowedEdits, typoIndexOf, type TypoIndex, type TypoMatch } from './typos.ts';

/** What the resolver made of a query: the place, and the other readings of the same words. */
export interface QueryResolution {
  reading: Reading;
  /** Other readings of the phrase that decided, and of the same-length phrases beside it, likeliest first. */
  others: Reading[];
  /** The folded phrase that decided ("porto", "new york"). */
  phrase: string;
}

/**
 * A common English word that is also a small place ("mission", "drug", "nice") names that
 * place only when something points at a place: a qualifier, a preposition before it, or the
 * query being that word alone. Places this large are meant whatever the sentence.
 */
export const COMMON_WORD_PLACE_MAX_POPULATION = 1_000_000;
/** A place whose own name is common words alone ("Little Rock", "Long Beach") is meant from this size up. */
export const MULTI_WORD_NAME_MIN_POPULATION = 100_000;
/** Words that point at a place when they come right before it: "agents in nice". */
const POINTING_WORDS = new Set([
  'in',
  'near',
  'at',
  'from',
  'around',
  'outside',
  'to',
  'into',
  'visit',
  'via',
]);
/** Context words around a phrase that may qualify it: a window, so a 10,000-character query stays cheap. */
const CONTEXT_BEFORE = 2;
const CONTEXT_AFTER = 4;
/** Longest context phrase tried as a qualifier ("new south wales"). */
const CONTEXT_PHRASE_WORDS = 3;
/** The most words a typo is looked for in ("los angelas"). */
const TYPO_PHRASE_WORDS = 3;

const commonWords = new Set(COMMON_PLACE_WORDS);
const nonPlaceWords = new Set(NON_PLACE_WORDS);

interface Candidate {
  reading: Reading;
  /** Qualifiers (or context phrases) that name an area the reading lies in. */
  hits: number;
  start: number;
  phrase: string;
}

/**
 * The place a query names, or null when it names none ("cyber", "weapon dealers").
 * Rules, in order:
 * 1. The longest run of words that reads as a place wins.
 * 2. Among readings of that length, the one most qualifiers agree with: every comma-separated
 *    part after the first narrows by region or country ("Alexandria, Virginia, USA"), as do the
 *    words around the phrase in a query without commas ("valencia spain").
 * 3. Then the rank of the reading (nickname, country, city of its own region, region, city's own
 *    name, abbreviation, another place's alternate name), then population, then the earlier phrase.
 * 4. A common English word naming a small place does not count unless something points at it.
 * 5. When the first part names nothing, the later parts are tried as places ("agents, london"),
 *    unless it is a near spelling of a place they all agree with ("Pragu, Czechia" is Prague).
 * 6. When nothing matched at all, near spellings of big places' names (see typos.ts); a near
 *    spelling means what its name would mean typed correctly ("new yrok" is New York City).
 * 7. An exact phrase inside a longer near spelling of a big place's name is part of that name:
 *    "nwe york" is New York, not York; "los angelas" is Los Angeles, not the Lagos one
 *    alternate name calls "los".
 * Empty parts between commas are ignored (", pragu" is "pragu").
 *
 * @example resolveQuery(index, areas, "agents in Paris, Texas")?.reading // Paris, Texas
 * @example resolveQuery(index, areas, "weapon dealers") === null
 */
export function resolveQuery(index: PlaceIndex, areas: AreaIndex, query: string): QueryResolution | null {
  const parts = query
    .split(',')
    .map(tokenize)
    .filter((tokens) => tokens.length > 0);
  const head = parts[0];
  if (head === undefined) return null;
  const qualifiers = parts.slice(1).map((tokens) => tokens.join(' '));
  const exact = resolveHead(index, areas, head, qualifiers);
  if (exact !== null) return longerNearSpelling(index, areas, head, qualifiers, exact.phrase) ?? exact;
  // A qualifier names its area exactly, so reading it as the place would hide a misspelt city
  // in that area: a near place the qualifiers agree with comes first.
  const typo = resolveTypo(index, areas, head, qualifiers);
  if (typo?.agrees === true) return typo.resolution;
  return (
    firstOf(qualifiers, (part) => resolveHead(index, areas, tokenize(part), [])) ?? typo?.resolution ?? null
  );
}

function tokenize(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}

function firstOf<T, R>(items: readonly T[], find: (item: T) => R | null): R | null {
  for (const item of items) {
    const found = find(item);
    if (found !== null) return found;
  }
  return null;
}

function resolveHead(
  index: PlaceIndex,
  areas: AreaIndex,
  tokens: readonly string[],
  qualifiers: readonly string[],
): QueryResolution | null {
  const longest = Math.min(Math.max(index.maxWords, areas.maxWords), tokens.length);
  const qualified = qualifiers.length > 0 ? qualifierAreas(areas, qualifiers) : null;
  for (let words = longest; words >= 1; words--) {
    const candidates: Candidate[] = [];
    for (let start = 0; start + words <= tokens.length; start++) {
      const phrase = words === 1 ? (tokens[start] as string) : tokens.slice(start, start + words).join(' ');
      const whole = words === tokens.length;
      const readings = readingsOf(index, areas, phrase, { abbreviations: whole });
      if (readings.length === 0) continue;
      const context = qualified ?? contextAreas(areas, tokens, start, words);
      const pointed = whole || qualifiers.length > 0 || POINTING_WORDS.has(tokens[start - 1] ?? '');
      for (const reading of readings) {
        const hits = context.reduce(
          (count, found) => count + (found.some((area) => readingIsIn(reading, area)) ? 1 : 0),
          0,
        );
        if (hits === 0 && !pointed && isWeak(reading, phrase)) continue;
        candidates.push({ reading, hits, start, phrase });
      }
    }
    if (candidates.length > 0) return decide(candidates);
  }
  return null;
}

/**
 * With nothing pointing at it: a small place (or a region) read from a common English word; a
 * place read from another place's alternate name made of common words alone ("old town" is one
 * of Las Vegas's); a town below MULTI_WORD_NAME_MIN_POPULATION whose own name is such words
 * ("Old Town", Maine). A larger city's own name of common words ("Little Rock") is its name.
 */
function isWeak(reading: Reading, phrase: string): boolean {
  if (!commonWords.has(phrase) || reading.rule === 'nickname') return false;
  if (phrase.includes(' ')) {
    if (reading.kind !== 'city') return false;
    return reading.rule === 'alternate-name' || reading.city.pop < MULTI_WORD_NAME_MIN_POPULATION;
  }
  if (reading.kind === 'country') return false;
  return reading.kind !== 'city' || reading.city.pop < COMMON_WORD_PLACE_MAX_POPULATION;
}

/** A phrase this short is an abbreviation or a fragment: a full name beside it is likelier meant. */
const SHORT_PHRASE_LENGTH = 3;

function decide(candidates: Candidate[]): QueryResolution {
  const short = (candidate: Candidate): number =>
    candidate.phrase.length <= SHORT_PHRASE_LENGTH && candidate.reading.rule !== 'nickname' ? 1 : 0;
  candidates.sort(
    (a, b) =>
      b.hits - a.hits || short(a) - short(b) || compareReadings(a.reading, b.reading) || a.start - b.start,
  );
  const best = candidates[0] as Candidate;
  const others: Reading[] = [];
  for (const candidate of candidates) {
    if (candidate === best || others.some((other) => sameReading(other, candidate.reading))) continue;
    if (sameReading(candidate.reading, best.reading)) continue;
    others.push(candidate.reading);
  }
  return { reading: best.reading, others, phrase: best.phrase };
}

/** For each comma-separated qualifier, the areas it names (codes and abbreviations count here). */
function qualifierAreas(areas: AreaIndex, qualifiers: readonly string[]) {
  return qualifiers.map((qualifier) => [
    ...areas.named(qualifier),
    ...areas.stripped(qualifier),
    ...areas.abbreviated(qualifier),
    ...areas.coded(qualifier),
  ]);
}

/**
 * The areas named by the words around a phrase, in a query without commas. Abbreviations count
 * ("paris tx") unless they are ordinary words ("in", "me", "or" are also Indiana, Maine, Oregon).
 */
function contextAreas(areas: AreaIndex, tokens: readonly string[], start: number, words: number) {
  if (tokens.length === words) return [];
  const window = [
    ...tokens.slice(Math.max(0, start - CONTEXT_BEFORE), start),
    '',
    ...tokens.slice(start + words, start + words + CONTEXT_AFTER),
  ];
  const found = [];
  for (let from = 0; from < window.length; from++) {
    for (let length = 1; length <= CONTEXT_PHRASE_WORDS && from + length <= window.length; length++) {
      const part = window.slice(from, from + length);
      if (part.includes('')) break; // a context phrase does not span the phrase itself
      const phrase = part.join(' ');
      const named = [...areas.named(phrase), ...areas.stripped(phrase)];
      if (length > 1 || !nonPlaceWords.has(phrase)) named.push(...areas.abbreviated(phrase));
      if (named.length > 0) found.push(named);
    }
  }
  return found;
}

/** A near spelling's place, and whether every qualifier names an area it lies in (true without any). */
interface TypoResolution {
  resolution: QueryResolution;
  agrees: boolean;
}

/** Which phrases of the first part, and which names near them, a typo search considers. */
interface TypoScope {
  phrase(part: readonly string[]): boolean;
  name(name: string): boolean;
}

const EVERY_TYPO: TypoScope = { phrase: () => true, name: () => true };

/**
 * Rule 7: the near spelling of a longer name that the exact phrase is a part of, when the
 * qualifiers agree with it. Only phrases that add a word a name could be made of (not
 * "agents", "in", a number) are tried, so an ordinary query ("agents in new york") pays no lookup.
 */
function longerNearSpelling(
  index: PlaceIndex,
  areas: AreaIndex,
  tokens: readonly string[],
  qualifiers: readonly string[],
  exactPhrase: string,
): QueryResolution | null {
  const exactWords = exactPhrase.split(' ');
  if (exactWords.length >= TYPO_PHRASE_WORDS) return null;
  const addsNameWord = (part: readonly string[]): boolean =>
    part.some((word) => !exactWords.includes(word) && couldBeOfName(word));
  const scope: TypoScope = {
    phrase: (part) => part.length > exactWords.length && containsRun(part, exactWords) && addsNameWord(part),
    name: (name) => containsRun(name.split(' '), exactWords),
  };
  const typo = resolveTypo(index, areas, tokens, qualifiers, scope);
  return typo?.agrees === true ? typo.resolution : null;
}

/** A word that may be part of a place's name: not a common English word, not a non-place word, no digits. */
function couldBeOfName(word: string): boolean {
  return !commonWords.has(word) && !nonPlaceWords.has(word) && !/\d/.test(word);
}

/** Whether `run` appears in `words` as consecutive whole words. */
function containsRun(words: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= words.length; start++) {
    if (run.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

/**
 * Near spellings, when nothing matched exactly: phrases of one to three words of the first part,
 * never common English words or words that name no place, matched against big places' names.
 * The nearest wins; among equally near names, the larger place; then the earlier phrase; but a
 * near place every qualifier agrees with goes before one they do not.
 */
function resolveTypo(
  index: PlaceIndex,
  areas: AreaIndex,
  tokens: readonly string[],
  qualifiers: readonly string[],
  scope: TypoScope = EVERY_TYPO,
): TypoResolution | null {
  let best: { match: TypoMatch; phrase: string } | null = null;
  const all: TypoMatch[] = [];
  // Fetched only once a phrase needs it: rule 7 runs after every exact match, and most of those
  // have no phrase to look up, so they never make the index build (or wait for it).
  let typoIndex: TypoIndex | null = null;
  const typos = (): TypoIndex => (typoIndex ??= typoIndexOf(index, areas));
  for (let words = 1; words <= Math.min(TYPO_PHRASE_WORDS, tokens.length); words++) {
    for (let start = 0; start + words <= tokens.length; start++) {
      const part = tokens.slice(start, start + words);
      // A near spelling is of a name: never of ordinary words alone, never across "in" or "agents",
      // though a name may hold such a word itself ("new" of New York): then the name must have it.
      if (!part.some(couldBeOfName) || !scope.phrase(part)) continue;
      const phrase = part.join(' ');
      if (allowedEdits(phrase.length) === 0) continue;
      const ordinary = part.filter((word) => nonPlaceWords.has(word));
      if (ordinary.some((word) => !typos().hasWord(word))) continue;
      for (const match of typos().near(phrase)) {
        if (!scope.name(match.name)) continue;
        if (ordinary.length > 0 && !ordinary.every((word) => match.name.split(' ').includes(word))) continue;
        all.push(match);
        if (
          best === null ||
          match.edits < best.match.edits ||
          (match.edits === best.match.edits && match.target.pop > best.match.target.pop)
        ) {
          best = { match, phrase };
        }
      }
    }
  }
  if (best === null) return null;
  const toReading = (match: TypoMatch): Reading | null => {
    const { target } = match;
    if (target.kind === 'area') {
      return { kind: target.area.kind, area: target.area, rule: 'typo', rank: 0, weight: target.pop };
    }
    const city = index.cities.at(target.position);
    return city === undefined
      ? null
      : { kind: 'city', position: target.position, city, rule: 'typo', rank: 0, weight: city.pop };
  };
  // A near spelling means what its name means typed correctly: "pragu" is as near to the region
  // Prague as to the city, and "prague" is the city; "new yrok" is near the state's name, and
  // "new york" is the city.
  const named =
    best.match.target.kind === 'area' ? resolveHead(index, areas, best.match.name.split(' '), []) : null;
  const reading =
    named === null ? toReading(best.match) : { ...named.reading, rule: 'typo' as const, rank: 0 };
  if (reading === null) return null;
  // A qualifier still narrows: "Pragu, Czechia" keeps to Czech places.
  const wanted = qualifierAreas(areas, qualifiers);
  const others: Reading[] = [];
  for (const match of all) {
    const other = toReading(match);
    if (other === null || sameReading(other, reading) || others.some((seen) => sameReading(seen, other)))
      continue;
    others.push(other);
  }
  const agrees = (candidate: Reading): boolean =>
    wanted.every((found) => found.some((area) => readingIsIn(candidate, area)));
  const agreeing = agrees(reading) ? reading : others.find(agrees);
  if (agreeing !== undefined && agreeing !== reading) {
    return {
      resolution: {
        reading: agreeing,
        others: [reading, ...others.filter((other) => other !== agreeing)],
        phrase: best.phrase,
      },
      agrees: true,
    };
  }
  others.sort((a, b) => readingPopulation(b) - readingPopulation(a));
  return { resolution: { reading, others, phrase: best.phrase }, agrees: agreeing === reading };
}
