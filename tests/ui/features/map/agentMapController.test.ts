// The map's controller between React's props and deck: when a picture is handed over (at a frame, or at
// once for a completed search), in which order the camera, MapLibre and deck move, and what becomes of a
// drawing that throws. MapLibre is replaced by a stand-in that records what is asked of it; deck by an
// overlay that records what it is handed. Frames are run by hand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentOverlay } from '../../../../src/ui/features/map/agentOverlay.ts';
import type { AgentLayersInput } from '../../../../src/ui/features/map/layers.ts';
import type { AgentMapInput } from '../../../../src/ui/features/map/mapDecisions.ts';
import type { AgentPoints } from '../../../../src/ui/features/map/points.ts';
import type { AgentMapStatus } from '../../../../src/ui/features/map/mapStatus.ts';

/** What the map and deck were asked to do, in order. */
const log = vi.hoisted(() => [] as string[]);
/** The stand-in maps made, newest last, to send them MapLibre's events. */
const maps = vi.hoisted(() => [] as { fire(type: string): void }[]);

vi.mock('../../../../src/ui/features/map/maplibre.ts', () => {
  type Listener = (event?: unknown) => void;
  type LngLatLike = readonly [number, number] | { lng: number; lat: number };
  const toLngLat = (at: LngLatLike) =>
    Array.isArray(at) ? { lng: at[0], lat: at[1] } : (at as { lng: number; lat: number });

  /** Just enough of a MapLibre map for the controller: events, a camera, and the calls it makes. */
  class FakeMap {
    private readonly listeners = new Map<string, Set<Listener>>();
    private center: { lng: number; lat: number };
    private zoom: number;
    readonly touchZoomRotate = { disableRotation: () => undefined };
    readonly keyboard = { disableRotation: () => undefined };
    private readonly container = { clientWidth: 1280, clientHeight: 800 };

    constructor(options: { center: [number, number]; zoom: number }) {
      this.center = toLngLat(options.center);
      this.zoom = options.zoom;
      maps.push(this);
    }
    fire(type: string) {
      for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
    }
    addControl() {
      return this;
    }
    on(type: string, listener: Listener) {
      const set = this.listeners.get(type) ?? new Set<Listener>();
      set.add(listener);
      this.listeners.set(type, set);
      return this;
    }
    off(type: string, listener: Listener) {
      this.listeners.get(type)?.delete(listener);
      return this;
    }
    once(type: string, listener: Listener) {
      const once: Listener = (event) => {
        this.off(type, once);
        listener(event);
      };
      return this.on(type, once);
    }
    getLayer(id: string) {
      return { id };
    }
    setLayoutProperty() {
      return this;
    }
    getCenter() {
      return this.center;
    }
    getZoom() {
      return this.zoom;
    }
    getContainer() {
      return this.container;
    }
    isMoving() {
      return false;
    }
    project() {
      return { x: 0, y: 0 };
    }
    /** The middle of the box at zoom 10: where the stand-in puts any fitted box. */
    cameraForBounds(box: readonly [LngLatLike, LngLatLike]) {
      const [southWest, northEast] = box.map(toLngLat) as [
        { lng: number; lat: number },
        { lng: number; lat: number },
      ];
      return { center: [(southWest.lng + northEast.lng) / 2, (southWest.lat + northEast.lat) / 2], zoom: 10 };
    }
    fitBounds(box: readonly [LngLatLike, LngLatLike], options: { duration: number }) {
      log.push(`camera: fit over ${options.duration} ms`);
      // A jump lands at once; a flight lands later, frame by frame (not modelled here).
      if (options.duration === 0) {
        const target = this.cameraForBounds(box);
        this.center = toLngLat(target.center as [number, number]);
        this.zoom = target.zoom;
      }
      return this;
    }
    easeTo(options: { duration: number }) {
      log.push(`camera: ease over ${options.duration} ms`);
      return this;
    }
    redraw() {
      log.push(`maplibre: redraw at zoom ${this.zoom}`);
      return this;
    }
    remove() {
      log.push('maplibre: removed');
    }
  }
  class Marker {
    setLngLat() {
      return this;
    }
    addTo() {
      return this;
    }
  }
  class AttributionControl {
    onAdd() {
      return {};
    }
  }
  const LngLat = { convert: toLngLat };
  return { maplibregl: { Map: FakeMap, Marker, AttributionControl, LngLat } };
});

const { AgentMapController } = await import('../../../../src/ui/features/map/agentMapController.ts');

/** Animation frames, run by hand. */
let frames: Map<number, FrameRequestCallback>;
let nextFrame: number;
function runFrame(): void {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback(performance.now());
}

