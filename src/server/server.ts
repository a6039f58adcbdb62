// `silent-directory serve`'s HTTP server: randomuser.me's API (/api/), the server's own (/v1/), the
// portraits its people link to, the OpenAPI document and a health check, on Node's own http. It
// keeps no state between requests (a request's answer is a function of the request), so any number
// of them can stand behind a load balancer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { MissionError } from '../worker/engine/runMission.ts';
import { commonHeaders, sendBody, sendError } from './http.ts';
import { openApiDocument } from './openapi.ts';
import { randomUserRoute } from './randomUser/route.ts';
import { portraitSvg, type PortraitSize } from './randomUser/portrait.ts';
import { agentRoute, agentsRoute, placesRoute } from './v1.ts';
import { VERSION } from '../shared/version.ts';

export interface ServerOptions {
  /** Where each request's log line goes; none is written without it. */
  log?: (line: string) => void;
  /** Most /v1/agents streams at once; more are answered 503 with Retry-After. */
  maxStreams?: number;
  /**
   * The origin the people's picture URLs name (`https://people.example.org`): behind a proxy, the
   * address clients reach. By default the request's Host.
   */
  publicUrl?: string;
  /** Longest request target (path and query string) accepted, in bytes. */
  maxUrlBytes?: number;
  /**
   * How long a client may take to send its headers (slow-header attacks wait forever otherwise),
   * and how long a connection may stay silent (neither side moving a byte) before it is closed.
   */
  headersTimeoutMs?: number;
  idleTimeoutMs?: number;
}

export const DEFAULT_MAX_STREAMS = 32;

/** The OpenAPI document's text, made on first request: it never changes while the process runs. */
let openApiText: string | undefined;
export const DEFAULT_MAX_URL_BYTES = 8 * 1024;

/** A server that has been told to stop: it finishes what is in flight, then closes. */
export interface ApiServer {
  server: Server;
  /** Stops taking requests and resolves when every one in flight has ended (or `graceMs` passed). */
  shutDown(graceMs?: number): Promise<void>;
}

/**
 * The server, not yet listening.
 *
 * @example const { server } = createApiServer({ log: console.log }); server.listen(8080)
 */
