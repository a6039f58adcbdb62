// Turning world-atlas polygons, which are drawn on a sphere (d3's conventions), into polygons a
// flat map renders correctly.
//
// Two things differ. On the sphere a ring may step from longitude -180 to 179.9 — a short hop
// across the antimeridian — but on a flat map that step is a line across the whole world, which
// MapLibre draws as a band of land (Chukotka, Wrangel Island, Fiji, Antarctica). And d3 winds
// exterior rings clockwise, while GeoJSON (RFC 7946) and MapLibre expect counter-clockwise.

import type { Position } from 'geojson';

/** Rounds to `decimals` places, dropping points that rounding made equal to the one before. */
export function roundLine(line: readonly Position[], decimals: number): Position[] {
  const factor = 10 ** decimals;
  // `+ 0` turns -0 into 0 so equal points compare equal.
  const round = (value: number | undefined): number => Math.round((value ?? 0) * factor) / factor + 0;
  const rounded: Position[] = [];
  for (const position of line) {
    const point = [round(position[0]), round(position[1])];
    const previous = rounded[rounded.length - 1];
    if (previous && previous[0] === point[0] && previous[1] === point[1]) continue;
    rounded.push(point);
  }
  return rounded;
}

/**
 * Makes longitudes continuous: after a hop across the antimeridian the ring carries on past
 * ±180 (to -180.2, say) instead of jumping to the other edge. MapLibre wraps such coordinates
 * onto the neighbouring world copy. Returns how far the end was shifted: 0 for an ordinary ring,
 * ±360 for a ring that goes once around a pole.
 */
export function unwrapRing(ring: readonly Position[]): { ring: Position[]; shift: number } {
  const unwrapped: Position[] = [];
  let shift = 0;
  let previousLon: number | undefined;
  for (const [lon = 0, lat = 0] of ring) {
    if (previousLon !== undefined) {
      const step = lon - previousLon;
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    previousLon = lon;
    unwrapped.push([lon + shift, lat]);
  }
  return { ring: unwrapped, shift };
}

/** Twice the signed planar area: positive for counter-clockwise rings (x east, y north). */
export function signedArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i += 1) {
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const [x2 = 0, y2 = 0] = ring[i + 1] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** The ring wound counter-clockwise (an exterior, in RFC 7946) or clockwise (a hole). */
export function windTo(ring: Position[], counterClockwise: boolean): Position[] {
  return signedArea(ring) > 0 === counterClockwise ? ring : ring.slice().reverse();
}

/**
 * A sphere polygon as a flat one: antimeridian hops unwrapped, a ring around a pole closed along
 * that pole's edge of the map, rings wound the RFC 7946 way. A hole that itself circles a pole
 * (d3's way of leaving the pole point out of Antarctica) has no flat meaning and is dropped.
 * Returns null when the exterior ring is too small to draw.
 *
 * @example flattenPolygon([[[179, 0], [-179, 0], [-179, 1], [179, 1], [179, 0]]])
 *   // [[[179, 0], [181, 0], [181, 1], [179, 1], [179, 0]]]
 */
export function flattenPolygon(rings: readonly Position[][]): Position[][] | null {
  const [outer, ...holes] = rings;
  if (!outer || outer.length < 4) return null;
  // Unwrapping can leave a ring a whole turn away (Eurasia, if its ring starts in Chukotka);
  // moving it back keeps most of every polygon on the main world copy.
  const unwrappedOuter = closeAroundPole(unwrapRing(outer));
  const outerCentre = longitudeCentre(unwrappedOuter);
  const flatOuter = shiftLongitudes(unwrappedOuter, -360 * Math.round(outerCentre / 360));
  const flatHoles: Position[][] = [];
  for (const hole of holes) {
    const { ring, shift } = unwrapRing(hole);
    if (shift !== 0 || ring.length < 4) continue;
    const turns = Math.round((longitudeCentre(flatOuter) - longitudeCentre(ring)) / 360);
    flatHoles.push(windTo(shiftLongitudes(ring, 360 * turns), false));
  }
  return [windTo(flatOuter, true), ...flatHoles];
}

function longitudeCentre(ring: readonly Position[]): number {
  let west = Infinity;
  let east = -Infinity;
  for (const [lon = 0] of ring) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  return (west + east) / 2;
}

function shiftLongitudes(ring: Position[], degrees: number): Position[] {
  return degrees === 0 ? ring : ring.map(([lon = 0, lat = 0]) => [lon + degrees, lat]);
}

function closeAroundPole({ ring, shift }: { ring: Position[]; shift: number }): Position[] {
  if (shift === 0) return ring;
  // The unwrapped ring ends a full turn (±360°) east or west of where it began; walking along the
  // pole's edge of the map back to the start makes it the flat band it is on a world map.
  const [firstLon = 0, firstLat = 0] = ring[0] ?? [];
  const endLon = firstLon + shift;
  const meanLat = ring.reduce((sum, [, lat = 0]) => sum + lat, 0) / ring.length;
  const poleLat = meanLat < 0 ? -90 : 90;
  return [...ring, [endLon, poleLat], [firstLon, poleLat], [firstLon, firstLat]];
}
