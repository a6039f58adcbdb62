import { describe, expect, it } from 'vitest';
import {
  HEAT_RADIUS_PIXELS,
  HEAT_THRESHOLD,
  INITIAL_VIEW_STATE,
  SINGLE_POINT_ZOOM,
} from '../../../../src/ui/features/map/constants.ts';
import { deckHeatFadeDistance } from '../../../../src/ui/features/map/heatRadius.ts';
import type { AgentPoints } from '../../../../src/ui/features/map/points.ts';
import { projectToScreen } from '../../../../src/ui/features/map/screenSample.ts';
import {
  heatColorOf,
  heatGrid,
  paintHeat,
  sketchViewOf,
  viewForBox,
} from '../../../../src/ui/features/map/sketch.ts';

function pointsOf(pairs: readonly (readonly [number, number])[]): AgentPoints {
  return { length: pairs.length, positions: Float64Array.from(pairs.flat()) };
}

describe('viewForBox', () => {
  it('fits a box on the equator to the width left inside the padding', () => {
    // 20° of longitude are 20/360 of the world, 512 · 2^z px wide at zoom z: 1,000 px (1,100 less twice
    // 50) at 2^z = 1000 · 360 / (20 · 512). The box is taller in Mercator than wide only above ±20°.
    const view = viewForBox(
      [
        [-10, -5],
        [10, 5],
      ],
      50,
      19,
      1100,
      1100,
    );
    expect(view?.zoom).toBeCloseTo(Math.log2((1000 * 360) / (20 * 512)), 9);
    expect(view?.center[0]).toBeCloseTo(0, 9);
    expect(view?.center[1]).toBeCloseTo(0, 9);
  });

  it('puts the corners of the box on the padding, the tighter direction touching', () => {
    const box = [
      [2.29, 48.83],
      [2.4, 48.9],
    ] as const;
    const view = viewForBox(box, 50, 19, 1280, 720);
    expect(view).not.toBeNull();
    if (view === null) return;
    const [left, bottom] = projectToScreen(view, box[0][0], box[0][1]);
    const [right, top] = projectToScreen(view, box[1][0], box[1][1]);
    // Centred: the same margin on both sides of each direction.
    expect(left).toBeCloseTo(1280 - right, 6);
    expect(top).toBeCloseTo(720 - bottom, 6);
    // The box is 0.11° by 0.07° at 48.9°N: in Mercator the height is 0.07 / cos(48.9°) ≈ 0.107 "degrees",
    // narrower than 0.11 relative to the 620 px of height against 1,180 of width, so the height fits exactly.
    expect(top).toBeCloseTo(50, 6);
    expect(left).toBeGreaterThan(50);
  });

  it('stops at the maximum zoom, and refuses a screen the padding fills', () => {
    expect(
      viewForBox(
        [
          [2.35, 48.85],
          [2.3500001, 48.8500001],
        ],
        50,
        19,
        1280,
        720,
      )?.zoom,
    ).toBe(19);
    expect(
      viewForBox(
        [
          [0, 0],
          [1, 1],
        ],
        50,
        19,
        90,
        720,
      ),
    ).toBeNull();
  });
});

describe('sketchViewOf', () => {
  const paris = pointsOf([
    [2.35, 48.85],
    [2.29, 48.87],
    [2.4, 48.83],
  ]);

  it('stays at the initial view until the search has completed, as the map does', () => {
    expect(sketchViewOf(paris, false, 800, 600)).toEqual({
      width: 800,
      height: 600,
      zoom: INITIAL_VIEW_STATE.zoom,
      center: [INITIAL_VIEW_STATE.longitude, INITIAL_VIEW_STATE.latitude],
    });
  });

  it('fits the agents once completed: every one inside the padding', () => {
    const view = sketchViewOf(paris, true, 800, 600);
    for (let i = 0; i < paris.length; i++) {
      const [x, y] = projectToScreen(
        view,
        paris.positions[i * 2] as number,
        paris.positions[i * 2 + 1] as number,
      );
      expect(x).toBeGreaterThanOrEqual(50 - 1e-6);
      expect(x).toBeLessThanOrEqual(750 + 1e-6);
      expect(y).toBeGreaterThanOrEqual(50 - 1e-6);
      expect(y).toBeLessThanOrEqual(550 + 1e-6);
    }
  });

  it('shows agents on one spot at city scale, centred on it', () => {
    const view = sketchViewOf(
      pointsOf([
        [2.35, 48.85],
        [2.35, 48.85],
      ]),
      true,
      800,
      600,
    );
    expect(view.zoom).toBe(SINGLE_POINT_ZOOM);
    expect(projectToScreen(view, 2.35, 48.85)).toEqual([400, 300]);
  });
});

