// Builds public/cities.json, the city list the worker loads, from GeoNames data shipped by npm
// packages. Runs on `npm ci` (postinstall) and `npm run data`; the output is git-ignored and
// byte-for-byte deterministic, so every install serves the same file.
//
//   npx tsx scripts/build-cities.ts [outPath]

import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { joinAdmin1, type CodedPlace } from './lib/admin1Join.ts';
import { foldAlternateNames, roundCoordinate, serializeCities, type CityRecord } from './lib/citiesFile.ts';
import { describeSize, writeFileAtomic } from './lib/files.ts';
import { compareByPopulation, parseGeoNamesDump } from './lib/geonames.ts';
import {
  CITIES_OUT_PATH,
  GEONAMES_DUMP_PATH,
  NEWER_ADMIN1_PATH,
  NEWER_CITIES_PATH,
  REPO_ROOT,
} from './lib/paths.ts';

/** Smaller places are hamlets a visitor will not search for; the threshold keeps ~118k places. */
export const MIN_POPULATION = 1000;

export interface CitiesBuildSummary {
  outPath: string;
  /** Rows in the dump, and those dropped as unreadable. */
  dumpRows: number;
  skippedRows: number;
  kept: number;
  /** Kept records with a non-empty admin1, as a fraction. */
  admin1Share: number;
  /** Old admin1 codes whose mapping to the newer release was contested, e.g. "NO.30". */
  contested: string[];
  bytes: number;
}

/**
 * Alternate names, in every script, are kept for places of at least this population. Exonyms
 * ("Munich", "Bombay", "Kiev") and names in other scripts ("Варшава", "上海") belong to places
 * people have heard of; a small town is typed by its own name, and its alternates are mostly
 * transliterations. The cut keeps the file a browser fetches, parses and indexes at start-up
 * within its budget (≤ 4.5 MB gzip before the first search; figures in bench/RESULTS.md).
 */
export const ALTERNATE_NAMES_MIN_POPULATION = 50_000;

/**
 * Builds the cities file at outPath (default public/cities.json) and reports what it did.
 *
 * @example buildCities("/tmp/x/cities.json").kept // ≈ 118,500
 */
export function buildCities(outPath: string = CITIES_OUT_PATH): CitiesBuildSummary {
  const dump = parseGeoNamesDump(readFileSync(GEONAMES_DUMP_PATH, 'utf8'));
  // Every row votes in the join, not only the kept ones: small places are evidence too.
  const join = joinAdmin1(dump.places, readNewerPlaces(), readNewerAdmin1Names());

  const records: CityRecord[] = [];
  const order = dump.places
    .map((place, i) => ({ place, admin1: join.names[i] ?? '', id: place.id, population: place.population }))
    .filter(({ population }) => population >= MIN_POPULATION)
    .sort(compareByPopulation);
  for (const { place, admin1 } of order) {
    const alt =
      place.population >= ALTERNATE_NAMES_MIN_POPULATION
        ? foldAlternateNames(place.name, place.asciiName, place.alternateNames)
        : [];
    records.push({
      id: place.id,
      name: place.name,
      country: place.country,
      admin1,
      lat: roundCoordinate(place.lat),
      lon: roundCoordinate(place.lon),
      pop: place.population,
      ...(alt.length > 0 ? { alt } : {}),
    });
  }

  const text = serializeCities(records);
  writeFileAtomic(outPath, text);
  return {
    outPath,
    dumpRows: dump.places.length + dump.skipped,
    skippedRows: dump.skipped,
    kept: records.length,
    admin1Share: records.filter((record) => record.admin1 !== '').length / Math.max(records.length, 1),
    contested: join.contested,
    bytes: Buffer.byteLength(text),
  };
}

/** The newer GeoNames release's places, which carry its (renumbered) admin1 codes. */
function readNewerPlaces(): CodedPlace[] {
  const parsed: unknown = JSON.parse(readFileSync(NEWER_CITIES_PATH, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${NEWER_CITIES_PATH}: expected an array`);
  const places: CodedPlace[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, country, admin1, lat, lng } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof country !== 'string' || typeof admin1 !== 'string') continue;
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    places.push({ name, country, admin1Code: admin1, lat: latitude, lon: longitude });
  }
  return places;
}

/** "VN.79" → "Ho Chi Minh City (HCMC)", in the newer release's numbering. */
function readNewerAdmin1Names(): Map<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(NEWER_ADMIN1_PATH, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${NEWER_ADMIN1_PATH}: expected an array`);
  const names = new Map<string, string>();
  for (const item of parsed as unknown[]) {
    const { code, name } = (item ?? {}) as Record<string, unknown>;
    if (typeof code === 'string' && typeof name === 'string' && name !== '') names.set(code, name);
  }
  return names;
}

function main(): void {
  const started = performance.now();
  const summary = buildCities(process.argv[2] ?? CITIES_OUT_PATH);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `build-cities: kept ${summary.kept} of ${summary.dumpRows} places (pop >= ${MIN_POPULATION}` +
      `, ${summary.skippedRows} unreadable); admin1 resolved for ${(summary.admin1Share * 100).toFixed(2)}%` +
      `; ${summary.contested.length} contested codes (${summary.contested.join(' ')}); wrote ${relative(REPO_ROOT, summary.outPath)}` +
      ` (${describeSize(readFileSync(summary.outPath, 'utf8'))}) in ${seconds} s`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
