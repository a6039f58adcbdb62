// Cuts the engine's unit-test fixture, tests/fixtures/cities.fixture.json, out of the built
// public/cities.json: the largest places, plus every place a resolver trap needs — the
// namesakes (Paris, Texas; London, Ontario), the short words that are also towns (Of, Spy, Bo),
// the exonyms (Bombay, Kiev, München). The fixture is committed; rerun this after a data change.
//
//   npx tsx scripts/make-fixture.ts [citiesPath] [fixturePath]

import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { foldText } from '../src/worker/engine/text.ts';
import { compareCityRecords, parseCitiesFile, serializeCities, type CityRecord } from './lib/citiesFile.ts';
import { writeFileAtomic } from './lib/files.ts';
import { CITIES_OUT_PATH, FIXTURE_OUT_PATH, REPO_ROOT } from './lib/paths.ts';

export const LARGEST_COUNT = 150;

/** Folded names whose every bearer (by name or alternate name) goes into the fixture. */
export const TRAP_NAMES: readonly string[] = [
  'pau',
  'york',
  'new york',
  'new york city',
  'bo',
  'agen',
  'deal',
  'gent',
  'paris',
  'london',
  'valencia',
  'sao paulo',
  'bogota',
  'rome',
  'munich',
  'munchen',
  'kyiv',
  'kiev',
  'mumbai',
  'bombay',
  'spy',
  'of',
  'arth',
  'tokyo',
  'sydney',
  'toronto',
  'ho chi minh city',
  'hanoi',
  'springfield',
  // the resolver of countries, regions, scripts, nicknames and typos (issue 17)
  'porto',
  'porto alegre',
  'porto novo',
  'bordeaux',
  'mission',
  'durg',
  'uk',
  'alexandria',
  'san jose',
  'victoria',
  'lisbon',
  'prague',
  'manchester',
  'edinburgh',
  'thessaloniki',
  'busan',
  'new orleans',
  'birmingham',
  'italy',
  'poland',
  'ontario',
  'canton',
  'quebec',
  'nice',
  'washington',
  'portland',
  'perth',
  'moscow',
  'kharkiv',
  'milan',
  'turin',
  'bologna',
  'florence',
  'chengdu',
  'toronto',
  'ottawa',
  'richmond',
  'virginia beach',
  'atlanta',
  'tbilisi',
  'kuala lumpur',
  'vienna',
  'warsaw',
  'shanghai',
  'los angeles',
  'reading',
  'little rock',
  'las vegas',
];

/**
 * The fixture's records, in the real file's order.
 *
 * @example selectFixture(records).some((r) => r.name === "Paris" && r.country === "US") === true
 */
export function selectFixture(records: readonly CityRecord[]): CityRecord[] {
  const traps = new Set(TRAP_NAMES);
  const sorted = [...records].sort(compareCityRecords);
  return sorted.filter(
    (record, rank) =>
      rank < LARGEST_COUNT ||
      traps.has(foldText(record.name)) ||
      (record.alt ?? []).some((name) => traps.has(name)),
  );
}

function main(): void {
  const citiesPath = process.argv[2] ?? CITIES_OUT_PATH;
  const fixturePath = process.argv[3] ?? FIXTURE_OUT_PATH;
  const fixture = selectFixture(parseCitiesFile(readFileSync(citiesPath, 'utf8')));
  writeFileAtomic(fixturePath, serializeCities(fixture));
  console.log(`make-fixture: wrote ${fixture.length} records to ${relative(REPO_ROOT, fixturePath)}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
