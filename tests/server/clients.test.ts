// Real clients pointed at the server: random-user-api, a randomuser.me client published on npm, with
// its base URL changed as its README allows (each format as the client itself returns it), and curl
// asking for compression as a shell script would.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { startServer, type RunningServer } from './helpers.ts';

interface RandomUserClient {
  rumUrl: string;
  count(count: number): RandomUserClient;
  format(format: string): RandomUserClient;
  nationality(code: string): RandomUserClient;
  includeField(field: string): RandomUserClient;
  page(page: number): RandomUserClient;
  retrieve(): Promise<unknown>;
}

// The package is CommonJS without types: its class, as its README shows it used.
const { RandomUser } = createRequire(import.meta.url)('random-user-api') as {
  RandomUser: new () => RandomUserClient;
};

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
  // The client prints its list of formats whenever a format is chosen.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await server.close();
});

function client(): RandomUserClient {
  const made = new RandomUser();
  made.rumUrl = `${server.base}/api/`;
  return made;
}

describe('random-user-api (npm), pointed at the server', () => {
  it('gets the people it asked for as JSON: its results array, of the nationality asked for', async () => {
    const results = (await client().count(25).nationality('fr').format('json').retrieve()) as {
      nat: string;
      location: { country: string };
    }[];
    expect(results).toHaveLength(25);
    expect(results.every((user) => user.nat === 'FR' && user.location.country === 'France')).toBe(true);
  });

  it('gets pretty JSON, CSV, YAML and XML that parse to the people asked for', async () => {
    const pretty = (await client().count(5).nationality('gb').format('pretty').retrieve()) as {
      results: { nat: string }[];
    };
    expect(pretty.results.map((user) => user.nat)).toEqual(['GB', 'GB', 'GB', 'GB', 'GB']);

    const csv = (await client().count(6).nationality('de').format('csv').retrieve()) as string;
    const rows = parseCsv(csv, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.nat === 'DE' && row['location.country'] === 'Germany')).toBe(true);

    const yaml = parseYaml(
      (await client().count(4).nationality('jp').format('yaml').retrieve()) as string,
    ) as {
      results: { nat: string; location: { timezone: { description: string } } }[];
    };
    expect(yaml.results).toHaveLength(4);
    expect(yaml.results.every((user) => user.location.timezone.description === 'Asia/Tokyo')).toBe(true);

    const xml = new XMLParser({ isArray: (name) => name === 'results' }).parse(
      (await client().count(3).nationality('br').format('xml').retrieve()) as string,
    ) as { user: { results: { nat: string }[] } };
    expect(xml.user.results.map((user) => user.nat)).toEqual(['BR', 'BR', 'BR']);
  });

  it('gets only the fields it includes', async () => {
    const results = (await client()
      .count(2)
      .includeField('name')
      .includeField('email')
      .format('json')
      .retrieve()) as object[];
    for (const user of results) expect(Object.keys(user)).toEqual(['name', 'email']);
  });
});

describe('curl', () => {
  it('gets a compressed answer with --compressed, and the same JSON as without', async () => {
    const url = `${server.base}/api/?seed=curl&results=200&nat=in`;
    // Run apart from this process, whose event loop serves the answer.
    const curl = (args: string[]) =>
      promisify(execFile)('curl', ['-sS', '--fail', ...args, url], { timeout: 60_000 });
    const compressed = await curl(['--compressed', '-D', '-']);
    const [head = '', body = ''] = compressed.stdout.split(/\r\n\r\n/);
    expect(head).toMatch(/^content-encoding: (br|gzip)$/im);
    const plain = await curl([]);
    expect(body).toBe(plain.stdout);
    const { results } = JSON.parse(body) as { results: { nat: string }[] };
    expect(results).toHaveLength(200);
  });
});
