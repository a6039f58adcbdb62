// The worker's entry: builds the facade with the worker's own fetch and IndexedDB, and
// exposes it through Comlink. Nothing else lives here.
import * as Comlink from 'comlink';
import { createWorkerApi } from './api.ts';
import { openIdbStore } from './geocoder/idbStore.ts';

const store = openIdbStore(typeof indexedDB === 'undefined' ? undefined : indexedDB);

Comlink.expose(
  createWorkerApi({
    fetch: (input, init) => fetch(input, init),
    ...(store ? { store } : {}),
    now: () => performance.now(),
    entropy: () => Math.random(),
  }),
);
