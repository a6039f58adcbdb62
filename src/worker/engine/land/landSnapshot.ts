// The decoded land index as a snapshot (binarySnapshot.ts), for the command line and the library in
// Node: decoding the land module's 515,000 points and banding them took about 150 ms of every
// start-up, and again in every worker thread; reading the snapshot takes a few. Written when the
// package is built (scripts/build-package.ts) from decodeLand's own result, so the index read back
// is the decoded one, number for number.
import { decodeSnapshot, encodeSnapshot } from '../binarySnapshot.ts';
import { BAND_COUNT, WORLD_COVERAGE, type LandIndex } from './landIndex.ts';

/** Changes whenever what is stored, or how the index reads it, changes: an older snapshot is refused. */
const KIND = 'land-index/1';

/** @example decodeLandIndex(encodeLandIndex(decodeLand(LAND_LAYERS))).xs.length // about 515,000 */
export function encodeLandIndex(index: LandIndex): Uint8Array {
  const { xs, ys, layer, bandStart, bandSegments } = index;
  return encodeSnapshot({ kind: KIND, numbers: {}, arrays: { xs, ys, layer, bandStart, bandSegments } });
}

/**
 * The land index stored in a snapshot; its arrays are views over `bytes`. Throws an Error with a
 * one-line message when the bytes are not a land snapshot of this version, or do not fit together.
 */
export function decodeLandIndex(bytes: Uint8Array): LandIndex {
  const { arrays } = decodeSnapshot(bytes, KIND);
  const { xs, ys, layer, bandStart, bandSegments } = arrays;
  if (
    !(xs instanceof Float64Array) ||
    !(ys instanceof Float64Array) ||
    !(layer instanceof Uint8Array) ||
    !(bandStart instanceof Int32Array) ||
    !(bandSegments instanceof Int32Array) ||
    ys.length !== xs.length ||
    layer.length !== xs.length ||
    bandStart.length !== BAND_COUNT + 1 ||
    bandStart[BAND_COUNT] !== bandSegments.length
  ) {
    throw new Error('land snapshot: the arrays are missing or do not fit together');
  }
  // Only the world's land is stored (scripts/build-package.ts), so it answers for every latitude.
  return {
    xs,
    ys,
    layer,
    bandStart,
    bandSegments,
    seen: new Int32Array(xs.length),
    stamp: 0,
    covers: WORLD_COVERAGE,
  };
}
