// The worker's entry: builds the facade with the worker's own fetch and IndexedDB, and
// exposes it through Comlink. Nothing else lives here.
import * as Comlink from 'comlink';
import type { SearchListener } from '../shared/types.ts';
import { createWorkerApi, type WorkerApi } from './api.ts';
import { openIdbStore } from './geocoder/idbStore.ts';

const store = openIdbStore(typeof indexedDB === 'undefined' ? undefined : indexedDB);

const api = createWorkerApi({
  fetch: (input, init) => fetch(input, init),
  ...(store ? { store } : {}),
  now: () => performance.now(),
  entropy: () => Math.random(),
});

const exposed: WorkerApi = {
  init: (config) => api.init(config),
  async search(request, listener) {
    try {
      return await api.search(request, listener);
    } finally {
      // Each search's listener arrives as a Comlink proxy with its own MessagePort: close it.
      (listener as Comlink.Remote<SearchListener>)[Comlink.releaseProxy]();
    }
  },
  cancel: () => api.cancel(),
};

Comlink.expose(exposed);
