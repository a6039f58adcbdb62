// The screen sample must draw the same picture as every agent would, to within the stated tolerances.
// Checked as properties on seeded random data, in screen pixels.
import { describe, expect, it } from 'vitest';
import { LONDON, MARKER_RADIUS_PX } from '../../../../src/ui/features/map/constants.ts';
import { toAgentPoints, type AgentPoints } from '../../../../src/ui/features/map/points.ts';
import {
  projectToScreen,
  sampleForScreen,
  segmentEntry,
  unprojectFromScreen,
  viewsMatch,
  type ScreenView,
} from '../../../../src/ui/features/map/screenSample.ts';

const OPTIONS = {
  markerCoverPx: MARKER_RADIUS_PX,
  lineTolerancePx: 1,
  heatCellPx: 8,
  marginPx: 64,
  heatMarginPx: 92,
};

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` agents scattered around a centre, denser in the middle, as a city's agents are. */
function cluster(
  count: number,
  [lng, lat]: readonly [number, number],
  spread: number,
  seed: number,
): AgentPoints {
  const next = random(seed);
  return toAgentPoints(
    Array.from({ length: count }, () => {
      const r = spread * Math.sqrt(next()) * next();
      const angle = next() * 2 * Math.PI;
      return { lng: lng + r * Math.cos(angle), lat: lat + r * Math.sin(angle) };
    }),
  );
}

const PARIS_VIEW: ScreenView = { width: 1280, height: 720, zoom: 9, center: [2.35, 48.86] };

function screenOf(points: AgentPoints, view: ScreenView, index: number): [number, number] {
  return projectToScreen(view, points.positions[index * 2] ?? NaN, points.positions[index * 2 + 1] ?? NaN);
}

function onScreen([x, y]: readonly [number, number], view: ScreenView): boolean {
  return x >= 0 && y >= 0 && x <= view.width && y <= view.height;
}

/** Distance from p to the segment a–b. */
function toSegment(p: readonly number[], a: readonly number[], b: readonly number[]): number {
  const [px = 0, py = 0] = p;
  const [ax = 0, ay = 0] = a;
  const [bx = 0, by = 0] = b;
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

describe('projectToScreen', () => {
  it('puts the centre in the middle and follows Web Mercator with 512-pixel tiles', () => {
    expect(projectToScreen(PARIS_VIEW, 2.35, 48.86)).toEqual([640, 360]);
    // One degree of longitude east is 512 · 2^9 / 360 pixels to the right at any latitude.
    const [x] = projectToScreen(PARIS_VIEW, 3.35, 48.86);
    expect(x - 640).toBeCloseTo((512 * 2 ** 9) / 360, 6);
    // North is up.
    expect(projectToScreen(PARIS_VIEW, 2.35, 49)[1]).toBeLessThan(360);
  });
});

describe('viewsMatch', () => {
  it('treats centres within half a pixel as the same view, and any other change as a new one', () => {
    const degreesPerPixel = 360 / (512 * 2 ** 9);
    const nudged = (dx: number): ScreenView => ({
      ...PARIS_VIEW,
      center: [2.35 + dx * degreesPerPixel, 48.86],
    });
    expect(viewsMatch(PARIS_VIEW, nudged(0.2))).toBe(true);
    expect(viewsMatch(PARIS_VIEW, nudged(0.8))).toBe(false);
    expect(viewsMatch(PARIS_VIEW, { ...PARIS_VIEW, zoom: 9.01 })).toBe(false);
    expect(viewsMatch(PARIS_VIEW, { ...PARIS_VIEW, height: 719 })).toBe(false);
  });
});

describe('unprojectFromScreen', () => {
  it('undoes projectToScreen', () => {
    const view: ScreenView = { width: 800, height: 600, zoom: 9.3, center: [2.35, 48.86] };
    for (const [lng, lat] of [
      [2.35, 48.86],
      [-0.1276, 51.5072],
      [139.69, 35.69],
      [-70.5, -33.4],
    ] as const) {
      const [x, y] = projectToScreen(view, lng, lat);
      const [backLng, backLat] = unprojectFromScreen(view, x, y);
      expect(backLng).toBeCloseTo(lng, 9);
      expect(backLat).toBeCloseTo(lat, 9);
    }
  });
});

const BOX = { left: 0, top: 0, right: 100, bottom: 100 };

describe('segmentEntry', () => {
  it('gives where a segment enters a rectangle, 0 when it starts inside, -1 when it misses', () => {
    expect(segmentEntry(-100, 50, 100, 50, BOX)).toBe(0.5);
    expect(segmentEntry(50, 50, 500, 500, BOX)).toBe(0);
    expect(segmentEntry(-100, -100, 50, 50, BOX)).toBeCloseTo(100 / 150, 12);
    expect(segmentEntry(-10, -10, -1, 200, BOX)).toBe(-1);
    expect(segmentEntry(-200, 50, -100, 50, BOX)).toBe(-1); // stops short
  });
});

describe('segmentEntry, as a test of whether a segment meets a rectangle', () => {
  const meets = (x0: number, y0: number, x1: number, y1: number) => segmentEntry(x0, y0, x1, y1, BOX) >= 0;

  it('tells segments that cross, touch, end inside or miss a rectangle', () => {
    expect(meets(-10, 50, 110, 50)).toBe(true); // crosses
    expect(meets(50, 50, 500, 500)).toBe(true); // starts inside
    expect(meets(-10, -10, -1, 200)).toBe(false); // passes to the left
    expect(meets(-50, 40, 40, -50)).toBe(false); // cuts the corner outside
    expect(meets(-50, 60, 60, -50)).toBe(true); // cuts the corner inside
    expect(meets(120, 120, 120, 120)).toBe(false); // a point outside
    expect(meets(-50, -50, 50, 50)).toBe(true); // ends inside
    expect(meets(-50, 50, 0, 50)).toBe(true); // ends on an edge
    expect(meets(50, -50, 50, -0.001)).toBe(false); // stops just short
  });

  it('agrees with clipping the segment to each edge in turn, on random segments', () => {
    // The clip written out with its intersections, independently of the function's parameter form.
    const clipped = (x0: number, y0: number, x1: number, y1: number): boolean => {
      let [ax, ay, bx, by] = [x0, y0, x1, y1];
      const inside = [
        (x: number) => x >= 0,
        (x: number) => x <= 100,
        (_: number, y: number) => y >= 0,
        (_: number, y: number) => y <= 100,
      ];
      const bounds = [0, 100, 0, 100];
      for (let edge = 0; edge < 4; edge++) {
        const aIn = inside[edge]!(ax, ay);
        const bIn = inside[edge]!(bx, by);
        if (!aIn && !bIn) return false;
        if (aIn && bIn) continue;
        const vertical = edge < 2;
        const bound = bounds[edge]!;
        const t = vertical ? (bound - ax) / (bx - ax) : (bound - ay) / (by - ay);
        const x = vertical ? bound : ax + t * (bx - ax);
        const y = vertical ? ay + t * (by - ay) : bound;
        if (aIn) [bx, by] = [x, y];
        else [ax, ay] = [x, y];
      }
      return true;
    };
    const next = random(7);
    const coordinate = () => Math.round(next() * 400 - 150);
    for (let i = 0; i < 20_000; i++) {
      const [x0, y0, x1, y1] = [coordinate(), coordinate(), coordinate(), coordinate()];
      expect(meets(x0, y0, x1, y1), `${x0},${y0} → ${x1},${y1}`).toBe(clipped(x0, y0, x1, y1));
    }
  });
});

/**
 * The drawn markers' screen positions, bucketed by 16 px (more than a radius), so a point is checked against
 * its neighbours only. `nearest` is the distance from (x, y) to the closest marker other than one exactly there.
 */
function drawnMarkers(markers: AgentPoints, view: ScreenView) {
  const drawn = Array.from({ length: markers.length }, (_, i) => screenOf(markers, view, i));
  const bucket = (x: number, y: number) => `${Math.floor(x / 16)},${Math.floor(y / 16)}`;
  const buckets = new Map<string, [number, number][]>();
  for (const marker of drawn)
    buckets.set(bucket(...marker), [...(buckets.get(bucket(...marker)) ?? []), marker]);
  return {
    drawn,
    nearest(x: number, y: number, skipSelf: boolean): number {
      let nearest = Infinity;
      for (let bx = -16; bx <= 16; bx += 16) {
        for (let by = -16; by <= 16; by += 16) {
          for (const [mx, my] of buckets.get(bucket(x + bx, y + by)) ?? []) {
            if (!skipSelf || mx !== x || my !== y) nearest = Math.min(nearest, Math.hypot(mx - x, my - y));
          }
        }
      }
      return nearest;
    },
  };
}

describe('sampleForScreen markers', () => {
  const points = cluster(50_000, [2.35, 48.86], 0.6, 1);
  const sample = sampleForScreen(points, PARIS_VIEW, { origin: null, heat: false }, OPTIONS);

  it('draws far fewer markers than agents, each more than a radius from every other', () => {
    expect(sample.markers.length).toBeLessThan(points.length / 4);
    const { drawn, nearest } = drawnMarkers(sample.markers, PARIS_VIEW);
    const closest = Math.min(...drawn.map(([x, y]) => nearest(x, y, true)));
    // A marker is only drawn where none covers the agent yet; closer markers would be wasted fragments.
    expect(closest).toBeGreaterThan(MARKER_RADIUS_PX);
  });

  it('draws only real agents', () => {
    const real = new Set<string>();
    for (let i = 0; i < points.length; i++)
      real.add(`${points.positions[i * 2]},${points.positions[i * 2 + 1]}`);
    for (let i = 0; i < sample.markers.length; i++) {
      expect(real.has(`${sample.markers.positions[i * 2]},${sample.markers.positions[i * 2 + 1]}`)).toBe(
        true,
      );
    }
  });

  it('leaves every agent on screen under a drawn marker', () => {
    const { nearest: nearestMarker } = drawnMarkers(sample.markers, PARIS_VIEW);
    let checked = 0;
    for (let i = 0; i < points.length; i++) {
      const [x, y] = screenOf(points, PARIS_VIEW, i);
      if (!onScreen([x, y], PARIS_VIEW)) continue;
      checked++;
      const nearest = nearestMarker(x, y, false);
      if (nearest > MARKER_RADIUS_PX)
        throw new Error(`agent ${i} at ${x},${y} is ${nearest} px from a marker`);
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('drops agents beyond the margin and keeps those within it', () => {
    const far = toAgentPoints([
      { lng: 2.35, lat: 48.86 },
      { lng: 40, lat: 10 }, // far off screen
      { lng: 2.35 + (700 * 360) / (512 * 2 ** 9), lat: 48.86 }, // 60 px right of the screen's edge
    ]);
    const { markers } = sampleForScreen(far, PARIS_VIEW, { origin: null, heat: false }, OPTIONS);
    expect(markers.length).toBe(2);
    expect(Array.from(markers.positions.subarray(0, 2))).toEqual([2.35, 48.86]);
  });

  it('gives the same sample for the same input', () => {
    const again = sampleForScreen(points, PARIS_VIEW, { origin: null, heat: false }, OPTIONS);
    expect(again.markers.positions).toEqual(sample.markers.positions);
  });
});

describe('sampleForScreen lines', () => {
  // Lines must be compared pixel by pixel, so a smaller set: 3,000 agents, 2 views (London off and on screen).
  const points = cluster(3000, [2.35, 48.86], 1.5, 2);
  const views: [string, ScreenView][] = [
    ['fitted on Paris, London off screen', { width: 800, height: 600, zoom: 7, center: [2.35, 48.86] }],
    ['a wider view with London on screen', { width: 800, height: 600, zoom: 5, center: [1, 50] }],
  ];

  const cases = views.flatMap(([name, view]) => [
    [`${name}, from London`, view, false] as const,
    [`${name}, cut at the screen`, view, true] as const,
  ]);
  for (const [name, view, clipLinks] of cases) {
    it(`covers every visible line to within a pixel: ${name}`, () => {
      const { links } = sampleForScreen(
        points,
        view,
        { origin: LONDON, heat: false, clipLinks },
        { ...OPTIONS, marginPx: 0 },
      );
      if (!links) throw new Error('no lines');
      expect(links.length).toBeLessThan(points.length);
      const origin = projectToScreen(view, LONDON[0], LONDON[1]);
      const drawn = Array.from({ length: links.length }, (_, i) =>
        projectToScreen(view, links.positions[i * 4 + 2] ?? NaN, links.positions[i * 4 + 3] ?? NaN),
      );
      const starts = Array.from({ length: links.length }, (_, i) =>
        projectToScreen(view, links.positions[i * 4] ?? NaN, links.positions[i * 4 + 1] ?? NaN),
      );
      for (let i = 0; i < links.length; i++) {
        const [x, y] = starts[i] ?? [NaN, NaN];
        if (!clipLinks || onScreen(origin, view)) {
          expect([links.positions[i * 4], links.positions[i * 4 + 1]]).toEqual([LONDON[0], LONDON[1]]);
          continue;
        }
        // A cut line starts on the screen's edge, on its way from London to its agent.
        const edge = Math.min(Math.abs(x), Math.abs(y), Math.abs(x - view.width), Math.abs(y - view.height));
        expect(edge).toBeLessThan(1e-6);
        expect(toSegment([x, y], origin, drawn[i] ?? [NaN, NaN])).toBeLessThan(1e-6);
      }
      let visibleLines = 0;
      for (let i = 0; i < points.length; i++) {
        const end = screenOf(points, view, i);
        // Points along the line, every 20 px, that are on screen.
        const length = Math.hypot(end[0] - origin[0], end[1] - origin[1]);
        let visible = false;
        for (let d = 0; d <= length; d += 20) {
          const p = [
            origin[0] + ((end[0] - origin[0]) * d) / length,
            origin[1] + ((end[1] - origin[1]) * d) / length,
          ];
          if (!onScreen([p[0] ?? NaN, p[1] ?? NaN], view)) continue;
          visible = true;
          const nearest = Math.min(...drawn.map((target, k) => toSegment(p, starts[k] ?? origin, target)));
          if (nearest > 1 + 1e-9) throw new Error(`line ${i} is ${nearest} px from any drawn line at ${p}`);
        }
        if (visible) visibleLines++;
      }
      expect(visibleLines).toBeGreaterThan(1000);
    });
  }

  it('drops lines that never cross the screen', () => {
    const view: ScreenView = { width: 800, height: 600, zoom: 12, center: [2.35, 48.86] };
    const twoSides = toAgentPoints([
      { lng: 2.35, lat: 48.86 }, // on screen
      { lng: -5, lat: 40 }, // London → Spain: nowhere near Paris at zoom 12
    ]);
    const { links } = sampleForScreen(twoSides, view, { origin: LONDON, heat: false }, OPTIONS);
    expect(links?.length).toBe(1);
    expect(links?.positions[2]).toBe(2.35);
  });
});

describe('sampleForScreen heat', () => {
  it('sums every agent near the screen into weighted cells at their mean position', () => {
    const points = cluster(20_000, [2.35, 48.86], 0.3, 3);
    const { heat } = sampleForScreen(points, PARIS_VIEW, { origin: null, heat: true }, OPTIONS);
    if (!heat) throw new Error('no heat');
    expect(heat.length).toBeLessThan(points.length);
    // All 20,000 are within the view and its heat margin, so all are counted, once.
    expect(heat.weights.reduce((sum, weight) => sum + weight, 0)).toBe(20_000);
    // A cell's point is the mean of its agents: within the cell.
    const next = random(4);
    for (let k = 0; k < 50; k++) {
      const i = Math.floor(next() * heat.length);
      const [x, y] = screenOf(heat, PARIS_VIEW, i);
      const column = Math.floor((x + 92) / 8);
      const row = Math.floor((y + 92) / 8);
      expect(x + 92).toBeGreaterThanOrEqual(column * 8 - 1e-6);
      expect(y + 92).toBeLessThanOrEqual((row + 1) * 8 + 1e-6);
    }
  });

  it('is left out when the heat map is off, and lines when there is no origin', () => {
    const sample = sampleForScreen(
      cluster(10, [0, 0], 1, 5),
      PARIS_VIEW,
      { origin: null, heat: false },
      OPTIONS,
    );
    expect(sample.heat).toBeNull();
    expect(sample.links).toBeNull();
  });
});
