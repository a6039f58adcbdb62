// The chain of command on the map (issue 47): a line from each agent on the map to its handler, for a
// linked mission's agents. Only agents both on the map (revealed, and kept by the filter) are joined, so
// every line's two ends are markers the visitor can see and touch.
import type { AgentTextField } from '../../../shared/agentFields.ts';

/** Straight lines, agent → handler: 4 numbers each (agent lng, lat, then handler lng, lat). */
export interface ChainLinks {
  readonly length: number;
  readonly positions: Float64Array;
}

/** What the lines are read from: the mission's coordinates (lng, lat per agent) and its agents' keys. */
export interface ChainSource {
  readonly positions: Float64Array;
  value(field: AgentTextField, index: number): string;
}

/**
 * The lines from each agent on the map to its handler: agents 0 … revealed − 1, or those `shown` lists
 * (a filter's, in mission order). An agent without a handler (a director), or whose handler is not on
 * the map, has none.
 *
 * @example chainLinksOf(results, 40, null).length // agents whose handler is among the 40
 */
export function chainLinksOf(source: ChainSource, revealed: number, shown: Uint32Array | null): ChainLinks {
  const count = shown === null ? revealed : shown.length;
  let onMap: Uint8Array | null = null;
  if (shown !== null) {
    onMap = new Uint8Array(revealed);
    for (const index of shown) if (index < revealed) onMap[index] = 1;
  }
  const positions = new Float64Array(count * 4);
  let length = 0;
  for (let k = 0; k < count; k++) {
    const agent = shown === null ? k : (shown[k] as number);
    if (agent >= revealed) continue;
    const text = source.value('handlerId', agent);
    if (text === '') continue;
    const handler = Number(text);
    if (!(handler >= 0 && handler < revealed) || (onMap !== null && onMap[handler] !== 1)) continue;
    const at = length * 4;
    positions[at] = source.positions[agent * 2] as number;
    positions[at + 1] = source.positions[agent * 2 + 1] as number;
    positions[at + 2] = source.positions[handler * 2] as number;
    positions[at + 3] = source.positions[handler * 2 + 1] as number;
    length++;
  }
  return { length, positions: positions.subarray(0, length * 4) };
}
