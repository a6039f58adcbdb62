// The land data's packing: rings across the antimeridian and round a pole cut into planar paths
// that the engine's east-cast ray reads right, and every source coordinate decoded exactly.
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { gridLayer, packLayer, packPaths, zonePaths } from '../../scripts/build-land.ts';
import { planarPaths } from '../../scripts/lib/antimeridian.ts';
import { readLand, type Rings } from '../../scripts/lib/landSources.ts';
import { decodeLand, type LandLayerData } from '../../src/worker/engine/land/landIndex.ts';
import { loadLand } from '../../src/worker/engine/land/loadLand.ts';
import { onLand, placeLand } from '../../src/worker/engine/land/placeLand.ts';
import { createRandom } from '../../src/worker/engine/random.ts';

const JITTER = 0.05;
const GRID = { kind: 'divided', divisor: 1000 } as const;

/** A land layer of the given polygons (with a far-away islet as a second, so layers stay apart). */
function landOf(polygons: Rings[]): LandLayerData[] {
  return [
    packLayer({ name: 'land', grid: GRID, polygons }),
    packLayer({ name: 'lakes', grid: GRID, polygons: [] }),
  ];
}

const at = (layers: LandLayerData[], lat: number, lon: number): boolean =>
  onLand(placeLand(decodeLand(layers), lat, lon, JITTER), lat, lon);

describe('rings across the antimeridian', () => {
  // An island from 179° E to 179° W, 0° to 1° N, written the spherical way: it steps from 179 to −179.
  const island: Rings = [
    [
      [179, 0],
      [-179, 0],
      [-179, 1],
      [179, 1],
      [179, 0],
    ],
  ];

  it('cuts the ring into a west piece, an east piece and the segment on +180° that closes the ray', () => {
    const paths = planarPaths(island[0] as Position[]);
    expect(paths).toHaveLength(3);
    expect(paths.flat().every(([x]) => (x as number) >= -180 && (x as number) <= 180)).toBe(true);
    expect(paths.at(-1)).toEqual([
      [180, 0],
      [180, 1],
    ]);
  });

  it('puts both sides of the island on land and the sea around it in the sea', () => {
    const layers = landOf([island]);
    for (const lon of [179.5, 179.97, -179.97, -179.5]) expect(at(layers, 0.5, lon), `${lon}`).toBe(true);
    for (const [lat, lon] of [
      [0.5, 178.5],
      [0.5, -178.5],
      [1.5, 179.99],
      [-0.5, -179.99],
      [0.5, 0],
    ] as const)
      expect(at(layers, lat, lon), `${lat},${lon}`).toBe(false);
  });

  it('closes a ring round the South Pole along the pole', () => {
    // A ring along 80° S all the way round, as Natural Earth writes Antarctica: it never closes.
    const ring: Position[] = [];
    for (let lon = -180; lon <= 180; lon += 30) ring.push([lon, -80]);
    const layers = landOf([[ring]]);
    expect(at(layers, -85, 0)).toBe(true);
    expect(at(layers, -85, 179.99)).toBe(true);
    expect(at(layers, -85, -120)).toBe(true);
    expect(at(layers, -75, 0)).toBe(false);
    expect(at(layers, -75, 179.99)).toBe(false);
  });
});

describe('the packed deltas', () => {
  it('decode exactly at every size: one byte, several, and beyond 2³¹ once zigzagged', () => {
    // On a grid of 10⁻⁷°, a step of 170° west is −1.7 × 10⁹ units: zigzagged, 3.4 × 10⁹, over 2³¹ (and
    // under 2³², the writer's limit), in five bytes. A step of 10⁻⁷° takes one. (Steps stay under 180°:
    // longer ones cross the antimeridian.)
    const ring: Position[] = [
      [0, -10],
      [170, -10],
      [170, -9.9999999],
      [0.0000001, 10],
      [0, -10],
    ];
    const layers = [
      packLayer({ name: 'land', grid: { kind: 'divided', divisor: 1e7 }, polygons: [[ring]] }),
      packLayer({ name: 'lakes', grid: { kind: 'divided', divisor: 1e7 }, polygons: [] }),
    ];
    const { xs, ys } = decodeLand(layers);
    expect([...xs]).toEqual(ring.map(([x]) => x));
    expect([...ys]).toEqual(ring.map(([, y]) => y));
  });
});

