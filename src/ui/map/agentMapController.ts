// Owns the imperative side of the map: one MapLibre map, the deck.gl overlay on it, and the frame loop
// between the React props and deck. React hands over the latest props with update(); at most once per
// animation frame the controller turns them into deck layers and moves the camera when a search completes.
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre finds its worker next to its own module, which a bundle does not keep. Vite emits the worker
// file as an asset instead, and MapLibre is told where it went.
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { Agent } from '../../shared/types.ts';
import type { AgentOverlay } from './agentOverlay.ts';
import { watchBasemapHealth } from './basemapHealth.ts';
import type { BasemapState } from './basemapHealth.ts';
import type { MapConfig } from './config.ts';
import {
  FIT_DURATION_MS,
  FIT_PADDING,
  INITIAL_VIEW_STATE,
  LONDON,
  MAX_ZOOM,
  REMOTE_STYLE_TIMEOUT_MS,
  REMOTE_TILE_FAILURE_LIMIT,
  SINGLE_POINT_ZOOM,
} from './constants.ts';
import { createFrameScheduler } from './frameScheduler.ts';
import type { FrameScheduler } from './frameScheduler.ts';
import type { LayerSummary } from './layers.ts';
import { boundsOf, toAgentPoints, toLinkPaths } from './points.ts';
import type { AgentPoints } from './points.ts';
import { LAYER_IDS, SOURCE_IDS, buildMapStyle, isStyleSpecification, mergeRemoteStyle } from './style.ts';

maplibregl.setWorkerUrl(maplibreWorkerUrl);

export interface AgentMapInput {
  agents: readonly Agent[];
  showHeat: boolean;
  completed: boolean;
}

export interface AgentMapStatus extends LayerSummary {
  /** The MapLibre style has loaded. */
  ready: boolean;
  basemap: BasemapState;
}

export interface AgentMapControllerOptions {
  container: HTMLElement;
  /** The deck.gl side, created by the caller so deck.gl can load as a chunk of its own. */
  overlay: AgentOverlay;
  config: MapConfig;
  /** Absolute URL the offline basemap's files are served under (the app's base URL). */
  basemapBaseUrl: string;
  /** Called after every change to what the map shows, with the layers deck was actually handed. */
  onStatus(status: AgentMapStatus): void;
}

/**
 * The canvas MapLibre creates is itself a region labelled "Map"; the component's container already is the
 * map region, so the canvas gets a label of its own and "Map" names exactly one landmark.
 */
const CANVAS_LABEL = 'Agent locations. Drag to pan, scroll to zoom.';

/** Longitude or latitude spans below this (about 10 cm) are one spot, not an area to fit. */
const SAME_SPOT_DEGREES = 1e-6;

export class AgentMapController {
  private readonly map: maplibregl.Map;
  private readonly overlay: AgentOverlay;
  private readonly scheduler: FrameScheduler;
  private readonly onStatus: (status: AgentMapStatus) => void;
  private readonly stopHealthWatch: () => void;
  private readonly styleRequest = new AbortController();
  private input: AgentMapInput = { agents: [], showHeat: false, completed: false };
  /** The agents array the last built layers came from, and the completed flag they were built with. */
  private built: AgentMapInput | null = null;
  /** The completed agents array the camera was last fitted to: each search is fitted once. */
  private fittedAgents: readonly Agent[] | null = null;
  private status: AgentMapStatus = { ready: false, basemap: 'loading', markers: 0, lines: 0, heat: false };
  private destroyed = false;

