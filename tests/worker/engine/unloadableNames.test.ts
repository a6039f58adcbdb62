// Offline, a country's name table (a part of the app loaded on first need) may not come: the mission
// then fails with a message fit to show, naming the cause, rather than a loader's stack trace.
import { describe, expect, it, vi } from 'vitest';
import { MissionError, runMission } from '../../../src/worker/engine/runMission.ts';
import { fixtureIndex } from './fixtureIndex.ts';

vi.mock('../../../src/worker/engine/identity/names/frequencyTableLoaders.ts', () => ({
  FREQUENCY_TABLES: {},
  frequencyTableLoader: () => () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

describe('a mission whose country’s names cannot be loaded', () => {
  it('fails with a MissionError that names the cause and says to try again online', async () => {
    const run = runMission(
      { index: fixtureIndex(), geocode: async () => null, entropy: () => 0.5 },
      { query: 'paris', seed: 1, version: 3, count: 3, offline: true },
      { onPlan: () => undefined, onAgent: () => undefined },
      () => true,
    );
    await expect(run).rejects.toThrow(MissionError);
    await expect(run).rejects.toThrow(
      "Part of the mission's data could not be loaded (Failed to fetch dynamically imported module) — try again when back online.",
    );
  });
});
