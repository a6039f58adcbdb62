import { describe, expect, it } from 'vitest';
import { LAYER_ID, buildAgentLayers } from '../../../../src/ui/features/map/layers.ts';
import { planFit } from '../../../../src/ui/features/map/fitPlan.ts';
import {
  agentCounts,
  drawingFor,
  drawsJumpAtOnce,
  firstStageOf,
  isScreenSampled,
  keptDrawings,
  layersAreCurrent,
  mapInputOf,
  mapShowsAll,
  needsFit,
  reusableDrawing,
  sampleViewFor,
  streamUpdateDelay,
  type AgentMapInput,
  type BuiltLayers,
  type RecentDrawing,
  type ShownStatus,
} from '../../../../src/ui/features/map/mapDecisions.ts';
import type { AgentPoints } from '../../../../src/ui/features/map/points.ts';
import {
  projectToScreen,
  unprojectFromScreen,
  type ScreenView,
} from '../../../../src/ui/features/map/screenSample.ts';

/** Spec §9: every line starts in London, 51.5072 N, 0.1276 W. */
const LONDON_LAT = 51.5072;
const LONDON_LNG = -0.1276;

/** Points from [lng, lat] pairs. */
function pointsOf(pairs: readonly (readonly [number, number])[]): AgentPoints {
  return { length: pairs.length, positions: Float64Array.from(pairs.flat()) };
}

/** `count` agents on one spot. */
function onOneSpot(count: number, lng = 2.3522, lat = 48.8566): AgentPoints {
  return pointsOf(Array.from({ length: count }, () => [lng, lat] as const));
}

/** `count` agents a kilometre or so apart around Paris. */
function spread(count: number): AgentPoints {
  return pointsOf(
    Array.from({ length: count }, (_, i) => [2.3 + (i % 10) * 0.01, 48.8 + Math.floor(i / 10) * 0.01]),
  );
}

/** An 800 × 600 view of Paris at city scale: London is thousands of pixels off its left edge. */
const PARIS_VIEW: ScreenView = { width: 800, height: 600, zoom: 10, center: [2.3522, 48.8566] };

function input(points: AgentPoints, flags: Partial<Omit<AgentMapInput, 'points'>> = {}): AgentMapInput {
  return { points, showHeat: false, completed: false, ...flags };
}

function notAsked(): ScreenView {
  throw new Error('the current view was asked for');
}

describe('isScreenSampled', () => {
  it('draws the spec’s twelve as they are and samples the thirteenth agent on', () => {
    expect(isScreenSampled(spread(1))).toBe(false);
    expect(isScreenSampled(spread(12))).toBe(false);
    expect(isScreenSampled(spread(13))).toBe(true);
  });
});

describe('layersAreCurrent', () => {
  const points = spread(12);
  const built: BuiltLayers = { ...input(points), view: null };

  it('rebuilds when nothing has been built', () => {
    expect(layersAreCurrent(null, input(points), notAsked)).toBe(false);
  });

  it('keeps layers built from the same points and flags, without asking for the view when unsampled', () => {
    expect(layersAreCurrent(built, input(points), notAsked)).toBe(true);
  });

  it('rebuilds for new points, compared by reference, and for either flag', () => {
    expect(layersAreCurrent(built, input(spread(12)), notAsked)).toBe(false);
    expect(layersAreCurrent(built, input(points, { showHeat: true }), notAsked)).toBe(false);
    expect(layersAreCurrent(built, input(points, { completed: true }), notAsked)).toBe(false);
  });

  it('rebuilds when the chain of command is switched on or off, and keeps the same lines', () => {
    const chain = { length: 1, positions: Float64Array.of(2, 48, 2.5, 48.5) };
    expect(layersAreCurrent(built, input(points, { chain }), notAsked)).toBe(false);
    const withChain: BuiltLayers = { ...input(points, { chain }), view: null };
    expect(layersAreCurrent(withChain, input(points, { chain }), notAsked)).toBe(true);
    expect(layersAreCurrent(withChain, input(points), notAsked)).toBe(false);
  });

  it('rebuilds a screen sample once the camera has moved a pixel or zoomed', () => {
    const bulk = spread(13);
    const sampled: BuiltLayers = { ...input(bulk), view: PARIS_VIEW };
    expect(layersAreCurrent(sampled, input(bulk), () => ({ ...PARIS_VIEW }))).toBe(true);
    const [lng, lat] = unprojectFromScreen(PARIS_VIEW, 401, 300);
    expect(layersAreCurrent(sampled, input(bulk), () => ({ ...PARIS_VIEW, center: [lng, lat] }))).toBe(false);
    expect(layersAreCurrent(sampled, input(bulk), () => ({ ...PARIS_VIEW, zoom: 10.5 }))).toBe(false);
    expect(layersAreCurrent(sampled, input(bulk), () => ({ ...PARIS_VIEW, width: 801 }))).toBe(false);
  });
});

