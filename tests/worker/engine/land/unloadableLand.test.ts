// Offline, the land data (a part of the app loaded on first need) may not come: a version 2
// mission then fails with a message fit to show, not a loader's stack trace.
import { describe, expect, it, vi } from 'vitest';
import { MissionError, runMission } from '../../../../src/worker/engine/runMission.ts';
import { fixtureIndex } from '../fixtureIndex.ts';

vi.mock('../../../../src/worker/engine/land/loadLand.ts', () => ({
  loadLand: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

describe('a version 2 mission whose land data cannot be loaded', () => {
  it('fails with a MissionError that says to try again online, after its plan', async () => {
    const plans: unknown[] = [];
    const run = runMission(
      { index: fixtureIndex(), geocode: async () => null, entropy: () => 0.5 },
      { query: 'paris', seed: 1, version: 2, offline: true },
      { onPlan: (plan) => void plans.push(plan), onAgent: () => undefined },
      () => true,
    );
    await expect(run).rejects.toThrow(MissionError);
    await expect(run).rejects.toThrow(/could not be loaded .* try again when back online/);
    expect(plans).toHaveLength(1);
  });

  it('leaves version 1, which needs no land, working', async () => {
    const agents: unknown[] = [];
    await runMission(
      { index: fixtureIndex(), geocode: async () => null, entropy: () => 0.5 },
      { query: 'paris', seed: 1, version: 1, count: 3, offline: true },
      { onPlan: () => undefined, onAgent: (agent) => void agents.push(agent) },
      () => true,
    );
    expect(agents).toHaveLength(3);
  });
});
