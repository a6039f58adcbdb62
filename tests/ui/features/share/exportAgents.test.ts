// The downloads, checked two ways: byte for byte against the CLI for the same mission, and read
// back by parsers that share no code with the writer (csv-parse, check-geojson, JSON.parse, ical.js).
// The page's side is built the way the page builds it: the worker facade streams chunks, an
// AgentResults store takes them, and the export writes from that store.
import { check as checkGeoJson } from '@placemarkio/check-geojson';
import { parse as parseCsv } from 'csv-parse/sync';
import type { FeatureCollection, Point } from 'geojson';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { V1_FIELD_ORDER, V2_ADDED_FIELDS } from '../../../fieldOrder.ts';
import type { Agent } from '../../../../src/shared/types.ts';
import { AGENT_FIELDS } from '../../../../src/shared/agentFields.ts';
import { agentUid } from '../../../../src/shared/vcard.ts';
import type { MissionKey } from '../../../../src/shared/missionKey.ts';
import { AgentResults } from '../../../../src/ui/mission/agentResults.ts';
import {
  AGENTS_PER_SLICE,
  buildAgentsFile,
  EXPORT_FORMATS,
  EXPORT_LABELS,
  EXPORT_MEDIA_TYPES,
  type ExportFormat,
} from '../../../../src/ui/features/share/exportAgents.ts';
import { makeAgent, makeV2Agent } from '../../fakes/fakeDirectoryClient.ts';
import { bytesOf, cliBytes, keyOf, noYield, pageResults, type Mission } from './pageMission.ts';

// Tokyo: native-script names, and more agents than one slice. Paris, Texas: a comma in the query
// and in every address, so the CSV has quoted cells; once in version 1, and once with a text seed
// in version 2.
const MISSIONS: readonly Mission[] = [
  { query: 'tokyo', seed: '7', version: 2, count: 2 * AGENTS_PER_SLICE + 345 },
  { query: 'Paris, Texas', seed: '42', version: 1, count: 12 },
  { query: 'Paris, Texas', seed: 'launch demo', version: 2, count: 12 },
];

/** The formats checked here; SQL and Parquet, with their own readers, in exportTables.test.ts. */
const DOCUMENT_FORMATS = ['csv', 'json', 'geojson', 'vcf'] as const satisfies readonly ExportFormat[];
type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** The CSV columns of version 1: the spec's fields, the country code, then the native name. */
const CSV_HEADER_V1 = [...V1_FIELD_ORDER, 'nativeName'];
/** Version 2 adds nine columns after the native name. */
const CSV_HEADER_V2 = [...CSV_HEADER_V1, ...V2_ADDED_FIELDS];
const V2_FIELDS = CSV_HEADER_V2.slice(CSV_HEADER_V1.length) as (keyof Agent)[];

/** A vCard UID as agentUid writes it: a version 8 UUID (RFC 9562) as a URN. */
const UUID_V8 = /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type JCardProperty = [name: string, params: Record<string, string>, type: string, ...values: unknown[]];
type JCard = [kind: string, properties: JCardProperty[], components: unknown[]];

/** The cards of a .vcf as ical.js reads them (jCard, RFC 7095), however many there are. */
function parseVCards(text: string): JCard[] {
  const parsed = ICAL.parse(text) as unknown as JCard | JCard[];
  if (parsed.length === 0) return [];
  return typeof parsed[0] === 'string' ? [parsed as JCard] : (parsed as JCard[]);
}

/** The values of every property `name` of a card. */
function valuesOf(card: JCard, name: string): unknown[] {
  return card[1].filter(([property]) => property === name).map((property) => property[3]);
}

