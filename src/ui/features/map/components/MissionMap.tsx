// The dashboard's map of the mission on screen. It makes the map's input once (useMapInput) and hands it
// to both pictures of it: the map itself, loaded lazily (React.lazy) so that MapLibre, deck.gl and
// everything they pull in stay out of the main bundle, and the 2D sketch that stands in for it until it
// has drawn (MapSketch).
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import type { AgentMapProps } from './AgentMap.tsx';
import { MapSketch } from './MapSketch.tsx';
import { useMapInput, type MissionOnMap } from '../hooks/useMapInput.ts';

// maplibre-gl and deck.gl are most of the app's weight: only this screen downloads them.
const AgentMap = lazy(() => import('./AgentMap.tsx'));

const MAP_LOADING = <p className="dashboard__map-message">Loading map…</p>;

/** The map's error fallback; it ends the sketch, which no longer stands in for a map to come. */
function MapUnavailable({ onShown }: { onShown(): void }) {
  useEffect(onShown, [onShown]);
  return <p className="dashboard__map-message">Map unavailable. Results still appear below.</p>;
}

export interface MissionMapProps
  extends
    MissionOnMap,
    Pick<AgentMapProps, 'mission' | 'selected' | 'highlighted' | 'onSelect' | 'pictureName'> {
  /** Whether the map's code may load yet (useIndexFirst): until then "Loading map…" and the sketch show. */
  mayLoad: boolean;
}

export function MissionMap({
  results,
  revealed,
  matches,
  heatShown,
  completed,
  chainShown,
  mission,
  selected,
  highlighted,
  onSelect,
  pictureName,
  mayLoad,
}: MissionMapProps) {
  const input = useMapInput({ results, revealed, matches, heatShown, completed, chainShown });
  // Until the map has drawn what it is asked to once, a 2D sketch of the same drawing stands in for it
  // (MapSketch): a mission link's agents show with its table, not when the map's code has started. A map
  // that fails ends it too: its message says so.
  const [sketchDone, setSketchDone] = useState(false);
  const endSketch = useCallback(() => setSketchDone(true), []);
  return (
    <>
      <ErrorBoundary label="Map" fallback={<MapUnavailable onShown={endSketch} />}>
        <Suspense fallback={MAP_LOADING}>
          {mayLoad ? (
            <AgentMap
              input={input}
              results={results}
              mission={mission}
              selected={selected}
              highlighted={highlighted}
              onSelect={onSelect}
              pictureName={pictureName}
              onShowsAll={endSketch}
            />
          ) : (
            MAP_LOADING
          )}
        </Suspense>
      </ErrorBoundary>
      {!sketchDone && input.points.length > 0 && <MapSketch input={input} />}
    </>
  );
}
