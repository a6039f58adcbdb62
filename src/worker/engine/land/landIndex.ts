// Where land is, for version 2's agents (issue 19: agents stand on land). The generated module
// (scripts/build-land.ts) holds the coastlines of Natural Earth's 1:10m land and the shores of
// large lakes as planar paths; this decodes them into flat arrays of segments, indexed by
// latitude band, so that the land around one place is found without looking at the rest.

/** One layer of the generated module: paths on an integer grid, as varint deltas in base64. */
export interface LandLayerData {
  name: string;
  /** value = q × scale + offset, or q / divisor: exactly the source's numbers back. */
  grid:
    | { kind: 'scaled'; scaleX: number; scaleY: number; offsetX: number; offsetY: number }
    | { kind: 'divided'; divisor: number };
  paths: number;
  points: number;
  data: string;
}

/**
 * The segments of every layer. Segment s joins point s to point s + 1; `layer[s]` is its layer's
 * bit (LAND_BIT or LAKE_BIT), or 0 where point s ends a path and no segment starts.
 */
export interface LandIndex {
  xs: Float64Array;
  ys: Float64Array;
  layer: Uint8Array;
  /** Segments by latitude band: band b's are bandSegments[bandStart[b] … bandStart[b + 1]). */
  bandStart: Int32Array;
  bandSegments: Int32Array;
  /** Scratch for deduplicating segments that lie in two bands (see segmentsNear). */
  seen: Int32Array;
  stamp: number;
  /**
   * The latitudes it answers for: a zone's (landZones.ts) holds only the segments that reach them,
   * so segmentsNear refuses a range beyond them rather than miss a shore. The world's: ±Infinity.
   */
  covers: LandCoverage;
}

export interface LandCoverage {
  south: number;
  north: number;
}

/** What the whole world's land answers for. */
export const WORLD_COVERAGE: LandCoverage = { south: -Infinity, north: Infinity };

/** A point is on land when its ray crosses land's shores an odd number of times, and lakes' an even. */
export const LAND_BIT = 1;
export const LAKE_BIT = 2;
/** Bands of 0.1°: a place's ±0.05° square spans two at most. */
export const BAND_DEGREES = 0.1;
/** Latitude bands from the South Pole to the North. */
export const BAND_COUNT = Math.round(180 / BAND_DEGREES);
const BANDS = BAND_COUNT;

/**
 * Decodes the layers (the first is land, any after it lakes) and indexes their segments; `covers`
 * is what they answer for (a zone's latitudes, see landZones.ts; the whole world by default).
 *
 * @example decodeLand(LAND_LAYERS).xs.length // about 515,000 points
 */
export function decodeLand(
  layers: readonly LandLayerData[],
  covers: LandCoverage = WORLD_COVERAGE,
): LandIndex {
  const total = layers.reduce((sum, layer) => sum + layer.points, 0);
  const xs = new Float64Array(total);
  const ys = new Float64Array(total);
  const layer = new Uint8Array(total);
  let at = 0;
  for (const [i, data] of layers.entries()) {
    at = decodeLayer(data, i === 0 ? LAND_BIT : LAKE_BIT, xs, ys, layer, at);
  }
  if (at !== total) throw new Error(`Land data: ${at} points decoded, ${total} announced`);
  const { bandStart, bandSegments } = indexBands(ys, layer);
  return { xs, ys, layer, bandStart, bandSegments, seen: new Int32Array(total), stamp: 0, covers };
}