describe('streamUpdateDelay', () => {
  // A search is told apart from the next by its mission object (AgentMap passes its results store).
  const mission = {};
  const streaming = spread(1001);
  const running = (points: AgentPoints, flags: Partial<Omit<AgentMapInput, 'points'>> = {}) =>
    input(points, { mission, total: 100_000, ...flags });
  // The picture on screen: an earlier part of the same search.
  const built: BuiltLayers = { ...running(spread(1001)), view: PARIS_VIEW };
  const clock = { now: 100, lastUpdate: 0, lastDrawMs: 10, streamStart: -1000 };

  it('holds a streaming bulk search’s new points until 250 ms after the last update', () => {
    expect(streamUpdateDelay(running(streaming), built, clock)).toBe(150);
    expect(streamUpdateDelay(running(streaming), built, { ...clock, now: 249 })).toBe(1);
    expect(streamUpdateDelay(running(streaming), built, { ...clock, now: 250 })).toBe(0);
    expect(streamUpdateDelay(running(streaming), built, { ...clock, now: 400 })).toBe(0);
  });

  it('waits four times the last draw where drawing is slower than that', () => {
    expect(streamUpdateDelay(running(streaming), built, { ...clock, lastDrawMs: 100 })).toBe(300);
    expect(streamUpdateDelay(running(streaming), built, { ...clock, lastDrawMs: 62.5 })).toBe(150);
  });

  it('draws an update at once when none has come before', () => {
    expect(streamUpdateDelay(running(streaming), built, { ...clock, lastUpdate: -Infinity })).toBe(0);
  });

  it('holds a bulk search’s first picture until 300 ms after its first points reached the map', () => {
    const first = { ...clock, streamStart: 50 };
    // Nothing drawn yet, the empty map the search began with, the last search's finished picture:
    // each makes the next picture this search's first.
    const empty: BuiltLayers = { ...running(spread(0)), view: null };
    const previous: BuiltLayers = { ...input(spread(500), { mission: {}, completed: true }), view: null };
    for (const before of [null, empty, previous]) {
      expect(streamUpdateDelay(running(spread(64)), before, first)).toBe(250);
      expect(streamUpdateDelay(running(spread(64)), before, { ...first, now: 349 })).toBe(1);
      expect(streamUpdateDelay(running(spread(64)), before, { ...first, now: 350 })).toBe(0);
    }
    // However few points have come so far: the map holds them, the table shows them.
    expect(streamUpdateDelay(running(spread(3), { total: 1000 }), null, first)).toBe(250);
  });

  it('takes a streaming picture of another search for nothing: the next picture is this search’s first', () => {
    // Not yet complete and not empty, but another mission's: its last update says nothing of this one.
    const otherSearch: BuiltLayers = {
      ...input(spread(1001), { mission: {}, total: 100_000 }),
      view: PARIS_VIEW,
    };
    const first = { ...clock, streamStart: 50 };
    expect(streamUpdateDelay(running(streaming), otherSearch, first)).toBe(250);
  });

  it('never holds back the spec’s twelve, completion, an empty map or the heat switch', () => {
    const first = { ...clock, streamStart: 50 };
    expect(streamUpdateDelay(running(spread(5), { total: 12 }), null, first)).toBe(0);
    expect(streamUpdateDelay(running(spread(1000), { completed: true }), null, first)).toBe(0);
    expect(streamUpdateDelay(running(spread(0)), built, first)).toBe(0);
    // Nothing to draw yet, whatever the clock says of this search's first points.
    expect(streamUpdateDelay(running(spread(0)), null, first)).toBe(0);
    expect(streamUpdateDelay(running(streaming, { showHeat: true }), built, clock)).toBe(0);
  });

  it('once the first picture is up, draws every frame up to 1,000 agents', () => {
    const small: BuiltLayers = { ...running(spread(600)), view: PARIS_VIEW };
    expect(streamUpdateDelay(running(spread(1000)), small, clock)).toBe(0);
  });

  it('never holds back a completed search shown after another completed one (a remembered mission)', () => {
    const completedBefore: BuiltLayers = { ...built, completed: true };
    expect(streamUpdateDelay(running(streaming, { completed: true }), completedBefore, clock)).toBe(0);
  });
});

