// Agents on land (issue 19): the engine's land test against the sources' polygons, and version 2
// missions in coastal and lake cities held to it. Expected answers come from Turf on the source
// data (landReference.ts) and from places whose land and water are not in doubt.
import { describe, expect, it } from 'vitest';
import type { Agent, Place, SearchPlan } from '../../../../src/shared/types.ts';
import { JITTER_DEGREES } from '../../../../src/worker/engine/generateAgent.ts';
import { loadLand } from '../../../../src/worker/engine/land/loadLand.ts';
import { fallbackPoints, onLand, placeLand } from '../../../../src/worker/engine/land/placeLand.ts';
import { createRandom } from '../../../../src/worker/engine/random.ts';
import { runMission } from '../../../../src/worker/engine/runMission.ts';
import { realIndex } from '../fixtureIndex.ts';
import { referenceOnLand } from '../../../../scripts/lib/landReference.ts';

/** Coastal, lagoon and lake-shore cities on every continent, and inland ones. */
const CENTRES: readonly [string, number, number][] = [
  ['Tokyo', 35.6895, 139.69171],
  ['Chicago', 41.85003, -87.65005],
  ['New York', 40.71427, -74.00597],
  ['Rio de Janeiro', -22.90642, -43.18223],
  ['Stockholm', 59.33258, 18.0649],
  ['Singapore', 1.28967, 103.85007],
  ['San Francisco', 37.77493, -122.41942],
  ['Sydney', -33.86785, 151.20732],
  ['Hong Kong', 22.27832, 114.17469],
  ['Helsinki', 60.16952, 24.93545],
  ['Marseille', 43.29695, 5.38107],
  ['Dubai', 25.07725, 55.30927],
  ['Venice', 45.43713, 12.33265],
  ['Kampala', 0.31628, 32.58219],
  ['Lagos', 6.45407, 3.39467],
  ['Cape Town', -33.92584, 18.42322],
  ['Toronto', 43.70011, -79.4163],
  ['Geneva', 46.20222, 6.14569],
  ['Baku', 40.37767, 49.89201],
  ['Reykjavík', 64.13548, -21.89541],
  ['Madrid', 40.4165, -3.70256],
  ['Suva', -18.14161, 178.44149],
];

describe('onLand', () => {
  it('agrees with Turf on the source polygons at 200 points in each of 22 squares', async () => {
    const random = createRandom(1912);
    let land = 0;
    let water = 0;
    for (const [name, lat, lon] of CENTRES) {
      const square = placeLand(await loadLand(lat), lat, lon, JITTER_DEGREES);
      for (let i = 0; i < 200; i++) {
        // Rounded to 6 decimals, as agents' coordinates are.
        const y = Math.round((lat + (random.next() * 2 - 1) * JITTER_DEGREES) * 1e6) / 1e6;
        const x = Math.round((lon + (random.next() * 2 - 1) * JITTER_DEGREES) * 1e6) / 1e6;
        const expected = referenceOnLand(y, x);
        expect(onLand(square, y, x), `${name} ${y},${x}`).toBe(expected);
        if (expected) land++;
        else water++;
      }
    }
    // Both answers are common, so a test that always said one of them would fail.
    expect(land).toBeGreaterThan(1000);
    expect(water).toBeGreaterThan(500);
  });

  it('knows open water and dry land that are not in doubt', async () => {
    const at = async (lat: number, lon: number, y: number, x: number) =>
      onLand(placeLand(await loadLand(lat), lat, lon, JITTER_DEGREES), y, x);
    // Lake Michigan, 7 km off Chicago's shore; the Loop.
    expect(await at(41.85003, -87.65005, 41.88, -87.56)).toBe(false);
    expect(await at(41.85003, -87.65005, 41.8789, -87.6359)).toBe(true);
    // New York's Upper Bay between Brooklyn and Bayonne; Central Park.
    expect(await at(40.71427, -74.00597, 40.67, -74.05)).toBe(false);
    expect(await at(40.71427, -74.00597, 40.7494, -73.9695)).toBe(true);
    // Madrid is 300 km from any sea.
    const madrid = placeLand(await loadLand(40.4165), 40.4165, -3.70256, JITTER_DEGREES);
    expect(madrid.rowSegments.length).toBeGreaterThanOrEqual(0);
    for (const [y, x] of [
      [40.37, -3.75],
      [40.46, -3.65],
      [40.4165, -3.70256],
    ] as const)
      expect(onLand(madrid, y, x)).toBe(true);
    // The open Pacific, 1,000 km from the nearest island.
    const pacific = placeLand(await loadLand(-30), -30, -130, JITTER_DEGREES);
    expect(onLand(pacific, -30, -130)).toBe(false);
    expect(fallbackPoints(pacific)).toHaveLength(0);
  });

  it('lists fallback points that are all on land, all in the square', async () => {
    const venice = placeLand(await loadLand(45.43713), 45.43713, 12.33265, JITTER_DEGREES);
    const points = fallbackPoints(venice);
    expect(points.length).toBeGreaterThan(20);
    for (let k = 0; k < points.length; k += 2) {
      const [y, x] = [points[k] as number, points[k + 1] as number];
      expect(referenceOnLand(y, x), `${y},${x}`).toBe(true);
      expect(Math.abs(y - 45.43713)).toBeLessThanOrEqual(JITTER_DEGREES);
      expect(Math.abs(x - 12.33265)).toBeLessThanOrEqual(JITTER_DEGREES);
    }
  });
});

