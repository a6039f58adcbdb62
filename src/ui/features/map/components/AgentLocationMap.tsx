// A small map of where the agent is (issue 20): the offline basemap and one marker, nothing fetched
// from elsewhere. Loaded after the dossier has painted (the route imports it lazily), and removed
// with the profile.
import { useEffect, useRef } from 'react';
import type { Agent } from '../../../../shared/types.ts';
import { maplibregl } from '../maplibre.ts';
import { buildMapStyle } from '../style.ts';

/** Close enough to read the district, far enough to see the city around it. */
const ZOOM = 10;
const CANVAS_LABEL = 'Where the agent is. Drag to pan, scroll to zoom.';

export default function AgentLocationMap({ agent }: { agent: Pick<Agent, 'lat' | 'lng' | 'city'> }) {
  const container = useRef<HTMLDivElement>(null);
  const { lat, lng } = agent;
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const map = new maplibregl.Map({
      container: element,
      style: buildMapStyle({
        remote: { kind: 'none' },
        basemapBaseUrl: new URL(import.meta.env.BASE_URL, window.location.href).href,
      }),
      center: [lng, lat],
      zoom: ZOOM,
      attributionControl: false,
      locale: { 'Map.Title': CANVAS_LABEL },
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      // The page scrolls under a small map: only a deliberate gesture zooms it.
      cooperativeGestures: true,
    });
    map.addControl(new maplibregl.AttributionControl({ compact: true }), 'bottom-right');
    const marker = document.createElement('div');
    marker.className = 'location-map__marker';
    new maplibregl.Marker({ element: marker }).setLngLat([lng, lat]).addTo(map);
    return () => map.remove();
  }, [lat, lng]);
  return (
    <section className="location-map" aria-label={`Map: the agent in ${agent.city}`}>
      <div ref={container} className="location-map__canvas" />
    </section>
  );
}