describe('needsFit: each completed search is fitted once', () => {
  const points = spread(12);

  it('fits a completed search not fitted yet', () => {
    expect(needsFit(input(points, { completed: true }), null)).toBe(true);
    expect(needsFit(input(points, { completed: true }), spread(12))).toBe(true);
  });

  it('fits a mission once, however a filter narrows its points afterwards', () => {
    const mission = {};
    const narrowed = spread(5);
    expect(needsFit(input(points, { completed: true, mission }), null)).toBe(true);
    expect(needsFit(input(narrowed, { completed: true, mission }), mission)).toBe(false);
    expect(needsFit(input(points, { completed: true, mission: {} }), mission)).toBe(true);
  });

  it('does not fit a search in progress, an empty one, or the same points again', () => {
    expect(needsFit(input(points), null)).toBe(false);
    expect(needsFit(input(pointsOf([]), { completed: true }), null)).toBe(false);
    expect(needsFit(input(points, { completed: true }), points)).toBe(false);
  });
});

describe('when the basemap draws a completed search’s view', () => {
  it('draws a bulk search’s jump at once; the twelve’s flight frame by frame', () => {
    expect(drawsJumpAtOnce(planFit(spread(13), 1280, 800))).toBe(true);
    expect(drawsJumpAtOnce(planFit(spread(12), 1280, 800))).toBe(false);
  });

  it('lets a bulk search standing on one spot fly there, and draws nothing at once for no points', () => {
    const oneSpot = pointsOf(Array.from({ length: 13 }, (): [number, number] => [2.35, 48.85]));
    expect(planFit(oneSpot, 1280, 800)?.kind).toBe('spot');
    expect(drawsJumpAtOnce(planFit(oneSpot, 1280, 800))).toBe(false);
    expect(drawsJumpAtOnce(null)).toBe(false);
  });
});

describe('sampleViewFor', () => {
  it('samples nothing for the spec’s twelve', () => {
    expect(sampleViewFor(spread(12), PARIS_VIEW, notAsked)).toBeNull();
  });

  it('samples a completed bulk search for the view it is fitted to', () => {
    expect(sampleViewFor(spread(13), PARIS_VIEW, notAsked)).toBe(PARIS_VIEW);
  });

  it('samples a bulk search for the current view otherwise', () => {
    const current = { ...PARIS_VIEW, zoom: 4 };
    expect(sampleViewFor(spread(13), null, () => current)).toBe(current);
  });
});

describe('drawingFor the spec’s twelve (no sample)', () => {
  const points = spread(12);

  it('draws every agent’s marker while the search runs, with no lines and no heat', () => {
    const drawing = drawingFor(input(points), null);
    expect(drawing.markers).toBe(points);
    expect(drawing.links).toBeNull();
    expect(drawing.heat).toBeNull();
    expect(buildAgentLayers(drawing).map((layer) => layer.id)).toEqual([LAYER_ID.agents]);
  });

  it('draws a dashed line from London to each agent once completed', () => {
    const drawing = drawingFor(input(points, { completed: true }), null);
    expect(drawing.dashedLinks).toBe(true);
    expect(drawing.links?.length).toBe(12);
    const positions = drawing.links?.positions ?? new Float64Array(0);
    for (let i = 0; i < 12; i++) {
      expect([positions[i * 4], positions[i * 4 + 1]]).toEqual([LONDON_LNG, LONDON_LAT]);
      expect([positions[i * 4 + 2], positions[i * 4 + 3]]).toEqual([
        points.positions[i * 2],
        points.positions[i * 2 + 1],
      ]);
    }
  });

  it('draws the heat of every agent when it is on, under the lines and markers', () => {
    const drawing = drawingFor(input(points, { completed: true, showHeat: true }), null);
    expect(drawing.heat).toBe(points);
    const layers = buildAgentLayers(drawing);
    expect(layers.map((layer) => layer.id)).toEqual([LAYER_ID.heat, LAYER_ID.links, LAYER_ID.agents]);
    expect(layers[2]?.props).toMatchObject({ getRadius: 6, radiusUnits: 'pixels' });
  });
});

