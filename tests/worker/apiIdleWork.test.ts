// The worker's idle work (the mission's data, typo tables) waits for the searches under way.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchListener } from '../../src/shared/types.ts';
import type * as MissionModule from '../../src/worker/engine/runMission.ts';
import type * as AreaDataModule from '../../src/worker/engine/resolve/areaData.ts';
import { CONFIG, fixtureApi } from './workerApiFixture.ts';

// The real mission code, with its two preparations recorded (and made instant).
const calls: string[] = [];
vi.mock('../../src/worker/engine/runMission.ts', async (importOriginal) => {
  const real = await importOriginal<typeof MissionModule>();
  return { ...real, prepareResolver: async () => void calls.push('prepareResolver') };
});
// The area names' chunk, held back by a test that needs a search to start while it is on its way.
let areaNamesArrive: Promise<void> = Promise.resolve();
vi.mock('../../src/worker/engine/resolve/areaData.ts', async (importOriginal) => {
  const real = await importOriginal<typeof AreaDataModule>();
  return { ...real, loadAreaData: () => areaNamesArrive.then(() => real.loadAreaData()) };
});
vi.mock('../../src/worker/engine/missionData.ts', () => ({
  loadMissionData: async () => void calls.push('loadMissionData'),
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
  areaNamesArrive = Promise.resolve();
});

describe('the worker’s idle work', () => {
  it('is done after init() when no search is asked for: the mission’s data first, then the typo tables', async () => {
    const api = newApi();
    await api.init(CONFIG);
    await vi.waitFor(() => expect(calls).toEqual(['loadMissionData', 'prepareResolver']), WAIT);
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
    await vi.waitFor(() => expect(calls).toEqual(['loadMissionData', 'prepareResolver']), WAIT);
  });

  it('builds the typo tables only in an idle turn after the area names came, not in a search begun meanwhile', async () => {
    let arrive: () => void = () => undefined;
    areaNamesArrive = new Promise<void>((resolve) => (arrive = resolve));
    const api = newApi();
    await api.init(CONFIG);
    // The idle work has asked for the names and is waiting for them when the visitor searches.
    await vi.waitFor(() => expect(calls).toEqual(['loadMissionData']), WAIT);
    const seen: string[][] = [];
    const searching = api.search({ query: 'paris', count: 100, seed: 7 }, noting(seen));
    arrive();
    expect((await searching).cancelled).toBe(false);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.flat(), 'typo tables built while the search was making its agents').not.toContain(
      'prepareResolver',
    );
    await vi.waitFor(() => expect(calls).toEqual(['loadMissionData', 'prepareResolver']), WAIT);
  });
});
