// The dashboard's full-screen map. The dashboard lazy-loads this module (React.lazy), so MapLibre, deck.gl
// and everything they pull in stay out of the login screen's download.
//
// This module itself is small: on mount it imports the MapLibre side and the deck.gl side at once, as two
// chunks fetched in parallel (each about a megabyte or less) rather than one waterfall of both.
//
// React owns two elements: the labelled region, which carries the data-* attributes end-to-end tests read,
// and MapLibre's container inside it. Everything else belongs to AgentMapController.
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { AgentMapController, AgentMapStatus } from '../agentMapController.ts';
import type { AgentMapInput } from '../mapDecisions.ts';
import { NO_POINTS, type AgentPoints } from '../points.ts';
import { MAP_CONFIG } from '../config.ts';
import { MapLegend } from './MapLegend.tsx';

export interface AgentMapProps {
  /** Coordinates of the agents revealed so far, in reveal order; each gets a marker. */
  points: AgentPoints;
  /** Heat layer shown for the current agents. */
  showHeat: boolean;
  /** The search has completed: fit the map to all agents (padding 50) and draw lines from London. */
  completed: boolean;
}

const FILL: CSSProperties = { position: 'absolute', inset: 0 };

/**
 * Written straight to the DOM from the controller's frame rather than through React state: the attributes
 * then describe exactly the layers deck was handed in that frame, and a search streaming in agents costs no
 * extra renders.
 */
function writeStatus(element: HTMLElement, status: AgentMapStatus): void {
  element.dataset['markers'] = String(status.markers);
  element.dataset['lines'] = String(status.lines);
  element.dataset['markersDrawn'] = String(status.markersDrawn);
  element.dataset['linesDrawn'] = String(status.linesDrawn);
  element.dataset['heat'] = status.heat ? 'on' : 'off';
  element.dataset['mapReady'] = String(status.ready);
  element.dataset['basemap'] = status.basemap;
}

function loadMapModules() {
  return Promise.all([import('../agentMapController.ts'), import('../agentOverlay.ts')]);
}

export default function AgentMap({ points, showHeat, completed }: AgentMapProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<AgentMapController | null>(null);
  // Props that arrive while the modules load, for the controller's first frame.
  const inputRef = useRef<AgentMapInput>({ points: NO_POINTS, showHeat: false, completed: false });
  // A chunk that fails to load (or a map that cannot start) is rethrown while rendering, so the dashboard's
  // error boundary can show its fallback instead of an empty rectangle.
  const [failure, setFailure] = useState<unknown>(null);
  if (failure !== null) throw failure;

  useEffect(() => {
    const region = regionRef.current;
    const container = containerRef.current;
    if (!region || !container) return undefined;
    let controller: AgentMapController | null = null;
    let unmounted = false;
    loadMapModules().then(
      ([{ AgentMapController }, { createAgentOverlay }]) => {
        if (unmounted) return;
        try {
          controller = new AgentMapController({
            container,
            overlay: createAgentOverlay(),
            config: MAP_CONFIG,
            basemapBaseUrl: new URL(import.meta.env.BASE_URL, window.location.href).href,
            onStatus: (status) => writeStatus(region, status),
          });
        } catch (error) {
          setFailure(error);
          return;
        }
        controllerRef.current = controller;
        controller.update(inputRef.current);
      },
      (error: unknown) => {
        if (!unmounted) setFailure(error);
      },
    );
    return () => {
      unmounted = true;
      controllerRef.current = null;
      controller?.destroy();
    };
  }, []);

  useEffect(() => {
    inputRef.current = { points, showHeat, completed };
    controllerRef.current?.update(inputRef.current);
  }, [points, showHeat, completed]);

  return (
    <div
      ref={regionRef}
      role="region"
      aria-label="Map"
      data-markers="0"
      data-lines="0"
      data-markers-drawn="0"
      data-lines-drawn="0"
      data-heat="off"
      data-map-ready="false"
      data-basemap="loading"
      style={FILL}
    >
      <div ref={containerRef} style={FILL} />
      <MapLegend showHeat={showHeat} />
    </div>
  );
}
