// The one `test` every browser test imports. For every page it:
// - keeps the app off the network: the geocoder and the tile hosts are routed (aborted by default, as on an
//   offline machine) and any other non-local request is aborted and fails the test;
// - fails the test on any console error or uncaught page error, unless the test allows that exact message;
// - fails the test on any Content-Security-Policy violation in its pages, likewise;
// - records the dashboard's visible state over time (see recorder.ts) so tests can check sequences.
import fs from 'node:fs';
import { test as base, expect } from '@playwright/test';
import type { BrowserContext, ConsoleMessage, Request, Route } from '@playwright/test';
import { CHROMIUM_PATH } from './chromium.ts';
import { solidPng } from './png.ts';
import type { Rgb } from './png.ts';
import { installRecorder } from './recorder.ts';

const chromiumMissing = !fs.existsSync(CHROMIUM_PATH);
if (chromiumMissing && process.env.CI) {
  // In CI a missing browser must fail the run, never skip the browser tests.
  throw new Error(`Chromium not found at ${CHROMIUM_PATH} (CI is set). Install it or set CHROMIUM_PATH.`);
}

export const GEOCODER_HOST = 'https://nominatim.openstreetmap.org';
const GEOCODER_PATTERN = `${GEOCODER_HOST}/**`;
const TILES_PATTERN = 'https://*.basemaps.cartocdn.com/**';
const TILES_HOST = /^https:\/\/[a-z0-9-]+\.basemaps\.cartocdn\.com\//;
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//;

/** The Nominatim answer for Tokyo that the geocoder tests serve. */
export const TOKYO_ANSWER = [
  { lat: '35.6768601', lon: '139.7638947', display_name: 'Tokyo, Japan', address: { country_code: 'jp' } },
];

/**
 * Far beyond the app's 3 s geocoder timeout, so that even on a loaded machine the app's fallback clearly
 * comes first; if the app waited for this answer instead, its Tokyo agents would show.
 */
export const SLOW_GEOCODER_MS = 30_000;

/** The colour of the fake remote tiles: dark, but distinct from anything the offline basemap draws. */
export const TILE_COLOUR: Rgb = { r: 40, g: 8, b: 56 };
const TILE_PNG = solidPng(256, 256, TILE_COLOUR);

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };

type GeocoderMode =
  | { kind: 'abort' }
  | { kind: 'answer'; body: string; delayMs: number }
  | { kind: 'fail'; status: number }
  | { kind: 'hang' };

type CitiesMode = { kind: 'serve' } | { kind: 'replace'; status: number; body: string };

type TilesMode = { kind: 'abort' } | { kind: 'serve' } | { kind: 'fail'; status: number };

export interface GeocoderControl {
  /** Answers every geocoder request with this JSON (Tokyo by default). */
  answer(body?: unknown): void;
  /** Answers with this exact text as the body, e.g. broken JSON, with status 200. */
  answerRaw(text: string): void;
  /** Never answers: the request stays open until the test ends. */
  hang(): void;
  /** Answers with an HTTP error. */
  fail(status?: number): void;
  /** Answers Tokyo, but only after `delayMs`, beyond the app's timeout. */
  slow(delayMs?: number): void;
  /** Aborts the request like an offline machine (the default). */
  abort(): void;
  /** Every request that reached the geocoder route, in order. */
  readonly requests: Request[];
  /** When (Date.now()) each answer was handed to the browser. */
  readonly answeredAt: number[];
}

export interface TilesControl {
  /** Serves a small dark PNG for every tile. */
  serve(): void;
  /** Answers every tile with an HTTP error. */
  fail(status?: number): void;
  /** Aborts tile requests like an offline machine (the default). */
  abort(): void;
  readonly requests: Request[];
}

export interface CitiesControl {
  /** Serves the real file (the default). */
  serve(): void;
  /** Answers requests for the cities file with this status and body instead of the file. */
  replace(status: number, body: string): void;
  readonly requests: Request[];
}

export interface ConsoleGuard {
  /** Lets console errors (and CSP violations) matching `pattern` through, for a test that expects them. */
  allow(pattern: RegExp): void;
  /** Console errors and page errors seen so far, as text. */
  readonly errors: string[];
  /** Every console message and page error so far, as "[type] text (url)". */
  readonly messages: string[];
}

