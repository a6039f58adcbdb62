// Where the library finds the cities file, and the index made of it, once per source.
import { loadCities } from '../worker/engine/cities/loadCities.ts';
import type { PlaceIndex } from '../worker/engine/cities/placeIndex.ts';
import type { readFile as ReadFile } from 'node:fs/promises';

/** The cities file's bytes, its text, or where to get it (a file: URL is read, any other fetched). */
export type CitiesSource = Uint8Array | ArrayBuffer | string | URL;

/**
 * The packaged file. Run from the repository (tsx, tests) this module is src/lib/citiesData.ts and the
 * file is public/cities.json; bundled, every chunk sits in lib/ and the file in data/ beside it.
 */
const PACKAGED = new URL(
  import.meta.url.endsWith('.ts') ? '../../public/cities.json' : '../data/cities.json',
  import.meta.url,
);

const indexes = new Map<unknown, Promise<PlaceIndex>>();

/**
 * The place index of a source (the packaged file when none is given), built once per source object.
 *
 * @example const index = await placeIndexFrom(); index.cities.length > 100_000
 */
export function placeIndexFrom(source: CitiesSource = PACKAGED): Promise<PlaceIndex> {
  const key = source instanceof URL ? source.href : source;
  let index = indexes.get(key);
  if (index === undefined) {
    index = readSource(source).then((bytes) => loadCities(bytes).index);
    // A failed read (a wrong path, offline) is tried again by the next call.
    index.catch(() => indexes.delete(key));
    indexes.set(key, index);
  }
  return index;
}

async function readSource(source: CitiesSource): Promise<Uint8Array | string> {
  if (source instanceof Uint8Array || typeof source === 'string') return source;
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  if (source.protocol === 'file:') {
    // Named through a variable so that a browser bundler leaves Node's module alone.
    const fs = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fs)) as { readFile: typeof ReadFile };
    try {
      return await readFile(source);
    } catch (error) {
      throw new Error(`The cities file could not be read at ${source.pathname}: ${describe(error)}`);
    }
  }
  const response = await fetch(source);
  if (!response.ok)
    throw new Error(`The cities file could not be fetched from ${source.href}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}

/**
 * Forgets every index made so far, so that its memory (about 40 MB) can be reclaimed: for a caller
 * done with places, like the command line once its mission is planned.
 *
 * @example releasePlaceIndexes() // the next placeIndexFrom() reads the file again
 */
export function releasePlaceIndexes(): void {
  indexes.clear();
}