describe('drawingFor a bulk search (a sample made for the view)', () => {
  /** A point `dx`, `dy` pixels from the view's top-left corner. */
  function at(dx: number, dy: number): [number, number] {
    return unprojectFromScreen(PARIS_VIEW, dx, dy);
  }

  it('draws one marker, one line and one heat point of weight 13 for 13 agents on one spot', () => {
    const drawing = drawingFor(input(onOneSpot(13), { completed: true, showHeat: true }), PARIS_VIEW);
    expect(drawing.markers.length).toBe(1);
    expect(drawing.links?.length).toBe(1);
    expect(drawing.heat?.length).toBe(1);
    expect(Array.from(drawing.heat?.weights ?? [])).toEqual([13]);
  });

  it('draws no lines before completion and no heat while it is off', () => {
    const drawing = drawingFor(input(onOneSpot(13)), PARIS_VIEW);
    expect(drawing.links).toBeNull();
    expect(drawing.heat).toBeNull();
  });

  it('covers agents within a marker’s 6 px radius with one marker', () => {
    const [x, y] = [400, 300];
    const within = pointsOf([...Array.from({ length: 12 }, () => at(x, y)), at(x + 5.9, y)]);
    expect(drawingFor(input(within), PARIS_VIEW).markers.length).toBe(1);
    const beyond = pointsOf([...Array.from({ length: 12 }, () => at(x, y)), at(x + 6.5, y)]);
    expect(drawingFor(input(beyond), PARIS_VIEW).markers.length).toBe(2);
  });

  it('keeps markers up to 256 px off screen and drops those farther out', () => {
    const cluster = Array.from({ length: 11 }, () => at(400, 300));
    const points = pointsOf([...cluster, at(800 + 250, 300), at(800 + 262, 300)]);
    expect(drawingFor(input(points), PARIS_VIEW).markers.length).toBe(2);
  });

  it('keeps heat from agents within its 92 px radius off screen, and none from farther out', () => {
    const cluster = Array.from({ length: 11 }, () => at(400, 300));
    const points = pointsOf([...cluster, at(800 + 80, 300), at(800 + 120, 300)]);
    const heat = drawingFor(input(points, { showHeat: true }), PARIS_VIEW).heat;
    expect(Array.from(heat?.weights ?? []).reduce((sum, weight) => sum + weight, 0)).toBe(12);
  });

  it('draws 1,000 agents’ lines dashed from London itself', () => {
    const drawing = drawingFor(input(onOneSpot(1000), { completed: true }), PARIS_VIEW);
    expect(drawing.dashedLinks).toBe(true);
    expect(Array.from(drawing.links?.positions.subarray(0, 2) ?? [])).toEqual([LONDON_LNG, LONDON_LAT]);
    expect(buildAgentLayers(drawing).map((layer) => layer.id)).toContain(LAYER_ID.links);
  });

  it('draws 1,001 agents’ lines solid, from where they enter the screen’s 256 px margin', () => {
    const drawing = drawingFor(input(onOneSpot(1001), { completed: true }), PARIS_VIEW);
    expect(drawing.dashedLinks).toBe(false);
    expect(buildAgentLayers(drawing).map((layer) => layer.id)).toContain(LAYER_ID.solidLinks);
    const positions = drawing.links?.positions ?? new Float64Array(0);
    const [x, y] = projectToScreen(PARIS_VIEW, positions[0] ?? NaN, positions[1] ?? NaN);
    // London lies north-west of Paris, farther north than west on the Mercator map: its lines come in
    // through the top edge of the margin.
    expect(y).toBeCloseTo(-256, 6);
    expect(x).toBeGreaterThan(-256);
    expect(x).toBeLessThan(800 + 256);
  });
});

