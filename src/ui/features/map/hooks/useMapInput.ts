// What the dashboard's map and its sketch draw, made once from the mission on screen: its revealed agents'
// positions, or a filter's, and the input mapInputOf builds from them.
import { useMemo } from 'react';
import { mapInputOf, type AgentMapInput } from '../mapDecisions.ts';
import { NO_POINTS, pointsOfAgents, type AgentPoints } from '../points.ts';
import type { AgentResults } from '../../../mission/agentResults.ts';
import { chainLinksOf } from '../chainLinks.ts';

export interface MissionOnMap {
  /** The mission's agents; null while there is none. */
  results: AgentResults | null;
  /** How many of them the search has revealed so far. */
  revealed: number;
  /** The agents a filter keeps, in mission order; null: no filter. */
  matches: Uint32Array | null;
  heatShown: boolean;
  completed: boolean;
  /** Whether to draw the chain of command (a linked mission's, once complete); off when absent. */
  chainShown?: boolean;
}

export function useMapInput({
  results,
  revealed,
  matches,
  heatShown,
  completed,
  chainShown = false,
}: MissionOnMap): AgentMapInput {
  // The map takes a view of the first `revealed` coordinates: no copy, however many agents. A filter's
  // agents are copied into one array of their own (pointsOfAgents).
  // The whole mission's points keep their identity while a filter comes and goes, so the map can reuse
  // the picture it made of them when the filter is cleared.
  const missionPoints = useMemo<AgentPoints>(
    () =>
      results === null
        ? NO_POINTS
        : { length: revealed, positions: results.positions.subarray(0, revealed * 2) },
    [results, revealed],
  );
  const points = useMemo<AgentPoints>(
    () => (results === null || matches === null ? missionPoints : pointsOfAgents(results.positions, matches)),
    [results, missionPoints, matches],
  );
  // Made once per mission, filter and switch: a line per agent on the map whose handler is on it too.
  const chain = useMemo(
    () => (results !== null && completed && chainShown ? chainLinksOf(results, revealed, matches) : null),
    [results, completed, chainShown, revealed, matches],
  );
  return useMemo(
    () => mapInputOf({ points, showHeat: heatShown, completed, agentOf: matches, mission: results, chain }),
    [points, heatShown, completed, matches, results, chain],
  );
}
