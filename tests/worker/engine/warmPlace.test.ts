// Warming a place while its name is typed: the search that follows finds the place's identity kit
// made, and nothing is made for a query that does not name one city.
import { describe, expect, it, vi } from 'vitest';
import type * as PhoneModule from '../../../src/worker/engine/identity/phones/loadPhoneGenerator.ts';
import type * as AreaIndexModule from '../../../src/worker/engine/resolve/areaIndex.ts';
import { fixtureIndex } from './fixtureIndex.ts';

/** Every phone plan asked for, as "city vVERSION": a kit is made once per place and version. */
const phonePlans: string[] = [];
vi.mock('../../../src/worker/engine/identity/phones/loadPhoneGenerator.ts', async (importOriginal) => {
  const real = await importOriginal<typeof PhoneModule>();
  return {
    ...real,
    loadPhoneDrawer: (place: Parameters<typeof real.loadPhoneDrawer>[0], version?: 1 | 2) => {
      phonePlans.push(`${place.city} v${version}`);
      return real.loadPhoneDrawer(place, version);
    },
    // Version 3's kits lay out the place's numbers instead of drawing them.
    loadPhoneSpace: (place: Parameters<typeof real.loadPhoneSpace>[0], areas?: readonly string[]) => {
      phonePlans.push(`${place.city} v3`);
      return real.loadPhoneSpace(place, areas);
    },
  };
});

/** How many times a warm asked for the countries' and regions' index: the first step of any warm's work. */
let areaIndexAsks = 0;
vi.mock('../../../src/worker/engine/resolve/areaIndex.ts', async (importOriginal) => {
  const real = await importOriginal<typeof AreaIndexModule>();
  return {
    ...real,
    loadAreaIndex: () => {
      areaIndexAsks++;
      return real.loadAreaIndex();
    },
  };
});

const { warmPlace, prepareMission, missionAgentMaker } =
  await import('../../../src/worker/engine/runMission.ts');

const deps = () => ({
  index: fixtureIndex(),
  geocode: () => Promise.resolve(null),
  entropy: () => 0.5,
});

describe('warmPlace', () => {
  it('makes the kit of the city the query names, and the search for it makes no other', async () => {
    phonePlans.length = 0;
    await warmPlace(fixtureIndex(), 'lagos');
    expect(phonePlans).toEqual(['Lagos v3']);

    const prepared = await prepareMission(
      deps(),
      { query: 'lagos', seed: 3, count: 5, offline: true },
      () => true,
    );
    const make = await missionAgentMaker(prepared);
    const agent = await make(0);
    expect(agent.city).toBe('Lagos');
    expect(phonePlans, 'the search used the warmed kit').toEqual(['Lagos v3']);
  });

  it('warms the version it is asked for: a version 1 search needs a kit of its own', async () => {
    phonePlans.length = 0;
    await warmPlace(fixtureIndex(), 'Karachi', 1);
    expect(phonePlans).toEqual(['Karachi v1']);
  });

  it('makes nothing for a hint a search has overtaken', async () => {
    phonePlans.length = 0;
    await warmPlace(fixtureIndex(), 'nairobi', 3, () => false);
    expect(phonePlans).toEqual([]);
  });

  it('does no work at all for a blank query, or before the cities are indexed', async () => {
    phonePlans.length = 0;
    areaIndexAsks = 0;
    for (const query of ['', '   ', '\t\n']) await warmPlace(fixtureIndex(), query);
    // An index whose cities are not loaded yet has nothing to resolve against.
    await warmPlace({ ...fixtureIndex(), cities: [] }, 'lagos');
    expect(areaIndexAsks).toBe(0);
    expect(phonePlans).toEqual([]);
    // The same call with a city and a loaded index does ask: the count above can move.
    await warmPlace(fixtureIndex(), 'lagos');
    expect(areaIndexAsks).toBe(1);
  });

  it('makes nothing for a blank query, a country, or words the local data does not read', async () => {
    phonePlans.length = 0;
    for (const query of ['', '   ', 'italy', 'art thieves']) await warmPlace(fixtureIndex(), query);
    expect(phonePlans).toEqual([]);
  });
});
