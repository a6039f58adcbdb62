// GET /api/ as randomuser.me's clients use it, against a server on the loopback: the people fit the
// place they say they are from, a seed replays them and its pages follow each other, and every
// parameter behaves as its documentation (docs/SERVER.md) says.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { rawRequest, startServer, type RunningServer } from './helpers.ts';

interface User {
  gender: string;
  name: { title: string; first: string; last: string };
  location: {
    city: string;
    country: string;
    postcode: string;
    coordinates: { latitude: string; longitude: string };
    timezone: { offset: string; description: string };
  };
  phone: string;
  nat: string;
  login: { uuid: string };
  picture: { large: string; medium: string; thumbnail: string };
}

interface Login {
  password: string;
  salt: string;
  sha256: string;
}

interface Page {
  results: User[];
  info?: { seed: string; results: number; page: number; version: string };
}

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

async function page(query: string): Promise<Page> {
  const res = await fetch(`${server.base}/api/?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
}

describe('people who fit their place', () => {
  it('gives people of nat=de a German city, time zone, phone and a point in Germany', async () => {
    const { results } = await page('nat=de&results=40&seed=fit');
    expect(results).toHaveLength(40);
    for (const user of results) {
      expect(user.nat).toBe('DE');
      expect(user.location.country).toBe('Germany');
      expect(user.location.timezone.description).toBe('Europe/Berlin');
      expect(user.phone.startsWith('+49 ')).toBe(true);
      // German postcodes are five digits.
      expect(user.location.postcode).toMatch(/^\d{5}$/);
      // Germany lies between 47.27° and 55.06° north, 5.87° and 15.04° east.
      const lat = Number(user.location.coordinates.latitude);
      const lng = Number(user.location.coordinates.longitude);
      expect(lat).toBeGreaterThan(47.2);
      expect(lat).toBeLessThan(55.1);
      expect(lng).toBeGreaterThan(5.8);
      expect(lng).toBeLessThan(15.1);
    }
    // A country's people live in many of its cities, not one.
    expect(new Set(results.map((user) => user.location.city)).size).toBeGreaterThan(5);
  });

  it('gives people of a place typed in its own script that city (q=서울 is Seoul)', async () => {
    const { results } = await page(`q=${encodeURIComponent('서울')}&results=10&seed=fit`);
    for (const user of results) {
      expect(user.location.city).toBe('Seoul');
      expect(user.nat).toBe('KR');
      expect(user.location.timezone).toEqual({ offset: '+9:00', description: 'Asia/Seoul' });
      // Seoul's area code is 2; Korean mobiles start 10.
      expect(user.phone).toMatch(/^\+82 (2|10) /);
      expect(Math.abs(Number(user.location.coordinates.latitude) - 37.57)).toBeLessThan(0.5);
    }
  });

  it('mixes the nationalities asked for, and by default randomuser.me’s 21', async () => {
    const mixed = await page('nat=fr,jp&results=60&seed=mix');
    const nats = new Set(mixed.results.map((user) => user.nat));
    expect(nats).toEqual(new Set(['FR', 'JP']));
    const all = await page('results=300&seed=mix');
    const theirs = new Set('AU BR CA CH DE DK ES FI FR GB IE IN IR MX NL NO NZ RS TR UA US'.split(' '));
    for (const user of all.results) expect(theirs.has(user.nat)).toBe(true);
    expect(new Set(all.results.map((user) => user.nat)).size).toBeGreaterThan(15);
  });

  it('gives only women with gender=female, and the pages of a gendered list follow each other', async () => {
    const fifty = await page('gender=female&results=50&seed=g&nat=gb');
    expect(fifty.results.every((user) => user.gender === 'female')).toBe(true);
    const second = await page('gender=female&results=25&page=2&seed=g&nat=gb');
    expect(second.results).toEqual(fifty.results.slice(25));
  });
});

describe('a seed’s list', () => {
  it('is the same bytes every time', async () => {
    const first = await (await fetch(`${server.base}/api/?results=20&seed=same`)).text();
    const again = await (await fetch(`${server.base}/api/?results=20&seed=same`)).text();
    expect(again).toBe(first);
  });

  it('begins the same whatever the page size, and page 2 follows page 1', async () => {
    const ten = await page('results=10&seed=pages');
    const five = await page('results=5&seed=pages');
    const nextFive = await page('results=5&page=2&seed=pages');
    expect(five.results).toEqual(ten.results.slice(0, 5));
    expect(nextFive.results).toEqual(ten.results.slice(5));
    expect(nextFive.info).toEqual({ seed: 'pages', results: 5, page: 2, version: '1.4' });
  });

  it('is drawn when no seed is given, sixteen hex digits as randomuser.me draws, and said in info', async () => {
    const res = await fetch(`${server.base}/api/`);
    const body = (await res.json()) as Page;
    expect(body.info?.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    // The seed it said replays the person.
    const replay = await page(`seed=${body.info?.seed ?? ''}`);
    expect(replay.results).toEqual(body.results);
  });
});

describe("randomuser.me's parameters", () => {
  it('keeps the fields of inc, in randomuser.me’s order, and leaves info out with noinfo', async () => {
    const body = await page('inc=nat,name&noinfo&seed=i');
    expect(body.info).toBeUndefined();
    expect(Object.keys(body.results[0] ?? {})).toEqual(['name', 'nat']);
  });

  it('answers each format with its media type, JSONP as callback(json);, and dl as a download', async () => {
    const types = {
      json: 'application/json',
      pretty: 'application/json',
      csv: 'text/csv',
      yaml: 'text/x-yaml',
      xml: 'text/xml',
    };
    for (const [format, type] of Object.entries(types)) {
      const res = await fetch(`${server.base}/api/?seed=f&format=${format}`);
      expect(res.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
    }
    const jsonp = await (await fetch(`${server.base}/api/?seed=f&callback=take`)).text();
    expect(jsonp).toMatch(/^take\(\{"results":\[.*"version":"1.4"\}\}\);$/s);
    const download = await fetch(`${server.base}/api/?seed=f&format=csv&dl`);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="download.csv"');
  });

  it('draws passwords to a password rule, hashed as the others, and the same again for the seed', async () => {
    const query = 'password=special,upper,lower,number,8-15&results=50&seed=pw&inc=login';
    const res = await fetch(`${server.base}/api/?${query}`);
    const logins = ((await res.json()) as { results: { login: Login }[] }).results.map((user) => user.login);
    expect(logins).toHaveLength(50);
    for (const { password, salt, sha256 } of logins) {
      expect(password.length).toBeGreaterThanOrEqual(8);
      expect(password.length).toBeLessThanOrEqual(15);
      for (const set of [/[A-Z]/u, /[a-z]/u, /[0-9]/u, /[^A-Za-z0-9]/u]) expect(password).toMatch(set);
      expect(sha256).toBe(
        createHash('sha256')
          .update(password + salt)
          .digest('hex'),
      );
    }
    const again = await (await fetch(`${server.base}/api/?${query}`)).json();
    expect((again as { results: { login: Login }[] }).results.map((user) => user.login)).toEqual(logins);
    const refused = await fetch(`${server.base}/api/?password=upper,0`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ parameter: 'password' });
  });

  it('writes passwords of every special character intact in CSV, YAML and XML', async () => {
    const query = 'password=special,20-30&results=30&seed=specials&inc=login&noinfo';
    const text = async (format: string) =>
      (await fetch(`${server.base}/api/?${query}&format=${format}`)).text();
    const json = JSON.parse(await text('json')) as { results: { login: Login }[] };
    const passwords = json.results.map((user) => user.login.password);
    const csv = parseCsv(await text('csv'), { columns: true }) as Record<string, string>[];
    expect(csv.map((row) => row['login.password'])).toEqual(passwords);
    const yaml = parseYaml(await text('yaml')) as { results: { login: Login }[] };
    expect(yaml.results.map((user) => user.login.password)).toEqual(passwords);
    const xml = new XMLParser({
      isArray: (name) => name === 'results',
      parseTagValue: false,
      trimValues: false,
    }).parse(await text('xml')) as { user: { results: { login: Login }[] } };
    expect(xml.user.results.map((user) => user.login.password)).toEqual(passwords);
  });

  it('serves the portraits its people link to, as SVG', async () => {
    const { results } = await page('seed=p&results=2');
    const user = results[0];
    if (user === undefined) throw new Error('no person');
    const path = new URL(user.picture.thumbnail).pathname;
    const res = await fetch(`${server.base}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="48" height="48"/);
    expect((await fetch(`${server.base}/portraits/thumb/x0.svg`)).status).toBe(404);
  });

  it('answers at /api, /api/1.4 and /api/1.4/ alike, and 404 for a version randomuser.me never had', async () => {
    const bodies = await Promise.all(
      ['/api', '/api/1.4', '/api/1.4/'].map(async (path) =>
        (await fetch(`${server.base}${path}?seed=v`)).text(),
      ),
    );
    expect(new Set(bodies).size).toBe(1);
    expect((await fetch(`${server.base}/api/9.9/?seed=v`)).status).toBe(404);
  });
});

