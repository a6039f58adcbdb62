// An agent link regenerates one agent of a mission alone: it must be the very agent the mission's
// search delivers at that position, in a city and in an area, in each version.
import { describe, expect, it } from 'vitest';
import type { Agent, SearchRequest } from '../../../src/shared/types.ts';
import {
  MissionError,
  missionAgent,
  runMission,
  type MissionDeps,
} from '../../../src/worker/engine/runMission.ts';
import { realIndex } from './fixtureIndex.ts';

const deps = (): MissionDeps => ({ index: realIndex(), geocode: async () => null, entropy: () => 0.5 });

async function searchAgents(request: SearchRequest, count: number): Promise<Agent[]> {
  const agents: Agent[] = [];
  await runMission(
    deps(),
    { ...request, count },
    { onPlan: () => undefined, onAgent: (a) => void agents.push(a) },
    () => true,
  );
  return agents;
}

describe('missionAgent', () => {
  it.each([
    [
      'a city, version 2, pinned',
      { query: 'paris', seed: 'launch-demo', version: 2, place: 'city:2988507', offline: true },
    ],
    ['a city, version 1', { query: 'tokyo', seed: 7, version: 1, offline: true }],
    ['a country (each agent in its own town)', { query: 'italy', seed: 4, version: 2, offline: true }],
    // From version 3 an area's agents live in its cities, each with that city's identity.
    ['a country, version 3', { query: 'italy', seed: 4, version: 3, offline: true }],
    ['a keyword mission in a random city', { query: 'weapon dealers', seed: 0, version: 2, offline: true }],
  ] as const)('gives agent i of %s exactly as the search does', async (_, request) => {
    const searched = await searchAgents(request, 40);
    for (const index of [0, 11, 12, 39])
      expect(await missionAgent(deps(), request, index)).toEqual(searched[index]);
  });

  it('makes an agent far down a mission without the ones before it', async () => {
    const request = { query: 'lagos', seed: 5, version: 2, offline: true } as const;
    const far = await missionAgent(deps(), request, 999_999);
    expect(far.city).toBe('Lagos');
    expect(far).not.toEqual(await missionAgent(deps(), request, 999_998));
  });

  it('refuses an agent number outside 0 … 999,999, saying so', async () => {
    for (const index of [-1, 1_000_000, 1.5, Number.NaN]) {
      await expect(missionAgent(deps(), { query: 'paris', seed: 1, offline: true }, index)).rejects.toThrow(
        MissionError,
      );
    }
    await expect(missionAgent(deps(), { query: 'paris', seed: 1, offline: true }, -1)).rejects.toThrow(
      /from 0 to 999,999/,
    );
  });
});
