import { V1_FIELD_ORDER } from '../../fieldOrder.ts';
import { describe, expect, it } from 'vitest';
import type { Agent, Place } from '../../../src/shared/types.ts';
import {
  generateAgent,
  JITTER_DEGREES,
  type AgentContext,
} from '../../../src/worker/engine/generateAgent.ts';
import type { IdentityKit, PlaceContext } from '../../../src/worker/engine/identity/identityKit.ts';
import {
  agentAt,
  choosePlace,
  createAgentContext,
  generateAgents,
  missionSeed,
} from '../../../src/worker/engine/mission.ts';
import { createRandom, deriveSeed, type Random } from '../../../src/worker/engine/random.ts';
import { pickRandomCity, RANDOM_CITY_POOL } from '../../../src/worker/engine/resolve/missionPlace.ts';
import { fixtureIndex, realIndex } from './fixtureIndex.ts';
import { loadAreaIndex } from '../../../src/worker/engine/resolve/areaIndex.ts';

// The resolver reads the area names synchronously once they are loaded (see areaIndex.ts).
await loadAreaIndex();

const PARIS: Place = {
  name: 'Paris',
  country: 'France',
  countryCode: 'FR',
  admin1: 'Île-de-France',
  lat: 48.85341,
  lon: 2.3488,
  source: 'index',
};

const agents = async (query: string, seed: number, count: number, place: Place = PARIS): Promise<Agent[]> => [
  ...generateAgents(await createAgentContext(place, query), query, seed, 0, count),
];

describe('mission generation', () => {
  it('gives a fixed mission at a fixed seed (guards the order of random draws)', async () => {
    expect(await agents('paris', 42, 2)).toMatchSnapshot();
    expect(await agents('cyber ops', 7, 1)).toMatchSnapshot();
  });

  it('is deterministic', async () => {
    expect(await agents('paris', 1, 30)).toEqual(await agents('paris', 1, 30));
  });

  it('gives agent i independently of the count: the first 12 of 30 are the 12', async () => {
    expect((await agents('paris', 9, 30)).slice(0, 12)).toEqual(await agents('paris', 9, 12));
    const context = await createAgentContext(PARIS, 'paris');
    expect([...generateAgents(context, 'paris', 9, 20, 22)]).toEqual(
      (await agents('paris', 9, 22)).slice(20),
    );
  });

  it('gives different missions for different seeds and queries', async () => {
    expect(await agents('paris', 1, 12)).not.toEqual(await agents('paris', 2, 12));
    expect(await agents('paris', 1, 12)).not.toEqual(await agents('agents in paris', 1, 12));
    expect(missionSeed('Paris', 1)).toBe(missionSeed('  paris ', 1));
    // Folding drops other scripts; their queries must still give missions of their own.
    expect(missionSeed('東京', 1)).not.toBe(missionSeed('Москва', 1));
    expect(missionSeed('東京', 1)).not.toBe(missionSeed('', 1));
  });

  it('keeps every agent within ±0.05° of the centre in each direction', async () => {
    for (const agent of await agents('paris', 5, 2000)) {
      expect(Math.abs(agent.lat - PARIS.lat)).toBeLessThanOrEqual(JITTER_DEGREES + 1e-6);
      expect(Math.abs(agent.lng - PARIS.lon)).toBeLessThanOrEqual(JITTER_DEGREES + 1e-6);
    }
  });

  it('wraps longitude across the antimeridian instead of piling agents up at ±180', async () => {
    const suva: Place = { ...PARIS, name: 'Taveuni', country: 'Fiji', countryCode: 'FJ', lon: 179.98 };
    const list = await agents('taveuni', 2, 500, suva);
    expect(list.every((a) => a.lng >= -180 && a.lng <= 180)).toBe(true);
    expect(list.some((a) => a.lng < -179.9)).toBe(true);
    expect(list.filter((a) => a.lng === 180 || a.lng === -180).length).toBeLessThan(3);
  });

  it('spreads agents over the whole jitter square, not a corner of it', async () => {
    const list = await agents('paris', 6, 2000);
    const lats = list.map((a) => a.lat - PARIS.lat);
    expect(Math.min(...lats)).toBeLessThan(-0.045);
    expect(Math.max(...lats)).toBeGreaterThan(0.045);
  });

  it('fills every field from the place and the lists', async () => {
    for (const agent of await agents('paris', 3, 50)) {
      expect(agent.nationality).toBe('France');
      expect(agent.countryCode).toBe('FR');
      expect(agent.city).toBe('Paris');
      expect(agent.codename).toMatch(
        /^[A-Z][a-z]+ (Viper|Falcon|Raven|Wolf|Hawk|Panther|Fox|Cobra|Owl|Jackal|Lynx|Scorpion|Heron|Mantis|Shark)$/,
      );
      expect(agent.address).toContain('Paris');
      expect(agent.phone).toMatch(/^\+33 /);
      expect(agent.email).toMatch(/^[a-z0-9.]+@[a-z0-9-]+\.example$/);
      expect(Object.keys(agent)).toEqual([...V1_FIELD_ORDER]);
    }
  });

  it('gives every agent the keyword profession', async () => {
    expect(new Set((await agents('cyber weapon', 1, 40)).map((a) => a.profession))).toEqual(
      new Set(['Cyber Intelligence Analyst']),
    );
    expect(new Set((await agents('clean body', 1, 40)).map((a) => a.profession))).toEqual(
      new Set(['Clean-Up Coordinator']),
    );
    expect(new Set((await agents('paris', 1, 40)).map((a) => a.profession)).size).toBeGreaterThan(10);
  });

  it('keeps every other field of agent i when a keyword forces the profession (the stream stays aligned)', async () => {
    // The same context with and without the forced profession, and the same query (so the same
    // mission seed): only the profession may differ. generateAgent draws a profession even when
    // one is forced; skipping that draw would shift every later field.
    const query = 'cyber ops in paris';
    const forcedContext = await createAgentContext(PARIS, query);
    expect(forcedContext.forcedProfession).toBe('Cyber Intelligence Analyst');
    const freeContext = { ...forcedContext, forcedProfession: null };
    for (const seed of [0, 4, 4294967295]) {
      const forced = [...generateAgents(forcedContext, query, seed, 0, 40)];
      const free = [...generateAgents(freeContext, query, seed, 0, 40)];
      expect(new Set(free.map((a) => a.profession)).size).toBeGreaterThan(10);
      for (const [i, agent] of forced.entries()) {
        const own = free[i] as Agent;
        expect(agent.profession).toBe('Cyber Intelligence Analyst');
        expect({ ...agent, profession: own.profession }).toEqual(own);
      }
    }
  });
});

