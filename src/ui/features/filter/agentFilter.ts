// The filter feature's logic: narrowing a mission down by profession, agency, cell, city and nationality. A
// mission of 100,000 agents has a few hundred distinct values per field at most, so each field is coded
// once per mission: every agent gets the number of its value (a typed array), and a filter is then a
// comparison of small integers per agent instead of a string read. Coding reads each field of each agent
// once (about 400,000 reads for 100,000 agents); it is made on the first filter of a mission and kept
// with its results. The mission's owner holds the filter and its matches; it is given this logic as its
// AgentMatcher (agentMatcher below), composed in the dashboard's route.
import type { AgentTextField } from '../../../shared/agentFields.ts';
import type { AgentResults } from '../../mission/agentResults.ts';
import {
  FILTER_FIELDS,
  type AgentFilter,
  type Facet,
  type Facets,
  type FilterField,
} from '../../mission/filterSpec.ts';
import type { AgentMatcher } from '../../mission/missionStore.ts';

/** What a mission's agents offer the coding: one field of agent `index` (AgentResults.value). */
export interface FieldSource {
  value(field: AgentTextField, index: number): string;
}

// Numeric, so that cell 9 comes before cell 10; words sort as before.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function buildFacet(source: FieldSource, field: FilterField, count: number): Facet {
  const firstSeen = new Map<string, number>();
  const firstCodes = new Uint32Array(count);
  for (let index = 0; index < count; index++) {
    const value = source.value(field, index);
    let code = firstSeen.get(value);
    if (code === undefined) {
      code = firstSeen.size;
      firstSeen.set(value, code);
    }
    firstCodes[index] = code;
  }
  // Renumber in the order people read the list in, so a code is also the option's position.
  const values = [...firstSeen.keys()].sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
  const position = new Uint32Array(values.length);
  values.forEach((value, at) => {
    position[firstSeen.get(value) as number] = at;
  });
  const codes = new Uint32Array(count);
  const counts = new Uint32Array(values.length);
  for (let index = 0; index < count; index++) {
    const code = position[firstCodes[index] as number] as number;
    codes[index] = code;
    counts[code] = (counts[code] as number) + 1;
  }
  return { values, counts, codes };
}

/** Codes the first `count` agents of `source` for every filter field. */
export function buildFacets(source: FieldSource, count: number): Facets {
  return {
    profession: buildFacet(source, 'profession', count),
    agency: buildFacet(source, 'agency', count),
    cellId: buildFacet(source, 'cellId', count),
    city: buildFacet(source, 'city', count),
    nationality: buildFacet(source, 'nationality', count),
  };
}

/**
 * The agents `filter` keeps, as indices in mission order, or null when it keeps every agent (no field
 * set). A value the mission does not have keeps no agent: a link's filter names values, and one that
 * matches nothing must say so rather than show everyone.
 *
 * @example matchAgents(facets, { city: 'Lyon' }) // Uint32Array of the Lyon agents' indices
 */
export function matchAgents(facets: Facets, filter: AgentFilter): Uint32Array | null {
  const wanted: { codes: Uint32Array; code: number }[] = [];
  for (const field of FILTER_FIELDS) {
    const value = filter[field];
    if (value === undefined) continue;
    const facet = facets[field];
    const code = binarySearch(facet.values, value);
    if (code < 0) return new Uint32Array(0);
    wanted.push({ codes: facet.codes, code });
  }
  if (wanted.length === 0) return null;
  const count = facets.profession.codes.length;
  const kept = new Uint32Array(count);
  let length = 0;
  for (let index = 0; index < count; index++) {
    let keep = true;
    for (const { codes, code } of wanted) {
      if (codes[index] !== code) {
        keep = false;
        break;
      }
    }
    if (keep) kept[length++] = index;
  }
  return kept.slice(0, length);
}

/** Position of `value` in `values` (sorted as buildFacet sorts them), or -1. */
function binarySearch(values: readonly string[], value: string): number {
  let low = 0;
  let high = values.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = values[middle] as string;
    const order = collator.compare(at, value) || (at < value ? -1 : at > value ? 1 : 0);
    if (order === 0) return middle;
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Whether sorted `indices` holds `index`. */
function holds(indices: Uint32Array, index: number): boolean {
  let low = 0;
  let high = indices.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = indices[middle] as number;
    if (at === index) return true;
    if (at < index) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** Each mission's values are coded once, however often the filter changes. */
const facetCache = new WeakMap<AgentResults, Facets>();

function facetsOf(results: AgentResults): Facets {
  let facets = facetCache.get(results);
  if (facets === undefined) {
    facets = buildFacets(results, results.length);
    facetCache.set(results, facets);
  }
  return facets;
}

/** The filter's logic as the mission's owner is given it (MissionStoreDeps.matcher). */
export const agentMatcher: AgentMatcher = { facetsOf, match: matchAgents, keeps: holds };
