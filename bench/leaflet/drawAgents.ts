// The drawing of the app this product replaced: Leaflet's defaults (the SVG renderer), one circle marker
// and one dashed line to London per agent, and a Leaflet.heat layer, all added at once.
import L from 'leaflet';
// leaflet.heat is a plain script that extends the global `L` Leaflet sets when it loads, so it must be
// imported after Leaflet (imports run in order).
import 'leaflet.heat';
import 'leaflet/dist/leaflet.css';
import type { LeafletAgent } from './agents.ts';

const LONDON: L.LatLngTuple = [51.50853, -0.12574];

export interface Drawing {
  markers: number;
  lines: number;
  heat: boolean;
}

/** Replaces what `group` holds with the agents' markers, lines and (when asked) heat; fits the view first. */
export function drawAgents(
  map: L.Map,
  group: L.LayerGroup,
  agents: readonly LeafletAgent[],
  heat: boolean,
): Drawing {
  group.clearLayers();
  if (agents.length === 0) return { markers: 0, lines: 0, heat: false };
  // The view is set before the layers are added, so each path is projected once, at the final zoom.
  const bounds = L.latLngBounds(agents.map((agent): L.LatLngTuple => [agent.lat, agent.lng]));
  map.fitBounds(bounds, { animate: false, padding: [20, 20] });
  for (const agent of agents) {
    const at: L.LatLngTuple = [agent.lat, agent.lng];
    L.polyline([at, LONDON], { color: '#00e5ff', weight: 1, opacity: 0.4, dashArray: '4 6' }).addTo(group);
    L.circleMarker(at, { radius: 4, color: '#ff00aa', weight: 1, fillOpacity: 0.8 }).addTo(group);
  }
  if (heat) {
    L.heatLayer(
      agents.map((agent): [number, number] => [agent.lat, agent.lng]),
      { radius: 20 },
    ).addTo(group);
  }
  return { markers: agents.length, lines: agents.length, heat };
}
