// The command line's geocoder cache: answers survive the run, a damaged file costs nothing but the
// cache, and the folder follows TSD_CACHE_DIR, then the XDG convention.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileGeocodeStore, geocodeCacheFile } from '../../src/cli/geocodeStore.ts';
import type { Place } from '../../src/shared/types.ts';

const DIR = mkdtempSync(join(tmpdir(), 'tsd-geostore-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

const PORTO: Place = {
  name: 'Porto',
  country: 'Portugal',
  countryCode: 'PT',
  admin1: '',
  lat: 41.14961,
  lon: -8.61099,
  source: 'geocoder',
};

describe('geocodeCacheFile', () => {
  it('is in TSD_CACHE_DIR, else XDG_CACHE_HOME, else ~/.cache, in a folder of its own', () => {
    expect(geocodeCacheFile({ TSD_CACHE_DIR: '/c', XDG_CACHE_HOME: '/x' })).toBe('/c/geocoder.json');
    expect(geocodeCacheFile({ XDG_CACHE_HOME: '/x' })).toBe('/x/the-silent-directory/geocoder.json');
    expect(geocodeCacheFile({ XDG_CACHE_HOME: '' })).toBe(
      join(homedir(), '.cache/the-silent-directory/geocoder.json'),
    );
  });
});

describe('createFileGeocodeStore', () => {
  it('keeps an answer for the next store on the same file, creating the folder', async () => {
    const file = join(DIR, 'deep/er/geocoder.json');
    await createFileGeocodeStore(file).set('porto', PORTO);
    await expect(createFileGeocodeStore(file).get('porto')).resolves.toEqual(PORTO);
    await expect(createFileGeocodeStore(file).get('lisbon')).resolves.toBeUndefined();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ porto: PORTO });
  });

  it('reads a damaged file as empty, skips entries that are not places, and rewrites it whole', async () => {
    const file = join(DIR, 'damaged.json');
    writeFileSync(file, '{"porto": {"name": 3}, "x": ');
    const store = createFileGeocodeStore(file);
    await expect(store.get('porto')).resolves.toBeUndefined();
    writeFileSync(file, JSON.stringify({ bad: { ...PORTO, lat: 'north' }, good: PORTO }));
    const again = createFileGeocodeStore(file);
    await expect(again.get('bad')).resolves.toBeUndefined();
    await expect(again.get('good')).resolves.toEqual(PORTO);
  });

  it('costs nothing but the cache when the file cannot be written', async () => {
    const blocker = join(DIR, 'a-file');
    writeFileSync(blocker, '');
    const store = createFileGeocodeStore(join(blocker, 'geocoder.json'));
    await expect(store.set('porto', PORTO)).resolves.toBeUndefined();
    await expect(store.get('porto')).resolves.toEqual(PORTO);
  });
});
