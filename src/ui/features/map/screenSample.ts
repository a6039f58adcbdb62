// Level of detail for bulk searches: what deck.gl draws is bounded by the screen, not by the agent count.
//
// 100,000 markers cost 2 s per frame in a software WebGL (SwiftShader) and 100,000 lines from London 23 s,
// although most of them land on pixels that other markers and lines already cover. This module picks, for
// the current view, a subset that draws (to within a pixel or two) the same picture:
//
// - Markers: agents are taken in order, and one is drawn unless a marker already drawn lies within a
//   radius of it (a greedy cover). So every agent's position lies under a drawn marker, and drawn markers
//   are more than a radius apart: where agents crowd, about one marker per 1.5 radius², instead of the
//   four or five that one marker per radius/√2 grid cell gave. The fragments a software renderer has to
//   shade fall by the same factor, and the picture (the union of the discs) still covers every agent.
// - Lines: every line starts at London. Two lines leaving it at angles within δ of each other are never
//   more than δ·r apart at distance r from London, so with δ = tolerance / (the farthest on-screen
//   distance), the longer of the two covers the other across the whole screen. One line, the longest, is
//   drawn per angle band; lines that miss the screen altogether are dropped first. Solid lines are cut
//   where they enter the screen and its margin: what lies beyond is never seen, and costs a software
//   renderer more than what is.
// - Heat: agents are summed into cells much smaller than the heat's 92 px blur, one weighted point per
//   cell at the cell's mean position. The heat layer adds kernels up, so the picture is the same.
//
// The camera is MapLibre's, flat (no pitch or rotation; the map disables both): Web Mercator with
// 512-pixel tiles. Everything here is pure arithmetic on typed arrays so it is tested without a browser.
import type { LngLat } from './constants.ts';
import type { AgentPoints, LinkPaths } from './points.ts';

export interface ScreenView {
  /** CSS pixels. */
  width: number;
  height: number;
  /** MapLibre zoom: the world is 512 · 2^zoom pixels wide. */
  zoom: number;
  center: LngLat;
}

export interface ScreenSampleOptions {
  /** An agent this close (pixels) to a drawn marker needs none of its own: the marker's radius. */
  markerCoverPx: number;
  /** How far (pixels) a hidden line may be from a drawn one, anywhere on screen. */
  lineTolerancePx: number;
  /** Side of a heat cell in pixels. */
  heatCellPx: number;
  /** Markers and lines this far outside the screen are kept, so a short pan shows no gaps. */
  marginPx: number;
  /** Heat from agents this far outside the screen still reaches it (the heat's radius). */
  heatMarginPx: number;
}

/** Points with a weight each: what the heat layer draws. */
export interface WeightedPoints extends AgentPoints {
  readonly weights: Float32Array;
}

export interface ScreenSample {
  markers: AgentPoints;
  /** Lines from the origin; null when none were asked for. */
  links: LinkPaths | null;
  /** Null when no heat was asked for. */
  heat: WeightedPoints | null;
}

/** MapLibre's tiles: the world is TILE_SIZE · 2^zoom CSS pixels wide. */
export const TILE_SIZE = 512;
const MAX_MERCATOR_LAT = 85.051129;

export function mercatorX(lng: number): number {
  return (lng + 180) / 360;
}

