// The worker's facade: the only surface the UI sees, through Comlink. Each method hands
// work to the engine; the UI imports `type WorkerApi` only. No Comlink here, so the same
// facade runs in tests over a MessageChannel and could run in-process.
import type {
  Agent,
  IndexStats,
  SearchListener,
  SearchRequest,
  SearchSummary,
  WorkerConfig,
} from '../shared/types.ts';
import type { AgentDossier } from '../shared/dossier.ts';
import type { RelatedTable, TableFileFormat } from '../shared/linkedTables.ts';
import { nextTask } from './nextTask.ts';
import { isMissionVersion, LATEST_MISSION_VERSION } from '../shared/types.ts';
import { hasPlaceExtras } from '../shared/missionVersions.ts';
import { ChunkSender } from './chunkSender.ts';
import { createCitiesSource } from './citiesSource.ts';
import type { PlaceIndex } from './engine/cities/placeIndex.ts';
import type { City } from './engine/cities/cityRecords.ts';
import { countryName } from './engine/countries.ts';
import { loadPlaceTables } from './engine/identity/placeTables.ts';
import { loadPhoneMetadata } from './engine/identity/phones/phoneMetadata.ts';
import { loadLand } from './engine/land/loadLand.ts';
import { loadAreaData } from './engine/resolve/areaData.ts';
import { loadOnce } from '../shared/loadOnce.ts';
import { loadMissionData } from './engine/missionData.ts';
import { pinNeed } from './engine/resolve/placePins.ts';
import type * as MissionModule from './engine/runMission.ts';
import { createGeocoder, type GeocodeStore, type Geocoder } from './geocoder/geocoder.ts';

export type { SearchListener };

/**
 * The mission code: generation, names, addresses and phone plans, with libphonenumber's metadata
 * most of the worker's code. Loading the cities needs none of it, so the worker's script is
 * small and starts sooner; this part loads as soon as the index is ready, before a search needs it. A
 * failed load (a deploy replaced the file, say) is tried again by the next search.
 */
const loadMissionCode: () => Promise<typeof MissionModule> = loadOnce(() => import('./engine/runMission.ts'));

export interface WorkerApi {
  /**
   * Loads and indexes the cities once; later calls return the same stats. `cities`, when given,
   * is the cities file's body already being downloaded by the page (see citiesDownload.ts);
   * without it, or when retrying a failed load, the worker fetches `config.citiesUrl` itself.
   */
  init(config: WorkerConfig, cities?: ReadableStream<Uint8Array>): Promise<IndexStats>;
  /**
   * Resolves the query, then streams agents in columnar chunks (the first twelve one per chunk).
   * A newer search, or cancel(), stops this one between chunks. The summary comes right behind the
   * last chunk, without waiting for the listener to take it in; over Comlink the two travel on
   * different ports, so a caller that reads the agents after the summary waits for `delivered` of
   * them (a cancelled search's last partial chunk is never sent). A chunk that could not be sent
   * rejects the search instead: there is then no summary to wait on.
   */
  search(request: SearchRequest, listener: SearchListener): Promise<SearchSummary>;
  /** Stops the running search, if any. */
  cancel(): void;
  /**
   * Agent `index` of the mission `request` names, made alone (an agent link): the agent the
   * mission's search delivers at that position. Does not stop a running search.
   */
  agent(request: SearchRequest, index: number): Promise<Agent>;
  /**
   * The dossier of agent `index` of the linked mission `request` names (its count among it): its
   * agency, chain, cell, household and operations. Does not stop a running search.
   */
  dossier(request: SearchRequest, index: number): Promise<AgentDossier>;
  /**
   * Related table `table` of the linked mission `request` names (its count among it) as one file's
   * UTF-8 bytes in `format`: the page's export of that table. Does not stop a running search.
   */
  table(request: SearchRequest, table: RelatedTable, format: TableFileFormat): Promise<Uint8Array>;
  /**
   * A hint that the visitor is typing `query`: between searches, once init() has been called, the
   * worker makes what a search of the city the local data reads in it would make first (see
   * warmPlace). It is dropped while a search runs and never asks the geocoder; an index whose load
   * failed is tried again, as the search about to be made would.
   */
  warm(query: string): Promise<void>;
}

