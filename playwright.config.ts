import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium.ts';

const CI = Boolean(process.env.CI);
// E2E_PORT lets two checkouts run their browser tests side by side without sharing a server.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://localhost:${PORT}`;

// Browser tests of the built app (`vite build` runs first, see package.json "test:e2e").
// The map is WebGL drawn by SwiftShader on a 2-core machine, so timeouts are generous and
// at most two browsers run at once.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: CI,
  // One retry in CI only to capture a trace of a failure; failOnFlakyTests still fails the run,
  // so a test that needed the retry is reported and fixed rather than hidden.
  retries: CI ? 1 : 0,
  failOnFlakyTests: CI,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 720 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A click waits for the page's main thread, which SwiftShader and a busy machine can hold for seconds.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // The built app installs a service worker, which answers the page's requests before page.route sees
    // them: the routed geocoder, tiles and cities of every other test would be bypassed. Only
    // tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
