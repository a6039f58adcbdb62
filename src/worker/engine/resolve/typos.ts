// Near spellings: "Pragu" is Prague, "Manchster" Manchester, "Edinbrugh" Edinburgh. Asked
// only when nothing in the query matched exactly, and only among places big enough that a
// visitor is likely to mean them, so a rare word never turns into a hamlet.
//
// The lookup is a deletion neighbourhood (the idea behind SymSpell): every target name is filed
// under itself and the strings made by deleting one of its letters (two, for long names); a
// typed phrase is looked up the same way, and any shared string makes the target a candidate,
// whose true distance is then computed. Two strings within k edits always share a string made
// by at most k deletions from each, so no candidate is missed, and a lookup is a few dozen
// hash probes rather than a pass over thousands of names.
import type { PlaceIndex } from '../cities/placeIndex.ts';
import { foldText } from '../text.ts';
import type { Area, AreaIndex } from './areaIndex.ts';

/** Cities of at least this population are typo targets (about 4,900 places). */
export const TYPO_MIN_POPULATION = 100_000;
/** Phrases of 5–8 letters may be one edit away from a name; 9 letters or more, two. */
export const ONE_EDIT_MIN_LENGTH = 5;
export const TWO_EDITS_MIN_LENGTH = 9;

/** Longer names are not typo targets: each would file hundreds of two-letter deletions. */
const MAX_NAME_LENGTH = 24;

/** A place a near spelling may name. */
export type TypoTarget =
  { kind: 'city'; position: number; pop: number } | { kind: 'area'; area: Area; pop: number };

export interface TypoMatch {
  target: TypoTarget;
  /** Edits between the typed phrase and the target's name (optimal string alignment distance). */
  edits: number;
  /** The folded name it is near. */
  name: string;
}

export interface TypoIndex {
  /** Targets within the allowed edits of a folded phrase, nearest first, then the most populous. */
  near(phrase: string, maxEdits?: number): TypoMatch[];
  /**
   * Targets whose name is the phrase with one letter more ("melbourn" of Melbourne, "pittsburg" of
   * Pittsburgh): one probe, cheap enough to ask for every small place a query names exactly.
   */
  missingLetter(phrase: string): TypoMatch[];
  /** Whether a word is a whole word of some target's name ("new" of New York, "san" of San Jose). */
  hasWord(word: string): boolean;
  /** Number of strings filed (names and their deletions), for the benchmark. */
  readonly size: number;
}

const built = new WeakMap<PlaceIndex, TypoIndex>();

/**
 * The typo index of a place index, built on its first use (tens of milliseconds): a query that
 * needs no typo never pays for it.
 *
 * @example typoIndexOf(index, areas).near("pragu")[0].name === "prague"
 */
export function typoIndexOf(index: PlaceIndex, areas: AreaIndex): TypoIndex {
  let typos = built.get(index);
  if (typos === undefined) {
    typos = buildTypoIndex(index, areas.names());
    built.set(index, typos);
  }
  return typos;
}

/** How many edits a typed phrase of this length may be from a name. */
export function allowedEdits(length: number): number {
  return length >= TWO_EDITS_MIN_LENGTH ? 2 : length >= ONE_EDIT_MIN_LENGTH ? 1 : 0;
}

