// The dashboard's full-screen map. MissionMap lazy-loads this module (React.lazy), so MapLibre, deck.gl
// and everything they pull in stay out of the login screen's download.
//
// This module itself is small: on mount it imports the MapLibre side and the deck.gl side at once, as two
// chunks fetched in parallel (each about a megabyte or less) rather than one waterfall of both.
//
// React owns the labelled region, which carries the data-* attributes end-to-end tests read, MapLibre's
// container inside it, and what is drawn over the map: the legend, the tooltips and the picture export.
// Everything inside MapLibre's container belongs to AgentMapController.
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import type { AgentMapController } from '../agentMapController.ts';
import type { AgentMapStatus } from '../mapStatus.ts';
import type { MapPointer } from '../picking.ts';
import { mapShowsAll, type AgentMapInput } from '../mapDecisions.ts';
import { NO_POINTS, type AgentPoints } from '../points.ts';
import { MAP_CONFIG } from '../config.ts';
import { NOTHING_DRAWN, writeDrawn } from '../drawnAttributes.ts';
import type { LngLat } from '../constants.ts';
import { MapLegend } from './MapLegend.tsx';
import { HoverTooltip, SelectedCard, TOOLTIP_LISTED, placeInside, type AgentSummary } from './MapTooltip.tsx';
import type { AgentResults } from '../../../mission/agentResults.ts';
import { profileState } from '../../../mission/profileLink.ts';
import type { MissionKey } from '../../../../shared/missionKey.ts';
import { saveFile } from '../../../lib/saveFile.ts';

export interface AgentMapProps {
  /**
   * What to draw (useMapInput): the agents revealed so far, or a filter's, each with a marker; the heat;
   * and, once the search has completed, the fit to all of them and the lines from London.
   */
  input: AgentMapInput;
  /** The mission's agents, for what the tooltips say of them; null while there is none. */
  results?: AgentResults | null;
  /** The mission, for the profile link of the selected agent. */
  mission?: MissionKey | null;
  /** Ringed in yellow, with a card offering its profile. */
  selected?: number | null;
  /** Ringed in blue: the agent whose row is under the pointer or the focus. */
  highlighted?: number | null;
  /** A click on a marker selects its nearest agent; a click beside every marker clears the selection. */
  onSelect?(index: number | null): void;
  /** Name of the file "Export Map PNG" saves. */
  pictureName?: string;
  /** Called once the map shows everything it was asked to, on its basemap (see mapShowsAll). */
  onShowsAll?(): void;
}

interface Hover {
  /** The points the agents were found among: a hover over older points is stale. */
  points: AgentPoints;
  agents: readonly number[];
  x: number;
  y: number;
}

function summaryOf(results: AgentResults, index: number): AgentSummary {
  return {
    index,
    codename: results.value('codename', index),
    fullName: results.value('fullName', index),
    profession: results.value('profession', index),
    city: results.value('city', index),
  };
}

function positionOf(results: AgentResults | null, index: number | null): LngLat | null {
  if (results === null || index === null || index < 0 || index >= results.length) return null;
  return [results.positions[index * 2] as number, results.positions[index * 2 + 1] as number];
}

const FILL: CSSProperties = { position: 'absolute', inset: 0 };

/**
 * Written straight to the DOM from the controller's frame rather than through React state: the attributes
 * then describe exactly the layers deck was handed in that frame, and a search streaming in agents costs no
 * extra renders.
 */
function writeStatus(element: HTMLElement, status: AgentMapStatus): void {
  writeDrawn(element, status);
  element.dataset['mapReady'] = String(status.ready);
  element.dataset['basemap'] = status.basemap;
  element.dataset['chain'] = String(status.chainDrawn);
}

function loadMapModules() {
  return Promise.all([import('../agentMapController.ts'), import('../agentOverlay.ts')]);
}

