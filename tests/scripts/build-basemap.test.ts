import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FeatureCollection, MultiLineString, MultiPolygon, Point, Position } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBasemap, LABEL_COUNT, type LabelProperties } from '../../scripts/build-basemap.ts';
import { flattenPolygon, roundLine, signedArea, unwrapRing } from '../../scripts/lib/basemapGeometry.ts';

describe('basemap geometry', () => {
  it('rounds and drops the points rounding made repeat', () => {
    expect(
      roundLine(
        [
          [1.00049, 2],
          [1.0004, 2.0001],
          [1.2345, -0.0001],
        ],
        3,
      ),
    ).toEqual([
      [1, 2],
      [1.235, 0],
    ]);
  });

  it('unwraps a ring that hops across the antimeridian', () => {
    const { ring, shift } = unwrapRing([
      [179, 0],
      [-179, 0],
      [-179, 1],
      [179, 1],
      [179, 0],
    ]);
    expect(ring).toEqual([
      [179, 0],
      [181, 0],
      [181, 1],
      [179, 1],
      [179, 0],
    ]);
    expect(shift).toBe(0);
  });

  it('closes a ring around the south pole along the bottom edge and winds it counter-clockwise', () => {
    // Shaped like world-atlas's Antarctica: eastward along the coast, hopping from 179.6 to -180.
    const [outer, ...holes] = flattenPolygon([
      [
        [-180, -84],
        [-90, -80],
        [0, -70],
        [90, -66],
        [179.6, -84],
        [-180, -84],
      ],
      [
        [-180, -89.999],
        [90, -89.999],
        [0, -89.999],
        [-90, -89.999],
        [-180, -89.999],
      ],
    ]) ?? [[]];
    expect(holes).toEqual([]); // d3's hole around the pole point means nothing on a flat map
    const hops = (outer ?? [])
      .slice(1)
      .filter((p, i) => Math.abs((p[0] ?? 0) - (outer?.[i]?.[0] ?? 0)) > 180);
    expect(hops.every((p) => p[1] === -90)).toBe(true); // only the edge along the pole is long
    expect(signedArea(outer ?? [])).toBeGreaterThan(0);
    expect(outer?.[0]).toEqual(outer?.[(outer?.length ?? 0) - 1]);
  });

  it('winds exteriors counter-clockwise and holes clockwise (RFC 7946)', () => {
    const clockwiseSquare: Position[] = [
      [0, 0],
      [0, 10],
      [10, 10],
      [10, 0],
      [0, 0],
    ];
    const counterClockwiseHole: Position[] = [
      [2, 2],
      [8, 2],
      [8, 8],
      [2, 8],
      [2, 2],
    ];
    const [outer, hole] = flattenPolygon([clockwiseSquare, counterClockwiseHole]) ?? [];
    expect(signedArea(outer ?? [])).toBeGreaterThan(0);
    expect(signedArea(hole ?? [])).toBeLessThan(0);
  });
});

describe('buildBasemap on the real data', () => {
  let directory = '';
  let land: FeatureCollection<MultiPolygon>;
  let borders: FeatureCollection<MultiLineString>;
  let labels: FeatureCollection<Point, LabelProperties>;
  const read = <T>(name: string): T => JSON.parse(readFileSync(join(directory, name), 'utf8')) as T;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'tsd-basemap-'));
    buildBasemap(directory);
    land = read('land.json');
    borders = read('borders.json');
    labels = read('labels.json');
  }, 30_000);

  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('draws land without bands across the world', () => {
    const rings = land.features.flatMap((f) => f.geometry.coordinates.flat());
    expect(rings.length).toBeGreaterThan(1000);
    const worldWideSteps = rings.flatMap((ring) =>
      ring.slice(1).filter((p, i) => Math.abs((p[0] ?? 0) - (ring[i]?.[0] ?? 0)) > 180 && p[1] !== -90),
    );
    expect(worldWideSteps).toEqual([]);
    const exteriors = land.features.flatMap((f) => f.geometry.coordinates.map((polygon) => polygon[0] ?? []));
    expect(exteriors.filter((ring) => signedArea(ring) <= 0)).toEqual([]);
  });

  it('keeps coordinates to 3 decimals', () => {
    const values = [
      ...land.features.flatMap((f) => f.geometry.coordinates.flat(3)),
      ...borders.features.flatMap((f) => f.geometry.coordinates.flat(2)),
    ];
    expect(values.filter((v) => Math.round(v * 1000) / 1000 !== v)).toEqual([]);
  });

  it('has interior borders and the largest places as labels', () => {
    expect(borders.features[0]?.geometry.coordinates.length).toBeGreaterThan(100);
    expect(labels.features).toHaveLength(LABEL_COUNT);
    expect(labels.features[0]?.properties).toEqual({ name: 'Shanghai', pop: 22_315_474, rank: 1 });
    const pops = labels.features.map((f) => f.properties.pop);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
  });

  it('is deterministic', () => {
    const again = mkdtempSync(join(tmpdir(), 'tsd-basemap-'));
    try {
      buildBasemap(again);
      for (const name of ['land.json', 'borders.json', 'labels.json']) {
        expect(readFileSync(join(again, name)).equals(readFileSync(join(directory, name)))).toBe(true);
      }
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  }, 30_000);
});
