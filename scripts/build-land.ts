// Builds src/worker/data/land/landData.generated.ts and the same land by latitude zone
// (zones/*.generated.ts, see src/worker/engine/land/landZones.ts): where land is, for version 2's
// agents, who stand on land (issue 19). Natural Earth's 1:10m land less OpenStreetMap's large lakes (see
// scripts/lib/landSources.ts), packed for the engine (src/worker/engine/land/landIndex.ts):
// per layer, its rings cut into planar paths, their points on the source's own integer grid, as zigzag varint deltas, in
// base64. Decoding gives back every coordinate exactly. Runs on `npm ci` (postinstall) and
// `npm run data`; the output is git-ignored (about 1.4 MB, and as much again in zones) and deterministic.
//
//   npx tsx scripts/build-land.ts
import { pathToFileURL } from 'node:url';
import type { Position } from 'geojson';
import { planarPaths } from './lib/antimeridian.ts';
import { describeSize, writeFileAtomic } from './lib/files.ts';
import { readLakes, readLand, type Grid, type LandLayerSource } from './lib/landSources.ts';
import { LAND_OUT_PATH, LAND_ZONES_DIR, LAND_ZONES_INDEX_PATH } from './lib/paths.ts';
import { ZONE_COUNT, ZONE_DEGREES, ZONE_MARGIN, zoneCoverage } from '../src/worker/engine/land/landZones.ts';

/** One layer as the module holds it; mirrors LandLayerData in the engine. */
interface PackedLayer {
  name: string;
  grid: Grid;
  paths: number;
  points: number;
  data: string;
}

/**
 * The integer grid position of a coordinate, checked to decode to exactly the same number: a
 * source that is not on its grid fails the build rather than shifting a coastline.
 */
function toGrid(value: number, scale: number, offset: number, divisor: number, exact: boolean): number {
  const q = divisor > 0 ? Math.round(value * divisor) : Math.round((value - offset) / scale);
  const back = divisor > 0 ? q / divisor : q * scale + offset;
  if (exact && back !== value) throw new Error(`build-land: ${value} is not on its layer's grid`);
  return q;
}

class ByteWriter {
  private bytes = new Uint8Array(1 << 20);
  length = 0;

