// The dashboard map's MapLibre side as it starts: a flat map on the app's style, its attribution, London's
// mark, and the watch over its basemap's sources. AgentMapController builds it once and draws on it.
import { maplibregl } from './maplibre.ts';
import { watchBasemapHealth } from './basemapHealth.ts';
import type { BasemapState } from './basemapHealth.ts';
import type { MapConfig } from './config.ts';
import { INITIAL_VIEW_STATE, LONDON, MAX_ZOOM, REMOTE_TILE_FAILURE_LIMIT } from './constants.ts';
import { LAYER_IDS, SOURCE_IDS, buildMapStyle } from './style.ts';

/**
 * The canvas MapLibre creates is itself a region labelled "Map"; the component's container already is the
 * map region, so the canvas gets a label of its own and "Map" names exactly one landmark.
 */
const CANVAS_LABEL = 'Agent locations. Drag to pan, scroll to zoom.';

export interface AgentMapSetup {
  container: HTMLElement;
  config: MapConfig;
  /** Absolute URL the offline basemap's files are served under (the app's base URL). */
  basemapBaseUrl: string;
}

/** The map at the app's first view, with its attribution at the top right and London's mark. */
export function createAgentMap({ container, config, basemapBaseUrl }: AgentMapSetup): maplibregl.Map {
  const map = new maplibregl.Map({
    container,
    style: buildMapStyle({ remote: config.remote, basemapBaseUrl }),
    center: [INITIAL_VIEW_STATE.longitude, INITIAL_VIEW_STATE.latitude],
    zoom: INITIAL_VIEW_STATE.zoom,
    maxZoom: MAX_ZOOM,
    // Re-added at the top right: the dashboard's results table covers the bottom of the screen.
    attributionControl: false,
    locale: { 'Map.Title': CANVAS_LABEL },
    // A flat map, as the spec's Leaflet map was: no rotation or pitch to get lost in.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new maplibregl.AttributionControl(), 'top-right');

  // London, where every agent's line starts, has a mark of its own (see the legend): a DOM marker,
  // red so that no marker, line or heat colour is mistaken for it.
  const london = document.createElement('div');
  london.className = 'map-london';
  new maplibregl.Marker({ element: london }).setLngLat([LONDON[0], LONDON[1]]).addTo(map);
  return map;
}

/** Watches the basemap of a map made by createAgentMap (see basemapHealth.ts); returns the unsubscribe. */
export function watchAgentBasemap(
  map: maplibregl.Map,
  config: MapConfig,
  onStateChange: (state: BasemapState) => void,
): () => void {
  return watchBasemapHealth(map, {
    offlineSourceIds: [SOURCE_IDS.land, SOURCE_IDS.borders, SOURCE_IDS.labels],
    essentialSourceIds: [SOURCE_IDS.land, SOURCE_IDS.borders],
    remoteRaster:
      config.remote.kind === 'raster' ? { sourceId: SOURCE_IDS.remote, layerId: LAYER_IDS.remote } : null,
    failureLimit: REMOTE_TILE_FAILURE_LIMIT,
    onStateChange,
  });
}
