import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  insertPolicy,
  policyHosts,
  policyInHtml,
} from '../../scripts/vite/contentSecurityPolicy.ts';

const CARTO = ['a', 'b', 'c', 'd'].map((s) => `https://${s}.basemaps.cartocdn.com`);
const NOMINATIM = 'https://nominatim.openstreetmap.org';

describe('policyHosts', () => {
  it('allows the default geocoder and the four CARTO tile hosts, nothing else', () => {
    expect(policyHosts({})).toEqual({ connect: [...CARTO, NOMINATIM], img: CARTO });
  });

  it('follows the configured geocoder, or leaves it out when geocoding is off', () => {
    expect(policyHosts({ VITE_GEOCODER_URL: 'https://geo.example:8443/v1/search?x=1' }).connect).toContain(
      'https://geo.example:8443',
    );
    expect(policyHosts({ VITE_GEOCODER_URL: '' }).connect).toEqual(CARTO);
    // A geocoder proxied on the app's own origin is covered by 'self'.
    expect(policyHosts({ VITE_GEOCODER_URL: '/geocode' }).connect).toEqual(CARTO);
  });

  it('follows the configured tiles: other hosts, subdomains expanded, or none at all', () => {
    expect(policyHosts({ VITE_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png' }).img).toEqual(
      ['a', 'b', 'c', 'd'].map((s) => `https://${s}.tiles.example`),
    );
    expect(policyHosts({ VITE_TILE_URL: '', VITE_GEOCODER_URL: '' })).toEqual({ connect: [], img: [] });
  });

  it('allows a remote style host, plus the hosts the style needs, given in VITE_CSP_CONNECT_SRC', () => {
    const hosts = policyHosts({
      VITE_MAP_STYLE_URL: 'https://styles.example/dark.json',
      VITE_CSP_CONNECT_SRC: ' https://tiles.example  https://fonts.example:444 ',
      VITE_GEOCODER_URL: '',
    });
    expect(hosts.connect).toEqual([
      'https://fonts.example:444',
      'https://styles.example',
      'https://tiles.example',
    ]);
    expect(hosts.img).toEqual(hosts.connect);
  });

  it('refuses extra sources that are not plain origins, so no setting can smuggle in a directive', () => {
    for (const bad of [
      "'unsafe-inline'",
      'https://x.example; script-src *',
      '*',
      'javascript:',
      'https://x/"',
    ]) {
      expect(() => policyHosts({ VITE_CSP_CONNECT_SRC: bad })).toThrow(/VITE_CSP_CONNECT_SRC/);
    }
  });

  it('says which setting is wrong when a URL cannot be named in a policy', () => {
    expect(() =>
      policyHosts({ VITE_TILE_URL: 'https://{switch:a,b}.tiles.example/{z}/{x}/{y}.png' }),
    ).toThrow(/VITE_TILE_URL/);
  });
});

describe('contentSecurityPolicy', () => {
  const hosts = policyHosts({});

  it('runs scripts from the app alone, workers from the app or a blob, and talks to the allowed hosts', () => {
    const policy = contentSecurityPolicy(hosts, 'meta');
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("worker-src 'self' blob:;");
    expect(policy).toContain(`connect-src 'self' ${hosts.connect.join(' ')};`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-|\*/);
  });

  it('forbids framing in the header only (a meta tag cannot, and browsers warn about it)', () => {
    expect(contentSecurityPolicy(hosts, 'meta')).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy(hosts, 'header')).toMatch(/; frame-ancestors 'none'$/);
  });
});

describe('insertPolicy and policyInHtml', () => {
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <script type="module" src="/assets/index.js"></script>',
    '  </head>',
    '</html>',
  ].join('\n');

  it('puts the tag after the charset declaration and before every script', () => {
    const policy = contentSecurityPolicy(policyHosts({}), 'meta');
    const out = insertPolicy(html, policy);
    const tag = out.indexOf('http-equiv="Content-Security-Policy"');
    expect(tag).toBeGreaterThan(out.indexOf('charset'));
    expect(tag).toBeLessThan(out.indexOf('<script'));
    expect(policyInHtml(out)).toBe(policy);
  });

  it('finds no policy in a page without one', () => {
    expect(policyInHtml(html)).toBeNull();
  });
});
