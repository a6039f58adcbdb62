import { describe, expect, it } from 'vitest';
import {
  HEAT_BLUR_PX,
  HEAT_RADIUS_PIXELS,
  HEAT_RADIUS_PX,
  HEAT_THRESHOLD,
} from '../../../../src/ui/features/map/constants.ts';
import {
  deckHeatFadeDistance,
  deckHeatRadiusFor,
  leafletHeatAlpha,
  leafletHeatFadeDistance,
  normalCdf,
} from '../../../../src/ui/features/map/heatRadius.ts';

describe('normalCdf', () => {
  it('matches known quantiles', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.6448536)).toBeCloseTo(0.95, 6);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 6);
  });
});

describe('Leaflet.heat stamp', () => {
  it('is half transparent at its radius and nearly gone at radius + blur', () => {
    expect(leafletHeatAlpha(25, 25, 15)).toBeCloseTo(0.5, 6);
    expect(leafletHeatAlpha(0, 25, 15)).toBeGreaterThan(0.999);
    // 2σ beyond the edge: about 2 %.
    expect(leafletHeatAlpha(40, 25, 15)).toBeCloseTo(0.0228, 3);
  });

  it('fades to the threshold 1.645σ beyond its radius', () => {
    const distance = leafletHeatFadeDistance(25, 15, 0.05);
    expect(distance).toBeCloseTo(25 + 7.5 * 1.6448536, 3);
    expect(leafletHeatAlpha(distance, 25, 15)).toBeCloseTo(0.05, 6);
  });
});

describe('the spec heat (radius 25, blur 15) in deck.gl', () => {
  it('uses a radius whose visible footprint matches Leaflet.heat within a pixel', () => {
    expect(HEAT_RADIUS_PX).toBe(25);
    expect(HEAT_BLUR_PX).toBe(15);
    expect(HEAT_RADIUS_PIXELS).toBe(92);
    const leaflet = leafletHeatFadeDistance(HEAT_RADIUS_PX, HEAT_BLUR_PX, HEAT_THRESHOLD);
    expect(Math.abs(deckHeatFadeDistance(HEAT_RADIUS_PIXELS, HEAT_THRESHOLD) - leaflet)).toBeLessThan(1);
  });

  it('stays within the range deck.gl accepts for radiusPixels (1 to 100)', () => {
    expect(HEAT_RADIUS_PIXELS).toBeGreaterThanOrEqual(1);
    expect(HEAT_RADIUS_PIXELS).toBeLessThanOrEqual(100);
  });

  it('grows with the blur, unlike a mapping that ignores it', () => {
    expect(deckHeatRadiusFor(25, 0, 0.05)).toBeLessThan(deckHeatRadiusFor(25, 15, 0.05));
    expect(deckHeatRadiusFor(25, 15, 0.05)).toBeLessThan(deckHeatRadiusFor(25, 30, 0.05));
  });
});
