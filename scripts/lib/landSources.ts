// The two sources of "where is land", read as plain rings of [lon, lat]: Natural Earth's 1:10m
// land (world-atlas' land-10m) and OpenStreetMap's lakes (geo-maps' earth-lakes-1km), of which
// only the large ones are kept. The build (scripts/build-land.ts) packs them for the engine; the
// tests read them here too, as the reference the engine's answers are checked against.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeometryCollection as GeoJsonCollection, MultiPolygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
import { signedArea } from './basemapGeometry.ts';
import { LAKES_PATH, WORLD_ATLAS_DIR } from './paths.ts';

/**
 * A lake counts from this area on: the large lakes a city's ±0.05° square can reach into (Lake
 * Michigan at Chicago, Lake Geneva, Lake Victoria at Kampala, Lake Zurich at 88 km²). Smaller
 * ones would add as many points again for ponds an agent can hardly land in.
 */
export const LAKE_MIN_KM2 = 50;

/** A polygon: its exterior ring, then its holes; each ring closed (last point = first). */
export type Rings = Position[][];

/** How a layer's coordinates sit on an integer grid: value = q × scale + offset, or q / divisor. */
export type Grid =
  | { kind: 'scaled'; scaleX: number; scaleY: number; offsetX: number; offsetY: number }
  | { kind: 'divided'; divisor: number };

export interface LandLayerSource {
  name: 'land' | 'lakes';
  grid: Grid;
  polygons: Rings[];
}

/**
 * Natural Earth's land. world-atlas quantised it, so every coordinate is q × scale + translate
 * for an integer q: the build stores q, and decoding gives back exactly these numbers.
 */
export function readLand(): LandLayerSource {
  const topology = JSON.parse(
    readFileSync(join(WORLD_ATLAS_DIR, 'land-10m.json'), 'utf8'),
  ) as Topology<Objects>;
  const transform = topology.transform;
  if (transform === undefined) throw new Error('world-atlas land-10m: no quantisation transform');
  const land = topology.objects.land as GeometryCollection;
  const collection = feature(topology, land);
  const polygons: Rings[] = [];
  for (const item of collection.features) {
    const geometry = item.geometry;
    if (geometry.type === 'Polygon') polygons.push(geometry.coordinates);
    else if (geometry.type === 'MultiPolygon') polygons.push(...geometry.coordinates);
    else throw new Error(`world-atlas land-10m: unexpected ${geometry.type}`);
  }
  const [scaleX, scaleY] = transform.scale;
  const [offsetX, offsetY] = transform.translate;
  return { name: 'land', grid: { kind: 'scaled', scaleX, scaleY, offsetX, offsetY }, polygons };
}

/** OpenStreetMap's lakes of LAKE_MIN_KM2 or more; their coordinates have three decimals. */
export function readLakes(): LandLayerSource {
  const collection = JSON.parse(readFileSync(LAKES_PATH, 'utf8')) as GeoJsonCollection;
  const polygons: Rings[] = [];
  for (const geometry of collection.geometries) {
    const parts =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? (geometry as MultiPolygon).coordinates
          : null;
    if (parts === null) throw new Error(`earth-lakes-1km: unexpected ${geometry.type}`);
    for (const polygon of parts) {
      const outer = polygon[0];
      if (outer !== undefined && ringAreaKm2(outer) >= LAKE_MIN_KM2) polygons.push(polygon);
    }
  }
  return { name: 'lakes', grid: { kind: 'divided', divisor: 1000 }, polygons };
}

/**
 * A ring's area in km², near enough to sort lakes by size: the shoelace formula in degrees,
 * scaled by the length of a degree at the ring's first latitude.
 */
export function ringAreaKm2(ring: readonly Position[]): number {
  const latitude = ((ring[0]?.[1] ?? 0) * Math.PI) / 180;
  const KM_PER_DEGREE = 111.32;
  return (Math.abs(signedArea(ring) / 2) * KM_PER_DEGREE * KM_PER_DEGREE * Math.cos(latitude)) as number;
}