export default function AgentMap({
  input,
  results = null,
  mission = null,
  selected = null,
  highlighted = null,
  onSelect,
  pictureName = 'map-silent-directory.png',
  onShowsAll,
}: AgentMapProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<AgentMapController | null>(null);
  // Props that arrive while the modules load, for the controller's first frame.
  const inputRef = useRef<AgentMapInput>({ points: NO_POINTS, showHeat: false, completed: false });
  const [hover, setHover] = useState<Hover | null>(null);
  const [pictureMessage, setPictureMessage] = useState('');
  const [exporting, setExporting] = useState(false);
  // The picture needs a drawn basemap: the button waits for the map to be ready.
  const [ready, setReady] = useState(false);
  // Where the selected agent's marker is on screen: set when it is selected, then followed by moving the
  // card directly (placeInside) as the camera moves, without a React render per frame.
  const [selectedAt, setSelectedAt] = useState<readonly [number, number] | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const selectedRef = useRef<LngLat | null>(null);
  const highlightedRef = useRef<LngLat | null>(null);
  const onSelectRef = useRef(onSelect);
  const onShowsAllRef = useRef(onShowsAll);
  useEffect(() => {
    onSelectRef.current = onSelect;
    onShowsAllRef.current = onShowsAll;
  }, [onSelect, onShowsAll]);
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
            onStatus: (status) => {
              writeStatus(region, status);
              setReady(status.ready);
              if (mapShowsAll(status, inputRef.current)) onShowsAllRef.current?.();
            },
            onPointer: (pointer: MapPointer | null) => {
              const next =
                pointer === null || pointer.agents.length === 0
                  ? null
                  : { ...pointer, points: inputRef.current.points };
              // Rendered within the mousemove: Chromium dispatches it at the start of a frame, so the
              // tooltip is drawn in that frame rather than after a scheduled render in the next one.
              // Hiding it needs no such haste, and comes from a camera move too, which a completed
              // search starts inside a React effect, where flushSync is refused.
              if (next === null) setHover(null);
              else flushSync(() => setHover(next));
              container.style.cursor = pointer !== null && pointer.agents.length > 0 ? 'pointer' : '';
            },
            onPick: (pointer: MapPointer) => onSelectRef.current?.(pointer.agents[0] ?? null),
            onFailure: (error: unknown) => {
              if (!unmounted) setFailure(error);
            },
            onCameraMove: () => {
              const at = selectedRef.current;
              const card = cardRef.current;
              if (at === null || card === null || controller === null) return;
              const [x, y] = controller.project(at);
              placeInside(card, x, y);
            },
          });
        } catch (error) {
          setFailure(error);
          return;
        }
        controllerRef.current = controller;
        controller.update(inputRef.current);
        controller.setMarks({ selected: selectedRef.current, highlighted: highlightedRef.current });
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
    inputRef.current = input;
    controllerRef.current?.update(input);
  }, [input]);

  const selectedPosition = positionOf(results, selected);
  const highlightedPosition = positionOf(results, highlighted);
  const [selectedLng, selectedLat] = selectedPosition ?? [NaN, NaN];
  const [highlightedLng, highlightedLat] = highlightedPosition ?? [NaN, NaN];
  // Rings for the selected and the highlighted agent; the selected one is also brought into view.
  useEffect(() => {
    const controller = controllerRef.current;
    const selectedAt: LngLat | null = Number.isNaN(selectedLng) ? null : [selectedLng, selectedLat];
    const highlightedAt: LngLat | null = Number.isNaN(highlightedLng)
      ? null
      : [highlightedLng, highlightedLat];
    selectedRef.current = selectedAt;
    highlightedRef.current = highlightedAt;
    controller?.setMarks({ selected: selectedAt, highlighted: highlightedAt });
  }, [selectedLng, selectedLat, highlightedLng, highlightedLat]);
  useEffect(() => {
    const controller = controllerRef.current;
    if (Number.isNaN(selectedLng) || controller === null) {
      setSelectedAt(null);
      return;
    }
    controller.bringIntoView([selectedLng, selectedLat]);
    setSelectedAt(controller.project([selectedLng, selectedLat]));
  }, [selectedLng, selectedLat]);

  // Escape puts the tooltip away (the dashboard clears the selection on the same key).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHover(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const exportPicture = useCallback(async () => {
    const controller = controllerRef.current;
    if (controller === null || exporting) return;
    setExporting(true);
    setPictureMessage('Drawing the map…');
    try {
      saveFile(await controller.exportPng(), pictureName);
      setPictureMessage(`Saved ${pictureName}`);
    } catch (error) {
      console.warn('Map picture failed:', error);
      setPictureMessage('The map picture could not be made. Try again.');
    } finally {
      setExporting(false);
    }
  }, [exporting, pictureName]);

  // A hover found among other points (a filter changed under the pointer) names the wrong agents.
  const hoverSummaries =
    hover !== null && hover.points === input.points && results !== null
      ? hover.agents.slice(0, TOOLTIP_LISTED).map((index) => summaryOf(results, index))
      : [];

  return (
    <div
      ref={regionRef}
      role="region"
      aria-label="Map"
      {...NOTHING_DRAWN}
      data-map-ready="false"
      data-basemap="loading"
      style={FILL}
    >
      <div ref={containerRef} style={FILL} />
      <MapLegend showHeat={input.showHeat} />
      <div className="map-tools" data-map-overlay="">
        <button
          type="button"
          className="button button--small"
          disabled={exporting || !ready}
          onClick={() => void exportPicture()}
        >
          Export Map PNG
        </button>
        <p className="map-tools__message" aria-live="polite">
          {pictureMessage}
        </p>
      </div>
      {hover !== null && hoverSummaries.length > 0 && (
        <HoverTooltip agents={hoverSummaries} total={hover.agents.length} x={hover.x} y={hover.y} />
      )}
      {selected !== null && results !== null && selectedAt !== null && selected < results.length && (
        <SelectedCard
          agent={summaryOf(results, selected)}
          at={selectedAt}
          cardRef={cardRef}
          onClose={() => onSelect?.(null)}
          openProfile={
            <Link
              href="/profile"
              state={profileState(results, mission, selected)}
              className="map-tooltip__open"
            >
              Open profile
            </Link>
          }
        />
      )}
    </div>
  );
}
