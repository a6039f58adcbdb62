import { describe, expect, it } from 'vitest';
import { AgentResults } from '../../../src/ui/mission/agentResults.ts';
import { INITIAL_SEARCH_STATE, searchReducer } from '../../../src/ui/mission/searchState.ts';
import { makeAgent, PARIS_RESOLUTION } from '../fakes/fakeDirectoryClient.ts';

const three = () => AgentResults.fromAgents(['A', 'B', 'C'].map((codename) => makeAgent({ codename })));
const placed = { query: 'paris', seed: '7', version: 2 as const, count: 3, resolution: PARIS_RESOLUTION };

describe('searchReducer', () => {
  it('starts idle with no agents', () => {
    expect(INITIAL_SEARCH_STATE).toEqual({
      results: null,
      placed: null,
      revealed: 0,
      completed: false,
      running: false,
    });
  });

  it('clears the old results (and so markers, lines and heat) and the old place when a search starts', () => {
    const done = { results: three(), placed, revealed: 3, completed: true, running: false };
    expect(searchReducer(done, { type: 'started' })).toEqual({
      results: null,
      placed: null,
      revealed: 0,
      completed: false,
      running: true,
    });
  });

  it('knows where the search was placed from its plan on', () => {
    const started = searchReducer(INITIAL_SEARCH_STATE, { type: 'started' });
    expect(started.placed).toBeNull();
    expect(searchReducer(started, { type: 'planned', results: three(), placed }).placed).toBe(placed);
  });

  it('reveals agents of the planned results in order, one or a batch at a time, and completes', () => {
    const results = three();
    let state = searchReducer(INITIAL_SEARCH_STATE, { type: 'started' });
    state = searchReducer(state, { type: 'planned', results, placed });
    expect(state.revealed).toBe(0);
    state = searchReducer(state, { type: 'revealed', revealed: 1 });
    state = searchReducer(state, { type: 'revealed', revealed: 3 });
    state = searchReducer(state, { type: 'completed' });
    expect(state).toMatchObject({ results, revealed: 3, completed: true, running: false });
  });

  it('never reveals more than has arrived, nor goes backwards', () => {
    let state = searchReducer(INITIAL_SEARCH_STATE, { type: 'planned', results: three(), placed });
    state = searchReducer(state, { type: 'revealed', revealed: 99 });
    expect(state.revealed).toBe(3);
    state = searchReducer(state, { type: 'revealed', revealed: 1 });
    expect(state.revealed).toBe(3);
  });

  it('ignores reveals before the plan', () => {
    const started = searchReducer(INITIAL_SEARCH_STATE, { type: 'started' });
    expect(searchReducer(started, { type: 'revealed', revealed: 2 })).toBe(started);
  });

  it('keeps what was revealed when a search stops early, without claiming completion', () => {
    let state = searchReducer(INITIAL_SEARCH_STATE, { type: 'started' });
    state = searchReducer(state, { type: 'planned', results: three(), placed });
    state = searchReducer(state, { type: 'revealed', revealed: 1 });
    state = searchReducer(state, { type: 'stopped' });
    expect(state).toMatchObject({ revealed: 1, completed: false, running: false });
  });

  it('restores a finished search as complete, every agent shown', () => {
    const results = three();
    expect(searchReducer(INITIAL_SEARCH_STATE, { type: 'restored', results, placed })).toEqual({
      results,
      placed,
      revealed: 3,
      completed: true,
      running: false,
    });
  });
});
