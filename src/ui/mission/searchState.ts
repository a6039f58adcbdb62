// The dashboard's search state as a reducer, so every transition is one named, testable step.
// The status message is not here: it lives in the status line's own store (statusTypewriter.ts).
// The agents themselves live in an AgentResults store that only grows; the state says how many
// of them are shown, so revealing a batch is a number changing, not an array being copied.
import type { MissionVersion, Resolution } from '../../shared/types.ts';
import type { AgentResults } from './agentResults.ts';

/**
 * A mission as the worker placed it: what replays it (query, seed, version, count, and the
 * resolution's pin) and what the visitor is told about the place. A choice of another place reruns it from this.
 */
export interface PlacedMission {
  query: string;
  /** As the link carries it: digits, or the text given. */
  seed: string;
  version: MissionVersion;
  count: number;
  resolution: Resolution;
  /** Version 3, one place: how many distinct phone numbers it has (see SearchPlan). */
  phoneCapacity?: number;
}

export interface SearchState {
  /** The current search's agents, once the worker has reported its plan. */
  results: AgentResults | null;
  /** Where the current search was placed, once the worker has reported its plan. */
  placed: PlacedMission | null;
  /** How many of `results` are revealed (the first n, in order). */
  revealed: number;
  /** All agents are in: the map may fit its bounds and draw its lines. */
  completed: boolean;
  running: boolean;
}

export type SearchAction =
  | { type: 'started' }
  | { type: 'planned'; results: AgentResults; placed: PlacedMission }
  | { type: 'revealed'; revealed: number }
  | { type: 'completed' }
  | { type: 'stopped' }
  | { type: 'restored'; results: AgentResults; placed: PlacedMission };

export const INITIAL_SEARCH_STATE: SearchState = {
  results: null,
  placed: null,
  revealed: 0,
  completed: false,
  running: false,
};

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'started':
      // Old results, markers, lines, heat and the old place's line go at once.
      return { results: null, placed: null, revealed: 0, completed: false, running: true };
    case 'planned':
      return { ...state, results: action.results, placed: action.placed, revealed: 0 };
    case 'revealed':
      // Never more than has arrived, never backwards.
      return state.results === null
        ? state
        : { ...state, revealed: Math.min(state.results.length, Math.max(state.revealed, action.revealed)) };
    case 'completed':
      return { ...state, completed: true, running: false };
    case 'stopped':
      return { ...state, running: false };
    case 'restored':
      return {
        results: action.results,
        placed: action.placed,
        revealed: action.results.length,
        completed: true,
        running: false,
      };
  }
}
