// deck.gl's side of the map: the overlay control and the layers it draws. Kept apart from the MapLibre side
// so the two libraries download as two chunks, in parallel (see AgentMap.tsx).
//
// deck.gl draws in overlaid mode (its own canvas above MapLibre's) rather than interleaved. Interleaving
// reaches into MapLibre's private painter for its WebGL context and has to follow every MapLibre major
// release; the overlay reads only the public camera. Our layers all belong above the basemap anyway, and
// the heat layer's float render targets stay in deck's own context.
import { MapboxOverlay } from '@deck.gl/mapbox';
import type { IControl } from 'maplibre-gl';
import type { Layer } from '@deck.gl/core';
import type { LngLat } from './constants.ts';
import {
  buildAgentLayer,
  buildAgentLayers,
  buildHeatLayer,
  buildLinkLayer,
  buildMarkLayer,
  summarizeLayers,
} from './layers.ts';
import { toLinkPaths } from './points.ts';
import type { AgentLayersInput, DrawnSummary } from './layers.ts';
import { retainLayers } from './retainLayers.ts';

export interface AgentOverlay {
  /** Added to the map with map.addControl. */
  readonly control: IControl;
  /** Hands deck the layers for this state and reports what they hold. */
  show(input: AgentLayersInput): DrawnSummary;
  /**
   * Draws one invisible marker and line of every kind a search draws, near `at`, then hides them; resolves
   * once they have been drawn. See WARM_UP_FRAMES.
   */
  warmUp(at: LngLat): Promise<void>;
  finalize(): void;
}

/**
 * A WebGL program is built (linked, and in software WebGL compiled by SwiftShader's JIT) when its layer is
 * first created and drawn. Left to the first search, that lands in the middle of it: in headless Chromium
 * the frame that completed a first 100,000-agent search took about 200 ms longer. Built and drawn once
 * while the map starts, it is paid before anyone has typed. Three frames: deck draws in the first after
 * its layers change, and the browser waits for the GPU in the one after that.
 *
 * The warm-up draws the search's own layers (the same ids), not copies: deck then keeps their models and
 * buffers for the search to fill. With copies, the first frame to draw a search's own layers still cost
 * SwiftShader 140–220 ms more than the frames after it, in the same GL state as the copies had drawn.
 *
 * The heat is warmed up too: its three programs (weights, hottest texel, colours) and its textures. Left to
 * the first search with the heat on, they cost a frame of their own (a 1,000-agent search with heat drew
 * about 170 ms sooner with both this and the single-sampled canvas below; see docs/PERFORMANCE.md).
 */
const WARM_UP_FRAMES = 3;

function afterFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number): void => {
      if (left === 0) resolve();
      else requestAnimationFrame(() => step(left - 1));
    };
    step(count);
  });
}

/** The layers a search draws (heat, markers, rings, solid and dashed lines), one transparent item each, at `at`. */
function warmUpLayers([lng, lat]: LngLat): Layer[] {
  const point = { length: 1, positions: Float64Array.of(lng + 0.01, lat + 0.01) };
  const paths = toLinkPaths(point, [lng, lat]);
  return [
    buildHeatLayer(point),
    buildLinkLayer(paths, false),
    buildLinkLayer(paths, true),
    buildAgentLayer(point),
    buildMarkLayer({ selected: [lng, lat], highlighted: null }),
  ].map((layer) => layer.clone({ opacity: 0 }));
}

export function createAgentOverlay(): AgentOverlay {
  const overlay = new MapboxOverlay({
    interleaved: false,
    layers: [],
    // The drawing buffer is kept between frames so "Export Map PNG" can copy deck's picture at any
    // time: deck draws only when something changes, so the last frame may be long gone otherwise.
    //
    // Single-sampled, as MapLibre's own canvas is by default. Multisampling shaded every marker and
    // line four times over in a software WebGL: each of deck's frames cost SwiftShader about twice as
    // much (a 1,000-agent picture with heat 120–190 against about 70 ms). The markers are smoothed in
    // their own shader either way; only the 1.5 px lines to London lose their smoothed edges.
    deviceProps: { webgl: { preserveDrawingBuffer: true, antialias: false } },
  });
  let handedOver: Layer[] = [];
  let showsAgents = false;
  let finalized = false;
  return {
    control: overlay,
    show(input) {
      const layers = buildAgentLayers(input);
      handedOver = retainLayers(layers, handedOver);
      overlay.setProps({ layers: handedOver });
      // What is shown, not what is kept hidden: the map's data-* attributes describe the picture.
      const summary = summarizeLayers(layers);
      showsAgents = summary.markers > 0;
      return summary;
    },
    async warmUp(at) {
      // Agents already on the map (a mission opened by its link) have been drawn: nothing to warm up,
      // and their layers must not be swapped for the warm-up's.
      if (showsAgents) return;
      const warm = warmUpLayers(at);
      handedOver = retainLayers(warm, handedOver);
      overlay.setProps({ layers: handedOver });
      await afterFrames(WARM_UP_FRAMES);
      // The map may have been left (and deck finalized) in those frames.
      if (finalized) return;
      // Kept hidden rather than dropped, like every retired layer (see retainLayers.ts). A search shown
      // in those frames has already replaced them.
      handedOver = handedOver.map((layer) =>
        warm.includes(layer) ? layer.clone({ visible: false }) : layer,
      );
      overlay.setProps({ layers: handedOver });
    },
    finalize() {
      finalized = true;
      overlay.finalize();
    },
  };
}
