// A browser page of another origin reads the people API with fetch (issue 48): the server's CORS
// headers let it, for a simple request and for one that needs a preflight (If-None-Match), and the
// headers it exposes (ETag) are readable. The page is served from another port of the loopback; the
// API is `npm run serve`'s server, started for this file.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { ROOT } from './cli.ts';

let server: ChildProcess | undefined;
let api = '';
// The other origin: a page served from another port of the loopback. A routed made-up origin would
// count as public, and Chromium lets a public page reach the loopback only with the user's leave
// (Local Network Access), CORS or not.
let pageServer: Server | undefined;
let otherOrigin = '';

test.beforeAll(async () => {
  pageServer = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end('<!doctype html><title>Another origin</title>');
  });
  await new Promise<void>((resolve) => pageServer?.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/serve.ts', '--port', '0', '--quiet'], {
    cwd: ROOT,
  });
  api = await new Promise<string>((resolve, reject) => {
    let output = '';
    server?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    server?.on('exit', () => reject(new Error(`the server exited: ${output}`)));
  });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  pageServer?.close();
});

test('a page of another origin reads randomuser.me-shaped people, and a preflighted request', async ({
  page,
}) => {
  await page.goto(`${otherOrigin}/`);
  const simple = await page.evaluate(async (url) => {
    const res = await fetch(url);
    const body = (await res.json()) as { results: { nat: string }[] };
    return { status: res.status, nats: body.results.map((user) => user.nat), etag: res.headers.get('etag') };
  }, `${api}/api/?seed=cors&results=3&nat=fr`);
  expect(simple.status).toBe(200);
  expect(simple.nats).toEqual(['FR', 'FR', 'FR']);
  expect(simple.etag).toMatch(/^"[\w-]+"$/);

  // If-None-Match is not a simple header: the browser asks the server's leave first (OPTIONS).
  const revalidated = await page.evaluate(
    async ({ url, etag }) => {
      const res = await fetch(url, { headers: { 'If-None-Match': etag }, cache: 'no-store' });
      return res.status;
    },
    { url: `${api}/api/?seed=cors&results=3&nat=fr`, etag: simple.etag ?? '' },
  );
  expect(revalidated).toBe(304);
});
