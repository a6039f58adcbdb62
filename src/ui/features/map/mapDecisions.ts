// What the map draws, and when, for a given mission, view and heat state: plain functions of their
// arguments, tested in Node. AgentMapController applies the answers to MapLibre and deck.gl, and owns the
// clock, the timers and the camera; nothing here reads them.
import { isBulk } from '../../mission/bulk.ts';
import {
  DASHED_LINKS_MAX,
  HEAT_RADIUS_PIXELS,
  LONDON,
  SAMPLE_HEAT_CELL_PX,
  SAMPLE_LINE_TOLERANCE_PX,
  SAMPLE_MARGIN_PX,
  SAMPLE_MARKER_COVER_PX,
  STREAM_DRAW_FACTOR,
  STREAM_FIRST_PICTURE_MS,
  STREAM_THROTTLE_MIN_POINTS,
  STREAM_UPDATE_MS,
} from './constants.ts';
import type { BasemapState } from './basemapHealth.ts';
import type { FitPlan } from './fitPlan.ts';
import type { AgentLayersInput } from './layers.ts';
import { toLinkPaths } from './points.ts';
import type { ChainLinks } from './chainLinks.ts';
import type { AgentPoints } from './points.ts';
import { sampleForScreen, viewsMatch } from './screenSample.ts';
import type { ScreenView } from './screenSample.ts';

/** What the map is asked to show: AgentMap's props. */
export interface AgentMapInput {
  /** A new object whenever the agents change: the map compares by reference. */
  points: AgentPoints;
  showHeat: boolean;
  completed: boolean;
  /** Point i is agent agentOf[i] of the mission when the points are a filtered subset; null: agent i. */
  agentOf?: Uint32Array | null;
  /**
   * The mission the points belong to, when they can change without the mission changing (a filter):
   * the camera is fitted once per mission, so narrowing it keeps the view the visitor is looking at.
   */
  mission?: object | null;
  /** The chain of command's lines (chainLinks.ts); null or absent when the toggle is off. */
  chain?: ChainLinks | null;
  /**
   * Agents in the whole mission, when the points are fewer (a filter's). The lines' style follows the
   * mission, not the filter: a bulk mission's lines stay solid and screen-sampled when narrowed to a few
   * hundred, instead of becoming dashed lines drawn in full, which cost a software renderer seconds.
   */
  total?: number;
}

/**
 * The map's input from what the dashboard hands it: the mission's agents (or a filter's, with `agentOf`),
 * and the mission itself, whose identity keys the camera's fit and whose size sets the lines' style.
 * AgentMap and the dashboard's sketch build it the same way.
 */
export function mapInputOf({
  points,
  showHeat,
  completed,
  agentOf,
  mission,
  chain = null,
}: {
  points: AgentPoints;
  showHeat: boolean;
  completed: boolean;
  agentOf: Uint32Array | null;
  mission: { readonly total: number } | null;
  chain?: ChainLinks | null;
}): AgentMapInput {
  return { points, showHeat, completed, agentOf, mission, chain, total: mission?.total ?? points.length };
}

/** The input a set of layers was built from, and the view a screen sample was made for (null: none). */
export interface BuiltLayers extends AgentMapInput {
  view: ScreenView | null;
}

const SAMPLE_OPTIONS = {
  markerCoverPx: SAMPLE_MARKER_COVER_PX,
  lineTolerancePx: SAMPLE_LINE_TOLERANCE_PX,
  heatCellPx: SAMPLE_HEAT_CELL_PX,
  marginPx: SAMPLE_MARGIN_PX,
  heatMarginPx: HEAT_RADIUS_PIXELS,
};

/** A drawing deck was handed, and the input and view it was made from. */
export interface RecentDrawing {
  built: BuiltLayers;
  drawing: AgentLayersInput;
}

/**
 * A drawing kept from earlier that still shows `built`, or null: one made of the same points (by
 * reference), with the same flags and mission size, for a matching view (or, like `built`, for none).
 * Clearing a filter goes back to the mission's own points in the same view: the drawing made of them is
 * still right, and handing deck the same data objects again uploads nothing (a new sample of 100,000
 * agents is the slow part otherwise).
 *
 * @example reusableDrawing([{ built, drawing }], { ...built }) === drawing
 */
export function reusableDrawing(
  recent: readonly RecentDrawing[],
  built: BuiltLayers,
): AgentLayersInput | null {
  const same = recent.find(
    (kept) =>
      kept.built.points === built.points &&
      kept.built.showHeat === built.showHeat &&
      (kept.built.chain ?? null) === (built.chain ?? null) &&
      kept.built.completed === built.completed &&
      kept.built.total === built.total &&
      (kept.built.view === null
        ? built.view === null
        : built.view !== null && viewsMatch(kept.built.view, built.view)),
  );
  return same?.drawing ?? null;
}

