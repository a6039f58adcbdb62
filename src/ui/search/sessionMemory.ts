// What the dashboard remembers while the visitor looks at a profile and comes back: the last
// mission (and its agents once complete) and the heat-map switch. Memory only, on purpose:
// a reload starts clean and replays the mission from the URL instead.
import type { Agent } from '../../shared/types.ts';
import type { OutageMode } from './searchScript.ts';

export interface RememberedMission {
  query: string;
  seed: number;
  outage: OutageMode;
  /** The revealed agents once the search completed; null while it was still running. */
  agents: readonly Agent[] | null;
}

let mission: RememberedMission | null = null;
let heatOn = false;

export const sessionMemory = {
  mission: (): RememberedMission | null => mission,
  rememberMission(next: RememberedMission | null): void {
    mission = next;
  },
  heatOn: (): boolean => heatOn,
  rememberHeat(on: boolean): void {
    heatOn = on;
  },
};
