import { describe, expect, it } from 'vitest';
import {
  LATEST_MISSION_VERSION,
  type Agent,
  type Resolution,
  type SearchPlan,
  type SearchSummary,
} from '../../../src/shared/types.ts';
import type { AgentResults } from '../../../src/ui/mission/agentResults.ts';
import { agentMatcher } from '../../../src/ui/features/filter/agentFilter.ts';
import {
  createMissionStore,
  type Mission,
  type SearchEvents,
  type SearchRunner,
} from '../../../src/ui/mission/missionStore.ts';
import { createSessionMemory, type SessionMemory } from '../../../src/ui/mission/sessionMemory.ts';
import { agentChunk, makeAgent, PARIS_RESOLUTION } from '../fakes/fakeDirectoryClient.ts';

/** A search the test plays by hand: its plan, reveals and ending. */
interface PlayedSearch {
  mission: Mission;
  events: SearchEvents;
  signal: AbortSignal;
  end(outcome: string): void;
}

/** Records each run and each restore; nothing happens until the test plays it. */
function fakeRunner() {
  const runs: PlayedSearch[] = [];
  const restores: AgentResults[] = [];
  const runner: SearchRunner = {
    run: (mission, events, signal) =>
      new Promise<string>((resolve) => runs.push({ mission, events, signal, end: resolve })),
    restored: (results) => restores.push(results),
  };
  return { runner, runs, restores };
}

/** The plan the worker would report: the seed as text, the version asked for or else the latest. */
function planOf(run: PlayedSearch, seed: string, resolution: Resolution = PARIS_RESOLUTION): SearchPlan {
  const count = run.mission.count ?? 12;
  return {
    query: run.mission.query,
    seed,
    version: run.mission.version ?? LATEST_MISSION_VERSION,
    count,
    place: {
      name: 'Paris',
      country: 'France',
      countryCode: 'FR',
      admin1: '',
      lat: 48.85,
      lon: 2.35,
      source: 'index',
    },
    resolution,
    forcedProfession: null,
  };
}

function agents(count: number): Agent[] {
  return Array.from({ length: count }, (_, i) => makeAgent({ codename: `A${i}` }));
}

/** Plays the worker's plan, then its agents as one chunk written into the store the owner answered with. */
function plan(run: PlayedSearch, seed: string, list: readonly Agent[] = agents(run.mission.count ?? 12)) {
  const results = run.events.onPlan(planOf(run, seed));
  results.append(agentChunk(0, list));
  return results;
}

/** Plays a run through plan, every reveal and completion. */
async function finish(run: PlayedSearch, seed: string, list?: readonly Agent[]) {
  const results = plan(run, seed, list);
  run.events.onReveal(results.length);
  run.events.onComplete({ delivered: results.length, cancelled: false } as SearchSummary);
  run.end('complete');
  await Promise.resolve();
  return results;
}

/** Deferrals held until the test says the next frame has been drawn. */
function handPainter() {
  const waiting = new Set<() => void>();
  const afterPaint = (callback: () => void) => {
    waiting.add(callback);
    return () => waiting.delete(callback);
  };
  const paint = () => {
    const due = [...waiting];
    waiting.clear();
    for (const callback of due) callback();
  };
  return { afterPaint, paint, waiting };
}

function setup(search = '', memory: SessionMemory = createSessionMemory()) {
  const { runner, runs, restores } = fakeRunner();
  const paths: string[] = [];
  const { afterPaint, paint, waiting } = handPainter();
  const store = createMissionStore({
    runner,
    memory,
    search,
    matcher: agentMatcher,
    replacePath: (path) => paths.push(path),
    afterPaint,
  });
  return { store, runs, restores, paths, memory, paint, waiting };
}

