// What the dashboard's map says it shows: AgentMapController reports it to AgentMap, which writes it on the
// map's region (the data-* attributes end-to-end tests read) and tells the sketch when to go.
import type { BasemapState } from './basemapHealth.ts';

export interface AgentMapStatus {
  /** The basemap has loaded and drawn, and deck.gl has built its programs (AgentOverlay.warmUp). */
  ready: boolean;
  basemap: BasemapState;
  /** Agents the marker layer shows: all of them, drawn as they are or as a screen sample. */
  markers: number;
  /** Agents with a line from London (all, once the search has completed). */
  lines: number;
  /** What deck was actually handed: equal to the above, or a screen sample of them (screenSample.ts). */
  markersDrawn: number;
  linesDrawn: number;
  heat: boolean;
  /** Lines of the chain of command deck was handed (0 when the toggle is off). */
  chainDrawn: number;
}

/** A map that has only just been made. */
export const STARTING_STATUS: AgentMapStatus = {
  ready: false,
  basemap: 'loading',
  markers: 0,
  lines: 0,
  markersDrawn: 0,
  linesDrawn: 0,
  heat: false,
  chainDrawn: 0,
};

/**
 * `status` with `change` applied, or null when the change alters nothing: the map reports only what
 * differs.
 *
 * @example changedStatus(STARTING_STATUS, { ready: false }) === null
 */
export function changedStatus(
  status: AgentMapStatus,
  change: Partial<AgentMapStatus>,
): AgentMapStatus | null {
  const next = { ...status, ...change };
  const same = (Object.keys(next) as (keyof AgentMapStatus)[]).every((key) => next[key] === status[key]);
  return same ? null : next;
}
