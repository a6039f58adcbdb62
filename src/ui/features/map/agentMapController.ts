// Owns the imperative side of the map: one MapLibre map, the deck.gl overlay on it, and the frame loop
// between the React props and deck. React hands over the latest props with update(); at most once per
// animation frame (at once for a completed search's fit) the controller asks mapDecisions.ts and
// fitPlan.ts what to draw and where the camera goes, and applies the answers. The clock, the timers and
// the camera are read here and nowhere else.
import { maplibregl } from './maplibre.ts';
import type { AgentOverlay } from './agentOverlay.ts';
import { watchBasemapHealth } from './basemapHealth.ts';
import type { BasemapState } from './basemapHealth.ts';
import type { MapConfig } from './config.ts';
import type { LngLat } from './constants.ts';
import {
  INITIAL_VIEW_STATE,
  LONDON,
  MARKER_OUTLINE_PX,
  MARKER_RADIUS_PX,
  MAX_ZOOM,
  REMOTE_STYLE_TIMEOUT_MS,
  REMOTE_TILE_FAILURE_LIMIT,
} from './constants.ts';
import { planFit } from './fitPlan.ts';
import type { FitPlan } from './fitPlan.ts';
import { createFrameScheduler } from './frameScheduler.ts';
import type { FrameScheduler } from './frameScheduler.ts';
import {
  agentCounts,
  drawingFor,
  drawsJumpAtOnce,
  firstStageOf,
  fitKeyOf,
  layersAreCurrent,
  needsFit,
  sampleViewFor,
  streamUpdateDelay,
} from './mapDecisions.ts';
import type { AgentMapInput, BuiltLayers } from './mapDecisions.ts';
import { NO_MARKS } from './layers.ts';
import type { AgentLayersInput, AgentMarks } from './layers.ts';
import { agentsNear, buildPointLookup, lookupFrom } from './pointLookup.ts';
import { createPointIndexer } from './pointIndexer.ts';
import type { PointIndexer } from './pointIndexer.ts';
import type { PointLookup } from './pointLookup.ts';
import { composeMapPicture } from './mapPicture.ts';
import { NO_POINTS } from './points.ts';
import type { AgentPoints } from './points.ts';
import type { ScreenView } from './screenSample.ts';
import { viewsMatch } from './screenSample.ts';
import { LAYER_IDS, SOURCE_IDS, buildMapStyle, isStyleSpecification, mergeRemoteStyle } from './style.ts';

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

/** The agents under a point of the map, nearest first, and where the point is (container pixels). */
export interface MapPointer {
  agents: readonly number[];
  x: number;
  y: number;
}

/** How near the cursor an agent must be to be under it: anywhere on its marker, rim included. */
const POINTER_RADIUS_PX = MARKER_RADIUS_PX + MARKER_OUTLINE_PX;

/**
 * Points up to this many are indexed on the page, in a few milliseconds; more go to the index worker,
 * since 100,000 took 70 ms on the page's thread here (see pointIndex.worker.ts).
 */
const PAGE_INDEX_MAX_POINTS = 10_000;

/** How long "Export Map PNG" waits for the map to draw the frame it copies. */
const PICTURE_TIMEOUT_MS = 10_000;

/** A marker this close to the map's edge is brought further in by bringIntoView. */
const IN_VIEW_MARGIN_PX = 40;

export interface AgentMapControllerOptions {
  container: HTMLElement;
  /** The deck.gl side, created by the caller so deck.gl can load as a chunk of its own. */
  overlay: AgentOverlay;
  config: MapConfig;
  /** Absolute URL the offline basemap's files are served under (the app's base URL). */
  basemapBaseUrl: string;
  /** Called after every change to what the map shows, with the layers deck was actually handed. */
  onStatus(status: AgentMapStatus): void;
  /** The pointer moved over the map (null: it left, or the map started moving). */
  onPointer?(pointer: MapPointer | null): void;
  /** A click on the map: the agents under it, none for a click beside every marker. */
  onPick?(pointer: MapPointer): void;
  /** The camera moved: what is placed at an agent's screen position has to follow. */
  onCameraMove?(): void;
  /**
   * Drawing failed (deck refused its layers, say): the map has stopped updating, and its owner shows
   * that it is unavailable. Said once, whether the drawing ran at a frame, at once in update(), or for
   * the rings in setMarks().
   */
  onFailure(error: unknown): void;
}

