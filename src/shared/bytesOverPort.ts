// A download handed from the page to the worker while it arrives: the page posts each part of
// the body on a MessagePort as the network gives it, and the worker reads the parts back as a
// ReadableStream. Both ends of the protocol live here so they cannot drift apart.
//
// Why not transfer the ReadableStream itself: a transferred stream pulls one part at a time,
// each pull a message to the page and back. On the 2-core test machine the worker spent
// 140 ms of a 310 ms load waiting on those round trips, the page busy with its own start-up.
// Posted parts queue up in the worker instead, with no round trip. There is no backpressure,
// and none is needed: the worker keeps the whole file anyway (see loadCities.ts).

/** What the page posts: the parts in order, then exactly one of `done` or `failed`. */
export type BytesMessage = { part: Uint8Array } | { done: true } | { failed: string };

/**
 * Posts the body of `response` (a promise, so that the port exists before the response does)
 * on `port`. A failed request or body becomes a `failed` message.
 *
 * @example sendBytes(fetch(url), channel.port1); worker.postMessage(channel.port2, [channel.port2])
 */
export function sendBytes(response: Promise<Response>, port: MessagePort): void {
  const post = (message: BytesMessage, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  void (async () => {
    try {
      const { ok, status, body } = await response;
      if (!ok || body === null) throw new Error(`HTTP ${status}`);
      const reader = body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        const part = read.value;
        // Moving the part's memory is free; copying is safe when the part shares its buffer.
        const whole = part.byteOffset === 0 && part.byteLength === part.buffer.byteLength;
        post({ part }, whole && part.buffer instanceof ArrayBuffer ? [part.buffer] : []);
      }
      post({ done: true });
    } catch (error) {
      post({ failed: error instanceof Error ? error.message : String(error) });
    }
    // The receiver closes the channel once it has read the last message: closing here could
    // drop messages still on their way.
  })();
}

/**
 * The parts posted by sendBytes on `port`, as a stream that errors with the sender's message
 * when the download failed. Cancelling the stream closes the port.
 *
 * @example const reader = receiveBytes(port).getReader()
 */
export function receiveBytes(port: MessagePort): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      port.onmessage = ({ data }: MessageEvent<BytesMessage>) => {
        if ('part' in data) {
          controller.enqueue(data.part);
          return;
        }
        port.close();
        if ('done' in data) controller.close();
        else controller.error(new Error(data.failed));
      };
    },
    cancel() {
      port.close();
    },
  });
}
