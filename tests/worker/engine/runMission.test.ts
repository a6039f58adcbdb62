import { describe, expect, it, vi } from 'vitest';
import type { Agent, Place, SearchPlan } from '../../../src/shared/types.ts';
import {
  MissionError,
  normaliseRequest,
  runMission,
  type MissionDeps,
} from '../../../src/worker/engine/runMission.ts';
import { parseCityRecords } from '../../../src/worker/engine/cities/cityRecords.ts';
import { buildPlaceIndex } from '../../../src/worker/engine/cities/placeIndex.ts';
import { fixtureIndex } from './fixtureIndex.ts';

const TOKYO: Place = {
  name: 'Tokyo',
  country: 'Japan',
  countryCode: 'JP',
  admin1: '',
  lat: 35.68,
  lon: 139.76,
  source: 'geocoder',
};

const deps = (overrides: Partial<MissionDeps> = {}): MissionDeps => ({
  index: fixtureIndex(),
  geocode: async () => null,
  entropy: () => 0.25,
  ...overrides,
});

const collect = () => {
  const plans: SearchPlan[] = [];
  const agents: Agent[] = [];
  return {
    plans,
    agents,
    listener: { onPlan: (p: SearchPlan) => void plans.push(p), onAgent: (a: Agent) => void agents.push(a) },
  };
};

describe('normaliseRequest', () => {
  it('fills in the count and draws a seed', () => {
    // 0.5 of 2^32 is 2147483648; the version is the latest, 3.
    expect(normaliseRequest({ query: 'paris' }, () => 0.5)).toEqual({
      query: 'paris',
      count: 12,
      seed: '2147483648',
      version: 3,
      offline: false,
      place: '',
    });
  });

  it('accepts the first and last count and numeric seed of their ranges, and reports the seed as its digits', () => {
    // Counts 1 to 1,000,000 (MAX_AGENTS_PER_SEARCH); seeds 0 to 2^32 - 1, a whole unsigned 32-bit word.
    const at = (count: number, seed: number | string) =>
      normaliseRequest({ query: 'x', count, seed }, () => 0.5);
    expect(at(1, 0)).toMatchObject({ count: 1, seed: '0' });
    expect(at(1_000_000, 4_294_967_295)).toMatchObject({ count: 1_000_000, seed: '4294967295' });
    expect(at(1, '42')).toMatchObject({ seed: '42' });
    expect(at(1, ' 0042 ')).toMatchObject({ seed: '42' });
    // Leading zeros do not make a number text, however many: 04294967295 is 4294967295.
    expect(at(1, '04294967295')).toMatchObject({ seed: '4294967295' });
    expect(at(1, '0'.repeat(40) + '7')).toMatchObject({ seed: '7' });
    expect(at(1, '0'.repeat(41))).toMatchObject({ seed: '0' });
    // A drawn seed covers the same range: the smallest and largest entropy give its two ends.
    expect(normaliseRequest({ query: 'x' }, () => 0).seed).toBe('0');
    expect(normaliseRequest({ query: 'x' }, () => 1 - 2 ** -53).seed).toBe('4294967295');
  });

  it('takes any other text as a seed, trimmed and in NFC', () => {
    const seedOf = (seed: string) => normaliseRequest({ query: 'x', seed }, () => 0.5).seed;
    expect(seedOf('  launch-demo ')).toBe('launch-demo');
    expect(seedOf('4294967296')).toBe('4294967296');
    expect(seedOf('-1')).toBe('-1');
    // "é" typed as e + combining acute is the same seed as the precomposed letter.
    expect(seedOf('cafe\u0301')).toBe('caf\u00e9');
    expect(seedOf('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('takes the version asked for, or the latest', () => {
    expect(normaliseRequest({ query: 'x', version: 1 }, () => 0.5).version).toBe(1);
    expect(normaliseRequest({ query: 'x', version: 2 }, () => 0.5).version).toBe(2);
  });

  it.each([
    [{ query: '' }, 'The query is empty.'],
    [{ query: ' \t\n' }, 'The query is empty.'],
    [{ query: 'x', count: 0 }, 'The count must be a whole number from 1 to 1,000,000.'],
    [{ query: 'x', count: 1.5 }, 'The count must be a whole number from 1 to 1,000,000.'],
    [{ query: 'x', count: 1_000_001 }, 'The count must be a whole number from 1 to 1,000,000.'],
    [{ query: 'x', seed: -1 }, 'A numeric seed must be a whole number from 0 to 4294967295.'],
    [{ query: 'x', seed: 2 ** 32 }, 'A numeric seed must be a whole number from 0 to 4294967295.'],
    [{ query: 'x', seed: 0.5 }, 'A numeric seed must be a whole number from 0 to 4294967295.'],
    [{ query: 'x', seed: '' }, 'The seed is empty.'],
    [{ query: 'x', seed: '   ' }, 'The seed is empty.'],
    [{ query: 'x', seed: 'x'.repeat(101) }, 'The seed is longer than 100 characters.'],
    [{ query: 'x', seed: 'a\nb' }, 'The seed has a control character.'],
    [{ query: 'x', seed: true as unknown as string }, 'The seed must be text or a number.'],
    [{ query: 'x', version: 5 as unknown as 2 }, 'There is no mission version 5: versions are 1, 2, 3, 4.'],
    [
      { query: 'x', version: '2' as unknown as 2 },
      'There is no mission version "2": versions are 1, 2, 3, 4.',
    ],
    [{ query: 'x', count: -1 }, 'The count must be a whole number from 1 to 1,000,000.'],
  ])('refuses %j', (request, message) => {
    expect(() => normaliseRequest(request, Math.random)).toThrow(new MissionError(message));
  });
});

describe('runMission', () => {
  it('reports the plan first, then 12 agents, and the seed it drew', async () => {
    const { plans, agents, listener } = collect();
    const summary = await runMission(deps(), { query: 'paris' }, listener, () => true);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ query: 'paris', seed: '1073741824', count: 12, forcedProfession: null });
    expect(plans[0]!.place).toMatchObject({ name: 'Paris', source: 'index' });
    expect(agents).toHaveLength(12);
    expect(summary).toMatchObject({ delivered: 12, cancelled: false, seed: '1073741824' });
  });

  it('replays the same agents for the same seed', async () => {
    const first = collect();
    const second = collect();
    await runMission(deps(), { query: 'paris', seed: 77 }, first.listener, () => true);
    await runMission(deps({ entropy: () => 0.9 }), { query: 'paris', seed: 77 }, second.listener, () => true);
    expect(second.agents).toEqual(first.agents);
  });

  it('prefers the geocoder, and skips it when offline', async () => {
    const geocode = vi.fn(async () => TOKYO);
    const online = collect();
    await runMission(deps({ geocode }), { query: 'paris', seed: 1 }, online.listener, () => true);
    expect(online.plans[0]!.place).toEqual(TOKYO);
    expect(online.agents[0]!.nationality).toBe('Japan');
    const offline = collect();
    geocode.mockClear();
    await runMission(
      deps({ geocode }),
      { query: 'paris', seed: 1, offline: true },
      offline.listener,
      () => true,
    );
    expect(geocode).not.toHaveBeenCalled();
    expect(offline.plans[0]!.place.name).toBe('Paris');
  });

  it('spends no geocoder request on a search that was already replaced', async () => {
    const geocode = vi.fn(async () => TOKYO);
    const { agents, listener } = collect();
    const summary = await runMission(deps({ geocode }), { query: 'paris', seed: 1 }, listener, () => false);
    expect(geocode).not.toHaveBeenCalled();
    expect(agents).toHaveLength(0);
    expect(summary.cancelled).toBe(true);
  });

  it('stops delivering as soon as the search is no longer current', async () => {
    const { agents, listener } = collect();
    let current = true;
    const summary = await runMission(
      deps(),
      { query: 'paris', seed: 1 },
      {
        ...listener,
        onAgent: (agent: Agent) => void (agents.push(agent), agents.length === 3 && (current = false)),
      },
      () => current,
    );
    expect(agents).toHaveLength(3);
    expect(summary).toMatchObject({ delivered: 3, cancelled: true });
  });

  it('says so in plain words when there is no index and no geocoder answer', async () => {
    const { listener } = collect();
    await expect(runMission(deps({ index: null }), { query: 'paris' }, listener, () => true)).rejects.toThrow(
      'City index unavailable — try a city name when back online.',
    );
    const geocoded = collect();
    await runMission(
      deps({ index: null, geocode: async () => TOKYO }),
      { query: 'tokyo' },
      geocoded.listener,
      () => true,
    );
    expect(geocoded.agents).toHaveLength(12);
  });
});

