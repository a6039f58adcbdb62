// The worker's idle work (the mission's data, typo tables) waits for the searches under way.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchListener } from '../../src/shared/types.ts';
import type * as MissionModule from '../../src/worker/engine/runMission.ts';
import { CONFIG, fixtureApi } from './workerApiFixture.ts';

// The real mission code, with its two preparations recorded (and made instant).
const calls: string[] = [];
vi.mock('../../src/worker/engine/runMission.ts', async (importOriginal) => {
  const real = await importOriginal<typeof MissionModule>();
  return { ...real, prepareResolver: async () => void calls.push('prepareResolver') };
});
vi.mock('../../src/worker/engine/missionData.ts', () => ({
  loadMissionData: async () => void calls.push('prepareLand'),
}));

const { createWorkerApi } = await import('../../src/worker/api.ts');

const newApi = () => fixtureApi(createWorkerApi);

/** A listener that notes, for each chunk, what had been prepared by then. */
function noting(seen: string[][]): SearchListener {
  return { onPlan: () => undefined, onChunk: () => void seen.push([...calls]) };
}

/** The mission code is a big module to import, slower still on a busy machine. */
const WAIT = { timeout: 30_000, interval: 10 };

beforeEach(() => {
  calls.length = 0;
});

describe('the worker’s idle work', () => {
  it('is done after init() when no search is asked for: land first, then the typo tables', async () => {
    const api = newApi();
    await api.init(CONFIG);
    await vi.waitFor(() => expect(calls).toEqual(['prepareLand', 'prepareResolver']), WAIT);
  });

  it('waits for a search asked for with init() (a mission link), then is done', async () => {
    const api = newApi();
    const seen: string[][] = [];
    const ready = api.init(CONFIG);
    const summary = await api.search({ query: 'paris', count: 100, seed: 7 }, noting(seen));
    await ready;
    expect(summary.cancelled).toBe(false);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.flat(), 'prepared while the search was making its agents').toEqual([]);
    expect(calls, 'prepared before the search had answered').toEqual([]);
    await vi.waitFor(() => expect(calls).toEqual(['prepareLand', 'prepareResolver']), WAIT);
  });
});
