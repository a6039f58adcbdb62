// A whole mission on the packaged data, as the command line runs it offline: its plan and agents.
import type { Agent, MissionVersion, SearchPlan } from '../../../src/shared/types.ts';
import { runMission } from '../../../src/worker/engine/runMission.ts';
import { realIndex } from './fixtureIndex.ts';

export interface OfflineMission {
  plan: SearchPlan;
  agents: Agent[];
}

/**
 * Runs (query, seed, version) for `count` agents with no geocoder.
 *
 * @example (await offlineMission('paris', 3, 12, 2)).agents.length === 12
 */
export async function offlineMission(
  query: string,
  version: MissionVersion,
  count: number,
  seed: number,
): Promise<OfflineMission> {
  const agents: Agent[] = [];
  let plan: SearchPlan | null = null;
  await runMission(
    { index: realIndex(), geocode: async () => null, entropy: () => 0 },
    { query, seed, version, count, offline: true },
    { onPlan: (p) => void (plan = p), onAgent: (agent) => void agents.push(agent) },
    () => true,
  );
  if (plan === null) throw new Error(`No plan for "${query}".`);
  return { plan, agents };
}
