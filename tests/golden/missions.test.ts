// Seeded missions as they are today, byte for byte: a refactor must leave every one unchanged.
// The files were written by this test (UPDATE_GOLDEN=1) before the refactors of issue 18; rewrite
// them only for a change that means to change agents, and say so in its commit.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/shared/types.ts';
import { runMission } from '../../src/worker/engine/runMission.ts';
import { realIndex } from '../worker/engine/fixtureIndex.ts';

/** City, keyword, forced profession, other scripts, random, country, region, pinned, qualified, typo. */
const MISSIONS: readonly { name: string; query: string; seed: number; place?: string }[] = [
  { name: 'paris-42', query: 'paris', seed: 42 },
  { name: 'tokyo-7', query: 'tokyo', seed: 7 },
  { name: 'new-york-1', query: 'agents in new york', seed: 1 },
  { name: 'cyber-berlin-3', query: 'cyber agents in berlin', seed: 3 },
  { name: 'body-weapon-clean-9', query: 'body weapon clean', seed: 9 },
  { name: 'sao-paulo-11', query: 'São Paulo', seed: 11 },
  { name: 'lagos-5', query: 'lagos', seed: 5 },
  { name: 'moskva-2', query: 'Москва', seed: 2 },
  { name: 'weapon-dealers-0', query: 'weapon dealers', seed: 0 },
  { name: 'seed-max', query: 'paris', seed: 4294967295 },
  { name: 'italy-4', query: 'italy', seed: 4 },
  { name: 'ontario-6', query: 'ontario', seed: 6 },
  { name: 'alexandria-8', query: 'Alexandria, Virginia, USA', seed: 8 },
  { name: 'pragu-10', query: 'Pragu', seed: 10 },
  { name: 'pinned-rome-12', query: 'paris', seed: 12, place: 'city:3169070' },
  { name: 'pinned-geo-13', query: 'porto', seed: 13, place: 'geo:41.1496,-8.611|PT|Porto|Porto' },
];
const COUNT = 30;

async function missionText(mission: (typeof MISSIONS)[number]): Promise<string> {
  const agents: Agent[] = [];
  await runMission(
    { index: realIndex(), geocode: async () => null, entropy: () => 0 },
    {
      query: mission.query,
      seed: mission.seed,
      count: COUNT,
      offline: true,
      ...(mission.place ? { place: mission.place } : {}),
    },
    { onPlan: () => undefined, onAgent: (agent) => void agents.push(agent) },
    () => true,
  );
  return agents.map((agent) => JSON.stringify(agent)).join('\n') + '\n';
}

describe('golden missions', () => {
  it.each(MISSIONS)('$name is byte-identical to its golden file', async (mission) => {
    const path = new URL(`./missions/${mission.name}.ndjson`, import.meta.url);
    const text = await missionText(mission);
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(path)) {
      if (process.env.CI) throw new Error(`golden file missing: ${path.pathname}`);
      writeFileSync(path, text);
    }
    expect(text).toBe(readFileSync(path, 'utf8'));
  });
});