describe('the mission owner: a typed search', () => {
  it('runs the draft once normalised, and links to it before the worker answers', () => {
    const { store, runs, paths, memory } = setup();
    store.setDraft('  Paris\u0000 ');
    store.setCount(100);
    store.search();
    // A search typed now makes the latest agents, and its link says so before the worker answers.
    expect(runs.map((run) => run.mission)).toEqual([
      { query: 'Paris', version: 3, count: 100, outage: 'random' },
    ]);
    expect(paths).toEqual(['/dashboard?q=Paris&v=3&n=100']);
    expect(memory.mission()).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ running: true, results: null, placed: null, finished: null });
  });

  it('does nothing for a blank draft', () => {
    const { store, runs, paths } = setup();
    for (const blank of ['', '   ', '\t\u202e\n']) {
      store.setDraft(blank);
      store.search();
    }
    expect(runs).toHaveLength(0);
    expect(paths).toHaveLength(0);
    expect(store.getSnapshot().running).toBe(false);
  });

  it('pins the link to the place once planned, remembers the mission, and finishes it on completion', async () => {
    const { store, runs, paths, memory } = setup();
    store.setDraft('Paris');
    store.search();
    const run = runs[0] as PlayedSearch;
    expect(store.getSnapshot()).toMatchObject({ key: null, finishedKey: 'none' });
    const results = plan(run, '7');
    // The owner makes the store for the plan's agents, and shows the one it handed the search.
    expect(results.total).toBe(12);
    expect(paths.at(-1)).toBe('/dashboard?q=Paris&seed=7&v=3&place=city%3A2988507');
    const placed = { query: 'Paris', seed: '7', version: 3, count: 12, resolution: PARIS_RESOLUTION };
    expect(store.getSnapshot()).toMatchObject({ placed, results, revealed: 0, finished: null });
    const key = { version: 3, query: 'Paris', seed: '7', pin: 'city:2988507' };
    expect(store.getSnapshot()).toMatchObject({ key, finishedKey: 'none' });
    const keyObject = store.getSnapshot().key;
    expect(memory.mission()).toEqual({ ...placed, outage: 'random', results: null, filter: {} });

    run.events.onReveal(5);
    expect(store.getSnapshot().revealed).toBe(5);
    // The same mission keeps the same key, so what reads it is not re-rendered for a reveal.
    expect(store.getSnapshot().key).toBe(keyObject);
    run.events.onReveal(12);
    run.events.onComplete({ delivered: 12, cancelled: false } as SearchSummary);
    run.end('complete');
    await Promise.resolve();
    expect(store.getSnapshot()).toMatchObject({ completed: true, running: false });
    expect(store.getSnapshot().finished).toEqual({ ...placed, results });
    expect(store.getSnapshot().finishedKey).toBe('[3,"7",12,"city:2988507","Paris"]');
    expect(memory.mission()).toEqual({ ...placed, outage: 'random', results, filter: {} });
  });

  it('clears the finished mission as the next search starts, and ignores the one it replaced', async () => {
    const { store, runs } = setup();
    store.setDraft('Paris');
    store.search();
    await finish(runs[0] as PlayedSearch, '7');
    store.setDraft('Oslo');
    store.search();
    expect(store.getSnapshot()).toMatchObject({
      finished: null,
      finishedKey: 'none',
      key: null,
      results: null,
      completed: false,
    });
    const second = runs[1] as PlayedSearch;
    store.setDraft('Rome');
    store.search();
    expect(second.signal.aborted).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ finished: null, results: null, running: true });
    // A late message of the cancelled search changes nothing.
    second.events.onPlan(planOf(second, '9'));
    second.end('cancelled');
    await Promise.resolve();
    expect(store.getSnapshot()).toMatchObject({ placed: null, running: true });
  });

  it('stops without a finished mission when the search fails', async () => {
    const { store, runs } = setup();
    store.setDraft('Paris');
    store.search();
    (runs[0] as PlayedSearch).end('failed');
    await Promise.resolve();
    expect(store.getSnapshot()).toMatchObject({ running: false, completed: false, finished: null });
  });

  it('reruns the mission on screen in another place, putting its query and count back in the panel', async () => {
    const { store, runs, paths } = setup();
    store.setDraft('Paris');
    store.setCount(30);
    store.search();
    await finish(runs[0] as PlayedSearch, '7');
    store.setDraft('typed since');
    store.setCount(1000);
    store.choosePlace({ kind: 'city', label: 'Paris, United States', pin: 'city:4717560' });
    expect(runs[1]?.mission).toEqual({
      query: 'Paris',
      seed: '7',
      version: 3,
      count: 30,
      place: 'city:4717560',
      outage: 'random',
    });
    expect(paths.at(-1)).toBe('/dashboard?q=Paris&seed=7&v=3&n=30&place=city%3A4717560');
    expect(store.getSnapshot()).toMatchObject({ draft: 'Paris', count: 30, finished: null });
  });

  it('ignores a replaced search’s late reveal and completion: the new search’s agents stay hidden, nothing is finished', async () => {
    const { store, runs, memory } = setup();
    store.setDraft('Paris');
    store.search();
    const first = runs[0] as PlayedSearch;
    plan(first, '7');
    store.setDraft('Oslo');
    store.search();
    const second = runs[1] as PlayedSearch;
    const secondResults = plan(second, '9');
    const oslo = { query: 'Oslo', seed: '9', version: 3, count: 12, resolution: PARIS_RESOLUTION };

    // The replaced search's last messages, had its runner sent them after all.
    first.events.onReveal(12);
    first.events.onComplete({ delivered: 12, cancelled: false } as SearchSummary);
    first.end('complete');
    await Promise.resolve();

    expect(store.getSnapshot()).toMatchObject({
      placed: oslo,
      results: secondResults,
      revealed: 0,
      completed: false,
      running: true,
      finished: null,
    });
    expect(memory.mission()).toEqual({ ...oslo, outage: 'random', results: null, filter: {} });
  });

  it('offers no other place before a plan', () => {
    const { store, runs } = setup();
    store.choosePlace({ kind: 'city', label: 'Paris, United States', pin: 'city:4717560' });
    expect(runs).toHaveLength(0);
  });
});