interface Fixtures {
  geocoder: GeocoderControl;
  tiles: TilesControl;
  cities: CitiesControl;
  consoleGuard: ConsoleGuard;
  /** Every request any page of the test made (including worker requests), in order. */
  requests: Request[];
  /** Whether Chromium is installed; the test is skipped (or, in CI, the run fails) when it is not. */
  chromiumCheck: boolean;
}

interface Network {
  geocoder: GeocoderControl;
  tiles: TilesControl;
  cities: CitiesControl;
  requests: Request[];
  /** URLs the routes deliberately failed: the browser's own "Failed to load resource" report is expected. */
  failedUrls: Set<string>;
  /** Requests to hosts the app must not reach. */
  external: string[];
  /** Content-Security-Policy violations reported by the test's pages, as text. */
  cspViolations: string[];
  /** Cancels answers still waiting to be sent. */
  dispose(): void;
}

async function routeNetwork(context: BrowserContext): Promise<Network> {
  const requests: Request[] = [];
  const failedUrls = new Set<string>();
  const external: string[] = [];
  let geocoderMode: GeocoderMode = { kind: 'abort' };
  let tilesMode: TilesMode = { kind: 'abort' };
  const geocoderRequests: Request[] = [];
  const answeredAt: number[] = [];
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(timer);
        resolve();
      }, ms);
      pending.add(timer);
    });
  const tileRequests: Request[] = [];
  let citiesMode: CitiesMode = { kind: 'serve' };
  const citiesRequests: Request[] = [];
  /** Requests held open by hang(): answered (aborted) when the test ends so nothing dangles. */
  const hanging = new Set<Route>();

  context.on('request', (request) => requests.push(request));

  await context.route(
    (url) =>
      !LOCAL_ORIGIN.test(url.href) && !url.href.startsWith(GEOCODER_HOST) && !TILES_HOST.test(url.href),
    async (route: Route) => {
      external.push(route.request().url());
      failedUrls.add(route.request().url());
      await route.abort('internetdisconnected');
    },
  );

  await context.route(GEOCODER_PATTERN, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: CORS });
      return;
    }
    geocoderRequests.push(request);
    const mode = geocoderMode;
    if (mode.kind === 'abort') {
      failedUrls.add(request.url());
      await route.abort('internetdisconnected');
    } else if (mode.kind === 'fail') {
      failedUrls.add(request.url());
      await route.fulfill({ status: mode.status, headers: CORS, contentType: 'text/plain', body: 'error' });
    } else if (mode.kind === 'hang') {
      failedUrls.add(request.url());
      hanging.add(route);
    } else {
      if (mode.delayMs > 0) await delay(mode.delayMs);
      answeredAt.push(Date.now());
      // The page may be gone by the time a slow answer is ready.
      await route
        .fulfill({
          status: 200,
          headers: CORS,
          contentType: 'application/json',
          body: mode.body,
        })
        .catch(() => undefined);
    }
  });

  await context.route(TILES_PATTERN, async (route: Route) => {
    const request = route.request();
    tileRequests.push(request);
    const mode = tilesMode;
    if (mode.kind === 'serve') {
      await route.fulfill({ status: 200, headers: CORS, contentType: 'image/png', body: TILE_PNG });
    } else if (mode.kind === 'fail') {
      failedUrls.add(request.url());
      await route.fulfill({ status: mode.status, headers: CORS, contentType: 'text/plain', body: 'error' });
    } else {
      failedUrls.add(request.url());
      await route.abort('internetdisconnected');
    }
  });

  // The app's own cities file (the worker fetches it): served as it is unless a test replaces it.
  await context.route(
    (url) => LOCAL_ORIGIN.test(url.href) && /\/cities\.json/.test(url.pathname),
    async (route: Route) => {
      const request = route.request();
      citiesRequests.push(request);
      const mode = citiesMode;
      if (mode.kind === 'serve') {
        await route.fallback();
        return;
      }
      if (mode.status >= 400) failedUrls.add(request.url());
      await route.fulfill({ status: mode.status, contentType: 'application/json', body: mode.body });
    },
  );

  return {
    requests,
    failedUrls,
    external,
    cspViolations: [],
    dispose: () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      for (const route of hanging) void route.abort('timedout').catch(() => undefined);
      hanging.clear();
    },
    geocoder: {
      answer: (body: unknown = TOKYO_ANSWER) => {
        geocoderMode = { kind: 'answer', body: JSON.stringify(body), delayMs: 0 };
      },
      answerRaw: (text: string) => {
        geocoderMode = { kind: 'answer', body: text, delayMs: 0 };
      },
      hang: () => {
        geocoderMode = { kind: 'hang' };
      },
      fail: (status = 500) => {
        geocoderMode = { kind: 'fail', status };
      },
      slow: (delayMs = SLOW_GEOCODER_MS) => {
        geocoderMode = { kind: 'answer', body: JSON.stringify(TOKYO_ANSWER), delayMs };
      },
      abort: () => {
        geocoderMode = { kind: 'abort' };
      },
      requests: geocoderRequests,
      answeredAt,
    },
    tiles: {
      serve: () => {
        tilesMode = { kind: 'serve' };
      },
      fail: (status = 503) => {
        tilesMode = { kind: 'fail', status };
      },
      abort: () => {
        tilesMode = { kind: 'abort' };
      },
      requests: tileRequests,
    },
    cities: {
      serve: () => {
        citiesMode = { kind: 'serve' };
      },
      replace: (status: number, body: string) => {
        citiesMode = { kind: 'replace', status, body };
      },
      requests: citiesRequests,
    },
  };
}

