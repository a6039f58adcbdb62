// The one owner of the mission on screen. It holds what the visitor typed, the query a search runs
// with (normalised here, where typed text enters; a link's is normalised as it is parsed), the
// search's progress and results, the resolved place, the heat switch, the sort and the filter. It
// creates each search's results store when the plan arrives, and alone writes the mission link and
// session memory. Screens read its snapshot and send it intents. What features know is handed in,
// composed by the dashboard's route: the search (statuses, pacing, the worker) as a SearchRunner, the
// filter's coding and matching as an AgentMatcher. Plain TypeScript with every effect injected, so its
// behaviour is tested without React or a browser.
import { showsHeat } from './heatRule.ts';
import { missionKeyOf, type MissionKey } from '../../shared/missionKey.ts';
import {
  LATEST_MISSION_VERSION,
  type MissionVersion,
  type PlaceChoice,
  type SearchPlan,
  type SearchSummary,
} from '../../shared/types.ts';
import { AgentResults } from './agentResults.ts';
import { chooseStartup, formatMissionSearch, parseMissionParams, type Startup } from './missionUrl.ts';
import { normalizeQuery, type OutageMode } from './query.ts';
import {
  INITIAL_SEARCH_STATE,
  searchReducer,
  type PlacedMission,
  type SearchAction,
  type SearchState,
} from './searchState.ts';
import type { SessionMemory } from './sessionMemory.ts';
import type { SortSpec } from './sortSpec.ts';
import type { Deferral } from '../lib/timer.ts';
import { isFiltering, NO_FILTER, type AgentFilter, type Facets } from './filterSpec.ts';

/** A search to run. Its query is already normalised: the owner is where text becomes a query. */
export interface Mission {
  query: string;
  /** Replays an earlier search exactly; the worker draws (and reports) one when absent. */
  seed?: string | undefined;
  /**
   * What the agents are made of: the owner sets the latest for a search typed now and the link's for
   * a link; absent means the latest (the worker's default).
   */
  version?: MissionVersion | undefined;
  /** Agents to find; PROFILES_PER_SEARCH when absent. */
  count?: number | undefined;
  /** A pin (Resolution.pin) that puts the mission in that place whatever the query would resolve to. */
  place?: string | undefined;
  outage?: OutageMode | undefined;
}

/** A mission whose search completed: enough to link to it (place included) and to save its agents. */
export interface FinishedMission extends PlacedMission {
  results: AgentResults;
}

/** What a running search reports. After its signal aborts, the runner calls none of these. */
export interface SearchEvents {
  /**
   * The worker's plan (its seed and place). The owner answers with the store the search writes the
   * mission's agents into, made for the plan's count; only the first `revealed` of them are shown.
   */
  onPlan(plan: SearchPlan): AgentResults;
  /** The first `revealed` agents are shown. */
  onReveal(revealed: number): void;
  onComplete(summary: SearchSummary): void;
}

/** The search feature, as the owner sees it. */
export interface SearchRunner {
  /** Plays `mission`'s search until it ends or `signal` aborts; 'complete' when it completed. */
  run(mission: Mission, events: SearchEvents, signal: AbortSignal): Promise<string>;
  /** A finished mission is on screen again without a search: the status line says it is complete. */
  restored(results: AgentResults): void;
}

/** The filter feature's logic, as the owner sees it: it codes a finished mission and matches filters. */
export interface AgentMatcher {
  /** The mission's values per filter field; coded once per mission, however often the filter changes. */
  facetsOf(results: AgentResults): Facets;
  /** The agents `filter` keeps, as indices in mission order; null when it keeps every agent. */
  match(facets: Facets, filter: AgentFilter): Uint32Array | null;
  /** Whether `matches`, as `match` made them, hold agent `index`. */
  keeps(matches: Uint32Array, index: number): boolean;
}

export interface MissionStoreDeps {
  runner: SearchRunner;
  matcher: AgentMatcher;
  memory: SessionMemory;
  /** The address's query string when the dashboard opened ("?q=…"). */
  search: string;
  /** Puts a dashboard path in the address bar in place of the current one (Back stays meaningful). */
  replacePath(path: string): void;
  /** Defers a filter's address until its picture is on screen (afterNextPaint in the browser). */
  afterPaint: Deferral;
}

