// MapLibre, set up once for every map of the app (the dashboard's, the profile's): its stylesheet and
// its worker. MapLibre finds its worker next to its own module, which a bundle does not keep. Vite
// emits the worker file as an asset instead, and MapLibre is told where it went.
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

maplibregl.setWorkerUrl(maplibreWorkerUrl);

export { maplibregl };
