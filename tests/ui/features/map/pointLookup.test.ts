import { describe, expect, it } from 'vitest';
import { agentsNear, buildPointLookup } from '../../../../src/ui/features/map/pointLookup.ts';
import { projectToScreen, type ScreenView } from '../../../../src/ui/features/map/screenSample.ts';
import type { AgentPoints } from '../../../../src/ui/features/map/points.ts';

function pointsOf(coordinates: [number, number][]): AgentPoints {
  return { length: coordinates.length, positions: Float64Array.from(coordinates.flat()) };
}

/** At zoom 0 the world is 512 pixels wide: one pixel along the equator is 360/512 degrees. */
const WORLD: ScreenView = { width: 512, height: 512, zoom: 0, center: [0, 0] };
const DEGREES_PER_PIXEL = 360 / 512;

describe('agentsNear', () => {
  it('finds the agents within the radius of the cursor, nearest first', () => {
    const lookup = buildPointLookup(
      pointsOf([
        [4 * DEGREES_PER_PIXEL, 0], // 4 px right of the centre
        [0, 0], // at the centre
        [10 * DEGREES_PER_PIXEL, 0], // 10 px right: outside a 6 px radius
        [-3 * DEGREES_PER_PIXEL, 0], // 3 px left
      ]),
      null,
    );
    expect(agentsNear(lookup, WORLD, 256, 256, 6).agents).toEqual([1, 3, 0]);
    expect(agentsNear(lookup, WORLD, 256 + 10, 256, 6).agents).toEqual([2, 0]);
    expect(agentsNear(lookup, WORLD, 100, 100, 6).agents).toEqual([]);
  });

  it('names agents, not points, when the points are a filtered subset', () => {
    const lookup = buildPointLookup(
      pointsOf([
        [0, 0],
        [50, 10],
      ]),
      Uint32Array.of(7, 42),
    );
    expect(agentsNear(lookup, WORLD, 256, 256, 6).agents).toEqual([7]);
  });

  it('puts equally near agents in mission order', () => {
    const lookup = buildPointLookup(
      pointsOf([
        [1, 1],
        [1, 1],
        [1, 1],
      ]),
      Uint32Array.of(9, 3, 5),
    );
    const [x, y] = projectToScreen(WORLD, 1, 1);
    expect(agentsNear(lookup, WORLD, x, y, 2).agents).toEqual([3, 5, 9]);
  });

  it('answers nothing for no points', () => {
    expect(agentsNear(buildPointLookup(pointsOf([]), null), WORLD, 256, 256, 100).agents).toEqual([]);
  });

  it('reaches across the antimeridian, where the map repeats the world', () => {
    // Fiji's Taveuni lies on both sides of 180°; a view centred on the antimeridian shows both.
    const lookup = buildPointLookup(
      pointsOf([
        [179.99, -16.8],
        [-179.99, -16.8],
      ]),
      null,
    );
    const view: ScreenView = { width: 800, height: 600, zoom: 8, center: [180, -16.8] };
    const found = agentsNear(lookup, view, 400, 300, 20).agents;
    expect([...found].sort()).toEqual([0, 1]);
    // The same place seen one world to the east (centre 180°, cursor past it) still finds them.
    const west = agentsNear(lookup, { ...view, center: [-180, -16.8] }, 400, 300, 20).agents;
    expect([...west].sort()).toEqual([0, 1]);
  });

  it('agrees with a scan of every agent at several zooms', () => {
    // A fixed pseudo-random cloud around Paris, checked against the definition: screen distance ≤ radius.
    let state = 12345;
    const random = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const coordinates: [number, number][] = [];
    for (let index = 0; index < 2000; index++)
      coordinates.push([2.35 + (random() - 0.5), 48.85 + (random() - 0.5)]);
    const points = pointsOf(coordinates);
    const lookup = buildPointLookup(points, null);
    for (const zoom of [6, 9, 12]) {
      const view: ScreenView = { width: 1000, height: 700, zoom, center: [2.35, 48.85] };
      for (let probe = 0; probe < 40; probe++) {
        const x = random() * view.width;
        const y = random() * view.height;
        const expected = coordinates
          .map(([lng, lat], index) => {
            const [px, py] = projectToScreen(view, lng, lat);
            return { index, distance: Math.hypot(px - x, py - y) };
          })
          .filter(({ distance }) => distance <= 6)
          .map(({ index }) => index)
          .sort((a, b) => a - b);
        expect([...agentsNear(lookup, view, x, y, 6).agents].sort((a, b) => a - b)).toEqual(expected);
      }
    }
  });
});
