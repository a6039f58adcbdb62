// What the dashboard remembers while the visitor looks at a profile and comes back: the last
// mission (and its agents once complete), the heat-map switch and the table's sort. Memory only, on purpose:
// a reload starts clean and replays the mission from the URL instead.
import type { AgentResults } from './agentResults.ts';
import type { SortSpec } from './sortSpec.ts';
import type { OutageMode } from './query.ts';
import type { PlacedMission } from './searchState.ts';
import type { AgentFilter } from './filterSpec.ts';

/** Its resolution is kept with it, so coming back shows (and links) the same place, pin included. */
export interface RememberedMission extends PlacedMission {
  outage: OutageMode;
  /** The agents once the search completed; null while it was still running. */
  results: AgentResults | null;
  /** The filter it was left with; none when absent. */
  filter?: AgentFilter;
}

export interface SessionMemory {
  mission(): RememberedMission | null;
  rememberMission(next: RememberedMission | null): void;
  heatOn(): boolean;
  rememberHeat(on: boolean): void;
  sort(): SortSpec | null;
  rememberSort(next: SortSpec | null): void;
}

/** An empty memory: the page has one (below); a test makes its own. */
export function createSessionMemory(): SessionMemory {
  let mission: RememberedMission | null = null;
  let heatOn = false;
  let sort: SortSpec | null = null;
  return {
    mission: () => mission,
    rememberMission(next) {
      mission = next;
    },
    heatOn: () => heatOn,
    rememberHeat(on) {
      heatOn = on;
    },
    sort: () => sort,
    rememberSort(next) {
      sort = next;
    },
  };
}

/** The page's memory, outliving the dashboard while a profile is open. Only the mission owner uses it. */
export const sessionMemory = createSessionMemory();
