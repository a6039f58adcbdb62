// The map's first picture, before the map itself can draw (see components/MapSketch.tsx): what the view
// will be and what the heat looks like in it, as plain arithmetic tested in Node. What is drawn is the
// map's own drawing for that view (mapDecisions.drawingFor); only the pixels come from a 2D canvas.
import {
  HEAT_COLOR_RANGE,
  HEAT_RADIUS_PIXELS,
  HEAT_THRESHOLD,
  INITIAL_VIEW_STATE,
  MAX_ZOOM,
} from './constants.ts';
import { planFit } from './fitPlan.ts';
import type { HeatPoints } from './layers.ts';
import type { AgentPoints } from './points.ts';
import { DECK_KERNEL_WIDTH } from './heatRadius.ts';
import {
  TILE_SIZE,
  latOfMercatorY,
  lngOfMercatorX,
  mercatorX,
  mercatorY,
  projectToScreen,
  type ScreenView,
} from './screenSample.ts';

/**
 * The view MapLibre's cameraForBounds gives for `box` on a flat map (no rotation, no pitch): the box's
 * Mercator midpoint at the centre, and the largest zoom (at most `maxZoom`) at which the box fits inside
 * the screen less `padding` on every side. Null when the padding leaves no room, where MapLibre refuses too.
 *
 * @example viewForBox([[-10, -10], [10, 10]], 50, 19, 1100, 1100).zoom // log2(1000 · 360 / (20 · 512))
 */
export function viewForBox(
  box: readonly [readonly [number, number], readonly [number, number]],
  padding: number,
  maxZoom: number,
  width: number,
  height: number,
): ScreenView | null {
  const [[west, south], [east, north]] = box;
  const spanX = (mercatorX(east) - mercatorX(west)) * TILE_SIZE;
  const spanY = (mercatorY(south) - mercatorY(north)) * TILE_SIZE;
  const roomX = width - 2 * padding;
  const roomY = height - 2 * padding;
  if (roomX < 0 || roomY < 0) return null;
  // A span of zero fits at any zoom in its direction; the other direction (or maxZoom) decides.
  const zoomX = spanX > 0 ? Math.log2(roomX / spanX) : Infinity;
  const zoomY = spanY > 0 ? Math.log2(roomY / spanY) : Infinity;
  const zoom = Math.max(0, Math.min(zoomX, zoomY, maxZoom));
  const midX = (mercatorX(west) + mercatorX(east)) / 2;
  const midY = (mercatorY(north) + mercatorY(south)) / 2;
  return { width, height, zoom, center: [lngOfMercatorX(midX), latOfMercatorY(midY)] };
}

/**
 * The view the map shows `points` in once they are all placed: where planFit sends the camera (a spot at
 * city scale, or the box fitted). Before that the map is still at its initial view, and so is the sketch.
 */
export function sketchViewOf(
  points: AgentPoints,
  completed: boolean,
  width: number,
  height: number,
): ScreenView {
  const initial: ScreenView = {
    width,
    height,
    zoom: INITIAL_VIEW_STATE.zoom,
    center: [INITIAL_VIEW_STATE.longitude, INITIAL_VIEW_STATE.latitude],
  };
  const plan = completed ? planFit(points, width, height) : null;
  if (plan === null) return initial;
  if (plan.kind === 'spot') return plan.view;
  return viewForBox(plan.box, plan.padding, Math.min(plan.maxZoom, MAX_ZOOM), width, height) ?? initial;
}

/** The kernel is cut where it adds less than this: far below the threshold's 5 % of the hottest pixel. */
const KERNEL_CUTOFF = 1e-3;

/** Summed heat on a coarse grid over the screen: `cell` CSS pixels per value. */
export interface HeatGrid {
  columns: number;
  rows: number;
  cell: number;
  values: Float32Array;
  max: number;
}

