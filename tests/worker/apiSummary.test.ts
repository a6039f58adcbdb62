// When the facade answers a search: right behind its last chunk, without waiting for the page to take
// that chunk in (the round trip put "Search complete." a frame after the last agents).
import { describe, expect, it } from 'vitest';
import type { AgentChunk, SearchListener } from '../../src/shared/types.ts';
import { createWorkerApi } from '../../src/worker/api.ts';
import { CONFIG, fixtureApi } from './workerApiFixture.ts';

/** A page that takes every chunk but never answers for it: each acknowledgement stays pending. */
function silentPage(chunks: AgentChunk[]): SearchListener {
  return {
    onPlan: () => undefined,
    onChunk: (chunk) => {
      chunks.push(chunk);
      return new Promise<void>(() => undefined);
    },
  };
}

describe('the search’s summary', () => {
  it('comes right behind the last chunk, without waiting for the page to acknowledge it', async () => {
    const api = fixtureApi(createWorkerApi);
    await api.init(CONFIG);
    const chunks: AgentChunk[] = [];
    // 1,000 agents travel as one chunk, so no earlier acknowledgement holds the search up either.
    const summary = await api.search({ query: 'paris', seed: 4, count: 1000 }, silentPage(chunks));
    expect(summary).toMatchObject({ delivered: 1000, cancelled: false });
    expect(chunks.map((chunk) => chunk.length)).toEqual([1000]);
  });

  // Comlink posts in the call itself: a chunk postMessage cannot clone comes back as a promise that is
  // already rejected. The summary would count agents the page never gets, and the page would wait for them.
  it('is refused, failing the search, when the last chunk could not be posted', async () => {
    const api = fixtureApi(createWorkerApi);
    await api.init(CONFIG);
    const refused = new DOMException('An object could not be cloned.', 'DataCloneError');
    const page: SearchListener = {
      onPlan: () => undefined,
      onChunk: () => Promise.reject(refused),
    };
    await expect(api.search({ query: 'paris', seed: 4, count: 1000 }, page)).rejects.toBe(refused);
  });

  // The chunk before the last is the one nothing awaits: backpressure waits for older acknowledgements,
  // and finish() sends the last chunk without waiting for the one before it.
  it('is refused too when the chunk before the last could not be posted', async () => {
    const api = fixtureApi(createWorkerApi);
    await api.init(CONFIG);
    const request = { query: 'paris', seed: 4, count: 10_000 };
    const counted: AgentChunk[] = [];
    await api.search(request, { onPlan: () => undefined, onChunk: (chunk) => void counted.push(chunk) });
    expect(counted.length).toBeGreaterThan(2);
    const refused = new DOMException('An object could not be cloned.', 'DataCloneError');
    let sent = 0;
    const page: SearchListener = {
      onPlan: () => undefined,
      onChunk: () => (sent++ === counted.length - 2 ? Promise.reject(refused) : Promise.resolve()),
    };
    await expect(api.search(request, page)).rejects.toBe(refused);
    expect(sent).toBe(counted.length);
  });
});
