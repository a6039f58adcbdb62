// The worker's facade: the only surface the UI sees, through Comlink. Each method hands
// work to the engine; the UI imports `type WorkerApi` only. No Comlink here, so the same
// facade runs in tests over a MessageChannel and could run in-process.
import type {
  Agent,
  AgentChunk,
  IndexStats,
  SearchListener,
  SearchRequest,
  SearchSummary,
  WorkerConfig,
} from '../shared/types.ts';
import { AgentChunkPacker } from './engine/agentChunks.ts';
import { createCitiesLoader, type LoadedCities } from './engine/loadCities.ts';
import type * as MissionModule from './engine/runMission.ts';
import { createGeocoder, type GeocodeStore, type Geocoder } from './geocoder/geocoder.ts';

export type { SearchListener };

/**
 * The mission code: generation, names, addresses and phone plans, with libphonenumber's metadata
 * most of the worker's code. Loading the cities needs none of it, so the worker's script is
 * small and starts sooner; this part loads as soon as the index is ready, before a search needs it.
 */
let missionCode: Promise<typeof MissionModule> | null = null;
function loadMissionCode(): Promise<typeof MissionModule> {
  if (missionCode === null) {
    const loading = import('./engine/runMission.ts');
    missionCode = loading;
    // A failed load (a deploy replaced the file, say) is tried again by the next search.
    loading.catch(() => {
      if (missionCode === loading) missionCode = null;
    });
  }
  return missionCode;
}

export interface WorkerApi {
  /**
   * Loads and indexes the cities once; later calls return the same stats. `cities`, when given,
   * is the cities file's body already being downloaded by the page (see citiesDownload.ts);
   * without it, or when retrying a failed load, the worker fetches `config.citiesUrl` itself.
   */
  init(config: WorkerConfig, cities?: ReadableStream<Uint8Array>): Promise<IndexStats>;
  /**
   * Resolves the query, then streams agents in columnar chunks (the first twelve one per chunk).
   * A newer search, or cancel(), stops this one between chunks.
   */
  search(request: SearchRequest, listener: SearchListener): Promise<SearchSummary>;
  /** Stops the running search, if any. */
  cancel(): void;
}

/** What the facade needs from its host (the worker global scope, or a test). */
export interface WorkerHost {
  fetch: typeof fetch;
  store?: GeocodeStore;
  now(): number;
  entropy(): number;
}

/**
 * Creates the facade. `init` must be called first; a search made before the cities are
 * loaded waits for them, and a failed load leaves searches to the geocoder alone.
 */
export function createWorkerApi(host: WorkerHost): WorkerApi {
  let loading: Promise<{ loaded: LoadedCities | null; stats: IndexStats }> | null = null;
  let config: WorkerConfig | null = null;
  let geocoder: Geocoder | null = null;
  let generation = 0;

  const load = async (
    from: WorkerConfig,
    given: ReadableStream<Uint8Array> | undefined,
  ): Promise<{ loaded: LoadedCities | null; stats: IndexStats }> => {
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

  /** The loaded index; a failed load (offline, 404) is tried again by the next call, not kept. */
  const ensureLoaded = (
    from: WorkerConfig,
    given?: ReadableStream<Uint8Array>,
  ): Promise<{ loaded: LoadedCities | null; stats: IndexStats }> => {
    const attempt = (loading ??= load(from, given));
    void attempt.then((result) => {
      if (result.loaded === null && loading === attempt) loading = null;
    });
    return attempt;
  };

  return {
    async init(given, cities) {
      config = given;
      geocoder ??= createGeocoder({
        endpoint: given.geocoderUrl,
        timeoutMs: given.geocoderTimeoutMs,
        fetch: host.fetch,
        ...(host.store ? { store: host.store } : {}),
      });
      const { stats, loaded } = await ensureLoaded(given, cities);
      // The first search reports a failure to load; once loaded, the resolver's lazily built
      // tables are made in the worker's next idle turn rather than in someone's search.
      loadMissionCode()
        .then(({ prepareResolver }) => {
          if (loaded !== null) setTimeout(() => prepareResolver(loaded.index), 0);
        })
        .catch(() => undefined);
      return stats;
    },

    async search(request, listener) {
      const mine = ++generation;
      if (config === null || geocoder === null) throw new Error('init() must be called before search().');
      const { loaded } = await ensureLoaded(config);
      const { runMission } = await loadMissionCode();
      const activeGeocoder = geocoder;
      const isCurrent = () => mine === generation;
      const sender = new ChunkSender(listener);
      const summary = await runMission(
        {
          index: loaded?.index ?? null,
          geocode: (query) => activeGeocoder.geocode(query),
          entropy: host.entropy,
        },
        request,
        {
          onPlan: (plan) => {
            sender.begin(plan.count);
            listener.onPlan(plan);
          },
          onAgent: (agent) => sender.add(agent),
        },
        isCurrent,
      );
      // A cancelled search's last partial chunk is dropped: nobody is waiting for it.
      if (isCurrent()) await sender.finish();
      return summary;
    },

    cancel() {
      generation++;
    },
  };
}

/**
 * Packs agents into chunks and sends each as it fills. Up to CHUNKS_IN_FLIGHT chunks may be
 * unacknowledged: generation runs ahead of the page, yet never floods it, and waiting for an
 * acknowledgement is what lets the worker read a cancel() between chunks.
 */
class ChunkSender {
  private packer: AgentChunkPacker | null = null;
  private readonly inFlight: Promise<void>[] = [];

  constructor(private readonly listener: SearchListener) {}

  /** The plan is known: chunk sizes depend on how many agents the search makes. */
  begin(total: number): void {
    this.packer = new AgentChunkPacker(total);
  }

  add(agent: Agent): Promise<void> | undefined {
    const chunk = this.packer?.add(agent) ?? null;
    return chunk === null ? undefined : this.send(chunk);
  }

  async finish(): Promise<void> {
    const last = this.packer?.flush() ?? null;
    if (last !== null) void this.send(last);
    await Promise.all(this.inFlight.splice(0));
  }

  private send(chunk: AgentChunk): Promise<void> | undefined {
    // Over Comlink the call returns the page's acknowledgement; in-process it returns nothing.
    const acknowledged: unknown = this.listener.onChunk(chunk);
    this.inFlight.push(Promise.resolve(acknowledged).then(() => undefined));
    if (this.inFlight.length < CHUNKS_IN_FLIGHT) return undefined;
    return this.inFlight.shift();
  }
}

const CHUNKS_IN_FLIGHT = 2;

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
