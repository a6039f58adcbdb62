import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/shared/types.ts';
import { AGENT_FIELDS } from '../../src/shared/types.ts';
import { createFormatWriter, formatAgents, isFormat } from '../../src/shared/formats.ts';

const agent = (overrides: Partial<Agent> = {}): Agent => ({
  fullName: 'Anna Novak',
  codename: 'Silent Viper',
  profession: 'Cryptographer',
  nationality: 'France',
  city: 'Paris',
  address: '12 Harbour Street, Paris, France',
  email: 'anna.novak@section-zero.example',
  phone: '+33 123 456 7890',
  agency: 'Section Zero',
  lat: 48.8,
  lng: 2.3,
  countryCode: 'FR',
  ...overrides,
});

describe('formatAgents', () => {
  it('prints JSON exactly as JSON.stringify(…, null, 2) plus a newline', () => {
    const agents = [agent(), agent({ fullName: 'Ünal "Quote" Kaya' })];
    expect(formatAgents('json', agents)).toBe(`${JSON.stringify(agents, null, 2)}\n`);
    expect(formatAgents('json', [])).toBe('[]\n');
  });

  it('prints one JSON object per line for ndjson', () => {
    const lines = formatAgents('ndjson', [agent(), agent()]).split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toEqual(agent());
    expect(lines[2]).toBe('');
  });

  it('prints RFC 4180 CSV with a BOM, a header of field names and CRLF', () => {
    const csv = formatAgents('csv', [agent({ address: '1 "Quay", Dock\nGate', city: 'Paris' })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row, end] = csv.slice(1).split('\r\n');
    expect(header).toBe([...AGENT_FIELDS, 'nativeName'].join(','));
    expect(row).toContain(',"1 ""Quay"", Dock\nGate",');
    expect(row!.endsWith(',FR,')).toBe(true);
    expect(end).toBe('');
  });

  it('quotes a field that is only a line break (LF, CR or CRLF) and a real CSV reader gets it back', () => {
    // The rare branch of RFC 4180 §2.6: nothing but the line break tells the writer to quote.
    const odd = [
      agent({ address: '\n' }),
      agent({ address: '\r' }),
      agent({ address: '\r\n', phone: '' }),
      agent({ fullName: '"', codename: ',' }),
    ];
    const csv = formatAgents('csv', odd);
    expect(csv).toContain(',"\n",');
    expect(csv).toContain(',"\r",');
    expect(csv).toContain(',"\r\n",');
    // csv-parse, an independent consumer, reads back every field as written.
    const rows = parse(csv, { bom: true, columns: true, record_delimiter: '\r\n' }) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(odd.length);
    for (const [i, row] of rows.entries()) {
      const written = odd[i] as Agent;
      for (const field of AGENT_FIELDS) expect(row[field], field).toBe(String(written[field]));
      expect(row.nativeName).toBe('');
    }
  });

  it('carries nativeName after the other fields where present, and only there', () => {
    const tokyo = agent({ fullName: 'Yamada Taro', nativeName: '山田 太郎', countryCode: 'JP' });
    const parsed = JSON.parse(formatAgents('ndjson', [tokyo]));
    expect(Object.keys(parsed)).toEqual([...AGENT_FIELDS, 'nativeName']);
    expect(parsed.nativeName).toBe('山田 太郎');
    expect(Object.keys(JSON.parse(formatAgents('ndjson', [agent()])))).toEqual([...AGENT_FIELDS]);
    expect(formatAgents('csv', [tokyo]).split('\r\n')[1]!.endsWith(',JP,山田 太郎')).toBe(true);
  });

  it('prints a GeoJSON FeatureCollection of [lng, lat] points with the rest as properties', () => {
    const text = formatAgents('geojson', [agent()]);
    const { lat, lng, ...rest } = agent();
    expect(JSON.parse(text)).toEqual({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [lng, lat] }, properties: rest }],
    });
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    expect(formatAgents('geojson', [])).toBe(
      `${JSON.stringify({ type: 'FeatureCollection', features: [] }, null, 2)}\n`,
    );
  });

  it('orders fields canonically whatever order the object was built in', () => {
    const shuffled = Object.fromEntries(Object.entries(agent()).reverse()) as unknown as Agent;
    expect(formatAgents('ndjson', [shuffled])).toBe(formatAgents('ndjson', [agent()]));
  });

  it('prints JSON and GeoJSON as JSON.stringify would, however awkward the text', () => {
    // The writer prints objects by hand for speed; these are the values where that could drift.
    const awkward = [
      agent(),
      agent({ fullName: 'Quote " back \\ slash', address: 'Line\nbreak\ttab\u0001\u007f', phone: '' }),
      agent({ fullName: 'Émile 😀 \ud800 lone', nativeName: '山田 太郎', lat: -0, lng: -179.999999 }),
      agent({ codename: '\u2028\u2029', lat: 1e-7, lng: 123456.5 }),
    ];
    const json = formatAgents('json', awkward);
    expect(json).toBe(`${JSON.stringify(JSON.parse(json), null, 2)}\n`);
    expect(JSON.parse(json)).toEqual(awkward.map((a) => ({ ...a, lat: a.lat === 0 ? 0 : a.lat })));
    const geojson = formatAgents('geojson', awkward);
    expect(geojson).toBe(`${JSON.stringify(JSON.parse(geojson), null, 2)}\n`);
    const writer = createFormatWriter('json', { extra: () => ({ query: 'a "quoted"\nquery' }) });
    const withQuery = `[${writer.agent(awkward[1]!, 0)}${writer.end(1)}`;
    expect(withQuery).toBe(`${JSON.stringify(JSON.parse(withQuery), null, 2)}\n`);
  });

  it('appends extra fields after the agent’s own', () => {
    const writer = createFormatWriter('ndjson', { extra: () => ({ query: 'tokyo' }) });
    expect(Object.keys(JSON.parse(writer.agent(agent(), 0)))).toEqual([...AGENT_FIELDS, 'query']);
  });
});

describe('isFormat', () => {
  it('accepts exactly the five format names', () => {
    for (const name of ['json', 'ndjson', 'csv', 'geojson', 'vcf']) expect(isFormat(name), name).toBe(true);
    for (const name of ['', 'JSON', 'xml', 'csv ', 'geo', 'vcard', 'VCF'])
      expect(isFormat(name), name).toBe(false);
  });
});

describe('CSV with an extra column', () => {
  it('adds the query column to the header and each row, after the agent fields', () => {
    const writer = createFormatWriter('csv', {
      extra: (index) => ({ query: index === 0 ? 'paris' : 'a, "b"' }),
    });
    const text = writer.start() + writer.agent(agent(), 0) + writer.agent(agent(), 1) + writer.end(2);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.query)).toEqual(['paris', 'a, "b"']);
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${[...AGENT_FIELDS, 'nativeName', 'query'].join(',')}`);
  });

  it('has no query column without an extra', () => {
    expect(formatAgents('csv', [agent()]).split('\r\n')[0]).toBe(
      `\uFEFF${[...AGENT_FIELDS, 'nativeName'].join(',')}`,
    );
  });
});