// Chromium reports a resource the test deliberately failed as a console error of its own; that is the
// simulated outage showing through, not a fault of the app, so only those exact URLs are excused.
function isExpectedLoadFailure(message: ConsoleMessage, failedUrls: Set<string>): boolean {
  return message.text().startsWith('Failed to load resource') && failedUrls.has(message.location().url);
}

const networkByContext = new WeakMap<BrowserContext, Network>();

/** The page-side name of the function that reports CSP violations to the test. */
const CSP_BINDING = '__tsdReportCspViolation';

/**
 * Runs in every page before the app (context.addInitScript) and reports each CSP violation the moment it
 * happens, so violations on pages navigated away from are not lost. Must not reference anything outside.
 */
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, unknown>)['__tsdReportCspViolation'];
    if (typeof report !== 'function') return;
    const blocked = event.blockedURI === '' ? '(inline)' : event.blockedURI;
    void report(`${event.effectiveDirective} blocked ${blocked} (${event.sourceFile}:${event.lineNumber})`);
  });
}

export const test = base.extend<Fixtures>({
  chromiumCheck: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      testInfo.skip(chromiumMissing, `Chromium not found at ${CHROMIUM_PATH}; set CHROMIUM_PATH`);
      await use(!chromiumMissing);
    },
    { auto: true },
  ],

  context: async ({ context }, use) => {
    const network = await routeNetwork(context);
    networkByContext.set(context, network);
    await context.exposeBinding(CSP_BINDING, (_source, report: unknown) => {
      network.cspViolations.push(String(report));
    });
    await context.addInitScript(reportCspViolations);
    await context.addInitScript(installRecorder);
    await use(context);
    network.dispose();
  },

  geocoder: async ({ context }, use) => {
    await use(networkOf(context).geocoder);
  },

  tiles: async ({ context }, use) => {
    await use(networkOf(context).tiles);
  },

  cities: async ({ context }, use) => {
    await use(networkOf(context).cities);
  },

  requests: async ({ context }, use) => {
    await use(networkOf(context).requests);
  },

  consoleGuard: [
    async ({ context }, use, testInfo) => {
      const network = networkOf(context);
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      const transcript: string[] = [];
      context.on('console', (message) => {
        transcript.push(`[${message.type()}] ${message.text()} (${message.location().url})`);
        if (message.type() !== 'error' && message.type() !== 'assert') return;
        if (isExpectedLoadFailure(message, network.failedUrls)) return;
        errors.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        transcript.push(`[pageerror] ${error.message}`);
        errors.push(`page error: ${error.stack ?? error.message}`);
      });
      context.on('page', (page) => page.on('crash', () => errors.push(`page crashed: ${page.url()}`)));

      await use({ allow: (pattern) => allowed.push(pattern), errors, messages: transcript });

      if (transcript.length > 0) {
        await testInfo.attach('console', { body: transcript.join('\n'), contentType: 'text/plain' });
      }
      const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text));
      expect(
        errors.filter((text) => !isAllowed(text)),
        'console errors or page errors during the test',
      ).toEqual([]);
      expect(
        network.cspViolations.filter((text) => !isAllowed(text)),
        'Content-Security-Policy violations during the test',
      ).toEqual([]);
      expect(network.external, 'requests to hosts the app must not reach').toEqual([]);
    },
    { auto: true },
  ],
});

function networkOf(context: BrowserContext): Network {
  const network = networkByContext.get(context);
  if (!network) throw new Error('network routes are installed by the context fixture');
  return network;
}

export { expect };