describe.each(MISSIONS)(
  'the downloads of $query (seed $seed, version $version, $count agents)',
  (mission) => {
    let results: AgentResults;
    let key: MissionKey;
    let agents: Agent[];
    const cli = new Map<DocumentFormat, Buffer>();
    const page = new Map<DocumentFormat, Blob>();

    beforeAll(async () => {
      const outputs = await Promise.all(DOCUMENT_FORMATS.map((format) => cliBytes(mission, format)));
      DOCUMENT_FORMATS.forEach((format, i) => cli.set(format, outputs[i]!));
      const { results: pageAgents, plan } = await pageResults(mission);
      results = pageAgents;
      key = keyOf(plan);
      agents = Array.from({ length: results.length }, (_, i) => results.agent(i));
      for (const format of DOCUMENT_FORMATS) {
        page.set(format, await buildAgentsFile(results, format, key, noYield));
      }
    }, 180_000);

    it('runs the mission asked for: its seed and version, each agent with its version’s fields', () => {
      expect(key).toMatchObject({ query: mission.query, seed: mission.seed, version: mission.version });
      for (const agent of agents) {
        const present = V2_FIELDS.filter((field) => agent[field] !== undefined);
        expect(present).toEqual(mission.version === 1 ? [] : V2_FIELDS);
      }
    });

    it.each(DOCUMENT_FORMATS)('%s is byte for byte what the CLI prints', async (format) => {
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
      expect(rows[0]).toEqual(mission.version === 1 ? CSV_HEADER_V1 : CSV_HEADER_V2);
      expect(rows).toHaveLength(agents.length + 1);
      rows.slice(1).forEach((row, i) => {
        const agent = agents[i]!;
        const record = Object.fromEntries(rows[0]!.map((field, column) => [field, row[column]]));
        expect(record).toEqual({
          ...agent,
          lat: String(agent.lat),
          lng: String(agent.lng),
          nativeName: agent.nativeName ?? '',
          ...(agent.age === undefined ? {} : { age: String(agent.age) }),
        });
        expect(Number(record.lat)).toBe(agent.lat);
      });
    });

    it('vCard: one card per agent, in order, each with the UID the agent’s profile gets', async () => {
      const text = await page.get('vcf')!.text();
      expect(text.match(/^BEGIN:VCARD\r$/gm)).toHaveLength(agents.length);
      const cards = parseVCards(text);
      expect(cards).toHaveLength(agents.length);
      const uids = cards.map((card, i) => {
        expect(card[0]).toBe('vcard');
        expect(valuesOf(card, 'fn')).toEqual([agents[i]!.fullName]);
        expect(valuesOf(card, 'nickname')).toEqual([agents[i]!.codename]);
        const [uid, ...more] = valuesOf(card, 'uid');
        expect(more).toEqual([]);
        expect(uid).toMatch(UUID_V8);
        // The results table links each profile with agentUid(mission, index): the same contact.
        expect(uid).toBe(agentUid(key, i));
        return uid;
      });
      expect(new Set(uids).size).toBe(agents.length);
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
  },
);

describe('buildAgentsFile', () => {
  const awkward = [
    makeAgent({ fullName: 'Ana "La Sombra" Ruiz', address: 'Calle 5, Piso 2\r\nApto "B"; Madrid' }),
    makeAgent({ agency: 'Bureau, Section; 9', phone: '', nativeName: 'Ана, "Тень"' }),
    makeAgent({ codename: 'Zero\nWidth\u200b', lat: -0.000001, lng: 179.999999 }),
  ];
  const results = AgentResults.fromAgents(awkward);
  const madrid: MissionKey = { version: 1, query: 'madrid', seed: 'launch-demo', pin: 'city:3117735' };

  it('offers CSV, JSON, GeoJSON, vCard, SQL, Parquet and XLSX, each with its registered media type', () => {
    expect(EXPORT_FORMATS).toEqual(['csv', 'json', 'geojson', 'vcf', 'sql', 'parquet', 'xlsx']);
    expect(EXPORT_LABELS.vcf).toBe('vCard');
    // RFC 6350 §10.1: text/vcard; vCard 4.0 is UTF-8 only.
    expect(EXPORT_MEDIA_TYPES.vcf).toBe('text/vcard;charset=utf-8');
    // RFC 6922; IANA's media types registry, "vnd.apache.parquet".
    expect(EXPORT_MEDIA_TYPES.sql).toBe('application/sql');
    expect(EXPORT_MEDIA_TYPES.parquet).toBe('application/vnd.apache.parquet');
    // ECMA-376 Part 2, Annex; IANA's registration of the Office Open XML types.
    expect(EXPORT_MEDIA_TYPES.xlsx).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('quotes CSV cells so that a real CSV parser reads every value back exactly', async () => {
    const text = await (await buildAgentsFile(results, 'csv', madrid, noYield)).text();
    const records = parseCsv(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(records.map((record) => record.fullName)).toEqual(awkward.map((agent) => agent.fullName));
    expect(records.map((record) => record.address)).toEqual(awkward.map((agent) => agent.address));
    expect(records.map((record) => record.agency)).toEqual(awkward.map((agent) => agent.agency));
    expect(records.map((record) => record.codename)).toEqual(awkward.map((agent) => agent.codename));
    expect(records.map((record) => record.nativeName)).toEqual(['', 'Ана, "Тень"', '']);
  });

  it('writes awkward text as valid JSON and GeoJSON', async () => {
    expect(JSON.parse(await (await buildAgentsFile(results, 'json', madrid, noYield)).text())).toEqual(
      awkward,
    );
    const geojson = await (await buildAgentsFile(results, 'geojson', madrid, noYield)).text();
    expect(() => checkGeoJson(geojson)).not.toThrow();
  });

  it('writes only the agents a filter keeps, in order, each with its own mission UID', async () => {
    // Agents 0 and 2 of the three: the file is valid with a gap, and agent 2 keeps agent 2's UID.
    const only = Uint32Array.of(0, 2);
    const json = JSON.parse(await (await buildAgentsFile(results, 'json', madrid, noYield, only)).text());
    expect(json).toEqual([awkward[0], awkward[2]]);
    const geojson = checkGeoJson(
      await (await buildAgentsFile(results, 'geojson', madrid, noYield, only)).text(),
    ) as FeatureCollection<Point>;
    expect(geojson.features.map((feature) => feature.properties?.['codename'])).toEqual([
      awkward[0]?.codename,
      awkward[2]?.codename,
    ]);
    const vcf = await (await buildAgentsFile(results, 'vcf', madrid, noYield, only)).text();
    const uids = [...vcf.matchAll(/^UID:(.*)$/gm)].map((match) => match[1]?.trim());
    expect(uids).toEqual([agentUid(madrid, 0), agentUid(madrid, 2)]);
    const csv = await (await buildAgentsFile(results, 'csv', madrid, noYield, Uint32Array.of(1))).text();
    expect(
      (parseCsv(csv, { bom: true, columns: true }) as Record<string, string>[]).map((r) => r.agency),
    ).toEqual([awkward[1]?.agency]);
  });

  it('writes an empty mission as a header, an empty array, an empty collection and no card', async () => {
    const empty = new AgentResults(0);
    const csv = await (await buildAgentsFile(empty, 'csv', madrid, noYield)).text();
    expect(parseCsv(csv, { bom: true })).toEqual([[...AGENT_FIELDS, 'nativeName']]);
    const csvV2 = await (await buildAgentsFile(empty, 'csv', { ...madrid, version: 2 }, noYield)).text();
    expect(parseCsv(csvV2, { bom: true })).toEqual([CSV_HEADER_V2]);
    expect(JSON.parse(await (await buildAgentsFile(empty, 'json', madrid, noYield)).text())).toEqual([]);
    const geojson = checkGeoJson(await (await buildAgentsFile(empty, 'geojson', madrid, noYield)).text());
    expect(geojson).toEqual({ type: 'FeatureCollection', features: [] });
    expect(await (await buildAgentsFile(empty, 'vcf', madrid, noYield)).text()).toBe('');
  });

  it('keeps version 1’s CSV columns for a version 1 mission: links made before versions still export the same', async () => {
    const text = await (await buildAgentsFile(results, 'csv', madrid, noYield)).text();
    const rows = parseCsv(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual(CSV_HEADER_V1);
    expect(rows.slice(1).every((row) => row.length === CSV_HEADER_V1.length)).toBe(true);
  });

  it('writes a version 2 mission’s CSV with the nine version 2 columns after nativeName', async () => {
    const v2 = [
      makeV2Agent(),
      makeV2Agent({
        codename: 'Quiet Owl',
        sex: 'male',
        age: 0,
        postcode: '',
        region: '',
        phoneKind: 'valid',
      }),
    ];
    const file = await buildAgentsFile(
      AgentResults.fromAgents(v2),
      'csv',
      { ...madrid, version: 2 },
      noYield,
    );
    const records = parseCsv(await file.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!)).toEqual(CSV_HEADER_V2);
    expect(records.map((record) => V2_FIELDS.map((field) => record[field]))).toEqual([
      [
        'female',
        '1990-04-12',
        '36',
        'ada.moreau',
        'Europe/Paris',
        '12 Rue de Rivoli',
        '75001',
        'Île-de-France',
        'fiction',
      ],
      ['male', '1990-04-12', '0', 'ada.moreau', 'Europe/Paris', '12 Rue de Rivoli', '', '', 'valid'],
    ]);
  });

  it('writes vCards: one BEGIN:VCARD per agent, each with its own UID line, parsed back card by card', async () => {
    const file = await buildAgentsFile(results, 'vcf', madrid, noYield);
    expect(file.type).toBe('text/vcard;charset=utf-8');
    const text = await file.text();
    expect(text.match(/^BEGIN:VCARD\r$/gm)).toHaveLength(awkward.length);
    expect(text.match(/^END:VCARD\r$/gm)).toHaveLength(awkward.length);
    const uidLines = text.match(/^UID:.*$/gm) ?? [];
    expect(uidLines).toHaveLength(awkward.length);
    expect(new Set(uidLines).size).toBe(awkward.length);
    const cards = parseVCards(text);
    expect(cards.map((card) => valuesOf(card, 'fn'))).toEqual(awkward.map((agent) => [agent.fullName]));
    expect(cards.map((card) => valuesOf(card, 'uid'))).toEqual(
      awkward.map((_, index) => [agentUid(madrid, index)]),
    );
    for (const card of cards) expect(String(valuesOf(card, 'uid')[0])).toMatch(UUID_V8);
  });

  it('gives the same agents other UIDs in another mission, and the same UIDs in the same one', async () => {
    const uidsOf = async (mission: MissionKey) =>
      (await (await buildAgentsFile(results, 'vcf', mission, noYield)).text()).match(/^UID:.*$/gm);
    const first = await uidsOf(madrid);
    expect(await uidsOf({ ...madrid })).toEqual(first);
    const other = await uidsOf({ ...madrid, seed: 'launch-demo-2' });
    expect(other?.filter((uid) => first?.includes(uid))).toEqual([]);
  });

  it('gives the page a turn after every slice, and stops when aborted', async () => {
    const many = AgentResults.fromAgents(
      Array.from({ length: AGENTS_PER_SLICE * 3 + 1 }, (_, i) => makeAgent({ codename: `Agent ${i}` })),
    );
    let turns = 0;
    await buildAgentsFile(many, 'csv', madrid, { yieldToPage: async () => void turns++ });
    expect(turns).toBe(4);

    const controller = new AbortController();
    turns = 0;
    const aborted = buildAgentsFile(many, 'json', madrid, {
      yieldToPage: async () => {
        if (++turns === 2) controller.abort(new Error('left the page'));
      },
      signal: controller.signal,
    });
    await expect(aborted).rejects.toThrow('left the page');
    expect(turns).toBe(2);
  });
});