export function mercatorY(lat: number): number {
  const clamped = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
  const phi = (clamped * Math.PI) / 180;
  return (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2;
}

/** The longitude at Mercator x (0 at 180° W, 1 at 180° E): mercatorX's inverse. */
export function lngOfMercatorX(x: number): number {
  return x * 360 - 180;
}

/** The latitude at Mercator y (0 at the top, 1 at the bottom): mercatorY's inverse. */
export function latOfMercatorY(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/** Screen coordinates (CSS pixels from the top left) of a longitude and latitude in `view`. */
export function projectToScreen(view: ScreenView, lng: number, lat: number): [x: number, y: number] {
  const worldSize = TILE_SIZE * 2 ** view.zoom;
  return [
    (mercatorX(lng) - mercatorX(view.center[0])) * worldSize + view.width / 2,
    (mercatorY(lat) - mercatorY(view.center[1])) * worldSize + view.height / 2,
  ];
}

/** The longitude and latitude at screen coordinates (CSS pixels from the top left) in `view`. */
export function unprojectFromScreen(view: ScreenView, x: number, y: number): [lng: number, lat: number] {
  const worldSize = TILE_SIZE * 2 ** view.zoom;
  const mx = (x - view.width / 2) / worldSize + mercatorX(view.center[0]);
  const my = (y - view.height / 2) / worldSize + mercatorY(view.center[1]);
  return [lngOfMercatorX(mx), latOfMercatorY(my)];
}

/**
 * Whether a sample made for view `a` still serves view `b`: same size and zoom, centres within half a
 * pixel. MapLibre's camera after a fit can differ from the one it predicted by rounding only.
 */
export function viewsMatch(a: ScreenView, b: ScreenView): boolean {
  if (a.width !== b.width || a.height !== b.height || Math.abs(a.zoom - b.zoom) > 1e-6) return false;
  const [x, y] = projectToScreen(a, b.center[0], b.center[1]);
  return Math.abs(x - a.width / 2) < 0.5 && Math.abs(y - a.height / 2) < 0.5;
}

/** Every agent's screen position, as [x, y, x, y, …]. */
function projectAll(points: AgentPoints, view: ScreenView): Float64Array {
  const worldSize = TILE_SIZE * 2 ** view.zoom;
  const originX = mercatorX(view.center[0]) * worldSize - view.width / 2;
  const originY = mercatorY(view.center[1]) * worldSize - view.height / 2;
  const screen = new Float64Array(points.length * 2);
  const { positions } = points;
  for (let index = 0; index < points.length; index++) {
    screen[index * 2] = mercatorX(positions[index * 2] as number) * worldSize - originX;
    screen[index * 2 + 1] = mercatorY(positions[index * 2 + 1] as number) * worldSize - originY;
  }
  return screen;
}

/** The positions of the chosen agents, in the order chosen. */
function pick(points: AgentPoints, chosen: Uint32Array, count: number): AgentPoints {
  const positions = new Float64Array(count * 2);
  for (let out = 0; out < count; out++) {
    const index = chosen[out] as number;
    positions[out * 2] = points.positions[index * 2] as number;
    positions[out * 2 + 1] = points.positions[index * 2 + 1] as number;
  }
  return { length: count, positions };
}

function sampleMarkers(
  points: AgentPoints,
  screen: Float64Array,
  view: ScreenView,
  cover: number,
  margin: number,
) {
  // Drawn markers are hashed into cells whose diagonal is `cover`: an agent in an occupied cell is covered
  // by that cell's marker, and two drawn markers (more than `cover` apart) never share a cell. A marker
  // within `cover` of an agent lies at most two cells away in each direction.
  const cell = cover / Math.SQRT2;
  const columns = Math.ceil((view.width + 2 * margin) / cell);
  const rows = Math.ceil((view.height + 2 * margin) / cell);
  const occupant = new Int32Array(columns * rows).fill(-1);
  const chosen = new Uint32Array(points.length);
  const cover2 = cover * cover;
  let count = 0;
  for (let index = 0; index < points.length; index++) {
    const x = (screen[index * 2] as number) + margin;
    const y = (screen[index * 2 + 1] as number) + margin;
    const column = Math.floor(x / cell);
    const row = Math.floor(y / cell);
    if (column < 0 || row < 0 || column >= columns || row >= rows) continue;
    if ((occupant[row * columns + column] as number) >= 0) continue;
    let covered = false;
    for (let r = Math.max(0, row - 2); r <= Math.min(rows - 1, row + 2) && !covered; r++) {
      for (let c = Math.max(0, column - 2); c <= Math.min(columns - 1, column + 2); c++) {
        const marker = occupant[r * columns + c] as number;
        if (marker < 0) continue;
        const drawn = chosen[marker] as number;
        const dx = (screen[drawn * 2] as number) + margin - x;
        const dy = (screen[drawn * 2 + 1] as number) + margin - y;
        if (dx * dx + dy * dy <= cover2) {
          covered = true;
          break;
        }
      }
    }
    if (covered) continue;
    occupant[row * columns + column] = count;
    chosen[count++] = index;
  }
  return pick(points, chosen, count);
}

/** A rectangle on screen, in CSS pixels. */
export interface ScreenRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where the segment from (x0, y0) to (x1, y1) enters `rect`, as a fraction of its length (0 when it
 * starts inside), or -1 when it misses the rectangle. Liang–Barsky clipping: the range of the segment's
 * parameter left inside each edge in turn must stay non-empty. Runs for every agent whose line ends off
 * screen when a bulk search is sampled, so it allocates nothing: a version that looped over an array of
 * edges made five objects a call, and took 45 of the 150 ms sample of 100,000 agents.
 */
export function segmentEntry(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  { left, top, right, bottom }: ScreenRect,
): number {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let enter = 0;
  let leave = 1;
  // The edges in turn (left, right, top, bottom), each as p·t ≤ q for the points inside it.
  for (let edge = 0; edge < 4; edge++) {
    const p = edge === 0 ? -dx : edge === 1 ? dx : edge === 2 ? -dy : dy;
    const q = edge === 0 ? x0 - left : edge === 1 ? right - x0 : edge === 2 ? y0 - top : bottom - y0;
    if (p === 0) {
      if (q < 0) return -1;
      continue;
    }
    const t = q / p;
    if (p < 0) enter = Math.max(enter, t);
    else leave = Math.min(leave, t);
    if (enter > leave) return -1;
  }
  return enter;
}

function sampleLinks(
  points: AgentPoints,
  screen: Float64Array,
  view: ScreenView,
  origin: LngLat,
  clip: boolean,
  tolerance: number,
  margin: number,
): LinkPaths {
  const [ox, oy] = projectToScreen(view, origin[0], origin[1]);
  const rect: ScreenRect = {
    left: -margin,
    top: -margin,
    right: view.width + margin,
    bottom: view.height + margin,
  };
  const { left, top, right, bottom } = rect;
  // The farthest any on-screen pixel is from the origin bounds how far apart two lines of a band can be.
  const farthest = Math.max(
    Math.hypot(left - ox, top - oy),
    Math.hypot(right - ox, top - oy),
    Math.hypot(left - ox, bottom - oy),
    Math.hypot(right - ox, bottom - oy),
  );
  const band = tolerance / Math.max(farthest, 1);
  // Band → the agent whose line is the band's longest so far.
  const longest = new Map<number, number>();
  const lengths = new Float64Array(points.length);
  for (let index = 0; index < points.length; index++) {
    const x = screen[index * 2] as number;
    const y = screen[index * 2 + 1] as number;
    // Most agents of a fitted view are on screen, and so is the end of their line; only the others are clipped.
    const ends = x >= left && x <= right && y >= top && y <= bottom;
    if (!ends && segmentEntry(ox, oy, x, y, rect) < 0) continue;
    const length = (x - ox) ** 2 + (y - oy) ** 2;
    lengths[index] = length;
    const key = Math.floor((Math.atan2(y - oy, x - ox) + Math.PI) / band);
    const best = longest.get(key);
    if (best === undefined || length > (lengths[best] as number)) longest.set(key, index);
  }
  const chosen = Uint32Array.from(longest.values()).sort();
  const paths = linkPathsTo(pick(points, chosen, chosen.length), origin);
  if (!clip) return paths;
  // Each line starts where it enters the screen and its margin, not at London: the part in between is
  // never seen, and in a software renderer a line reaching thousands of pixels off screen costs far more
  // to draw than its visible part (the frame that adds 440 lines took 57–64 ms instead of 70–85).
  for (let out = 0; out < chosen.length; out++) {
    const index = chosen[out] as number;
    const x = screen[index * 2] as number;
    const y = screen[index * 2 + 1] as number;
    const enter = segmentEntry(ox, oy, x, y, rect);
    if (enter <= 0) continue;
    const [lng, lat] = unprojectFromScreen(view, ox + enter * (x - ox), oy + enter * (y - oy));
    paths.positions[out * 4] = lng;
    paths.positions[out * 4 + 1] = lat;
  }
  return paths;
}

/** One straight path per point, from `origin`; see points.ts for the layout. */
function linkPathsTo(ends: AgentPoints, origin: LngLat): LinkPaths {
  const { length } = ends;
  const positions = new Float64Array(length * 4);
  const startIndices = new Uint32Array(length + 1);
  for (let index = 0; index < length; index++) {
    positions[index * 4] = origin[0];
    positions[index * 4 + 1] = origin[1];
    positions[index * 4 + 2] = ends.positions[index * 2] as number;
    positions[index * 4 + 3] = ends.positions[index * 2 + 1] as number;
    startIndices[index] = index * 2;
  }
  startIndices[length] = length * 2;
  return { length, startIndices, positions };
}

function sampleHeat(
  points: AgentPoints,
  screen: Float64Array,
  view: ScreenView,
  cell: number,
  margin: number,
) {
  const columns = Math.ceil((view.width + 2 * margin) / cell);
  const rows = Math.ceil((view.height + 2 * margin) / cell);
  const count = new Uint32Array(columns * rows);
  const sumLng = new Float64Array(columns * rows);
  const sumLat = new Float64Array(columns * rows);
  for (let index = 0; index < points.length; index++) {
    const column = Math.floor(((screen[index * 2] as number) + margin) / cell);
    const row = Math.floor(((screen[index * 2 + 1] as number) + margin) / cell);
    if (column < 0 || row < 0 || column >= columns || row >= rows) continue;
    const slot = row * columns + column;
    count[slot] = (count[slot] as number) + 1;
    sumLng[slot] = (sumLng[slot] as number) + (points.positions[index * 2] as number);
    sumLat[slot] = (sumLat[slot] as number) + (points.positions[index * 2 + 1] as number);
  }
  let cells = 0;
  for (const n of count) if (n > 0) cells++;
  const positions = new Float64Array(cells * 2);
  const weights = new Float32Array(cells);
  let out = 0;
  for (let slot = 0; slot < count.length; slot++) {
    const n = count[slot] as number;
    if (n === 0) continue;
    positions[out * 2] = (sumLng[slot] as number) / n;
    positions[out * 2 + 1] = (sumLat[slot] as number) / n;
    weights[out] = n;
    out++;
  }
  return { length: cells, positions, weights };
}

/**
 * What to draw of `points` in `view`: markers, lines from `origin` (when given) and heat (when asked).
 * With `clipLinks`, each line starts where it enters the screen and its margin rather than at the origin
 * (for solid lines: a dashed one's pattern would shift). Indices keep reveal order, so the same input
 * always gives the same picture.
 */
export function sampleForScreen(
  points: AgentPoints,
  view: ScreenView,
  { origin, heat, clipLinks = false }: { origin: LngLat | null; heat: boolean; clipLinks?: boolean },
  options: ScreenSampleOptions,
): ScreenSample {
  const screen = projectAll(points, view);
  return {
    markers: sampleMarkers(points, screen, view, options.markerCoverPx, options.marginPx),
    links: origin
      ? sampleLinks(points, screen, view, origin, clipLinks, options.lineTolerancePx, options.marginPx)
      : null,
    heat: heat ? sampleHeat(points, screen, view, options.heatCellPx, options.heatMarginPx) : null,
  };
}
