// The dashboard map's camera, read and moved: the view a screen sample and the pointer are placed in, a
// completed search's fit (planFit's plan, applied), and a selected agent brought into view.
import { maplibregl } from './maplibre.ts';
import type { LngLat } from './constants.ts';
import { planFit } from './fitPlan.ts';
import type { FitPlan } from './fitPlan.ts';
import type { AgentPoints } from './points.ts';
import type { ScreenView } from './screenSample.ts';

/** A marker this close to the map's edge is brought further in by bringIntoView. */
const IN_VIEW_MARGIN_PX = 40;

/** What the map's camera shows now. */
export function screenViewOf(map: maplibregl.Map): ScreenView {
  const { clientWidth, clientHeight } = map.getContainer();
  const center = map.getCenter();
  return {
    width: clientWidth,
    height: clientHeight,
    zoom: map.getZoom(),
    center: [center.lng, center.lat],
  };
}

/** Where `at` is on the map, in container pixels. */
export function projectOnMap(map: maplibregl.Map, at: LngLat): [x: number, y: number] {
  const { x, y } = map.project([at[0], at[1]]);
  return [x, y];
}

/**
 * Moves the camera to show every point (see planFit); returns the plan it followed (null: no point to
 * show) and the view it is moving to (null where MapLibre could not say).
 */
export function fitCamera(
  map: maplibregl.Map,
  points: AgentPoints,
): { plan: FitPlan | null; view: ScreenView | null } {
  const { clientWidth: width, clientHeight: height } = map.getContainer();
  const plan = planFit(points, width, height);
  if (!plan) return { plan, view: null };
  if (plan.kind === 'spot') {
    const [lng, lat] = plan.center;
    map.easeTo({ center: [lng, lat], zoom: plan.zoom, duration: plan.duration });
    return { plan, view: plan.view };
  }
  const { box, padding, maxZoom, duration } = plan;
  const target = map.cameraForBounds(box, { padding, maxZoom });
  map.fitBounds(box, { padding, maxZoom, duration });
  if (!target?.center || target.zoom === undefined) return { plan, view: null };
  const center = maplibregl.LngLat.convert(target.center);
  return { plan, view: { width, height, zoom: target.zoom, center: [center.lng, center.lat] } };
}

/** Pans (at the same zoom) so that `at` is on screen with a margin; does nothing when it already is. */
export function bringIntoView(map: maplibregl.Map, at: LngLat): void {
  const [x, y] = projectOnMap(map, at);
  const { clientWidth, clientHeight } = map.getContainer();
  const inside =
    x >= IN_VIEW_MARGIN_PX &&
    y >= IN_VIEW_MARGIN_PX &&
    x <= clientWidth - IN_VIEW_MARGIN_PX &&
    y <= clientHeight - IN_VIEW_MARGIN_PX;
  if (!inside) map.easeTo({ center: [at[0], at[1]], duration: 400 });
}
