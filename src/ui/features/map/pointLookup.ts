// From a point on the screen to the agents under it: what a hover's tooltip lists and a click selects.
//
// A bulk mission draws a screen sample (screenSample.ts), so one drawn marker stands for every agent
// within its radius; deck's picking would name only the marker's own agent. The lookup answers for all
// of them instead: every agent whose position lies within a marker's radius of the cursor. The agents
// are kept in a static k-d tree (kdbush) in Web Mercator coordinates, built once per set of points, so a
// query at any zoom is a radius in those same coordinates and costs microseconds at 100,000 agents,
// where a scan would read every agent on every mouse move.
import KDBush from 'kdbush';
import type { AgentPoints } from './points.ts';
import { mercatorX, mercatorY } from './screenSample.ts';
import type { ScreenView } from './screenSample.ts';

const TILE_SIZE = 512;

export interface PointLookup {
  /** The points the tree was built from (the map compares by reference). */
  readonly points: AgentPoints;
  /** Point i is agent agentOf[i] of the mission; null: point i is agent i. */
  readonly agentOf: Uint32Array | null;
  readonly tree: KDBush;
  /** Mercator x and y of each point, [x, y, x, y, …], for exact distances. */
  readonly mercator: Float64Array;
}

/** What lies under a point of the screen. */
export interface AgentsHere {
  /** Every agent there, nearest first (ties in mission order). */
  readonly agents: readonly number[];
}

/** A built index as transferable buffers: what the index worker sends back (pointIndex.worker.ts). */
export interface PointIndex {
  /** kdbush's own buffer (KDBush.from reads it back without rebuilding). */
  readonly data: ArrayBuffer;
  /** Mercator x and y of each point, [x, y, x, y, …]. */
  readonly mercator: Float64Array;
}

/**
 * Builds the k-d tree of `positions` ([lng, lat, …] of `length` points). A sort of every point: about
 * 45 ms for 100,000 in Node here, so large missions build it in a worker (see picking.ts).
 */
export function indexPoints(positions: ArrayLike<number>, length: number): PointIndex {
  // kdbush refuses an empty index; one that holds nothing answers nothing anyway.
  const tree = new KDBush(Math.max(length, 1));
  const mercator = new Float64Array(length * 2);
  for (let index = 0; index < length; index++) {
    const x = mercatorX(positions[index * 2] as number);
    const y = mercatorY(positions[index * 2 + 1] as number);
    mercator[index * 2] = x;
    mercator[index * 2 + 1] = y;
    tree.add(x, y);
  }
  if (length === 0) tree.add(-10, -10);
  tree.finish();
  return { data: tree.data as ArrayBuffer, mercator };
}

/** The lookup over an index built for `points` (here or in a worker). */
export function lookupFrom(points: AgentPoints, agentOf: Uint32Array | null, index: PointIndex): PointLookup {
  return { points, agentOf, tree: KDBush.from(index.data), mercator: index.mercator };
}

/** Indexes `points` here and now; `agentOf` maps a point to its agent when the points are a filter's. */
export function buildPointLookup(points: AgentPoints, agentOf: Uint32Array | null): PointLookup {
  return lookupFrom(points, agentOf, indexPoints(points.positions, points.length));
}

/**
 * The agents within `radiusPx` CSS pixels of screen point (x, y) in `view`. The map repeats the world
 * sideways, so a point is looked for in the copy of the world under the cursor, and in the next copy
 * when the radius reaches across the antimeridian.
 */
export function agentsNear(
  lookup: PointLookup,
  view: ScreenView,
  x: number,
  y: number,
  radiusPx: number,
): AgentsHere {
  const { length } = lookup.points;
  if (length === 0) return { agents: [] };
  const worldSize = TILE_SIZE * 2 ** view.zoom;
  const rawX = mercatorX(view.center[0]) + (x - view.width / 2) / worldSize;
  const queryY = mercatorY(view.center[1]) + (y - view.height / 2) / worldSize;
  const queryX = rawX - Math.floor(rawX);
  const radius = radiusPx / worldSize;
  const found = new Map<number, number>();
  for (const shift of [0, -1, 1]) {
    const shiftedX = queryX + shift;
    // A copy of the world only needs a look when the circle reaches into it.
    if (shiftedX + radius < 0 || shiftedX - radius > 1) continue;
    for (const point of lookup.tree.within(shiftedX, queryY, radius)) {
      if (point >= length) continue;
      const dx = (lookup.mercator[point * 2] as number) - shiftedX;
      const dy = (lookup.mercator[point * 2 + 1] as number) - queryY;
      const distance = dx * dx + dy * dy;
      const agent = lookup.agentOf === null ? point : (lookup.agentOf[point] as number);
      const known = found.get(agent);
      if (known === undefined || distance < known) found.set(agent, distance);
    }
  }
  const agents = [...found.keys()].sort(
    (a, b) => (found.get(a) as number) - (found.get(b) as number) || a - b,
  );
  return { agents };
}
