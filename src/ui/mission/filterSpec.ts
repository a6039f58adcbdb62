// What a filter is, as the mission's owner holds it, its link encodes and session memory keeps: one
// value per field, and each field's distinct values (the facets) the filter control lists. Values
// only: how a mission's agents are coded and matched is the filter feature's
// (src/ui/features/filter/agentFilter.ts), handed to the owner as its AgentMatcher.
import type { AgentTextField } from '../../shared/agentFields.ts';

/**
 * The fields a mission can be filtered by, in the order the filter control shows them. `cellId` is a
 * linked mission's (version 4): the cell's number, as the exported tables have it; agents above the
 * cells' level have none ('').
 */
export const FILTER_FIELDS = [
  'profession',
  'agency',
  'cellId',
  'city',
  'nationality',
] as const satisfies readonly AgentTextField[];
export type FilterField = (typeof FILTER_FIELDS)[number];

/** One value per field, or none (any value). */
export type AgentFilter = Readonly<Partial<Record<FilterField, string>>>;

export const NO_FILTER: AgentFilter = {};

/** The distinct values of one field across a mission. */
export interface Facet {
  /** Sorted for people: case- and accent-insensitive, then by code unit. */
  readonly values: readonly string[];
  /** How many agents have each value. */
  readonly counts: Uint32Array;
  /** For each agent, the position of its value in `values`. */
  readonly codes: Uint32Array;
}

export type Facets = Readonly<Record<FilterField, Facet>>;

/** Whether `filter` narrows anything: at least one field has a value. */
export function isFiltering(filter: AgentFilter): boolean {
  return FILTER_FIELDS.some((field) => filter[field] !== undefined);
}
