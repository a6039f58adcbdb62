// Finding the place a query names in the local data: a city, a region or a country. Every reading
// of every phrase of the query is weighed in one decision (scoring.ts): how important the place is,
// how well the words name it, and what the rest of the query says about it (a qualifier, a word
// for its kind, a pointing "in"). The spec's first rule ("the first city whose name appears in the
// query") sent "new york" to York and "secret agents" to Gent; ordered rules after it sent "Tunis"
// to Tunisia and "Lyons" to Illinois. docs/RESOLVER.md has the weights and worked examples.
import { COMMON_PLACE_WORDS } from '../../data/places/generated/commonPlaceWords.ts';
import { NON_PLACE_WORDS } from '../../data/nonPlaceWords.ts';
import type { PlaceIndex } from '../cities/placeIndex.ts';
import { foldText } from '../text.ts';
import type { Area, AreaIndex } from './areaIndex.ts';
import { extensionsOf } from './nameExtensions.ts';
import {
  areaReading,
  cityReading,
  compareReadings,
  readingIsIn,
  readingsOf,
  type Reading,
} from './readings.ts';
import { CONTEXT_SCORES, MATCH_SCORES, TYPO_LOOKUP_BELOW_POPULATION } from './scoring.ts';
import { allowedEdits, typoIndexOf, type TypoIndex, type TypoMatch } from './typos.ts';

/** One reading of one phrase of the query, with everything the decision weighed. */
export interface ScoredReading {
  reading: Reading;
  /** The folded phrase ("porto", "new york"). */
  phrase: string;
  /** Where the phrase starts among the part's words, and how many it has. */
  start: number;
  words: number;
  /** Qualifiers (or words around the phrase) that name an area the reading lies in. */
  hits: number;
  /** The word that says what kind of place is meant ("state", "country", "city"), or null. */
  kindWord: string | null;
  /** What the reading is worth: its base (place and match) plus what the words around it add. */
  score: number;
}

/** What the resolver made of a query: the place, the other readings, and why. */
export interface QueryResolution {
  reading: Reading;
  /** The other places the words may name, best first. */
  others: Reading[];
  /** The folded phrase that decided ("porto", "new york"). */
  phrase: string;
  /** The winning reading as weighed, and the best reading of another place (null when there is none). */
  chosen: ScoredReading;
  runnerUp: ScoredReading | null;
}

/**
 * A common English word that is also a small place ("mission", "drug", "nice") names that
 * place only when something points at a place: a qualifier, a preposition before it, or the
 * query being that word alone. Places this large are meant whatever the sentence.
 */
export const COMMON_WORD_PLACE_MAX_POPULATION = 1_000_000;
/** A place whose own name is common words alone ("Little Rock", "Long Beach") is meant from this size up. */
export const MULTI_WORD_NAME_MIN_POPULATION = 100_000;
/**
 * A city named by part of a query, with nothing pointing at it, is read from this size up: "tokyo
 * spies" is Tokyo, but "blackhawk team" names no Blackhawk (9,000 people), it names a team.
 */
export const UNPOINTED_MIN_POPULATION = 20_000;
/** A phrase is read as the start of a longer name only for cities this big ("addis", "kuala"). */
export const PREFIX_MIN_POPULATION = 1_000_000;
/** …and only when it has at least this many letters ("rio", "san", "tel" are too short to mean one place). */
export const PREFIX_MIN_LENGTH = 4;
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
/** Words that say what kind of place a phrase is, right after it ("sao paulo state") or before "of" ("state of mexico"). */
const KIND_WORDS: Readonly<Record<Reading['kind'], ReadonlySet<string>>> = {
  region: new Set([
    'state',
    'province',
    'region',
    'oblast',
    'prefecture',
    'territory',
    'voivodeship',
    'governorate',
    'department',
    'provincia',
    'estado',
    'krai',
  ]),
  country: new Set(['country', 'nation']),
  city: new Set(['city', 'town']),
};
/** Context words around a phrase that may qualify it: a window, so a 10,000-character query stays cheap. */
const CONTEXT_BEFORE = 2;
const CONTEXT_AFTER = 4;
/** Longest context phrase tried as a qualifier ("new south wales"). */
const CONTEXT_PHRASE_WORDS = 3;
/** The most words a typo is looked for in ("los angelas"). */
const TYPO_PHRASE_WORDS = 3;
/** A phrase this short is an abbreviation or a fragment: a full name beside it is likelier meant. */
const SHORT_PHRASE_LENGTH = 3;
const SHORT_PHRASE_PENALTY = 1;

