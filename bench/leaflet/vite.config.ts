// The comparison page's build (bench/leaflet/): production mode and minified like the product's, into
// bench/out/leaflet (ignored by git), so `npm run bench:browser` can serve it beside the product.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: {
    outDir: path.join(import.meta.dirname, '../out/leaflet'),
    emptyOutDir: true,
    target: 'es2022',
    // faker's English data is most of it; the page loads it whole, as the original app did.
    chunkSizeWarningLimit: 1000,
  },
  // Its own port, so a stray preview of this page never answers on the product's.
  preview: { port: 4188, strictPort: true },
});
