// The dashboard loads the city index, and the first search's agents, before the map's code.
//
// On a 2-core machine the map (MapLibre, deck.gl: about 1.8 MB of JavaScript to parse, then
// WebGL start-up on a software rasteriser) takes the CPU the worker needs to scan the 8.7 MB
// cities file, and roughly doubles the scan's time. The first search needs the index; the map
// is needed only when agents arrive. So the map's code is requested once the index has loaded
// or failed, or after `capMs` if the download is slow: a slow network must not hide the map.
//
// A search already running when the index is ready (a mission link, or a visitor quicker than the
// download) holds the map back until it ends, up to the same cap: the map's start-up shared the two
// cores with the search's agents and table, and a mission link's table came 0.4–1.4 s later for it
// (docs/PERFORMANCE.md, "Mission links: the table before the map's code").
import { useEffect, useState } from 'react';
import type { DirectoryClient } from '../workerBridge/directoryClient.ts';
import { browserTimer, type Timer } from '../lib/timer.ts';

/** How long the map waits for the index, and for a search under way, at most. */
export const MAP_WAITS_FOR_INDEX_MAX_MS = 1500;

/** What the map's loading waits on, as the dashboard knows it at one moment. */
export interface MapGate {
  /** The index has loaded or failed. */
  indexSettled: boolean;
  /** `capMs` has passed since the dashboard opened. */
  capPassed: boolean;
  /** A search is running (its agents are being made or revealed). */
  searching: boolean;
}

/**
 * Whether the map's code may load now: once the index has settled and no search is running, or at
 * the cap whatever else is going on. Once true it stays true (useIndexFirst keeps it): a later
 * search never unloads the map.
 *
 * @example mapMayLoadNow({ indexSettled: true, capPassed: false, searching: true }) === false
 */
export function mapMayLoadNow({ indexSettled, capPassed, searching }: MapGate): boolean {
  return capPassed || (indexSettled && !searching);
}

/**
 * Starts loading the index; true once the map may load (see the file comment and mapMayLoadNow).
 * `searching` is whether a search is running now.
 */
export function useIndexFirst(
  client: DirectoryClient,
  searching: boolean,
  capMs = MAP_WAITS_FOR_INDEX_MAX_MS,
  timer: Timer = browserTimer,
): boolean {
  const [indexSettled, setIndexSettled] = useState(false);
  const [capPassed, setCapPassed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    const loading = client.prepare();
    loading.catch((error: unknown) => console.warn('Directory not ready yet:', error));
    const settled = () => {
      if (live) setIndexSettled(true);
    };
    // Either way: a failed index is reported where searches use it, not here.
    loading.then(settled, settled);
    const cancelCap = timer(() => {
      if (live) setCapPassed(true);
    }, capMs);
    return () => {
      live = false;
      cancelCap();
    };
  }, [client, capMs, timer]);
  const mayLoad = mapMayLoadNow({ indexSettled, capPassed, searching });
  // Kept once reached (React's state adjusted while rendering): the search after this one must not
  // unmount the map.
  if (mayLoad && !loaded) setLoaded(true);
  return loaded || mayLoad;
}
