// Offline, the area names (a part of the app loaded on first need) may not come: a mission that must
// resolve its query then fails with a message fit to show, and a link pinned to its city, which does
// not read them, still works.
import { describe, expect, it, vi } from 'vitest';
import { MissionError, runMission } from '../../../../src/worker/engine/runMission.ts';
import { fixtureIndex } from '../fixtureIndex.ts';

vi.mock('../../../../src/worker/engine/resolve/areaData.ts', () => ({
  loadAreaData: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

const deps = { index: fixtureIndex(), geocode: async () => null, entropy: () => 0.5 };

describe('a mission whose area names cannot be loaded', () => {
  it('fails with a MissionError that says to try again online, when its query is to be resolved', async () => {
    const run = runMission(
      deps,
      { query: 'paris', seed: 1, version: 1, offline: true },
      { onPlan: () => undefined, onAgent: () => undefined },
      () => true,
    );
    await expect(run).rejects.toThrow(MissionError);
    await expect(run).rejects.toThrow(/could not be loaded .* try again when back online/);
  });

  it('leaves a link pinned to its city working: it never reads them', async () => {
    const agents: unknown[] = [];
    await runMission(
      deps,
      { query: 'paris', seed: 1, version: 1, count: 3, offline: true, place: 'city:2988507' },
      { onPlan: () => undefined, onAgent: (agent) => void agents.push(agent) },
      () => true,
    );
    expect(agents).toHaveLength(3);
  });
});
