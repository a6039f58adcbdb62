// The dashed lines' pattern: whole 8 px dashes with 6 px gaps (LINK_DASH_PX), stretched a little so that
// every line starts with a dash at London and ends with one at its agent.
import { describe, expect, it } from 'vitest';
import { LINK_DASH_PX } from '../../../../src/ui/features/map/constants.ts';
import { linkDashPattern } from '../../../../src/ui/features/map/linkDash.ts';

describe('linkDashPattern', () => {
  it('fits a dash, a gap and a dash exactly into 22 px (8 + 6 + 8)', () => {
    expect(LINK_DASH_PX).toEqual([8, 6]);
    expect(linkDashPattern(22)).toEqual({ count: 2, solidPx: 8, periodPx: 14 });
  });

  it('fits 100 whole periods and a dash into 1,408 px unstretched', () => {
    // 100 × (8 + 6) + 8 = 1,408.
    expect(linkDashPattern(1408)).toEqual({ count: 101, solidPx: 8, periodPx: 14 });
  });

  it('ends every line with the end of a dash, whatever its length', () => {
    for (const length of [8, 9.5, 17, 30, 333.3, 1000, 12_345.6]) {
      const { count, solidPx, periodPx } = linkDashPattern(length);
      expect((count - 1) * periodPx + solidPx).toBeCloseTo(length, 6);
      // Dash and gap keep their 8 : 6 proportion.
      expect(solidPx / (periodPx - solidPx)).toBeCloseTo(8 / 6, 9);
    }
  });

  it("takes the whole number of dashes nearest to the line's length, so it stretches them least", () => {
    for (const length of [50, 100, 500, 2000, 2003.5]) {
      const { count } = linkDashPattern(length);
      // count dashes and count − 1 gaps unstretched take count × 14 − 6 px; the nearest count is within
      // half a period (7 px) of the line's length.
      expect(Math.abs(count * 14 - 6 - length)).toBeLessThanOrEqual(7);
    }
  });

  it('draws a line shorter than a dash as one dash, the whole line', () => {
    expect(linkDashPattern(5)).toEqual({ count: 1, solidPx: 5, periodPx: 5 * (14 / 8) });
  });
});