  constructor({ container, overlay, config, basemapBaseUrl, onStatus }: AgentMapControllerOptions) {
    this.onStatus = onStatus;
    this.map = new maplibregl.Map({
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
    this.map.touchZoomRotate.disableRotation();
    this.map.keyboard.disableRotation();
    this.map.addControl(new maplibregl.AttributionControl(), 'top-right');

    this.overlay = overlay;
    this.map.addControl(overlay.control);

    this.stopHealthWatch = watchBasemapHealth(this.map, {
      offlineSourceIds: [SOURCE_IDS.land, SOURCE_IDS.borders, SOURCE_IDS.labels],
      essentialSourceIds: [SOURCE_IDS.land, SOURCE_IDS.borders],
      remoteRaster:
        config.remote.kind === 'raster' ? { sourceId: SOURCE_IDS.remote, layerId: LAYER_IDS.remote } : null,
      failureLimit: REMOTE_TILE_FAILURE_LIMIT,
      onStateChange: (basemap) => this.setStatus({ basemap }),
    });
    this.map.once('style.load', () => this.setStatus({ ready: true }));
    if (config.remote.kind === 'style') void this.loadRemoteStyle(config.remote.url, basemapBaseUrl);

    this.scheduler = createFrameScheduler(() => this.flush());
    this.scheduler.request();
  }

  /** Takes the latest props; they reach deck on the next animation frame, folded with any others. */
  update(input: AgentMapInput): void {
    if (this.destroyed) return;
    this.input = input;
    this.scheduler.request();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.scheduler.cancel();
    this.styleRequest.abort();
    this.stopHealthWatch();
    this.overlay.finalize();
    this.map.remove();
  }

  private flush(): void {
    if (this.destroyed) return;
    const input = this.input;
    const built = this.built;
    if (
      built &&
      built.agents === input.agents &&
      built.showHeat === input.showHeat &&
      built.completed === input.completed
    ) {
      return;
    }
    this.built = input;

    const points = toAgentPoints(input.agents);
    // Lines are part of the finished picture (spec: "afterwards"), so they appear with completion only.
    const links = input.completed ? toLinkPaths(points, LONDON) : null;
    this.setStatus(this.overlay.show({ points, links, showHeat: input.showHeat }));

    if (input.completed && points.length > 0 && input.agents !== this.fittedAgents) {
      this.fittedAgents = input.agents;
      this.fitTo(points);
    }
  }

  private fitTo(points: AgentPoints): void {
    const bounds = boundsOf(points);
    if (!bounds) return;
    const [[west, south], [east, north]] = bounds;
    if (east - west < SAME_SPOT_DEGREES && north - south < SAME_SPOT_DEGREES) {
      this.map.easeTo({ center: [west, south], zoom: SINGLE_POINT_ZOOM, duration: FIT_DURATION_MS });
      return;
    }
    // On a very small screen 50 px on every side would leave nothing to fit into, and MapLibre refuses.
    const { clientWidth, clientHeight } = this.map.getContainer();
    const padding = Math.max(0, Math.min(FIT_PADDING, Math.floor(Math.min(clientWidth, clientHeight) / 4)));
    this.map.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding, maxZoom: MAX_ZOOM, duration: FIT_DURATION_MS },
    );
  }

  /**
   * Fetches a configured MapLibre style and puts the offline basemap under it. The map already shows the
   * offline basemap, so a slow or failing style URL costs nothing but a warning.
   */
  private async loadRemoteStyle(url: string, basemapBaseUrl: string): Promise<void> {
    const timer = setTimeout(() => this.styleRequest.abort(), REMOTE_STYLE_TIMEOUT_MS);
    try {
      const response = await fetch(url, { signal: this.styleRequest.signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const style: unknown = await response.json();
      if (!isStyleSpecification(style)) {
        throw new Error('not a MapLibre style (version 8 with sources and layers)');
      }
      if (this.destroyed) return;
      this.map.setStyle(mergeRemoteStyle(style, basemapBaseUrl, url));
    } catch (error) {
      if (this.destroyed) return;
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Map style ${url} could not be used (${reason}); the offline basemap shows.`);
    } finally {
      clearTimeout(timer);
    }
  }

  private setStatus(change: Partial<AgentMapStatus>): void {
    if (this.destroyed) return;
    const next = { ...this.status, ...change };
    const same = (Object.keys(next) as (keyof AgentMapStatus)[]).every(
      (key) => next[key] === this.status[key],
    );
    if (same) return;
    this.status = next;
    this.onStatus(next);
  }
}
