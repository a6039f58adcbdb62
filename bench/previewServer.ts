// The production build served for a browser benchmark: `vite preview` on a port of its own, started and
// stopped by the benchmark, and the browser that opens it, kept off the network.
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';

/**
 * Hosts the app may call but this machine cannot reach, refused at once by the browser's own
 * resolver, as when offline. Not with `page.route`: Playwright then holds every request the page
 * makes (each script, the worker's, the cities file's) until its Node process has matched the URL,
 * a round trip per request on the same two cores. Alternating cold opens of one build measured
 * worker ready at a median of 456 ms with `page.route` and 389 ms without (12 opens each).
 */
export const OFFLINE_HOSTS =
  '--host-resolver-rules=MAP nominatim.openstreetmap.org ~NOTFOUND, MAP *.basemaps.cartocdn.com ~NOTFOUND';

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(origin)).ok;
  } catch {
    return false;
  }
}

/** `config`: another Vite config to preview (the comparison page's); the app's by default. */
export async function startPreview(port: number, config?: string): Promise<ChildProcess> {
  const origin = `http://localhost:${port}`;
  // Whatever already answers on the port is another checkout's build (the machine is shared),
  // and its figures would be reported as this one's.
  if (await answers(origin)) throw new Error(`Port ${port} is already serving something: set BENCH_PORT.`);
  // A process group of its own: npx starts vite as a child, and killing npx alone left vite
  // serving on the port after the benchmark ended.
  const configArgs = config === undefined ? [] : ['--config', config];
  const server = spawn('npx', ['vite', 'preview', ...configArgs, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await answers(origin)) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopPreview(server);
  throw new Error(`vite preview did not start on ${origin}`);
}

export function stopPreview(server: ChildProcess): void {
  if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
}

/** Debian's Chromium with the tests' flags, its resolver refusing the hosts the app cannot reach here. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, OFFLINE_HOSTS] });
}
