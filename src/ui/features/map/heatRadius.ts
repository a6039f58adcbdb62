// How the spec's heat layer (Leaflet.heat: radius 25, blur 15) becomes a deck.gl HeatmapLayer, which has a
// radius but no blur. Rather than drop the blur, both kernels are compared where a viewer sees them: the
// distance from a lone point at which the heat fades out.
//
// Leaflet.heat (simpleheat.radius(r, blur)) stamps every point as an opaque disc of radius r drawn with a
// canvas shadowBlur of `blur`. The canvas spec makes shadowBlur a Gaussian with standard deviation blur / 2,
// and the stamp is (r + blur) px from centre to edge. A disc blurred that way has alpha ≈ Φ((r − d) / σ) at
// distance d (the disc is wider than the blur, so its edge behaves as a straight one).
//
// deck.gl's HeatmapLayer (weights-fs.glsl) splats each point as exp(−(d / R)² / 0.05555) out to R =
// radiusPixels, normalises by the busiest pixel, and fades pixels below `threshold` of that maximum.
//
// Both fade out where a lone point's value drops to the threshold (5 %, which is also simpleheat's
// minOpacity). Setting those two distances equal gives R; for 25 + 15 that is about 92 px. deck's kernel
// is a Gaussian rather than a plateau, so its core is smaller and brighter, but the footprint, which is what
// the blur setting changes, is Leaflet.heat's.

/** deck.gl HeatmapLayer's kernel: exp(−u² / KERNEL_WIDTH) for u = distance / radiusPixels. */
export const DECK_KERNEL_WIDTH = 0.05555;

/** Standard normal CDF via Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7), plenty for pixel radii. */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Alpha of one Leaflet.heat stamp at `distance` px from the point. */
export function leafletHeatAlpha(distance: number, radius: number, blur: number): number {
  const sigma = blur / 2;
  return sigma > 0 ? normalCdf((radius - distance) / sigma) : distance <= radius ? 1 : 0;
}

/** Where a lone Leaflet.heat stamp's alpha falls to `threshold`, found by bisection (alpha falls with d). */
export function leafletHeatFadeDistance(radius: number, blur: number, threshold: number): number {
  let near = 0;
  let far = radius + blur * 4;
  for (let step = 0; step < 60; step++) {
    const mid = (near + far) / 2;
    if (leafletHeatAlpha(mid, radius, blur) > threshold) near = mid;
    else far = mid;
  }
  return (near + far) / 2;
}

/** Where a lone deck.gl heat splat of radiusPixels `deckRadius` falls to `threshold` of its peak. */
export function deckHeatFadeDistance(deckRadius: number, threshold: number): number {
  return deckRadius * Math.sqrt(DECK_KERNEL_WIDTH * Math.log(1 / threshold));
}

/**
 * The deck.gl radiusPixels whose visible footprint matches Leaflet.heat's radius + blur at a fade threshold.
 *
 * @example deckHeatRadiusFor(25, 15, 0.05) // 92
 */
export function deckHeatRadiusFor(radius: number, blur: number, threshold: number): number {
  const target = leafletHeatFadeDistance(radius, blur, threshold);
  return Math.round(target / deckHeatFadeDistance(1, threshold));
}