describe('the jitter around the centre', () => {
  /** A kit and a stream whose draws are known, so the coordinates can be computed by hand. */
  const stubKit: IdentityKit = {
    name: () => ({ sex: 'female', fullName: 'Anna Novak', emailLocal: 'anna.novak', userBase: 'anna_novak' }),
    address: () => '1 Rue de Rivoli',
    addressParts: () => ({ address: '1 Rue de Rivoli', street: '1 Rue de Rivoli', postcode: '' }),
    phone: () => '+33 1 00 00 00 00',
    phoneKind: 'valid',
    email: () => 'anna.novak@section-zero.example',
  };
  const stubContext: AgentContext = {
    kit: stubKit,
    v2: null,
    city: 'Paris',
    nationality: 'France',
    countryCode: 'FR',
    lat: 48.85341,
    lon: 2.3488,
    forcedProfession: null,
  };
  /** Answers next() from `units` in order (the lat draw, then the lng draw); pick and int take the first. */
  const stubRandom = (units: number[]): Random => ({
    next: () => units.shift() ?? 0.5,
    int: () => 0,
    pick: <T>(items: readonly T[]) => items[0] as T,
  });

  it('maps each unit draw to centre + (2u - 1) × 0.05°, latitude first', () => {
    // Hand computation: u = 0 → −0.05°, u = 0.25 → −0.025°, u = 0.5 → 0, u = 0.75 → +0.025°.
    const low = generateAgent(stubContext, stubRandom([0, 0.75]));
    expect(low.lat).toBeCloseTo(48.80341, 9);
    expect(low.lng).toBeCloseTo(2.3738, 9);
    const high = generateAgent(stubContext, stubRandom([0.75, 0.25]));
    expect(high.lat).toBeCloseTo(48.87841, 9);
    expect(high.lng).toBeCloseTo(2.3238, 9);
    const centre = generateAgent(stubContext, stubRandom([0.5, 0.5]));
    expect([centre.lat, centre.lng]).toEqual([48.85341, 2.3488]);
  });

  it('varies the longitude over its whole ±0.05° on its own draw, not a copy of the latitude’s', async () => {
    const list = await agents('paris', 6, 2000);
    const latOffsets = list.map((a) => a.lat - PARIS.lat);
    const lngOffsets = list.map((a) => a.lng - PARIS.lon);
    for (const offset of lngOffsets) expect(Math.abs(offset)).toBeLessThanOrEqual(JITTER_DEGREES + 1e-6);
    expect(Math.min(...lngOffsets)).toBeLessThan(-0.045);
    expect(Math.max(...lngOffsets)).toBeGreaterThan(0.045);
    // Both halves of the square on both sides: the four quadrants each hold about a quarter.
    const quadrants = [0, 0, 0, 0];
    for (const [i, lat] of latOffsets.entries())
      quadrants[(lat > 0 ? 2 : 0) + ((lngOffsets[i] as number) > 0 ? 1 : 0)]!++;
    for (const count of quadrants) expect(count).toBeGreaterThan(400);
    const copies = latOffsets.filter((lat, i) => Math.abs(lat - (lngOffsets[i] as number)) < 1e-6);
    expect(copies.length).toBeLessThan(5);
  });
});

