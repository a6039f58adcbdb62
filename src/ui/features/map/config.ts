// Deploy-time map configuration, read from Vite's env in this one place so nothing else in the map
// touches import.meta.env. resolveMapConfig is pure so the rules below are unit-testable.
//
//   VITE_TILE_URL          raster template for the remote basemap. Unset: CARTO dark_all. Empty: no remote
//                          tiles at all (the offline basemap alone). Subdomains as {s} (a–d) or {a-d}.
//   VITE_TILE_ATTRIBUTION  HTML credit for a custom VITE_TILE_URL (the CARTO default brings its own).
//   VITE_MAP_STYLE_URL     a full MapLibre style URL; when set it replaces the raster tiles, and the offline
//                          basemap stays underneath it.

/** The default: CARTO's dark raster basemap on subdomains a to d. */
export const CARTO_DARK_TEMPLATE = 'https://{a-d}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}.png';

/** CARTO's terms ask for both credits, each linking to its copyright page. */
export const CARTO_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors ' +
  '© <a href="https://carto.com/attributions" target="_blank" rel="noopener">CARTO</a>';

export type RemoteBasemap =
  | { kind: 'none' }
  | { kind: 'raster'; tiles: string[]; attribution: string }
  | { kind: 'style'; url: string };

export interface MapConfig {
  remote: RemoteBasemap;
}

/**
 * Expands a Leaflet-style raster template into the URL list MapLibre wants: `{s}` means subdomains a–d (the
 * spec's tile service), `{a-d}` (any letter or digit range) spells the subdomains out, and CARTO's `{r}`
 * retina slot is dropped because MapLibre asks for 256 px tiles.
 *
 * @example expandTileTemplate('https://{s}.t.example/{z}/{x}/{y}.png').length // 4
 */
export function expandTileTemplate(template: string): string[] {
  const withoutRetina = template.replaceAll('{r}', '');
  const range = /\{([a-z0-9])-([a-z0-9])\}/i.exec(withoutRetina);
  const placeholder = range ? range[0] : withoutRetina.includes('{s}') ? '{s}' : null;
  if (placeholder === null) return [withoutRetina];
  const first = range?.[1] ?? 'a';
  const last = range?.[2] ?? 'd';
  const urls: string[] = [];
  for (let code = first.charCodeAt(0); code <= last.charCodeAt(0); code++) {
    urls.push(withoutRetina.replace(placeholder, String.fromCharCode(code)));
  }
  return urls.length > 0 ? urls : [withoutRetina];
}

function readString(env: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Turns Vite env values into the map's configuration. Unset and empty differ on purpose: unset keeps the
 * spec's CARTO tiles, empty switches remote tiles off for a fully offline deployment.
 *
 * @example resolveMapConfig({ VITE_TILE_URL: '' }).remote.kind // 'none'
 */
export function resolveMapConfig(env: Readonly<Record<string, unknown>>): MapConfig {
  const styleUrl = readString(env, 'VITE_MAP_STYLE_URL');
  if (styleUrl) return { remote: { kind: 'style', url: styleUrl } };

  const template = readString(env, 'VITE_TILE_URL');
  if (template === '') return { remote: { kind: 'none' } };
  if (template === undefined || template === CARTO_DARK_TEMPLATE) {
    return {
      remote: {
        kind: 'raster',
        tiles: expandTileTemplate(CARTO_DARK_TEMPLATE),
        attribution: CARTO_ATTRIBUTION,
      },
    };
  }
  return {
    remote: {
      kind: 'raster',
      tiles: expandTileTemplate(template),
      attribution: readString(env, 'VITE_TILE_ATTRIBUTION') ?? '',
    },
  };
}

// import.meta.env is undefined where the build itself imports this module (to derive the CSP, see
// scripts/vite/contentSecurityPolicy.ts); only resolveMapConfig is used there.
export const MAP_CONFIG: MapConfig = resolveMapConfig(import.meta.env ?? {});
