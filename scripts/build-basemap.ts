// Builds the offline dark basemap's data under public/basemap/: land polygons, interior country
// borders and labels for the largest places, so the map draws without any tile service.
// Runs on `npm ci` (postinstall) and `npm run data`; output is git-ignored and deterministic.
//
//   npx tsx scripts/build-basemap.ts [outDir]

import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  Feature,
  FeatureCollection,
  Geometry,
  MultiLineString,
  MultiPolygon,
  Point,
  Polygon,
  Position,
} from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
import { flattenPolygon, roundLine, signedArea, windTo } from './lib/basemapGeometry.ts';
import { describeSize, writeFileAtomic } from './lib/files.ts';
import { compareByPopulation, parseGeoNamesDump } from './lib/geonames.ts';
import { BASEMAP_OUT_DIR, GEONAMES_DUMP_PATH, REPO_ROOT, WORLD_ATLAS_DIR } from './lib/paths.ts';

/** How many place names the basemap carries; MapLibre hides those that collide at low zoom. */
export const LABEL_COUNT = 250;
// 3 decimals is ~100 m, far finer than the 1:50m source; more digits only add bytes.
const COORDINATE_DECIMALS = 3;

export interface LabelProperties {
  name: string;
  pop: number;
  /** 1 for the most populous place; the style uses it to pick which labels show first. */
  rank: number;
}

export interface BasemapFile {
  path: string;
  sizeText: string;
}

/**
 * Writes land.json, borders.json and labels.json into outDir and returns what it wrote.
 *
 * @example buildBasemap("/tmp/basemap").map((file) => file.path) // [".../land.json", ...]
 */
export function buildBasemap(outDir: string = BASEMAP_OUT_DIR): BasemapFile[] {
  const landTopology = readTopology('land-50m.json');
  const countriesTopology = readTopology('countries-50m.json');

  const land = feature(landTopology, topologyObject(landTopology, 'land'));
  const countries = topologyObject(countriesTopology, 'countries');
  // Interior borders only: coastlines come from the land layer, and drawing them twice thickens them.
  const borders = mesh(countriesTopology, countries, (a, b) => a !== b);

  const outputs: [string, unknown][] = [
    ['land.json', roundFeatures(land)],
    ['borders.json', collection([{ type: 'Feature', properties: {}, geometry: roundLines(borders) }])],
    ['labels.json', buildLabels()],
  ];
  return outputs.map(([name, data]) => {
    const path = join(outDir, name);
    const text = `${JSON.stringify(data)}\n`;
    writeFileAtomic(path, text);
    return { path, sizeText: describeSize(text) };
  });
}

function buildLabels(): FeatureCollection<Point, LabelProperties> {
  const { places } = parseGeoNamesDump(readFileSync(GEONAMES_DUMP_PATH, 'utf8'));
  const largest = places.sort(compareByPopulation).slice(0, LABEL_COUNT);
  return collection(
    largest.map((place, i) => ({
      type: 'Feature',
      properties: { name: place.name, pop: place.population, rank: i + 1 },
      geometry: { type: 'Point', coordinates: [round(place.lon), round(place.lat)] },
    })),
  );
}

function readTopology(file: string): Topology<Objects> {
  return JSON.parse(readFileSync(join(WORLD_ATLAS_DIR, file), 'utf8')) as Topology<Objects>;
}

function topologyObject(topology: Topology<Objects>, name: string): GeometryCollection {
  const object = topology.objects[name];
  if (object?.type !== 'GeometryCollection') throw new Error(`world-atlas: no GeometryCollection "${name}"`);
  return object;
}

function collection<G extends Geometry | null, P>(features: Feature<G, P>[]): FeatureCollection<G, P> {
  return { type: 'FeatureCollection', features };
}

function round(value: number): number {
  return Math.round(value * 10 ** COORDINATE_DECIMALS) / 10 ** COORDINATE_DECIMALS + 0;
}

function roundLines(lines: MultiLineString): MultiLineString {
  const rounded = lines.coordinates.map((line) => roundLine(line, COORDINATE_DECIMALS));
  return { type: 'MultiLineString', coordinates: rounded.filter((line) => line.length >= 2) };
}

function roundPolygon(rings: readonly Position[][]): Position[][] | null {
  const flat = flattenPolygon(rings);
  if (!flat) return null;
  // A ring that rounding flattened to a line (an islet under the rounding grid) goes; a polygon
  // whose exterior went goes with its holes. Rounding can also flip a sliver, so rings are
  // rewound afterwards.
  const [outer, ...holes] = flat
    .map((ring) => roundLine(ring, COORDINATE_DECIMALS))
    .map((ring) => (ring.length >= 4 && signedArea(ring) !== 0 ? ring : null));
  if (!outer) return null;
  const keptHoles = holes
    .filter((hole): hole is Position[] => hole !== null)
    .map((hole) => windTo(hole, false));
  return [windTo(outer, true), ...keptHoles];
}

function roundGeometry(geometry: Geometry): Polygon | MultiPolygon | null {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : null;
  if (!polygons) throw new Error(`build-basemap: unexpected ${geometry.type} in the land layer`);
  const flat = polygons.map(roundPolygon).filter((polygon): polygon is Position[][] => polygon !== null);
  return flat.length > 0 ? { type: 'MultiPolygon', coordinates: flat } : null;
}

function roundFeatures(input: FeatureCollection): FeatureCollection {
  const features: Feature[] = [];
  for (const item of input.features) {
    const geometry = item.geometry === null ? null : roundGeometry(item.geometry);
    if (geometry) features.push({ type: 'Feature', properties: {}, geometry });
  }
  return collection(features);
}

function main(): void {
  const started = performance.now();
  const files = buildBasemap(process.argv[2] ?? BASEMAP_OUT_DIR);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const sizes = files.map((file) => `${relative(REPO_ROOT, file.path)} (${file.sizeText})`).join(', ');
  console.log(`build-basemap: wrote ${sizes} in ${seconds} s`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
