// Hostile and broken clients: each ends with the right status or a closed connection, and the
// server goes on answering others. Limits are set small here (a half-second header timeout, one
// stream at a time) so that each case shows in a test's time.
import { connect, type Socket } from 'node:net';
import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './helpers.ts';

let server: RunningServer;
const log: string[] = [];

beforeAll(async () => {
  server = await startServer({
    headersTimeoutMs: 500,
    idleTimeoutMs: 2_000,
    maxStreams: 1,
    log: (line) => log.push(line),
  });
});

afterAll(async () => {
  await server.close();
});

async function stillAnswers(): Promise<void> {
  const res = await fetch(`${server.base}/healthz`);
  expect(res.status).toBe(200);
}

async function errorOf(path: string): Promise<{ status: number; error: string; parameter?: string }> {
  const res = await fetch(`${server.base}${path}`);
  const body = (await res.json()) as { error: string; parameter?: string };
  return { status: res.status, ...body };
}

/** Resolves when the socket is closed by the other side, with what it received before. */
function closed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
}

describe('hostile input', () => {
  it('refuses a huge results, a negative page and an unknown nat with a 400 naming each', async () => {
    expect(await errorOf('/api/?results=99999999999')).toMatchObject({ status: 400, parameter: 'results' });
    expect(await errorOf('/api/?page=-5')).toMatchObject({ status: 400, parameter: 'page' });
    expect(await errorOf('/api/?nat=XX')).toMatchObject({ status: 400, parameter: 'nat' });
    expect(await errorOf('/v1/agents?q=lyon&count=100000001')).toMatchObject({
      status: 400,
      parameter: 'count',
    });
    await stillAnswers();
  });

  it('refuses a q that is not UTF-8 once unescaped', async () => {
    const answer = await errorOf('/api/?q=%FF%FE');
    expect(answer.status).toBe(400);
    expect(answer.error).toContain('UTF-8');
    expect((await errorOf('/v1/places?q=%C3')).status).toBe(400);
  });

  it('refuses a 1 MB query string without reading it as a request, and answers the next client', async () => {
    const socket = connect(server.port, '127.0.0.1');
    const done = closed(socket);
    socket.write(`GET /api/?q=${'a'.repeat(1024 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const received = await done;
    expect(received).toMatch(/^HTTP\/1\.1 431 /);
    // Under the header limit but over the address limit: 414, as JSON.
    expect((await errorOf(`/api/?q=${'a'.repeat(9_000)}`)).status).toBe(414);
    await stillAnswers();
  });

  it('closes a connection whose headers come too slowly (slowloris), and answers others meanwhile', async () => {
    const socket = connect(server.port, '127.0.0.1');
    const done = closed(socket);
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write('X-Drip: 1\r\n');
    }, 100);
    await stillAnswers();
    const started = Date.now();
    const received = await done;
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    // The limit is half a second, and Node looks every half second: well before the 30 s test limit.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops making a stream whose client goes away, and frees its place for the next', async () => {
    // One stream at a time: a second while the first runs is 503.
    const first = await new Promise<IncomingMessage>((resolve) => {
      const asked = request(`${server.base}/v1/agents?q=lyon&count=100000000&format=ndjson&seed=1`, resolve);
      // Vanishing below is this client's own doing: its "socket hang up" is expected, not a failure.
      asked.on('error', () => undefined);
      asked.end();
    });
    expect(first.statusCode).toBe(200);
    const busy = await fetch(`${server.base}/v1/agents?q=lyon&count=10&seed=1`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    // Read a little, then vanish halfway.
    await new Promise<void>((resolve) => first.once('data', () => resolve()));
    first.destroy();
    let status = 503;
    for (let i = 0; i < 50 && status === 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await fetch(`${server.base}/v1/agents?q=lyon&count=10&seed=1`)).status;
    }
    expect(status).toBe(200);
  });

  it('closes the stream of a client that never reads, and answers others meanwhile', async () => {
    const socket = connect(server.port, '127.0.0.1');
    socket.on('error', () => undefined);
    const target = '/v1/agents?q=lyon&count=100000000&format=csv&seed=2';
    socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
    // Never read: once the buffers between the two are full, nothing moves, and the idle limit
    // (2 s here) ends the response. The client, paused, only learns of it when it reads.
    socket.pause();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stillAnswers();
    const ended = () => log.find((line) => line.includes(target));
    for (let i = 0; i < 200 && ended() === undefined; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ended()).toContain(' 200 (closed early) ');
    socket.destroy();
    await stillAnswers();
  });
});
