// The page starts downloading the cities file itself and hands the parts to the worker.
//
// A dedicated worker takes a while to exist: its thread, its script fetched and evaluated,
// then Comlink's first call. Measured on the 2-core machine that is 150–250 ms after the
// dashboard opens before a worker's own fetch would begin. Fetching on the page lets the
// bytes arrive while the worker starts; the worker scans them as they come (see
// shared/bytesOverPort.ts for how they travel), so the index is ready sooner by about that much.
import { sendBytes } from '../../shared/bytesOverPort.ts';

/**
 * Starts downloading `url`; returns the port the body's parts arrive on, to be transferred to
 * the worker at once, before the response exists. A failed request (offline, 404) arrives as a
 * failure, which the worker reports like any failed load.
 */
export function downloadCities(url: string, fetcher: typeof fetch = fetch): MessagePort {
  const { port1, port2 } = new MessageChannel();
  sendBytes(fetcher(url), port1);
  return port2;
}
