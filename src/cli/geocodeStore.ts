// Where the command line keeps the geocoder's answers between runs, as the page keeps them in
// IndexedDB: a run with --geocode asks the service once per query per machine, not once per run, which
// is what its usage policy asks of repeated use. One JSON file in the user's cache folder; a file that
// cannot be read or written is no failure, only a cache that does not help.
import { mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { writeFileWhole } from './output.ts';
import type { Place } from '../shared/types.ts';
import { isGeocodedPlace, type GeocodeStore } from '../worker/geocoder/geocoder.ts';

/** Enough for any person's queries; past it the oldest answers go first. */
const MAX_ENTRIES = 5_000;

/**
 * The cache folder: TSD_CACHE_DIR, else the XDG cache folder (~/.cache by default), in a folder of ours.
 *
 * @example geocodeCacheFile({ XDG_CACHE_HOME: "/tmp/c" }) === "/tmp/c/the-silent-directory/geocoder.json"
 */
export function geocodeCacheFile(env: NodeJS.ProcessEnv = process.env): string {
  const own = env.TSD_CACHE_DIR;
  if (own !== undefined && own !== '') return join(own, 'geocoder.json');
  const base =
    env.XDG_CACHE_HOME !== undefined && env.XDG_CACHE_HOME !== ''
      ? env.XDG_CACHE_HOME
      : join(homedir(), '.cache');
  return join(base, 'the-silent-directory', 'geocoder.json');
}

function readEntries(file: string): Map<string, Place> {
  const entries = new Map<string, Place>();
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (typeof stored !== 'object' || stored === null) return entries;
    for (const [key, place] of Object.entries(stored)) if (isGeocodedPlace(place)) entries.set(key, place);
  } catch {
    // Missing, unreadable or not JSON: start empty; the next answer rewrites it whole.
  }
  return entries;
}

/**
 * A store of geocoder answers in one file, read on first use and rewritten (under a temporary name,
 * then renamed, so a reader never sees half of it) after each new answer.
 *
 * @example createFileGeocodeStore("/tmp/c/geocoder.json").set("tokyo", place)
 */
export function createFileGeocodeStore(file: string = geocodeCacheFile()): GeocodeStore {
  let entries: Map<string, Place> | null = null;
  const load = (): Map<string, Place> => (entries ??= readEntries(file));
  return {
    get: (key) => Promise.resolve(load().get(key)),
    set(key, place) {
      const all = load();
      all.delete(key);
      all.set(key, place);
      while (all.size > MAX_ENTRIES) all.delete(all.keys().next().value as string);
      try {
        mkdirSync(dirname(file), { recursive: true });
        writeFileWhole(file, JSON.stringify(Object.fromEntries(all)));
      } catch {
        // A read-only home or a full disk: the answer is still remembered for this run.
      }
      return Promise.resolve();
    },
  };
}