describe('the mission owner: opening the dashboard', () => {
  it('replays the link’s mission, with its forced outage kept for later searches', () => {
    const { store, runs, paths } = setup('?q=%20Lyon%20&seed=5&n=13&place=city%3A2996944&outage=never');
    expect(store.getSnapshot()).toMatchObject({ draft: 'Lyon', count: 13, running: false });
    store.open();
    // A link without v= predates versions: it replays version 1.
    expect(runs[0]?.mission).toEqual({
      query: 'Lyon',
      seed: '5',
      version: 1,
      count: 13,
      place: 'city:2996944',
      outage: 'never',
    });
    expect(paths).toEqual([]);
    store.setDraft('Nice');
    store.search();
    expect(runs[1]?.mission).toMatchObject({ version: 3, outage: 'never' });
    expect(paths).toEqual(['/dashboard?q=Nice&v=3&n=13&outage=never']);
  });

  it('shows a remembered finished mission again, without a search, when the link asks for it', async () => {
    const memory = createSessionMemory();
    const first = setup('', memory);
    first.store.setDraft('Paris');
    first.store.search();
    const results = await finish(first.runs[0] as PlayedSearch, '7');

    const back = setup('?q=Paris&seed=7&v=3', memory);
    back.store.open();
    expect(back.runs).toHaveLength(0);
    expect(back.restores).toEqual([results]);
    expect(back.store.getSnapshot()).toMatchObject({ completed: true, revealed: 12, draft: 'Paris' });
    expect(back.store.getSnapshot().finished?.results).toBe(results);
    expect(back.paths).toEqual(['/dashboard?q=Paris&seed=7&v=3&place=city%3A2988507']);
  });

  it('replays, not restores, a link to the remembered mission’s query and seed in another version', async () => {
    const memory = createSessionMemory();
    const first = setup('', memory);
    first.store.setDraft('Paris');
    first.store.search();
    await finish(first.runs[0] as PlayedSearch, '7');

    // Made before versions existed, so version 1: other agents than the version 2 ones remembered.
    const old = setup('?q=Paris&seed=7', memory);
    old.store.open();
    expect(old.restores).toEqual([]);
    expect(old.runs.map((run) => run.mission)).toEqual([
      { query: 'Paris', seed: '7', version: 1, count: 12, place: undefined, outage: 'random' },
    ]);
  });

  it('keeps the link’s version in the address once planned, and when rerun in another place', async () => {
    const { store, runs, paths } = setup('?q=Paris&seed=launch-demo&v=1');
    store.open();
    const run = runs[0] as PlayedSearch;
    expect(run.mission).toMatchObject({ seed: 'launch-demo', version: 1 });
    await finish(run, 'launch-demo');
    expect(paths).toEqual(['/dashboard?q=Paris&seed=launch-demo&v=1&place=city%3A2988507']);
    expect(store.getSnapshot().placed).toMatchObject({ seed: 'launch-demo', version: 1 });

    store.choosePlace({ kind: 'city', label: 'Paris, United States', pin: 'city:4647963' });
    expect(runs[1]?.mission).toMatchObject({ seed: 'launch-demo', version: 1, place: 'city:4647963' });
    expect(paths.at(-1)).toBe('/dashboard?q=Paris&seed=launch-demo&v=1&place=city%3A4647963');
  });

  it('runs the latest version for a link whose version this app does not know', () => {
    const { store, runs } = setup('?q=Paris&seed=7&v=9');
    store.open();
    expect(runs[0]?.mission).toMatchObject({ seed: '7', version: 3 });
  });

  it('replays a remembered mission that had not finished, in its place', () => {
    const memory = createSessionMemory();
    memory.rememberMission({
      query: 'Paris',
      seed: '7',
      version: 1,
      count: 12,
      resolution: PARIS_RESOLUTION,
      outage: 'always',
      results: null,
    });
    const { store, runs } = setup('', memory);
    store.open();
    expect(runs[0]?.mission).toEqual({
      query: 'Paris',
      seed: '7',
      version: 1,
      count: 12,
      place: 'city:2988507',
      outage: 'always',
    });
  });

  it('puts a remembered mission’s query and count in the panel, whether it replays or is shown again', async () => {
    const unfinished = createSessionMemory();
    unfinished.rememberMission({
      query: 'Paris',
      seed: '7',
      version: 3,
      count: 30,
      resolution: PARIS_RESOLUTION,
      outage: 'random',
      results: null,
    });
    const replayed = setup('', unfinished);
    expect(replayed.store.getSnapshot()).toMatchObject({ draft: 'Paris', count: 30 });
    replayed.store.open();
    expect(replayed.runs[0]?.mission.count).toBe(30);

    const finished = createSessionMemory();
    const first = setup('', finished);
    first.store.setDraft('Oslo');
    first.store.setCount(1000);
    first.store.search();
    await finish(first.runs[0] as PlayedSearch, '3');
    const shownAgain = setup('', finished);
    expect(shownAgain.store.getSnapshot()).toMatchObject({ draft: 'Oslo', count: 1000 });
    shownAgain.store.open();
    expect(shownAgain.runs).toHaveLength(0);
    expect(shownAgain.store.getSnapshot()).toMatchObject({ draft: 'Oslo', count: 1000, completed: true });
  });

  it('keeps the forced outage of the mission it comes back to for the later searches of the visit', async () => {
    const memory = createSessionMemory();
    const first = setup('?q=Paris&outage=always', memory);
    first.store.open();
    await finish(first.runs[0] as PlayedSearch, '7');

    // Back from a profile, on a dashboard address that names no mission: the last one is shown again.
    const back = setup('', memory);
    back.store.open();
    expect(back.runs).toHaveLength(0);
    back.store.setDraft('Nice');
    back.store.search();
    expect(back.runs[0]?.mission.outage).toBe('always');
    expect(back.paths.at(-1)).toBe('/dashboard?q=Nice&v=3&outage=always');
  });

  it('takes the outage from the link, not from memory, when the link names a mission of its own', async () => {
    const memory = createSessionMemory();
    const first = setup('?q=Paris&outage=always', memory);
    first.store.open();
    await finish(first.runs[0] as PlayedSearch, '7');

    const linked = setup('?q=Lyon', memory);
    linked.store.open();
    expect(linked.runs[0]?.mission).toMatchObject({ query: 'Lyon', outage: 'random' });
    linked.store.setDraft('Nice');
    linked.store.search();
    expect(linked.runs[1]?.mission.outage).toBe('random');
    expect(linked.paths.at(-1)).toBe('/dashboard?q=Nice&v=3');
  });

  it('waits when there is neither a link nor a memory', () => {
    const { store, runs } = setup('?seed=3');
    store.open();
    expect(runs).toHaveLength(0);
    expect(store.getSnapshot()).toMatchObject({ draft: '', count: 12, running: false });
  });

  it('cancels its search when closed', () => {
    const { store, runs } = setup('?q=Paris');
    store.open();
    store.close();
    expect(runs[0]?.signal.aborted).toBe(true);
  });

  it('closes quietly when no search ever ran', () => {
    const { store } = setup();
    store.open();
    expect(() => store.close()).not.toThrow();
    expect(store.getSnapshot().running).toBe(false);
  });
});

