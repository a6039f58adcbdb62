import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/shared/types.ts';
import { AGENT_FIELD_NAMES, AGENT_FIELDS } from '../../src/shared/agentFields.ts';
import { missionFields } from '../../src/shared/missionVersions.ts';
import {
  checkFields,
  createFormatWriter,
  formatAgents,
  FORMATS,
  isFormat,
  isTextFormat,
  parseFields,
  TEXT_FORMATS,
} from '../../src/shared/formats.ts';

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

  it('leaves CSV’s BOM out when asked, and only the BOM', () => {
    const marked = formatAgents('csv', [agent()]);
    const plain = formatAgents('csv', [agent()], { bom: false });
    expect(plain.charCodeAt(0)).not.toBe(0xfeff);
    expect(`\uFEFF${plain}`).toBe(marked);
    expect(formatAgents('csv', [agent()], { bom: true })).toBe(marked);
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
  it('accepts exactly the seven format names', () => {
    for (const name of ['json', 'ndjson', 'csv', 'geojson', 'vcf', 'sql', 'parquet'])
      expect(isFormat(name), name).toBe(true);
    for (const name of ['', 'JSON', 'xml', 'csv ', 'geo', 'vcard', 'VCF', 'SQL', 'parq'])
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

/** Every field an agent can have, filled: the compiler says so if Agent gains a field this misses. */
const FULL_AGENT: Required<Agent> = {
  ...agent(),
  nativeName: '山田 太郎',
  sex: 'female',
  birthDate: '1990-01-31',
  age: 36,
  username: 'anna_novak12',
  timeZone: 'Europe/Paris',
  street: '12 Harbour Street',
  postcode: '75003',
  region: 'Île-de-France',
  phoneKind: 'fiction',
  id: 7,
  agencyId: 2,
  handlerId: 3,
  cellId: 1,
  householdId: 6,
};
const V2 = { version: 2, query: 'paris', seed: '42', pin: 'city:2988507' } as const;
const v2Agent = (overrides: Partial<Agent> = {}): Agent => {
  const {
    nativeName: _native,
    id: _id,
    agencyId: _agency,
    handlerId: _handler,
    cellId: _cell,
    householdId: _household,
    ...latin
  } = FULL_AGENT;
  return { ...latin, ...overrides };
};

describe('parseFields', () => {
  it('keeps the order given and ignores spaces around names', () => {
    expect(parseFields('lng, lat ,fullName', 1)).toEqual(['lng', 'lat', 'fullName']);
    expect(parseFields('nativeName', 1)).toEqual(['nativeName']);
    expect(parseFields('phoneKind,age', 2)).toEqual(['phoneKind', 'age']);
    expect(parseFields(AGENT_FIELD_NAMES.join(','), 4)).toEqual(AGENT_FIELD_NAMES);
  });

  it.each([
    ['foo', 2, 'unknown field "foo"'],
    ['fullName,foo', 1, 'unknown field "foo"'],
    ['fullname', 2, 'unknown field "fullname" (did you mean fullName?)'],
    ['query', 2, 'unknown field "query"'],
    ['city,lat,city', 2, '"city" is named twice'],
    ['age', 1, '"age" is a field of mission version 2 only'],
    ['fullName,phoneKind', 1, '"phoneKind" is a field of mission version 2 only'],
    ['', 2, 'no field named'],
    ['  ', 1, 'no field named'],
    ['city,,lat', 2, 'an empty name'],
    ['city,', 2, 'an empty name'],
  ] as const)('refuses %j (version %i) in one line', (text, version, problem) => {
    let message = '';
    try {
      parseFields(text, version);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`--fields: ${problem}`);
    // What to type instead, except where the name itself is right.
    if (!problem.includes('twice')) expect(message).toContain(`fields are ${missionFields(version)[0]}, `);
    expect(message).not.toMatch(/[\r\n\u2028\u2029]/);
  });

  it('lists the fields of the mission’s version after an unknown name', () => {
    expect(() => parseFields('foo', 1)).toThrow(
      `--fields: unknown field "foo"; fields are ${[...AGENT_FIELDS, 'nativeName'].join(', ')}`,
    );
  });

  it('keeps a message to one line and a readable length whatever was typed', () => {
    for (const typed of ['a\nb', 'x\u2028y', 'z'.repeat(500)]) {
      expect(() => parseFields(typed, 2)).toThrow(
        /^--fields: unknown field "[^\n\u2028]{1,60}";[^\n\u2028]+$/,
      );
    }
  });

  it('is what the writers check: a version 2 field needs a version 2 mission', () => {
    expect(() => checkFields(['age'], 1)).toThrow('"age" is a field of mission version 2 only');
    expect(() => createFormatWriter('csv', { fields: ['age'] })).toThrow('version 2 only');
    expect(() => createFormatWriter('csv', { fields: [] })).toThrow('no field named');
    expect(() => createFormatWriter('csv', { fields: ['city', 'city'] })).toThrow('named twice');
    expect(createFormatWriter('csv', { mission: V2, fields: ['age'] }).start()).toBe('\uFEFFage\r\n');
  });
});

describe('chosen fields', () => {
  const tokyo = v2Agent({ fullName: 'Yamada Taro', nativeName: '山田 太郎', countryCode: 'JP' });
  const fields = ['nativeName', 'lat', 'fullName', 'age'] as const;

  it('choose and order JSON and ndjson keys, with null for a name the agent lacks', () => {
    const ndjson = formatAgents('ndjson', [tokyo, v2Agent()], { mission: V2, fields });
    const [first, second] = ndjson
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(first).toEqual({ nativeName: '山田 太郎', lat: 48.8, fullName: 'Yamada Taro', age: 36 });
    expect(Object.keys(first)).toEqual(fields);
    expect(Object.keys(second)).toEqual(fields);
    expect(second.nativeName).toBeNull();
    const json = formatAgents('json', [tokyo, v2Agent()], { mission: V2, fields });
    expect(json).toBe(`${JSON.stringify([first, second], null, 2)}\n`);
  });

  it('put extras after the chosen fields', () => {
    const writer = createFormatWriter('ndjson', { fields: ['city'], extra: () => ({ query: 'x' }) });
    expect(writer.agent(agent(), 0)).toBe('{"city":"Paris","query":"x"}\n');
  });

  it('choose and order CSV columns, with an empty cell for a name the agent lacks', () => {
    const csv = formatAgents('csv', [tokyo, v2Agent({ city: 'Le "Havre", Normandie' })], {
      mission: V2,
      fields,
    });
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(csv.split('\r\n')[0]).toBe('\uFEFFnativeName,lat,fullName,age');
    expect(rows).toEqual([
      { nativeName: '山田 太郎', lat: '48.8', fullName: 'Yamada Taro', age: '36' },
      { nativeName: '', lat: '48.8', fullName: 'Anna Novak', age: '36' },
    ]);
  });

  it('choose GeoJSON properties; the geometry is the agent’s point whether or not lat and lng are chosen', () => {
    const point = { type: 'Point', coordinates: [2.3, 48.8] };
    const withLat = JSON.parse(formatAgents('geojson', [tokyo], { mission: V2, fields }));
    expect(withLat.features[0]).toEqual({
      type: 'Feature',
      geometry: point,
      properties: { nativeName: '山田 太郎', lat: 48.8, fullName: 'Yamada Taro', age: 36 },
    });
    const text = formatAgents('geojson', [v2Agent()], { mission: V2, fields: ['city', 'nativeName'] });
    expect(JSON.parse(text).features[0]).toEqual({
      type: 'Feature',
      geometry: point,
      properties: { city: 'Paris', nativeName: null },
    });
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });

  it('do not apply to vcf', () => {
    expect(() => createFormatWriter('vcf', { fields: ['fullName'] })).toThrow(
      /^--fields does not apply to vcf$/,
    );
  });

  it('equal to the mission’s own fields, change nothing in CSV and SQL, nor in JSON for a native name', () => {
    for (const format of ['csv', 'sql'] as const) {
      const chosen = formatAgents(format, [tokyo, v2Agent()], { mission: V2, fields: missionFields(2) });
      expect(chosen, format).toBe(formatAgents(format, [tokyo, v2Agent()], { mission: V2 }));
    }
    for (const format of ['json', 'ndjson'] as const) {
      const chosen = formatAgents(format, [tokyo], { mission: V2, fields: missionFields(2) });
      expect(chosen, format).toBe(formatAgents(format, [tokyo], { mission: V2 }));
    }
    // GeoJSON's default properties are the fields but the coordinates, which the geometry holds.
    const properties = missionFields(2).filter((field) => field !== 'lat' && field !== 'lng');
    expect(formatAgents('geojson', [tokyo], { mission: V2, fields: properties })).toBe(
      formatAgents('geojson', [tokyo], { mission: V2 }),
    );
  });
});

describe('header: false (a shard after the first)', () => {
  it('leaves out CSV’s BOM and header row, and nothing else', () => {
    const options = { mission: V2, fields: ['city', 'age'] } as const;
    const first = createFormatWriter('csv', options);
    const next = createFormatWriter('csv', { ...options, header: false });
    expect(next.start()).toBe('');
    expect(next.agent(v2Agent(), 5)).toBe(first.agent(v2Agent(), 5));
    expect(formatAgents('csv', [v2Agent()], { header: true })).toBe(formatAgents('csv', [v2Agent()]));
  });

  it('changes nothing in ndjson and vcf, which have no start', () => {
    for (const format of ['ndjson', 'vcf'] as const) {
      expect(formatAgents(format, [agent()], { header: false }), format).toBe(
        formatAgents(format, [agent()]),
      );
    }
  });

  it('is refused for json and geojson, whose shards are complete files', () => {
    expect(() => createFormatWriter('json', { header: false })).toThrow(
      'header: false does not apply to json: each json shard is a complete file',
    );
    expect(() => createFormatWriter('geojson', { header: false })).toThrow('does not apply to geojson');
  });

  it('leaves out SQL’s CREATE TABLE only', () => {
    const first = formatAgents('sql', [agent()], { mission: V2, fields: ['city'] });
    const next = formatAgents('sql', [agent()], { mission: V2, fields: ['city'], header: false });
    expect(first).toContain('CREATE TABLE IF NOT EXISTS "agents"');
    expect(next).not.toContain('CREATE TABLE');
    expect(next).toBe(first.replace(/CREATE TABLE IF NOT EXISTS "agents" \([^;]*\);\n/, ''));
  });
});

describe('TEXT_FORMATS and FORMATS', () => {
  it('are the text formats, and those with the binary ones, parquet and xlsx', () => {
    expect(TEXT_FORMATS).toEqual(['json', 'ndjson', 'csv', 'geojson', 'vcf', 'sql']);
    expect(FORMATS).toEqual([...TEXT_FORMATS, 'parquet', 'xlsx']);
    expect(isTextFormat('sql')).toBe(true);
    expect(isTextFormat('parquet')).toBe(false);
    expect(isTextFormat('xlsx')).toBe(false);
    expect(isFormat('parquet')).toBe(true);
    expect(isFormat('xlsx')).toBe(true);
  });
});