export interface MissionSnapshot extends SearchState {
  /** What names the placed mission (profile links, vCard UIDs); null until the worker has placed it. */
  key: MissionKey | null;
  /**
   * Names the finished mission, 'none' while there is none: a control keyed by it starts fresh with
   * each mission (no stale "Link copied").
   */
  finishedKey: string;
  /** The search box's text, as typed. */
  draft: string;
  /** The agent count selected for the next search. */
  count: number;
  /** The mission on screen once its search completed (or it was restored); null otherwise. */
  finished: FinishedMission | null;
  /** The heat switch, as the visitor left it. */
  heatOn: boolean;
  /**
   * Whether the map shows heat now. Spec §4: a search removes the heat layer and adds it back once
   * complete; switching heat on during a search is the exception, and acts at once.
   */
  heatShown: boolean;
  /**
   * The chain-of-command switch (issue 47): lines from each agent on the map to its handler, for a
   * linked mission's agents once its search has completed. Off on every new page.
   */
  chainOn: boolean;
  /** The table's sort, or null for the order agents were revealed in. */
  sort: SortSpec | null;
  /** What the visitor narrowed the mission to; it applies once the search has completed. */
  filter: AgentFilter;
  /** The finished mission's values per filter field, once the filter control has asked for them. */
  facets: Facets | null;
  /**
   * The agents the filter keeps, in mission order; null when it keeps all of them (no filter, or the
   * search has not completed). Table, map and exports all read this one list.
   */
  matches: Uint32Array | null;
  /** The selected agent (a marker clicked, a row chosen), by index in the mission; null for none. */
  selected: number | null;
  /** The agent whose row the pointer or the focus is on: its marker is highlighted. */
  highlighted: number | null;
}

export interface MissionIntents {
  setDraft(text: string): void;
  setCount(count: number): void;
  /** Searches for the draft with the selected count; nothing happens for a blank draft. */
  search(): void;
  /** Reruns the mission on screen in another place: same query, seed and count, the choice's pin. */
  choosePlace(choice: PlaceChoice): void;
  toggleHeat(): void;
  toggleChain(): void;
  sortBy(sort: SortSpec | null): void;
  /** Codes the finished mission's values for the filter control (once per mission). */
  prepareFilter(): void;
  /** Narrows the finished mission; a selected agent the filter leaves out is deselected. */
  setFilter(filter: AgentFilter): void;
  select(index: number | null): void;
  highlight(index: number | null): void;
}

export interface MissionStore extends MissionIntents {
  getSnapshot(): MissionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Acts on what the address (or the last visit) asked for: replays, restores, or waits. */
  open(): void;
  /** Stops the running search: the dashboard is going away. */
  close(): void;
}

/** The dashboard's own address for a mission. */
export function missionPath(mission: {
  query: string;
  seed?: string | undefined;
  version?: MissionVersion | undefined;
  count: number;
  place?: string | undefined;
  outage: OutageMode;
  filter?: AgentFilter | undefined;
}): string {
  return `/dashboard${formatMissionSearch(mission)}`;
}

function finishedKeyOf(finished: FinishedMission | null): string {
  return finished === null
    ? 'none'
    : JSON.stringify([
        finished.version,
        finished.seed,
        finished.count,
        finished.resolution.pin,
        finished.query,
      ]);
}

/** What the address, or else the last visit, asks for, and the outage mode this visit keeps. */
function readStartup(search: string, memory: SessionMemory) {
  const params = parseMissionParams(search);
  const remembered = memory.mission();
  const startup: Startup = chooseStartup(params, remembered);
  // A forced outage (demos, tests) holds for every search on this visit, not just the first.
  const outage: OutageMode = params.query === null && remembered !== null ? remembered.outage : params.outage;
  const draft =
    startup.kind === 'run' ? startup.query : startup.kind === 'restore' ? startup.mission.query : '';
  const count =
    startup.kind === 'run'
      ? startup.count
      : startup.kind === 'restore'
        ? startup.mission.count
        : params.count;
  // The address's filter when it names a mission; coming back from a profile, the one left behind.
  const filter = params.query !== null ? params.filter : (remembered?.filter ?? NO_FILTER);
  return { startup, outage, draft, count, filter };
}

