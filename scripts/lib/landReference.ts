// The reference the land tests and the identity audit check agents against: Turf's point-in-polygon test on
// the source polygons themselves (Natural Earth's land, OpenStreetMap's large lakes), read from the
// packages, not from the engine's packed data. A point is on land when a land polygon holds it
// and no lake does.
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Position } from 'geojson';
import { readLakes, readLand } from './landSources.ts';

interface Bounded {
  rings: Position[][];
  west: number;
  south: number;
  east: number;
  north: number;
}

function bounded(polygons: Position[][][]): Bounded[] {
  return polygons.map((rings) => {
    const outer = rings[0] ?? [];
    const xs = outer.map((point) => point[0] as number);
    const ys = outer.map((point) => point[1] as number);
    return {
      rings,
      west: Math.min(...xs),
      south: Math.min(...ys),
      east: Math.max(...xs),
      north: Math.max(...ys),
    };
  });
}

let layers: { land: Bounded[]; lakes: Bounded[] } | null = null;

function holds(polygons: readonly Bounded[], lat: number, lng: number): boolean {
  return polygons.some(
    (polygon) =>
      lng >= polygon.west &&
      lng <= polygon.east &&
      lat >= polygon.south &&
      lat <= polygon.north &&
      booleanPointInPolygon([lng, lat], { type: 'Polygon', coordinates: polygon.rings }),
  );
}

/**
 * Whether the sources put (lat, lng) on land. Planar, like the sources' own test; not meant for
 * the few places whose polygons cross the antimeridian (the engine cuts those; Turf would not).
 *
 * @example referenceOnLand(41.88, -87.55) === false // Lake Michigan off Chicago
 */
export function referenceOnLand(lat: number, lng: number): boolean {
  layers ??= { land: bounded(readLand().polygons), lakes: bounded(readLakes().polygons) };
  return holds(layers.land, lat, lng) && !holds(layers.lakes, lat, lng);
}
