// Geocoder answers kept across reloads in IndexedDB, so the app asks the public service
// as rarely as its usage policy wants. Any failure (private mode, quota, corrupt data)
// just means no cache.
import { isGeocodedPlace, type GeocodeStore } from './geocoder.ts';

const DB_NAME = 'tsd-geocoder';
const STORE = 'places';

/** Opens the store, or returns undefined where IndexedDB is unavailable. */
export function openIdbStore(factory: IDBFactory | undefined): GeocodeStore | undefined {
  if (factory === undefined) return undefined;
  let db: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> => {
    db ??= new Promise((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
    return db;
  };
  const run = async <T>(
    mode: IDBTransactionMode,
    act: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const database = await open();
    return new Promise<T>((resolve, reject) => {
      const request = act(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  };
  return {
    async get(key) {
      const value: unknown = await run('readonly', (store) => store.get(key));
      return isGeocodedPlace(value) ? value : undefined;
    },
    async set(key, place) {
      await run('readwrite', (store) => store.put(place, key));
    },
  };
}
