// deck.gl layers as pure builders: the same input always gives layers with the same ids and props, so deck
// can diff them and rebuild them on every update. Data comes in deck.gl's binary form (see points.ts), so
// the accessors are constants and the typed arrays go to the GPU as they are. Nothing here depends on
// props through an accessor function, so no updateTriggers are needed: a new data object is itself the
// signal to re-upload.
//
// Objects that deck compares by reference (the extension list, colour range) are module
// constants, so a rebuilt layer never looks changed where it is not.
import type { Layer, UpdateParameters } from '@deck.gl/core';
import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import { LineLayer, ScatterplotLayer } from '@deck.gl/layers';
import {
  CHAIN_COLOR,
  CHAIN_WIDTH_PX,
  HEAT_COLOR_RANGE,
  HEAT_OPACITY,
  HEAT_RADIUS_PIXELS,
  HEAT_TEXTURE_SIZE,
  HEAT_THRESHOLD,
  LINK_COLOR,
  LINK_WIDTH_PX,
  MARKER_COLOR,
  MARKER_OUTLINE_COLOR,
  MARKER_OUTLINE_PX,
  MARKER_RADIUS_PX,
  HIGHLIGHT_RING_COLOR,
  RING_RADIUS_PX,
  RING_WIDTH_PX,
  SELECTED_RING_COLOR,
} from './constants.ts';
import type { LngLat } from './constants.ts';
import type { AgentPoints, LinkPaths } from './points.ts';
import { LinkDashExtension } from './linkDash.ts';
import type { ChainLinks } from './chainLinks.ts';

/**
 * The two kinds of line have ids of their own: deck hands a layer's state to the next layer of the same
 * id, and the dashed lines' shaders differ from the solid ones'. A layer handed another kind's state can
 * throw on every update and leave the last search's lines on screen (a search of 1,000 agents or fewer
 * after a bigger one).
 */
export const LAYER_ID = {
  heat: 'agent-heat',
  links: 'agent-links',
  solidLinks: 'agent-links-solid',
  chain: 'agent-chain',
  agents: 'agents',
  marks: 'agent-marks',
} as const;

/**
 * No polygon offset. deck gives each layer a depth bias by its index in the layer list by default, so
 * the same layer is drawn with a different bias as layers come and go. SwiftShader compiles a routine
 * for each bias it meets, in the frame that meets it: the warm-up (AgentOverlay.warmUp) compiled the
 * markers at one bias and the first search drew them at another. With none, the longest task of a
 * 100,000-agent search fell by about 40 ms here (bench/RESULTS.md). The layers are flat and drawn in
 * order, later over earlier, so the bias did nothing visible.
 */
const FLAT = { getPolygonOffset: null } as const;

/** Created once: a new extension instance would make deck recompile the dashed lines' shaders. */
const DASHED = [new LinkDashExtension()];

/** What the binary data object looks like to deck: a length and accessor-named attributes. */
interface BinaryData {
  length: number;
  attributes: Record<
    string,
    { value: AgentPoints['positions']; size: number; stride?: number; offset?: number }
  >;
}

function pointData(points: AgentPoints): BinaryData {
  return { length: points.length, attributes: { getPosition: { value: points.positions, size: 2 } } };
}

/**
 * Straight lines read in place from one array: 4 numbers a line, its source's lng and lat, then its
 * target's, so deck reads both ends of every line from the same buffer with no copy.
 */
function lineData({
  length,
  positions,
}: {
  length: number;
  positions: AgentPoints['positions'];
}): BinaryData {
  const bytes = positions.BYTES_PER_ELEMENT;
  return {
    length,
    attributes: {
      getSourcePosition: { value: positions, size: 2, stride: 4 * bytes, offset: 0 },
      getTargetPosition: { value: positions, size: 2, stride: 4 * bytes, offset: 2 * bytes },
    },
  };
}

