// The worker's cities: the file's bytes (handed over by the page, or fetched here), scanned as
// they arrive into the place index, once; a failed load is tried again by the next call.
import type { IndexStats, WorkerConfig } from '../shared/types.ts';
import type { City } from './engine/cities/cityRecords.ts';
import { createCitiesLoader, type CitiesLoader, type LoadedCities } from './engine/cities/loadCities.ts';
import type { WorkerHost } from './api.ts';
import { nextTask } from './nextTask.ts';

export interface CitiesLoad {
  loaded: LoadedCities | null;
  stats: IndexStats;
}

/** A city read before the index was ready, and the scan held for the mission that needs it. */
export interface EarlyCity {
  city: City;
  /** Lets the rest of the file be scanned again; call it once the mission is made. */
  release(): void;
}

export interface CitiesSource {
  /**
   * The loaded index (null when the file could not be loaded) and the load's figures. `given` is the
   * file's body already being downloaded by the page; without it the worker fetches `from.citiesUrl`.
   */
  ensureLoaded(from: WorkerConfig, given?: ReadableStream<Uint8Array>): Promise<CitiesLoad>;
  /**
   * The city with GeoNames id `id` as soon as the scan reaches its row, with the rest of the scan
   * held until `release()`, so that a shared link's mission does not share its thread with the
   * scan of 118,000 other places; null once the index is loaded (or failed) without it having
   * been met early: ensureLoaded then answers. Starts the load as ensureLoaded does.
   */
  readCity(from: WorkerConfig, id: number): Promise<EarlyCity | null>;
  /**
   * Holds the scan (once the part being scanned is done) until the returned function is called:
   * for a mission that needs no city of the index at all (a geocoder's place from a link).
   */
  holdScan(): () => void;
}

/**
 * The most of the file scanned in one task: a part can be megabytes (a response from the cache comes
 * whole), and a search's message (a link's, wanting its city) waits for the task to end. About 5 ms
 * of scanning once the scanner's code is warm.
 */
const SCAN_SLICE_BYTES = 256 << 10;

/**
 * How long the rest of the scan waits once a held mission is made: the page lists and draws its agents
 * in the next frames (about 100 ms here), and the scan (a core for 200 ms) shared the two cores with
 * that drawing. Measured on a 1,000-agent shared link: all drawn about 50 ms sooner than resuming at once.
 */
const RESUME_AFTER_MS = 250;

/** The longest a mission holds the scan, whatever it waits for. */
const HOLD_MAX_MS = 3000;

interface CityWanted {
  id: number;
  answer(early: EarlyCity | null): void;
}

/**
 * The cities of a worker: one load shared by every caller, and a failed one (offline, 404) not kept.
 *
 * @example const { loaded } = await createCitiesSource(host).ensureLoaded(config)
 */
export function createCitiesSource(host: WorkerHost): CitiesSource {
  let loading: Promise<CitiesLoad> | null = null;
  let wanted: CityWanted[] = [];
  // The scan waits while any early city's mission holds it.
  let holds = 0;
  let resume: (() => void) | null = null;

  const hold = (): (() => void) => {
    holds++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(longest);
      holds--;
      if (holds === 0) {
        setTimeout(() => {
          if (holds === 0) resume?.();
        }, RESUME_AFTER_MS);
      }
    };
    // A mission whose own downloads stall must not keep the index from every other search.
    const longest = setTimeout(release, HOLD_MAX_MS);
    return release;
  };

  /** The load under way's loader, for a city wanted while the load waits for the network or a hold. */
  let current: CitiesLoader | null = null;

  /** Answers whoever waits for a city the scan has now met, and holds the scan for them. */
  const answerWanted = (loader: CitiesLoader) => {
    if (wanted.length === 0) return;
    wanted = wanted.filter((want) => {
      const city = loader.cityWithId(want.id);
      if (city === undefined) return true;
      want.answer({ city, release: hold() });
      return false;
    });
  };

  const whileHeld = async () => {
    while (holds > 0) await new Promise<void>((go) => (resume = go));
    resume = null;
  };

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
      current = loader;
      const reader = body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        // A wanted city is looked for in the bytes before they are scanned: its row is read alone.
        loader.append(part.value);
        for (;;) {
          answerWanted(loader);
          await whileHeld();
          if (!loader.scanSome(SCAN_SLICE_BYTES)) break;
          // Parts that have queued up would otherwise be scanned in one task, a search that wants
          // a city from them waiting behind it.
          await nextTask();
        }
      }
      current = null;
      const loaded = loader.finish();
      const stats = {
        cities: loaded.index.cities.length,
        skipped: loaded.skipped,
        loadMs: host.now() - started,
      };
      return { loaded, stats };
    } catch (error) {
      current = null;
      console.warn(`City index unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return { loaded: null, stats: { cities: 0, skipped: 0, loadMs: host.now() - started } };
    }
  };

  const ensureLoaded = (from: WorkerConfig, given?: ReadableStream<Uint8Array>): Promise<CitiesLoad> => {
    const attempt = (loading ??= load(from, given));
    void attempt.then((result) => {
      // Nobody still waiting for a city will meet it early now: the index (or its failure) answers.
      for (const want of wanted) want.answer(null);
      wanted = [];
      if (result.loaded === null && loading === attempt) loading = null;
    });
    return attempt;
  };

  return {
    ensureLoaded,
    holdScan: hold,
    readCity(from, id) {
      // A load already over answers null at once, through ensureLoaded's own `then` above.
      return new Promise((answer) => {
        wanted.push({ id, answer });
        ensureLoaded(from);
        // Its row may be here already, the load waiting for the network's next part or for a hold.
        if (current !== null) answerWanted(current);
      });
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
