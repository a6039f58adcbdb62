// The reference page of `npm run bench:browser`: a small React page with Leaflet, like the app this
// product replaced. A search box and a Search button; `?count=N` sets how many agents a search makes
// (default 12), and `?q=paris&count=N` searches on load, as a mission link does. `heat=0` leaves the heat
// layer off. It writes what it has drawn on the map's element (data-markers, data-lines, data-heat), as
// the product does, so the benchmark detects "all drawn" on both pages the same way.
import L from 'leaflet';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { makeAgents } from './agents.ts';
import { drawAgents } from './drawAgents.ts';
import { geocode } from './geocode.ts';

const params = new URLSearchParams(location.search);
const COUNT = Math.max(1, Number(params.get('count') ?? 12) || 12);
const SEED = Number(params.get('seed') ?? 7) || 7;
const HEAT = params.get('heat') !== '0';
const LINKED_QUERY = params.get('q');

function App() {
  const [query, setQuery] = useState(LINKED_QUERY ?? '');
  const [status, setStatus] = useState('');
  const elementRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: L.Map; group: L.LayerGroup } | null>(null);

  async function search(text: string) {
    const current = mapRef.current;
    const element = elementRef.current;
    if (current === null || element === null) return;
    setStatus('Searching…');
    const place = await geocode(text);
    if (place === null) {
      setStatus(`No place named “${text}”.`);
      return;
    }
    const agents = makeAgents(place, COUNT, SEED);
    const drawn = drawAgents(current.map, current.group, agents, HEAT);
    element.dataset['markers'] = String(drawn.markers);
    element.dataset['lines'] = String(drawn.lines);
    element.dataset['heat'] = drawn.heat ? 'on' : 'off';
    setStatus(`${agents.length.toLocaleString('en')} agents in ${place.name}`);
  }

  useEffect(() => {
    const element = elementRef.current;
    if (element === null) return undefined;
    // Leaflet's defaults: the SVG renderer, no tile layer (no tile host is reachable where it is measured).
    const map = L.map(element, { center: [50, 2], zoom: 5 });
    mapRef.current = { map, group: L.layerGroup().addTo(map) };
    if (LINKED_QUERY !== null && LINKED_QUERY.trim() !== '') void search(LINKED_QUERY);
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // Once, on mount: the link's search runs when the map exists.
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (query.trim() !== '') void search(query);
  }

  return (
    <div className="page">
      <form onSubmit={onSubmit}>
        <input
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Enter city or keyword..."
          aria-label="Enter city or keyword..."
        />
        <button type="submit">Search</button>
        <span role="status">{status}</span>
      </form>
      <div
        ref={elementRef}
        className="map"
        role="region"
        aria-label="Map"
        data-markers="0"
        data-lines="0"
        data-heat="off"
      />
    </div>
  );
}

const root = document.getElementById('root');
if (root !== null) createRoot(root).render(<App />);
