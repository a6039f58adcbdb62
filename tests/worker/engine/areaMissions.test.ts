// Country and region missions, pins and the geocoder's area answers, as properties: every agent
// lies in the area, agents spread over several places, replays are identical, pins survive.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Agent, Place, SearchPlan } from '../../../src/shared/types.ts';
import { loadCities } from '../../../src/worker/engine/cities/loadCities.ts';
import type { PlaceIndex } from '../../../src/worker/engine/cities/placeIndex.ts';
import { getAreaIndex, loadAreaIndex } from '../../../src/worker/engine/resolve/areaIndex.ts';
import { areaPlaces, drawPlace } from '../../../src/worker/engine/resolve/areaPlaces.ts';
import { runMission, type MissionDeps } from '../../../src/worker/engine/runMission.ts';
import { fixtureIndex, realIndex } from './fixtureIndex.ts';

// The resolver reads the area names synchronously once they are loaded (see areaIndex.ts).
await loadAreaIndex();

const run = async (
  request: { query: string; seed?: number; count?: number; place?: string },
  overrides: Partial<MissionDeps> = {},
): Promise<{ plan: SearchPlan; agents: Agent[] }> => {
  let plan: SearchPlan | null = null;
  const agents: Agent[] = [];
  await runMission(
    { index: fixtureIndex(), geocode: async () => null, entropy: () => 0.5, ...overrides },
    { seed: 7, ...request },
    { onPlan: (p) => void (plan = p), onAgent: (agent) => void agents.push(agent) },
    () => true,
  );
  return { plan: plan as unknown as SearchPlan, agents };
};