export function createMissionStore({
  runner,
  matcher,
  memory,
  search,
  replacePath: writePath,
  afterPaint,
}: MissionStoreDeps): MissionStore {
  const { startup, outage, draft, count, filter: startupFilter } = readStartup(search, memory);
  const listeners = new Set<() => void>();
  let controller: AbortController | null = null;
  // Heat switched on since the last search started: shown at once, even while that search runs.
  let heatSwitchedOnSinceStart = false;
  // Cancels a filter's address still waiting for its picture (see setFilter), if one is.
  let cancelFilterAddress: (() => void) | null = null;
  const dropWaitingAddress = () => {
    cancelFilterAddress?.();
    cancelFilterAddress = null;
  };
  /** Any newer address replaces one still waiting, which would otherwise overwrite it. */
  const replacePath = (path: string) => {
    dropWaitingAddress();
    writePath(path);
  };
  let snapshot: MissionSnapshot = {
    ...INITIAL_SEARCH_STATE,
    key: null,
    finishedKey: finishedKeyOf(null),
    draft,
    count,
    finished: null,
    heatOn: memory.heatOn(),
    heatShown: memory.heatOn(),
    chainOn: false,
    sort: memory.sort(),
    filter: startupFilter,
    facets: null,
    matches: null,
    selected: null,
    highlighted: null,
  };

  const update = (next: Partial<MissionSnapshot>) => {
    const merged = { ...snapshot, ...next };
    snapshot = {
      ...merged,
      // Kept while the mission is the same, so what reads them re-renders only for another mission.
      key:
        merged.placed === snapshot.placed
          ? snapshot.key
          : merged.placed === null
            ? null
            : missionKeyOf(merged.placed),
      finishedKey:
        merged.finished === snapshot.finished ? snapshot.finishedKey : finishedKeyOf(merged.finished),
      heatShown: showsHeat({
        heatOn: merged.heatOn,
        searching: merged.running,
        switchedOnMidSearch: heatSwitchedOnSinceStart,
      }),
    };
    for (const listener of listeners) listener();
  };
  const dispatch = (action: SearchAction, next: Partial<MissionSnapshot> = {}) =>
    update({ ...searchReducer(snapshot, action), ...next });

  /** The finished mission's facets and matches for `filter` (none while no mission is finished). */
  const narrowed = (filter: AgentFilter, finished: FinishedMission | null) => {
    if (finished === null || !isFiltering(filter)) return { facets: snapshot.facets, matches: null };
    const facets = matcher.facetsOf(finished.results);
    return { facets, matches: matcher.match(facets, filter) };
  };
  /** The address for the mission on screen, its filter included. */
  const writeAddress = (placed: PlacedMission, filter: AgentFilter) =>
    replacePath(missionPath({ ...placed, place: placed.resolution.pin, outage, filter }));

  const start = (
    mission: Mission & { count: number; outage: OutageMode },
    filter: AgentFilter = NO_FILTER,
  ) => {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    const { signal } = own;
    let placed: PlacedMission | null = null;
    let results: AgentResults | null = null;
    heatSwitchedOnSinceStart = false;
    dispatch(
      { type: 'started' },
      { finished: null, filter, facets: null, matches: null, selected: null, highlighted: null },
    );
    void runner
      .run(
        mission,
        {
          onPlan(plan) {
            const planned = new AgentResults(plan.count);
            // A cancelled search's late plan gets a store of its own, which nothing shows.
            if (signal.aborted) return planned;
            results = planned;
            // The mission's own query (what the box and the link show), the worker's seed and place.
            placed = {
              query: mission.query,
              seed: plan.seed,
              version: plan.version,
              count: plan.count,
              resolution: plan.resolution,
              ...(plan.phoneCapacity === undefined ? {} : { phoneCapacity: plan.phoneCapacity }),
            };
            dispatch({ type: 'planned', results: planned, placed });
            memory.rememberMission({ ...placed, outage, results: null, filter });
            // From here on the link pins the place, so it replays there whatever the resolver says later.
            writeAddress(placed, filter);
            return planned;
          },
          onReveal(revealed) {
            if (!signal.aborted) dispatch({ type: 'revealed', revealed });
          },
          onComplete() {
            if (signal.aborted || placed === null || results === null) return;
            memory.rememberMission({ ...placed, outage, results, filter: snapshot.filter });
            const finished = { ...placed, results };
            dispatch({ type: 'completed' }, { finished, ...narrowed(snapshot.filter, finished) });
          },
        },
        signal,
      )
      .then((outcome) => {
        if (!signal.aborted && outcome !== 'complete') dispatch({ type: 'stopped' });
      });
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open() {
      if (startup.kind === 'run') {
        const { query, seed, version, count: missionCount, place, outage: missionOutage } = startup;
        start({ query, seed, version, count: missionCount, place, outage: missionOutage }, startupFilter);
      } else if (startup.kind === 'restore') {
        const { results, outage: missionOutage, filter: _remembered, ...placed } = startup.mission;
        controller?.abort();
        const finished = { ...placed, results };
        dispatch({ type: 'restored', results, placed }, { finished, ...narrowed(startupFilter, finished) });
        runner.restored(results);
        replacePath(
          missionPath({
            ...placed,
            place: placed.resolution.pin,
            outage: missionOutage,
            filter: startupFilter,
          }),
        );
      }
    },
    close() {
      controller?.abort();
      // The dashboard is gone: its address must not come back over the page that replaced it.
      dropWaitingAddress();
    },
    setDraft(text) {
      update({ draft: text });
    },
    setCount(next) {
      update({ count: next });
    },
    search() {
      const query = normalizeQuery(snapshot.draft);
      if (query === null) return;
      const mission = { query, version: LATEST_MISSION_VERSION, count: snapshot.count, outage };
      // Until the worker reports its seed, a reload replays at least the same query.
      memory.rememberMission(null);
      replacePath(missionPath(mission));
      start(mission);
    },
    choosePlace(choice) {
      if (snapshot.placed === null) return;
      const { query, seed, version, count: missionCount } = snapshot.placed;
      const mission = { query, seed, version, count: missionCount, place: choice.pin, outage };
      // The panel shows the mission that runs, not whatever was typed or picked since.
      update({ draft: query, count: missionCount });
      memory.rememberMission(null);
      // The seed and the pin are known already: a reload meanwhile replays the chosen place.
      replacePath(missionPath(mission));
      start(mission);
    },
    toggleHeat() {
      const next = !snapshot.heatOn;
      heatSwitchedOnSinceStart = next;
      memory.rememberHeat(next);
      update({ heatOn: next });
    },
    toggleChain() {
      update({ chainOn: !snapshot.chainOn });
    },
    sortBy(next) {
      memory.rememberSort(next);
      update({ sort: next });
    },
    prepareFilter() {
      const { finished } = snapshot;
      if (finished === null || snapshot.facets !== null) return;
      update({ facets: matcher.facetsOf(finished.results) });
    },
    setFilter(next) {
      const { finished } = snapshot;
      if (finished === null) return;
      const { facets, matches } = narrowed(next, finished);
      const { selected } = snapshot;
      const keepsSelected = selected === null || matches === null || matcher.keeps(matches, selected);
      update({ filter: next, facets, matches, selected: keepsSelected ? selected : null });
      const { results, ...placed } = finished;
      memory.rememberMission({ ...placed, outage, results, filter: next });
      // The address waits until the narrowed picture is drawn: replacing it took the browser about
      // 6 ms of the change's task on 100,000 agents (of the 100 ms issue 20 allows the whole change),
      // and nobody waits to read it. Only the last of quick changes is written.
      dropWaitingAddress();
      cancelFilterAddress = afterPaint(() => {
        cancelFilterAddress = null;
        writeAddress(placed, next);
      });
    },
    select(index) {
      if (index !== null && (snapshot.results === null || index < 0 || index >= snapshot.revealed)) return;
      if (index !== snapshot.selected) update({ selected: index });
    },
    highlight(index) {
      if (index !== snapshot.highlighted) update({ highlighted: index });
    },
  };
}