/** A marker per agent: 6 px bright discs with a thin dark rim. */
export function buildAgentLayer(points: AgentPoints): ScatterplotLayer {
  return new ScatterplotLayer({
    id: LAYER_ID.agents,
    data: pointData(points),
    ...FLAT,
    radiusUnits: 'pixels',
    getRadius: MARKER_RADIUS_PX,
    stroked: true,
    lineWidthUnits: 'pixels',
    getLineWidth: MARKER_OUTLINE_PX,
    getFillColor: MARKER_COLOR,
    getLineColor: MARKER_OUTLINE_COLOR,
  });
}

/**
 * A straight line per path from the origin (London), each one instance of a LineLayer reading the same
 * vertices in place, with no path tessellation on the CPU. Dashed, as the spec draws them, when `dashed`
 * (see linkDash.ts); for bulk searches overlapping dashes would read as solid lines anyway, and the solid
 * ones start where they enter the screen (see screenSample.ts).
 */
export function buildLinkLayer(paths: LinkPaths, dashed: boolean): LineLayer {
  // Each path is [originLng, originLat, agentLng, agentLat].
  return new LineLayer({
    id: dashed ? LAYER_ID.links : LAYER_ID.solidLinks,
    data: lineData(paths),
    ...FLAT,
    widthUnits: 'pixels',
    getWidth: LINK_WIDTH_PX,
    getColor: LINK_COLOR,
    ...(dashed ? { extensions: DASHED } : {}),
  });
}

/** The chain of command: a solid line from each agent to its handler (see chainLinks.ts). */
export function buildChainLayer(chain: ChainLinks): LineLayer {
  return new LineLayer({
    id: LAYER_ID.chain,
    data: lineData(chain),
    ...FLAT,
    widthUnits: 'pixels',
    getWidth: CHAIN_WIDTH_PX,
    getColor: CHAIN_COLOR,
  });
}

/** The agents marked with a ring: the selected one and the one whose row is under the pointer. */
export interface AgentMarks {
  selected: LngLat | null;
  highlighted: LngLat | null;
}

export const NO_MARKS: AgentMarks = { selected: null, highlighted: null };

/**
 * A ring per marked agent, the selected one drawn last (on top). Its own small layer, so a hover or a
 * selection rebuilds two points and never the markers, lines or heat of 100,000 agents.
 */
export function buildMarkLayer({ selected, highlighted }: AgentMarks): ScatterplotLayer {
  const rings: { position: LngLat; color: typeof SELECTED_RING_COLOR }[] = [];
  if (highlighted) rings.push({ position: highlighted, color: HIGHLIGHT_RING_COLOR });
  if (selected) rings.push({ position: selected, color: SELECTED_RING_COLOR });
  return new ScatterplotLayer<(typeof rings)[number]>({
    id: LAYER_ID.marks,
    data: rings,
    ...FLAT,
    radiusUnits: 'pixels',
    getRadius: RING_RADIUS_PX,
    filled: false,
    stroked: true,
    lineWidthUnits: 'pixels',
    getLineWidth: RING_WIDTH_PX,
    getPosition: (ring) => ring.position,
    getLineColor: (ring) => ring.color,
  });
}

/** Weighted points: each counts `weights[i]` times (a cell of agents summed, see screenSample.ts). */
export type HeatPoints = AgentPoints & { readonly weights?: Float32Array };

/**
 * A HeatmapLayer that aggregates for the view on screen. deck updates a layer with the viewport it was last
 * drawn in (in a multi-view app a layer may be drawn in one view only), and the heat layer is hidden while
 * a search runs (spec §4) while the camera jumps to the finished search. So the heat that came back was
 * aggregated for the view before the search (the whole world, for a first search): for half a second, until
 * the layer's zoom debounce aggregated it again, it covered the whole map (tests/e2e/heat.spec.ts), and the
 * second aggregation cost a second full picture, a quarter to half a second in a software WebGL. This map
 * has one view, so the one on screen is always the one to aggregate for.
 */
