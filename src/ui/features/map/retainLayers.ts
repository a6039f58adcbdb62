// Keeps deck.gl layers alive across the moments they are not shown.
//
// A search clears the heat layer and the lines until it completes, and the heat switch takes the heat layer
// away. Left out of deck's list, a layer is finalized, and built afresh when it comes back; luma.gl 9.4
// does not free everything a finalized layer held (its models' vertex arrays, its textures' samplers and
// views), so every search would leave some behind (see tests/e2e/memory.spec.ts). A layer that is only
// hidden keeps what it has and draws nothing; it is rebuilt only if its type changes.
import type { Layer } from '@deck.gl/core';

/**
 * The layers to hand deck: `layers` as built for this state, plus a hidden copy of each layer handed over
 * before (in `previous`) that is missing now. Hidden layers draw nothing, so where they go in the list does
 * not matter; they go first (bottom).
 *
 * @example retainLayers([markers], [heat, lines, markers]) // [heat (hidden), lines (hidden), markers]
 */
export function retainLayers(layers: readonly Layer[], previous: readonly Layer[]): Layer[] {
  const present = new Set(layers.map((layer) => layer.id));
  const retired = previous
    .filter((layer) => !present.has(layer.id))
    .map((layer) => (layer.props.visible === false ? layer : layer.clone({ visible: false })));
  return [...retired, ...layers];
}
