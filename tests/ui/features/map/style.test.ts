import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CARTO_ATTRIBUTION,
  CARTO_DARK_TEMPLATE,
  expandTileTemplate,
  resolveMapConfig,
} from '../../../../src/ui/features/map/config.ts';
import {
  LAYER_IDS,
  SOURCE_IDS,
  buildMapStyle,
  isStyleSpecification,
  loadRemoteStyle,
  mergeRemoteStyle,
  resolveStyleUrl,
} from '../../../../src/ui/features/map/style.ts';

const BASE = 'https://app.example/';

describe('expandTileTemplate', () => {
  it('spells out {a-d} as four subdomains', () => {
    expect(expandTileTemplate(CARTO_DARK_TEMPLATE)).toEqual([
      'https://a.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}.png',
      'https://b.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}.png',
      'https://c.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}.png',
      'https://d.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}.png',
    ]);
  });

  it('reads Leaflet-style {s} as subdomains a to d and drops the {r} retina slot', () => {
    const urls = expandTileTemplate('https://{s}.tiles.example/{z}/{x}/{y}{r}.png');
    expect(urls).toHaveLength(4);
    expect(urls[3]).toBe('https://d.tiles.example/{z}/{x}/{y}.png');
  });

  it('keeps a template without subdomains as it is', () => {
    expect(expandTileTemplate('https://tiles.example/{z}/{x}/{y}.png')).toEqual([
      'https://tiles.example/{z}/{x}/{y}.png',
    ]);
  });
});

describe('resolveMapConfig', () => {
  it('defaults to CARTO dark_all with its attribution', () => {
    const { remote } = resolveMapConfig({});
    expect(remote.kind).toBe('raster');
    if (remote.kind !== 'raster') return;
    expect(remote.tiles).toHaveLength(4);
    expect(remote.tiles[0]).toContain('basemaps.cartocdn.com/dark_all/');
    expect(remote.attribution).toBe(CARTO_ATTRIBUTION);
  });

  it('switches remote tiles off for an empty VITE_TILE_URL', () => {
    expect(resolveMapConfig({ VITE_TILE_URL: '' }).remote).toEqual({ kind: 'none' });
  });

  it('takes a custom template with its own attribution', () => {
    expect(
      resolveMapConfig({
        VITE_TILE_URL: 'https://{s}.t.example/{z}/{x}/{y}.png',
        VITE_TILE_ATTRIBUTION: '© Example',
      }).remote,
    ).toEqual({
      kind: 'raster',
      tiles: ['a', 'b', 'c', 'd'].map((s) => `https://${s}.t.example/{z}/{x}/{y}.png`),
      attribution: '© Example',
    });
  });

  it('lets a style URL override the tiles', () => {
    expect(
      resolveMapConfig({
        VITE_TILE_URL: 'https://{s}.t.example/{z}/{x}/{y}.png',
        VITE_MAP_STYLE_URL: ' https://s.example/style.json ',
      }).remote,
    ).toEqual({ kind: 'style', url: 'https://s.example/style.json' });
  });
});

describe('buildMapStyle', () => {
  const style = buildMapStyle({ remote: resolveMapConfig({}).remote, basemapBaseUrl: BASE });
  const ids = style.layers.map((layer) => layer.id);

  it('draws the offline basemap under the remote tiles', () => {
    expect(ids).toEqual([
      LAYER_IDS.background,
      LAYER_IDS.land,
      LAYER_IDS.borders,
      LAYER_IDS.labels,
      LAYER_IDS.remote,
    ]);
    expect(style.layers[0]).toMatchObject({ type: 'background' });
  });

  it('loads the offline basemap from the app, resolved against its base URL', () => {
    expect(style.sources[SOURCE_IDS.land]).toMatchObject({
      type: 'geojson',
      data: `${BASE}basemap/land.json`,
    });
    expect(style.sources[SOURCE_IDS.borders]).toMatchObject({ data: `${BASE}basemap/borders.json` });
    expect(style.sources[SOURCE_IDS.labels]).toMatchObject({ data: `${BASE}basemap/labels.json` });
    const underPath = buildMapStyle({ remote: { kind: 'none' }, basemapBaseUrl: 'https://app.example/spy/' });
    expect(underPath.sources[SOURCE_IDS.land]).toMatchObject({
      data: 'https://app.example/spy/basemap/land.json',
    });
  });

  it('needs no glyph server: labels are drawn with local fonts', () => {
    expect(style.glyphs).toBeUndefined();
    const labels = style.layers.find((layer) => layer.id === LAYER_IDS.labels);
    expect(labels?.type).toBe('symbol');
  });

  it('credits OpenStreetMap, CARTO, Natural Earth and GeoNames with links', () => {
    const attributions = Object.values(style.sources).map((source) =>
      'attribution' in source ? String(source.attribution) : '',
    );
    const all = attributions.join(' ');
    expect(all).toContain('href="https://www.openstreetmap.org/copyright"');
    expect(all).toContain('href="https://carto.com/attributions"');
    expect(all).toContain('Natural Earth');
    expect(all).toContain('GeoNames');
  });

  it('expands the remote raster into four tile URLs of 256 px', () => {
    expect(style.sources[SOURCE_IDS.remote]).toMatchObject({ type: 'raster', tileSize: 256 });
    const remote = style.sources[SOURCE_IDS.remote];
    expect(remote && 'tiles' in remote ? remote.tiles : []).toHaveLength(4);
  });

  it('has only the offline basemap without remote tiles', () => {
    const offline = buildMapStyle({ remote: { kind: 'none' }, basemapBaseUrl: BASE });
    expect(offline.layers.map((layer) => layer.id)).not.toContain(LAYER_IDS.remote);
    expect(Object.keys(offline.sources)).not.toContain(SOURCE_IDS.remote);
  });
});

