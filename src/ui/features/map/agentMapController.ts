// Owns the imperative side of the dashboard's map: one MapLibre map (built by mapSetup.ts), the deck.gl
// overlay on it, and the frame loop between the React props and deck. React hands over the latest props
// with update(); at most once per animation frame (at once for a completed search's fit) the controller
// asks mapDecisions.ts and fitPlan.ts what to draw and where the camera goes, and applies the answers
// (the camera through mapCamera.ts). The clock and the timers are read here and nowhere else. Each other
// job has a module of its own: hover and click picking.ts, "Export Map PNG" mapCapture.ts, a remote
// style style.ts, what the map reports mapStatus.ts.
import type { maplibregl } from './maplibre.ts';
import type { AgentOverlay } from './agentOverlay.ts';
import type { LngLat } from './constants.ts';
import { createFrameScheduler } from './frameScheduler.ts';
import type { FrameScheduler } from './frameScheduler.ts';
import {
  agentCounts,
  drawingFor,
  drawsJumpAtOnce,
  firstStageOf,
  fitKeyOf,
  keptDrawings,
  layersAreCurrent,
  needsFit,
  reusableDrawing,
  sampleViewFor,
  streamUpdateDelay,
} from './mapDecisions.ts';
import type { AgentMapInput, BuiltLayers, RecentDrawing } from './mapDecisions.ts';
import { NO_MARKS } from './layers.ts';
import type { AgentLayersInput, AgentMarks } from './layers.ts';
import { bringIntoView, fitCamera, projectOnMap, screenViewOf } from './mapCamera.ts';
import { captureMapPicture } from './mapCapture.ts';
import { createAgentMap, watchAgentBasemap } from './mapSetup.ts';
import type { AgentMapSetup } from './mapSetup.ts';
import { MapPicking } from './picking.ts';
import type { MapPickingOptions } from './picking.ts';
import { changedStatus, STARTING_STATUS } from './mapStatus.ts';
import type { AgentMapStatus } from './mapStatus.ts';
import { NO_POINTS } from './points.ts';
import type { ScreenView } from './screenSample.ts';
import { loadRemoteStyle } from './style.ts';

export interface AgentMapControllerOptions
  extends AgentMapSetup, Pick<MapPickingOptions, 'onPointer' | 'onPick'> {
  /** The deck.gl side, created by the caller so deck.gl can load as a chunk of its own. */
  overlay: AgentOverlay;
  /** Called after every change to what the map shows, with the layers deck was actually handed. */
  onStatus(status: AgentMapStatus): void;
  /** The camera moved: what is placed at an agent's screen position has to follow. */
  onCameraMove?(): void;
  /**
   * Drawing failed (deck refused its layers, say): the map has stopped updating, and its owner shows
   * that it is unavailable. Said once, whether the drawing ran at a frame, at once in update(), or for
   * the rings in setMarks().
   */
  onFailure(error: unknown): void;
}

export class AgentMapController {
  private readonly map: maplibregl.Map;
  private readonly overlay: AgentOverlay;
  private readonly scheduler: FrameScheduler;
  private readonly onStatus: (status: AgentMapStatus) => void;
  private readonly onFailure: (error: unknown) => void;
  private readonly picking: MapPicking;
  private readonly stopHealthWatch: () => void;
  /** Aborted once the map is destroyed: a remote style still loading is dropped. */
  private readonly closed = new AbortController();
  private input: AgentMapInput = { points: NO_POINTS, showHeat: false, completed: false };
  /** The points the last built layers came from, the flags they were built with, and their view. */
  private built: BuiltLayers | null = null;
  /** The completed mission (or points) the camera was last fitted for: each search is fitted once. */
  private fitted: object | null = null;
  private status = STARTING_STATUS;
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
  /** Drawings deck may be handed again (see reusableDrawing and keptDrawings). */
  private recentDrawings: RecentDrawing[] = [];
  /** Whether deck has built its programs: warmed up, or drawn agents (see firstStageOf). */
  private programsBuilt = false;
  private marks: AgentMarks = NO_MARKS;

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
    this.map = createAgentMap({ container, config, basemapBaseUrl });
    this.overlay = overlay;
    this.map.addControl(overlay.control);
    this.stopHealthWatch = watchAgentBasemap(this.map, config, (basemap) => this.setStatus({ basemap }));
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
    if (config.remote.kind === 'style') {
      void loadRemoteStyle(this.map, config.remote.url, basemapBaseUrl, this.closed.signal);
    }

    this.scheduler = createFrameScheduler(() => this.guarded(() => this.flush()));
    this.scheduler.request();
    // A screen sample belongs to one view: it is made again once the camera comes to rest.
    const resample = () => this.scheduler.request();
    this.map.on('moveend', resample);
    this.map.on('resize', resample);

    this.picking = new MapPicking({
      map: this.map,
      input: () => this.input,
      view: () => screenViewOf(this.map),
      onPointer,
      onPick,
    });
    if (onCameraMove) this.map.on('move', onCameraMove);
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
    return projectOnMap(this.map, at);
  }

  /** Pans (at the same zoom) so that `at` is on screen with a margin; does nothing when it already is. */
  bringIntoView(at: LngLat): void {
    if (!this.destroyed) bringIntoView(this.map, at);
  }

  /** "Export Map PNG": the map as it is on screen (see captureMapPicture). */
  exportPng(): Promise<Blob> {
    return captureMapPicture(this.map);
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
    this.closed.abort();
    this.stopHealthWatch();
    this.picking.destroy();
    this.overlay.finalize();
    this.map.remove();
  }

  private flush(): void {
    if (this.destroyed) return;
    const input = this.input;
    const currentView = () => screenViewOf(this.map);
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
      const fit = fitCamera(this.map, points);
      fittedView = fit.view;
      if (drawsJumpAtOnce(fit.plan)) this.map.redraw();
    }
    const view = sampleViewFor(points, fittedView, currentView);
    this.built = { ...input, view };
    this.drawing = reusableDrawing(this.recentDrawings, this.built) ?? drawingFor(input, view);
    this.recentDrawings = keptDrawings({ built: this.built, drawing: this.drawing }, this.recentDrawings);
    const firstStage = firstStageOf(this.drawing, this.programsBuilt);
    this.programsBuilt ||= this.drawing.markers.length > 0;
    const counts = agentCounts(input);
    this.handOver(firstStage ?? this.drawing, counts);
    // The index for hovering is built as soon as the search is complete, not at the first hover.
    this.picking.prepare();
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
      chainDrawn: drawn.chain,
    });
  }

  private setStatus(change: Partial<AgentMapStatus>): void {
    if (this.destroyed) return;
    const next = changedStatus(this.status, change);
    if (next === null) return;
    this.status = next;
    this.onStatus(next);
  }
}
