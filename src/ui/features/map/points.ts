// Agent positions in the columnar form deck.gl takes as binary attributes: one flat [lng, lat, lng, lat, …]
// typed array instead of an object per agent. Twelve agents do not need it; 100,000 do, and with the layers
// written against this shape from the start, a worker can later hand over a typed array directly.
import type { LngLat } from './constants.ts';

/** Float64 today (exact lng/lat); a worker may hand over Float32 to halve the transfer. */
export type PositionArray = Float64Array | Float32Array;

export interface AgentPoints {
  readonly length: number;
  /** 2 × length numbers: longitude then latitude for each agent, in reveal order. */
  readonly positions: PositionArray;
}

/** Straight two-vertex paths, London → agent, in deck.gl's binary path format. */
export interface LinkPaths {
  readonly length: number;
  /** Index of each path's first vertex (not number), plus the vertex count at the end, as deck.gl expects. */
  readonly startIndices: Uint32Array;
  /** 2 numbers per vertex; vertex 2i is the origin and 2i + 1 the agent. */
  readonly positions: PositionArray;
}

export type Bounds = readonly [southWest: LngLat, northEast: LngLat];

export const NO_POINTS: AgentPoints = { length: 0, positions: new Float64Array(0) };

/** Packs agents' coordinates; anything with lat and lng will do. */
export function toAgentPoints(
  agents: readonly { readonly lat: number; readonly lng: number }[],
): AgentPoints {
  const positions = new Float64Array(agents.length * 2);
  agents.forEach((agent, index) => {
    positions[index * 2] = agent.lng;
    positions[index * 2 + 1] = agent.lat;
  });
  return { length: agents.length, positions };
}

/**
 * The points of the agents at `indices` of `positions`, in that order, copied into one array of their own
 * (a filter's agents: the map's sample and index read them many times over).
 */
export function pointsOfAgents(positions: PositionArray, indices: Uint32Array): AgentPoints {
  const picked = new Float64Array(indices.length * 2);
  indices.forEach((index, at) => {
    picked[at * 2] = positions[index * 2] as number;
    picked[at * 2 + 1] = positions[index * 2 + 1] as number;
  });
  return { length: indices.length, positions: picked };
}

/** One path per point, from `origin` to the point. */
export function toLinkPaths(points: AgentPoints, origin: LngLat): LinkPaths {
  const { length } = points;
  const positions = new Float64Array(length * 4);
  const startIndices = new Uint32Array(length + 1);
  const [originLng, originLat] = origin;
  for (let index = 0; index < length; index++) {
    const out = index * 4;
    positions[out] = originLng;
    positions[out + 1] = originLat;
    positions[out + 2] = points.positions[index * 2] ?? originLng;
    positions[out + 3] = points.positions[index * 2 + 1] ?? originLat;
    startIndices[index] = index * 2;
  }
  startIndices[length] = length * 2;
  return { length, startIndices, positions };
}

/** [south-west, north-east] around all points, or null when there are none. */
export function boundsOf(points: AgentPoints): Bounds | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (let index = 0; index < points.length; index++) {
    const lng = points.positions[index * 2] ?? 0;
    const lat = points.positions[index * 2 + 1] ?? 0;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [
    [west, south],
    [east, north],
  ];
}
