// Seeded missions of every mission version, byte for byte: a pinned version replays forever, so a
// refactor must leave every one unchanged. Version 1's files (missions/) were written by this test
// (UPDATE_GOLDEN=1) before the refactors of issue 18 and hold the output of the first release: they
// are never rewritten. Version 2's (missions-v2/) were written when version 2 was made (issue 19);
// they may be rewritten only while issue 19 is open and version 2 not yet released, and each
// rewrite says so in its commit. Version 3's (missions-v3/) were written when version 3 was made
// (issue 44), under the same rule while issue 44 is open.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MISSION_VERSIONS, type Agent, type MissionVersion } from '../../src/shared/types.ts';
import { MISSION_VERSION_CONTENTS } from '../../src/shared/missionVersions.ts';
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

async function missionText(mission: (typeof MISSIONS)[number], version: MissionVersion): Promise<string> {
  const agents: Agent[] = [];
  await runMission(
    { index: realIndex(), geocode: async () => null, entropy: () => 0 },
    {
      query: mission.query,
      seed: mission.seed,
      version,
      count: COUNT,
      offline: true,
      ...(mission.place ? { place: mission.place } : {}),
    },
    { onPlan: () => undefined, onAgent: (agent) => void agents.push(agent) },
    () => true,
  );
  return agents.map((agent) => JSON.stringify(agent)).join('\n') + '\n';
}

/**
 * Each released version's golden files. A preview version (MISSION_VERSION_CONTENTS' `preview`) has
 * none yet: its output may still change, and its files are written the day it is released.
 */
const FOLDERS: Readonly<Partial<Record<MissionVersion, string>>> = {
  1: 'missions',
  2: 'missions-v2',
  3: 'missions-v3',
};
const RELEASED = MISSION_VERSIONS.filter((version) => !MISSION_VERSION_CONTENTS[version].preview);

it('keeps golden files for every released version', () => {
  expect(RELEASED.filter((version) => FOLDERS[version] === undefined)).toEqual([]);
});

describe.each(RELEASED)('golden missions, version %i', (version) => {
  it.each(MISSIONS)('$name is byte-identical to its golden file', async (mission) => {
    const path = new URL(`./${FOLDERS[version] ?? 'unreleased'}/${mission.name}.ndjson`, import.meta.url);
    const text = await missionText(mission, version);
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(path)) {
      if (process.env.CI) throw new Error(`golden file missing: ${path.pathname}`);
      writeFileSync(path, text);
    }
    expect(text).toBe(readFileSync(path, 'utf8'));
  });
});