describe('runMission, edges', () => {
  it('names its errors MissionError, which the worker shows as they are', () => {
    expect(new MissionError('x').name).toBe('MissionError');
  });

  it('takes a query that is not text for an empty one', () => {
    expect(() => normaliseRequest({ query: 7 as unknown as string }, () => 0.5)).toThrow(
      new MissionError('The query is empty.'),
    );
  });

  it('says so in plain words when the index has no cities and no geocoder answers', async () => {
    const empty = buildPlaceIndex(parseCityRecords([]));
    const { listener } = collect();
    await expect(
      runMission(deps({ index: empty }), { query: 'paris', offline: true }, listener, () => true),
    ).rejects.toThrow(new MissionError('City index unavailable — try a city name when back online.'));
  });

  it('sends no plan and no agent for a search replaced before its place was found', async () => {
    const { plans, agents, listener } = collect();
    const summary = await runMission(deps(), { query: 'paris', count: 5 }, listener, () => false);
    expect(plans).toEqual([]);
    expect(agents).toEqual([]);
    expect(summary).toMatchObject({ delivered: 0, cancelled: true });
  });

  it('waits for a listener that asks to be waited for before the next agent', async () => {
    const events: string[] = [];
    await runMission(
      deps(),
      { query: 'paris', count: 3 },
      {
        onPlan: () => undefined,
        onAgent: async (_, index) => {
          events.push(`start ${index}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          events.push(`end ${index}`);
        },
      },
      () => true,
    );
    expect(events).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });
});
