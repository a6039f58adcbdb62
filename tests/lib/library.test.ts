// The library as a program uses it: the seed it drew replays the same agents, the agents are typed by
// their version, `fields` and a bad pin are refused as the command line refuses them, every writer is
// a function whose stream is the same bytes as its whole file, and nothing reaches the console. The
// files are read back by independent readers (csv-parse, hyparquet, SQLite via sql.js, JSON.parse).
import { parse } from 'csv-parse/sync';
import { parquetReadObjects } from 'hyparquet';
import initSqlJs from 'sql.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missionFields } from '../../src/shared/missionVersions.ts';
import {
  AGENT_FIELDS,
  FORMATS,
  formatAgents,
  formatAgentStream,
  generateAgents,
  generateMission,
  MissionError,
  planMission,
  streamAgents,
  type Format,
} from '../../src/lib/index.ts';

const TOKYO = { query: 'tokyo', seed: 1, count: 4, version: 2 } as const;

/** A promise's rejection, for looking at the error itself. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

async function bytesOf(stream: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return new Uint8Array(Buffer.concat(parts));
}

describe('types by version', () => {
  it('gives version 2 agents their version 2 fields, and version 1 agents none', async () => {
    const [v2] = await generateAgents(TOKYO);
    const [v1] = await generateAgents({ ...TOKYO, version: 1 });
    // These lines are the test as much as the assertions: `npm run typecheck` compiles them.
    const age: number = v2!.age;
    const postcode: string = v2!.postcode;
    // @ts-expect-error a version 1 agent has no age
    const none: unknown = v1!.age;
    expect(typeof age).toBe('number');
    expect(typeof postcode).toBe('string');
    expect(none).toBeUndefined();
    const [latest] = await generateAgents({ query: 'tokyo', seed: 1, count: 1 });
    const latestAge: number = latest!.age;
    expect(latestAge).toBe(age);
  });
});

describe('the seed', () => {
  it('is returned when drawn, and replays the same agents', async () => {
    const drawn = await generateMission({ query: 'lagos', count: 5 });
    expect(drawn.seed).toMatch(/^\d{1,10}$/);
    expect(drawn.plan.seed).toBe(drawn.seed);
    expect(drawn.version).toBe(3);
    const replayed = await generateAgents({
      query: 'lagos',
      count: 5,
      seed: drawn.seed,
      version: drawn.version,
    });
    expect(replayed).toEqual(drawn.agents);
  });

  it('is known before the first agent of a planned mission, whose agents are the streamed ones', async () => {
    const planned = await planMission({ query: 'lyon', count: 6, from: 2, to: 5 });
    expect(planned.seed).toMatch(/^\d{1,10}$/);
    const made = [];
    for await (const agent of planned.agents()) made.push(agent);
    const streamed = [];
    for await (const agent of streamAgents({ query: 'lyon', count: 6, seed: planned.seed }))
      streamed.push(agent);
    expect(made).toEqual(streamed.slice(2, 5));
  });
});

describe('bad input, refused as the command line refuses it', () => {
  it.each(['city:1', 'country:XX', 'nowhere'])('a place pin that names no place: %s', async (place) => {
    const error = await rejection(generateAgents({ query: 'paris', count: 1, place }));
    expect(error).toBeInstanceOf(MissionError);
    expect((error as Error).message).toMatch(/^place names no place: /);
    expect((error as Error).message).not.toContain('\n');
  });

  it('takes a pin that names a place, and a bare GeoNames id as its city', async () => {
    // 2735943 is Porto's GeoNames id.
    const [pinned] = await generateAgents({ query: 'paris', count: 1, seed: 3, place: 'city:2735943' });
    const [bare] = await generateAgents({ query: 'paris', count: 1, seed: 3, place: '2735943' });
    expect(pinned!.city).toBe('Porto');
    expect(bare).toEqual(pinned);
  });

  it.each([
    [{ version: 1, fields: ['age'] }, /^fields: "age" is a field of mission version 2 only/],
    [{ version: 2, fields: ['fullname'] }, /^fields: unknown field "fullname" \(did you mean fullName\?\)/],
    [{ version: 2, fields: ['city', 'city'] }, /^fields: "city" is named twice/],
    [{ version: 2, fields: [] }, /^fields: no field named/],
  ] as const)('fields %j', async (options, message) => {
    const error = await rejection(generateAgents({ query: 'paris', count: 1, ...(options as object) }));
    expect(error).toBeInstanceOf(MissionError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('fields', () => {
  it('keeps only the fields named, in their order', async () => {
    const whole = await generateAgents(TOKYO);
    const chosen = await generateAgents({ ...TOKYO, fields: ['lng', 'age', 'fullName'] });
    expect(chosen.map((agent) => Object.keys(agent))).toEqual(whole.map(() => ['lng', 'age', 'fullName']));
    expect(chosen).toEqual(whole.map(({ lng, age, fullName }) => ({ lng, age, fullName })));
    const age: number = chosen[0]!.age;
    // @ts-expect-error a field not chosen is not in the type either
    const city: unknown = chosen[0]!.city;
    expect([typeof age, city]).toEqual(['number', undefined]);
  });
});

describe('the writers', () => {
  it('write CSV without a byte order mark unless asked, read back by a CSV parser as the agents', async () => {
    const mission = await generateMission(TOKYO);
    const csv = formatAgents('csv', mission.agents, mission);
    expect(csv.charCodeAt(0)).toBe('f'.charCodeAt(0));
    expect(formatAgents('csv', mission.agents, { ...mission, bom: true }).slice(0, 9)).toBe('\uFEFFfullName');
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    const columns = missionFields(mission.version);
    expect(Object.keys(rows[0]!)).toEqual([...columns]);
    expect(rows).toEqual(
      mission.agents.map((agent) =>
        Object.fromEntries(
          columns.map((field) => [field, String((agent as Record<string, unknown>)[field] ?? '')]),
        ),
      ),
    );
  });

  it('take the columns of the agents’ version when given no plan', async () => {
    const v2 = await generateAgents(TOKYO);
    const v1 = await generateAgents({ ...TOKYO, version: 1 });
    expect(formatAgents('csv', v2).split('\r\n')[0]).toBe(missionFields(3).join(','));
    expect(formatAgents('csv', v1).split('\r\n')[0]).toBe([...AGENT_FIELDS, 'nativeName'].join(','));
  });

  it.each(FORMATS.map((format) => [format]))(
    'stream %s as the very bytes of the whole file',
    async (format: Format) => {
      const mission = await generateMission({ ...TOKYO, count: 30 });
      const whole = formatAgents(format, mission.agents, mission);
      const planned = await planMission({ ...TOKYO, count: 30 });
      const streamed = await bytesOf(formatAgentStream(format, planned.agents(), planned));
      expect(streamed).toEqual(typeof whole === 'string' ? new TextEncoder().encode(whole) : whole);
    },
  );

  it('write JSON and ndjson that parse to the agents', async () => {
    const mission = await generateMission(TOKYO);
    expect(JSON.parse(formatAgents('json', mission.agents, mission))).toEqual(mission.agents);
    const lines = formatAgents('ndjson', mission.agents, mission).trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(mission.agents);
  });

  it('write Parquet that a Parquet reader reads as the agents, with the chosen fields', async () => {
    const fields = ['fullName', 'lat', 'lng', 'age'] as const;
    const mission = await generateMission({ ...TOKYO, fields });
    const file = formatAgents('parquet', mission.agents, mission);
    // A copy in an ArrayBuffer of its own, which is what the reader takes.
    const rows = await parquetReadObjects({ file: new Uint8Array(file).buffer });
    expect(rows).toEqual(mission.agents);
  });

  it('write SQL in the dialect asked for, which SQLite loads row for row', async () => {
    const mission = await generateMission({ ...TOKYO, fields: ['fullName', 'age'] });
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.exec(formatAgents('sql', mission.agents, { ...mission, dialect: 'sqlite' }));
    const rows = db.exec('SELECT id, fullName, age FROM agents ORDER BY id')[0]?.values;
    expect(rows).toEqual(mission.agents.map((agent, i) => [i, agent.fullName, agent.age]));
  });

  it('number vCards and SQL rows from the range’s first agent', async () => {
    const whole = await generateMission({ ...TOKYO, fields: ['fullName'] });
    const part = await generateMission({ ...TOKYO, fields: ['fullName'], from: 2 });
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.exec(formatAgents('sql', part.agents, { ...part, dialect: 'sqlite' }));
    expect(db.exec('SELECT id, fullName FROM agents ORDER BY id')[0]?.values).toEqual([
      [2, whole.agents[2]!.fullName],
      [3, whole.agents[3]!.fullName],
    ]);
  });

  it.each([
    ['vcf', { fields: ['fullName'] }, /^fields does not apply to vcf/],
    ['json', { bom: true }, /^bom applies to csv only/],
    ['csv', { dialect: 'mysql' }, /^dialect applies to sql only/],
    ['xml', {}, /^There is no format "xml"/],
  ] as const)('refuse %s with %j in one line', async (format, options, message) => {
    const agents = await generateAgents(TOKYO);
    const write = () => formatAgents(format as Format, agents, options);
    expect(write).toThrow(MissionError);
    expect(write).toThrow(message);
  });
});

describe('the console', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is never written to: a failing geocoder is told to onWarning only, and the local data places the mission', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation(() => undefined),
    );
    const warnings: string[] = [];
    // Port 9 (discard) on this machine: refused at once, as an unreachable geocoder would fail.
    const geocoderUrl = 'http://127.0.0.1:9/search';
    const silent = await generateMission({ query: 'porto', count: 1, seed: 1, geocoderUrl });
    const told = await generateMission({
      query: 'porto',
      count: 1,
      seed: 1,
      geocoderUrl,
      onWarning: (message) => warnings.push(message),
    });
    const offline = await generateMission({ query: 'porto', count: 1, seed: 1 });
    expect(spies.flatMap((spy) => spy.mock.calls)).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^Geocoding failed, using the local city list: /)]);
    expect(silent.agents).toEqual(offline.agents);
    expect(told.plan.resolution.label).toBe('Porto, Portugal');
  });
});