beforeEach(() => {
  log.length = 0;
  maps.length = 0;
  frames = new Map();
  nextFrame = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle));
  // London's mark is a DOM element; the stand-in map never puts it anywhere.
  vi.stubGlobal('document', { createElement: () => ({ className: '' }) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An overlay that records each drawing deck is handed, and can be made to refuse them. */
function recordingOverlay(refuse: () => Error | null = () => null): AgentOverlay {
  return {
    control: { onAdd: () => ({}) as HTMLElement, onRemove: () => undefined },
    show(input: AgentLayersInput) {
      const error = refuse();
      if (error !== null) throw error;
      log.push(
        `deck: ${input.markers.length > 0 ? 'markers' : 'no markers'}, ${input.links ? 'lines' : 'no lines'}, ${input.heat ? 'heat' : 'no heat'}`,
      );
      return {
        markers: input.markers.length,
        lines: input.links?.length ?? 0,
        heat: input.heat !== null,
        chain: input.chain?.length ?? 0,
      };
    },
    warmUp: () => Promise.resolve(),
    finalize: () => undefined,
  };
}

/** `count` points a few hundred metres apart around Paris. */
function parisPoints(count: number): AgentPoints {
  const positions = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    positions[i * 2] = 2.3 + (i % 40) * 0.003;
    positions[i * 2 + 1] = 48.82 + Math.floor(i / 40) * 0.003;
  }
  return { length: count, positions };
}

function makeController(overlay = recordingOverlay()) {
  const statuses: AgentMapStatus[] = [];
  const failures: unknown[] = [];
  const controller = new AgentMapController({
    container: {} as HTMLElement,
    overlay,
    config: { remote: { kind: 'none' } },
    basemapBaseUrl: 'https://app.test/',
    onStatus: (status) => statuses.push(status),
    onFailure: (error) => failures.push(error),
  });
  return { controller, statuses, failures };
}

/** A map whose deck programs are built (its warm-up ran): drawings are handed over whole. */
async function readyController(overlay = recordingOverlay()) {
  const made = makeController(overlay);
  // The map's first frame (an empty drawing), then its basemap's load, which starts deck's warm-up.
  runFrame();
  maps.at(-1)?.fire('load');
  await vi.waitFor(() => expect(made.statuses.at(-1)?.ready).toBe(true));
  log.length = 0;
  return made;
}

const input = (points: AgentPoints, rest: Partial<AgentMapInput> = {}): AgentMapInput => ({
  points,
  showHeat: true,
  completed: false,
  ...rest,
});

describe('AgentMapController', () => {
  it('hands a search still arriving to deck at the next frame, once for all the updates before it', async () => {
    const { controller, statuses } = await readyController();
    const points = parisPoints(12);
    // As the mission's owner hands it over while searching: no heat yet (spec §4, heatRule.ts).
    const streaming = (length: number) =>
      input({ length, positions: points.positions.slice(0, length * 2) }, { showHeat: false });
    controller.update(streaming(4));
    controller.update(streaming(8));
    controller.update(streaming(12));
    expect(log).toEqual([]);
    runFrame();
    // The latest points; the lines come with the search's completion.
    expect(log).toEqual(['deck: markers, no lines, no heat']);
    expect(statuses.at(-1)).toMatchObject({ markers: 12, lines: 0 });
  });

  it('draws a completed bulk search at once: the camera jumps, MapLibre redraws there, then deck gets its layers', async () => {
    const { controller, statuses } = await readyController();
    const points = parisPoints(1000);
    controller.update(input(points, { completed: true }));
    // All within update(): the frame that reveals the last agents also starts their picture.
    expect(log).toEqual([
      'camera: fit over 0 ms',
      'maplibre: redraw at zoom 10',
      'deck: markers, lines, heat',
    ]);
    expect(statuses.at(-1)).toMatchObject({ markers: 1000, lines: 1000, heat: true });
    // Fitted once: the same mission handed over again moves nothing.
    log.length = 0;
    controller.update(input(points, { completed: true }));
    runFrame();
    expect(log).toEqual([]);
  });

  it('lets MapLibre fly to the spec’s twelve frame by frame, without a redraw of its own', async () => {
    const { controller } = await readyController();
    controller.update(input(parisPoints(12), { completed: true }));
    expect(log).toEqual(['camera: fit over 1200 ms', 'deck: markers, lines, heat']);
  });

  it('reports a drawing that throws in update() once, to its owner, and draws nothing after it', async () => {
    let refusal: Error | null = null;
    const { controller, failures } = await readyController(recordingOverlay(() => refusal));
    refusal = new Error('deck refused the layers');
    expect(() => controller.update(input(parisPoints(1000), { completed: true }))).not.toThrow();
    expect(failures).toEqual([refusal]);
    refusal = null;
    log.length = 0;
    controller.update(input(parisPoints(12)));
    runFrame();
    controller.update(input(parisPoints(2000), { completed: true }));
    controller.setMarks({ selected: [2.35, 48.85], highlighted: null });
    runFrame();
    expect(log).toEqual([]);
    expect(failures).toHaveLength(1);
  });

  it('reports the rest of a first drawing that throws when it comes, two frames after its markers', async () => {
    let refusal: Error | null = null;
    // No warm-up has run (a link's agents reaching a map that has only just loaded): the markers go first.
    const { controller, failures } = makeController(recordingOverlay(() => refusal));
    runFrame();
    log.length = 0;
    controller.update(input(parisPoints(1000), { completed: true }));
    expect(log).toEqual([
      'camera: fit over 0 ms',
      'maplibre: redraw at zoom 10',
      'deck: markers, no lines, no heat',
    ]);
    refusal = new Error('deck refused the lines');
    runFrame();
    expect(failures).toEqual([]);
    runFrame();
    expect(failures).toEqual([refusal]);
  });

  it('reports a drawing that throws at a frame the same way', async () => {
    let refusal: Error | null = null;
    const { controller, failures } = await readyController(recordingOverlay(() => refusal));
    controller.update(input(parisPoints(12)));
    refusal = new Error('deck refused the layers');
    expect(() => runFrame()).not.toThrow();
    expect(failures).toEqual([refusal]);
  });

  it('stops drawing once destroyed', async () => {
    const { controller } = await readyController();
    controller.update(input(parisPoints(12)));
    controller.destroy();
    runFrame();
    expect(log).toEqual(['maplibre: removed']);
  });
});