describe('firstStageOf: deck draws a cold first picture in two stages', () => {
  const twelve = spread(12);
  const finished: AgentMapInput = { points: twelve, showHeat: true, completed: true };

  it('hands over the markers alone first when no program has been built, lines and heat after', () => {
    const whole = drawingFor(finished, null);
    const first = firstStageOf(whole, false);
    expect(first?.markers).toBe(whole.markers);
    expect(first?.links).toBeNull();
    expect(first?.heat).toBeNull();
    // The whole drawing is what comes next, untouched.
    expect(whole.links?.length).toBe(12);
    expect(whole.heat).toBe(twelve);
  });

  it('holds back the heat too when there are no lines (heat switched on during a search)', () => {
    const whole = { ...drawingFor(finished, null), links: null };
    const first = firstStageOf(whole, false);
    expect(first?.markers).toBe(whole.markers);
    expect(first?.heat).toBeNull();
  });

  it('hands over everything at once once the programs are built (warm-up or an earlier picture)', () => {
    expect(firstStageOf(drawingFor(finished, null), true)).toBeNull();
  });

  it('has nothing to split when there are only markers, or nothing at all', () => {
    const streaming = drawingFor({ points: twelve, showHeat: false, completed: false }, null);
    expect(streaming.links).toBeNull();
    expect(firstStageOf(streaming, false)).toBeNull();
    const empty = drawingFor({ points: spread(0), showHeat: true, completed: true }, null);
    expect(firstStageOf(empty, false)).toBeNull();
  });
});

describe('agentCounts', () => {
  it('counts a marker for every agent, and a line for each once the search has completed', () => {
    expect(agentCounts(input(spread(13)))).toEqual({ markers: 13, lines: 0 });
    expect(agentCounts(input(spread(13), { completed: true }))).toEqual({ markers: 13, lines: 13 });
    expect(agentCounts(input(pointsOf([]), { completed: true }))).toEqual({ markers: 0, lines: 0 });
  });
});

describe('mapShowsAll: when the sketch has nothing left to add', () => {
  const drawn: ShownStatus = { ready: true, basemap: 'ready', markers: 13, lines: 13, heat: false };
  const asked = input(spread(13), { completed: true });

  it('holds once the map shows every marker and line asked for, with the heat as asked, on its basemap', () => {
    expect(mapShowsAll(drawn, asked)).toBe(true);
    // A map ready before any search shows all of nothing.
    expect(mapShowsAll({ ...drawn, markers: 0, lines: 0 }, input(pointsOf([])))).toBe(true);
  });

  it('waits for the lines, the heat and the basemap: the first stage of a cold map has markers only', () => {
    expect(mapShowsAll({ ...drawn, lines: 0 }, asked)).toBe(false);
    expect(mapShowsAll(drawn, { ...asked, showHeat: true })).toBe(false);
    expect(mapShowsAll({ ...drawn, ready: false, basemap: 'loading' }, asked)).toBe(false);
    expect(mapShowsAll({ ...drawn, markers: 12 }, asked)).toBe(false);
  });

  it('does not wait for a basemap that failed: the agents are drawn on the map all the same', () => {
    expect(mapShowsAll({ ...drawn, ready: false, basemap: 'error' }, asked)).toBe(true);
  });
});

describe('mapInputOf', () => {
  it("counts the lines' style by the whole mission when there is one, else by the points", () => {
    const points = spread(13);
    const mission = { total: 100_000 };
    expect(mapInputOf({ points, showHeat: true, completed: true, agentOf: null, mission })).toEqual({
      points,
      showHeat: true,
      completed: true,
      agentOf: null,
      mission,
      chain: null,
      total: 100_000,
    });
    expect(
      mapInputOf({ points, showHeat: false, completed: false, agentOf: null, mission: null }).total,
    ).toBe(13);
  });
});

