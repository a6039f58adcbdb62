// A shared link's mission starts on its pin before the cities are all in: the facade reads the pinned
// city's row as soon as it arrives (or needs no city at all, for a geocoder's place), holds the scan for
// the mission, and the agents are the very ones the whole index gives.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Agent, AgentChunk, SearchListener, SearchRequest } from '../../src/shared/types.ts';
import { textValue } from '../../src/shared/chunkText.ts';
import { AGENT_TEXT_FIELDS } from '../../src/shared/agentFields.ts';
import { createWorkerApi, type WorkerApi } from '../../src/worker/api.ts';

const FIXTURE = new TextEncoder().encode(
  readFileSync(new URL('../fixtures/cities.fixture.json', import.meta.url), 'utf8'),
);
const CONFIG = { citiesUrl: 'https://app.test/cities.json', geocoderUrl: '', geocoderTimeoutMs: 3000 };
/** The byte where the fixture's line for a place starts, and the byte after its end. */
const lineOf = (row: string) => Buffer.from(FIXTURE).indexOf(row);
const endOfLine = (row: string) => Buffer.from(FIXTURE).indexOf('\n', lineOf(row)) + 1;
/** Paris, France, is on the fixture's line 153 of 505 (503 places); Springfield, New Hampshire, on its last. */
const PARIS = 'city:2988507';
const SPRINGFIELD_NH = 'city:5093030';

/**
 * A download that sends the fixture's first `first` bytes at once and the rest only when `rest()` is
 * called, as a slow network would: what the worker can do before then is all it can do early.
 */
function stalledDownload(first: number) {
  let sendRest: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(FIXTURE.slice(0, first));
      sendRest = () => {
        controller.enqueue(FIXTURE.slice(first));
        controller.close();
      };
    },
  });
  const fetchImpl: typeof fetch = async () => new Response(body, { status: 200 });
  return { fetchImpl, rest: () => sendRest() };
}

const wholeDownload: typeof fetch = async () => new Response(FIXTURE.slice(), { status: 200 });

function collector() {
  const agents: Agent[] = [];
  const listener: SearchListener = {
    onPlan: () => undefined,
    onChunk: (chunk: AgentChunk) => {
      for (let i = 0; i < chunk.length; i++) {
        const agent: Record<string, unknown> = {
          lng: chunk.positions[i * 2],
          lat: chunk.positions[i * 2 + 1],
        };
        for (const field of AGENT_TEXT_FIELDS) agent[field] = textValue(chunk, i, field);
        agents.push(agent as unknown as Agent);
      }
    },
  };
  return { agents, listener };
}

function apiWith(fetchImpl: typeof fetch): WorkerApi {
  return createWorkerApi({ fetch: fetchImpl, now: () => performance.now(), entropy: () => 0.5 });
}

/** The agents of `request` from a facade whose cities were loaded whole first. */
async function fromWholeIndex(request: SearchRequest) {
  const api = apiWith(wholeDownload);
  await api.init(CONFIG);
  const { agents, listener } = collector();
  const summary = await api.search(request, listener);
  return { agents, summary };
}

