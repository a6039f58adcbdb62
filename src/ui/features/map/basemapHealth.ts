// Watches the basemap's sources and decides what a failure means.
//
// Remote tiles are expected to fail on an offline machine: MapLibre would log every failed tile as a
// console error, on every pan, for as long as the page is open. Here they are reported once as a warning,
// and a remote raster layer that keeps failing before any tile has loaded is switched off, which stops the
// requests; the offline basemap underneath carries on. A failure of the offline basemap itself is a real
// fault of the deployment and is still reported as an error.
import type { ErrorEvent, MapSourceDataEvent } from 'maplibre-gl';

export type BasemapState = 'loading' | 'ready' | 'error';

export interface BasemapHealthOptions {
  /** Sources of the offline basemap: their failures are errors, not expected outages. */
  offlineSourceIds: readonly string[];
  /**
   * The offline sources that must load for the basemap to count as ready: land and borders. Labels are
   * left out because a remote style with its own labels replaces them.
   */
  essentialSourceIds: readonly string[];
  /** The remote raster layer and its source, when the style has one. */
  remoteRaster: { sourceId: string; layerId: string } | null;
  /** Failures, with no tile loaded yet, after which the remote raster layer is switched off. */
  failureLimit: number;
  onStateChange(state: BasemapState): void;
  log?: Pick<Console, 'warn' | 'error'>;
}

type SourceErrorEvent = ErrorEvent & { sourceId?: string };

/** The part of a MapLibre map the watch uses; a test can stand in for it. */
export interface WatchedMap {
  on(type: 'error', listener: (event: SourceErrorEvent) => void): unknown;
  on(type: 'sourcedata', listener: (event: MapSourceDataEvent) => void): unknown;
  off(type: 'error', listener: (event: SourceErrorEvent) => void): unknown;
  off(type: 'sourcedata', listener: (event: MapSourceDataEvent) => void): unknown;
  getLayer(id: string): unknown;
  setLayoutProperty(layerId: string, name: 'visibility', value: 'none'): unknown;
}

/** Subscribes to the map; returns the unsubscribe. */
export function watchBasemapHealth(map: WatchedMap, options: BasemapHealthOptions): () => void {
  const {
    offlineSourceIds,
    essentialSourceIds,
    remoteRaster,
    failureLimit,
    onStateChange,
    log = console,
  } = options;
  const offline = new Set(offlineSourceIds);
  const essential = new Set(essentialSourceIds);
  const loaded = new Set<string>();
  const warnedSources = new Set<string>();
  let state: BasemapState = 'loading';
  let remoteFailures = 0;
  let remoteLoadedTiles = 0;
  let remoteSwitchedOff = false;

  const setState = (next: BasemapState): void => {
    if (next === state) return;
    state = next;
    onStateChange(next);
  };

  const onError = (event: SourceErrorEvent): void => {
    const { sourceId } = event;
    if (sourceId !== undefined && offline.has(sourceId)) {
      log.error(`Offline basemap source "${sourceId}" failed:`, event.error.message);
      setState('error');
      return;
    }
    if (sourceId === undefined) {
      // Not a source: a style or rendering fault, which MapLibre would have logged as an error too.
      log.error('Map error:', event.error.message);
      return;
    }
    if (!warnedSources.has(sourceId)) {
      warnedSources.add(sourceId);
      log.warn(
        `Remote basemap "${sourceId}" is unavailable (${event.error.message}); the offline basemap shows.`,
      );
    }
    if (remoteRaster && sourceId === remoteRaster.sourceId) {
      remoteFailures++;
      if (!remoteSwitchedOff && remoteLoadedTiles === 0 && remoteFailures >= failureLimit) {
        remoteSwitchedOff = true;
        if (map.getLayer(remoteRaster.layerId))
          map.setLayoutProperty(remoteRaster.layerId, 'visibility', 'none');
        log.warn(`Remote basemap "${sourceId}" switched off after ${remoteFailures} failed tiles.`);
      }
    }
  };

  const onSourceData = (event: MapSourceDataEvent): void => {
    const { sourceId } = event;
    if (remoteRaster && sourceId === remoteRaster.sourceId && event.tile) remoteLoadedTiles++;
    if (!essential.has(sourceId) || !event.isSourceLoaded || loaded.has(sourceId)) return;
    loaded.add(sourceId);
    if (state === 'loading' && loaded.size === essential.size) setState('ready');
  };

  map.on('error', onError);
  map.on('sourcedata', onSourceData);
  return () => {
    map.off('error', onError);
    map.off('sourcedata', onSourceData);
  };
}
