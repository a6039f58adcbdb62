// The directory (spec §2): map, search panel and results. The mission on screen is its owner's
// (useMission, src/ui/mission/); this route only composes the features around it, handing each
// what it reads of the mission and the intents it may send.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { AgentTable } from '../../features/results/components/AgentTable.tsx';
import { ResolvedPlace } from '../../features/search/components/ResolvedPlace.tsx';
import { SearchPanel } from '../../features/search/components/SearchPanel.tsx';
import { ShareControls } from '../../features/share/components/ShareControls.tsx';
import { TableExports } from '../../features/share/components/TableExports.tsx';
import { FilterPanel } from '../../features/filter/components/FilterPanel.tsx';
import { agentMatcher } from '../../features/filter/agentFilter.ts';
import { mapFileName } from '../../lib/fileNames.ts';
import { MissionMap } from '../../features/map/components/MissionMap.tsx';
import { ChainToggle } from '../../features/map/components/ChainToggle.tsx';
import { MISSION_VERSION_CONTENTS } from '../../../shared/missionVersions.ts';
import { markPerf, PERF_MARKS } from '../../lib/perfMarks.ts';
import { useMission } from '../../mission/useMission.ts';
import { useSearchRunner } from '../../features/search/hooks/useSearchRunner.ts';
import { useWarmUp } from '../../features/search/hooks/useWarmUp.ts';
import { useIndexFirst } from '../../hooks/useIndexFirst.ts';
import { readStoredUser } from '../../lib/storedUser.ts';
import { getDirectoryClient } from '../../workerBridge/workerClient.ts';

export function DashboardRoute() {
  const [client] = useState(getDirectoryClient);
  const [user, setUser] = useState(() => readStoredUser());
  const [, navigate] = useLocation();
  const { status, runner } = useSearchRunner(client);
  const { mission, ...intents } = useMission({
    runner,
    matcher: agentMatcher,
    replacePath: (path) => navigate(path, { replace: true }),
  });

  useEffect(() => {
    markPerf(PERF_MARKS.dashboardOpen);
  }, []);
  // The city index loads while the visitor is still typing, and before the map's code; a mission
  // link's search, too, is made and listed before the map's code loads (see useIndexFirst).
  const mapMayLoad = useIndexFirst(client, mission.running);
  // The place being typed has its tables made before Search is pressed.
  const onQueryLeft = useWarmUp(client, mission.draft);

  const { results, revealed, matches, key: missionKey } = mission;
  // A linked mission's finished search has handlers to draw (issue 47's chain of command).
  const linked = mission.finished !== null && MISSION_VERSION_CONTENTS[mission.finished.version].linked;

  // Escape clears the selection, wherever the focus is (the table and the map both make one).
  const { select } = intents;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') select(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [select]);

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
        {linked && <ChainToggle on={mission.chainOn} onToggle={intents.toggleChain} />}
        {/* Keyed by the finished mission, so each mission's controls start fresh (no stale "Link copied"). */}
        <FilterPanel
          key={`filter-${mission.finishedKey}`}
          mission={mission.finished}
          filter={mission.filter}
          facets={mission.facets}
          matches={matches}
          onPrepare={intents.prepareFilter}
          onChange={intents.setFilter}
        />
        {/* Only the mission on screen, and only once its search is over, can be linked to or saved. */}
        <ShareControls
          key={mission.finishedKey}
          mission={mission.finished}
          filter={mission.filter}
          matches={matches}
        />
        {linked && mission.finished !== null && (
          <TableExports
            key={`tables-${mission.finishedKey}`}
            mission={mission.finished}
            client={() => client}
          />
        )}
      </SearchPanel>
      <div className="dashboard__map">
        <MissionMap
          results={results}
          revealed={revealed}
          matches={matches}
          heatShown={mission.heatShown}
          completed={mission.completed}
          chainShown={linked && mission.chainOn}
          mission={missionKey}
          selected={mission.selected}
          highlighted={mission.highlighted}
          onSelect={intents.select}
          pictureName={mapFileName(mission.finished)}
          mayLoad={mapMayLoad}
        />
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
