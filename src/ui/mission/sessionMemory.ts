// What the dashboard remembers while the visitor looks at a profile and comes back: the last
// mission (and its agents once complete), the heat-map switch and the table's sort. Memory only, on purpose:
// a reload starts clean and replays the mission from the URL instead.
import type { AgentResults } from './agentResults.ts';
import type { SortSpec } from './sortOrder.ts';
import type { OutageMode } from './query.ts';
import type { PlacedMission } from './searchState.ts';

/** Its resolution is kept with it, so coming back shows (and links) the same place, pin included. */
export interface RememberedMission extends PlacedMission {
  outage: OutageMode;
  /** The agents once the search completed; null while it was still running. */
  results: AgentResults | null;
}

let mission: RememberedMission | null = null;
let heatOn = false;
let sort: SortSpec | null = null;

export const sessionMemory = {
  mission: (): RememberedMission | null => mission,
  rememberMission(next: RememberedMission | null): void {
    mission = next;
  },
  heatOn: (): boolean => heatOn,
  rememberHeat(on: boolean): void {
    heatOn = on;
  },
  sort: (): SortSpec | null => sort,
  rememberSort(next: SortSpec | null): void {
    sort = next;
  },
};
