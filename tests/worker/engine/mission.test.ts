import { describe, expect, it } from 'vitest';
import type { Agent, Place } from '../../../src/shared/types.ts';
import { JITTER_DEGREES } from '../../../src/worker/engine/generateAgent.ts';
import {
  choosePlace,
  createAgentContext,
  generateAgents,
  missionSeed,
} from '../../../src/worker/engine/mission.ts';
import { fixtureIndex } from './fixtureIndex.ts';

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
      expect(Object.keys(agent)).toEqual([
        'fullName',
        'codename',
        'profession',
        'nationality',
        'city',
        'address',
        'email',
        'phone',
        'agency',
        'lat',
        'lng',
        'countryCode',
      ]);
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

  it('draws the same names whatever the profession rule says', async () => {
    const plain = (await agents('paris', 4, 12)).map((a) => a.fullName);
    const forced = [...generateAgents(await createAgentContext(PARIS, 'paris'), 'paris', 4, 0, 12)].map(
      (a) => a.fullName,
    );
    expect(forced).toEqual(plain);
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