/**
 * The canvas MapLibre creates is itself a region labelled "Map"; the component's container already is the
 * map region, so the canvas gets a label of its own and "Map" names exactly one landmark.
 */
const CANVAS_LABEL = 'Agent locations. Drag to pan, scroll to zoom.';

export class AgentMapController {
  private readonly map: maplibregl.Map;
  private readonly overlay: AgentOverlay;
  private readonly scheduler: FrameScheduler;
  private readonly onStatus: (status: AgentMapStatus) => void;
  private readonly onFailure: (error: unknown) => void;
  private readonly stopHealthWatch: () => void;
  private readonly styleRequest = new AbortController();
  private input: AgentMapInput = { points: NO_POINTS, showHeat: false, completed: false };
  /** The points the last built layers came from, the flags they were built with, and their view. */
  private built: BuiltLayers | null = null;
  /** The completed mission (or points) the camera was last fitted for: each search is fitted once. */
  private fitted: object | null = null;
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
  /** A drawing step threw: nothing more is drawn (see guarded). */
  private failed = false;
  /** When deck last got new points while a bulk search streamed, and the timer for the next time. */
  private lastStreamUpdate = -Infinity;
  /** The bulk search streaming in, and when its first points reached the map (its first picture waits). */
  private stream: { mission: object | null; since: number } | null = null;
  private streamTimer: ReturnType<typeof setTimeout> | null = null;
  /** How long the last update took to reach the screen: from handing deck the layers to the next frame. */
  private lastDrawMs = 0;
  /** What deck was last handed for the agents, so the rings can change without rebuilding it. */
  private drawing: AgentLayersInput | null = null;
  /**
   * The latest drawing, and the latest of the whole (unfiltered) mission, with what they were made
   * from. Clearing a filter goes back to the mission's own points in the same view: the drawing made of
   * them is still right, and handing deck the same data objects again uploads nothing (a new sample of
   * 100,000 agents is the slow part otherwise).
   */
  private recentDrawings: { built: BuiltLayers; drawing: AgentLayersInput }[] = [];
  /** Whether deck has built its programs: warmed up, or drawn agents (see firstStageOf). */
  private programsBuilt = false;
  private marks: AgentMarks = NO_MARKS;
  /** The spatial index of the points on the map, built once a search completes. */
  private lookup: PointLookup | null = null;
  /** The points an index is being built for in the worker, if any. */
  private indexing: { points: AgentPoints; agentOf: Uint32Array | null } | null = null;
  private indexer: PointIndexer | null = null;
  /** Where the pointer last was over the map, to answer it again once an index arrives. */
  private pointer: { x: number; y: number } | null = null;
  private readonly onPointer: ((pointer: MapPointer | null) => void) | undefined;

