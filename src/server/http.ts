// How every answer of the server is sent: CORS for browsers, the request's own ETag and caching, and
// compression the client accepts. Bodies made whole (a randomuser.me page) and streams (a /v1 file)
// both come through here, so every route behaves alike.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip, brotliCompress, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this, compressing costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli's quality for answers made on request: 11, its default, is for files compressed once and
 * served many times; 5 compresses a 5,000-person page about as well in a tenth of the time.
 */
const BROTLI_QUALITY = 5;

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer in, from Accept-Encoding: brotli, then gzip, as the client weighs them
 * (q=0 refuses one).
 *
 * @example encodingFor("gzip, deflate, br") === "br"; encodingFor("gzip;q=0, br;q=0") === "identity"
 */
export function encodingFor(accept: string | undefined): Encoding {
  if (accept === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/u.exec(param)?.[1])
      .find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string): number => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** What an answer says of itself beyond its body. */
export interface AnswerHeaders {
  contentType: string;
  /** When set, the answer is the same for the same request forever: an ETag and a long cache life. */
  etagKey?: string | undefined;
  /** A download's file name (Content-Disposition: attachment). */
  download?: string | undefined;
  extra?: Record<string, string>;
}

/** Headers every answer carries: browsers on other origins may read it (the API holds no one's data). */
export function commonHeaders(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'ETag, X-Seed, Content-Disposition');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Vary', 'Accept-Encoding');
}

/** A strong ETag for a request key: the same key, the same bytes (before encoding). */
export function etagOf(key: string): string {
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
}

/**
 * Sets the caching headers and answers 304 when the client holds this version: true when the
 * answer is done.
 */
export function answeredFromCache(
  req: IncomingMessage,
  res: ServerResponse,
  etagKey: string | undefined,
): boolean {
  if (etagKey === undefined) {
    // No seed: a new draw each time, never to be reused.
    res.setHeader('Cache-Control', 'no-store');
    return false;
  }
  const etag = etagOf(etagKey);
  res.setHeader('ETag', etag);
  // A seeded answer never changes for this server's version; a day lets a new release's fixes reach clients.
  res.setHeader('Cache-Control', 'public, max-age=86400');
  const held = req.headers['if-none-match'];
  if (held !== undefined && held.split(',').some((tag) => tag.trim().replace(/^W\//u, '') === etag)) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  return false;
}

function applyHeaders(res: ServerResponse, headers: AnswerHeaders): void {
  res.setHeader('Content-Type', headers.contentType);
  if (headers.download !== undefined) {
    res.setHeader('Content-Disposition', `attachment; filename="${headers.download}"`);
  }
  for (const [name, value] of Object.entries(headers.extra ?? {})) res.setHeader(name, value);
}

/**
 * A body made whole, compressed when the client takes it, with no body for HEAD (its headers are
 * GET's, Content-Length included).
 */
export async function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string | Uint8Array,
  headers: AnswerHeaders,
): Promise<void> {
  applyHeaders(res, headers);
  if (status === 200 && answeredFromCache(req, res, headers.etagKey)) return;
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
  const encoding =
    bytes.length >= COMPRESS_FROM_BYTES ? encodingFor(headerText(req, 'accept-encoding')) : 'identity';
  const sent =
    encoding === 'br'
      ? await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : encoding === 'gzip'
        ? await gzipped(bytes)
        : bytes;
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', sent.length);
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : sent);
}

/**
 * A body made as it is sent: piped with backpressure, so a client that reads slowly slows the
 * making, and one that goes away stops it (the pipeline destroys the source, which ends the agents'
 * generator). Memory stays a few buffers whatever the count.
 */
export async function sendStream(
  req: IncomingMessage,
  res: ServerResponse,
  source: AsyncIterable<Uint8Array>,
  headers: AnswerHeaders,
): Promise<void> {
  applyHeaders(res, headers);
  if (answeredFromCache(req, res, headers.etagKey)) return;
  const encoding = encodingFor(headerText(req, 'accept-encoding'));
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.statusCode = 200;
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const readable = Readable.from(source, { objectMode: false, highWaterMark: 64 * 1024 });
  if (encoding === 'identity') await pipeline(readable, res);
  else {
    const compress =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : createGzip();
    await pipeline(readable, compress, res);
  }
}

/** A JSON error: `{ "error": message, "parameter": name }`, the parameter when one is to blame. */
export function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  parameter?: string,
): Promise<void> {
  const body = JSON.stringify(parameter === undefined ? { error: message } : { error: message, parameter });
  return sendBody(req, res, status, `${body}\n`, { contentType: 'application/json; charset=utf-8' });
}

function headerText(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}
