// The directory (spec §2): map, search panel and results. It wires the pieces together and
// keeps the URL in step with the mission; the pacing itself lives in the search script.
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { PlaceChoice } from '../../../shared/types.ts';
import { AgentTable } from '../../features/results/components/AgentTable.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { ResolvedPlace } from '../../features/search/components/ResolvedPlace.tsx';
import { SearchPanel } from '../../features/search/components/SearchPanel.tsx';
import { ShareControls, type FinishedMission } from '../../features/share/components/ShareControls.tsx';
import type { AgentPoints } from '../../features/map/points.ts';
import type { SortSpec } from '../../mission/sortOrder.ts';
import { chooseStartup, formatMissionSearch, parseMissionParams } from '../../mission/missionUrl.ts';
import { normalizeQuery, type OutageMode } from '../../mission/query.ts';
import { markPerf, PERF_MARKS } from '../../lib/perfMarks.ts';
import { sessionMemory } from '../../mission/sessionMemory.ts';
import { useSearchScript } from '../../features/search/hooks/useSearchScript.ts';
import { useIndexFirst } from '../../hooks/useIndexFirst.ts';
import { readStoredUser } from '../../lib/storedUser.ts';
import { getDirectoryClient } from '../../workerBridge/workerClient.ts';

// maplibre-gl and deck.gl are most of the app's weight: only this screen downloads them.
const AgentMap = lazy(() => import('../../features/map/components/AgentMap.tsx'));

/** Read once per visit: what the URL (or the last visit) asks the dashboard to show. */
function readStartup() {
  const params = parseMissionParams(window.location.search);
  const remembered = sessionMemory.mission();
  const startup = chooseStartup(params, remembered);
  // A forced outage (demos, tests) holds for every search on this visit, not just the first.
  const outage: OutageMode = params.query === null && remembered !== null ? remembered.outage : params.outage;
  const query =
    startup.kind === 'run' ? startup.query : startup.kind === 'restore' ? startup.mission.query : '';
  const count =
    startup.kind === 'run'
      ? startup.count
      : startup.kind === 'restore'
        ? startup.mission.count
        : params.count;
  return { startup, outage, query, count };
}

/** The dashboard's own URL for a mission; replacing (not pushing) keeps Back meaningful. */
function missionPath(mission: {
  query: string;
  seed?: number | undefined;
  count: number;
  place?: string | undefined;
  outage: OutageMode;
}): string {
  return `/dashboard${formatMissionSearch(mission)}`;
}

const MAP_LOADING = <p className="dashboard__map-message">Loading map…</p>;

/** A new key per mission, so the share controls start fresh (no stale "Link copied"). */
function shareKey(mission: FinishedMission | null): string {
  return mission === null
    ? 'none'
    : `${mission.seed}:${mission.count}:${mission.resolution.pin}:${mission.query}`;
}

const NO_POINTS: AgentPoints = { length: 0, positions: new Float64Array(0) };