  constructor({
    container,
    overlay,
    config,
    basemapBaseUrl,
    onStatus,
    onPointer,
    onPick,
    onCameraMove,
    onFailure,
  }: AgentMapControllerOptions) {
    this.onStatus = onStatus;
    this.onFailure = onFailure;
    this.onPointer = onPointer;
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

    // London, where every agent's line starts, has a mark of its own (see the legend): a DOM marker,
    // red so that no marker, line or heat colour is mistaken for it.
    const london = document.createElement('div');
    london.className = 'map-london';
    new maplibregl.Marker({ element: london }).setLngLat([LONDON[0], LONDON[1]]).addTo(this.map);

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
      void this.overlay.warmUp([lng, lat]).then(() => {
        this.programsBuilt = true;
        this.setStatus({ ready: true });
      });
    });
    if (config.remote.kind === 'style') void this.loadRemoteStyle(config.remote.url, basemapBaseUrl);

    this.scheduler = createFrameScheduler(() => this.guarded(() => this.flush()));
    this.scheduler.request();
    // A screen sample belongs to one view: it is made again once the camera comes to rest.
    const resample = () => this.scheduler.request();
    this.map.on('moveend', resample);
    this.map.on('resize', resample);

    // Hover and click: the agents under the cursor come from a spatial index of every point on the map
    // (pointLookup.ts), not from deck's picking, which knows only the screen sample's markers.
    if (onPointer) {
      this.map.on('mousemove', (event) => {
        // A drag pans the map; a tooltip following it would only flicker.
        if (this.map.isMoving()) return;
        const { x, y } = event.point;
        this.pointer = { x, y };
        onPointer({ agents: this.agentsAt(x, y), x, y });
      });
      this.map.on('mouseout', () => {
        this.pointer = null;
        onPointer(null);
      });
      this.map.on('movestart', () => onPointer(null));
    }
    if (onPick) {
      this.map.on('click', (event) => {
        const { x, y } = event.point;
        onPick({ agents: this.agentsAt(x, y), x, y });
      });
    }
    if (onCameraMove) this.map.on('move', onCameraMove);
  }

  /**
   * The agents under container point (x, y), nearest first; none while a search is still arriving (its
   * points change every frame, and an index of them would be rebuilt as often).
   */
  agentsAt(x: number, y: number): readonly number[] {
    const { points, agentOf = null, completed } = this.input;
    if (!completed || points.length === 0) return [];
    this.prepareLookup();
    const { lookup } = this;
    if (lookup?.points !== points || lookup.agentOf !== agentOf) return [];
    return agentsNear(lookup, this.screenView(), x, y, POINTER_RADIUS_PX).agents;
  }

  /**
   * Makes sure an index of the current points exists or is on its way: built here for a few points, in
   * the index worker for many. When the worker's answer arrives, the pointer (if it is over the map) is
   * answered again, so a hover that came first still gets its tooltip.
   */
  private prepareLookup(): void {
    const { points, agentOf = null, completed } = this.input;
    if (!completed || points.length === 0) return;
    const current = (held: { points: AgentPoints; agentOf: Uint32Array | null } | null) =>
      held !== null && held.points === points && held.agentOf === agentOf;
    if (current(this.lookup) || current(this.indexing)) return;
    if (points.length <= PAGE_INDEX_MAX_POINTS) {
      this.lookup = buildPointLookup(points, agentOf);
      return;
    }
    const request = { points, agentOf };
    this.indexing = request;
    this.indexer ??= createPointIndexer();
    this.indexer.index(points.positions, points.length).then(
      (index) => {
        if (this.destroyed || this.indexing !== request) return;
        this.indexing = null;
        this.lookup = lookupFrom(points, agentOf, index);
        const { pointer } = this;
        if (pointer !== null && !this.map.isMoving()) {
          this.onPointer?.({ agents: this.agentsAt(pointer.x, pointer.y), ...pointer });
        }
      },
      (error: unknown) => {
        if (this.indexing === request) this.indexing = null;
        if (!this.destroyed) console.warn('The map could not index its agents for hovering:', error);
      },
    );
  }

  /** Rings the selected and the highlighted agent; only the ring layer is rebuilt. */
  setMarks(marks: AgentMarks): void {
    if (this.destroyed || this.failed) return;
    if (marks.selected === this.marks.selected && marks.highlighted === this.marks.highlighted) return;
    this.marks = marks;
    const { drawing } = this;
    if (drawing) this.guarded(() => this.overlay.show({ ...drawing, marks }));
  }

  /** Where `at` is on the map, in container pixels. */
  project(at: LngLat): [x: number, y: number] {
    const { x, y } = this.map.project([at[0], at[1]]);
    return [x, y];
  }

  /** Pans (at the same zoom) so that `at` is on screen with a margin; does nothing when it already is. */
  bringIntoView(at: LngLat): void {
    if (this.destroyed) return;
    const [x, y] = this.project(at);
    const { clientWidth, clientHeight } = this.map.getContainer();
    const inside =
      x >= IN_VIEW_MARGIN_PX &&
      y >= IN_VIEW_MARGIN_PX &&
      x <= clientWidth - IN_VIEW_MARGIN_PX &&
      y <= clientHeight - IN_VIEW_MARGIN_PX;
    if (!inside) this.map.easeTo({ center: [at[0], at[1]], duration: 400 });
  }

  /**
   * The map as it is on screen, basemap and agents, London's mark and the attribution written in: a
   * PNG of the map canvas's own size. MapLibre's buffer is read in its 'render' event, while the frame
   * it has just drawn is still there; deck's is kept between frames (agentOverlay.ts).
   */
  exportPng(): Promise<Blob> {
    return new Promise((resolve, reject) => {
      // A map that cannot draw (its style never loaded) sends no 'render': say so instead of waiting.
      const timer = setTimeout(
        () => reject(new Error('The map did not draw a frame to save.')),
        PICTURE_TIMEOUT_MS,
      );
      this.map.once('render', () => {
        clearTimeout(timer);
        try {
          const mapCanvas = this.map.getCanvas();
          const layers = [...this.map.getContainer().querySelectorAll('canvas')].filter(
            (canvas) => canvas !== mapCanvas,
          );
          const attribution =
            this.map.getContainer().querySelector('.maplibregl-ctrl-attrib-inner')?.textContent ?? '';
          const picture = composeMapPicture({
            base: mapCanvas,
            layers,
            london: this.project(LONDON),
            scale: mapCanvas.width / Math.max(1, mapCanvas.clientWidth),
            attribution,
          });
          picture.toBlob((blob) => {
            if (blob) resolve(blob);
            else reject(new Error('The browser could not encode the map as PNG.'));
          }, 'image/png');
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      this.map.triggerRepaint();
    });
  }

  /**
   * Takes the latest props; they reach deck on the next animation frame, folded with any others, or at
   * once when they complete a search (its fit).
   */
  update(input: AgentMapInput): void {
    if (this.destroyed || this.failed) return;
    this.input = input;
    // A completed search is drawn at once rather than at the next frame: it completes in the frame
    // that reveals its last agents, and its camera, basemap and agents all start from there (see
    // drawsJumpAtOnce), a frame sooner than through the scheduler.
    if (needsFit(input, this.fitted)) this.guarded(() => this.flush());
    else this.scheduler.request();
  }

  /**
   * Runs a drawing step. One that throws stops the map and is reported to the owner: thrown out of
   * update() it would reach whatever React effect called it, and out of a frame callback nobody at all.
   */
  private guarded(step: () => void): void {
    if (this.destroyed || this.failed) return;
    try {
      step();
    } catch (error) {
      this.failed = true;
      this.stopFrames();
      this.onFailure(error);
    }
  }

  /** Drops the pending frame and the streaming timer: nothing more is drawn. */
  private stopFrames(): void {
    this.scheduler.cancel();
    if (this.streamTimer !== null) clearTimeout(this.streamTimer);
    this.streamTimer = null;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.stopFrames();
    this.styleRequest.abort();
    this.stopHealthWatch();
    this.indexer?.terminate();
    this.overlay.finalize();
    this.map.remove();
  }

  private flush(): void {
    if (this.destroyed) return;
    const input = this.input;
    const currentView = () => this.screenView();
    if (layersAreCurrent(this.built, input, currentView)) return;
    const now = performance.now();
    const running = !input.completed && input.points.length > 0;
    const mission = input.mission ?? null;
    if (!running) this.stream = null;
    else if (this.stream?.mission !== mission) this.stream = { mission, since: now };
    const wait = streamUpdateDelay(input, this.built, {
      now,
      lastUpdate: this.lastStreamUpdate,
      lastDrawMs: this.lastDrawMs,
      streamStart: this.stream?.since ?? -Infinity,
    });
    if (wait > 0) {
      this.streamTimer ??= setTimeout(() => {
        this.streamTimer = null;
        this.scheduler.request();
      }, wait);
      return;
    }
    this.lastStreamUpdate = now;

    const { points } = input;
    let fittedView: ScreenView | null = null;
    if (needsFit(input, this.fitted)) {
      this.fitted = fitKeyOf(input);
      const fit = this.fitTo(points);
      fittedView = fit.view;
      if (drawsJumpAtOnce(fit.plan)) this.map.redraw();
    }
    const view = sampleViewFor(points, fittedView, currentView);
    this.built = { ...input, view };
    this.drawing = this.recentDrawing(this.built) ?? drawingFor(input, view);
    // The newest drawing, and the whole mission's latest (the one a cleared filter comes back to).
    const latest = { built: this.built, drawing: this.drawing };
    const whole = [latest, ...this.recentDrawings].find((recent) => !recent.built.agentOf);
    this.recentDrawings = whole === undefined || whole === latest ? [latest] : [latest, whole];
    const firstStage = firstStageOf(this.drawing, this.programsBuilt);
    this.programsBuilt ||= this.drawing.markers.length > 0;
    const counts = agentCounts(input);
    this.handOver(firstStage ?? this.drawing, counts);
    // The index for hovering is built as soon as the search is complete, not at the first hover.
    this.prepareLookup();
    if (firstStage !== null) this.showRestAfterFirstStage(this.drawing, counts);
    // deck draws in a frame of its own, and the browser may only wait for the GPU at the frame after:
    // two frames later the picture is certainly on screen.
    const handedOver = performance.now();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        this.lastDrawMs = performance.now() - handedOver;
      }),
    );
  }

  /**
   * Hands deck the whole drawing two frames after its first stage (the frame deck drew the markers in,
   * and the one in which the browser waited for them), unless a newer drawing has replaced it.
   */
  private showRestAfterFirstStage(whole: AgentLayersInput, counts: { markers: number; lines: number }): void {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        // guarded() does nothing once the map is destroyed or has failed.
        if (this.drawing === whole) this.guarded(() => this.handOver(whole, counts));
      }),
    );
  }

  /**
   * Hands deck a drawing and says on the map what it now holds. The data-* attributes describe what deck
   * has been handed: no lines while the drawing has none (a search still streaming in, or a first stage).
   */
  private handOver(drawing: AgentLayersInput, counts: { markers: number; lines: number }): void {
    const drawn = this.overlay.show({ ...drawing, marks: this.marks });
    this.setStatus({
      ...counts,
      lines: drawing.links === null ? 0 : counts.lines,
      markersDrawn: drawn.markers,
      linesDrawn: drawn.lines,
      heat: drawn.heat,
    });
  }

  /** A drawing made earlier of the same points, flags and view, if one is kept. */
  private recentDrawing(built: BuiltLayers): AgentLayersInput | null {
    const same = this.recentDrawings.find(
      (recent) =>
        recent.built.points === built.points &&
        recent.built.showHeat === built.showHeat &&
        recent.built.completed === built.completed &&
        recent.built.total === built.total &&
        (recent.built.view === null
          ? built.view === null
          : built.view !== null && viewsMatch(recent.built.view, built.view)),
    );
    return same?.drawing ?? null;
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
   * Moves the camera to show every point (see planFit); returns the plan it followed (null: no point to
   * show) and the view it is moving to (null where MapLibre could not say).
   */
  private fitTo(points: AgentPoints): { plan: FitPlan | null; view: ScreenView | null } {
    const { clientWidth: width, clientHeight: height } = this.map.getContainer();
    const plan = planFit(points, width, height);
    if (!plan) return { plan, view: null };
    if (plan.kind === 'spot') {
      const [lng, lat] = plan.center;
      this.map.easeTo({ center: [lng, lat], zoom: plan.zoom, duration: plan.duration });
      return { plan, view: plan.view };
    }
    const { box, padding, maxZoom, duration } = plan;
    const target = this.map.cameraForBounds(box, { padding, maxZoom });
    this.map.fitBounds(box, { padding, maxZoom, duration });
    if (!target?.center || target.zoom === undefined) return { plan, view: null };
    const center = maplibregl.LngLat.convert(target.center);
    return { plan, view: { width, height, zoom: target.zoom, center: [center.lng, center.lat] } };
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
