// The dashboard's search state as a reducer, so every transition is one named, testable step.
// The status message is not here: it lives in the status line's own store (statusTypewriter.ts).
import type { Agent } from '../../shared/types.ts';

export interface SearchState {
  /** Agents revealed so far, in order. */
  agents: readonly Agent[];
  /** All agents are in: the map may fit its bounds and draw its lines. */
  completed: boolean;
  running: boolean;
}

export type SearchAction =
  | { type: 'started' }
  | { type: 'revealed'; agent: Agent }
  | { type: 'completed' }
  | { type: 'stopped' }
  | { type: 'restored'; agents: readonly Agent[] };

export const INITIAL_SEARCH_STATE: SearchState = {
  agents: [],
  completed: false,
  running: false,
};

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'started':
      // Old results, markers, lines and heat go at once.
      return { agents: [], completed: false, running: true };
    case 'revealed':
      return { ...state, agents: [...state.agents, action.agent] };
    case 'completed':
      return { ...state, completed: true, running: false };
    case 'stopped':
      return { ...state, running: false };
    case 'restored':
      return { agents: action.agents, completed: true, running: false };
  }
}
