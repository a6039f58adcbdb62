// The server's own API: a mission streamed in the data tool's formats (the same bytes as the
// library writes for the same mission), one agent alone, a query's resolution, and the OpenAPI
// document, whose schemas the answers are checked against with an independent validator (Ajv).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAgents, generateMission } from '../../src/lib/index.ts';
import { schemaValidator } from '../schemaValidator.ts';
import { startServer, type RunningServer } from './helpers.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

async function get(path: string): Promise<Response> {
  return fetch(`${server.base}${path}`);
}

describe('GET /v1/agents', () => {
  it('streams the same CSV the library writes for the same mission', async () => {
    const res = await get('/v1/agents?q=warsaw&seed=7&count=300&version=3&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    const mission = await generateMission({ query: 'warsaw', seed: '7', count: 300, version: 3 });
    expect(await res.text()).toBe(formatAgents('csv', mission.agents, mission));
  });

  it('keeps the fields asked for, in their order', async () => {
    const text = await (await get('/v1/agents?q=lyon&seed=1&count=3&format=csv&fields=city,fullName')).text();
    // The data tool's CSV ends its lines as RFC 4180 says: CRLF.
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('city,fullName');
    expect(lines.slice(1).every((line) => line.startsWith('Lyon,'))).toBe(true);
  });

  it('says the seed it drew, and that seed replays the file', async () => {
    const first = await get('/v1/agents?q=lima&count=20&format=ndjson');
    const seed = decodeURIComponent(first.headers.get('x-seed') ?? '');
    expect(seed).not.toBe('');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const replay = await get(`/v1/agents?q=lima&count=20&format=ndjson&seed=${encodeURIComponent(seed)}`);
    expect(await replay.text()).toBe(await first.text());
  });

  it('writes Parquet as a whole file, magic number at both ends', async () => {
    const bytes = new Uint8Array(
      await (await get('/v1/agents?q=oslo&seed=1&count=50&format=parquet')).arrayBuffer(),
    );
    const magic = (at: number) => new TextDecoder().decode(bytes.subarray(at, at + 4));
    expect(magic(0)).toBe('PAR1');
    expect(magic(bytes.length - 4)).toBe('PAR1');
  });

  it('refuses a wrong field, version or format with a 400 naming it', async () => {
    for (const [query, parameter] of [
      ['q=lyon&fields=fullName,shoeSize', 'fields'],
      ['q=lyon&version=9', 'version'],
      ['q=lyon&format=xlsx', 'format'],
      ['count=5', 'q'],
      ['q=lyon&place=city:999999999', 'place'],
    ] as const) {
      const res = await get(`/v1/agents?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { parameter: string }).parameter).toBe(parameter);
    }
  });
});

describe('GET /v1/agents/{index}', () => {
  it('is agent i of the mission, as the stream has it', async () => {
    const lines = (await (await get('/v1/agents?q=seoul&seed=5&count=10&format=ndjson')).text())
      .trim()
      .split('\n');
    const res = await get('/v1/agents/7?q=seoul&seed=5');
    const body = (await res.json()) as { index: number; seed: string; agent: unknown };
    expect(body.index).toBe(7);
    expect(body.agent).toEqual(JSON.parse(lines[7] ?? 'null'));
  });

  it('needs a seed and an index in range', async () => {
    expect((await get('/v1/agents/7?q=seoul')).status).toBe(400);
    expect((await get('/v1/agents/-1?q=seoul&seed=1')).status).toBe(400);
    expect((await get('/v1/agents/100000000?q=seoul&seed=1')).status).toBe(400);
  });
});

describe('GET /v1/places', () => {
  it('explains how a query in any script resolves, with the pin that replays it', async () => {
    const body = (await (await get(`/v1/places?q=${encodeURIComponent('東京')}`)).json()) as {
      resolution: { label: string; pin: string; why: string };
    };
    expect(body.resolution.label).toBe('Tokyo, Japan');
    expect(body.resolution.pin).toMatch(/^city:\d+$/);
    expect(body.resolution.why).not.toBe('');
  });
});

describe('GET /openapi.json', () => {
  it('is OpenAPI 3.1 whose schemas the answers meet', async () => {
    const doc = (await (await get('/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: { Agent: object; RandomUser: object } };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual([
      '/api/',
      '/v1/agents',
      '/v1/agents/{index}',
      '/v1/places',
      '/healthz',
    ]);
    const ajv = schemaValidator();
    // The RandomUser schema names formats the project's validator does not define; each is checked here by its RFC's shape.
    ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
    ajv.addFormat(
      'date-time',
      (text: string) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(text) && !Number.isNaN(Date.parse(text)),
    );
    ajv.addFormat('uri', (text: string) => URL.canParse(text));
    const agentValid = ajv.compile(doc.components.schemas.Agent);
    const ndjson = await (await get('/v1/agents?q=nairobi&seed=3&count=25&format=ndjson')).text();
    for (const line of ndjson.trim().split('\n'))
      expect(agentValid(JSON.parse(line)), JSON.stringify(agentValid.errors)).toBe(true);
    const userValid = ajv.compile(doc.components.schemas.RandomUser);
    const { results } = (await (await get('/api/?seed=s&results=25&nat=us,gb,in')).json()) as {
      results: unknown[];
    };
    for (const user of results) expect(userValid(user), JSON.stringify(userValid.errors)).toBe(true);
  });
});
