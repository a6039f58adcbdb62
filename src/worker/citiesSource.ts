// The worker's cities: the file's bytes (handed over by the page, or fetched here), scanned as
// they arrive into the place index, once; a failed load is tried again by the next call.
import type { IndexStats, WorkerConfig } from '../shared/types.ts';
import { createCitiesLoader, type LoadedCities } from './engine/cities/loadCities.ts';
import type { WorkerHost } from './api.ts';

export interface CitiesLoad {
  loaded: LoadedCities | null;
  stats: IndexStats;
}

export interface CitiesSource {
  /**
   * The loaded index (null when the file could not be loaded) and the load's figures. `given` is the
   * file's body already being downloaded by the page; without it the worker fetches `from.citiesUrl`.
   */
  ensureLoaded(from: WorkerConfig, given?: ReadableStream<Uint8Array>): Promise<CitiesLoad>;
}

/**
 * The cities of a worker: one load shared by every caller, and a failed one (offline, 404) not kept.
 *
 * @example const { loaded } = await createCitiesSource(host).ensureLoaded(config)
 */
export function createCitiesSource(host: WorkerHost): CitiesSource {
  let loading: Promise<CitiesLoad> | null = null;

  const load = async (
    from: WorkerConfig,
    given: ReadableStream<Uint8Array> | undefined,
  ): Promise<CitiesLoad> => {
    const started = host.now();
    try {
      // The download is the long part: scan each part of the file as it arrives (as bytes,
      // never decoded whole), so that little is left to do when the last part comes.
      const { body, expectedBytes } = given
        ? { body: given, expectedBytes: 0 }
        : await fetchCities(host, from);
      const loader = createCitiesLoader(expectedBytes);
      const reader = body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) loader.push(part.value);
      const loaded = loader.finish();
      const stats = {
        cities: loaded.index.cities.length,
        skipped: loaded.skipped,
        loadMs: host.now() - started,
      };
      return { loaded, stats };
    } catch (error) {
      console.warn(`City index unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return { loaded: null, stats: { cities: 0, skipped: 0, loadMs: host.now() - started } };
    }
  };

  return {
    ensureLoaded(from, given) {
      const attempt = (loading ??= load(from, given));
      void attempt.then((result) => {
        if (result.loaded === null && loading === attempt) loading = null;
      });
      return attempt;
    },
  };
}

/** The worker's own download of the cities file, used when the page did not hand one over. */
async function fetchCities(
  host: WorkerHost,
  from: WorkerConfig,
): Promise<{ body: ReadableStream<Uint8Array>; expectedBytes: number }> {
  const response = await host.fetch(from.citiesUrl);
  if (!response.ok || response.body === null) throw new Error(`HTTP ${response.status}`);
  // Content-Length sizes the buffer only for an uncompressed response; a gzip one counts
  // compressed bytes, and the loader then starts with room for the generated file instead.
  const encoded = response.headers.get('Content-Encoding') !== null;
  return {
    body: response.body,
    expectedBytes: encoded ? 0 : Number(response.headers.get('Content-Length')) || 0,
  };
}
