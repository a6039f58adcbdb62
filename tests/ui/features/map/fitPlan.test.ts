import { describe, expect, it } from 'vitest';
import { fitPaddingFor, planFit } from '../../../../src/ui/features/map/fitPlan.ts';
import type { AgentPoints } from '../../../../src/ui/features/map/points.ts';

/** Points from [lng, lat] pairs. */
function pointsOf(pairs: readonly (readonly [number, number])[]): AgentPoints {
  return { length: pairs.length, positions: Float64Array.from(pairs.flat()) };
}

/** `count` agents spread over Paris, 0.01° apart. */
function spread(count: number): AgentPoints {
  return pointsOf(Array.from({ length: count }, (_, i) => [2.3 + i * 0.01, 48.8 + i * 0.005]));
}

describe('planFit', () => {
  it('fits the box around four agents, with spec §9’s padding 50 and max zoom 19, in a 1.2 s flight', () => {
    const points = pointsOf([
      [2.35, 48.85],
      [2.29, 48.87],
      [2.4, 48.83],
      [2.33, 48.9],
    ]);
    expect(planFit(points, 1280, 720)).toEqual({
      kind: 'bounds',
      box: [
        [2.29, 48.83],
        [2.4, 48.9],
      ],
      padding: 50,
      maxZoom: 19,
      duration: 1200,
    });
  });

  it('takes the box’s corners from different agents, across the Greenwich meridian and the equator', () => {
    const points = pointsOf([
      [-0.5, 1],
      [0.25, -2],
      [3, 0.5],
      [1, 4],
    ]);
    expect(planFit(points, 1280, 720)).toMatchObject({
      box: [
        [-0.5, -2],
        [3, 4],
      ],
    });
  });

  it('flies to the spec’s twelve and jumps to the thirteenth agent on', () => {
    expect(planFit(spread(12), 1280, 720)).toMatchObject({ kind: 'bounds', duration: 1200 });
    expect(planFit(spread(13), 1280, 720)).toMatchObject({ kind: 'bounds', duration: 0 });
  });

  it('centres a lone agent at city scale (zoom 10), not at max zoom', () => {
    expect(planFit(pointsOf([[-9.1393, 38.7223]]), 1280, 720)).toEqual({
      kind: 'spot',
      center: [-9.1393, 38.7223],
      zoom: 10,
      duration: 1200,
      view: { width: 1280, height: 720, zoom: 10, center: [-9.1393, 38.7223] },
    });
  });

  it('treats agents within 10 cm of each other as one spot, and 20 cm apart as an area', () => {
    const spot = planFit(
      pointsOf([
        [2.35, 48.85],
        [2.3500005, 48.8500005],
      ]),
      800,
      600,
    );
    expect(spot).toMatchObject({ kind: 'spot', center: [2.35, 48.85] });
    expect(
      planFit(
        pointsOf([
          [2.35, 48.85],
          [2.350002, 48.85],
        ]),
        800,
        600,
      ),
    ).toMatchObject({ kind: 'bounds' });
    expect(
      planFit(
        pointsOf([
          [2.35, 48.85],
          [2.35, 48.850002],
        ]),
        800,
        600,
      ),
    ).toMatchObject({ kind: 'bounds' });
  });

  it('has nothing to fit without agents', () => {
    expect(planFit(pointsOf([]), 1280, 720)).toBeNull();
  });
});

describe('fitPaddingFor', () => {
  it('pads by spec §9’s 50 px wherever a quarter of the shorter side allows it', () => {
    expect(fitPaddingFor(1280, 720)).toBe(50);
    expect(fitPaddingFor(200, 200)).toBe(50);
  });

  it('pads by a quarter of the shorter side, rounded down, on a smaller screen', () => {
    expect(fitPaddingFor(199, 400)).toBe(49);
    expect(fitPaddingFor(400, 61)).toBe(15);
    expect(fitPaddingFor(3, 3)).toBe(0);
    expect(fitPaddingFor(0, 0)).toBe(0);
  });

  it('is what a fit on a small screen uses', () => {
    expect(planFit(spread(4), 320, 120)).toMatchObject({ padding: 30 });
  });
});