/** Great-circle distance in km (haversine), to check an agent stands by its own town. */
function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((bLat - aLat) * rad) / 2) ** 2 +
    Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(((bLon - aLon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('a country mission', () => {
  it('counts each place once, however many agents it holds', async () => {
    // The fixture's Italy has few places, so 60 agents must share them.
    const { plan, agents } = await run({ query: 'italy', count: 60 });
    const places = new Set(agents.map((agent) => `${agent.city}|${agent.countryCode}`));
    expect(plan.resolution.places).toBeLessThan(60);
    expect(plan.resolution.places).toBe(places.size);
  });

  it('puts 24 agents of "italy" in Italy, over several of its places, each by its own town', async () => {
    const index = realIndex();
    const { plan, agents } = await run({ query: 'italy', count: 24 }, { index });
    expect(plan.resolution).toMatchObject({
      kind: 'country',
      label: 'Italy',
      pin: 'country:IT',
      rule: 'country',
    });
    expect(agents.every((agent) => agent.countryCode === 'IT' && agent.nationality === 'Italy')).toBe(true);
    const towns = new Set(agents.map((agent) => agent.city));
    expect(towns.size).toBeGreaterThan(3);
    expect(plan.resolution.places).toBe(towns.size);
    // Italy lies within 35.3–47.1° N and 6.6–18.6° E (mainland and islands).
    for (const agent of agents) {
      expect(agent.lat).toBeGreaterThan(35.2);
      expect(agent.lat).toBeLessThan(47.2);
      expect(agent.lng).toBeGreaterThan(6.5);
      expect(agent.lng).toBeLessThan(18.7);
    }
  });

  it("stands each agent within the spec's ±0.05° of its own town", async () => {
    const index = realIndex();
    const { agents } = await run({ query: 'ontario', count: 200 }, { index });
    const places = areaPlaces(index.cities, getAreaIndex().region('CA', 'Ontario')!)!;
    for (const agent of agents) {
      const town = places.cities.find((city) => city.name === agent.city);
      expect(town, agent.city).toBeDefined();
      expect(Math.abs(agent.lat - town!.lat)).toBeLessThanOrEqual(0.05 + 1e-6);
      expect(distanceKm(agent.lat, agent.lng, town!.lat, town!.lon)).toBeLessThan(8);
      expect(agent.countryCode).toBe('CA');
    }
  });

  it('replays identically, and agent i does not depend on the count', async () => {
    const a = await run({ query: 'poland', count: 30 });
    const b = await run({ query: 'poland', count: 30 });
    const c = await run({ query: 'poland', count: 12 });
    expect(b.agents).toEqual(a.agents);
    expect(c.agents).toEqual(a.agents.slice(0, 12));
    expect((await run({ query: 'poland', count: 30, seed: 8 })).agents).not.toEqual(a.agents);
  });

  it('draws places in proportion to their population', () => {
    const index = realIndex();
    const places = areaPlaces(index.cities, getAreaIndex().country('IT')!)!;
    const counts = new Array<number>(places.cities.length).fill(0);
    const draws = 100_000;
    for (let i = 0; i < draws; i++) counts[drawPlace(places, (i + 0.5) / draws)]! += 1;
    const total = places.cities.reduce((sum, city) => sum + Math.max(city.pop, 1), 0);
    // Rome's share of the pool's people, within a draw's rounding.
    const rome = places.cities.findIndex((city) => city.name === 'Rome');
    expect(counts[rome]! / draws).toBeCloseTo(places.cities[rome]!.pop / total, 3);
    expect(drawPlace(places, 0)).toBe(0);
    expect(drawPlace(places, 0.999999999)).toBe(places.cities.length - 1);
  });
});

describe('a region mission', () => {
  it('keeps every agent of "ontario" in Ontario', async () => {
    const index = realIndex();
    const { plan, agents } = await run({ query: 'ontario', count: 60 }, { index });
    expect(plan.resolution).toMatchObject({
      kind: 'region',
      label: 'Ontario, Canada',
      pin: 'region:CA:Ontario',
    });
    const ontario = new Set(
      areaPlaces(index.cities, getAreaIndex().region('CA', 'Ontario')!)!.cities.map((c) => c.name),
    );
    expect(agents.every((agent) => ontario.has(agent.city) && agent.countryCode === 'CA')).toBe(true);
    expect(new Set(agents.map((agent) => agent.city)).size).toBeGreaterThan(5);
  });
});

describe('pins', () => {
  it('put the mission where the pin says, whatever the query', async () => {
    // GeoNames 3169070 is Rome, Italy.
    const { plan, agents } = await run({ query: 'paris', place: 'city:3169070' });
    expect(plan.resolution).toMatchObject({
      kind: 'city',
      rule: 'pinned',
      pin: 'city:3169070',
      label: 'Rome, Italy',
    });
    expect(agents.every((agent) => agent.city === 'Rome' && agent.countryCode === 'IT')).toBe(true);
  });

  it('replay a link after the resolver changes: the same agents although the query now reads otherwise', async () => {
    // "Springfield" is Springfield, Missouri in this data (the largest); pin the Illinois one.
    const before = fixtureIndex();
    const pinned = await run({ query: 'springfield', place: 'city:4250542' }, { index: before });
    expect(pinned.agents[0]?.address).toContain('IL');
    // A resolver change, simulated: a new file where a huge Springfield outranks every other.
    const text = `{"fields":["id","name","country","admin1","lat","lon","pop","alt"],"rows":[\n[99,"Springfield","AU","Queensland",-27.65,152.9,90000000],\n${fixtureRows()}\n]}\n`;
    const after: PlaceIndex = loadCities(text).index;
    const unpinned = await run({ query: 'springfield' }, { index: after });
    expect(unpinned.agents[0]?.countryCode).toBe('AU');
    const replayed = await run({ query: 'springfield', place: 'city:4250542' }, { index: after });
    expect(replayed.agents).toEqual(pinned.agents);
  });

  it('are ignored when malformed or unknown, and the query resolves as usual', async () => {
    const plain = await run({ query: 'paris' });
    for (const place of [
      'city:',
      'city:12abc',
      'city:999999999',
      'country:XX',
      'region:FR',
      'nowhere',
      'geo:1e3,2|FR||X',
      'x'.repeat(400),
    ]) {
      const { plan, agents } = await run({ query: 'paris', place });
      expect(plan.resolution.rule, place).toBe('name');
      expect(agents).toEqual(plain.agents);
    }
  });

  it('replay a geocoder answer without the geocoder', async () => {
    const porto: Place = {
      name: 'Porto',
      country: 'Portugal',
      countryCode: 'PT',
      admin1: 'Porto',
      lat: 41.1496,
      lon: -8.611,
      source: 'geocoder',
    };
    const geocoded = await run({ query: 'porto' }, { geocode: async () => porto });
    expect(geocoded.plan.resolution).toMatchObject({
      rule: 'geocoder',
      pin: 'geo:41.1496,-8.611|PT|Porto|Porto',
    });
    const replayed = await run(
      { query: 'porto', place: geocoded.plan.resolution.pin },
      { geocode: async () => null },
    );
    expect(replayed.plan.resolution.rule).toBe('pinned');
    expect(replayed.agents).toEqual(geocoded.agents);
  });

  it('name a country or a region', async () => {
    expect((await run({ query: 'x', place: 'country:IT' })).plan.resolution).toMatchObject({
      kind: 'country',
      label: 'Italy',
    });
    expect((await run({ query: 'x', place: 'region:CA:Ontario' })).plan.resolution).toMatchObject({
      kind: 'region',
      label: 'Ontario, Canada',
    });
  });
});

describe('the geocoder answering an area', () => {
  const italy: Place = {
    name: 'Italy',
    country: 'Italy',
    countryCode: 'IT',
    admin1: '',
    lat: 42.64,
    lon: 12.67,
    source: 'geocoder',
    area: 'country',
  };

  it("spreads a country answer over the local index's places there", async () => {
    const { plan, agents } = await run(
      { query: 'italia', count: 24 },
      { index: realIndex(), geocode: async () => italy },
    );
    expect(plan.resolution).toMatchObject({ kind: 'country', rule: 'geocoder', pin: 'country:IT' });
    expect(new Set(agents.map((agent) => agent.city)).size).toBeGreaterThan(3);
    expect(agents.some((agent) => agent.city === 'Italy')).toBe(false);
  });

  it("spreads a state answer over that state's places", async () => {
    const virginia: Place = {
      name: 'Virginia',
      country: 'United States',
      countryCode: 'US',
      admin1: 'Virginia',
      lat: 37.12,
      lon: -78.49,
      source: 'geocoder',
      area: 'region',
    };
    const index = realIndex();
    const { plan, agents } = await run(
      { query: 'virginia', count: 24 },
      { index, geocode: async () => virginia },
    );
    expect(plan.resolution).toMatchObject({
      kind: 'region',
      rule: 'geocoder',
      label: 'Virginia, United States',
    });
    const towns = new Set(
      areaPlaces(index.cities, getAreaIndex().region('US', 'Virginia')!)!.cities.map((c) => c.name),
    );
    expect(agents.every((agent) => towns.has(agent.city))).toBe(true);
  });

  it("keeps today's behaviour without a local index: one place in the middle", async () => {
    const { plan, agents } = await run({ query: 'italy' }, { index: null, geocode: async () => italy });
    expect(plan.resolution).toMatchObject({ kind: 'city', rule: 'geocoder' });
    expect(agents.every((agent) => agent.city === 'Italy')).toBe(true);
  });
});

/** The fixture's rows, as the file writes them, for a file with one more place on top. */
function fixtureRows(): string {
  const text = readFileSync(new URL('../../fixtures/cities.fixture.json', import.meta.url), 'utf8');
  return text.slice(text.indexOf('\n') + 1, text.lastIndexOf('\n]'));
}