describe('a service', () => {
  it('gives a seeded answer an ETag and answers 304 to a client that holds it', async () => {
    const url = `${server.base}/api/?seed=tag&results=3`;
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const again = await rawRequest(url, { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another request is another answer.
    expect((await fetch(`${server.base}/api/?seed=tag&results=4`)).headers.get('etag')).not.toBe(etag);
  });

  it('answers HEAD with GET’s headers and no body', async () => {
    const url = `${server.base}/api/?seed=head&results=50`;
    const get = await rawRequest(url);
    const head = await rawRequest(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('compresses with brotli or gzip as the client accepts, to the same bytes', async () => {
    const url = `${server.base}/api/?seed=zip&results=100`;
    const plain = await rawRequest(url);
    const br = await rawRequest(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await rawRequest(url, { 'Accept-Encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('lets browsers of any origin read it, and answers their preflight', async () => {
    const res = await fetch(`${server.base}/api/?seed=cors`, { headers: { Origin: 'https://app.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await rawRequest(
      `${server.base}/api/`,
      { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' },
      'OPTIONS',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  });

  it('answers /healthz, and 404 and 405 as JSON', async () => {
    expect(await (await fetch(`${server.base}/healthz`)).json()).toMatchObject({ status: 'ok' });
    const missing = await fetch(`${server.base}/users`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toContain('/users');
    const post = await fetch(`${server.base}/api/`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
