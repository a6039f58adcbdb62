// The downloads, checked two ways: byte for byte against the CLI for the same mission, and read
// back by parsers that share no code with the writer (csv-parse, check-geojson, JSON.parse).
// The page's side is built the way the page builds it: the worker facade streams chunks, an
// AgentResults store takes them, and the export writes from that store.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { check as checkGeoJson } from '@placemarkio/check-geojson';
import { parse as parseCsv } from 'csv-parse/sync';
import type { FeatureCollection, Point } from 'geojson';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_FIELDS, type Agent } from '../../../../src/shared/types.ts';
import { AgentResults } from '../../../../src/ui/mission/agentResults.ts';
import {
  AGENTS_PER_SLICE,
  buildAgentsFile,
  EXPORT_FORMATS,
  EXPORT_MEDIA_TYPES,
  type ExportFormat,
} from '../../../../src/ui/features/share/exportAgents.ts';
import { createWorkerApi } from '../../../../src/worker/api.ts';
import { makeAgent } from '../../fakes/fakeDirectoryClient.ts';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const CITIES = readFileSync(new URL('public/cities.json', `file://${ROOT}`));
const run = promisify(execFile);

interface Mission {
  query: string;
  seed: number;
  count: number;
}

// Tokyo: native-script names, and more agents than one slice. Paris, Texas: a comma in the query
// and in every address, so the CSV has quoted cells.
const MISSIONS: readonly Mission[] = [
  { query: 'tokyo', seed: 7, count: 2 * AGENTS_PER_SLICE + 345 },
  { query: 'Paris, Texas', seed: 42, count: 12 },
];