describe('heatGrid', () => {
  const view = { width: 400, height: 400, zoom: 10, center: [2.35, 48.85] as const };

  it("spreads a lone agent with deck.gl's kernel: hottest at the agent, faded to the threshold at its fade distance", () => {
    const grid = heatGrid(pointsOf([[2.35, 48.85]]), view, 1);
    // The agent is at (200, 200): the cell whose centre is (199.5, 199.5) is among the hottest.
    expect(grid.values[199 * grid.columns + 199]).toBeCloseTo(grid.max, 6);
    const fade = deckHeatFadeDistance(HEAT_RADIUS_PIXELS, HEAT_THRESHOLD);
    const at = (dx: number) => (grid.values[199 * grid.columns + Math.round(199 + dx)] as number) / grid.max;
    // Just inside the fade distance the heat is above the threshold, just outside it below.
    expect(at(fade - 2)).toBeGreaterThan(HEAT_THRESHOLD);
    expect(at(fade + 2)).toBeLessThan(HEAT_THRESHOLD);
    // And the same in every direction.
    expect(grid.values[(199 + 20) * grid.columns + 199]).toBeCloseTo(at(20) * grid.max, 6);
  });

  it('adds agents up, each counted by its weight', () => {
    const one = heatGrid(pointsOf([[2.35, 48.85]]), view, 4);
    const weighted = heatGrid({ ...pointsOf([[2.35, 48.85]]), weights: Float32Array.of(3) }, view, 4);
    const twice = heatGrid(
      pointsOf([
        [2.35, 48.85],
        [2.35, 48.85],
      ]),
      view,
      4,
    );
    expect(weighted.max).toBeCloseTo(3 * one.max, 4);
    expect(twice.max).toBeCloseTo(2 * one.max, 4);
  });

  it('leaves out agents beyond the kernel’s reach of the screen', () => {
    expect(heatGrid(pointsOf([[40, 10]]), view, 4).max).toBe(0);
  });
});

describe('heatColorOf', () => {
  it("reads deck.gl's colour range: cyan at the faint end, magenta in the middle, white at the hottest", () => {
    // Three texels, sampled linearly: their centres are at 1/6, 1/2 and 5/6 of the way.
    expect(heatColorOf(1, 6)).toEqual([0, 255, 255, 255]);
    expect(heatColorOf(3, 6)).toEqual([255, 0, 255, 255]);
    expect(heatColorOf(6, 6)).toEqual([255, 255, 255, 255]);
    // Halfway between the first two centres (1/3): half cyan, half magenta.
    expect(heatColorOf(2, 6)).toEqual([128, 128, 255, 255]);
  });

  it('fades in below the threshold’s share of the hottest value, and shows nothing at zero', () => {
    expect(heatColorOf(HEAT_THRESHOLD * 100, 100)[3]).toBe(255);
    expect(heatColorOf((HEAT_THRESHOLD * 100) / 2, 100)[3]).toBe(128);
    expect(heatColorOf(0, 100)).toEqual([0, 0, 0, 0]);
  });
});

describe('paintHeat', () => {
  it('gives each cell its colour, transparent where there is no heat', () => {
    const pixels = paintHeat({ columns: 2, rows: 1, cell: 4, values: Float32Array.of(0, 5), max: 5 });
    expect(Array.from(pixels)).toEqual([0, 0, 0, 0, 255, 255, 255, 255]);
  });
});
