// leaflet.heat ships no types: the one factory this page calls, added to Leaflet's namespace.
import 'leaflet';

declare module 'leaflet' {
  interface HeatLayerOptions {
    radius?: number;
    blur?: number;
    maxZoom?: number;
    max?: number;
    minOpacity?: number;
    gradient?: Record<number, string>;
  }
  function heatLayer(latlngs: [number, number][], options?: HeatLayerOptions): Layer;
}