async function missionAt(
  place: Place | string,
  count: number,
  seed: number,
): Promise<{ plan: SearchPlan; agents: Agent[] }> {
  const agents: Agent[] = [];
  let plan: SearchPlan | null = null;
  const pin =
    typeof place === 'string'
      ? {}
      : { place: `geo:${place.lat},${place.lon}|${place.countryCode}|${place.admin1}|${place.name}` };
  await runMission(
    { index: realIndex(), geocode: async () => null, entropy: () => 0 },
    { query: typeof place === 'string' ? place : place.name, seed, version: 2, count, offline: true, ...pin },
    { onPlan: (p) => void (plan = p), onAgent: (agent) => void agents.push(agent) },
    () => true,
  );
  return { plan: plan as unknown as SearchPlan, agents };
}

describe('version 2 agents stand on land', () => {
  it.each(['chicago', 'new york', 'venice', 'lisbon', 'rio de janeiro', 'stockholm', 'tokyo'])(
    'puts 1,000 agents of %s on land, within ±0.05° of the place',
    async (query) => {
      const { plan, agents } = await missionAt(query, 1000, 19);
      expect(agents).toHaveLength(1000);
      for (const agent of agents) {
        expect(referenceOnLand(agent.lat, agent.lng), `${agent.lat},${agent.lng}`).toBe(true);
        expect(Math.abs(agent.lat - plan.place.lat)).toBeLessThanOrEqual(JITTER_DEGREES + 1e-9);
        expect(Math.abs(agent.lng - plan.place.lon)).toBeLessThanOrEqual(JITTER_DEGREES + 1e-9);
      }
    },
  );

  it('gathers agents towards the centre more than the land itself is gathered there', async () => {
    // Chicago's square is land except its lake side. Uniform points on that land put a share s in
    // the inner square (±0.025°); agents, drawn denser at the centre, put clearly more there.
    const { plan, agents } = await missionAt('chicago', 2000, 5);
    const { lat, lon } = plan.place;
    const inner = (y: number, x: number) => Math.abs(y - lat) <= 0.025 && Math.abs(x - lon) <= 0.025;
    const random = createRandom(77);
    let landPoints = 0;
    let landInner = 0;
    while (landPoints < 2000) {
      const y = lat + (random.next() * 2 - 1) * JITTER_DEGREES;
      const x = lon + (random.next() * 2 - 1) * JITTER_DEGREES;
      if (!referenceOnLand(y, x)) continue;
      landPoints++;
      if (inner(y, x)) landInner++;
    }
    const uniformShare = landInner / landPoints;
    const agentShare = agents.filter((agent) => inner(agent.lat, agent.lng)).length / agents.length;
    // A triangular draw puts 9/16 of a whole square's points in its inner quarter, against 1/4 for uniform.
    expect(uniformShare).toBeGreaterThan(0.2);
    expect(uniformShare).toBeLessThan(0.35);
    expect(agentShare).toBeGreaterThan(uniformShare + 0.2);
  });

  it('keeps a place with no land in its square working: agents stand where drawn, in the square', async () => {
    const ocean: Place = {
      name: 'Point Nemo',
      country: '',
      countryCode: 'NZ',
      admin1: '',
      lat: -48.87667,
      lon: -123.39333,
      source: 'geocoder',
    };
    const { agents } = await missionAt(ocean, 50, 3);
    expect(agents).toHaveLength(50);
    for (const agent of agents) {
      expect(Math.abs(agent.lat - ocean.lat)).toBeLessThanOrEqual(JITTER_DEGREES + 1e-9);
      expect(Math.abs(agent.lng - ocean.lon)).toBeLessThanOrEqual(JITTER_DEGREES + 1e-9);
    }
  });
});
