// Hover and click on the dashboard's map: the agents under the cursor come from a spatial index of every
// point on the map (pointLookup.ts), not from deck's picking, which knows only the screen sample's
// markers. The index is made once a search completes: here for a few points, in the index worker for
// many (pointIndexer.ts). A search still arriving has none: its points change every frame, and an index
// of them would be rebuilt as often.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { MARKER_OUTLINE_PX, MARKER_RADIUS_PX } from './constants.ts';
import type { AgentMapInput } from './mapDecisions.ts';
import { createPointIndexer } from './pointIndexer.ts';
import type { PointIndexer } from './pointIndexer.ts';
import { agentsNear, buildPointLookup, lookupFrom } from './pointLookup.ts';
import type { PointLookup } from './pointLookup.ts';
import type { AgentPoints } from './points.ts';
import type { ScreenView } from './screenSample.ts';

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

/** The points an index is of, and the agents they stand for. */
interface IndexedPoints {
  points: AgentPoints;
  agentOf: Uint32Array | null;
}

export interface MapPickingOptions {
  map: MapLibreMap;
  /** What the map is asked to show now, drawn yet or not. */
  input(): AgentMapInput;
  /** The camera now, to find the cursor among the points. */
  view(): ScreenView;
  /** The pointer moved over the map (null: it left, or the map started moving). */
  onPointer?(pointer: MapPointer | null): void;
  /** A click on the map: the agents under it, none for a click beside every marker. */
  onPick?(pointer: MapPointer): void;
}

export class MapPicking {
  private readonly options: MapPickingOptions;
  /** The spatial index of the points on the map. */
  private lookup: PointLookup | null = null;
  /** The points an index is being built for in the worker, if any. */
  private indexing: IndexedPoints | null = null;
  private indexer: PointIndexer | null = null;
  /** Where the pointer last was over the map, to answer it again once an index arrives. */
  private pointer: { x: number; y: number } | null = null;
  private closed = false;

  constructor(options: MapPickingOptions) {
    this.options = options;
    const { map, onPointer, onPick } = options;
    if (onPointer) {
      map.on('mousemove', (event) => {
        // A drag pans the map; a tooltip following it would only flicker.
        if (map.isMoving()) return;
        const { x, y } = event.point;
        this.pointer = { x, y };
        onPointer({ agents: this.agentsAt(x, y), x, y });
      });
      map.on('mouseout', () => {
        this.pointer = null;
        onPointer(null);
      });
      map.on('movestart', () => onPointer(null));
    }
    if (onPick) {
      map.on('click', (event) => {
        const { x, y } = event.point;
        onPick({ agents: this.agentsAt(x, y), x, y });
      });
    }
  }

  /** The agents under container point (x, y), nearest first; none while a search is still arriving. */
  agentsAt(x: number, y: number): readonly number[] {
    const { points, agentOf = null, completed } = this.options.input();
    if (!completed || points.length === 0) return [];
    this.prepare();
    const { lookup } = this;
    if (lookup?.points !== points || lookup.agentOf !== agentOf) return [];
    return agentsNear(lookup, this.options.view(), x, y, POINTER_RADIUS_PX).agents;
  }

  /**
   * Makes sure an index of the current points exists or is on its way. When the worker's answer
   * arrives, the pointer (if it is over the map) is answered again, so a hover that came first still
   * gets its tooltip.
   */
  prepare(): void {
    const { points, agentOf = null, completed } = this.options.input();
    if (!completed || points.length === 0) return;
    const current = (held: IndexedPoints | null) =>
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
        if (this.closed || this.indexing !== request) return;
        this.indexing = null;
        this.lookup = lookupFrom(points, agentOf, index);
        const { pointer } = this;
        if (pointer !== null && !this.options.map.isMoving()) {
          this.options.onPointer?.({ agents: this.agentsAt(pointer.x, pointer.y), ...pointer });
        }
      },
      (error: unknown) => {
        if (this.indexing === request) this.indexing = null;
        if (!this.closed) console.warn('The map could not index its agents for hovering:', error);
      },
    );
  }

  /** Stops the index worker; an index on its way is dropped. */
  destroy(): void {
    this.closed = true;
    this.indexer?.terminate();
  }
}
