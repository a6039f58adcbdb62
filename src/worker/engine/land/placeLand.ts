// The land of one place's square (the spec's ±0.05° around it), prepared once per place so that
// telling whether an agent's point is on land costs a table lookup for most points and a few
// segment tests for the rest. The test is exact against the data: a ray cast east from the point
// to the +180° meridian crosses land's shores an odd number of times and lakes' an even number.
import { LAND_BIT, segmentsNear, type LandIndex } from './landIndex.ts';

/** The square is cut into GRID × GRID cells (about 350 m); a cell is sea, land, or crossed by a shore. */
const GRID = 32;
const SEA = 0;
const LAND = 1;
const SHORE = 2;
/** Slack for coordinates rounded to 6 decimals, which can sit a hair outside the square. */
const EPS = 1e-6;

export interface PlaceLand {
  south: number;
  west: number;
  centreLon: number;
  /** A cell's side in degrees. */
  cell: number;
  /** SEA, LAND or SHORE per cell, row by row from the south-west. */
  cells: Uint8Array;
  /** Per row, the parity of the shores far east of the square that span the whole row. */
  rowParity: Uint8Array;
  /** Per row, the segments a point's ray must be tested against: rowSegments[rowStart[r] … rowStart[r + 1]). */
  rowStart: Int32Array;
  rowSegments: Int32Array;
  xs: Float64Array;
  ys: Float64Array;
  layer: Uint8Array;
  /** Points on land over the square (lat, lng pairs, rounded), once fallbackPoints made them. */
  landPoints: Float64Array | null;
}

/**
 * Prepares the land of the square centred on (lat, lon), JITTER degrees each way.
 *
 * @example onLand(placeLand(index, 35.6895, 139.69171, 0.05), 35.6895, 139.69171) === true // Tokyo
 */
export function placeLand(index: LandIndex, lat: number, lon: number, jitter: number): PlaceLand {
  const south = lat - jitter;
  const west = lon - jitter;
  const east = lon + jitter;
  const cell = (2 * jitter) / GRID;
  // Near the antimeridian a point's longitude may be either side of it: no shortcut is safe, so
  // every segment of a row is kept and every cell is tested point by point.
  const wraps = west < -180 || east > 180;
  const { xs, ys, layer } = index;
  const near = segmentsNear(index, south - EPS, south + 2 * jitter + EPS);
  if (!wraps && !near.some((s) => reaches(xs, ys, s, south, west, 2 * jitter))) {
    // Most places lie inland (or out at sea) with no shore in their square: it is all one, and
    // one ray from its centre says which. An area mission makes a square for each of its places.
    return uniformLand(index, near, lat, lon, south, west, cell);
  }
  const rowParity = new Uint8Array(GRID);
  const perRow: number[][] = Array.from({ length: GRID }, () => []);
  const cells = new Uint8Array(GRID * GRID);
  if (wraps) cells.fill(SHORE);
  for (const s of near) {
    const x1 = xs[s] as number;
    const x2 = xs[s + 1] as number;
    const y1 = ys[s] as number;
    const y2 = ys[s + 1] as number;
    const minX = Math.min(x1, x2);
    const maxX = Math.max(x1, x2);
    const minY = Math.min(y1, y2);
    const maxY = Math.max(y1, y2);
    // A segment wholly west of the square never lies east of a point in it.
    if (!wraps && maxX < west - EPS) continue;
    const far = !wraps && minX > east + EPS;
    const firstRow = clampRow(Math.floor((minY - EPS - south) / cell));
    const lastRow = clampRow(Math.floor((maxY + EPS - south) / cell));
    for (let r = firstRow; r <= lastRow; r++) {
      const low = south + r * cell - EPS;
      const high = south + (r + 1) * cell + EPS;
      // A ray at latitude y meets the segment when minY ≤ y < maxY (the half-open rule).
      if (maxY <= low || minY > high) continue;
      if (far && minY <= low && maxY > high) rowParity[r] = (rowParity[r] as number) ^ (layer[s] as number);
      else (perRow[r] as number[]).push(s);
    }
    if (far || wraps) continue;
    // Shores crossing the square make their cells SHORE (by bounding box: a cell marked so needlessly costs only speed).
    const firstColumn = clampRow(Math.floor((minX - EPS - west) / cell));
    const lastColumn = clampRow(Math.floor((maxX + EPS - west) / cell));
    for (let r = firstRow; r <= lastRow; r++) {
      for (let c = firstColumn; c <= lastColumn; c++) cells[r * GRID + c] = SHORE;
    }
  }
  const rowStart = new Int32Array(GRID + 1);
  for (let r = 0; r < GRID; r++) rowStart[r + 1] = (rowStart[r] as number) + (perRow[r] as number[]).length;
  const rowSegments = Int32Array.from(perRow.flat());
  const land: PlaceLand = {
    south,
    west,
    centreLon: lon,
    cell,
    cells,
    rowParity,
    rowStart,
    rowSegments,
    xs,
    ys,
    layer,
    landPoints: null,
  };
  // No shore crosses a cell that is not SHORE, so one point tells for the whole cell; and cells
  // side by side in a row with no SHORE cell between them are alike, so one test serves the run.
  for (let r = 0; r < GRID; r++) {
    let runIsLand: boolean | null = null;
    for (let c = 0; c < GRID; c++) {
      const k = r * GRID + c;
      if (cells[k] === SHORE) {
        runIsLand = null;
        continue;
      }
      runIsLand ??= exactOnLand(
        land,
        r,
        round6(south + (r + 0.5) * cell),
        wrap(round6(west + (c + 0.5) * cell)),
      );
      cells[k] = runIsLand ? LAND : SEA;
    }
  }
  return land;
}