describe('the packed land of Natural Earth', () => {
  it('decodes to exactly the source coordinates', () => {
    const source = readLand();
    const index = decodeLand([packLayer(source), packLayer({ name: 'lakes', grid: GRID, polygons: [] })]);
    const expected = new Set<string>();
    for (const ring of source.polygons.flat()) for (const [x, y] of ring) expected.add(`${x},${y}`);
    let sourcePoints = 0;
    for (let i = 0; i < index.xs.length; i++) {
      const x = index.xs[i] as number;
      if (x !== 180 && x !== -180 && expected.has(`${x},${index.ys[i]}`)) sourcePoints++;
    }
    // Every point is a source vertex but the cut points on ±180° (a few dozen) and the pole's.
    expect(index.xs.length - sourcePoints).toBeLessThan(100);
    expect(sourcePoints).toBeGreaterThan(400_000);
  });

  it('answers as the unwrapped source polygons do on Taveuni, the Fiji island the antimeridian crosses', async () => {
    // Reference: each source ring unwrapped (no step over 180°) and tested at the point's longitude
    // and at it ± 360°, so Turf sees the island whole.
    const polygons = readLand().polygons.map((rings) => rings.map(unwrapLongitudes));
    const reference = (lat: number, lon: number) =>
      [lon, lon + 360, lon - 360].some((x) =>
        polygons.some((rings) => booleanPointInPolygon([x, lat], { type: 'Polygon', coordinates: rings })),
      );
    const taveuni = placeLand(await loadLand(-16.82), -16.82, 179.98, JITTER);
    const random = createRandom(180);
    let land = 0;
    for (let i = 0; i < 300; i++) {
      const lat = Math.round((-16.82 + (random.next() * 2 - 1) * JITTER) * 1e6) / 1e6;
      let lon = Math.round((179.98 + (random.next() * 2 - 1) * JITTER) * 1e6) / 1e6;
      if (lon > 180) lon -= 360;
      const expected = reference(lat, lon);
      expect(onLand(taveuni, lat, lon), `${lat},${lon}`).toBe(expected);
      if (expected) land++;
    }
    expect(land).toBeGreaterThan(30);
    expect(land).toBeLessThan(270);
  });
});

describe('a latitude zone of a layer', () => {
  // One ring on a 1/1000° grid that climbs from 0° to 10° N along 0° E, steps east, and comes back
  // down along 1° E: a zone from 3.5° to 6.5° N meets the climb's and the descent's middles only.
  const climb = Array.from({ length: 11 }, (_, k) => [0, k]);
  const descent = Array.from({ length: 11 }, (_, k) => [1, 10 - k]);
  const ring = [...climb, ...descent, [0, 0]];
  const layer = gridLayer({ name: 'land', grid: GRID, polygons: [[ring]] });

  it('keeps the runs of segments that meet it, each as a path of its own', () => {
    const zone = zonePaths(layer, 3.5, 6.5);
    const points = zone.paths.map((path) => Array.from(path).map((q) => q / 1000));
    // Segments 3→4 … 6→7 on the way up (points 3 to 7), and 7→6 … 4→3 on the way down.
    expect(points).toEqual([
      [0, 3, 0, 4, 0, 5, 0, 6, 0, 7],
      [1, 7, 1, 6, 1, 5, 1, 4, 1, 3],
    ]);
  });

  it('keeps a segment that only touches it, and one that crosses it without a point inside', () => {
    expect(zonePaths(layer, 10, 10).paths.map((path) => Array.from(path).map((q) => q / 1000))).toEqual([
      [0, 9, 0, 10, 1, 10, 1, 9],
    ]);
    const long = gridLayer({
      name: 'land',
      grid: GRID,
      polygons: [
        [
          [
            [0, 0],
            [1, 10],
            [2, 0],
            [0, 0],
          ],
        ],
      ],
    });
    expect(zonePaths(long, 4, 5).paths.map((path) => Array.from(path).map((q) => q / 1000))).toEqual([
      [0, 0, 1, 10, 2, 0],
    ]);
  });

  it('decodes to the very coordinates of the whole layer', () => {
    const whole = decodeLand([packLayer({ name: 'land', grid: GRID, polygons: [[ring]] })]);
    const zone = decodeLand([packPaths(zonePaths(layer, 3.5, 6.5))]);
    const key = (xs: Float64Array, ys: Float64Array, i: number) => `${xs[i]},${ys[i]}`;
    const wholePoints = new Set(Array.from(whole.xs, (_, i) => key(whole.xs, whole.ys, i)));
    expect(zone.xs.length).toBe(10);
    for (let i = 0; i < zone.xs.length; i++) expect(wholePoints.has(key(zone.xs, zone.ys, i))).toBe(true);
  });
});

/** The ring with continuous longitudes, relative to its first point. */
function unwrapLongitudes(ring: Position[]): Position[] {
  let turn = 0;
  return ring.map(([x, y], i) => {
    const previous = ring[i - 1];
    if (previous !== undefined) {
      const step = (x as number) - (previous[0] as number);
      if (step > 180) turn -= 360;
      else if (step < -180) turn += 360;
    }
    return [(x as number) + turn, y as number];
  });
}
