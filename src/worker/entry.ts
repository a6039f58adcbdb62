// The worker's entry: builds the facade with the worker's own fetch and IndexedDB, and
// exposes it through Comlink. Nothing else lives here.
import { createWorkerApi } from './api.ts';
import { exposeWorkerApi } from './exposeWorkerApi.ts';
import { openIdbStore } from './geocoder/idbStore.ts';

const store = openIdbStore(typeof indexedDB === 'undefined' ? undefined : indexedDB);

exposeWorkerApi(
  createWorkerApi({
    fetch: (input, init) => fetch(input, init),
    ...(store ? { store } : {}),
    now: () => performance.now(),
    entropy: () => Math.random(),
  }),
);