/** True once `promise` has settled; checked after the worker has had every chance to go on. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 5));
  return settled;
}

describe('a shared link before the cities are all in', () => {
  it("makes a city pin's mission from the city's row alone: the whole index's agents, the scan held meanwhile", async () => {
    const request = { query: 'paris', seed: '7', version: 2, count: 300, place: PARIS } as const;
    const whole = await fromWholeIndex(request);
    // The file up to the end of Paris's line, not the rest.
    expect(lineOf('[2988507,"Paris"')).toBeGreaterThan(0);
    const { fetchImpl, rest } = stalledDownload(endOfLine('[2988507,"Paris"'));
    const api = apiWith(fetchImpl);
    const ready = api.init(CONFIG);
    const { agents, listener } = collector();
    const summary = await api.search(request, listener);
    expect(summary).toMatchObject({
      delivered: 300,
      cancelled: false,
      place: { name: 'Paris', countryCode: 'FR' },
    });
    expect(summary.resolution).toMatchObject({ pin: PARIS, rule: 'pinned' });
    expect(summary).toEqual(whole.summary);
    expect(agents).toEqual(whole.agents);
    expect(await settledSoon(ready), 'the index is not ready without the rest of the file').toBe(false);
    rest();
    expect(await ready).toMatchObject({ cities: 503, skipped: 0 });
  });

  it('waits for the rest of the file when the pinned city is further down than has arrived', async () => {
    const request = {
      query: 'springfield',
      seed: '3',
      version: 2,
      count: 20,
      place: SPRINGFIELD_NH,
    } as const;
    const whole = await fromWholeIndex(request);
    const { fetchImpl, rest } = stalledDownload(lineOf('[2988507,"Paris"'));
    const api = apiWith(fetchImpl);
    void api.init(CONFIG);
    const { agents, listener } = collector();
    const searching = api.search(request, listener);
    expect(await settledSoon(searching)).toBe(false);
    rest();
    expect(await searching).toEqual(whole.summary);
    expect(agents).toEqual(whole.agents);
  });

  it("needs no city at all for a geocoder's place, and a link without a pin waits for the whole index", async () => {
    const geo = 'geo:41.1496,-8.611|PT|Porto|Porto';
    const pinned = { query: 'porto', seed: '11', version: 2, count: 50, place: geo } as const;
    const whole = await fromWholeIndex(pinned);
    // Not one byte of the file has come.
    const { fetchImpl, rest } = stalledDownload(0);
    const api = apiWith(fetchImpl);
    void api.init(CONFIG);
    const { agents, listener } = collector();
    expect(await api.search(pinned, listener)).toEqual(whole.summary);
    expect(agents).toEqual(whole.agents);

    const typed = api.search({ query: 'porto', seed: '11', version: 2, count: 50 }, collector().listener);
    expect(await settledSoon(typed)).toBe(false);
    rest();
    expect(await typed).toMatchObject({ delivered: 50, place: { name: 'Porto', countryCode: 'PT' } });
  });

  it('holds the rest of the scan until the mission is made, the whole file there from the start', async () => {
    const api = apiWith(wholeDownload);
    const order: string[] = [];
    const ready = api.init(CONFIG).then(() => void order.push('index ready'));
    await api.search(
      { query: 'paris', seed: '7', version: 2, count: 200, place: PARIS },
      collector().listener,
    );
    order.push('search done');
    await ready;
    expect(order).toEqual(['search done', 'index ready']);
  });

  it('lets go of the scan when its search fails, or is cancelled', async () => {
    const failing = apiWith(wholeDownload);
    const failingReady = failing.init(CONFIG);
    // The pin is read, then the request is refused: the index still comes.
    await expect(
      failing.search({ query: 'paris', count: 0, place: PARIS }, collector().listener),
    ).rejects.toThrow(/count/);
    await expect(failingReady).resolves.toMatchObject({ cities: 503 });

    const cancelled = apiWith(wholeDownload);
    const cancelledReady = cancelled.init(CONFIG);
    const searching = cancelled.search(
      { query: 'paris', seed: '7', version: 2, count: 100_000, place: PARIS },
      collector().listener,
    );
    cancelled.cancel();
    expect(await searching).toMatchObject({ cancelled: true });
    await expect(cancelledReady).resolves.toMatchObject({ cities: 503 });
  });

  it('answers the same city twice, at once, to two requests for it', async () => {
    const request = { query: 'paris', seed: '7', version: 2, place: PARIS } as const;
    const wholeApi = apiWith(wholeDownload);
    await wholeApi.init(CONFIG);
    const expected = await Promise.all([wholeApi.agent(request, 3), wholeApi.agent(request, 4)]);
    const { fetchImpl } = stalledDownload(endOfLine('[2988507,"Paris"'));
    const api = apiWith(fetchImpl);
    void api.init(CONFIG);
    expect(await api.agent(request, 3)).toEqual(expected[0]);
    // Asked again once the first has been answered, and while the scan is held for nobody.
    expect(await Promise.all([api.agent(request, 3), api.agent(request, 4)])).toEqual([
      expected[0],
      expected[1],
    ]);
  });

  it('gives an agent link the same agent from the early city as from the whole index', async () => {
    const request = { query: 'paris', seed: '7', version: 2, place: PARIS } as const;
    const wholeApi = apiWith(wholeDownload);
    await wholeApi.init(CONFIG);
    const expected = await wholeApi.agent(request, 41);
    const { fetchImpl } = stalledDownload(endOfLine('[2988507,"Paris"'));
    const api = apiWith(fetchImpl);
    void api.init(CONFIG);
    expect(await api.agent(request, 41)).toEqual(expected);
  });
});
