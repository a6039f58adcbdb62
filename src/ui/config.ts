// Deploy-time settings, read from Vite's environment once. Vite inlines import.meta.env at
// build time, so changing them means rebuilding (see README "Configuration").
import { DEFAULT_GEOCODER_TIMEOUT_MS, DEFAULT_GEOCODER_URL, type WorkerConfig } from '../shared/types.ts';

type Env = Readonly<Record<string, unknown>>;

/**
 * The worker's configuration from an env object. VITE_GEOCODER_URL set to an empty string
 * switches geocoding off (the local city list is used alone); unset means the public service.
 */
export function readWorkerConfig(env: Env): WorkerConfig {
  const base = typeof env.BASE_URL === 'string' ? env.BASE_URL : '/';
  const geocoderUrl = env.VITE_GEOCODER_URL;
  // The build's content hash of the file (vite.config.ts): the address the service worker precaches.
  const version = env.VITE_CITIES_VERSION;
  return {
    citiesUrl:
      typeof version === 'string' && /^[0-9a-f]{1,64}$/.test(version)
        ? `${base}cities.json?v=${version}`
        : `${base}cities.json`,
    geocoderUrl: typeof geocoderUrl === 'string' ? geocoderUrl.trim() : DEFAULT_GEOCODER_URL,
    geocoderTimeoutMs: readPositiveInteger(env.VITE_GEOCODER_TIMEOUT_MS, DEFAULT_GEOCODER_TIMEOUT_MS),
  };
}

function readPositiveInteger(raw: unknown, fallback: number): number {
  if (typeof raw !== 'string' || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw);
  return value > 0 && Number.isSafeInteger(value) ? value : fallback;
}

// import.meta.env is undefined where the build itself imports this module (to derive the CSP, see
// scripts/vite/contentSecurityPolicy.ts); only readWorkerConfig is used there.
export const WORKER_CONFIG: WorkerConfig = readWorkerConfig(import.meta.env ?? {});
