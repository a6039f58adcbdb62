// Why the resolver chose a place, in words: the winning reading, what it weighed, and the runner-up.
// The page shows it under "Resolved: …" and `agents --explain` prints it, so a surprising answer
// can be understood (and a better one chosen from the alternatives).
import type { AreaIndex } from './areaIndex.ts';
import { readingLabel } from './placeChoices.ts';
import { readingPopulation } from './readings.ts';
import type { QueryResolution, ScoredReading } from './resolveQuery.ts';
import type { MatchKind } from './scoring.ts';

const MATCH_WORDS: Readonly<Record<MatchKind, (label: string) => string>> = {
  nickname: (label) => `a name people use for ${label}`,
  name: (label) => `the name of ${label}`,
  variant: (label) => `another spelling of ${label}`,
  'other-name': (label) => `another name of ${label}`,
  'other-language': (label) => `${label} in another language`,
  stripped: (label) => `${label} without the word for its kind`,
  abbreviation: (label) => `short for ${label}`,
  prefix: (label) => `the start of the name of ${label}`,
  typo: (label) => `a near spelling of ${label}`,
};

/**
 * One reading in words: "“lyons” is another spelling of Lyon, France (522,969 people)".
 *
 * @example explainReading(areas, scored) // "“paris” is the name of Paris, France (2,138,551 people, a capital)"
 */
export function explainReading(areas: AreaIndex, scored: ScoredReading): string {
  const { reading } = scored;
  const standing: string[] = [`${readingPopulation(reading).toLocaleString('en')} people`];
  if (reading.kind === 'city') {
    const seat = areas.seat(reading.city.id);
    if (seat === 'capital') standing.push('a capital');
    if (seat === 'seat') standing.push("a region's seat");
  }
  const context: string[] = [];
  if (scored.hits > 0)
    context.push(scored.hits === 1 ? 'the query names where it lies' : `${scored.hits} qualifiers agree`);
  if (scored.kindWord !== null) context.push(`“${scored.kindWord}” says it is a ${reading.kind}`);
  const words = MATCH_WORDS[reading.match](readingLabel(reading, reading.kind === 'city'));
  return `“${scored.phrase}” is ${words} (${standing.join(', ')})${context.length > 0 ? `; ${context.join('; ')}` : ''}`;
}

/**
 * The whole explanation of a resolution: the winner, and the runner-up when there is one.
 *
 * @example explainResolution(areas, resolveQuery(index, areas, "lyons"))
 *   // "“lyons” is another spelling of Lyon, …; runner-up: “lyons” is the name of Lyons, Illinois, …"
 */
export function explainResolution(areas: AreaIndex, resolution: QueryResolution): string {
  const chosen = explainReading(areas, resolution.chosen);
  return resolution.runnerUp === null
    ? chosen
    : `${chosen}; runner-up: ${explainReading(areas, resolution.runnerUp)}`;
}