describe('agent sub-streams', () => {
  const slice = (context: AgentContext, query: string, seed: number, from: number, to: number) => [
    ...generateAgents(context, query, seed, from, to),
  ];

  it('gives agents 20–22 asked for alone exactly as agents 20–22 of 0–30', async () => {
    const context = await createAgentContext(PARIS, 'paris');
    const block = slice(context, 'paris', 9, 0, 30);
    expect(slice(context, 'paris', 9, 20, 23)).toEqual(block.slice(20, 23));
    expect(slice(context, 'paris', 9, 29, 30)).toEqual(block.slice(29));
  });

  it('makes agent i depend on (mission seed, i) only, over many seeds and positions', async () => {
    // Property: whatever window [from, to) holds agent i, and whatever its position in the window, it is one agent.
    const context = await createAgentContext(PARIS, 'paris');
    const random = createRandom(2026);
    for (let trial = 0; trial < 60; trial++) {
      const seed = random.int(4294967296);
      const i = random.int(5000);
      const from = Math.max(0, i - random.int(5));
      const to = i + 1 + random.int(5);
      const alone = slice(context, 'paris', seed, i, i + 1)[0];
      expect(slice(context, 'paris', seed, from, to)[i - from]).toEqual(alone);
      expect(agentAt(context, missionSeed('paris', seed), i)).toEqual(alone);
    }
  });

  it('gives every position a stream of its own: no two agents of a mission alike', async () => {
    const context = await createAgentContext(PARIS, 'paris');
    const list = slice(context, 'paris', 3, 0, 3000);
    expect(new Set(list.map((a) => `${a.lat},${a.lng}`)).size).toBeGreaterThan(2990);
    expect(new Set(list.map((a) => `${a.fullName}|${a.codename}|${a.phone}`)).size).toBeGreaterThan(2990);
  });

  it('derives streams that neither repeat nor overlap: stream i + 1 is not stream i shifted', () => {
    const random = createRandom(77);
    for (let trial = 0; trial < 200; trial++) {
      const base = random.int(4294967296);
      const i = random.int(100_000);
      const draws = (stream: number) => {
        const r = createRandom(deriveSeed(base, stream));
        return [r.next(), r.next(), r.next(), r.next()];
      };
      const here = draws(i);
      const next = draws(i + 1);
      expect(next).not.toEqual(here);
      // A shift by one to three draws would put stream i's later draws at the head of stream i + 1.
      for (let shift = 1; shift < 4; shift++) expect(next[0]).not.toBe(here[shift]);
      expect(deriveSeed(base ^ 1, i)).not.toBe(deriveSeed(base, i));
    }
  });
});

