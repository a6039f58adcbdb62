// Parquet files read back by two independent readers: DuckDB (its own C++ Parquet reader, as an analyst
// would use it) and hyparquet (a pure JavaScript reader, as a page would). Rows come back as written,
// coordinates bit for bit, with the column types a reader should see.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentField } from '../../src/shared/agentFields.ts';
import { missionFields } from '../../src/shared/missionVersions.ts';
import { concatBytes } from '../../src/shared/concatBytes.ts';
import {
  createParquetWriter,
  createTableParquetWriter,
  formatParquet,
  PARQUET_MISSION_KEY,
  type ParquetOptions,
} from '../../src/shared/parquet.ts';
import type { Agent } from '../../src/shared/types.ts';
import { HOSTILE_MISSION, hostileAgents, rowOf, sampleMissions, type Mission } from './missionAgents.ts';

let dir: string;
let duckdb: DuckDBInstance;
let db: DuckDBConnection;
let missions: readonly Mission[];
let files = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tsd-parquet-'));
  duckdb = await DuckDBInstance.create(':memory:');
  db = await duckdb.connect();
  missions = await sampleMissions();
});

afterAll(() => {
  db?.closeSync();
  duckdb?.closeSync();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function save(bytes: Uint8Array): string {
  const path = join(dir, `agents-${files++}.parquet`);
  writeFileSync(path, bytes);
  return path;
}

async function query(sql: string): Promise<Record<string, unknown>[]> {
  return (await db.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[];
}

async function duckRows(path: string): Promise<Record<string, unknown>[]> {
  return query(`SELECT * FROM read_parquet('${path}')`);
}

async function duckTypes(path: string): Promise<Record<string, string>> {
  const rows = await query(`DESCRIBE SELECT * FROM read_parquet('${path}')`);
  return Object.fromEntries(rows.map((row) => [row.column_name as string, row.column_type as string]));
}

async function hyparquetRows(bytes: Uint8Array): Promise<Record<string, unknown>[]> {
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return parquetReadObjects({ file });
}

const expected = (agents: readonly Agent[], fields: readonly AgentField[]) =>
  agents.map((agent) => rowOf(agent, fields));

describe('Parquet read by DuckDB', () => {
  it('gives back every agent of missions of both versions, row for row', async () => {
    for (const { key, agents } of missions) {
      const path = save(formatParquet(agents, { mission: key }));
      expect(await duckRows(path), `${key.query} v${key.version}`).toEqual(
        expected(agents, missionFields(key.version)),
      );
    }
  });

  it('types the columns: VARCHAR, DOUBLE for the coordinates, INTEGER for the age', async () => {
    const path = save(formatParquet(missions[4]!.agents, { mission: missions[4]!.key }));
    const types = await duckTypes(path);
    expect(Object.keys(types)).toEqual(missionFields(2));
    for (const field of missionFields(2)) {
      const type = field === 'lat' || field === 'lng' ? 'DOUBLE' : field === 'age' ? 'INTEGER' : 'VARCHAR';
      expect(types[field], field).toBe(type);
    }
  });

  it('gives back hostile text exactly', async () => {
    const agents = hostileAgents();
    const path = save(formatParquet(agents, { mission: HOSTILE_MISSION }));
    expect(await duckRows(path)).toEqual(expected(agents, missionFields(2)));
  });

  it('keeps a chosen subset of fields in the chosen order', async () => {
    const { key, agents } = missions[4]!;
    const fields: AgentField[] = ['nativeName', 'lng', 'age', 'fullName'];
    const path = save(formatParquet(agents, { mission: key, fields }));
    expect(await duckTypes(path)).toEqual({
      nativeName: 'VARCHAR',
      lng: 'DOUBLE',
      age: 'INTEGER',
      fullName: 'VARCHAR',
    });
    expect(await duckRows(path)).toEqual(expected(agents, fields));
  });

  it('reads a file streamed in several row groups, in order', async () => {
    const { key, agents } = missions[5]!;
    const writer = createParquetWriter({ mission: key, rowGroupSize: 25 });
    const parts = [
      writer.agents(agents.slice(0, 10)),
      ...agents.slice(10).map((agent) => writer.agent(agent)),
    ];
    parts.push(writer.end());
    const path = save(Buffer.concat(parts));
    const groups = await query(
      `SELECT row_group_id, row_group_num_rows FROM parquet_metadata('${path}') WHERE path_in_schema = 'lat' ORDER BY row_group_id`,
    );
    expect(groups.map((group) => Number(group.row_group_num_rows))).toEqual([25, 25, 25, agents.length - 75]);
    expect(await duckRows(path)).toEqual(expected(agents, missionFields(2)));
  });

  it('reads an empty mission as a typed table of no rows', async () => {
    const path = save(formatParquet([], { mission: missions[0]!.key }));
    expect(await duckRows(path)).toEqual([]);
    expect(Object.keys(await duckTypes(path))).toEqual(missionFields(1));
  });

  it('finds the mission in the file’s metadata', async () => {
    const { key, agents } = missions[6]!;
    const path = save(formatParquet(agents.slice(0, 3), { mission: key }));
    const [entry] = await query(
      `SELECT decode(key) AS key, decode(value) AS value FROM parquet_kv_metadata('${path}')`,
    );
    expect(entry!.key).toBe(PARQUET_MISSION_KEY);
    expect(JSON.parse(entry!.value as string)).toEqual({
      version: key.version,
      query: key.query,
      seed: key.seed,
      place: key.pin,
    });
  });
});

describe('Parquet read by hyparquet', () => {
  it('gives back every agent, hostile ones included, row for row', async () => {
    const all: [Agent[], ParquetOptions][] = [
      ...missions.map((m): [Agent[], ParquetOptions] => [[...m.agents], { mission: m.key }]),
      [hostileAgents(), { mission: HOSTILE_MISSION, rowGroupSize: 7 }],
    ];
    for (const [agents, options] of all) {
      const fields = missionFields(options.mission!.version);
      expect(await hyparquetRows(formatParquet(agents, options))).toEqual(expected(agents, fields));
    }
  });

  it('declares UTF-8 text, DOUBLE and INT32, required where every agent has the field', () => {
    const { key, agents } = missions[4]!;
    const { schema } = parquetMetadata(formatParquet(agents, { mission: key }));
    const columns = Object.fromEntries(schema.slice(1).map((element) => [element.name, element]));
    expect(Object.keys(columns)).toEqual(missionFields(2));
    expect(columns.fullName).toMatchObject({
      type: 'BYTE_ARRAY',
      converted_type: 'UTF8',
      repetition_type: 'REQUIRED',
    });
    expect(columns.lat).toMatchObject({ type: 'DOUBLE', repetition_type: 'REQUIRED' });
    expect(columns.nativeName).toMatchObject({ type: 'BYTE_ARRAY', repetition_type: 'OPTIONAL' });
    expect(columns.age).toMatchObject({ type: 'INT32', repetition_type: 'OPTIONAL' });
    expect(columns.phoneKind).toMatchObject({ converted_type: 'UTF8', repetition_type: 'OPTIONAL' });
  });

  it('keeps a chosen subset of fields in the chosen order', async () => {
    const { key, agents } = missions[0]!;
    const fields: AgentField[] = ['lat', 'nativeName', 'city'];
    const rows = await hyparquetRows(formatParquet(agents, { mission: key, fields }));
    expect(rows.map((row) => Object.keys(row))).toEqual(agents.map(() => fields));
    expect(rows).toEqual(expected(agents, fields));
  });
});

describe('a linked mission’s related table in Parquet', () => {
  // Rows written by hand from the cells table's columns (id, agencyId, codename, city, leaderId) and
  // the operations table's, with a codename a CSV or JSON writer would have to escape.
  const cells = [
    [7, 0, 'ASH "GREY", NORTH', 'Lagos', 7],
    [30, 1, 'Ọ̀ṢỌ́Ọ̀SÌ', 'Ibadan', 30],
  ];

  it('types the columns as the table declares them, keys INTEGER like the agents’ own', async () => {
    const writer = createTableParquetWriter('cells', { mission: missions[0]!.key });
    const path = save(concatBytes([...cells.map((row) => writer.row(row)), writer.end()]));
    expect(await duckTypes(path)).toEqual({
      id: 'INTEGER',
      agencyId: 'INTEGER',
      codename: 'VARCHAR',
      city: 'VARCHAR',
      leaderId: 'INTEGER',
    });
    expect((await duckRows(path)).map((row) => Object.values(row))).toEqual(cells);
  });

  it('gives the operations’ coordinates back as DOUBLE, bit for bit', async () => {
    const row = [
      3,
      0,
      7,
      'NIGHT HERON',
      'Accra',
      'GH',
      5.603716841,
      -0.186964,
      '2019-02-01',
      '2019-03-01',
      'completed',
    ];
    const writer = createTableParquetWriter('operations');
    const bytes = concatBytes([writer.row(row), writer.end()]);
    const types = await duckTypes(save(bytes));
    expect([types.targetLat, types.targetLng]).toEqual(['DOUBLE', 'DOUBLE']);
    const [read] = await hyparquetRows(bytes);
    expect(Object.values(read ?? {})).toEqual(row);
  });
});