describe('the mission owner: heat and sort', () => {
  it('hides heat while a search runs and shows it again once complete', async () => {
    const { store, runs, memory } = setup();
    store.toggleHeat();
    expect(store.getSnapshot()).toMatchObject({ heatOn: true, heatShown: true });
    expect(memory.heatOn()).toBe(true);
    store.setDraft('Paris');
    store.search();
    expect(store.getSnapshot()).toMatchObject({ heatOn: true, heatShown: false });
    await finish(runs[0] as PlayedSearch, '7');
    expect(store.getSnapshot().heatShown).toBe(true);
  });

  it('shows heat at once when switched on during a search, and not through the next search', async () => {
    const { store, runs } = setup();
    store.setDraft('Paris');
    store.search();
    store.toggleHeat();
    expect(store.getSnapshot().heatShown).toBe(true);
    await finish(runs[0] as PlayedSearch, '7');
    store.search();
    expect(store.getSnapshot().heatShown).toBe(false);
    store.toggleHeat();
    expect(store.getSnapshot()).toMatchObject({ heatOn: false, heatShown: false });
  });

  it('remembers the heat switch and the sort for the next visit', () => {
    const memory = createSessionMemory();
    const first = setup('', memory);
    first.store.toggleHeat();
    first.store.sortBy({ field: 'city', direction: 'descending' });
    const back = setup('', memory).store.getSnapshot();
    expect(back).toMatchObject({
      heatOn: true,
      heatShown: true,
      sort: { field: 'city', direction: 'descending' },
    });
  });

  it('sorts the table at once, and back to the reveal order', () => {
    const { store } = setup();
    let calls = 0;
    store.subscribe(() => calls++);
    store.sortBy({ field: 'codename', direction: 'ascending' });
    expect(store.getSnapshot().sort).toEqual({ field: 'codename', direction: 'ascending' });
    expect(calls).toBe(1);
    store.sortBy(null);
    expect(store.getSnapshot().sort).toBeNull();
  });

  it('tells subscribers of each change, until they unsubscribe', () => {
    const { store } = setup();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.setDraft('P');
    store.setCount(30);
    unsubscribe();
    store.setDraft('Pa');
    expect(calls).toBe(2);
  });
});

