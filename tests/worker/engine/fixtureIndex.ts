// The small committed fixture of real GeoNames records, indexed once per test file.
import { readFileSync } from 'node:fs';
import { loadCities } from '../../../src/worker/engine/cities/loadCities.ts';
import type { PlaceIndex } from '../../../src/worker/engine/cities/placeIndex.ts';

const FIXTURE = new URL('../../fixtures/cities.fixture.json', import.meta.url);
const REAL_FILE = new URL('../../../public/cities.json', import.meta.url);

// Both are built on first use, inside a test rather than while a file is collected: mutation testing
// (docs/TESTING.md) counts code that runs outside any test as "static" and must rerun the whole suite for
// each of its mutants, which on this machine turns a run of hours into one of months.
let fixture: PlaceIndex | null = null;
let real: PlaceIndex | null = null;

export function fixtureIndex(): PlaceIndex {
  fixture ??= loadCities(readFileSync(FIXTURE, 'utf8')).index;
  return fixture;
}

/** The full generated file (npm ci builds it); tests on it fail loudly when it is missing. */
export function realIndex(): PlaceIndex {
  real ??= loadCities(readFileSync(REAL_FILE, 'utf8')).index;
  return real;
}