/** The CLI's output for a mission, as bytes. */
async function cliBytes(mission: Mission, format: ExportFormat): Promise<Buffer> {
  const { stdout } = await run(
    `${ROOT}node_modules/.bin/tsx`,
    [
      'src/cli/agents.ts',
      ...['--query', mission.query, '--seed', String(mission.seed), '--count', String(mission.count)],
      ...['--offline', '--format', format],
    ],
    { cwd: ROOT, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
  );
  return stdout;
}

/** The page's results for a mission: the worker facade, offline, streaming into AgentResults. */
async function pageResults(mission: Mission): Promise<AgentResults> {
  const api = createWorkerApi({
    fetch: async () => new Response(CITIES, { status: 200 }),
    now: () => performance.now(),
    entropy: Math.random,
  });
  await api.init({ citiesUrl: 'https://app.test/cities.json', geocoderUrl: '', geocoderTimeoutMs: 3000 });
  let results: AgentResults | null = null;
  await api.search(mission, {
    onPlan: (plan) => {
      results = new AgentResults(plan.count);
    },
    onChunk: (chunk) => results?.append(chunk),
  });
  if (results === null) throw new Error('no plan');
  return results;
}

const noYield = { yieldToPage: async () => undefined };

async function bytesOf(blob: Blob): Promise<Buffer> {
  return Buffer.from(await blob.arrayBuffer());
}

describe.each(MISSIONS)('the downloads of $query (seed $seed, $count agents)', (mission) => {
  let results: AgentResults;
  let agents: Agent[];
  const cli = new Map<ExportFormat, Buffer>();
  const page = new Map<ExportFormat, Blob>();

  beforeAll(async () => {
    const outputs = await Promise.all(EXPORT_FORMATS.map((format) => cliBytes(mission, format)));
    EXPORT_FORMATS.forEach((format, i) => cli.set(format, outputs[i]!));
    results = await pageResults(mission);
    agents = Array.from({ length: results.length }, (_, i) => results.agent(i));
    for (const format of EXPORT_FORMATS) page.set(format, await buildAgentsFile(results, format, noYield));
  }, 180_000);

  it.each(EXPORT_FORMATS)('%s is byte for byte what the CLI prints', async (format) => {
    expect(results.length).toBe(mission.count);
    const bytes = await bytesOf(page.get(format)!);
    expect(bytes.length).toBe(cli.get(format)!.length);
    expect(bytes.equals(cli.get(format)!)).toBe(true);
    expect(page.get(format)!.type).toBe(EXPORT_MEDIA_TYPES[format]);
  });

  it('CSV: UTF-8 with a BOM, CRLF, a header of field names, one parsed row per agent', async () => {
    const bytes = await bytesOf(page.get('csv')!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text, { bom: true, record_delimiter: '\r\n' }) as string[][];
    expect(rows[0]).toEqual([...AGENT_FIELDS, 'nativeName']);
    expect(rows).toHaveLength(agents.length + 1);
    rows.slice(1).forEach((row, i) => {
      const agent = agents[i]!;
      const record = Object.fromEntries(rows[0]!.map((field, column) => [field, row[column]]));
      expect(record).toEqual({
        ...agent,
        lat: String(agent.lat),
        lng: String(agent.lng),
        nativeName: agent.nativeName ?? '',
      });
      expect(Number(record.lat)).toBe(agent.lat);
    });
  });

  it('JSON: an array of the agents on the page', async () => {
    expect(JSON.parse(await page.get('json')!.text())).toEqual(agents);
  });

  it('GeoJSON: a valid FeatureCollection of [lng, lat] points with every other field as properties', async () => {
    const collection = checkGeoJson(await page.get('geojson')!.text()) as FeatureCollection<Point>;
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toHaveLength(agents.length);
    collection.features.forEach((feature, i) => {
      const { lat, lng, ...rest } = agents[i]!;
      expect(feature.geometry).toEqual({ type: 'Point', coordinates: [lng, lat] });
      expect(feature.properties).toEqual(rest);
    });
  });
});

describe('buildAgentsFile', () => {
  const awkward = [
    makeAgent({ fullName: 'Ana "La Sombra" Ruiz', address: 'Calle 5, Piso 2\r\nApto "B"; Madrid' }),
    makeAgent({ agency: 'Bureau, Section; 9', phone: '', nativeName: 'Ана, "Тень"' }),
    makeAgent({ codename: 'Zero\nWidth\u200b', lat: -0.000001, lng: 179.999999 }),
  ];
  const results = AgentResults.fromAgents(awkward);

  it('quotes CSV cells so that a real CSV parser reads every value back exactly', async () => {
    const text = await (await buildAgentsFile(results, 'csv', noYield)).text();
    const records = parseCsv(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(records.map((record) => record.fullName)).toEqual(awkward.map((agent) => agent.fullName));
    expect(records.map((record) => record.address)).toEqual(awkward.map((agent) => agent.address));
    expect(records.map((record) => record.agency)).toEqual(awkward.map((agent) => agent.agency));
    expect(records.map((record) => record.codename)).toEqual(awkward.map((agent) => agent.codename));
    expect(records.map((record) => record.nativeName)).toEqual(['', 'Ана, "Тень"', '']);
  });

  it('writes awkward text as valid JSON and GeoJSON', async () => {
    expect(JSON.parse(await (await buildAgentsFile(results, 'json', noYield)).text())).toEqual(awkward);
    const geojson = await (await buildAgentsFile(results, 'geojson', noYield)).text();
    expect(() => checkGeoJson(geojson)).not.toThrow();
  });

  it('writes an empty mission as a header, an empty array and an empty collection', async () => {
    const empty = new AgentResults(0);
    const csv = await (await buildAgentsFile(empty, 'csv', noYield)).text();
    expect(parseCsv(csv, { bom: true })).toEqual([[...AGENT_FIELDS, 'nativeName']]);
    expect(JSON.parse(await (await buildAgentsFile(empty, 'json', noYield)).text())).toEqual([]);
    const geojson = checkGeoJson(await (await buildAgentsFile(empty, 'geojson', noYield)).text());
    expect(geojson).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it('gives the page a turn after every slice, and stops when aborted', async () => {
    const many = AgentResults.fromAgents(
      Array.from({ length: AGENTS_PER_SLICE * 3 + 1 }, (_, i) => makeAgent({ codename: `Agent ${i}` })),
    );
    let turns = 0;
    await buildAgentsFile(many, 'csv', { yieldToPage: async () => void turns++ });
    expect(turns).toBe(4);

    const controller = new AbortController();
    turns = 0;
    const aborted = buildAgentsFile(many, 'json', {
      yieldToPage: async () => {
        if (++turns === 2) controller.abort(new Error('left the page'));
      },
      signal: controller.signal,
    });
    await expect(aborted).rejects.toThrow('left the page');
    expect(turns).toBe(2);
  });
});
