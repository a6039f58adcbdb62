// Owns the imperative side of the map: one MapLibre map, the deck.gl overlay on it, and the frame loop
// between the React props and deck. React hands over the latest props with update(); at most once per
// animation frame the controller turns them into deck layers and moves the camera when a search completes.
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre finds its worker next to its own module, which a bundle does not keep. Vite emits the worker
// file as an asset instead, and MapLibre is told where it went.
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { AgentOverlay } from './agentOverlay.ts';
import { watchBasemapHealth } from './basemapHealth.ts';
import type { BasemapState } from './basemapHealth.ts';
import type { MapConfig } from './config.ts';
import {
  ANIMATED_FIT_MAX_POINTS,
  DASHED_LINKS_MAX,
  FIT_DURATION_MS,
  HEAT_RADIUS_PIXELS,
  FIT_PADDING,
  INITIAL_VIEW_STATE,
  LONDON,
  MAX_ZOOM,
  REMOTE_STYLE_TIMEOUT_MS,
  REMOTE_TILE_FAILURE_LIMIT,
  SAMPLE_HEAT_CELL_PX,
  SAMPLE_LINE_TOLERANCE_PX,
  SAMPLE_MARGIN_PX,
  SAMPLE_MARKER_COVER_PX,
  SCREEN_SAMPLE_MIN_POINTS,
  SINGLE_POINT_ZOOM,
  STREAM_DRAW_FACTOR,
  STREAM_THROTTLE_MIN_POINTS,
  STREAM_UPDATE_MS,
} from './constants.ts';
import { createFrameScheduler } from './frameScheduler.ts';
import type { FrameScheduler } from './frameScheduler.ts';
import type { AgentLayersInput } from './layers.ts';
import { NO_POINTS, boundsOf, toLinkPaths } from './points.ts';
import { sampleForScreen, viewsMatch, type ScreenView } from './screenSample.ts';
import type { AgentPoints } from './points.ts';
import { LAYER_IDS, SOURCE_IDS, buildMapStyle, isStyleSpecification, mergeRemoteStyle } from './style.ts';

maplibregl.setWorkerUrl(maplibreWorkerUrl);

export interface AgentMapInput {
  /** A new object whenever the agents change: the controller compares by reference. */
  points: AgentPoints;
  showHeat: boolean;
  completed: boolean;
}

export interface AgentMapStatus {
  /** The basemap has loaded and drawn, and deck.gl has built its programs (AgentOverlay.warmUp). */
  ready: boolean;
  basemap: BasemapState;
  /** Agents the marker layer shows: all of them, drawn as they are or as a screen sample. */
  markers: number;
  /** Agents with a line from London (all, once the search has completed). */
  lines: number;
  /** What deck was actually handed: equal to the above, or a screen sample of them (screenSample.ts). */
  markersDrawn: number;
  linesDrawn: number;
  heat: boolean;
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

const SAMPLE_OPTIONS = {
  markerCoverPx: SAMPLE_MARKER_COVER_PX,
  lineTolerancePx: SAMPLE_LINE_TOLERANCE_PX,
  heatCellPx: SAMPLE_HEAT_CELL_PX,
  marginPx: SAMPLE_MARGIN_PX,
  heatMarginPx: HEAT_RADIUS_PIXELS,
};

/** The input a set of layers was built from, and the view a screen sample was made for (null: none). */
interface Built extends AgentMapInput {
  view: ScreenView | null;
}

export class AgentMapController {
  private readonly map: maplibregl.Map;
  private readonly overlay: AgentOverlay;
  private readonly scheduler: FrameScheduler;
  private readonly onStatus: (status: AgentMapStatus) => void;
  private readonly stopHealthWatch: () => void;
  private readonly styleRequest = new AbortController();
  private input: AgentMapInput = { points: NO_POINTS, showHeat: false, completed: false };
  /** The points the last built layers came from, the flags they were built with, and their view. */
  private built: Built | null = null;
  /** The completed points the camera was last fitted to: each search is fitted once. */
  private fittedPoints: AgentPoints | null = null;
  private status: AgentMapStatus = {
    ready: false,
    basemap: 'loading',
    markers: 0,
    lines: 0,
    markersDrawn: 0,
    linesDrawn: 0,
    heat: false,
  };
  private destroyed = false;
  /** When deck last got new points while a bulk search streamed, and the timer for the next time. */
  private lastStreamUpdate = -Infinity;
  private streamTimer: ReturnType<typeof setTimeout> | null = null;
  /** How long the last update took to reach the screen: from handing deck the layers to the next frame. */
  private lastDrawMs = 0;

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
    // Ready once the basemap has drawn and deck's programs are built (see AgentOverlay.warmUp): a search
    // started then compiles nothing in the middle of drawing its agents. Not at 'style.load': deck's
    // canvas has not been sized yet then, and draws nothing. ('load' also comes when a source fails.)
    this.map.once('load', () => {
      const { lng, lat } = this.map.getCenter();
      void this.overlay.warmUp([lng, lat]).then(() => this.setStatus({ ready: true }));
    });
    if (config.remote.kind === 'style') void this.loadRemoteStyle(config.remote.url, basemapBaseUrl);

    this.scheduler = createFrameScheduler(() => this.flush());
    this.scheduler.request();
    // A screen sample belongs to one view: it is made again once the camera comes to rest.
    const resample = () => this.scheduler.request();
    this.map.on('moveend', resample);
    this.map.on('resize', resample);
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
    if (this.streamTimer !== null) clearTimeout(this.streamTimer);
    this.styleRequest.abort();
    this.stopHealthWatch();
    this.overlay.finalize();
    this.map.remove();
  }