function buildTypoIndex(index: PlaceIndex, areaNames: Iterable<[string, Area]>): TypoIndex {
  const names: string[] = [];
  const targets: TypoTarget[] = [];
  const seen = new Map<string, number>();
  const add = (name: string, target: TypoTarget): void => {
    if (name.length < ONE_EDIT_MIN_LENGTH - 1 || name.length > MAX_NAME_LENGTH || !/^[a-z ]+$/.test(name))
      return;
    const key = `${name}\n${target.kind === 'city' ? target.position : `${target.area.country}\t${target.area.admin1}`}`;
    if (seen.has(key)) return;
    seen.set(key, targets.length);
    names.push(name);
    targets.push(target);
  };
  for (let position = 0; position < index.cities.length; position++) {
    const city = index.cities.at(position);
    if (city === undefined || city.pop < TYPO_MIN_POPULATION) break; // most populous first
    add(foldText(city.name), { kind: 'city', position, pop: city.pop });
  }
  for (const [name, area] of areaNames) add(name, { kind: 'area', area, pop: area.population });

  const words = new Set(names.flatMap((name) => name.split(' ')));
  const filed = new Map<string, number[]>();
  const file = (variant: string, target: number): void => {
    const list = filed.get(variant);
    if (list === undefined) filed.set(variant, [target]);
    else if (list[list.length - 1] !== target) list.push(target);
  };
  for (let target = 0; target < names.length; target++) {
    const name = names[target] as string;
    // Two deletions only for names a two-edit phrase can reach that way: a phrase of nine
    // letters or more is within two edits of a shorter name through one deletion on each side
    // or two on its own, which the lookup makes.
    const depth = name.length >= TWO_EDITS_MIN_LENGTH ? 2 : 1;
    forEachDeletion(name, depth, (variant) => file(variant, target));
  }

  // Which targets a lookup has met, by the lookup's number: no set is made per query.
  const met = new Uint32Array(names.length);
  let lookups = 0;

  return {
    size: filed.size,
    hasWord: (word) => words.has(word),
    missingLetter(phrase) {
      if (allowedEdits(phrase.length + 1) === 0) return [];
      const matches: TypoMatch[] = [];
      for (const target of filed.get(phrase) ?? []) {
        const name = names[target] as string;
        if (name.length === phrase.length + 1)
          matches.push({ target: targets[target] as TypoTarget, edits: 1, name });
      }
      return matches;
    },
    near(phrase, maxEdits = 2) {
      const edits = Math.min(allowedEdits(phrase.length), maxEdits);
      if (edits === 0) return [];
      // One deletion on the phrase's side finds every name one edit away (and some two away);
      // two deletions are made only when nothing is one edit away, since the nearest name wins.
      let matches = lookUp(phrase, 1, edits);
      if (edits === 2 && !matches.some((match) => match.edits <= 1)) matches = lookUp(phrase, 2, edits);
      return matches.sort((a, b) => a.edits - b.edits || b.target.pop - a.target.pop);
    },
  };

  function lookUp(phrase: string, depth: number, edits: number): TypoMatch[] {
    const found: number[] = [];
    const stamp = ++lookups;
    const visit = (variant: string): void => {
      const targetsOf = filed.get(variant);
      if (targetsOf === undefined) return;
      for (const target of targetsOf) {
        if (met[target] === stamp) continue;
        met[target] = stamp;
        found.push(target);
      }
    };
    forEachDeletion(phrase, depth, visit);
    const matches: TypoMatch[] = [];
    for (const target of found) {
      const name = names[target] as string;
      const distance = editDistance(phrase, name, edits);
      if (distance <= edits) matches.push({ target: targets[target] as TypoTarget, edits: distance, name });
    }
    return matches;
  }
}

function forEachDeletion(text: string, depth: number, visit: (variant: string) => void): void {
  visit(text);
  deleteFrom(text, 0, depth, visit);
}

/** The deletions at `from` or later, each set of positions once (in increasing order). */
function deleteFrom(text: string, from: number, depth: number, visit: (variant: string) => void): void {
  if (depth === 0 || text.length <= 1) return;
  for (let i = from; i < text.length; i++) {
    // Deleting either of two equal neighbours gives the same string: visit it once.
    if (i > from && text[i] === text[i - 1]) continue;
    const variant = text.slice(0, i) + text.slice(i + 1);
    visit(variant);
    deleteFrom(variant, i, depth - 1, visit);
  }
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions, each one edit),
 * or more than `max` as soon as it cannot be `max` or less.
 *
 * @example editDistance("edinbrugh", "edinburgh", 2) === 1
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  // Three rows reused across calls: the resolver measures a few dozen candidates per query.
  if (rows[0].length < width)
    rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  let [before, previous, current] = rows;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] as number;
}

let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
