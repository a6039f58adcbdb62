// The worker's warm-up hint (WorkerApi.warm): it reaches the engine between searches once the index
// is in, only the latest of several hints counts, and it never runs during a search or before init().
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchListener } from '../../src/shared/types.ts';
import type * as MissionModule from '../../src/worker/engine/runMission.ts';
import { CONFIG, fixtureApi } from './workerApiFixture.ts';

const warmed: string[] = [];
vi.mock('../../src/worker/engine/runMission.ts', async (importOriginal) => {
  const real = await importOriginal<typeof MissionModule>();
  return {
    ...real,
    warmPlace: async (_index: unknown, query: string) => void warmed.push(query),
  };
});

const { createWorkerApi } = await import('../../src/worker/api.ts');

const newApi = () => fixtureApi(createWorkerApi);

const quiet: SearchListener = { onPlan: () => undefined, onChunk: () => undefined };

beforeEach(() => {
  warmed.length = 0;
});

describe('WorkerApi.warm', () => {
  it('does nothing before init(), and warms the query once the index is in', async () => {
    const api = newApi();
    await api.warm('paris');
    expect(warmed).toEqual([]);
    await api.init(CONFIG);
    await api.warm('paris');
    expect(warmed).toEqual(['paris']);
  });

  it('keeps only the latest of hints sent while the index loads', async () => {
    const api = newApi();
    const ready = api.init(CONFIG);
    await Promise.all([api.warm('par'), api.warm('pari'), api.warm('paris')]);
    await ready;
    expect(warmed).toEqual(['paris']);
  });

  it('is dropped while a search runs: the search makes what it needs itself', async () => {
    const api = newApi();
    await api.init(CONFIG);
    const searching = api.search({ query: 'lagos', count: 50, seed: 1 }, quiet);
    await api.warm('lyon');
    await searching;
    expect(warmed).toEqual([]);
    await api.warm('lyon');
    expect(warmed).toEqual(['lyon']);
  });
});
