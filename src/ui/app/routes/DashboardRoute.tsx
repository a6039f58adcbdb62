// The directory (spec §2): map, search panel and results. The mission on screen is its owner's
// (useMission, src/ui/mission/); this route only composes the features around it, handing each
// what it reads of the mission and the intents it may send.
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { AgentTable } from '../../features/results/components/AgentTable.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { ResolvedPlace } from '../../features/search/components/ResolvedPlace.tsx';
import { SearchPanel } from '../../features/search/components/SearchPanel.tsx';
import { ShareControls } from '../../features/share/components/ShareControls.tsx';
import type { AgentPoints } from '../../features/map/points.ts';
import type { FinishedMission } from '../../mission/missionStore.ts';
import { markPerf, PERF_MARKS } from '../../lib/perfMarks.ts';
import { useMission } from '../../mission/useMission.ts';
import { useSearchRunner } from '../../features/search/hooks/useSearchRunner.ts';
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
  // The city index loads while the visitor is still typing, and before the map's code.
  const mapMayLoad = useIndexFirst(client);

  const { results, revealed } = mission;
  // The map takes a view of the first `revealed` coordinates: no copy, however many agents.
  const points = useMemo<AgentPoints>(
    () =>
      results === null
        ? NO_POINTS
        : { length: revealed, positions: results.positions.subarray(0, revealed * 2) },
    [results, revealed],
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
        onSearch={intents.search}
        count={mission.count}
        onCountChange={intents.setCount}
        showHeat={mission.heatOn}
        onToggleHeat={intents.toggleHeat}
        status={status}
      >
        <ResolvedPlace resolution={mission.placed?.resolution ?? null} onChoose={intents.choosePlace} />
        {/* Only the mission on screen, and only once its search is over, can be linked to or saved. */}
        <ShareControls key={shareKey(mission.finished)} mission={mission.finished} />
      </SearchPanel>
      <div className="dashboard__map">
        <ErrorBoundary
          label="Map"
          fallback={<p className="dashboard__map-message">Map unavailable. Results still appear below.</p>}
        >
          <Suspense fallback={MAP_LOADING}>
            {mapMayLoad ? (
              <AgentMap points={points} showHeat={mission.heatShown} completed={mission.completed} />
            ) : (
              MAP_LOADING
            )}
          </Suspense>
        </ErrorBoundary>
      </div>
      <AgentTable
        results={results}
        mission={
          mission.placed === null
            ? null
            : {
                version: mission.placed.version,
                query: mission.placed.query,
                seed: mission.placed.seed,
                pin: mission.placed.resolution.pin,
              }
        }
        revealed={revealed}
        running={mission.running}
        sort={mission.sort}
        onSortChange={intents.sortBy}
      />
    </main>
  );
}
