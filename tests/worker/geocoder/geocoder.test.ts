import { describe, expect, it, vi } from 'vitest';
import type { Place } from '../../../src/shared/types.ts';
import {
  createGeocoder,
  type GeocodeStore,
  MIN_REQUEST_INTERVAL_MS,
  USER_AGENT,
} from '../../../src/worker/geocoder/geocoder.ts';

const TOKYO_BODY = [
  { lat: '35.68', lon: '139.76', display_name: 'Tokyo, Japan', address: { country_code: 'jp' } },
];
const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A clock that only moves when the geocoder sleeps, so rate limiting is tested without waiting. */
function fakeClock() {
  let time = 10_000;
  const sleeps: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
    sleeps,
  };
}

const setup = (fetchImpl: typeof fetch, extra: { store?: GeocodeStore; timeoutMs?: number } = {}) => {
  const clock = fakeClock();
  const log = vi.fn();
  const geocoder = createGeocoder({
    endpoint: 'https://geo.test/search',
    timeoutMs: extra.timeoutMs ?? 3000,
    fetch: fetchImpl,
    log,
    now: clock.now,
    sleep: clock.sleep,
    ...(extra.store ? { store: extra.store } : {}),
  });
  return { geocoder, clock, log };
};

describe('createGeocoder', () => {
  it('sends the query with the app user agent and reads the answer', async () => {
    const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => ok(TOKYO_BODY));
    const { geocoder } = setup(fetchMock as unknown as typeof fetch);
    await expect(geocoder.geocode('Tokyo')).resolves.toMatchObject({ name: 'Tokyo', countryCode: 'JP' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('q=Tokyo');
    expect((init?.headers as Record<string, string>)['User-Agent']).toBe(USER_AGENT);
  });

  it('asks once per normalised query, remembering "nothing found" too', async () => {
    const fetchMock = vi.fn(async () => ok([]));
    const { geocoder } = setup(fetchMock as unknown as typeof fetch);
    expect(await geocoder.geocode('cyber')).toBeNull();
    expect(await geocoder.geocode('  CYBER ')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps to one request per second', async () => {
    const fetchMock = vi.fn(async () => ok(TOKYO_BODY));
    const { geocoder, clock } = setup(fetchMock as unknown as typeof fetch);
    await geocoder.geocode('a');
    await geocoder.geocode('b');
    await geocoder.geocode('c');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(clock.sleeps).toEqual([MIN_REQUEST_INTERVAL_MS, MIN_REQUEST_INTERVAL_MS]);
  });

  it('books no slot for a request it refuses, so refusals never pile up', async () => {
    let time = 10_000;
    const fetchMock = vi.fn(async () => ok(TOKYO_BODY));
    const geocoder = createGeocoder({
      endpoint: 'https://geo.test/search',
      timeoutMs: 1500,
      fetch: fetchMock as unknown as typeof fetch,
      log: () => undefined,
      now: () => time,
      sleep: async () => undefined, // the clock is moved by hand below
    });
    // Four at once: two fit within the timeout (waits 0 and 1000 ms), two would wait 2000 ms.
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((q) => geocoder.geocode(q)));
    expect(answers.map((answer) => answer !== null)).toEqual([true, true, false, false]);
    time += 1000;
    // The next free slot is 1000 ms away, not 3000: the refused calls booked nothing.
    expect(await geocoder.geocode('e')).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['an HTTP 500', async () => new Response('oops', { status: 500 })],
    ['an HTTP 429', async () => new Response('slow down', { status: 429 })],
    ['broken JSON', async () => new Response('{not json', { status: 200 })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('logs %s and answers null', async (_label, impl) => {
    const { geocoder, log } = setup(impl as unknown as typeof fetch);
    await expect(geocoder.geocode('paris')).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Geocoding failed, using the local city list: /));
  });

  it('gives up after the timeout', async () => {
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
      );
    const { geocoder, log } = setup(never, { timeoutMs: 50 });
    await expect(geocoder.geocode('paris')).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('Geocoding failed, using the local city list: timed out');
  });

  it('tells a call’s failure to that call’s log alone, when it gives one', async () => {
    const { geocoder, log } = setup(async () => new Response('', { status: 503 }));
    const mine = vi.fn();
    await expect(geocoder.geocode('paris', mine)).resolves.toBeNull();
    expect(mine).toHaveBeenCalledWith('Geocoding failed, using the local city list: HTTP 503');
    expect(log).not.toHaveBeenCalled();
    await expect(geocoder.geocode('lyon')).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(mine).toHaveBeenCalledTimes(1);
  });

  it('reads and fills the persistent store', async () => {
    const saved = new Map<string, Place>();
    const store: GeocodeStore = {
      get: async (key) => saved.get(key),
      set: async (key, place) => void saved.set(key, place),
    };
    const fetchMock = vi.fn(async () => ok(TOKYO_BODY));
    await setup(fetchMock as unknown as typeof fetch, { store }).geocoder.geocode('Tokyo');
    expect([...saved.keys()]).toEqual(['tokyo']);
    await setup(fetchMock as unknown as typeof fetch, { store }).geocoder.geocode('tokyo');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does nothing when switched off', async () => {
    const fetchMock = vi.fn();
    const geocoder = createGeocoder({
      endpoint: '',
      timeoutMs: 3000,
      fetch: fetchMock as unknown as typeof fetch,
    });
    await expect(geocoder.geocode('Tokyo')).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
