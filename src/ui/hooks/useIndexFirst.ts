// The dashboard loads the city index before the map's code.
//
// On a 2-core machine the map (MapLibre, deck.gl: about 1.8 MB of JavaScript to parse, then
// WebGL start-up on a software rasteriser) takes the CPU the worker needs to scan the 8.7 MB
// cities file, and roughly doubles the scan's time. The first search needs the index; the map
// is needed only when agents arrive. So the map's code is requested once the index has loaded
// or failed, or after `capMs` if the download is slow: a slow network must not hide the map.
import { useEffect, useState } from 'react';
import type { DirectoryClient } from '../workerBridge/directoryClient.ts';
import { browserTimer, type Timer } from '../lib/timer.ts';

/** How long the map waits for the index at most. */
export const MAP_WAITS_FOR_INDEX_MAX_MS = 1500;

/**
 * Resolves when `loading` settles (either way) or `capMs` has passed, whichever comes first.
 * Never rejects: a failed index is reported where searches use it, not here.
 */
export function settledOrAfter(
  loading: Promise<unknown>,
  capMs: number,
  timer: Timer = browserTimer,
): Promise<void> {
  return new Promise((resolve) => {
    const cancelTimer = timer(resolve, capMs);
    const done = () => {
      cancelTimer();
      resolve();
    };
    loading.then(done, done);
  });
}

/** Starts loading the index; true once the map may load (see the file comment). */
export function useIndexFirst(client: DirectoryClient, capMs = MAP_WAITS_FOR_INDEX_MAX_MS): boolean {
  const [mapMayLoad, setMapMayLoad] = useState(false);
  useEffect(() => {
    let live = true;
    const loading = client.prepare();
    loading.catch((error: unknown) => console.warn('Directory not ready yet:', error));
    void settledOrAfter(loading, capMs).then(() => {
      if (live) setMapMayLoad(true);
    });
    return () => {
      live = false;
    };
  }, [client, capMs]);
  return mapMayLoad;
}