const commonWords = new Set(COMMON_PLACE_WORDS);
const nonPlaceWords = new Set(NON_PLACE_WORDS);

/**
 * The place a query names, or null when it names none ("cyber", "weapon dealers").
 * 1. Every phrase of the first comma-separated part is read as every place it may name; a phrase
 *    inside a longer phrase that names a place is not read ("new york" keeps "york" from York).
 * 2. Each reading is scored (scoring.ts): importance, match, the words it covers, each qualifier
 *    that names an area it lies in (the parts after commas, or the words around the phrase in a
 *    query without commas: "valencia spain"), and a word for its kind ("new york state").
 * 3. A common English word, or part of a sentence, naming a small place is no reading unless
 *    something points at it ("agents in nice"): "blackhawk team" names no place.
 * 4. Near spellings of big places' names are read when no exact reading names a place of at least
 *    TYPO_LOOKUP_BELOW_POPULATION, and compete with the exact ones; a near spelling means what its
 *    name would mean typed correctly ("new yrok" is New York City). An exact phrase inside a longer
 *    near spelling of a big place's name is part of that name ("nwe york" is not York).
 * 5. When no reading lies in the area a qualifier names in full, that area is the place ("Hamilton,
 *    Bermuda" when the data has no Hamilton there); when the first part names nothing, the later
 *    parts are read as places ("agents, london").
 * The best score wins; ties go to the earlier phrase.
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
  const wanted = qualifierAreas(areas, qualifiers);
  const exact = { named: false };
  const candidates = headCandidates(index, areas, head, wanted, exact);
  let best = bestOf(candidates);
  // Words that name a place exactly, though too small a place to be meant ("west sand lake"), are
  // no misspelling of another place's name: no near spellings are looked for.
  if (best === null) {
    if (!exact.named) candidates.push(...typoCandidates(index, areas, head, wanted));
  } else if (needsNearSpellings(best)) {
    // Only the phrase that named the small place, and only a letter left out: "melbourn" is
    // Melbourne. One probe: most such queries are the small place they name.
    candidates.push(...typoCandidates(index, areas, head, wanted, samePhraseScope(best.phrase), 0));
  } else {
    // An exact phrase inside a longer near spelling of a big place's name is part of that name.
    const scope = longerScope(best.phrase);
    const longer =
      scope === null ? [] : agreeing(typoCandidates(index, areas, head, wanted, scope), wanted.length);
    if (longer.length > 0) return decide(longer);
  }
  best = bestOf(candidates);
  if (qualifiers.length > 0 && (best === null || best.hits === 0)) {
    // What the later parts name: the area a qualifier names in full when the first part names nothing
    // in it ("Hamilton, Bermuda"), or the first later part that names a place at all ("agents, london").
    for (const part of qualifiers) {
      const own = headCandidates(index, areas, tokenize(part), []);
      const place = bestOf(own);
      if (place === null) continue;
      // A place named exactly in a later part goes before a near spelling in the first ("londn, paris").
      if (best === null || best.reading.match === 'typo') return decide(own);
      if (place.reading.kind !== 'city' && fullyNamed(areas, part).length > 0) {
        return decide([{ ...place, hits: 1, score: place.score + CONTEXT_SCORES.qualifier }, ...candidates]);
      }
    }
  }
  return candidates.length === 0 ? null : decide(candidates);
}

function tokenize(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}

function agreeing(candidates: readonly ScoredReading[], hits: number): ScoredReading[] {
  const found: ScoredReading[] = [];
  for (const candidate of candidates) if (candidate.hits === hits) found.push(candidate);
  return found;
}

function bestOf(candidates: readonly ScoredReading[]): ScoredReading | null {
  let best: ScoredReading | null = null;
  for (const candidate of candidates) if (best === null || better(candidate, best)) best = candidate;
  return best;
}

/** The higher score; then the earlier phrase; then the better reading. */
function better(a: ScoredReading, b: ScoredReading): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.start !== b.start) return a.start < b.start;
  return compareReadings(a.reading, b.reading) < 0;
}

