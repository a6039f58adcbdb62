// A worker facade over the committed fixture of cities, for tests that replace part of the mission code
// with vi.mock and so must import createWorkerApi themselves, after the mock.
import { readFileSync } from 'node:fs';
import type { createWorkerApi } from '../../src/worker/api.ts';

const FIXTURE = readFileSync(new URL('../fixtures/cities.fixture.json', import.meta.url), 'utf8');
export const CONFIG = { citiesUrl: 'https://app.test/cities.json', geocoderUrl: '', geocoderTimeoutMs: 3000 };

/** A facade made by `create` whose cities download is the fixture. */
export function fixtureApi(create: typeof createWorkerApi) {
  return create({
    fetch: async () => new Response(FIXTURE, { status: 200 }),
    now: () => performance.now(),
    entropy: () => 0.5,
  });
}