/** What a mission is given of the cities (see citiesFor), and the scan's hold to let go of. */
interface NeededCities {
  index: PlaceIndex | null;
  pinnedCity?: City;
  release(): void;
}

/** What the facade needs from its host (the worker global scope, or a test). */
export interface WorkerHost {
  fetch: typeof fetch;
  store?: GeocodeStore;
  now(): number;
  entropy(): number;
}

/**
 * Whether a request's mission will need the land and the time zones (its version's place extras):
 * the latest version's when the request names none or one that does not exist, which the mission
 * then refuses.
 */
function needsPlaceExtras(request: SearchRequest): boolean {
  const { version } = request;
  return hasPlaceExtras(isMissionVersion(version) ? version : LATEST_MISSION_VERSION);
}

/**
 * Creates the facade. `init` must be called first; a search made before the cities are
 * loaded waits for them, and a failed load leaves searches to the geocoder alone.
 */
export function createWorkerApi(host: WorkerHost): WorkerApi {
  let config: WorkerConfig | null = null;
  let geocoder: Geocoder | null = null;
  let generation = 0;
  let warming = 0;

  const source = createCitiesSource(host);
  const { ensureLoaded } = source;
  /** Lets go of the scan the latest search holds, if any (a release may be called more than once). */
  let heldBySearch: () => void = () => undefined;

  /**
   * The cities a request's mission needs before it can start. A shared link carries its place's pin:
   * a city pin needs that one city, which the scan meets in the file's first rows (big places come
   * first), and a geocoder's pin none. Such a mission starts on it at once, and the rest of the scan
   * waits for the mission (`release`): on two cores it would otherwise share the worker's thread with
   * it. The mission is the one the whole index would make, since the pin alone places it. Anything
   * else waits for the index.
   */
  async function citiesFor(from: WorkerConfig, request: SearchRequest): Promise<NeededCities> {
    const need = pinNeed(typeof request.place === 'string' ? request.place : '', countryName);
    // A query to resolve (or an area pin) reads the area names: asked for now, not after the mission's
    // code has come and asked.
    if (need.kind === 'index') loadAreaData().catch(() => undefined);
    else {
      // The mission's code and the data every mission with place extras needs are asked for now,
      // together, while the scan looks for the city: one wave of requests.
      loadMissionCode().catch(() => undefined);
      if (needsPlaceExtras(request)) loadMissionData().catch(() => undefined);
    }
    // The place's own tables, its numbering plan and its land's zone too, as soon as the place is
    // known: the mission would ask for them only once its code had come.
    const placeData = (countryCode: string, admin1: string, lat: number) => {
      loadPlaceTables(countryCode, admin1).catch(() => undefined);
      loadPhoneMetadata(countryCode).catch(() => undefined);
      if (needsPlaceExtras(request)) loadLand(lat).catch(() => undefined);
    };
    if (need.kind === 'nothing') {
      placeData(need.place.countryCode, need.place.admin1, need.place.lat);
      return { index: null, release: source.holdScan() };
    }
    if (need.kind === 'city') {
      const early = await source.readCity(from, need.id);
      if (early !== null) {
        placeData(early.city.country, early.city.admin1, early.city.lat);
        return { index: null, pinnedCity: early.city, release: early.release };
      }
    }
    let { loaded } = await ensureLoaded(from);
    // A load already under way when this request came (the page's download, handed over with init())
    // may have failed: the request tries once more, as it did when searches waited for init() first.
    if (loaded === null) ({ loaded } = await ensureLoaded(from));
    return { index: loaded?.index ?? null, release: () => undefined };
  }

  /** What a mission is made with: the cities it was given, the geocoder, the host's entropy. */
  const missionDeps = ({ index, pinnedCity }: NeededCities, active: Geocoder): MissionModule.MissionDeps => ({
    index,
    ...(pinnedCity ? { pinnedCity } : {}),
    geocode: (query) => active.geocode(query),
    entropy: host.entropy,
  });

  // Work that makes later searches faster, done while none is running. A search opened from a link is
  // asked for with init(), and preparing the typo tables as soon as the cities were loaded would hold
  // that search up by a second here: it only needs them for a misspelt place, and builds them then.
  let searching = 0;
  const idleWork: (() => void)[] = [];
  const runIdleWork = () =>
    setTimeout(() => {
      if (searching > 0) return;
      idleWork.shift()?.();
      if (idleWork.length > 0) runIdleWork();
    }, 0);
  const whenIdle = (work: () => void) => {
    idleWork.push(work);
    if (searching === 0) runIdleWork();
  };

  async function searchNow(
    request: SearchRequest,
    listener: SearchListener,
    mine: number,
  ): Promise<SearchSummary> {
    if (config === null || geocoder === null) throw new Error('init() must be called before search().');
    const cities = await citiesFor(config, request);
    // A search replaced or cancelled lets go of the scan at once, not when its last wait ends.
    heldBySearch = cities.release;
    try {
      if (mine !== generation) cities.release();
      const { runMission } = await loadMissionCode();
      const isCurrent = () => mine === generation;
      const sender = new ChunkSender(listener);
      const summary = await runMission(
        missionDeps(cities, geocoder),
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
      // A cancelled search's last partial chunk is dropped: nobody is waiting for it. A search that made
      // every agent sends it even if it was overtaken meanwhile, since its summary counts them all.
      if (!summary.cancelled) await sender.finish();
      return summary;
    } finally {
      cities.release();
    }
  }

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
      // The first search reports a failure to load; once loaded, the mission's data and the resolver's
      // lazily built tables are made in the worker's idle turns rather than in someone's search. The
      // resolver's tables (about 150 ms) wait for the area names' chunk, then for an idle turn of their
      // own: a search may have started while the chunk was on its way.
      loadMissionCode()
        .then(({ prepareResolver }) => {
          whenIdle(() => void loadMissionData().catch(() => undefined));
          if (loaded === null) return;
          whenIdle(
            () =>
              void loadAreaData().then(
                () => whenIdle(() => void prepareResolver(loaded.index).catch(() => undefined)),
                () => undefined,
              ),
          );
        })
        .catch(() => undefined);
      return stats;
    },

    async search(request, listener) {
      const mine = ++generation;
      heldBySearch();
      searching++;
      try {
        return await searchNow(request, listener, mine);
      } finally {
        searching--;
        if (searching === 0 && idleWork.length > 0) runIdleWork();
      }
    },

    cancel() {
      generation++;
      heldBySearch();
    },

    async warm(query) {
      const mine = ++warming;
      // Only the latest hint counts: the visitor has typed on since the others.
      const stale = () => mine !== warming || searching > 0;
      if (config === null || stale()) return;
      try {
        const { loaded } = await ensureLoaded(config);
        if (loaded === null || stale()) return;
        const { warmPlace } = await loadMissionCode();
        if (!stale()) await warmPlace(loaded.index, query, undefined, () => !stale());
      } catch {
        // A hint: whatever failed here, the search itself meets again and reports.
      }
    },

    agent: (request, index) =>
      withMission('agent', request, (code, deps) => code.missionAgent(deps, request, index)),

    dossier: (request, index) =>
      withMission('dossier', request, (code, deps) => code.missionDossier(deps, request, index)),

    table: (request, table, format) =>
      withMission('table', request, async (code, deps) =>
        new TextEncoder().encode(await code.missionTable(deps, request, table, format, nextTask)),
      ),
  };

  /** Runs `work` on the mission code with the cities `request` needs, held until it is done. */
  async function withMission<T>(
    method: string,
    request: SearchRequest,
    work: (code: typeof MissionModule, deps: MissionModule.MissionDeps) => Promise<T>,
  ): Promise<T> {
    if (config === null || geocoder === null) throw new Error(`init() must be called before ${method}().`);
    const cities = await citiesFor(config, request);
    try {
      return await work(await loadMissionCode(), missionDeps(cities, geocoder));
    } finally {
      cities.release();
    }
  }
}
