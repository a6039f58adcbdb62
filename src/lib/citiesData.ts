// Where the library finds the cities file, and the index made of it, once per source; and, in the
// installed package, the snapshots of the place and land indexes that spare Node the work of building
// them (about 400 ms of the command line's start-up, see cities/placeSnapshot.ts).
import { loadCities } from '../worker/engine/cities/loadCities.ts';
import type { PlaceIndex } from '../worker/engine/cities/placeIndex.ts';
import { decodePlaceIndex } from '../worker/engine/cities/placeSnapshot.ts';
import { useLandIndex } from '../worker/engine/land/loadLand.ts';
import { decodeLandIndex } from '../worker/engine/land/landSnapshot.ts';
import type { readFile as ReadFile } from 'node:fs/promises';

/** The cities file's bytes, its text, or where to get it (a file: URL is read, any other fetched). */
export type CitiesSource = Uint8Array | ArrayBuffer | string | URL;

/**
 * Run from the repository (tsx, tests) this module is src/lib/citiesData.ts; bundled, every chunk sits
 * in lib/ and the package's data in data/ beside it. Only the bundle has snapshots: they are built with
 * it (scripts/build-package.ts), from the very file beside them, so they can never be stale.
 */
const BUNDLED = !import.meta.url.endsWith('.ts');

/** The packaged file: public/cities.json in the repository, data/cities.json in the package. */
const PACKAGED = new URL(BUNDLED ? '../data/cities.json' : '../../public/cities.json', import.meta.url);
/** The snapshots, read only in Node (a file: URL): a browser fetches the cities file and builds. */
const PLACE_SNAPSHOT = new URL('../data/places.bin', import.meta.url);
const LAND_SNAPSHOT = new URL('../data/land.bin', import.meta.url);
const SNAPSHOTS = BUNDLED && PACKAGED.protocol === 'file:';

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
    index = (source === PACKAGED && SNAPSHOTS ? storedPlaceIndex() : Promise.resolve(null)).then(
      (stored) => stored ?? readSource(source).then((bytes) => loadCities(bytes).index),
    );
    // A failed read (a wrong path, offline) is tried again by the next call.
    index.catch(() => indexes.delete(key));
    indexes.set(key, index);
  }
  return index;
}

/**
 * The packaged place index from its snapshot, or null when there is none or it cannot be read: that
 * costs only time, since the cities file is then scanned as it would be without one.
 */
async function storedPlaceIndex(): Promise<PlaceIndex | null> {
  try {
    return decodePlaceIndex(await readFileBytes(PLACE_SNAPSHOT));
  } catch {
    return null;
  }
}

/**
 * In the installed package in Node, makes this thread's land index the packaged snapshot's, so that
 * no mission decodes the land module (each worker thread of the command line calls it too). Elsewhere,
 * or when the snapshot cannot be read, it does nothing and the land is decoded when first needed.
 *
 * @example await usePackagedLand(); await missionAgentMaker(prepared)
 */
export async function usePackagedLand(): Promise<void> {
  if (!SNAPSHOTS) return;
  try {
    useLandIndex(decodeLandIndex(await readFileBytes(LAND_SNAPSHOT)));
  } catch {
    // Decoded from the module instead, when a version 2 mission first needs it.
  }
}

async function readSource(source: CitiesSource): Promise<Uint8Array | string> {
  if (source instanceof Uint8Array || typeof source === 'string') return source;
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  if (source.protocol === 'file:') {
    try {
      return await readFileBytes(source);
    } catch (error) {
      throw new Error(`The cities file could not be read at ${source.pathname}: ${describe(error)}`);
    }
  }
  const response = await fetch(source);
  if (!response.ok)
    throw new Error(`The cities file could not be fetched from ${source.href}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * A file's bytes as a plain Uint8Array: Node's Buffer makes each `subarray` a Buffer, whose
 * constructor is slow, and the index decodes every name it reads from a subarray (50 ms of a
 * start-up's profile went to it).
 */
async function readFileBytes(url: URL): Promise<Uint8Array> {
  // Named through a variable so that a browser bundler leaves Node's module alone.
  const fs = 'node:fs/promises';
  const { readFile } = (await import(/* @vite-ignore */ fs)) as { readFile: typeof ReadFile };
  const buffer = await readFile(url);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
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