describe('place-consistent identities', () => {
  const TOKYO: Place = {
    name: 'Tokyo',
    country: 'Japan',
    countryCode: 'JP',
    admin1: 'Tokyo',
    lat: 35.6895,
    lon: 139.69171,
    source: 'index',
  };

  it('gives a Tokyo agent a romanised Japanese name with its native form, and a Japanese number', async () => {
    for (const agent of await agents('tokyo', 1, 50, TOKYO)) {
      expect(agent.fullName).toMatch(/^[A-Za-z' -]+$/);
      expect(agent.nativeName).toMatch(/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々 ]+$/u);
      expect(agent.phone).toMatch(/^\+81 /);
      expect(agent.address).toContain('Tokyo');
      expect(Object.keys(agent).at(-1)).toBe('nativeName');
    }
  });
});

describe('choosePlace', () => {
  it('uses the index when the query names a place', async () => {
    const { place, resolution } = choosePlace(fixtureIndex(), 'agents in rome', 1);
    expect(place).toMatchObject({ name: 'Rome', countryCode: 'IT', country: 'Italy', source: 'index' });
    // GeoNames id 3169070 is Rome, Italy.
    expect(resolution).toMatchObject({
      kind: 'city',
      label: 'Rome, Italy',
      pin: 'city:3169070',
      rule: 'name',
    });
  });

  it('draws a random city, reproducibly, when it names none', async () => {
    const a = choosePlace(fixtureIndex(), 'art thieves', 1);
    expect(a.place.source).toBe('random');
    expect(a.resolution.kind).toBe('random');
    expect(a.resolution.pin).toMatch(/^random:\d+$/);
    expect(choosePlace(fixtureIndex(), 'art thieves', 1)).toEqual(a);
    const seen = new Set<string>();
    for (let seed = 0; seed < 50; seed++)
      seen.add(choosePlace(fixtureIndex(), 'art thieves', seed).place.name);
    expect(seen.size).toBeGreaterThan(10);
  });
});

describe('the random-city pool', () => {
  /** A stream stuck at one end of [0, 1), honouring Random's contract (int(n) is ⌊u·n⌋). */
  const stuckAt = (unit: number): Random => ({
    next: () => unit,
    int: (n) => Math.floor(unit * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(unit * items.length)] as T,
  });
  const LAST_UNIT = 1 - 2 ** -32;

  it('reaches the first and the 5,000th most populous city, never the 5,001st', () => {
    const index = realIndex();
    expect(RANDOM_CITY_POOL).toBe(5000);
    expect(index.cities.length).toBeGreaterThan(5001);
    expect(pickRandomCity(index, stuckAt(0)).id).toBe(index.cities.at(0)?.id);
    const last = pickRandomCity(index, stuckAt(LAST_UNIT));
    expect(last.id).toBe(index.cities.at(4999)?.id);
    expect(last.id).not.toBe(index.cities.at(5000)?.id);
    // The file's most populous city opens the pool: Shanghai (GeoNames 1796236).
    expect(index.cities.at(0)?.name).toBe('Shanghai');
  });

  it('draws every random city of a mission among the 5,000 most populous, over many seeds', () => {
    const index = realIndex();
    const positionOf = new Map<number, number>();
    for (let i = 0; i < index.cities.length; i++) positionOf.set(index.cities.at(i)?.id ?? -1, i);
    // By population too, apart from the index's order: no random city is smaller than the 5,000th largest.
    const floor = [...index.cities].map((city) => city.pop).sort((a, b) => b - a)[RANDOM_CITY_POOL - 1] ?? 0;
    const seen = new Set<number>();
    for (let seed = 0; seed < 3000; seed++) {
      const { resolution } = choosePlace(index, 'art thieves', seed);
      expect(resolution.kind).toBe('random');
      const position = positionOf.get(Number(resolution.pin.slice('random:'.length))) ?? Infinity;
      expect(position, resolution.pin).toBeLessThan(RANDOM_CITY_POOL);
      expect(index.cities.at(position)?.pop).toBeGreaterThanOrEqual(floor);
      seen.add(position);
    }
    // Spread over the pool, not stuck in a corner of it (3,000 draws from 5,000 give ~2,250 distinct).
    expect(seen.size).toBeGreaterThan(2000);
  });

  it('takes the whole index when it holds fewer cities than the pool', () => {
    const small = fixtureIndex();
    expect(small.cities.length).toBeLessThan(RANDOM_CITY_POOL);
    expect(pickRandomCity(small, stuckAt(LAST_UNIT)).id).toBe(small.cities.at(small.cities.length - 1)?.id);
    expect(() => pickRandomCity({ ...small, cities: [] }, stuckAt(0))).toThrow(RangeError);
  });
});

describe('missionSeed for queries in other scripts', () => {
  it('reads them trimmed, lower-cased and composed, as typed otherwise', () => {
    expect(missionSeed(' 東京 ', 1)).toBe(missionSeed('東京', 1));
    expect(missionSeed('МОСКВА', 1)).toBe(missionSeed('москва', 1));
    // й typed as one character, or as и and a combining breve.
    expect(missionSeed('й', 1)).toBe(missionSeed('и\u0306', 1));
    expect(missionSeed('東京', 1)).not.toBe(missionSeed('東京', 2));
  });
});

describe('createAgentContext', () => {
  const placeWith = (country: string): Place => ({ ...PARIS, name: 'Tokyo', country, countryCode: 'JP' });

  it('takes the nationality from the place, or from its country code when the place has no country name', async () => {
    const asked: PlaceContext[] = [];
    const makeKit = async (place: PlaceContext) => {
      asked.push(place);
      return {} as IdentityKit;
    };
    expect((await createAgentContext(placeWith(''), 'agents', { version: 1, makeKit })).nationality).toBe(
      'Japan',
    );
    expect(
      (await createAgentContext(placeWith('Nippon'), 'agents', { version: 1, makeKit })).nationality,
    ).toBe('Nippon');
    expect(asked.map((place) => place.country)).toEqual(['Japan', 'Nippon']);
  });
});
