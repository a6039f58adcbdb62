// The facade on a Comlink endpoint. Each search's listener arrives as a Comlink proxy with
// a MessagePort of its own; it is released when the search ends, or every search would
// leave a port open on both sides. Chunks' typed arrays are transferred, not copied.
import * as Comlink from 'comlink';
import { receiveBytes } from '../shared/bytesOverPort.ts';
import type { IndexStats, SearchListener, WorkerConfig } from '../shared/types.ts';
import type { WorkerApi } from './api.ts';

/** What the page talks to: the facade, plus a way to learn when this worker is gone. */
export interface ExposedWorkerApi extends Omit<WorkerApi, 'init'> {
  /**
   * WorkerApi.init, with the page's download of the cities file (if any) as the port its parts
   * arrive on (see shared/bytesOverPort.ts); it must be transferred with the call.
   */
  init(config: WorkerConfig, cities?: MessagePort): Promise<IndexStats>;
  /**
   * Takes the Web Lock `name` and holds it for as long as this worker lives, resolving once it is held.
   * A worker that is terminated, closes itself or dies fires no event the page can rely on, and Comlink
   * calls to it would wait forever; its locks, though, are released the moment it ends, so the page
   * learns of the death by asking for the same lock. Rejects where Web Locks are unavailable.
   */
  holdLifeline(name: string): Promise<void>;
}

/**
 * Exposes `api` on `endpoint` (the worker's global scope by default).
 *
 * @example exposeWorkerApi(createWorkerApi(host)) // in the worker entry
 */
export function exposeWorkerApi(api: WorkerApi, endpoint?: Comlink.Endpoint): void {
  const exposed: ExposedWorkerApi = {
    init: (config, cities) => api.init(config, cities === undefined ? undefined : receiveBytes(cities)),
    async search(request, listener) {
      const remote = listener as Comlink.Remote<SearchListener>;
      try {
        return await api.search(request, {
          onPlan: (plan) => remote.onPlan(plan),
          // The coordinates and text offsets move to the page rather than being copied; the
          // worker never reads a chunk again once it is sent.
          onChunk: (chunk) =>
            remote.onChunk(Comlink.transfer(chunk, [chunk.positions.buffer, chunk.textEnds.buffer])),
        });
      } finally {
        remote[Comlink.releaseProxy]();
      }
    },
    cancel: () => api.cancel(),
    agent: (request, index) => api.agent(request, index),
    dossier: (request, index) => api.dossier(request, index),
    // The file's bytes move to the page, as a chunk's do.
    table: async (request, table, format) => {
      const bytes = await api.table(request, table, format);
      return Comlink.transfer(bytes, [bytes.buffer]);
    },
    warm: (query) => api.warm(query),
    holdLifeline,
  };
  Comlink.expose(exposed, endpoint);
}

function holdLifeline(name: string): Promise<void> {
  return new Promise<void>((held, refused) => {
    // Web Locks exist only in secure contexts (https, localhost); elsewhere the page relies on error events.
    if (typeof navigator === 'undefined' || !('locks' in navigator)) {
      refused(new Error('Web Locks are unavailable here.'));
      return;
    }
    navigator.locks
      .request(name, () => {
        held();
        // Never settles: the lock goes only with the worker itself.
        return new Promise<never>(() => undefined);
      })
      .catch(refused);
  });
}
