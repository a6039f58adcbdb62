// The land index read back from its snapshot is the decoded one, number for number, so a package that
// reads the snapshot places agents exactly where decoding the module would (agents of the same
// mission are the same bytes: tests/package/pack.test.ts compares the installed CLI with this one).
import { describe, expect, it } from 'vitest';
import { LAND_LAYERS } from '../../../../src/worker/data/land/landData.generated.ts';
import { encodeSnapshot } from '../../../../src/worker/engine/binarySnapshot.ts';
import { JITTER_DEGREES } from '../../../../src/worker/engine/generateAgent.ts';
import { decodeLand, type LandIndex } from '../../../../src/worker/engine/land/landIndex.ts';
import { decodeLandIndex, encodeLandIndex } from '../../../../src/worker/engine/land/landSnapshot.ts';
import { onLand, placeLand } from '../../../../src/worker/engine/land/placeLand.ts';

describe('the land index snapshot', () => {
  const decoded = decodeLand(LAND_LAYERS);
  const restored = decodeLandIndex(encodeLandIndex(decoded));

  it('holds the decoded arrays byte for byte', () => {
    for (const name of ['xs', 'ys', 'layer', 'bandStart', 'bandSegments'] as const) {
      const a = decoded[name];
      const b = restored[name];
      expect(b.constructor).toBe(a.constructor);
      expect(
        Buffer.from(b.buffer, b.byteOffset, b.byteLength).equals(
          Buffer.from(a.buffer, a.byteOffset, a.byteLength),
        ),
      ).toBe(true);
    }
    expect(restored.seen.length).toBe(decoded.xs.length);
  });

  it('tells land from water as the decoded index does', () => {
    // Paris and the Eiffel Tower are on land; mid-Atlantic and Lake Geneva's middle are not.
    const points: [number, number][] = [
      [48.8566, 2.3522],
      [48.8584, 2.2945],
      [30, -40],
      [46.45, 6.55],
    ];
    const answer = (index: LandIndex, lat: number, lon: number) =>
      onLand(placeLand(index, lat, lon, JITTER_DEGREES), lat, lon);
    const answers = points.map(([lat, lon]) => answer(restored, lat, lon));
    expect(answers).toEqual(points.map(([lat, lon]) => answer(decoded, lat, lon)));
    expect(answers).toEqual([true, true, false, false]);
  });

  it('refuses arrays that do not fit together', () => {
    const short = encodeSnapshot({
      kind: 'land-index/1',
      numbers: {},
      arrays: {
        xs: decoded.xs,
        ys: decoded.ys.subarray(1),
        layer: decoded.layer,
        bandStart: decoded.bandStart,
        bandSegments: decoded.bandSegments,
      },
    });
    expect(() => decodeLandIndex(short)).toThrow(/do not fit together/);
  });
});
