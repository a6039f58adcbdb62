import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { contentSecurityPolicyPlugin } from './scripts/vite/contentSecurityPolicy.ts';
import { CITIES_FILE, citiesVersion, offlineAppOptions } from './scripts/vite/offlineApp.ts';
import { precompressedFiles } from './scripts/vite/precompressedFiles.ts';

// The cities file's content hash: the page asks for it at `cities.json?v=<hash>` (src/ui/config.ts), the
// address the service worker precaches, so the two share one download and a new file is a new address.
const CITIES_VERSION = citiesVersion(fileURLToPath(new URL(`./public/${CITIES_FILE}`, import.meta.url)));

// One config for the app build, the preview server (the README's `npm start`) and the unit tests.
export default defineConfig({
  define:
    CITIES_VERSION !== null ? { 'import.meta.env.VITE_CITIES_VERSION': JSON.stringify(CITIES_VERSION) } : {},
  plugins: [
    react(),
    precompressedFiles({ files: [CITIES_FILE], contentType: 'application/json' }),
    contentSecurityPolicyPlugin(),
    VitePWA(offlineAppOptions(CITIES_VERSION)),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // maplibre-gl and deck.gl are large by nature; they are loaded only on /dashboard.
    chunkSizeWarningLimit: 1500,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
