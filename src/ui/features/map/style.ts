// The MapLibre style, built in one place. Bottom to top: a dark sea, Natural Earth land and borders, labels
// of the largest places, then the remote basemap. The remote tiles are opaque, so when they load they cover
// the offline basemap (their own labels included); when they fail, the offline basemap is what shows.
//
// Labels need no glyph server: a style without `glyphs` makes MapLibre draw text locally with the browser's
// fonts (TinySDF), listed in text-font as a CSS fallback list. That keeps labels working offline and keeps
// them in MapLibre's stack, under the remote tiles, so they never double up with CARTO's own labels.
import type {
  LayerSpecification,
  SourceSpecification,
  SpriteSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import type { RemoteBasemap } from './config.ts';
import { BASEMAP_COLORS, BASEMAP_PATHS, MAX_ZOOM, REMOTE_STYLE_TIMEOUT_MS } from './constants.ts';

export const SOURCE_IDS = {
  land: 'offline-land',
  borders: 'offline-borders',
  labels: 'offline-labels',
  remote: 'remote-basemap',
} as const;

export const LAYER_IDS = {
  background: 'offline-background',
  land: 'offline-land',
  borders: 'offline-borders',
  labels: 'offline-labels',
  remote: 'remote-basemap',
} as const;

export const NATURAL_EARTH_ATTRIBUTION =
  'Made with <a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener">Natural Earth</a>';
export const GEONAMES_ATTRIBUTION =
  'Places: <a href="https://www.geonames.org/" target="_blank" rel="noopener">GeoNames</a>';

/** Local fonts, tried in order; MapLibre adds sans-serif as the last resort. */
export const LABEL_FONTS = ['Helvetica Neue', 'Arial', 'Liberation Sans', 'DejaVu Sans'];

/**
 * Natural Earth 1:50m is far coarser than a zoom-8 tile; slicing it finer only costs worker time, and
 * MapLibre overzooms the zoom-8 tiles beyond that.
 */
const OFFLINE_SOURCE_MAX_ZOOM = 8;

export interface StyleOptions {
  remote: RemoteBasemap;
  /** Absolute URL the basemap paths are resolved against: the app's base URL. */
  basemapBaseUrl: string;
}

function offlineSources(basemapBaseUrl: string, withLabels: boolean): Record<string, SourceSpecification> {
  const url = (path: string): string => new URL(path, basemapBaseUrl).href;
  const sources: Record<string, SourceSpecification> = {
    [SOURCE_IDS.land]: {
      type: 'geojson',
      data: url(BASEMAP_PATHS.land),
      maxzoom: OFFLINE_SOURCE_MAX_ZOOM,
      attribution: NATURAL_EARTH_ATTRIBUTION,
    },
    [SOURCE_IDS.borders]: {
      type: 'geojson',
      data: url(BASEMAP_PATHS.borders),
      maxzoom: OFFLINE_SOURCE_MAX_ZOOM,
      attribution: NATURAL_EARTH_ATTRIBUTION,
    },
  };
  if (withLabels) {
    sources[SOURCE_IDS.labels] = {
      type: 'geojson',
      data: url(BASEMAP_PATHS.labels),
      attribution: GEONAMES_ATTRIBUTION,
    };
  }
  return sources;
}

function offlineLayers(withLabels: boolean): LayerSpecification[] {
  const layers: LayerSpecification[] = [
    { id: LAYER_IDS.background, type: 'background', paint: { 'background-color': BASEMAP_COLORS.water } },
    {
      id: LAYER_IDS.land,
      type: 'fill',
      source: SOURCE_IDS.land,
      paint: { 'fill-color': BASEMAP_COLORS.land, 'fill-antialias': true },
    },
    {
      id: LAYER_IDS.borders,
      type: 'line',
      source: SOURCE_IDS.borders,
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': BASEMAP_COLORS.border,
        'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 6, 1.2],
      },
    },
  ];
  if (withLabels) {
    layers.push({
      id: LAYER_IDS.labels,
      type: 'symbol',
      source: SOURCE_IDS.labels,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': LABEL_FONTS,
        'text-size': ['interpolate', ['linear'], ['zoom'], 2, 10, 6, 13, 10, 15],
        // Rank 1 is the most populous place: it wins when labels collide.
        'symbol-sort-key': ['get', 'rank'],
        'text-max-width': 8,
        'text-padding': 6,
      },
      paint: {
        'text-color': BASEMAP_COLORS.label,
        'text-halo-color': BASEMAP_COLORS.labelHalo,
        'text-halo-width': 1.2,
      },
    });
  }
  return layers;
}

/**
 * The style the map starts with: the offline basemap, plus the remote raster tiles when configured. A remote
 * style URL is not part of it; it is fetched afterwards and merged with mergeRemoteStyle, so the offline
 * basemap draws at once and stays if the URL never answers.
 *
 * @example buildMapStyle({ remote: { kind: 'none' }, basemapBaseUrl: 'http://localhost/' }).layers.length // 4
 */