export function createApiServer(options: ServerOptions = {}): ApiServer {
  const maxStreams = options.maxStreams ?? DEFAULT_MAX_STREAMS;
  const maxUrlBytes = options.maxUrlBytes ?? DEFAULT_MAX_URL_BYTES;
  let streams = 0;
  let stopping = false;
  const inFlight = new Set<ServerResponse>();

  const server = createServer(
    {
      // Node refuses headers over this on its own (431); the request line's length is ours to check.
      maxHeaderSize: 16 * 1024,
      // No limit on a whole request's time: this API takes no request bodies, slow headers have their own
      // limit below, and a stalled connection the idle one. A 60 s limit here is a suspect in a load
      // run where 7 of 20 long streams were cut at once (bench/RESULTS.md); client errors are now logged.
      requestTimeout: 0,
      headersTimeout: options.headersTimeoutMs ?? 10_000,
      // How often Node looks for requests past those limits: its default, 30 s, would let a
      // slow-header client hold a connection four times longer than the limit says.
      connectionsCheckingInterval: Math.min(2_000, options.headersTimeoutMs ?? 10_000),
      keepAliveTimeout: 5_000,
    },
    (req, res) => {
      const started = process.hrtime.bigint();
      inFlight.add(res);
      res.on('close', () => {
        inFlight.delete(res);
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const bytes = res.getHeader('Content-Length') ?? '-';
        const path = (req.url ?? '').slice(0, 200);
        options.log?.(
          `${new Date().toISOString()} ${req.method ?? '-'} ${path} ${res.statusCode}${res.writableFinished ? '' : ' (closed early)'} ${String(bytes)} ${ms.toFixed(1)}ms`,
        );
      });
      commonHeaders(res);
      if (stopping) res.setHeader('Connection', 'close');
      handle(req, res).catch((error: unknown) => {
        // A stream that broke after its first byte cannot become an error page: it is cut short,
        // which the client sees as a truncated body.
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        options.log?.(`${new Date().toISOString()} error ${message.split('\n')[0] ?? ''}`);
        void sendError(req, res, 500, 'The server failed to make this answer; the log says why.');
      });
    },
  );
  server.timeout = options.idleTimeoutMs ?? 30_000;
  // Malformed requests (bad request lines, oversized headers, a slow client's timeout) get a
  // status line when the socket can still take one, never a stack trace.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    options.log?.(`${new Date().toISOString()} client error ${error.code ?? error.message}`);
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = req.url ?? '/';
    if (Buffer.byteLength(target) > maxUrlBytes) {
      return sendError(req, res, 414, `The request's address is longer than ${maxUrlBytes} bytes.`);
    }
    let url: URL;
    try {
      url = new URL(target, 'http://server.invalid');
    } catch {
      return sendError(req, res, 400, "The request's address cannot be read.");
    }
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Accept, Accept-Encoding, If-None-Match, Content-Type');
      res.setHeader('Access-Control-Max-Age', '86400');
      // Chromium asks before a page of a public origin reaches a private address (a server on a
      // company network): this server holds no one's data, so it says yes.
      if (req.headers['access-control-request-private-network'] === 'true') {
        res.setHeader('Access-Control-Allow-Private-Network', 'true');
      }
      res.statusCode = 204;
      res.end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      return sendError(
        req,
        res,
        405,
        `${method.slice(0, 20)} is not served: this API only answers GET and HEAD.`,
      );
    }
    const path = url.pathname;
    const params = url.searchParams;
    if (hasBrokenText(params)) {
      return sendError(req, res, 400, 'A parameter is not valid UTF-8 once its %-escapes are read.');
    }
    try {
      if (path === '/healthz') {
        return await sendBody(req, res, 200, `${JSON.stringify({ status: 'ok', version: VERSION })}\n`, {
          contentType: 'application/json; charset=utf-8',
          extra: { 'Cache-Control': 'no-store' },
        });
      }
      if (/^\/api(\/1\.[0-4])?\/?$/u.test(path)) {
        return await randomUserRoute(req, res, params, originOf(req, options.publicUrl));
      }
      const portrait = /^\/portraits\/(large|med|thumb)\/([a-z0-9]{1,20})\.svg$/u.exec(path);
      if (portrait !== null) {
        const svg = portraitSvg(portrait[2] ?? '', (portrait[1] ?? 'large') as PortraitSize);
        if (svg === null) return await sendError(req, res, 404, 'No such portrait.');
        return await sendBody(req, res, 200, svg, {
          contentType: 'image/svg+xml',
          etagKey: `portrait:${path}`,
        });
      }
      if (path === '/openapi.json') {
        openApiText ??= `${JSON.stringify(openApiDocument(), null, 2)}\n`;
        return await sendBody(req, res, 200, openApiText, {
          contentType: 'application/json; charset=utf-8',
          etagKey: `openapi:${VERSION}`,
        });
      }
      if (path === '/v1/places') return await placesRoute(req, res, params);
      const one = /^\/v1\/agents\/([^/]+)$/u.exec(path);
      if (one !== null) return await agentRoute(req, res, params, one[1] ?? '');
      if (path === '/v1/agents' || path === '/v1/agents/') {
        if (streams >= maxStreams) {
          res.setHeader('Retry-After', '5');
          return await sendError(req, res, 503, `${maxStreams} streams are running; try again shortly.`);
        }
        streams++;
        try {
          return await agentsRoute(req, res, params);
        } finally {
          streams--;
        }
      }
      return await sendError(req, res, 404, `Nothing is served at ${path.slice(0, 100)}; see /openapi.json.`);
    } catch (error) {
      // A client that went away mid-stream ends the pipeline with a premature close: nothing to say.
      if (isClosedEarly(error)) return;
      if (error instanceof MissionError) return await sendError(req, res, 400, error.message);
      throw error;
    }
  }

  return {
    server,
    shutDown(graceMs = 30_000) {
      stopping = true;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          for (const res of inFlight) res.destroy();
          server.closeAllConnections();
        }, graceMs);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        // Idle keep-alive connections would hold close() open: only requests in flight may.
        server.closeIdleConnections();
      });
    },
  };
}

/** Where this server is reached, for the portraits' URLs: the configured origin, else the request's Host. */
function originOf(req: IncomingMessage, publicUrl: string | undefined): string {
  if (publicUrl !== undefined) return publicUrl.replace(/\/+$/u, '');
  const host = req.headers.host ?? '';
  // A Host that is not a plain host[:port] is not echoed into URLs.
  return /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](:\d{1,5})?$/u.test(host)
    ? `http://${host}`
    : `http://${req.socket.localAddress ?? '127.0.0.1'}:${req.socket.localPort ?? 80}`;
}

/** True when a %-escape decoded to bytes that are not UTF-8 (URLSearchParams puts U+FFFD there). */
function hasBrokenText(params: URLSearchParams): boolean {
  for (const [name, value] of params) if (name.includes('\uFFFD') || value.includes('\uFFFD')) return true;
  return false;
}

function isClosedEarly(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'EPIPE';
}