function needsNearSpellings(best: ScoredReading): boolean {
  const { reading } = best;
  if (reading.kind !== 'city' || reading.match === 'nickname') return false;
  return reading.city.pop < TYPO_LOOKUP_BELOW_POPULATION;
}

/** Every reading of every phrase of the first part, scored; phrases inside a longer named phrase are not read. */
function headCandidates(
  index: PlaceIndex,
  areas: AreaIndex,
  tokens: readonly string[],
  wanted: readonly (readonly Area[])[],
  exact: { named: boolean } = { named: false },
): ScoredReading[] {
  const longest = Math.min(Math.max(index.maxWords, areas.maxWords), tokens.length);
  const qualified = wanted.length > 0;
  const candidates: ScoredReading[] = [];
  // Spans of phrases that named something: their words belong to that phrase.
  const named: [start: number, end: number][] = [];
  for (let words = longest; words >= 1; words--) {
    const foundAtLength: [number, number][] = [];
    for (let start = 0; start + words <= tokens.length; start++) {
      const end = start + words;
      if (insideAny(named, start, end)) continue;
      const phrase = words === 1 ? (tokens[start] as string) : tokens.slice(start, end).join(' ');
      const whole = words === tokens.length;
      const readings = readingsOf(index, areas, phrase, { abbreviations: whole });
      if (mayBePrefix(phrase)) readings.push(...prefixReadings(index, areas, phrase, readings));
      if (readings.length === 0) continue;
      exact.named = true;
      const context = qualified ? wanted : contextAreas(areas, tokens, start, words);
      // A query of one word is a place search whatever the word; a query that is a phrase of ordinary
      // words ("north star") is not pointed at a place by being the whole query.
      const ordinaryPhrase = words > 1 && commonWords.has(phrase);
      const pointed = (whole && !ordinaryPhrase) || qualified || POINTING_WORDS.has(tokens[start - 1] ?? '');
      let any = false;
      for (const reading of readings) {
        const hits = countHits(reading, context);
        if (hits === 0 && !pointed && isWeak(reading, phrase)) continue;
        const kindWord = kindWordOf(reading, tokens, start, end);
        candidates.push(scored(reading, phrase, start, words, hits, kindWord));
        any = true;
      }
      if (any) foundAtLength.push([start, end]);
    }
    named.push(...foundAtLength);
  }
  return candidates;
}

/** Whether [start, end) lies inside one of the spans. */
function insideAny(spans: readonly (readonly [number, number])[], start: number, end: number): boolean {
  for (const [from, to] of spans) if (from <= start && end <= to) return true;
  return false;
}

/** How many of the context's area lists hold an area the reading lies in. */
function countHits(reading: Reading, context: readonly (readonly Area[])[]): number {
  let hits = 0;
  for (const found of context) {
    for (const area of found) {
      if (readingIsIn(reading, area)) {
        hits++;
        break;
      }
    }
  }
  return hits;
}

