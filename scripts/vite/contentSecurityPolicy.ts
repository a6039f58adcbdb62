// The Content-Security-Policy of the built app, derived from the same settings the app reads, so the policy
// and the configuration cannot drift apart: the geocoder and the map's tile or style hosts are allowed
// because, and only because, the build was configured to use them.
//
// The policy goes into the built index.html as a <meta> tag (any static host serves it), and `vite preview`
// also sends it as a header, which the meta tag cannot replace: the header also governs the workers, whose
// scripts do not inherit the page's policy, and can forbid framing. The dev server has no policy: Vite's
// hot reload relies on inline scripts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { readWorkerConfig } from '../../src/ui/config.ts';
import { resolveMapConfig } from '../../src/ui/features/map/config.ts';

type Env = Readonly<Record<string, unknown>>;

/** Hosts the app talks to besides itself, as CSP source expressions (origins). */
export interface PolicyHosts {
  /** The geocoder, tile, style and extra hosts: fetch() and XHR. */
  connect: readonly string[];
  /** Tile, style and extra hosts: raster tiles and sprites may load as images. */
  img: readonly string[];
}

/** Meant for a CSP source list: an origin, with nothing that could end the directive or add another. */
const ORIGIN = /^(https?|wss?):\/\/[a-z0-9.*-]+(:\d+)?$/i;

/**
 * The hosts the configuration (VITE_* variables, as the app reads them) makes the app talk to.
 * VITE_CSP_CONNECT_SRC adds origins (space-separated) a remote map style needs for its own tiles, glyphs
 * and sprites, which the build cannot know. A URL on the app's own origin adds nothing: 'self' covers it.
 *
 * @example policyHosts({}).connect // ["https://a.basemaps.cartocdn.com", …, "https://nominatim.openstreetmap.org"]
 */
export function policyHosts(env: Env): PolicyHosts {
  const { geocoderUrl } = readWorkerConfig(env);
  const { remote } = resolveMapConfig(env);
  const map =
    remote.kind === 'raster'
      ? remote.tiles.map((tile) => originOf(tile, 'VITE_TILE_URL'))
      : remote.kind === 'style'
        ? [originOf(remote.url, 'VITE_MAP_STYLE_URL')]
        : [];
  const extra = String(env.VITE_CSP_CONNECT_SRC ?? '')
    .split(/\s+/)
    .filter((source) => source !== '')
    .map((source) => {
      if (!ORIGIN.test(source)) {
        throw new Error(`VITE_CSP_CONNECT_SRC: "${source}" is not an origin such as https://tiles.example.`);
      }
      return source;
    });
  const geocoder = geocoderUrl === '' ? [] : [originOf(geocoderUrl, 'VITE_GEOCODER_URL')];
  const img = unique([...map, ...extra]);
  return { connect: unique([...geocoder, ...img]), img };
}

/**
 * The policy as one header value. Scripts come from the app alone (no inline script, no eval); styles from
 * its stylesheets (libraries set inline styles through the CSSOM, which style-src does not govern); workers
 * from the app or a blob; requests to the app and `hosts` only.
 *
 * @example contentSecurityPolicy({ connect: [], img: [] }, 'meta') // "default-src 'self'; script-src 'self'; …"
 */
export function contentSecurityPolicy(hosts: PolicyHosts, delivery: 'meta' | 'header'): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:', ...hosts.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...hosts.connect],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  // Browsers ignore frame-ancestors in a <meta> tag, and say so in the console.
  if (delivery === 'header') directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * index.html with the policy's <meta> tag right after the charset declaration (which must stay within the
 * first 1,024 bytes) and so before any script or stylesheet, which would otherwise load unchecked.
 * The policy holds no quote or angle bracket (origins are checked), so it goes in as it is.
 */
export function insertPolicy(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return `${html.slice(0, end)}\n    ${tag}${html.slice(end)}`;
  }
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('index.html has no <head> to put the Content-Security-Policy in.');
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}\n    ${tag}${html.slice(end)}`;
}

/** Reads the policy back out of a built index.html: the header then says exactly what the page says. */
export function policyInHtml(html: string): string | null {
  return /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1] ?? null;
}

/** The Vite plugin: the meta tag in `vite build`, the header in `vite preview`. */
export function contentSecurityPolicyPlugin(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: 'tsd:content-security-policy',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (config?.command !== 'build') return html;
        return insertPolicy(html, contentSecurityPolicy(policyHosts(config.env), 'meta'));
      },
    },
    configurePreviewServer(server) {
      const index = path.resolve(server.config.root, server.config.build.outDir, 'index.html');
      let header: Promise<string | null> | null = null;
      server.middlewares.use((_req, res, next) => {
        header ??= readFile(index, 'utf8').then(
          (html) => {
            const policy = policyInHtml(html);
            return policy === null ? null : `${policy}; frame-ancestors 'none'`;
          },
          () => null,
        );
        header.then(
          (value) => {
            if (value !== null) res.setHeader('Content-Security-Policy', value);
            next();
          },
          () => next(),
        );
      });
    },
  };
}

function originOf(url: string, setting: string): string {
  let parsed: URL;
  try {
    // Relative URLs are the app's own origin, which 'self' already allows.
    parsed = new URL(url, 'relative://app/');
  } catch {
    throw new Error(`${setting}: "${url}" is not a URL the Content-Security-Policy can name.`);
  }
  return parsed.protocol === 'relative:' ? '' : parsed.origin;
}

function unique(sources: readonly string[]): string[] {
  return [...new Set(sources.filter((source) => source !== ''))].sort();
}