  private flush(): void {
    if (this.destroyed) return;
    const input = this.input;
    const built = this.built;
    const sampled = input.points.length > SCREEN_SAMPLE_MIN_POINTS;
    if (
      built &&
      built.points === input.points &&
      built.showHeat === input.showHeat &&
      built.completed === input.completed &&
      (built.view === null || viewsMatch(built.view, this.screenView()))
    ) {
      return;
    }
    if (this.holdStreamingUpdate(input, built)) return;

    const { points } = input;
    // A completed search is sampled for the view it is being fitted to (all its agents on screen),
    // which also serves every frame of a flight there: the flight only zooms out from it.
    let fittedView: ScreenView | null = null;
    if (input.completed && points.length > 0 && points !== this.fittedPoints) {
      this.fittedPoints = points;
      fittedView = this.fitTo(points);
      if (sampled && fittedView) {
        // A bulk search jumps to its view (see fitTo), and MapLibre redraws the whole basemap at the new
        // zoom in the next frame. The new sample, lines included, is handed to deck a frame later, so the
        // two big redraws never share a frame: in software WebGL each is a long wait for the GPU.
        requestAnimationFrame(() => this.scheduler.request());
        return;
      }
    }
    const view = sampled ? (fittedView ?? this.screenView()) : null;
    this.built = { ...input, view };
    const drawing = this.drawingFor(input, view);
    const drawn = this.overlay.show(drawing);
    this.setStatus({
      markers: points.length,
      // Lines are part of the finished picture (spec: "afterwards"), so they appear with completion only.
      lines: input.completed ? points.length : 0,
      markersDrawn: drawn.markers,
      linesDrawn: drawn.lines,
      heat: drawn.heat,
    });
    // deck draws in a frame of its own, and the browser may only wait for the GPU at the frame after:
    // two frames later the picture is certainly on screen.
    const handedOver = performance.now();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        this.lastDrawMs = performance.now() - handedOver;
      }),
    );
  }

  /** Every agent as it is, or (bulk searches, `view` given) a sample of them made for that view. */
  private drawingFor(input: AgentMapInput, view: ScreenView | null): AgentLayersInput {
    const { points, completed, showHeat } = input;
    const dashedLinks = points.length <= DASHED_LINKS_MAX;
    if (view === null) {
      return {
        markers: points,
        links: completed ? toLinkPaths(points, LONDON) : null,
        dashedLinks,
        heat: showHeat ? points : null,
      };
    }
    const sample = sampleForScreen(
      points,
      view,
      { origin: completed ? LONDON : null, heat: showHeat, clipLinks: !dashedLinks },
      SAMPLE_OPTIONS,
    );
    return { markers: sample.markers, links: sample.links, dashedLinks, heat: sample.heat };
  }

  private screenView(): ScreenView {
    const { clientWidth, clientHeight } = this.map.getContainer();
    const center = this.map.getCenter();
    return {
      width: clientWidth,
      height: clientHeight,
      zoom: this.map.getZoom(),
      center: [center.lng, center.lat],
    };
  }

  /**
   * While a bulk search streams in, deck gets new points at most every STREAM_UPDATE_MS (or
   * STREAM_DRAW_FACTOR times the last draw, when drawing is slow) rather than every frame: each
   * update redraws every point, so per-frame updates would cost the sum of all the partial pictures
   * and hold up the agents still arriving. Completion, the heat switch and small searches are never
   * held back.
   */
  private holdStreamingUpdate(input: AgentMapInput, built: Built | null): boolean {
    const streaming =
      !input.completed &&
      input.points.length > STREAM_THROTTLE_MIN_POINTS &&
      built !== null &&
      built.showHeat === input.showHeat &&
      built.completed === input.completed;
    const now = performance.now();
    if (!streaming) {
      this.lastStreamUpdate = now;
      return false;
    }
    // Where a draw is slow (software WebGL), streaming gets fewer pictures rather than a frozen page.
    const interval = Math.max(STREAM_UPDATE_MS, STREAM_DRAW_FACTOR * this.lastDrawMs);
    const wait = this.lastStreamUpdate + interval - now;
    if (wait <= 0) {
      this.lastStreamUpdate = now;
      return false;
    }
    this.streamTimer ??= setTimeout(() => {
      this.streamTimer = null;
      this.scheduler.request();
    }, wait);
    return true;
  }

  /** Moves the camera to show every point; returns the view it is moving to. */
  private fitTo(points: AgentPoints): ScreenView | null {
    const bounds = boundsOf(points);
    if (!bounds) return null;
    const [[west, south], [east, north]] = bounds;
    const { clientWidth: width, clientHeight: height } = this.map.getContainer();
    if (east - west < SAME_SPOT_DEGREES && north - south < SAME_SPOT_DEGREES) {
      this.map.easeTo({ center: [west, south], zoom: SINGLE_POINT_ZOOM, duration: FIT_DURATION_MS });
      return { width, height, zoom: SINGLE_POINT_ZOOM, center: [west, south] };
    }
    // On a very small screen 50 px on every side would leave nothing to fit into, and MapLibre refuses.
    // A camera flight redraws every point some 70 times; thousands of them are better shown at once.
    const duration = points.length > ANIMATED_FIT_MAX_POINTS ? 0 : FIT_DURATION_MS;
    const padding = Math.max(0, Math.min(FIT_PADDING, Math.floor(Math.min(width, height) / 4)));
    const box: [[number, number], [number, number]] = [
      [west, south],
      [east, north],
    ];
    const target = this.map.cameraForBounds(box, { padding, maxZoom: MAX_ZOOM });
    this.map.fitBounds(box, { padding, maxZoom: MAX_ZOOM, duration });
    if (!target?.center || target.zoom === undefined) return null;
    const center = maplibregl.LngLat.convert(target.center);
    return { width, height, zoom: target.zoom, center: [center.lng, center.lat] };
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
