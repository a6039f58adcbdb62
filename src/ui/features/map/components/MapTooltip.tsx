// What the map says about the agents under the pointer, and about the selected agent.
//
// The hover tooltip follows the pointer and lists who is there: one agent's codename, name, profession
// and city; where a marker stands for several agents (a bulk mission draws a screen sample), how many
// and the first few. It never takes the pointer:
// it is only read (role "tooltip"). The selected agent's card stays by its marker and offers "Open profile".
//
// Both are kept inside the map: placed beside their point, and moved to the other side when they would
// cross the map's edge.
import { useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';

/** The fields a tooltip shows of an agent. */
export interface AgentSummary {
  index: number;
  codename: string;
  fullName: string;
  profession: string;
  city: string;
}

/** Agents listed by name in a tooltip; the rest are counted. */
export const TOOLTIP_LISTED = 4;

/** Gap between the point and the tooltip, in CSS pixels. */
const OFFSET_PX = 14;

/**
 * Places `element` beside container point (x, y): below right, or above / to the left when it would
 * cross the container's edge. Written to the DOM directly, so a camera move can call it every frame.
 */
export function placeInside(element: HTMLElement, x: number, y: number): void {
  const container = element.offsetParent;
  const width = container instanceof HTMLElement ? container.clientWidth : window.innerWidth;
  const height = container instanceof HTMLElement ? container.clientHeight : window.innerHeight;
  const { offsetWidth, offsetHeight } = element;
  let left = x + OFFSET_PX;
  let top = y + OFFSET_PX;
  if (left + offsetWidth > width) left = x - OFFSET_PX - offsetWidth;
  if (top + offsetHeight > height) top = y - OFFSET_PX - offsetHeight;
  element.style.left = `${Math.max(0, Math.min(left, width - offsetWidth))}px`;
  element.style.top = `${Math.max(0, Math.min(top, height - offsetHeight))}px`;
}

function usePlacement(ref: RefObject<HTMLElement | null>, x: number, y: number, content: unknown): void {
  useLayoutEffect(() => {
    if (ref.current) placeInside(ref.current, x, y);
  }, [ref, x, y, content]);
}

function AgentLines({ agent }: { agent: AgentSummary }) {
  return (
    <>
      <strong className="map-tooltip__codename">{agent.codename}</strong>
      <span className="map-tooltip__name">{agent.fullName}</span>
      <span className="map-tooltip__detail">
        {agent.profession} · {agent.city}
      </span>
    </>
  );
}

export interface HoverTooltipProps {
  /** The first agents under the pointer (at most TOOLTIP_LISTED), nearest first. */
  agents: readonly AgentSummary[];
  /** How many agents are under the pointer in all. */
  total: number;
  x: number;
  y: number;
}

export function HoverTooltip({ agents, total, x, y }: HoverTooltipProps) {
  const ref = useRef<HTMLDivElement>(null);
  usePlacement(ref, x, y, agents);
  const [first] = agents;
  if (first === undefined) return null;
  return (
    <div ref={ref} className="map-tooltip" role="tooltip" data-map-overlay="">
      {total === 1 ? (
        <AgentLines agent={first} />
      ) : (
        <>
          <strong className="map-tooltip__count">{total.toLocaleString('en')} agents here</strong>
          <ul className="map-tooltip__list">
            {agents.map((agent) => (
              <li key={agent.index}>
                <AgentLines agent={agent} />
              </li>
            ))}
          </ul>
          {total > agents.length && (
            <span className="map-tooltip__more">and {(total - agents.length).toLocaleString('en')} more</span>
          )}
        </>
      )}
    </div>
  );
}

export interface SelectedCardProps {
  agent: AgentSummary;
  /** Where the agent's marker is now; null while it is off the map. */
  at: readonly [x: number, y: number];
  /** The "Open profile" link, made by the caller (it knows the mission). */
  openProfile: ReactNode;
  onClose(): void;
  /** The element, for the map to move it as the camera moves (placeInside). */
  cardRef: RefObject<HTMLDivElement | null>;
}

export function SelectedCard({ agent, at, openProfile, onClose, cardRef }: SelectedCardProps) {
  usePlacement(cardRef, at[0], at[1], agent);
  return (
    <div
      ref={cardRef}
      className="map-tooltip map-tooltip--selected"
      role="group"
      aria-label={`Selected agent ${agent.codename}`}
      data-map-overlay=""
    >
      <AgentLines agent={agent} />
      <div className="map-tooltip__actions">
        {openProfile}
        <button type="button" className="map-tooltip__close" aria-label="Clear selection" onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}