function scored(
  reading: Reading,
  phrase: string,
  start: number,
  words: number,
  hits: number,
  kindWord: string | null,
): ScoredReading {
  const covered = words + (kindWord === null ? 0 : 1);
  const short =
    phrase.length <= SHORT_PHRASE_LENGTH && reading.match !== 'nickname' && reading.match !== 'abbreviation'
      ? SHORT_PHRASE_PENALTY
      : 0;
  const score =
    reading.base +
    CONTEXT_SCORES.word * covered +
    CONTEXT_SCORES.qualifier * hits +
    (kindWord === null ? 0 : CONTEXT_SCORES.kind) -
    short;
  return { reading, phrase, start, words, hits, kindWord, score };
}

/** The word for the reading's kind right after the phrase, or before it with "of" ("state of mexico"). */
function kindWordOf(reading: Reading, tokens: readonly string[], start: number, end: number): string | null {
  const kinds = KIND_WORDS[reading.kind];
  const after = tokens[end];
  if (after !== undefined && kinds.has(after)) return after;
  const before = tokens[start - 2];
  if (before !== undefined && tokens[start - 1] === 'of' && kinds.has(before)) return before;
  return null;
}

/**
 * With nothing pointing at it: a small place (or a region) read from a common English word; a
 * place read from another place's alternate name made of common words alone ("old town" is one
 * of Las Vegas's); a town below MULTI_WORD_NAME_MIN_POPULATION whose own name is such words
 * ("Old Town", Maine); a city below UNPOINTED_MIN_POPULATION read from part of a sentence.
 * A larger city's own name of common words ("Little Rock") is its name.
 */
function isWeak(reading: Reading, phrase: string): boolean {
  if (reading.match === 'nickname') return false;
  if (!commonWords.has(phrase)) return reading.kind === 'city' && reading.city.pop < UNPOINTED_MIN_POPULATION;
  if (phrase.includes(' ')) {
    if (reading.kind !== 'city') return false;
    return reading.rule === 'alternate-name' || reading.city.pop < MULTI_WORD_NAME_MIN_POPULATION;
  }
  if (reading.kind === 'country') return false;
  return reading.kind !== 'city' || reading.city.pop < COMMON_WORD_PLACE_MAX_POPULATION;
}

/** Whether a phrase may be read as the start of a big city's longer name (one or two words). */
function mayBePrefix(phrase: string): boolean {
  if (phrase.length < PREFIX_MIN_LENGTH) return false;
  const space = phrase.indexOf(' ');
  if (space === -1) return !commonWords.has(phrase) && !nonPlaceWords.has(phrase);
  if (phrase.indexOf(' ', space + 1) !== -1) return false;
  const first = phrase.slice(0, space);
  const second = phrase.slice(space + 1);
  return !(
    commonWords.has(first) ||
    nonPlaceWords.has(first) ||
    commonWords.has(second) ||
    nonPlaceWords.has(second)
  );
}

/** Big cities whose name starts with the phrase ("addis" → Addis Ababa), unless already a reading. */
function prefixReadings(
  index: PlaceIndex,
  areas: AreaIndex,
  phrase: string,
  readings: readonly Reading[],
): Reading[] {
  const found: Reading[] = [];
  for (const position of extensionsOf(index, phrase)) {
    const city = index.cities.at(position);
    if (city === undefined || city.pop < PREFIX_MIN_POPULATION) continue;
    if (hasCityAt(readings, position)) continue;
    found.push(cityReading(areas, position, city, 'alternate-name', 'prefix'));
  }
  return found;
}

function hasCityAt(readings: readonly Reading[], position: number): boolean {
  for (const reading of readings) if (reading.kind === 'city' && reading.position === position) return true;
  return false;
}

function byScore(a: ScoredReading, b: ScoredReading): number {
  return better(a, b) ? -1 : better(b, a) ? 1 : 0;
}

/** What tells places apart (sameReading): a city's position, an area's object. */
function placeKey(reading: Reading): number | Area {
  return reading.kind === 'city' ? reading.position : reading.area;
}

