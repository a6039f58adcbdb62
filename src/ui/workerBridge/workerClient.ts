// The one place the UI creates the directory worker. It imports only the worker's *type*; the
// worker itself is bundled by Vite from the `new Worker(new URL(...))` expression below and is
// not fetched until the first dashboard visit asks for the client.
import * as Comlink from 'comlink';
import type {
  Agent,
  IndexStats,
  SearchListener,
  SearchRequest,
  SearchSummary,
  WorkerConfig,
} from '../../shared/types.ts';
import type { ExposedWorkerApi } from '../../worker/exposeWorkerApi.ts';
import { WORKER_CONFIG } from '../config.ts';
import { markPerf, PERF_MARKS } from '../lib/perfMarks.ts';
import { downloadCities } from './citiesDownload.ts';
import type { DirectoryClient } from './directoryClient.ts';
import type { AgentDossier } from '../../shared/dossier.ts';
import type { RelatedTable, TableFileFormat } from '../../shared/linkedTables.ts';

interface Connection {
  worker: Worker;
  api: Comlink.Remote<ExposedWorkerApi>;
  /**
   * Rejects if the worker dies (fails to load, throws uncaught, is terminated or closes): Comlink calls
   * would hang forever. The connection is dropped then, so the next search starts a new worker.
   */
  dead: Promise<never>;
  ready: Promise<IndexStats> | null;
}

export function createWorkerClient(config: WorkerConfig): DirectoryClient {
  let connection: Connection | null = null;

  function connect(): Connection {
    if (connection !== null) return connection;
    const worker = new Worker(new URL('../../worker/entry.ts', import.meta.url), {
      type: 'module',
      name: 'silent-directory',
    });
    const api = Comlink.wrap<ExposedWorkerApi>(worker);
    const dead = new Promise<never>((_, reject) => {
      let failed = false;
      const fail = (reason: string) => {
        if (failed) return;
        failed = true;
        // Start afresh next time rather than keep talking to a broken worker.
        if (connection?.worker === worker) connection = null;
        worker.terminate();
        console.warn(`Directory worker stopped (${reason}); the next search starts a new one.`);
        reject(new Error(`Directory worker failed: ${reason}`));
      };
      const onError = (event: Event) => {
        const message = event instanceof ErrorEvent ? event.message : event.type;
        fail(message || 'could not load');
      };
      worker.addEventListener('error', onError, { once: true });
      worker.addEventListener('messageerror', onError, { once: true });
      watchLifeline(api, () => fail('ended unexpectedly'));
    });
    dead.catch(() => {}); // observed through the calls it races; never unhandled on its own
    connection = { worker, api, dead, ready: null };
    return connection;
  }

  function prepare(): Promise<IndexStats> {
    const current = connect();
    if (current.ready === null) {
      // The worker needs an absolute URL: it resolves relative ones against its own script.
      const citiesUrl = new URL(config.citiesUrl, document.baseURI).href;
      const cities = downloadCities(citiesUrl);
      const init = current.api.init({ ...config, citiesUrl }, Comlink.transfer(cities, [cities]));
      const ready = Promise.race([init, current.dead]);
      current.ready = ready;
      ready.then((stats) => markPerf(PERF_MARKS.workerReady, stats)).catch(() => {});
      // A failed load (offline, 404) is retried by the next search instead of being cached.
      ready.catch(() => {
        if (current.ready === ready) current.ready = null;
      });
    }
    return current.ready;
  }

  async function search(
    request: SearchRequest,
    listener: SearchListener,
    signal: AbortSignal,
  ): Promise<SearchSummary> {
    signal.throwIfAborted();
    // init() reaches the worker first (Comlink keeps the order of calls), but the search does not
    // wait for it here: the worker waits for what the search needs of the cities, which for a shared
    // link is only its place (see citiesFor in worker/api.ts). A worker that dies fails both.
    prepare().catch(() => undefined);
    const { api, dead } = connect();
    const cancel = () => {
      api.cancel().catch(() => {});
    };
    signal.addEventListener('abort', cancel, { once: true });
    try {
      return await Promise.race([api.search(request, Comlink.proxy(listener)), dead]);
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  }

  async function agent(request: SearchRequest, index: number): Promise<Agent> {
    prepare().catch(() => undefined);
    const { api, dead } = connect();
    return await Promise.race([api.agent(request, index), dead]);
  }

  async function dossier(request: SearchRequest, index: number): Promise<AgentDossier> {
    prepare().catch(() => undefined);
    const { api, dead } = connect();
    return await Promise.race([api.dossier(request, index), dead]);
  }

  async function table(
    request: SearchRequest,
    name: RelatedTable,
    format: TableFileFormat,
  ): Promise<Uint8Array> {
    prepare().catch(() => undefined);
    const { api, dead } = connect();
    return await Promise.race([api.table(request, name, format), dead]);
  }

  function warm(query: string): void {
    // A hint never starts the worker: the dashboard does, and an earlier page has no use for it.
    const current = connection;
    if (current === null || current.ready === null) return;
    current.ready.then(() => current.api.warm(query)).catch(() => undefined);
  }

  return { prepare, search, agent, dossier, table, warm };
}

/**
 * Calls `onGone` once the worker has ended, however it ended: the worker holds a Web Lock for its whole
 * life (see ExposedWorkerApi.holdLifeline), and the page's request for the same lock is granted only when
 * the worker lets go of it by ending. Our own terminate() ends it too; `onGone` is then a no-op. Without
 * Web Locks (insecure contexts) the worker's error events are all there is.
 */
function watchLifeline(api: Comlink.Remote<ExposedWorkerApi>, onGone: () => void): void {
  if (!('locks' in navigator) || typeof crypto.randomUUID !== 'function') return;
  // Lock names are shared by every tab of the origin: each worker needs its own.
  const name = `silent-directory-worker-${crypto.randomUUID()}`;
  api
    .holdLifeline(name)
    .then(() => navigator.locks.request(name, () => onGone()))
    .catch(() => undefined);
}

let shared: DirectoryClient | null = null;

/** The app's client, created on first use so that the login screen never starts the worker. */
export function getDirectoryClient(): DirectoryClient {
  shared ??= createWorkerClient(WORKER_CONFIG);
  return shared;
}
