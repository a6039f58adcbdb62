// Serves large static files gzip-compressed once at build time instead of on every request.
//
// `vite preview` (the README's `npm start`) compresses responses on the fly. For the cities file
// (14.5 MB when measured) that cost about 300 ms of CPU per request on this 2-core machine, spent on the
// same cores the browser needs while the dashboard opens. Compressing it in `vite build` and
// answering with the stored bytes leaves the browser only the (fast, streaming) decompression.
// A production host should do the same (nginx `gzip_static`, a CDN's pre-compressed objects).
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip, constants as zlibConstants } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);

export interface PrecompressedFilesOptions {
  /** Paths inside the build's output directory (public/ files land there), e.g. `cities.json`. */
  files: readonly string[];
  contentType: string;
}

export function precompressedFiles({ files, contentType }: PrecompressedFilesOptions): Plugin {
  let config: ResolvedConfig | null = null;
  const outDir = () => path.resolve(config!.root, config!.build.outDir);

  return {
    name: 'tsd:precompressed-files',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config?.command !== 'build') return;
      for (const file of files) {
        const source = path.join(outDir(), file);
        const bytes = await readFile(source).catch(() => null);
        // A missing file (e.g. data not generated) is the app's offline case, not a build error.
        if (bytes === null) continue;
        const compressed = await gzipAsync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION });
        await writeFile(`${source}.gz`, compressed);
      }
    },
    configurePreviewServer(server) {
      // Added here (not in the returned post hook) so it runs before Vite's own compression.
      const base = server.config.base.endsWith('/') ? server.config.base : `${server.config.base}/`;
      const served = new Set(files.map((file) => `${base}${file}`));
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '').split('?')[0] ?? '';
        if (!served.has(pathname) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
        const compressed = path.join(outDir(), `${pathname.slice(base.length)}.gz`);
        sendCompressed(compressed, contentType, req, res).catch(() => next());
      });
    },
  };
}

async function sendCompressed(
  file: string,
  contentType: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const info = await stat(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Vary', 'Accept-Encoding');
  // Revalidate every time: a rebuild must not be hidden by a cached copy of the old data.
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', info.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}