describe('mergeRemoteStyle', () => {
  const remote: StyleSpecification = {
    version: 8,
    glyphs: 'fonts/{fontstack}/{range}.pbf',
    sprite: 'https://s.example/sprite',
    sources: { osm: { type: 'vector', url: 'tiles.json' } },
    layers: [
      { id: 'bg', type: 'background', paint: { 'background-color': '#000' } },
      { id: 'roads', type: 'line', source: 'osm', 'source-layer': 'roads' } as LayerSpecification,
    ],
  };
  const merged = mergeRemoteStyle(remote, BASE, 'https://s.example/styles/dark.json');

  it('puts the offline basemap first and drops the remote background that would hide it', () => {
    const ids = merged.layers.map((layer) => layer.id);
    expect(ids.slice(0, 3)).toEqual([LAYER_IDS.background, LAYER_IDS.land, LAYER_IDS.borders]);
    expect(ids).toContain('roads');
    expect(ids).not.toContain('bg');
  });

  it('leaves offline labels to the remote style when it has a glyph server', () => {
    expect(merged.layers.map((layer) => layer.id)).not.toContain(LAYER_IDS.labels);
    const { glyphs: _glyphs, ...withoutGlyphs } = remote;
    const local = mergeRemoteStyle(withoutGlyphs, BASE, 'https://s.example/styles/dark.json');
    expect(local.layers.map((layer) => layer.id)).toContain(LAYER_IDS.labels);
  });

  it('resolves the remote style URLs against the style, keeping template braces', () => {
    expect(merged.glyphs).toBe('https://s.example/styles/fonts/{fontstack}/{range}.pbf');
    expect(merged.sources['osm']).toMatchObject({ url: 'https://s.example/styles/tiles.json' });
    expect(merged.sprite).toBe('https://s.example/sprite');
    expect(resolveStyleUrl('mapbox://styles/x', 'https://s.example/')).toBe('mapbox://styles/x');
  });
});

describe('isStyleSpecification', () => {
  it('accepts a version 8 style and rejects anything else', () => {
    expect(isStyleSpecification({ version: 8, sources: {}, layers: [] })).toBe(true);
    expect(isStyleSpecification({ version: 7, sources: {}, layers: [] })).toBe(false);
    expect(isStyleSpecification({ version: 8, layers: [] })).toBe(false);
    expect(isStyleSpecification('<html>')).toBe(false);
    expect(isStyleSpecification(null)).toBe(false);
  });
});

describe('loadRemoteStyle', () => {
  const STYLE_URL = 'https://tiles.example/style.json';
  const fetched: StyleSpecification = {
    version: 8,
    sources: { tiles: { type: 'raster', tiles: ['tiles/{z}/{x}/{y}.png'] } },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A map that records the styles it is given. */
  function recordingMap() {
    const styles: StyleSpecification[] = [];
    return { styles, setStyle: (style: StyleSpecification) => styles.push(style) };
  }

  it('gives the map the fetched style with the offline basemap under it', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(fetched)));
    const map = recordingMap();
    await loadRemoteStyle(map, STYLE_URL, BASE, new AbortController().signal);
    expect(map.styles).toHaveLength(1);
    expect(map.styles[0]?.layers[0]?.id).toBe(LAYER_IDS.background);
    expect(map.styles[0]?.layers.at(-1)?.id).toBe('tiles');
    // The remote tiles' relative URL is resolved against the style's own.
    expect(map.styles[0]?.sources['tiles']).toMatchObject({
      tiles: ['https://tiles.example/tiles/{z}/{x}/{y}.png'],
    });
  });

  it('keeps the offline basemap and warns once for a style URL that fails or is not a style', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const answer of [new Response('', { status: 404 }), Response.json({ version: 7 })]) {
      vi.stubGlobal('fetch', () => Promise.resolve(answer));
      const map = recordingMap();
      await loadRemoteStyle(map, STYLE_URL, BASE, new AbortController().signal);
      expect(map.styles).toEqual([]);
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('HTTP 404');
  });

  it('says and does nothing once the map has closed, and stops the request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let requestSignal: AbortSignal | undefined;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      requestSignal = init.signal ?? undefined;
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const closed = new AbortController();
    const map = recordingMap();
    const loading = loadRemoteStyle(map, STYLE_URL, BASE, closed.signal);
    closed.abort();
    await loading;
    expect(requestSignal?.aborted).toBe(true);
    expect(map.styles).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