class OnScreenHeatmapLayer extends HeatmapLayer {
  static override layerName = 'OnScreenHeatmapLayer';

  override updateState(params: UpdateParameters<this>): void {
    const onScreen = this.context.deck?.getViewports()[0];
    if (onScreen && this.internalState) {
      // Also taken as the view last drawn in, so drawing in it next flags no change of view, which would
      // make deck update the layer and draw the whole picture once more. deck puts its own choice of
      // context.viewport back once the update is over.
      this.internalState.viewport = onScreen;
      this.context.viewport = onScreen;
    }
    super.updateState(params);
  }
}

/** The heat of all agents: weight 1 each unless summed, Leaflet.heat's footprint (see heatRadius.ts). */
export function buildHeatLayer(points: HeatPoints): HeatmapLayer {
  const data = pointData(points);
  if (points.weights) data.attributes['getWeight'] = { value: points.weights, size: 1 };
  return new OnScreenHeatmapLayer({
    id: LAYER_ID.heat,
    data,
    ...FLAT,
    // Overridden per point by the weights attribute, when there is one.
    getWeight: 1,
    radiusPixels: HEAT_RADIUS_PIXELS,
    colorRange: HEAT_COLOR_RANGE,
    threshold: HEAT_THRESHOLD,
    opacity: HEAT_OPACITY,
    weightsTextureSize: HEAT_TEXTURE_SIZE,
  });
}

/** What the map draws in one frame: every agent, or for bulk searches a sample made for the screen. */
export interface AgentLayersInput {
  markers: AgentPoints;
  /** The lines from London; null until the search has completed. */
  links: LinkPaths | null;
  /** Dashed lines (the spec's look) or solid ones (bulk searches). */
  dashedLinks: boolean;
  /** Null when the heat map is off. */
  heat: HeatPoints | null;
  /** The chain of command's lines; null or absent when the toggle is off. */
  chain?: ChainLinks | null;
  /** Rings around the selected and the highlighted agent; none when absent. */
  marks?: AgentMarks;
}

/**
 * Every deck layer for one state of the map, bottom to top: heat, lines, the chain of command, markers, rings. The heat layer is left out
 * entirely when off, so a hidden heat map costs nothing while a search streams in.
 */
export function buildAgentLayers({
  markers,
  links,
  dashedLinks,
  heat,
  chain,
  marks,
}: AgentLayersInput): Layer[] {
  const layers: Layer[] = [];
  if (heat) layers.push(buildHeatLayer(heat));
  if (links) layers.push(buildLinkLayer(links, dashedLinks));
  if (chain) layers.push(buildChainLayer(chain));
  layers.push(buildAgentLayer(markers));
  if (marks && (marks.selected || marks.highlighted)) layers.push(buildMarkLayer(marks));
  return layers;
}

/** What the layers handed to deck actually hold. */
export interface DrawnSummary {
  /** Points in the marker layer. */
  markers: number;
  /** Lines in the line layer. */
  lines: number;
  heat: boolean;
  /** Lines of the chain of command. */
  chain: number;
}

function dataLength(layer: Layer | undefined): number {
  const data: unknown = layer?.props.data;
  if (data && typeof data === 'object' && 'length' in data && typeof data.length === 'number')
    return data.length;
  return 0;
}

export function summarizeLayers(layers: readonly Layer[]): DrawnSummary {
  const byId = new Map(layers.map((layer) => [layer.id, layer]));
  return {
    markers: dataLength(byId.get(LAYER_ID.agents)),
    lines: dataLength(byId.get(LAYER_ID.links) ?? byId.get(LAYER_ID.solidLinks)),
    heat: byId.has(LAYER_ID.heat) && byId.get(LAYER_ID.heat)?.props.visible !== false,
    chain: dataLength(byId.get(LAYER_ID.chain)),
  };
}
