import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { contentSecurityPolicyPlugin } from './scripts/vite/contentSecurityPolicy.ts';
import { offlineAppOptions } from './scripts/vite/offlineApp.ts';
import { precompressedFiles } from './scripts/vite/precompressedFiles.ts';

// One config for the app build, the preview server (the README's `npm start`) and the unit tests.
export default defineConfig({
  plugins: [
    react(),
    precompressedFiles({ files: ['cities.json'], contentType: 'application/json' }),
    contentSecurityPolicyPlugin(),
    VitePWA(offlineAppOptions()),
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
