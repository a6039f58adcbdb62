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
import { buildAgentLayers, summarizeLayers } from './layers.ts';
import type { AgentLayersInput, DrawnSummary } from './layers.ts';
import { retainLayers } from './retainLayers.ts';

export interface AgentOverlay {
  /** Added to the map with map.addControl. */
  readonly control: IControl;
  /** Hands deck the layers for this state and reports what they hold. */
  show(input: AgentLayersInput): DrawnSummary;
  finalize(): void;
}

export function createAgentOverlay(): AgentOverlay {
  const overlay = new MapboxOverlay({ interleaved: false, layers: [] });
  let handedOver: Layer[] = [];
  return {
    control: overlay,
    show(input) {
      const layers = buildAgentLayers(input);
      handedOver = retainLayers(layers, handedOver);
      overlay.setProps({ layers: handedOver });
      // What is shown, not what is kept hidden: the map's data-* attributes describe the picture.
      return summarizeLayers(layers);
    },
    finalize: () => overlay.finalize(),
  };
}