export function buildMapStyle({ remote, basemapBaseUrl }: StyleOptions): StyleSpecification {
  const sources = offlineSources(basemapBaseUrl, true);
  const layers = offlineLayers(true);
  if (remote.kind === 'raster') {
    sources[SOURCE_IDS.remote] = {
      type: 'raster',
      tiles: remote.tiles,
      tileSize: 256,
      maxzoom: MAX_ZOOM,
      ...(remote.attribution ? { attribution: remote.attribution } : {}),
    };
    layers.push({
      id: LAYER_IDS.remote,
      type: 'raster',
      source: SOURCE_IDS.remote,
      paint: { 'raster-fade-duration': 150 },
    });
  }
  return { version: 8, name: 'The Silent Directory (dark)', sources, layers };
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Resolves a URL from a remote style against the style's own URL, as MapLibre would resolve it against the
 * page. Template braces ({z}, {fontstack}) survive: URL parsing percent-encodes them, so they are restored.
 */
export function resolveStyleUrl(url: string, styleUrl: string): string {
  if (ABSOLUTE_URL.test(url)) return url;
  return new URL(url, styleUrl).href.replaceAll('%7B', '{').replaceAll('%7D', '}');
}

function resolveSource(source: SourceSpecification, styleUrl: string): SourceSpecification {
  const resolved = { ...source } as SourceSpecification & { url?: unknown; tiles?: unknown; data?: unknown };
  if (typeof resolved.url === 'string') resolved.url = resolveStyleUrl(resolved.url, styleUrl);
  if (Array.isArray(resolved.tiles)) {
    resolved.tiles = resolved.tiles.map((tile: unknown) =>
      typeof tile === 'string' ? resolveStyleUrl(tile, styleUrl) : tile,
    );
  }
  if (resolved.type === 'geojson' && typeof resolved.data === 'string') {
    resolved.data = resolveStyleUrl(resolved.data, styleUrl);
  }
  return resolved;
}

function resolveSprite(sprite: SpriteSpecification, styleUrl: string): SpriteSpecification {
  if (typeof sprite === 'string') return resolveStyleUrl(sprite, styleUrl);
  return sprite.map((entry) => ({ ...entry, url: resolveStyleUrl(entry.url, styleUrl) }));
}

/**
 * Puts the offline basemap under a remote MapLibre style. The remote style's background layers are dropped,
 * since an opaque background would hide the offline basemap whenever the remote tiles fail. Offline labels
 * are kept only when the remote style has no glyph server: with one, MapLibre would ask that server for our
 * local font names, and the remote style brings its own labels anyway.
 *
 * @example mergeRemoteStyle(remote, offline, 'https://tiles.example/style.json').layers[0].id // 'offline-background'
 */
export function mergeRemoteStyle(
  remote: StyleSpecification,
  basemapBaseUrl: string,
  styleUrl: string,
): StyleSpecification {
  const withLabels = remote.glyphs === undefined;
  const remoteSources: Record<string, SourceSpecification> = {};
  for (const [id, source] of Object.entries(remote.sources))
    remoteSources[id] = resolveSource(source, styleUrl);
  return {
    ...remote,
    ...(remote.glyphs !== undefined ? { glyphs: resolveStyleUrl(remote.glyphs, styleUrl) } : {}),
    ...(remote.sprite !== undefined ? { sprite: resolveSprite(remote.sprite, styleUrl) } : {}),
    sources: { ...remoteSources, ...offlineSources(basemapBaseUrl, withLabels) },
    layers: [...offlineLayers(withLabels), ...remote.layers.filter((layer) => layer.type !== 'background')],
  };
}

/** A fetched style JSON is only trusted as far as MapLibre needs to start on it. */
export function isStyleSpecification(value: unknown): value is StyleSpecification {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { version?: unknown; sources?: unknown; layers?: unknown };
  return (
    candidate.version === 8 &&
    typeof candidate.sources === 'object' &&
    candidate.sources !== null &&
    Array.isArray(candidate.layers)
  );
}

/**
 * Fetches a configured MapLibre style and puts the offline basemap under it (mergeRemoteStyle). The map
 * already shows the offline basemap, so a slow or failing style URL costs nothing but a warning; once
 * `closed` is aborted (the map has gone) the request stops and nothing more is said or done.
 */
export async function loadRemoteStyle(
  map: { setStyle(style: StyleSpecification): unknown },
  url: string,
  basemapBaseUrl: string,
  closed: AbortSignal,
): Promise<void> {
  const request = new AbortController();
  const stop = () => request.abort();
  closed.addEventListener('abort', stop);
  const timer = setTimeout(stop, REMOTE_STYLE_TIMEOUT_MS);
  try {
    const response = await fetch(url, { signal: request.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const style: unknown = await response.json();
    if (!isStyleSpecification(style)) {
      throw new Error('not a MapLibre style (version 8 with sources and layers)');
    }
    if (closed.aborted) return;
    map.setStyle(mergeRemoteStyle(style, basemapBaseUrl, url));
  } catch (error) {
    if (closed.aborted) return;
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Map style ${url} could not be used (${reason}); the offline basemap shows.`);
  } finally {
    clearTimeout(timer);
    closed.removeEventListener('abort', stop);
  }
}
