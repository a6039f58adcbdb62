// The directory (spec §2): map, search panel and results. The mission on screen is its owner's
// (useMission, src/ui/mission/); this route only composes the features around it, handing each
// what it reads of the mission and the intents it may send.
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { AgentTable } from '../../features/results/components/AgentTable.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { ResolvedPlace } from '../../features/search/components/ResolvedPlace.tsx';
import { SearchPanel } from '../../features/search/components/SearchPanel.tsx';
import { ShareControls } from '../../features/share/components/ShareControls.tsx';
import { FilterPanel } from '../../features/filter/components/FilterPanel.tsx';
import { mapFileName } from '../../lib/fileNames.ts';
import type { AgentPoints } from '../../features/map/points.ts';
import { mapInputOf } from '../../features/map/mapDecisions.ts';
import { MapSketch } from '../../features/map/components/MapSketch.tsx';
import type { FinishedMission } from '../../mission/missionStore.ts';
import { markPerf, PERF_MARKS } from '../../lib/perfMarks.ts';
import { useMission } from '../../mission/useMission.ts';
import { useSearchRunner } from '../../features/search/hooks/useSearchRunner.ts';
import { useWarmUp } from '../../features/search/hooks/useWarmUp.ts';
import { useIndexFirst } from '../../hooks/useIndexFirst.ts';
import { readStoredUser } from '../../lib/storedUser.ts';
import { getDirectoryClient } from '../../workerBridge/workerClient.ts';

// maplibre-gl and deck.gl are most of the app's weight: only this screen downloads them.
const AgentMap = lazy(() => import('../../features/map/components/AgentMap.tsx'));

const MAP_LOADING = <p className="dashboard__map-message">Loading map…</p>;

/** A new key per mission, so the share controls start fresh (no stale "Link copied"). */
function shareKey(mission: FinishedMission | null): string {
  return mission === null
    ? 'none'
    : JSON.stringify([mission.version, mission.seed, mission.count, mission.resolution.pin, mission.query]);
}

/** The map's error fallback; it tells the dashboard, so the sketch no longer stands in for the map. */
function MapUnavailable({ onShown }: { onShown(): void }) {
  useEffect(onShown, [onShown]);
  return <p className="dashboard__map-message">Map unavailable. Results still appear below.</p>;
}

const NO_POINTS: AgentPoints = { length: 0, positions: new Float64Array(0) };

export function DashboardRoute() {
  const [client] = useState(getDirectoryClient);
  const [user, setUser] = useState(() => readStoredUser());
  const [, navigate] = useLocation();
  const { status, runner } = useSearchRunner(client);
  const { mission, ...intents } = useMission(runner, (path) => navigate(path, { replace: true }));

  useEffect(() => {
    markPerf(PERF_MARKS.dashboardOpen);
  }, []);
  // The city index loads while the visitor is still typing, and before the map's code; a mission
  // link's search, too, is made and listed before the map's code loads (see useIndexFirst).
  const mapMayLoad = useIndexFirst(client, mission.running);
  // The place being typed has its tables made before Search is pressed.
  const onQueryLeft = useWarmUp(client, mission.draft);

  const { results, revealed, matches } = mission;
  // The map takes a view of the first `revealed` coordinates: no copy, however many agents. A filter's
  // agents are copied into one array of their own (one pass; the map's sample and index read it).
  // The whole mission's points keep their identity while a filter comes and goes, so the map can reuse
  // the picture it made of them when the filter is cleared.
  const missionPoints = useMemo<AgentPoints>(
    () =>
      results === null
        ? NO_POINTS
        : { length: revealed, positions: results.positions.subarray(0, revealed * 2) },
    [results, revealed],
  );
  const points = useMemo<AgentPoints>(() => {
    if (results === null || matches === null) return missionPoints;
    const positions = new Float64Array(matches.length * 2);
    matches.forEach((index, at) => {
      positions[at * 2] = results.positions[index * 2] as number;
      positions[at * 2 + 1] = results.positions[index * 2 + 1] as number;
    });
    return { length: matches.length, positions };
  }, [results, missionPoints, matches]);

  // Until the map has drawn what it is asked to once, a 2D sketch of the same drawing stands in for it
  // (MapSketch): a mission link's agents show with its table, not when the map's code has started. A map
  // that fails ends it too: its message says so, as it did before there was a sketch.
  const [sketchDone, setSketchDone] = useState(false);
  const endSketch = useCallback(() => setSketchDone(true), []);
  const sketchInput = useMemo(
    () =>
      mapInputOf({
        points,
        showHeat: mission.heatShown,
        completed: mission.completed,
        agentOf: matches,
        mission: results,
      }),
    [points, mission.heatShown, mission.completed, matches, results],
  );

  // Escape clears the selection, wherever the focus is (the table and the map both make one).
  const { select } = intents;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') select(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [select]);

  const missionKey = useMemo(
    () =>
      mission.placed === null
        ? null
        : {
            version: mission.placed.version,
            query: mission.placed.query,
            seed: mission.placed.seed,
            pin: mission.placed.resolution.pin,
          },
    [mission.placed],
  );

  return (
    <main className="dashboard">
      <title>Directory · The Silent Directory</title>
      {/* The panel comes first in the document (heading, then search) wherever CSS places it. */}
      <SearchPanel
        user={user}
        onUserChange={setUser}
        query={mission.draft}
        onQueryChange={intents.setDraft}
        onQueryLeft={onQueryLeft}
        onSearch={intents.search}
        count={mission.count}
        onCountChange={intents.setCount}
        showHeat={mission.heatOn}
        onToggleHeat={intents.toggleHeat}
        status={status}
      >
        <ResolvedPlace resolution={mission.placed?.resolution ?? null} onChoose={intents.choosePlace} />
        <FilterPanel
          key={`filter-${shareKey(mission.finished)}`}
          total={mission.finished?.results.length ?? null}
          filter={mission.filter}
          facets={mission.facets}
          kept={matches?.length ?? null}
          onPrepare={intents.prepareFilter}
          onChange={intents.setFilter}
        />
        {/* Only the mission on screen, and only once its search is over, can be linked to or saved. */}
        <ShareControls
          key={shareKey(mission.finished)}
          mission={mission.finished}
          filter={mission.filter}
          matches={matches}
        />
      </SearchPanel>
      <div className="dashboard__map">
        <ErrorBoundary label="Map" fallback={<MapUnavailable onShown={endSketch} />}>
          <Suspense fallback={MAP_LOADING}>
            {mapMayLoad ? (
              <AgentMap
                points={points}
                showHeat={mission.heatShown}
                completed={mission.completed}
                agentOf={matches}
                results={results}
                mission={missionKey}
                selected={mission.selected}
                highlighted={mission.highlighted}
                onSelect={intents.select}
                pictureName={mapFileName(mission.finished)}
                onShowsAll={endSketch}
              />
            ) : (
              MAP_LOADING
            )}
          </Suspense>
        </ErrorBoundary>
        {!sketchDone && points.length > 0 && <MapSketch input={sketchInput} />}
      </div>
      <AgentTable
        results={results}
        mission={missionKey}
        revealed={revealed}
        running={mission.running}
        sort={mission.sort}
        onSortChange={intents.sortBy}
        matches={matches}
        selected={mission.selected}
        onSelect={intents.select}
        onHighlight={intents.highlight}
      />
    </main>
  );
}