/**
 * Points on land spread over the square, for an agent whose draws all missed: the centre of every
 * land cell and the points of shore cells that test as land. Made on first need, which is rare.
 */
export function fallbackPoints(land: PlaceLand): Float64Array {
  if (land.landPoints !== null) return land.landPoints;
  const found: number[] = [];
  for (let r = 0; r < GRID; r++) {
    for (let c = 0; c < GRID; c++) {
      const kind = land.cells[r * GRID + c];
      if (kind === SEA) continue;
      for (const [dy, dx] of kind === LAND ? FALLBACK_OFFSETS.slice(0, 1) : FALLBACK_OFFSETS) {
        const y = round6(land.south + (r + dy) * land.cell);
        const x = wrap(round6(land.west + (c + dx) * land.cell));
        if (onLand(land, y, x)) found.push(y, x);
      }
    }
  }
  land.landPoints = Float64Array.from(found);
  return land.landPoints;
}

/** Whether segment s's bounding box meets the square (with the rounding slack). */
function reaches(
  xs: Float64Array,
  ys: Float64Array,
  s: number,
  south: number,
  west: number,
  side: number,
): boolean {
  const x1 = xs[s] as number;
  const x2 = xs[s + 1] as number;
  const y1 = ys[s] as number;
  const y2 = ys[s + 1] as number;
  return (
    (x1 > x2 ? x1 : x2) >= west - EPS &&
    (x1 < x2 ? x1 : x2) <= west + side + EPS &&
    (y1 > y2 ? y1 : y2) >= south - EPS &&
    (y1 < y2 ? y1 : y2) <= south + side + EPS
  );
}

/** A square no shore crosses: every cell LAND or every cell SEA, as a ray from the centre finds. */
function uniformLand(
  index: LandIndex,
  near: readonly number[],
  lat: number,
  lon: number,
  south: number,
  west: number,
  cell: number,
): PlaceLand {
  const { xs, ys, layer } = index;
  let parity = 0;
  for (const s of near) if (rayCrosses(xs, ys, s, lat, lon)) parity ^= layer[s] as number;
  return {
    south,
    west,
    centreLon: lon,
    cell,
    cells: new Uint8Array(GRID * GRID).fill(parity === LAND_BIT ? LAND : SEA),
    rowParity: new Uint8Array(GRID),
    rowStart: new Int32Array(GRID + 1),
    rowSegments: new Int32Array(0),
    xs,
    ys,
    layer,
    landPoints: null,
  };
}

/** A land cell gives its centre; a shore cell its centre and its quarters' centres, those on land. */
const FALLBACK_OFFSETS = [
  [0.5, 0.5],
  [0.25, 0.25],
  [0.25, 0.75],
  [0.75, 0.25],
  [0.75, 0.75],
] as const;

function clampRow(value: number): number {
  return value < 0 ? 0 : value >= GRID ? GRID - 1 : value;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function wrap(lon: number): number {
  return lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon;
}

/**
 * Whether (lat, lng), a point of the square as an agent gets it (rounded, longitude in −180…180),
 * is on land according to the data.
 *
 * @example onLand(tokyo, 35.6895, 139.69171) === true
 */
export function onLand(land: PlaceLand, lat: number, lng: number): boolean {
  const row = clampRow(Math.floor((lat - land.south) / land.cell));
  // The longitude measured from the centre the short way round, so a wrapped point finds its column.
  let offset = lng - land.centreLon;
  if (offset > 180) offset -= 360;
  else if (offset < -180) offset += 360;
  const column = clampRow(Math.floor((land.centreLon + offset - land.west) / land.cell));
  const kind = land.cells[row * GRID + column];
  if (kind === LAND) return true;
  if (kind === SEA) return false;
  return exactOnLand(land, row, lat, lng);
}

function exactOnLand(land: PlaceLand, row: number, py: number, px: number): boolean {
  const { xs, ys, layer, rowSegments } = land;
  let parity = land.rowParity[row] as number;
  const end = land.rowStart[row + 1] as number;
  for (let k = land.rowStart[row] as number; k < end; k++) {
    const s = rowSegments[k] as number;
    if (rayCrosses(xs, ys, s, py, px)) parity ^= layer[s] as number;
  }
  return parity === LAND_BIT;
}

/**
 * Whether the ray cast east from (px, py) crosses segment s: it spans the latitude by the half-open
 * rule (one end above, the other not), and meets it east of the point, computed as the usual ray
 * test computes the crossing's longitude.
 */
function rayCrosses(xs: Float64Array, ys: Float64Array, s: number, py: number, px: number): boolean {
  const y1 = ys[s] as number;
  const y2 = ys[s + 1] as number;
  if (y1 > py === y2 > py) return false;
  const x1 = xs[s] as number;
  return px < (((xs[s + 1] as number) - x1) * (py - y1)) / (y2 - y1) + x1;
}