function decodeLayer(
  data: LandLayerData,
  bit: number,
  xs: Float64Array,
  ys: Float64Array,
  layer: Uint8Array,
  start: number,
): number {
  const bytes = base64Bytes(data.data);
  const { grid } = data;
  const scaled = grid.kind === 'scaled';
  const [scaleX, scaleY, offsetX, offsetY, divisor] = scaled
    ? [grid.scaleX, grid.scaleY, grid.offsetX, grid.offsetY, 1]
    : [1, 1, 0, 0, grid.divisor];
  let offset = 0;
  const end = bytes.length;
  /**
   * Unsigned LEB128, as scripts/build-land.ts writes it. Most are one byte; up to four bytes (28 bits)
   * are put together with integer shifts, any further with exact multiplication.
   */
  const varint = (): number => {
    if (offset >= end) throw new Error(`Land data "${data.name}" ends early`);
    let byte = bytes[offset++] as number;
    if (byte < 0x80) return byte;
    let value = byte & 0x7f;
    for (let shift = 7; ; shift += 7) {
      if (offset >= end) throw new Error(`Land data "${data.name}" ends early`);
      byte = bytes[offset++] as number;
      value = shift < 28 ? value | ((byte & 0x7f) << shift) : value + (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  /** A zigzagged delta back to its sign (see packLayer): integer operations below 2³¹. */
  const unzigzag = (z: number): number =>
    z < 0x80000000 ? (z >>> 1) ^ -(z & 1) : z % 2 === 0 ? z / 2 : -(z + 1) / 2;
  let at = start;
  const paths = varint();
  for (let p = 0; p < paths; p++) {
    const count = varint();
    let qx = 0;
    let qy = 0;
    for (let k = 0; k < count; k++) {
      qx += unzigzag(varint());
      qy += unzigzag(varint());
      // The same arithmetic as the source's decoder (topojson-client: q × scale + translate),
      // so each coordinate is the very number the source holds.
      if (scaled) {
        xs[at] = qx * scaleX + offsetX;
        ys[at] = qy * scaleY + offsetY;
      } else {
        xs[at] = qx / divisor;
        ys[at] = qy / divisor;
      }
      layer[at] = k + 1 < count ? bit : 0;
      at++;
    }
  }
  if (offset !== bytes.length) throw new Error(`Land data "${data.name}" has bytes left over`);
  return at;
}

/** Uint8Array.fromBase64 where the platform has it (Chromium does), else atob, which every platform has (Node 20). */
function base64Bytes(text: string): Uint8Array {
  const native = (Uint8Array as { fromBase64?: (base64: string) => Uint8Array }).fromBase64;
  if (native !== undefined) return native.call(Uint8Array, text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bandOf(latitude: number): number {
  const band = Math.floor((latitude + 90) / BAND_DEGREES);
  return band < 0 ? 0 : band >= BANDS ? BANDS - 1 : band;
}

/** Counting sort of segments into every band their latitude span touches. */
function indexBands(
  ys: Float64Array,
  layer: Uint8Array,
): { bandStart: Int32Array; bandSegments: Int32Array } {
  // Each segment's first and last band, worked out once for both passes.
  const firstBand = new Int32Array(layer.length);
  const lastBand = new Int32Array(layer.length);
  const counts = new Int32Array(BANDS + 1);
  for (let s = 0; s < layer.length; s++) {
    if (layer[s] === 0) continue;
    const a = ys[s] as number;
    const b = ys[s + 1] as number;
    const low = bandOf(a < b ? a : b);
    const high = bandOf(a < b ? b : a);
    firstBand[s] = low;
    lastBand[s] = high;
    for (let band = low; band <= high; band++) counts[band + 1] = (counts[band + 1] as number) + 1;
  }
  for (let b = 0; b < BANDS; b++) counts[b + 1] = (counts[b + 1] as number) + (counts[b] as number);
  const bandStart = counts.slice();
  const fill = counts.slice(0, BANDS);
  const bandSegments = new Int32Array(bandStart[BANDS] as number);
  for (let s = 0; s < layer.length; s++) {
    if (layer[s] === 0) continue;
    const high = lastBand[s] as number;
    for (let band = firstBand[s] as number; band <= high; band++) {
      const at = fill[band] as number;
      bandSegments[at] = s;
      fill[band] = at + 1;
    }
  }
  return { bandStart, bandSegments };
}

/**
 * Every segment whose latitude span meets south…north, once each.
 *
 * @example segmentsNear(index, 35.64, 35.74) // the shores at Tokyo's latitude, round the world
 */
export function segmentsNear(index: LandIndex, south: number, north: number): number[] {
  if (south < index.covers.south || north > index.covers.north) {
    throw new Error(
      `Land: latitudes ${south}…${north} asked of land that covers ${index.covers.south}…${index.covers.north}`,
    );
  }
  const stamp = ++index.stamp;
  const found: number[] = [];
  for (let b = bandOf(south); b <= bandOf(north); b++) {
    const end = index.bandStart[b + 1] as number;
    for (let k = index.bandStart[b] as number; k < end; k++) {
      const s = index.bandSegments[k] as number;
      if (index.seen[s] === stamp) continue;
      index.seen[s] = stamp;
      const a = index.ys[s] as number;
      const b = index.ys[s + 1] as number;
      if ((a > b ? a : b) >= south && (a < b ? a : b) <= north) found.push(s);
    }
  }
  return found;
}
