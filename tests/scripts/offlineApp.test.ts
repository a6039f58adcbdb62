import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citiesVersion,
  FILE_NAVIGATION,
  MAX_PRECACHED_FILE_BYTES,
  offlineAppOptions,
  THEME_COLOUR,
  versionedCities,
} from '../../scripts/vite/offlineApp.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PUBLIC = path.join(ROOT, 'public');
const options = offlineAppOptions();
const manifest = options.manifest || {};

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian), as the PNG specification lays it out. */
function pngSize(file: string): string {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('navigations answered with index.html offline', () => {
  it.each([
    '/',
    '/dashboard',
    // Queries hold dots, slashes and encoded pins, and are still the app's routes.
    '/dashboard?q=st.+louis&seed=42',
    '/dashboard?q=a/b.c',
    '/profile?q=porto&seed=42&v=2&place=geo%3A41.15%2C-8.61%7CPT%7CPorto%7CPorto&i=3',
    // An unknown route is the app too: it sends the visitor back to the entrance.
    '/somewhere/else',
  ])('%s is the app', (address) => {
    expect(FILE_NAVIGATION.test(address)).toBe(false);
  });

  it.each([
    '/cities.json',
    '/cities.json?__WB_REVISION__=abc',
    '/basemap/land.json',
    '/sw.js',
    '/assets/maplibre-gl-worker-CZtFQQIV.mjs',
    '/icons/icon-192.png',
    '/missing.json',
  ])('%s is a file, never index.html', (address) => {
    expect(FILE_NAVIGATION.test(address)).toBe(true);
  });
});

describe('the precache', () => {
  it('has room for every public file: Workbox would leave a larger one out with only a warning', () => {
    const files = fs.readdirSync(PUBLIC, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.map((entry) => entry.name)).toContain('cities.json');
    for (const entry of files) {
      const size = fs.statSync(path.join(entry.parentPath, entry.name)).size;
      expect(size, entry.name).toBeLessThan(MAX_PRECACHED_FILE_BYTES);
    }
    // Above Workbox's default of 2 MiB, which the cities file (about 10 MB) exceeds.
    expect(MAX_PRECACHED_FILE_BYTES).toBeGreaterThan(2 * 1024 * 1024);
  });

  it('keeps the build as it is: nothing from other hosts, no update taken without the visitor', () => {
    expect(options.registerType).toBe('prompt');
    // No inline registration script, which the Content-Security-Policy (script-src 'self') refuses.
    expect(options.injectRegister).toBeNull();
    expect(options.workbox?.runtimeCaching).toEqual([]);
    expect(options.workbox?.skipWaiting).toBe(false);
    expect(options.workbox?.navigateFallback).toBe('index.html');
  });
});

describe('the manifest', () => {
  it('names the app and takes its colours from the dark theme', () => {
    expect(manifest.name).toBe('The Silent Directory');
    expect(manifest.short_name?.length).toBeLessThanOrEqual(16);
    const css = fs.readFileSync(path.join(ROOT, 'src', 'ui', 'styles', 'app.css'), 'utf8');
    const background = /--bg:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
    expect(background).toBe(THEME_COLOUR);
    expect(manifest.theme_color).toBe(background);
    expect(manifest.background_color).toBe(background);
    const html = fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${background}" />`);
  });

  it('lists icons that exist at their stated sizes, plain and maskable at 192 and 512', () => {
    const icons = manifest.icons ?? [];
    for (const icon of icons) {
      const file = path.join(PUBLIC, icon.src);
      expect(fs.existsSync(file), icon.src).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(file), icon.src).toBe(icon.sizes);
    }
    const pngs = (purpose: string) =>
      icons.filter((icon) => icon.type === 'image/png' && icon.purpose === purpose).map((icon) => icon.sizes);
    expect(pngs('any')).toEqual(['192x192', '512x512']);
    expect(pngs('maskable')).toEqual(['192x192', '512x512']);
  });
});

describe('the cities file in the precache', () => {
  const entries = [
    { url: 'index.html', revision: 'a1', size: 1_000 },
    { url: 'cities.json', revision: 'b2', size: 9_000_000 },
    { url: 'assets/index-DPSSJgG9.js', revision: null, size: 2_000 },
  ];

  it('is listed at its versioned address without a revision, so the install may reuse the page download', async () => {
    const { manifest } = await versionedCities('3c833c909a1877d7')(entries);
    expect(manifest).toEqual([
      entries[0],
      { url: 'cities.json?v=3c833c909a1877d7', revision: null, size: 9_000_000 },
      entries[2],
    ]);
  });

  it('keeps its revision when the build has no version for it', async () => {
    expect((await versionedCities(null)(entries)).manifest).toEqual(entries);
  });

  it('has a version that follows the content: the first 16 hex digits of its SHA-256', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsd-version-'));
    try {
      const file = path.join(dir, 'cities.json');
      fs.writeFileSync(file, '{"rows":[]}');
      // SHA-256 of the bytes, computed here as any tool would.
      const expected = createHash('sha256').update('{"rows":[]}').digest('hex').slice(0, 16);
      expect(citiesVersion(file)).toBe(expected);
      fs.writeFileSync(file, '{"rows":[1]}');
      expect(citiesVersion(file)).not.toBe(expected);
      expect(citiesVersion(path.join(dir, 'missing.json'))).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
