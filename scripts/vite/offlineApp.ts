// The app after one visit works without the network (issue 22): a web app manifest, and a service worker made
// by vite-plugin-pwa (Workbox's generateSW) that precaches the whole build the dashboard needs.
//
// What is cached, and why only that:
// - Precached at install, versioned by content hash: the app shell (index.html, scripts, styles), every worker
//   (the directory's, the point index's, MapLibre's `.mjs`), the cities file and the offline basemap in
//   basemap/, the manifest and its icons. The cities file is precached at the versioned address the page
//   downloads it from, so the install reuses that download (see versionedCities). The map's labels need no
//   glyphs (see src/ui/features/map/style.ts).
// - Nothing from another host. The geocoder's answers are already kept by the worker in IndexedDB per query
//   (src/worker/geocoder/), which is the caching Nominatim's usage policy asks of clients, and it works offline.
//   Remote tiles are left to the browser's HTTP cache, which honours the tile server's own cache headers, as
//   the OpenStreetMap tile policy asks; CARTO's terms say nothing clear about storing tiles, so the worker
//   keeps none. Offline, the map shows the offline basemap underneath, which is what it is for.
//
// Updates never mix versions: registerType 'prompt' makes a new worker wait until the visitor presses Reload
// (src/ui/features/update/), and scripts come from the app's own files only: the worker is registered from
// the app's bundle (injectRegister: null), never by an inline script the Content-Security-Policy refuses.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { VitePWAOptions } from 'vite-plugin-pwa';

export const APP_NAME = 'The Silent Directory';
/** The app's darkest surface, --bg in src/ui/styles/app.css: the splash screen and the title bar. */
export const THEME_COLOUR = '#04070a';

/**
 * Everything the build writes that a visit may load (the plugin adds the manifest itself); source maps (.map)
 * and the precompressed copy of the cities file (.gz, which the server sends in place of the file) are left out.
 */
export const PRECACHE_GLOBS = ['**/*.{html,js,mjs,css,json,svg,png}'];

/**
 * Workbox silently leaves out a file above its limit (2 MiB by default) with only a build warning, and the
 * cities file alone is about 10 MB: this limit leaves it room to grow, and a unit test keeps every public file
 * under it.
 */
export const MAX_PRECACHED_FILE_BYTES = 24 * 1024 * 1024;

/**
 * Navigations the service worker must not answer with index.html: an address whose last path segment has a
 * dot names a file (/cities.json, /basemap/land.json, /sw.js), which is either precached or a real 404.
 * Workbox tests this against the path and the query, and a query may hold dots (/dashboard?q=st.+louis).
 */
export const FILE_NAVIGATION = /^[^?]*\/[^/?]*\.[^/?]*(?:\?.*)?$/;

/** Workbox's manifest transform, as vite-plugin-pwa passes it on (workbox-build is the plugin's, not ours). */
type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number];

/** The cities file as the build's output names it, and as the page asks for it without a version. */
export const CITIES_FILE = 'cities.json';

/**
 * A short content hash of the cities file, or null when there is none (the app's offline case): the page
 * asks for `cities.json?v=<hash>` (src/ui/config.ts), the address the service worker precaches.
 *
 * @example citiesVersion('public/cities.json') // "3f9a0c1d2e4b5a69"
 */
export function citiesVersion(file: string): string | null {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  } catch {
    return null;
  }
}

/**
 * Precaches the cities file under its versioned address, without a Workbox revision. Workbox fetches an entry
 * with a revision in cache mode 'reload', past the browser's HTTP cache, so a first visit downloaded the file
 * twice (the page's index, then the install); an address that changes with the content is fetched in mode
 * 'default', and the HTTP cache then answers from the page's download (the server's 304 at most).
 */
export function versionedCities(version: string | null): ManifestTransform {
  return (entries) => ({
    manifest: entries.map((entry) =>
      entry.url === CITIES_FILE && version !== null
        ? { ...entry, url: `${CITIES_FILE}?v=${version}`, revision: null }
        : entry,
    ),
    warnings: [],
  });
}

/** The options of vite-plugin-pwa for this app; `citiesVersion` as citiesVersion() gives it. */
export function offlineAppOptions(citiesVersion: string | null = null): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    injectRegister: null,
    // The globs already take the icons from public/icons; listing them twice only repeats entries.
    includeManifestIcons: false,
    manifest: {
      name: APP_NAME,
      short_name: 'Silent Directory',
      description: 'A dark, spy-themed directory of invented agents, generated in your browser.',
      lang: 'en',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: THEME_COLOUR,
      icons: [
        { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: PRECACHE_GLOBS,
      maximumFileSizeToCacheInBytes: MAX_PRECACHED_FILE_BYTES,
      // /dashboard and /profile are the app's routes, not files: offline they are index.html, as online.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [FILE_NAVIGATION],
      // The first visit's page is the version the worker precached, so it may take control at once and its
      // later chunks (the map's) come from the cache; an update still waits for the visitor (no skipWaiting).
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      runtimeCaching: [],
      manifestTransforms: [versionedCities(citiesVersion)],
    },
  };
}
