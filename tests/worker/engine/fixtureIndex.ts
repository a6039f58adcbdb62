// The small committed fixture of real GeoNames records, indexed once per test file.
import { readFileSync } from 'node:fs';
import { loadCities } from '../../../src/worker/engine/cities/loadCities.ts';
import type { PlaceIndex } from '../../../src/worker/engine/cities/placeIndex.ts';

const FIXTURE = new URL('../../fixtures/cities.fixture.json', import.meta.url);
const REAL_FILE = new URL('../../../public/cities.json', import.meta.url);

let fixture: PlaceIndex | null = null;

export function fixtureIndex(): PlaceIndex {
  fixture ??= loadCities(readFileSync(FIXTURE, 'utf8')).index;
  return fixture;
}

/** The full generated file (npm ci builds it); tests on it fail loudly when it is missing. */
export function realIndex(): PlaceIndex {
  return loadCities(readFileSync(REAL_FILE, 'utf8')).index;
}