describe('reusableDrawing: a picture already made of the same agents is handed to deck again', () => {
  const points = spread(2000);
  const built = (flags: Partial<BuiltLayers> = {}): BuiltLayers => ({
    ...input(points, { completed: true, showHeat: true, total: 2000 }),
    view: PARIS_VIEW,
    ...flags,
  });
  /** A drawing of its own: only its identity matters here. */
  const drawing = (): RecentDrawing['drawing'] => ({
    markers: points,
    links: null,
    dashedLinks: false,
    heat: null,
  });

  it('reuses the drawing of the same points, flags and mission size for the same view', () => {
    const kept = { built: built(), drawing: drawing() };
    // A new view object of the same camera: views are compared by what they show.
    expect(reusableDrawing([kept], built({ view: { ...PARIS_VIEW } }))).toBe(kept.drawing);
  });

  it('reuses a drawing of every agent (no view) only for a build of every agent', () => {
    const unsampled = { built: built({ view: null }), drawing: drawing() };
    const sampled = { built: built(), drawing: drawing() };
    expect(reusableDrawing([unsampled], built({ view: null }))).toBe(unsampled.drawing);
    expect(reusableDrawing([unsampled], built())).toBeNull();
    expect(reusableDrawing([sampled], built({ view: null }))).toBeNull();
  });

  it('compares points by reference: equal positions in another array are other points', () => {
    const kept = { built: built(), drawing: drawing() };
    const copy = { length: points.length, positions: points.positions.slice() };
    expect(reusableDrawing([kept], built({ points: copy }))).toBeNull();
  });

  it('does not reuse a drawing made with the heat switched otherwise, before completion, or for another mission size', () => {
    const kept = { built: built(), drawing: drawing() };
    expect(reusableDrawing([kept], built({ showHeat: false }))).toBeNull();
    expect(reusableDrawing([kept], built({ completed: false }))).toBeNull();
    expect(reusableDrawing([kept], built({ total: 100_000 }))).toBeNull();
  });

  it('does not reuse a sample made for a view the camera has left by a pixel, or a zoom', () => {
    const kept = { built: built(), drawing: drawing() };
    const onePixelRight = unprojectFromScreen(PARIS_VIEW, PARIS_VIEW.width / 2 + 1, PARIS_VIEW.height / 2);
    expect(reusableDrawing([kept], built({ view: { ...PARIS_VIEW, center: onePixelRight } }))).toBeNull();
    expect(
      reusableDrawing([kept], built({ view: { ...PARIS_VIEW, zoom: PARIS_VIEW.zoom + 0.01 } })),
    ).toBeNull();
  });

  it('finds the second of the kept drawings, and nothing in an empty list', () => {
    const filtered = {
      built: built({ points: spread(30), agentOf: new Uint32Array(30) }),
      drawing: drawing(),
    };
    const whole = { built: built(), drawing: drawing() };
    expect(reusableDrawing([filtered, whole], built())).toBe(whole.drawing);
    expect(reusableDrawing([], built())).toBeNull();
  });
});

describe('keptDrawings: the newest drawing, and the whole mission’s newest for a cleared filter', () => {
  const recent = (agentOf: Uint32Array | null | undefined): RecentDrawing => ({
    built: { ...input(spread(20), agentOf === undefined ? {} : { agentOf }), view: null },
    drawing: { markers: spread(1), links: null, dashedLinks: true, heat: null },
  });
  const filter = () => recent(new Uint32Array([3, 5]));

  it('keeps the newest alone when it is of the whole mission, dropping every older one', () => {
    const latest = recent(null);
    for (const older of [[recent(null), filter()], [filter(), recent(null)], []]) {
      const kept = keptDrawings(latest, older);
      expect(kept).toHaveLength(1);
      expect(kept[0]).toBe(latest);
    }
  });

  it('keeps a filter’s drawing with the whole mission’s newest, not an older filter’s', () => {
    const latest = filter();
    const older = filter();
    const whole = recent(null);
    const kept = keptDrawings(latest, [older, whole]);
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(latest);
    expect(kept[1]).toBe(whole);
  });

  it('keeps the newer of two whole-mission drawings', () => {
    const newer = recent(null);
    const older = recent(null);
    const kept = keptDrawings(filter(), [newer, older]);
    expect(kept[1]).toBe(newer);
    expect(kept).toHaveLength(2);
  });

  it('counts points with no agentOf at all as the whole mission', () => {
    const whole = recent(undefined);
    expect(keptDrawings(filter(), [whole])[1]).toBe(whole);
  });

  it('keeps a filter’s drawing alone when no whole-mission drawing is kept', () => {
    const latest = filter();
    const kept = keptDrawings(latest, [filter()]);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toBe(latest);
  });
});
