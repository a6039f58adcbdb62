// Both ends of the page-to-worker download protocol, over a real MessageChannel.
import { describe, expect, it } from 'vitest';
import { receiveBytes, sendBytes } from '../../src/shared/bytesOverPort.ts';

/** A response whose body is `parts`, then `failure` if given (a connection lost mid-way). */
function responseOf(parts: Uint8Array[], failure?: Error): Response {
  const queue = [...parts];
  return new Response(
    new ReadableStream<Uint8Array>({
      // One part per read: erroring a stream drops what it still holds.
      pull(controller) {
        const part = queue.shift();
        if (part !== undefined) controller.enqueue(part);
        else if (failure) controller.error(failure);
        else controller.close();
      },
    }),
  );
}

/** Everything the stream gives, or the error it ends with, and the parts it gave before. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<{ bytes: number[]; error?: string }> {
  const bytes: number[] = [];
  const reader = stream.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes.push(...read.value);
    return { bytes };
  } catch (error) {
    return { bytes, error: (error as Error).message };
  }
}

function send(response: Promise<Response>): ReadableStream<Uint8Array> {
  const { port1, port2 } = new MessageChannel();
  sendBytes(response, port1);
  return receiveBytes(port2);
}

describe('bytes over a port', () => {
  it('delivers every part, in order', async () => {
    const parts = [new Uint8Array([1, 2, 3]), new Uint8Array([4]), new Uint8Array([5, 6])];
    expect(await readAll(send(Promise.resolve(responseOf(parts))))).toEqual({ bytes: [1, 2, 3, 4, 5, 6] });
  });

  it('delivers parts that share one buffer, each with its own bytes', async () => {
    // Transferring the first part's buffer would detach the second: such parts are copied.
    const shared = new Uint8Array([10, 11, 12, 13, 14]);
    const parts = [shared.subarray(0, 2), shared.subarray(2)];
    expect(await readAll(send(Promise.resolve(responseOf(parts))))).toEqual({
      bytes: [10, 11, 12, 13, 14],
    });
  });

  it('moves a whole part rather than copying it', async () => {
    const part = new Uint8Array([7, 8, 9]);
    expect(await readAll(send(Promise.resolve(responseOf([part]))))).toEqual({ bytes: [7, 8, 9] });
    // Transferred: the page no longer holds the part's memory.
    expect(part.byteLength).toBe(0);
  });

  it('errors the stream with the status when the server refuses', async () => {
    const refused = Promise.resolve(new Response('missing', { status: 404 }));
    expect(await readAll(send(refused))).toEqual({ bytes: [], error: 'HTTP 404' });
  });

  it('errors the stream when the request fails', async () => {
    expect(await readAll(send(Promise.reject(new Error('offline'))))).toEqual({
      bytes: [],
      error: 'offline',
    });
  });

  it('errors the stream after the parts that came when the body fails mid-way', async () => {
    const response = responseOf([new Uint8Array([1, 2])], new Error('connection reset'));
    expect(await readAll(send(Promise.resolve(response)))).toEqual({
      bytes: [1, 2],
      error: 'connection reset',
    });
  });

  it('errors the stream when a successful response has no body', async () => {
    const empty = Promise.resolve(new Response(null, { status: 204 }));
    expect(await readAll(send(empty))).toEqual({ bytes: [], error: 'HTTP 204' });
  });

  it('copies parts that share one buffer as the network hands them over, each with its own bytes', async () => {
    // A body whose reader hands out views into one buffer, as a browser's may: transferring the
    // first view's buffer would detach the second before it is posted.
    const shared = new Uint8Array([10, 11, 12, 13, 14]);
    const views = [shared.subarray(0, 2), shared.subarray(2)];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const view = views.shift();
        if (view === undefined) controller.close();
        else controller.enqueue(view);
      },
    });
    // Not a Response: undici copies what a stream enqueues into a Response, so the views would
    // arrive as whole buffers of their own and the case would not be tested.
    const response = { ok: true, status: 200, body } as unknown as Response;
    expect(await readAll(send(Promise.resolve(response)))).toEqual({ bytes: [10, 11, 12, 13, 14] });
    expect(shared.byteLength).toBe(5);
  });

  it('posts the parts, then exactly one message saying done, as the protocol states', async () => {
    const { port1, port2 } = new MessageChannel();
    const messages: unknown[] = [];
    const finished = new Promise<void>((resolve) => {
      port2.onmessage = ({ data }: MessageEvent<unknown>) => {
        messages.push(data);
        if (typeof data === 'object' && data !== null && !('part' in data)) resolve();
      };
    });
    sendBytes(Promise.resolve(responseOf([new Uint8Array([1])])), port1);
    await finished;
    port2.close();
    expect(messages).toEqual([{ part: new Uint8Array([1]) }, { done: true }]);
  });

  it('closes the port when the reader cancels the stream', async () => {
    const { port1, port2 } = new MessageChannel();
    const closed = new Promise<void>((resolve) => port1.addEventListener('close', () => resolve()));
    await receiveBytes(port2).cancel();
    await closed;
  });
});
