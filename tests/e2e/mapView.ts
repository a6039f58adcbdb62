// What the map draws, read from screenshots of the map region. The panel, the table and the map's own
// controls float over the map; their areas are left out so only the WebGL drawing is measured.
import type { Page } from '@playwright/test';
import { mapRegion } from './dashboard.ts';
import { decodePng } from './png.ts';
import type { DecodedImage, Rgb } from './png.ts';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MapView {
  image: DecodedImage;
  /** Areas covered by HTML drawn over the map, in image pixels. */
  overlays: Rect[];
}

/** Spec §9 markers, drawn by the app in neon green (57, 255, 20); anti-aliased edges vary, cores do not. */
export const isMarker = ({ r, g, b }: Rgb): boolean => g > 200 && r < 130 && b < 100;
/** The dashed London lines, amber (255, 176, 0). */
export const isLine = ({ r, g, b }: Rgb): boolean => r > 180 && g > 110 && g < 200 && b < 70;
/** The heat ramp's cyan, magenta and white, strong enough to stand out from the dark basemap and labels. */
export const isHeat = ({ r, g, b }: Rgb): boolean =>
  (r < 100 && g > 170 && b > 170) || (r > 170 && g < 100 && b > 170) || (r > 225 && g > 225 && b > 225);
/** Anything brighter than near-black: the offline basemap's land, borders and labels. */
export const isNotBlack = ({ r, g, b }: Rgb): boolean => Math.max(r, g, b) >= 24;

export async function readMapView(page: Page): Promise<MapView> {
  const region = mapRegion(page);
  const overlays = await region.evaluate((map) => {
    const origin = map.getBoundingClientRect();
    const covering: Element[] = [];
    // Everything beside the map along its ancestor chain is drawn over or around it...
    for (let node: Element | null = map; node && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement?.children ?? [])) {
        if (sibling !== node) covering.push(sibling);
      }
    }
    // ...and so are the map's own HTML controls (attribution, zoom buttons) and the app's (the legend).
    covering.push(
      ...Array.from(
        map.querySelectorAll('.maplibregl-control-container > *, [class*="ctrl"], [data-map-overlay]'),
      ),
    );
    return covering
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => ({
        // Borders drawn on fractional coordinates bleed into the next pixel: widen each area by one.
        x: Math.floor(rect.x - origin.x) - 1,
        y: Math.floor(rect.y - origin.y) - 1,
        width: Math.ceil(rect.width) + 3,
        height: Math.ceil(rect.height) + 3,
      }));
  });
  const image = decodePng(await region.screenshot({ animations: 'disabled' }));
  return { image, overlays };
}

/** The colour of the screenshot's pixel at (x, y). */
export function pixelAt(view: MapView, x: number, y: number): Rgb {
  const i = (y * view.image.width + x) * 4;
  return { r: view.image.data[i] ?? 0, g: view.image.data[i + 1] ?? 0, b: view.image.data[i + 2] ?? 0 };
}

/** Whether (x, y) is under HTML drawn over the map, or within `margin` pixels of it. */
export function isCovered(view: MapView, x: number, y: number, margin = 0): boolean {
  return view.overlays.some(
    (o) =>
      x >= o.x - margin && x < o.x + o.width + margin && y >= o.y - margin && y < o.y + o.height + margin,
  );
}

/** Pixels of the map (outside every overlay) for which `test` holds. */
export function countMap(view: MapView, test: (pixel: Rgb) => boolean): number {
  const { image } = view;
  let count = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!isCovered(view, x, y) && test(pixelAt(view, x, y))) count++;
    }
  }
  return count;
}

/** Map pixels not covered by overlays. */
export function mapArea(view: MapView): number {
  return countMap(view, () => true);
}

/** Waits until two screenshots in a row agree (fit-bounds animations and tile fades have finished). */
export async function readSettledMapView(page: Page, timeoutMs = 15_000): Promise<MapView> {
  const deadline = Date.now() + timeoutMs;
  let previous = await readMapView(page);
  for (;;) {
    await page.waitForTimeout(400);
    const next = await readMapView(page);
    if (sameImage(previous.image, next.image) || Date.now() > deadline) return next;
    previous = next;
  }
}

function sameImage(a: DecodedImage, b: DecodedImage): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (
      Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)) + Math.abs((a.data[i + 1] ?? 0) - (b.data[i + 1] ?? 0)) >
      24
    ) {
      differing++;
    }
  }
  return differing < (a.width * a.height) / 2000;
}

/** The box around the map pixels (outside overlays) for which `test` holds, or null when there are none. */
export function boundsOf(
  view: MapView,
  test: (pixel: Rgb) => boolean,
): { minX: number; minY: number; maxX: number; maxY: number } | null {
  const { image } = view;
  let box: { minX: number; minY: number; maxX: number; maxY: number } | null = null;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (isCovered(view, x, y) || !test(pixelAt(view, x, y))) continue;
      box = box
        ? {
            minX: Math.min(box.minX, x),
            minY: Math.min(box.minY, y),
            maxX: Math.max(box.maxX, x),
            maxY: Math.max(box.maxY, y),
          }
        : { minX: x, minY: y, maxX: x, maxY: y };
    }
  }
  return box;
}

/**
 * The unit vector on screen from one place to another on a north-up Web Mercator map: x grows with
 * longitude, y (downwards) shrinks with the Mercator ordinate ln(tan(π/4 + φ/2)), both at the same scale.
 */
export function screenDirection(from: [number, number], to: [number, number]): { x: number; y: number } {
  const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const x = ((to[0] - from[0]) * Math.PI) / 180;
  const y = -(mercator(to[1]) - mercator(from[1]));
  const length = Math.hypot(x, y);
  return { x: x / length, y: y / length };
}

/**
 * Of the map's pixels for which `test` holds, the share that have another such pixel `distance` pixels
 * further along `direction` (or a pixel to either side across it, for the rounding of a slanted line to
 * the grid; never along it, which would lengthen every dash). Along a solid line it is near 1; along a
 * dashed one it falls where `distance` lands in the gaps.
 */
export function repeatAlong(
  view: MapView,
  test: (pixel: Rgb) => boolean,
  direction: { x: number; y: number },
  distance: number,
): number {
  const { image } = view;
  const holds = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < image.width && y < image.height && test(pixelAt(view, x, y));
  let found = 0;
  let repeated = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!holds(x, y) || isCovered(view, x, y)) continue;
      const tx = Math.round(x + direction.x * distance);
      const ty = Math.round(y + direction.y * distance);
      // Only where the point further on is itself on the map, not under an overlay.
      if (tx < 1 || ty < 1 || tx >= image.width - 1 || ty >= image.height - 1 || isCovered(view, tx, ty))
        continue;
      found++;
      const across = [-1, 0, 1].some((step) =>
        holds(Math.round(tx - direction.y * step), Math.round(ty + direction.x * step)),
      );
      if (across) repeated++;
    }
  }
  return found === 0 ? NaN : repeated / found;
}
