// Where the camera goes when a search completes, and how: a plain plan that AgentMapController hands to
// MapLibre (easeTo for one spot, fitBounds for an area).
import { isBulk } from '../../mission/bulk.ts';
import { FIT_DURATION_MS, FIT_PADDING, MAX_ZOOM, SINGLE_POINT_ZOOM } from './constants.ts';
import type { LngLat } from './constants.ts';
import { boundsOf } from './points.ts';
import type { AgentPoints } from './points.ts';
import type { ScreenView } from './screenSample.ts';

/** Longitude or latitude spans below this (about 10 cm) are one spot, not an area to fit. */
const SAME_SPOT_DEGREES = 1e-6;

/** Centre one spot at city scale: fitBounds would zoom to MAX_ZOOM, a view of one building. */
export interface SpotFit {
  kind: 'spot';
  center: LngLat;
  zoom: number;
  duration: number;
  /** The view the camera ends at. */
  view: ScreenView;
}

/** Fit a box; MapLibre works out the view (cameraForBounds) from the same options. */
export interface BoundsFit {
  kind: 'bounds';
  /** [[west, south], [east, north]]. */
  box: [[number, number], [number, number]];
  padding: number;
  maxZoom: number;
  duration: number;
}

export type FitPlan = SpotFit | BoundsFit;

/**
 * Spec §9's padding (50 px), or less on a screen too small for it: 50 px on every side would leave
 * nothing to fit into, and MapLibre refuses.
 */
export function fitPaddingFor(width: number, height: number): number {
  return Math.max(0, Math.min(FIT_PADDING, Math.floor(Math.min(width, height) / 4)));
}

/**
 * How the camera shows every point on a `width` × `height` screen, or null when there are none. The
 * spec's twelve fly there; bulk searches jump, as a flight redraws every point some 70 times.
 *
 * @example planFit(points, 1280, 720) // { kind: 'bounds', box, padding: 50, maxZoom: 19, duration: 1200 }
 */
export function planFit(points: AgentPoints, width: number, height: number): FitPlan | null {
  const bounds = boundsOf(points);
  if (!bounds) return null;
  const [[west, south], [east, north]] = bounds;
  if (east - west < SAME_SPOT_DEGREES && north - south < SAME_SPOT_DEGREES) {
    const center: LngLat = [west, south];
    return {
      kind: 'spot',
      center,
      zoom: SINGLE_POINT_ZOOM,
      duration: FIT_DURATION_MS,
      view: { width, height, zoom: SINGLE_POINT_ZOOM, center },
    };
  }
  return {
    kind: 'bounds',
    box: [
      [west, south],
      [east, north],
    ],
    padding: fitPaddingFor(width, height),
    maxZoom: MAX_ZOOM,
    // The spec's twelve fly to their fitted view; a bulk search jumps there. A flight redraws every
    // frame for over a second, and in a software renderer even a sample of 1,000 agents' markers and
    // dashed lines takes a few hundred milliseconds a frame.
    duration: isBulk(points.length) ? 0 : FIT_DURATION_MS,
  };
}