/**
 * The drawings worth keeping once `latest` is made: itself, and the newest of the whole (unfiltered)
 * mission among it and `recent`, the one a cleared filter comes back to. Nothing else is kept: each holds
 * a screen sample of up to every agent.
 */
export function keptDrawings(latest: RecentDrawing, recent: readonly RecentDrawing[]): RecentDrawing[] {
  const whole = [latest, ...recent].find((kept) => !kept.built.agentOf);
  return whole === undefined || whole === latest ? [latest] : [latest, whole];
}

/**
 * A bulk search's agents are drawn as a sample made for the screen (see screenSample.ts): even 1,000
 * dashed lines take half a second a frame in a software renderer. The spec's twelve are drawn exactly
 * as they are, one marker and one line each.
 */
export function isScreenSampled(points: AgentPoints): boolean {
  return isBulk(points.length);
}

/**
 * Whether the layers built last still show `input`: the same points (by reference) and flags, and, when
 * they are a screen sample, a view that still matches. `currentView` is only asked for a sampled build.
 */
export function layersAreCurrent(
  built: BuiltLayers | null,
  input: AgentMapInput,
  currentView: () => ScreenView,
): boolean {
  return (
    built !== null &&
    built.points === input.points &&
    built.showHeat === input.showHeat &&
    (built.chain ?? null) === (input.chain ?? null) &&
    built.completed === input.completed &&
    (built.view === null || viewsMatch(built.view, currentView()))
  );
}

/** The times streamUpdateDelay decides by, read from the clock by AgentMapController. */
export interface StreamClock {
  now: number;
  /** When deck last got new points of a streaming search (-Infinity: never). */
  lastUpdate: number;
  /** How long the last update took to reach the screen. */
  lastDrawMs: number;
  /** When this search's first points reached the map (-Infinity: not known). */
  streamStart: number;
}

/**
 * Whether `built` is a picture of the search `input` is still streaming in. Anything else (nothing drawn,
 * another search, the finished picture of a remembered one, the empty map of a search that has just
 * begun) makes the next picture this search's first.
 */
function continuesStream(input: AgentMapInput, built: BuiltLayers | null): boolean {
  return (
    built !== null &&
    !built.completed &&
    built.points.length > 0 &&
    (built.mission ?? null) === (input.mission ?? null)
  );
}

/**
 * How long to hold back new points (ms; 0: draw now). Each picture redraws every point, and in a software
 * WebGL (SwiftShader) a picture with heat costs a quarter of a second or more, so a bulk search draws few:
 *
 * - its first picture waits STREAM_FIRST_PICTURE_MS from its first points (`clock.streamStart`): a search
 *   of a few thousand agents has arrived by then and is drawn once, finished, instead of as partial
 *   pictures that each hold up the next reveal and the camera's fit;
 * - later ones, above STREAM_THROTTLE_MIN_POINTS, come every STREAM_UPDATE_MS (or STREAM_DRAW_FACTOR
 *   times the last draw, when drawing is slow) rather than every frame.
 *
 * Completion, the heat switch and the spec's twelve (paced one by one, each reveal drawn) are never held.
 *
 * @example streamUpdateDelay(input, built, { now: 100, lastUpdate: 0, lastDrawMs: 10, streamStart: 0 }) // 150
 */
export function streamUpdateDelay(
  input: AgentMapInput,
  built: BuiltLayers | null,
  clock: StreamClock,
): number {
  const bulkRunning =
    !input.completed && input.points.length > 0 && isBulk(input.total ?? input.points.length);
  if (!bulkRunning || (built !== null && built.showHeat !== input.showHeat)) return 0;
  if (!continuesStream(input, built)) {
    return Math.max(0, clock.streamStart + STREAM_FIRST_PICTURE_MS - clock.now);
  }
  if (input.points.length <= STREAM_THROTTLE_MIN_POINTS) return 0;
  // Where a draw is slow (software WebGL), streaming gets fewer pictures rather than a frozen page.
  const interval = Math.max(STREAM_UPDATE_MS, STREAM_DRAW_FACTOR * clock.lastDrawMs);
  return Math.max(0, clock.lastUpdate + interval - clock.now);
}

/** What a fit is made for: the mission when the input names one, else its points. */
export function fitKeyOf(input: AgentMapInput): object {
  return input.mission ?? input.points;
}

/**
 * Each completed search is fitted once: `fitted` is the fit key (fitKeyOf) the camera was last fitted
 * for. A filter changes the points but not the mission, so it moves no camera: a refit would also make
 * MapLibre lay out a new zoom's tiles, the longest part of a filter change otherwise.
 */