function decide(candidates: readonly ScoredReading[]): QueryResolution {
  const sorted = [...candidates].sort(byScore);
  const chosen = sorted[0] as ScoredReading;
  const others: Reading[] = [];
  let runnerUp: ScoredReading | null = null;
  // Each place once, by a key per place (a name read many ways, "santa rosa", has dozens of readings).
  const seen = new Set<number | Area>([placeKey(chosen.reading)]);
  for (const candidate of sorted) {
    const key = placeKey(candidate.reading);
    if (seen.has(key)) continue;
    seen.add(key);
    runnerUp ??= candidate;
    others.push(candidate.reading);
  }
  return { reading: chosen.reading, others, phrase: chosen.phrase, chosen, runnerUp };
}

/** For each comma-separated qualifier, the areas it names (codes and abbreviations count here). */
function qualifierAreas(areas: AreaIndex, qualifiers: readonly string[]): Area[][] {
  return qualifiers.map((qualifier) => [
    ...fullyNamed(areas, qualifier),
    ...areas.abbreviated(qualifier),
    ...areas.coded(qualifier),
  ]);
}

/** The areas a qualifier names by a name, not a code or an abbreviation. */
function fullyNamed(areas: AreaIndex, qualifier: string): Area[] {
  const key = foldText(qualifier);
  return [...areas.named(key), ...areas.stripped(key), ...areas.otherLanguage(key)];
}

/**
 * The areas named by the words around a phrase, in a query without commas. Abbreviations count
 * ("paris tx") unless they are ordinary words ("in", "me", "or" are also Indiana, Maine, Oregon).
 */
