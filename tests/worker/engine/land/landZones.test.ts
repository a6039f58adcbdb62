// The land by latitude zone answers every place's square exactly as the whole world's land does:
// the app's worker loads a zone, the command line the world's snapshot, and the same mission must
// put its agents on the same points in both (the golden missions hold the world's answers).
import { describe, expect, it } from 'vitest';
import { LAND_LAYERS } from '../../../../src/worker/data/land/landData.generated.ts';
import { JITTER_DEGREES } from '../../../../src/worker/engine/generateAgent.ts';
import { decodeLand, segmentsNear } from '../../../../src/worker/engine/land/landIndex.ts';
import {
  ZONE_COUNT,
  ZONE_DEGREES,
  zoneCoverage,
  zoneOf,
} from '../../../../src/worker/engine/land/landZones.ts';
import { loadLand } from '../../../../src/worker/engine/land/loadLand.ts';
import { fallbackPoints, onLand, placeLand } from '../../../../src/worker/engine/land/placeLand.ts';
import { createRandom } from '../../../../src/worker/engine/random.ts';

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const wrap = (lon: number) => (lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon);

describe('latitude zones', () => {
  it('number the 5° bands from the South Pole, the poles going to the zones beside them', () => {
    expect(ZONE_COUNT).toBe(36);
    expect(zoneOf(-90)).toBe(0);
    expect(zoneOf(-85.0001)).toBe(0);
    expect(zoneOf(-85)).toBe(1);
    // Paris, 48.85° N: the band from 45° to 50° N is the 28th from the south.
    expect(zoneOf(48.85341)).toBe(27);
    expect(zoneOf(0)).toBe(18);
    expect(zoneOf(-0.0001)).toBe(17);
    expect(zoneOf(90)).toBe(35);
    expect(zoneCoverage(27)).toEqual({ south: 45 - 0.1, north: 50 + 0.1 });
  });

  it('refuse latitudes beyond what they cover rather than miss a shore', async () => {
    const paris = await loadLand(48.85341);
    expect(paris.covers).toEqual(zoneCoverage(27));
    expect(segmentsNear(paris, 48.8, 48.9).length).toBeGreaterThan(0);
    expect(() => segmentsNear(paris, 50.05, 50.15)).toThrow(/covers/);
    expect(() => segmentsNear(paris, 44.85, 44.95)).toThrow(/covers/);
  });

  it('give every square, on shores and off them, the answers of the whole world', async () => {
    const world = decodeLand(LAND_LAYERS);
    const random = createRandom(2026);
    let shoreSquares = 0;
    let points = 0;
    for (let zone = 0; zone < ZONE_COUNT; zone++) {
      const south = zone * ZONE_DEGREES - 90;
      // Centres on the band's own shores (a world point whose latitude lies in the band), at its
      // edges, where a square reaches into the next band, and anywhere.
      const shore: number[] = [];
      for (let i = 0; i < world.ys.length; i++) {
        const y = world.ys[i] as number;
        if (y >= south && y < south + ZONE_DEGREES) shore.push(i);
      }
      const centres: [number, number][] = [];
      for (let k = 0; k < 12 && shore.length > 0; k++) {
        const i = shore[Math.floor(random.next() * shore.length)] as number;
        centres.push([world.ys[i] as number, world.xs[i] as number]);
      }
      for (const edge of [south, south + ZONE_DEGREES - 1e-6, south + 0.01, south + ZONE_DEGREES - 0.01]) {
        centres.push([Math.max(-90, Math.min(90, edge)), random.next() * 360 - 180]);
      }
      centres.push([south + random.next() * ZONE_DEGREES, random.next() * 360 - 180]);
      for (const [lat, lon] of centres) {
        const zoneLand = await loadLand(lat);
        const fromWorld = placeLand(world, lat, lon, JITTER_DEGREES);
        const fromZone = placeLand(zoneLand, lat, lon, JITTER_DEGREES);
        const where = `zone ${zone} at ${lat},${lon}`;
        expect(fromZone.cells, where).toEqual(fromWorld.cells);
        expect(fromZone.rowParity, where).toEqual(fromWorld.rowParity);
        if (fromWorld.rowSegments.length > 0) shoreSquares++;
        for (let k = 0; k < 40; k++) {
          const y = round6(lat + (random.next() * 2 - 1) * JITTER_DEGREES);
          const x = wrap(round6(lon + (random.next() * 2 - 1) * JITTER_DEGREES));
          expect(onLand(fromZone, y, x), `${where}: ${y},${x}`).toBe(onLand(fromWorld, y, x));
          points++;
        }
        expect(fallbackPoints(fromZone), where).toEqual(fallbackPoints(fromWorld));
      }
    }
    // Most bands have shores, and the test must have met many squares crossed by them.
    expect(shoreSquares).toBeGreaterThan(200);
    expect(points).toBeGreaterThan(20_000);
  });
});