export function needsFit(input: AgentMapInput, fitted: object | null): boolean {
  return input.completed && input.points.length > 0 && fitKeyOf(input) !== fitted;
}

/**
 * Whether MapLibre draws a completed search's new view at once (map.redraw), in the frame of the fit,
 * rather than in its next frame: when the camera jumps (a bulk search; `plan` from planFit). deck learns a
 * camera only from MapLibre's 'render' event, and layers handed to deck before that are made for the old
 * view: the heat was aggregated for the view before the search (the whole world, for a first search),
 * drawn, then aggregated and drawn again a frame later, a frame of about 100 ms in software WebGL. In the
 * redraw's render event deck draws what it held (nothing, or a streaming search's picture) at the new view;
 * the search's layers, made for it, go to deck's next frame, so the basemap's big redraw and the agents'
 * never share a frame (in one frame they took 200–250 ms). A flight (the twelve, or one spot) is drawn by
 * MapLibre frame by frame, and deck follows it.
 *
 * @example drawsJumpAtOnce(planFit(thousandAgents, 1280, 800)) === true
 */
export function drawsJumpAtOnce(plan: FitPlan | null): boolean {
  return plan !== null && plan.duration === 0;
}

/**
 * The part of a drawing deck gets first when its programs have never been built (no warm-up has run and
 * no agents were drawn: a mission link's agents reach a map that has only just loaded), or null to hand
 * it the whole drawing at once. The markers go first and the lines and heat two frames later: in a software
 * WebGL each new program is compiled in the frame that first draws it, and all of them in one frame froze
 * the page for 0.5–1.2 s (docs/PERFORMANCE.md, "Mission links: the table before the map's code").
 */
export function firstStageOf(drawing: AgentLayersInput, programsBuilt: boolean): AgentLayersInput | null {
  if (programsBuilt || drawing.markers.length === 0) return null;
  if (drawing.links === null && drawing.heat === null) return null;
  return { ...drawing, links: null, heat: null };
}

/**
 * The view a bulk search's sample is made for, or null: every agent is drawn as it is. A completed search
 * is sampled for the view it is being fitted to (all its agents on screen), which also serves every frame
 * of a flight there: the flight only zooms out from it.
 */
export function sampleViewFor(
  points: AgentPoints,
  fittedView: ScreenView | null,
  currentView: () => ScreenView,
): ScreenView | null {
  return isScreenSampled(points) ? (fittedView ?? currentView()) : null;
}

/** Every agent as it is, or (bulk searches, `view` given) a sample of them made for that view. */
export function drawingFor(input: AgentMapInput, view: ScreenView | null): AgentLayersInput {
  const { points, completed, showHeat } = input;
  const dashedLinks = (input.total ?? points.length) <= DASHED_LINKS_MAX;
  // The chain's lines are few beside a bulk mission's points (one per agent at most) and drawn whole.
  const chain = input.chain ?? null;
  if (view === null) {
    return {
      markers: points,
      links: completed ? toLinkPaths(points, LONDON) : null,
      dashedLinks,
      heat: showHeat ? points : null,
      chain,
    };
  }
  const sample = sampleForScreen(
    points,
    view,
    { origin: completed ? LONDON : null, heat: showHeat, clipLinks: !dashedLinks },
    SAMPLE_OPTIONS,
  );
  return { markers: sample.markers, links: sample.links, dashedLinks, heat: sample.heat, chain };
}

/**
 * The agents the map stands for, whatever was drawn of them: every one has a marker, and a line from
 * London once the search has completed (spec: lines are part of the finished picture, "afterwards").
 */
export function agentCounts(input: AgentMapInput): { markers: number; lines: number } {
  return { markers: input.points.length, lines: input.completed ? input.points.length : 0 };
}

/** What the map says it shows (AgentMapController's status), as far as mapShowsAll reads it. */
export interface ShownStatus {
  ready: boolean;
  basemap: BasemapState;
  markers: number;
  lines: number;
  heat: boolean;
}

/**
 * Whether the map has drawn everything `input` asks for, on a basemap that has loaded (or failed for good):
 * from then on the dashboard's first picture (components/MapSketch.tsx) has nothing to add.
 *
 * @example mapShowsAll({ ready: true, basemap: 'ready', markers: 3, lines: 3, heat: false }, threeCompleted) === true
 */
export function mapShowsAll(status: ShownStatus, input: AgentMapInput): boolean {
  const { markers, lines } = agentCounts(input);
  return (
    (status.ready || status.basemap === 'error') &&
    status.markers === markers &&
    status.lines === lines &&
    status.heat === input.showHeat
  );
}
