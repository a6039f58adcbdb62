// PLACEHOLDER until the map lands: the props contract the dashboard renders against.
import type { Agent } from '../../shared/types.ts';

export interface AgentMapProps {
  /** Agents revealed so far, in reveal order; each gets a marker. */
  agents: readonly Agent[];
  /** Heat layer shown for the current agents. */
  showHeat: boolean;
  /** The search has completed: fit the map to all agents (padding 50) and draw lines from London. */
  completed: boolean;
}

export default function AgentMap(props: AgentMapProps) {
  return <div role="region" aria-label="Map" data-agents={props.agents.length} />;
}