export function DashboardRoute() {
  const [client] = useState(getDirectoryClient);
  const [user, setUser] = useState(() => readStoredUser());
  const [{ startup, outage, query: initialQuery, count: initialCount }] = useState(readStartup);
  const [query, setQuery] = useState(initialQuery);
  const [count, setCount] = useState(initialCount);
  const [sort, setSort] = useState<SortSpec | null>(sessionMemory.sort);
  const [showHeat, setShowHeat] = useState(sessionMemory.heatOn);
  // Spec §4: a search removes the heat layer and adds it back once complete. Switching heat on
  // during a search is the exception: the button acts at once, on the agents shown so far.
  const [heatSwitchedOnMidSearch, setHeatSwitchedOnMidSearch] = useState(false);
  // The last search that completed, with its seed: what "Copy Link" and the exports hand on.
  const [finished, setFinished] = useState<FinishedMission | null>(() =>
    startup.kind === 'restore'
      ? {
          query: startup.mission.query,
          seed: startup.mission.seed,
          count: startup.mission.count,
          resolution: startup.mission.resolution,
          results: startup.mission.results,
        }
      : null,
  );
  const [, navigate] = useLocation();

  const search = useSearchScript(client, {
    onPlan(placed) {
      sessionMemory.rememberMission({ ...placed, outage, results: null });
      // From here on the link pins the place, so it replays there whatever the resolver says later.
      navigate(missionPath({ ...placed, place: placed.resolution.pin, outage }), { replace: true });
    },
    onComplete(placed, results) {
      sessionMemory.rememberMission({ ...placed, outage, results });
      setFinished({ ...placed, results });
    },
  });
  const { start, restore } = search;

  useEffect(() => {
    markPerf(PERF_MARKS.dashboardOpen);
  }, []);
  // The city index loads while the visitor is still typing, and before the map's code.
  const mapMayLoad = useIndexFirst(client);

  useEffect(() => {
    if (startup.kind === 'run') {
      start(startup);
    } else if (startup.kind === 'restore') {
      const { results, outage: missionOutage, ...placed } = startup.mission;
      restore(results, placed);
      navigate(missionPath({ ...placed, place: placed.resolution.pin, outage: missionOutage }), {
        replace: true,
      });
    }
    // Runs once per visit: `startup` is fixed for the life of this screen.
  }, [startup, start, restore, navigate]);

  const runSearch = () => {
    const missionQuery = normalizeQuery(query);
    if (missionQuery === null) return;
    // Until the worker reports its seed, a reload replays at least the same query.
    sessionMemory.rememberMission(null);
    navigate(missionPath({ query: missionQuery, count, outage }), { replace: true });
    setHeatSwitchedOnMidSearch(false);
    start({ query: missionQuery, count, outage });
  };

  const { placed } = search;
  /** Reruns the mission on screen in another place: same query, seed and count, the choice's pin. */
  const choosePlace = (choice: PlaceChoice) => {
    if (placed === null) return;
    const { query: missionQuery, seed, count: missionCount } = placed;
    // The panel shows the mission that runs, not whatever was typed or picked since.
    setQuery(missionQuery);
    setCount(missionCount);
    sessionMemory.rememberMission(null);
    // The seed and the pin are known already: a reload meanwhile replays the chosen place.
    navigate(missionPath({ query: missionQuery, seed, count: missionCount, place: choice.pin, outage }), {
      replace: true,
    });
    setHeatSwitchedOnMidSearch(false);
    start({ query: missionQuery, seed, count: missionCount, place: choice.pin, outage });
  };

  const changeSort = (next: SortSpec | null) => {
    setSort(next);
    sessionMemory.rememberSort(next);
  };

  const { results, revealed } = search;
  // Only the mission on screen, and only once its search is over, can be linked to or saved.
  const shareable = search.completed && finished !== null && finished.results === results ? finished : null;
  // The map takes a view of the first `revealed` coordinates: no copy, however many agents.
  const points = useMemo<AgentPoints>(
    () =>
      results === null
        ? NO_POINTS
        : { length: revealed, positions: results.positions.subarray(0, revealed * 2) },
    [results, revealed],
  );

  const toggleHeat = () => {
    const next = !showHeat;
    setShowHeat(next);
    setHeatSwitchedOnMidSearch(next && search.running);
    sessionMemory.rememberHeat(next);
  };

  return (
    <main className="dashboard">
      <title>Directory · The Silent Directory</title>
      {/* The panel comes first in the document (heading, then search) wherever CSS places it. */}
      <SearchPanel
        user={user}
        onUserChange={setUser}
        query={query}
        onQueryChange={setQuery}
        onSearch={runSearch}
        count={count}
        onCountChange={setCount}
        showHeat={showHeat}
        onToggleHeat={toggleHeat}
        status={search.status}
      >
        <ResolvedPlace resolution={placed?.resolution ?? null} onChoose={choosePlace} />
        <ShareControls key={shareKey(shareable)} mission={shareable} />
      </SearchPanel>
      <div className="dashboard__map">
        <ErrorBoundary
          label="Map"
          fallback={<p className="dashboard__map-message">Map unavailable. Results still appear below.</p>}
        >
          <Suspense fallback={MAP_LOADING}>
            {mapMayLoad ? (
              <AgentMap
                points={points}
                showHeat={showHeat && (!search.running || heatSwitchedOnMidSearch)}
                completed={search.completed}
              />
            ) : (
              MAP_LOADING
            )}
          </Suspense>
        </ErrorBoundary>
      </div>
      <AgentTable
        results={results}
        revealed={revealed}
        running={search.running}
        sort={sort}
        onSortChange={changeSort}
      />
    </main>
  );
}
