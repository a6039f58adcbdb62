import { describe, expect, it } from 'vitest';
import { LONDON } from '../../../../src/ui/features/map/constants.ts';
import {
  NO_POINTS,
  boundsOf,
  pointsOfAgents,
  toAgentPoints,
  toLinkPaths,
} from '../../../../src/ui/features/map/points.ts';
import { agentAt } from './agents.ts';

describe('toAgentPoints', () => {
  it('packs longitude then latitude per agent, in order', () => {
    const points = toAgentPoints([agentAt(48.85, 2.35), agentAt(35.68, 139.76)]);
    expect(points.length).toBe(2);
    expect(Array.from(points.positions)).toEqual([2.35, 48.85, 139.76, 35.68]);
  });

  it('packs nothing for no agents', () => {
    expect(toAgentPoints([])).toEqual({ length: 0, positions: new Float64Array(0) });
  });
});

describe('toLinkPaths', () => {
  it('gives each point a two-vertex path from the origin, with deck-style start indices', () => {
    const paths = toLinkPaths(toAgentPoints([agentAt(10, 20), agentAt(-30, 40)]), LONDON);
    expect(paths.length).toBe(2);
    expect(Array.from(paths.startIndices)).toEqual([0, 2, 4]);
    expect(Array.from(paths.positions)).toEqual([-0.1276, 51.5072, 20, 10, -0.1276, 51.5072, 40, -30]);
  });

  it('has no paths for no points', () => {
    const paths = toLinkPaths(NO_POINTS, LONDON);
    expect(paths.length).toBe(0);
    expect(Array.from(paths.startIndices)).toEqual([0]);
  });
});

describe('boundsOf', () => {
  it('is null without points', () => {
    expect(boundsOf(NO_POINTS)).toBeNull();
  });

  it('spans every point, south-west then north-east', () => {
    const points = toAgentPoints([agentAt(48.9, 2.3), agentAt(48.8, 2.4), agentAt(48.85, 2.2)]);
    expect(boundsOf(points)).toEqual([
      [2.2, 48.8],
      [2.4, 48.9],
    ]);
  });

  it('collapses to the point itself for a single point', () => {
    expect(boundsOf(toAgentPoints([agentAt(-33.86, 151.2)]))).toEqual([
      [151.2, -33.86],
      [151.2, -33.86],
    ]);
  });
});

describe('pointsOfAgents: a filter’s agents on the map', () => {
  // Paris, Tokyo, Sydney: agents 0, 1 and 2 of a mission.
  const mission = Float64Array.from([2.35, 48.85, 139.76, 35.68, 151.2, -33.86]);

  it('takes the chosen agents’ longitude and latitude, in the order they are asked for', () => {
    const points = pointsOfAgents(mission, Uint32Array.from([2, 0]));
    expect(points.length).toBe(2);
    expect(Array.from(points.positions)).toEqual([151.2, -33.86, 2.35, 48.85]);
  });

  it('takes the last agent and the first alone', () => {
    expect(Array.from(pointsOfAgents(mission, Uint32Array.from([2])).positions)).toEqual([151.2, -33.86]);
    expect(Array.from(pointsOfAgents(mission, Uint32Array.from([0])).positions)).toEqual([2.35, 48.85]);
  });

  it('has no points for a filter that keeps nobody', () => {
    const points = pointsOfAgents(mission, new Uint32Array(0));
    expect(points.length).toBe(0);
    expect(points.positions).toHaveLength(0);
  });

  it('copies: the mission’s array is neither shared nor changed', () => {
    const source = mission.slice();
    const points = pointsOfAgents(source, Uint32Array.from([1]));
    source[2] = 0;
    expect(Array.from(points.positions)).toEqual([139.76, 35.68]);
    expect(points.positions.buffer).not.toBe(source.buffer);
  });
});
