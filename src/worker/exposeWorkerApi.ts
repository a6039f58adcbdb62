// The facade on a Comlink endpoint. Each search's listener arrives as a Comlink proxy with
// a MessagePort of its own; it is released when the search ends, or every search would
// leave a port open on both sides.
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
    init: (config) => api.init(config),
    async search(request, listener) {
      try {
        return await api.search(request, listener);
      } finally {
        (listener as Comlink.Remote<SearchListener>)[Comlink.releaseProxy]();
      }
    },
    cancel: () => api.cancel(),
  };
  Comlink.expose(exposed, endpoint);
}