/**
 * The heat of `points` in `view`, as deck.gl's HeatmapLayer sums it (each point's weight spread with its
 * Gaussian kernel out to HEAT_RADIUS_PIXELS), on a grid of `cell`-pixel cells: the kernel is 92 px wide,
 * so cells of a few pixels lose nothing the eye can see, and the grid costs 1/cell² of the screen's pixels.
 */
export function heatGrid(points: HeatPoints, view: ScreenView, cell: number): HeatGrid {
  const columns = Math.max(1, Math.ceil(view.width / cell));
  const rows = Math.max(1, Math.ceil(view.height / cell));
  const values = new Float32Array(columns * rows);
  // deck.gl's kernel is exp(−u² / DECK_KERNEL_WIDTH) for u = distance / radiusPixels (see heatRadius.ts).
  const reach = HEAT_RADIUS_PIXELS * Math.sqrt(DECK_KERNEL_WIDTH * Math.log(1 / KERNEL_CUTOFF));
  const span = Math.ceil(reach / cell);
  const inverse = 1 / (HEAT_RADIUS_PIXELS * HEAT_RADIUS_PIXELS * DECK_KERNEL_WIDTH);
  for (let index = 0; index < points.length; index++) {
    const [x, y] = projectToScreen(
      view,
      points.positions[index * 2] as number,
      points.positions[index * 2 + 1] as number,
    );
    if (x < -reach || y < -reach || x > view.width + reach || y > view.height + reach) continue;
    const weight = points.weights?.[index] ?? 1;
    // The cell whose centre is nearest the point, and the cells around it that the kernel reaches.
    const column = Math.floor(x / cell);
    const row = Math.floor(y / cell);
    for (let r = Math.max(0, row - span); r <= Math.min(rows - 1, row + span); r++) {
      const dy = (r + 0.5) * cell - y;
      for (let c = Math.max(0, column - span); c <= Math.min(columns - 1, column + span); c++) {
        const dx = (c + 0.5) * cell - x;
        const value = Math.exp(-(dx * dx + dy * dy) * inverse);
        if (value >= KERNEL_CUTOFF)
          values[r * columns + c] = (values[r * columns + c] as number) + weight * value;
      }
    }
  }
  let max = 0;
  for (const value of values) if (value > max) max = value;
  return { columns, rows, cell, values, max };
}

/**
 * The RGBA (0–255, alpha not premultiplied) deck.gl's heat shader gives `value` when the hottest pixel is
 * `max`: the colour range read at value / max with linear filtering between its texels, and an alpha that
 * rises to full at the threshold's share of the maximum. Nothing below zero heat.
 *
 * @example heatColorOf(1, 1) // [255, 255, 255, 255]: the hottest pixel is white
 */
export function heatColorOf(value: number, max: number): [number, number, number, number] {
  if (value <= 0 || max <= 0) return [0, 0, 0, 0];
  const factor = Math.min(1, value / max);
  // A texture of n texels, sampled linearly: texel i's centre is at (i + 0.5) / n, clamped at the ends.
  const n = HEAT_COLOR_RANGE.length;
  const at = Math.min(n - 1, Math.max(0, factor * n - 0.5));
  const low = Math.floor(at);
  const high = Math.min(n - 1, low + 1);
  const mix = at - low;
  const from = HEAT_COLOR_RANGE[low] as readonly number[];
  const to = HEAT_COLOR_RANGE[high] as readonly number[];
  const channel = (i: number) => Math.round((from[i] as number) * (1 - mix) + (to[i] as number) * mix);
  const alpha = Math.min(1, value / (max * HEAT_THRESHOLD));
  return [channel(0), channel(1), channel(2), Math.round(alpha * 255)];
}

/** The grid's colours, one RGBA pixel per cell, for an ImageData of columns × rows. */
export function paintHeat(grid: HeatGrid): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(grid.columns * grid.rows * 4);
  grid.values.forEach((value, index) => {
    if (value <= 0) return;
    pixels.set(heatColorOf(value, grid.max), index * 4);
  });
  return pixels;
}
