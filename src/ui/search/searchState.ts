// The dashboard's search state as a reducer, so every transition is one named, testable step.
import type { Agent } from '../../shared/types.ts';
import { STATUS_COMPLETE, STATUS_IDLE } from './statusMessages.ts';

export interface SearchState {
  /** The whole current status message (the status line types it out). */
  status: string;
  /** Agents revealed so far, in order. */
  agents: readonly Agent[];
  /** All agents are in: the map may fit its bounds and draw its lines. */
  completed: boolean;
  running: boolean;
}

export type SearchAction =
  | { type: 'started' }
  | { type: 'status'; message: string }
  | { type: 'revealed'; agent: Agent }
  | { type: 'completed' }
  | { type: 'stopped' }
  | { type: 'restored'; agents: readonly Agent[] };

export const INITIAL_SEARCH_STATE: SearchState = {
  status: STATUS_IDLE,
  agents: [],
  completed: false,
  running: false,
};

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'started':
      // Old results, markers, lines and heat go at once; the status changes with the first message.
      return { ...state, agents: [], completed: false, running: true };
    case 'status':
      return { ...state, status: action.message };
    case 'revealed':
      return { ...state, agents: [...state.agents, action.agent] };
    case 'completed':
      return { ...state, completed: true, running: false };
    case 'stopped':
      return { ...state, running: false };
    case 'restored':
      return { status: STATUS_COMPLETE, agents: action.agents, completed: true, running: false };
  }
}