describe('the mission owner: filter and selection', () => {
  /** Six agents in two cities and two agencies, written out so the expected rows read off the list. */
  function mixed(): Agent[] {
    const rows = [
      { city: 'Lyon', agency: 'MI6' },
      { city: 'Paris', agency: 'DGSE' },
      { city: 'Lyon', agency: 'DGSE' },
      { city: 'Paris', agency: 'MI6' },
      { city: 'Lyon', agency: 'MI6' },
      { city: 'Nice', agency: 'MI6' },
    ];
    return rows.map((row, i) => makeAgent({ codename: `A${i}`, ...row }));
  }

  async function finished(search = '') {
    const context = setup(search);
    if (search === '') {
      context.store.setDraft('Paris');
      context.store.setCount(6);
      context.store.search();
    } else {
      context.store.open();
    }
    const run = context.runs[0] as PlayedSearch;
    await finish(run, '7', mixed());
    return context;
  }

  it('keeps the matching agents, writes the filter into the link, and clears it with the next search', async () => {
    const { store, paths, memory, paint } = await finished();
    store.setFilter({ city: 'Lyon' });
    expect([...(store.getSnapshot().matches ?? [])]).toEqual([0, 2, 4]);
    expect(memory.mission()?.filter).toEqual({ city: 'Lyon' });
    paint();
    expect(paths.at(-1)).toBe('/dashboard?q=Paris&seed=7&v=3&n=6&place=city%3A2988507&city=Lyon');
    store.setFilter({ city: 'Lyon', agency: 'MI6' });
    expect([...(store.getSnapshot().matches ?? [])]).toEqual([0, 4]);
    store.setFilter({});
    expect(store.getSnapshot().matches).toBeNull();
    paint();
    expect(paths.at(-1)).toBe('/dashboard?q=Paris&seed=7&v=3&n=6&place=city%3A2988507');

    store.setFilter({ agency: 'DGSE' });
    store.search();
    expect(store.getSnapshot()).toMatchObject({ filter: {}, matches: null, facets: null, selected: null });
  });

  it('writes a filter’s address once its picture is drawn, only the last of quick changes', async () => {
    const { store, paths, paint, waiting } = await finished();
    const before = paths.length;
    store.setFilter({ city: 'Lyon' });
    store.setFilter({ city: 'Nice' });
    // The narrowed mission is there at once; the address waits for the frame.
    expect([...(store.getSnapshot().matches ?? [])]).toEqual([5]);
    expect(paths).toHaveLength(before);
    expect(waiting.size).toBe(1);
    paint();
    expect(paths.slice(before)).toEqual(['/dashboard?q=Paris&seed=7&v=3&n=6&place=city%3A2988507&city=Nice']);
  });

  it('never writes a waiting filter address over a newer search’s, nor after the dashboard closed', async () => {
    const searched = await finished();
    searched.store.setFilter({ city: 'Lyon' });
    searched.store.setDraft('Oslo');
    searched.store.search();
    searched.paint();
    expect(searched.paths.at(-1)).toMatch(/^\/dashboard\?q=Oslo&/);
    expect(searched.paths.some((path) => path.includes('city=Lyon'))).toBe(false);

    const closed = await finished();
    const before = closed.paths.length;
    closed.store.setFilter({ city: 'Lyon' });
    closed.store.close();
    closed.paint();
    expect(closed.paths).toHaveLength(before);
    // What was chosen is still remembered for coming back.
    expect(closed.memory.mission()?.filter).toEqual({ city: 'Lyon' });
  });

  it('applies a link’s filter once its search completes, not before', async () => {
    const context = setup('?q=Paris&seed=7&v=3&n=6&agency=DGSE');
    context.store.open();
    const run = context.runs[0] as PlayedSearch;
    plan(run, '7', mixed());
    // The link keeps the filter while the search runs.
    expect(context.paths.at(-1)).toContain('agency=DGSE');
    expect(context.store.getSnapshot().matches).toBeNull();
    await finish(run, '7', mixed());
    expect([...(context.store.getSnapshot().matches ?? [])]).toEqual([1, 2]);
  });

  it('codes the values for the filter control only when asked', async () => {
    const { store } = await finished();
    expect(store.getSnapshot().facets).toBeNull();
    store.prepareFilter();
    expect(store.getSnapshot().facets?.city.values).toEqual(['Lyon', 'Nice', 'Paris']);
  });

  it('selects and highlights agents, and drops a selection the filter leaves out', async () => {
    const { store } = await finished();
    store.select(3);
    store.highlight(5);
    expect(store.getSnapshot()).toMatchObject({ selected: 3, highlighted: 5 });
    // Agent 3 is in Paris: a Paris filter keeps it selected, a Lyon one does not.
    store.setFilter({ city: 'Paris' });
    expect(store.getSnapshot().selected).toBe(3);
    store.setFilter({ city: 'Lyon' });
    expect(store.getSnapshot().selected).toBeNull();
    // An agent that is not there is no selection.
    store.select(6);
    store.select(-1);
    expect(store.getSnapshot().selected).toBeNull();
    store.select(2);
    store.select(null);
    expect(store.getSnapshot().selected).toBeNull();
  });
});
