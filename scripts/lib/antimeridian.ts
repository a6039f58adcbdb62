// Natural Earth's rings follow d3's spherical convention: a ring that crosses the antimeridian
// steps from 179.9° to −180° (Fiji, Chukotka), and Antarctica's ring goes round the pole without
// closing. The engine's test is planar (a ray cast east, to the +180° meridian), so it needs plain
// segments within −180…180. This cuts a ring into such paths.

import type { Position } from 'geojson';
import { unwrapRing } from './basemapGeometry.ts';

interface Vertex {
  /** Longitude unwrapped along the ring: no step between neighbours is longer than 180°. */
  u: number;
  /** The longitude in −180…180 at which the vertex is drawn (its source value where possible). */
  x: number;
  y: number;
}

/**
 * The ring as planar paths. Unwrapped, the ring is an ordinary closed polygon in −180…540° (a
 * pole-circling ring is closed along its pole first); a point p is in the spherical polygon when
 * p or p + 360° is inside it. The pieces east of +180° are moved back by 360°; a ray cast east
 * from p then meets, besides the pieces, every cut point above p an odd or even number of times
 * according to whether p + 360° is inside. So vertical segments on +180° between consecutive cut
 * points (sorted by latitude, paired two by two) give the ray the crossings it needs.
 * Vertices keep their exact source values; only cut points are computed.
 *
 * @example planarPaths([[170, 0], [-170, 0], [-170, 10], [170, 10], [170, 0]]).length === 3 // west piece, east piece, the +180° segment
 */
export function planarPaths(ring: readonly Position[]): Position[][] {
  const source = ring.map(([x, y]) => ({ x: x as number, y: y as number }));
  // How many whole turns unwrapping added to each vertex.
  const unwrapped = unwrapRing(ring).ring;
  const turns = source.map(({ x }, i) => Math.round(((unwrapped[i]?.[0] as number) - x) / 360));
  const closes = source[0]?.x === source.at(-1)?.x && source[0]?.y === source.at(-1)?.y;
  if (closes && turns.every((turn) => turn === 0)) return [source.map(({ x, y }) => [x, y])];
  const low = Math.min(...source.map(({ x }, i) => x + 360 * (turns[i] as number)));
  const base = low < -180 ? 1 : 0;
  const vertices: Vertex[] = source.map(({ x, y }, i) => {
    const k = (turns[i] as number) + base;
    const u = x + 360 * k;
    // Moved back by 360° when east of +180°: the source value itself whenever that is exact.
    const back = k - (u >= 180 ? 1 : 0);
    return { u, x: back === 0 ? x : x + 360 * back, y };
  });
  const first = vertices[0] as Vertex;
  const end = vertices.at(-1) as Vertex;
  if (end.u !== first.u) {
    // Round a pole: the ring ends a whole turn from where it began (by a step over the antimeridian,
    // or from −180° to +180°, which on the sphere is one meridian); close it along the pole.
    const pole = first.y < 0 ? -90 : 90;
    vertices.push(
      { u: end.u, x: end.x, y: pole },
      { u: first.u, x: first.x, y: pole },
      { u: first.u, x: first.x, y: first.y },
    );
  }
  const east = (vertex: Vertex): boolean => vertex.u >= 180;
  const paths: Position[][] = [];
  const cuts: number[] = [];
  let path: Position[] = [];
  for (let i = 0; i < vertices.length; i++) {
    const vertex = vertices[i] as Vertex;
    const previous = vertices[i - 1];
    if (previous !== undefined && east(previous) !== east(vertex)) {
      const y = previous.y + ((180 - previous.u) * (vertex.y - previous.y)) / (vertex.u - previous.u);
      path.push([east(previous) ? -180 : 180, y]);
      paths.push(path);
      path = [[east(vertex) ? -180 : 180, y]];
      cuts.push(y);
    }
    path.push([vertex.x, vertex.y]);
  }
  // The ring ends where it began, on the same side: its last piece runs on into its first.
  const head = paths.shift();
  paths.push(head === undefined ? path : [...path, ...head.slice(1)]);
  cuts.sort((a, b) => a - b);
  for (let k = 0; k + 1 < cuts.length; k += 2) {
    paths.push([
      [180, cuts[k] as number],
      [180, cuts[k + 1] as number],
    ]);
  }
  return paths.filter((piece) => piece.length >= 2);
}