function contextAreas(areas: AreaIndex, tokens: readonly string[], start: number, words: number): Area[][] {
  if (tokens.length === words) return [];
  const window = [
    ...tokens.slice(Math.max(0, start - CONTEXT_BEFORE), start),
    '',
    ...tokens.slice(start + words, start + words + CONTEXT_AFTER),
  ];
  const found: Area[][] = [];
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

/**
 * Which phrases of the first part, and which names near them, a near-spelling search considers:
 * every phrase; one phrase; or, around an exact phrase, the longer phrases that hold it and add a
 * word a name could have (not "agents", "in", a number), near names that hold it too. Data, not
 * closures: this is asked on every query that matched exactly.
 */
type TypoScope =
  { kind: 'every' } | { kind: 'phrase'; phrase: string } | { kind: 'longer'; words: readonly string[] };

const EVERY_TYPO: TypoScope = { kind: 'every' };

/** Near spellings of one phrase only. */
function samePhraseScope(phrase: string): TypoScope {
  return { kind: 'phrase', phrase };
}

/** The longer near spellings around an exact phrase ("nwe york" around "york"). */
function longerScope(exactPhrase: string): TypoScope | null {
  const words = exactPhrase.split(' ');
  return words.length >= TYPO_PHRASE_WORDS ? null : { kind: 'longer', words };
}

function phraseInScope(scope: TypoScope, part: readonly string[]): boolean {
  if (scope.kind === 'every') return true;
  if (scope.kind === 'phrase') return part.join(' ') === scope.phrase;
  return (
    part.length > scope.words.length && containsRun(part, scope.words) && addsNameWord(part, scope.words)
  );
}

function nameInScope(scope: TypoScope, name: string): boolean {
  return scope.kind !== 'longer' || containsRun(name.split(' '), scope.words);
}

/**
 * Whether a part adds a word that is not "agents", "in" or a number to the exact phrase's words: "los
 * angles" adds "angles", an ordinary word and a near spelling of "angeles".
 */
function addsNameWord(part: readonly string[], exactWords: readonly string[]): boolean {
  for (const word of part) {
    if (!exactWords.includes(word) && !nonPlaceWords.has(word) && !/\d/.test(word)) return true;
  }
  return false;
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
 * Near spellings: phrases of one to three words of the first part, never common English words or
 * words that name no place alone, matched against big places' names (typos.ts). Each near name is
 * read as what it means typed correctly ("pragu" is near the region Prague's name, and "prague" is
 * the city), scored with its edits, its phrase's words and the qualifiers it agrees with.
 */
function typoCandidates(
  index: PlaceIndex,
  areas: AreaIndex,
  tokens: readonly string[],
  wanted: readonly (readonly Area[])[],
  scope: TypoScope = EVERY_TYPO,
  /** 2 for any near spelling; 0 for a letter left out only (TypoIndex.missingLetter). */
  maxEdits = 2,
): ScoredReading[] {
  // Fetched only once a phrase needs it: most queries have no phrase to look up, so they never make
  // the index build (or wait for it).
  let typoIndex: TypoIndex | null = null;
  const typos = (): TypoIndex => (typoIndex ??= typoIndexOf(index, areas));
  const candidates: ScoredReading[] = [];
  for (let words = 1; words <= Math.min(TYPO_PHRASE_WORDS, tokens.length); words++) {
    for (let start = 0; start + words <= tokens.length; start++) {
      const part = tokens.slice(start, start + words);
      // A near spelling is of a name: never of ordinary words alone, never across "in" or "agents",
      // though a name may hold such a word itself ("new" of New York): then the name must have it.
      if (!part.some(couldBeOfName) || !phraseInScope(scope, part)) continue;
      const phrase = part.join(' ');
      if (allowedEdits(phrase.length) === 0) continue;
      const ordinary = part.filter((word) => nonPlaceWords.has(word));
      if (ordinary.some((word) => !typos().hasWord(word))) continue;
      // Part of a sentence is read as a near spelling only when something points at it: "station
      // chief" is no Chlef, "agents in pragu" is Prague.
      const pointed =
        words === tokens.length || wanted.length > 0 || POINTING_WORDS.has(tokens[start - 1] ?? '');
      if (!pointed && scope.kind === 'every') continue;
      const matches = maxEdits === 0 ? typos().missingLetter(phrase) : typos().near(phrase, maxEdits);
      for (const match of matches) {
        if (!nameInScope(scope, match.name)) continue;
        if (ordinary.length > 0 && !ordinary.every((word) => match.name.split(' ').includes(word))) continue;
        const corrected = correctedReading(index, areas, match);
        // An area's name stays a reading of its own beside what it means typed correctly.
        const own =
          match.target.kind === 'area' ? areaReading(match.target.area, 'typo', 'typo', match.edits) : null;
        for (const reading of [corrected, own]) {
          if (reading === null) continue;
          const hits = countHits(reading, wanted);
          const kindWord = kindWordOf(reading, tokens, start, start + words);
          candidates.push(scored(reading, phrase, start, words, hits, kindWord));
        }
      }
    }
  }
  return candidates;
}

/** What a near name means typed correctly, as a near-spelling reading with its edits. */
function correctedReading(index: PlaceIndex, areas: AreaIndex, match: TypoMatch): Reading | null {
  const { target } = match;
  const typoScore = (reading: Reading): Reading => ({
    ...reading,
    rule: 'typo',
    match: 'typo',
    base: reading.base - matchBonus(reading) + typoPenalty(match.edits),
  });
  if (target.kind === 'area') {
    // "pragu" is as near to the region Prague as to the city, and "prague" is the city; "new yrok"
    // is near the state's name, and "new york" is the city.
    const named = bestOf(headCandidates(index, areas, match.name.split(' '), []));
    return named === null ? null : typoScore(named.reading);
  }
  const city = index.cities.at(target.position);
  return city === undefined ? null : cityReading(areas, target.position, city, 'typo', 'typo', match.edits);
}

function matchBonus(reading: Reading): number {
  return MATCH_SCORES[reading.match];
}

function typoPenalty(edits: number): number {
  return MATCH_SCORES.typo * edits;
}
