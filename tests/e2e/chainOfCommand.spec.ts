// The chain of command on the map (issue 47): a version 4 mission's "Chain of Command" switch draws a
// line from each agent on the map to its handler. Twelve agents make one agency whose director runs
// the other eleven, so the picture is a star: every crimson pixel lies on a segment from one marker
// (the director's) to another, and the London lines stay as they are. Read from the map's pixels.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { mapRegion, openDashboard, waitForCompletion, waitForMap } from './dashboard.ts';
import {
  countMap,
  isCovered,
  isLine,
  isMarker,
  pixelAt,
  readSettledMapView,
  type MapView,
} from './mapView.ts';
import type { Rgb } from './png.ts';

/** The chain's crimson (255, 48, 96): red high, green low, blue between; no other layer has it. */
const isChain = ({ r, g, b }: Rgb): boolean => r > 180 && g < 110 && b > 50 && b < 170;
const chainButton = (page: Page) => page.getByRole('button', { name: 'Chain of Command' });

/** The centre of each marker disc: connected groups of marker pixels, by their mean position. */
function markerCentres(view: MapView): [number, number][] {
  const { width, height } = view.image;
  const seen = new Uint8Array(width * height);
  const centres: [number, number][] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (seen[y * width + x] || isCovered(view, x, y) || !isMarker(pixelAt(view, x, y))) continue;
      const stack = [[x, y]];
      seen[y * width + x] = 1;
      let sx = 0;
      let sy = 0;
      let n = 0;
      while (stack.length > 0) {
        const [px, py] = stack.pop() as [number, number];
        sx += px;
        sy += py;
        n++;
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const nx = px + dx;
          const ny = py + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || seen[ny * width + nx]) continue;
          if (!isMarker(pixelAt(view, nx, ny))) continue;
          seen[ny * width + nx] = 1;
          stack.push([nx, ny]);
        }
      }
      // A disc of radius 6 has over 100 pixels; a few stray pixels of a label are not a marker.
      if (n >= 40) centres.push([sx / n, sy / n]);
    }
  return centres;
}

/** The distance from (x, y) to the segment a–b. */
function toSegment(x: number, y: number, [ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

test.describe('the chain of command', () => {
  test('draws a line from each agent to its handler, both ends markers on the map', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openDashboard(page, { q: 'Warsaw', seed: 'chain-star', v: 4 });
    await waitForCompletion(page);
    await waitForMap(page);
    const off = await readSettledMapView(page);
    expect(countMap(off, isChain), 'no chain colour with the switch off').toBeLessThan(10);
    await expect(chainButton(page)).toHaveAttribute('aria-pressed', 'false');

    await chainButton(page).click();
    await expect(chainButton(page)).toHaveAttribute('aria-pressed', 'true');
    // Twelve agents, one agency: the director runs the eleven others.
    await expect(mapRegion(page)).toHaveAttribute('data-chain', '11');
    const on = await readSettledMapView(page);
    await testInfo.attach('chain of command', {
      body: await mapRegion(page).screenshot(),
      contentType: 'image/png',
    });

    const chainPixels: [number, number][] = [];
    for (let y = 0; y < on.image.height; y++)
      for (let x = 0; x < on.image.width; x++)
        if (!isCovered(on, x, y) && isChain(pixelAt(on, x, y))) chainPixels.push([x, y]);
    expect(chainPixels.length, 'crimson lines drawn').toBeGreaterThan(150);

    // The hub: the marker from which segments to the other markers cover the crimson pixels best.
    const centres = markerCentres(on);
    // Fewer than twelve: a household's members share their home's point, and the panel covers some.
    expect(centres.length, 'markers found').toBeGreaterThanOrEqual(3);
    let best = 0;
    let hub: [number, number] | null = null;
    for (const candidate of centres) {
      const others = centres.filter((centre) => centre !== candidate);
      const onSegments = chainPixels.filter(([x, y]) =>
        others.some((other) => toSegment(x, y, candidate, other) <= 3),
      );
      if (onSegments.length > best) {
        best = onSegments.length;
        hub = candidate;
      }
    }
    expect(
      best / chainPixels.length,
      'crimson pixels on segments from one marker to the others',
    ).toBeGreaterThan(0.95);
    // And the segments are drawn: most markers have crimson pixels along the middle of their segment to the hub.
    const reached = centres.filter((centre) => {
      if (centre === hub || hub === null) return false;
      const [hx, hy] = hub;
      const [cx, cy] = centre;
      const length = Math.hypot(cx - hx, cy - hy);
      if (length < 30) return false;
      let lit = 0;
      for (let t = 0.3; t <= 0.7; t += 0.05) {
        const x = Math.round(hx + t * (cx - hx));
        const y = Math.round(hy + t * (cy - hy));
        if (chainPixels.some(([px, py]) => Math.abs(px - x) <= 2 && Math.abs(py - y) <= 2)) lit++;
      }
      return lit >= 7;
    });
    expect(reached.length, 'markers joined to the hub by a drawn line').toBeGreaterThanOrEqual(
      Math.floor((centres.length - 1) / 2),
    );
    // London's dashed lines stay as they were.
    expect(countMap(on, isLine), 'London lines still drawn').toBeGreaterThan(40);

    // Off again: the crimson goes.
    await chainButton(page).click();
    await expect(mapRegion(page)).toHaveAttribute('data-chain', '0');
    expect(countMap(await readSettledMapView(page), isChain)).toBeLessThan(10);
  });

  test('is offered for a linked mission only', async ({ page }) => {
    test.setTimeout(90_000);
    await openDashboard(page, { q: 'Warsaw', seed: 'chain-star', v: 3 });
    await waitForCompletion(page);
    await expect(chainButton(page)).toHaveCount(0);
  });
});