  /** Unsigned LEB128: seven bits a byte, the high bit set on every byte but the last. */
  varint(value: number): void {
    if (this.length + 5 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    let rest = value >>> 0;
    while (rest >= 0x80) {
      this.bytes[this.length++] = (rest & 0x7f) | 0x80;
      rest >>>= 7;
    }
    this.bytes[this.length++] = rest;
  }

  /** A signed delta, zigzagged so that small negative steps stay one byte too. */
  signed(value: number): void {
    this.varint(value >= 0 ? value * 2 : -value * 2 - 1);
  }

  result(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

/** One layer's paths on its integer grid: path p's points are (qx, qy) pairs, interleaved. */
export interface GridLayer {
  name: string;
  grid: Grid;
  paths: Int32Array[];
}

/** The grid's numbers for one layer: value = q × scale + offset, or q / divisor when divisor > 0. */
function gridNumbers(grid: Grid): [number, number, number, number, number] {
  return grid.kind === 'scaled'
    ? [grid.scaleX, grid.scaleY, grid.offsetX, grid.offsetY, 0]
    : [1, 1, 0, 0, grid.divisor];
}

/** A layer's rings cut into planar paths (see antimeridian.ts), their points on its grid. */
export function gridLayer(source: LandLayerSource): GridLayer {
  const [scaleX, scaleY, offsetX, offsetY, divisor] = gridNumbers(source.grid);
  const paths = source.polygons
    .flat()
    .filter((ring) => ring.length >= 4)
    .flatMap(planarPaths)
    .map((path: Position[]) => {
      const q = new Int32Array(path.length * 2);
      path.forEach(([x, y], i) => {
        // A cut point on ±180° has a computed latitude: it goes to the nearest grid step.
        const cut = x === 180 || x === -180;
        q[2 * i] = toGrid(x as number, scaleX, offsetX, divisor, true);
        q[2 * i + 1] = toGrid(y as number, scaleY, offsetY, divisor, !cut);
      });
      return q;
    });
  return { name: source.name, grid: source.grid, paths };
}

/**
 * Packs one layer: the path count, then per path its point count and deltas. A path's segments
 * join its consecutive points.
 */
export function packPaths(layer: GridLayer): PackedLayer {
  const writer = new ByteWriter();
  writer.varint(layer.paths.length);
  let points = 0;
  for (const path of layer.paths) {
    writer.varint(path.length / 2);
    let lastX = 0;
    let lastY = 0;
    for (let i = 0; i < path.length; i += 2) {
      const qx = path[i] as number;
      const qy = path[i + 1] as number;
      writer.signed(qx - lastX);
      writer.signed(qy - lastY);
      lastX = qx;
      lastY = qy;
    }
    points += path.length / 2;
  }
  return {
    name: layer.name,
    grid: layer.grid,
    paths: layer.paths.length,
    points,
    data: Buffer.from(writer.result()).toString('base64'),
  };
}

/** Packs one layer of the sources whole: see gridLayer and packPaths. */
export function packLayer(source: LandLayerSource): PackedLayer {
  return packPaths(gridLayer(source));
}

/**
 * The part of a layer a latitude zone needs: every segment whose latitude span meets south…north,
 * as runs of consecutive segments (a path's pieces). Latitudes are computed as the engine decodes
 * them, so the segments are the very ones the whole layer holds.
 */
export function zonePaths(layer: GridLayer, south: number, north: number): GridLayer {
  const [, scaleY, , offsetY, divisor] = gridNumbers(layer.grid);
  const latitude = (qy: number) => (divisor > 0 ? qy / divisor : qy * scaleY + offsetY);
  const paths: Int32Array[] = [];
  for (const path of layer.paths) {
    let runStart = -1;
    const points = path.length / 2;
    for (let k = 0; k + 1 < points; k++) {
      const a = latitude(path[2 * k + 1] as number);
      const b = latitude(path[2 * k + 3] as number);
      const meets = (a > b ? a : b) >= south && (a < b ? a : b) <= north;
      if (meets && runStart < 0) runStart = k;
      if (!meets && runStart >= 0) {
        paths.push(path.slice(2 * runStart, 2 * k + 2));
        runStart = -1;
      }
    }
    if (runStart >= 0) paths.push(path.slice(2 * runStart, 2 * points));
  }
  return { name: layer.name, grid: layer.grid, paths };
}

/** A module's text: its layers, importing their type from `engineDir` (relative to the module). */
export function landModule(layers: readonly PackedLayer[], engineDir = '../../engine'): string {
  const body = layers.map((layer) => `  ${JSON.stringify(layer)},`).join('\n');
  return [
    '// Generated by scripts/build-land.ts from world-atlas (Natural Earth 1:10m land, public domain)',
    '// and @geo-maps/earth-lakes-1km (© OpenStreetMap contributors, ODbL). Do not edit.',
    `import type { LandLayerData } from '${engineDir}/land/landIndex.ts';`,
    '',
    'export const LAND_LAYERS: readonly LandLayerData[] = [',
    body,
    '];',
    '',
  ].join('\n');
}

/** A zone module's file name. */
const zoneFile = (zone: number) => `zone${String(zone).padStart(2, '0')}.generated.ts`;

/** The zones' index: their constants (checked by the engine) and a loader per zone, one chunk each. */
function zonesIndexModule(): string {
  const loaders = Array.from(
    { length: ZONE_COUNT },
    (_, zone) => `    () => import('./zones/${zoneFile(zone)}'),`,
  );
  return [
    '// Generated by scripts/build-land.ts: the land by latitude zone (src/worker/engine/land/landZones.ts). Do not edit.',
    "import type { LandLayerData } from '../../engine/land/landIndex.ts';",
    '',
    'export const LAND_ZONES: {',
    '  count: number;',
    '  degrees: number;',
    '  margin: number;',
    '  modules: readonly (() => Promise<{ LAND_LAYERS: readonly LandLayerData[] }>)[];',
    '} = {',
    `  count: ${ZONE_COUNT},`,
    `  degrees: ${ZONE_DEGREES},`,
    `  margin: ${ZONE_MARGIN},`,
    '  modules: [',
    ...loaders,
    '  ],',
    '};',
    '',
  ].join('\n');
}

/**
 * Writes the whole world's land (the library's snapshot is made of it) and its latitude zones (what
 * the app's worker loads, one near each place).
 */
export function buildLand(): string {
  const sources = [gridLayer(readLand()), gridLayer(readLakes())];
  const layers = sources.map(packPaths);
  const text = landModule(layers);
  writeFileAtomic(LAND_OUT_PATH, text);
  let largest = '';
  for (let zone = 0; zone < ZONE_COUNT; zone++) {
    const { south, north } = zoneCoverage(zone);
    const zoneText = landModule(
      sources.map((layer) => packPaths(zonePaths(layer, south, north))),
      '../../../engine',
    );
    writeFileAtomic(`${LAND_ZONES_DIR}${zoneFile(zone)}`, zoneText);
    if (zoneText.length > largest.length) largest = zoneText;
  }
  writeFileAtomic(LAND_ZONES_INDEX_PATH, zonesIndexModule());
  const summary = layers.map((layer) => `${layer.name}: ${layer.paths} paths, ${layer.points} points`);
  return (
    `${summary.join('; ')} → ${LAND_OUT_PATH} (${describeSize(text)}), ` +
    `${ZONE_COUNT} zones in ${LAND_ZONES_DIR} (the largest ${describeSize(largest)})`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(buildLand());
}
