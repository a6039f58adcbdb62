// The facade on a Comlink endpoint. Each search's listener arrives as a Comlink proxy with
// a MessagePort of its own; it is released when the search ends, or every search would
// leave a port open on both sides. Chunks' coordinate arrays are transferred, not copied.
import * as Comlink from 'comlink';
import type { SearchListener } from '../shared/types.ts';
import type { WorkerApi } from './api.ts';

/**
 * Exposes `api` on `endpoint` (the worker's global scope by default).
 *
 * @example exposeWorkerApi(createWorkerApi(host)) // in the worker entry
 */
export function exposeWorkerApi(api: WorkerApi, endpoint?: Comlink.Endpoint): void {
  const exposed: WorkerApi = {
    init: (config, cities) => api.init(config, cities),
    async search(request, listener) {
      const remote = listener as Comlink.Remote<SearchListener>;
      try {
        return await api.search(request, {
          onPlan: (plan) => remote.onPlan(plan),
          // The coordinates move to the page rather than being copied; the worker never reads
          // a chunk again once it is sent.
          onChunk: (chunk) => remote.onChunk(Comlink.transfer(chunk, [chunk.positions.buffer])),
        });
      } finally {
        remote[Comlink.releaseProxy]();
      }
    },
    cancel: () => api.cancel(),
  };
  Comlink.expose(exposed, endpoint);
}
