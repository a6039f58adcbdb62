// A server for a test file, listening on a free port of the loopback, and a raw HTTP GET that shows
// the bytes as sent (fetch would undo their compression).
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiServer, type ApiServer, type ServerOptions } from '../../src/server/server.ts';

export interface RunningServer {
  api: ApiServer;
  base: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const api = createApiServer(options);
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  const { port } = api.server.address() as AddressInfo;
  return {
    api,
    port,
    base: `http://127.0.0.1:${port}`,
    close: () => api.shutDown(1_000),
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET (or another method) whose body is returned as the bytes on the wire. */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
