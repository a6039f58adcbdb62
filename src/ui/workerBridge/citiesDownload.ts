// The page starts downloading the cities file itself and hands the body to the worker.
//
// A dedicated worker takes a while to exist: its thread, its script (≈ 160 KB) fetched and
// evaluated, then Comlink's first call. Measured on the 2-core machine that is 150–200 ms after
// the dashboard opens before a worker's own fetch would begin. Fetching on the page lets the
// bytes arrive while the worker starts; the worker scans them as they come (a transferred
// ReadableStream), so the index is ready sooner by about that much.

/** Whether this browser can transfer a ReadableStream to a worker (Chromium, Firefox; not every Safari). */
export function canTransferStreams(): boolean {
  try {
    const probe = new ReadableStream();
    const { port1, port2 } = new MessageChannel();
    port1.postMessage(probe, [probe]);
    port1.close();
    port2.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * The body of `url` as a stream that exists at once, before the response does. A failed
 * request (offline, 404) errors the stream, which the worker reports like any failed load.
 */
export function downloadCities(url: string, fetcher: typeof fetch = fetch): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  fetcher(url)
    .then((response) => {
      if (!response.ok || response.body === null) throw new Error(`HTTP ${response.status}`);
      return response.body.pipeTo(writable);
    })
    .catch((error: unknown) => {
      // pipeTo has already errored the stream when the body failed mid-way; this covers the
      // request itself failing. Either way the worker sees the error, not a stream that never ends.
      writable.abort(error).catch(() => {});
    });
  return readable;
}
