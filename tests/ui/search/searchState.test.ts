import { describe, expect, it } from 'vitest';
import { INITIAL_SEARCH_STATE, searchReducer } from '../../../src/ui/search/searchState.ts';
import { makeAgent } from '../fakes/fakeDirectoryClient.ts';

describe('searchReducer', () => {
  it('starts idle with no agents', () => {
    expect(INITIAL_SEARCH_STATE).toEqual({
      agents: [],
      completed: false,
      running: false,
    });
  });

  it('clears the old results (and so markers, lines and heat) when a search starts', () => {
    const done = { agents: [makeAgent()], completed: true, running: false };
    const started = searchReducer(done, { type: 'started' });
    expect(started.agents).toEqual([]);
    expect(started.completed).toBe(false);
    expect(started.running).toBe(true);
  });

  it('appends revealed agents in order and completes', () => {
    let state = searchReducer(INITIAL_SEARCH_STATE, { type: 'started' });
    state = searchReducer(state, { type: 'revealed', agent: makeAgent({ codename: 'A' }) });
    state = searchReducer(state, { type: 'revealed', agent: makeAgent({ codename: 'B' }) });
    state = searchReducer(state, { type: 'completed' });
    expect(state.agents.map((a) => a.codename)).toEqual(['A', 'B']);
    expect(state).toMatchObject({ completed: true, running: false });
  });

  it('keeps what was revealed when a search stops early, without claiming completion', () => {
    let state = searchReducer(INITIAL_SEARCH_STATE, { type: 'started' });
    state = searchReducer(state, { type: 'revealed', agent: makeAgent() });
    state = searchReducer(state, { type: 'stopped' });
    expect(state).toMatchObject({ completed: false, running: false });
    expect(state.agents).toHaveLength(1);
  });

  it('restores a finished search as complete', () => {
    const agents = [makeAgent(), makeAgent()];
    expect(searchReducer(INITIAL_SEARCH_STATE, { type: 'restored', agents })).toEqual({
      agents,
      completed: true,
      running: false,
    });
  });
});
