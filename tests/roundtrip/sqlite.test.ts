// The sqlite dialect loaded into SQLite itself (sql.js: SQLite compiled to WebAssembly, the real parser
// and storage), read back in id order, and compared with the agents written: every string as written,
// every coordinate bit for bit, NULL exactly where an agent has no native-script name.
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentField } from '../../src/shared/agentFields.ts';
import { missionFields } from '../../src/shared/missionVersions.ts';
import {
  expectedRows,
  HOSTILE_MISSION,
  hostileAgents,
  sampleMissions,
  sqlScript,
  sqlScriptFor,
  sqlShard,
  type Mission,
} from './missionAgents.ts';
import { linkedScriptTests } from './linkedRules.ts';

let SQL: SqlJsStatic;
let missions: readonly Mission[];

beforeAll(async () => {
  SQL = await initSqlJs();
  missions = await sampleMissions();
});

function load(...scripts: string[]): Database {
  const db = new SQL.Database();
  for (const script of scripts) db.exec(script);
  return db;
}

function rows(db: Database, sql = 'SELECT * FROM agents ORDER BY id'): Record<string, unknown>[] {
  const [result] = db.exec(sql);
  if (!result) return [];
  return result.values.map((values) =>
    Object.fromEntries(result.columns.map((name, i) => [name, values[i]])),
  );
}

describe('sql, sqlite dialect, loaded into SQLite', () => {
  it('gives back every agent of missions of both versions, row for row', () => {
    for (const { key, agents } of missions) {
      const db = load(sqlScript('sqlite', agents, key));
      expect(rows(db), `${key.query} v${key.version}`).toEqual(
        expectedRows(agents, missionFields(key.version)),
      );
      db.close();
    }
    // Both kinds of name were in the sample, so NULL and text were both compared.
    const all = missions.flatMap((mission) => mission.agents);
    expect(all.some((agent) => agent.nativeName === undefined)).toBe(true);
    expect(all.some((agent) => agent.nativeName !== undefined)).toBe(true);
  });

  it('gives back hostile text exactly, and the first-line comment stays a comment', () => {
    const agents = hostileAgents();
    const db = load(sqlScript('sqlite', agents, HOSTILE_MISSION));
    expect(rows(db)).toEqual(expectedRows(agents, missionFields(2)));
    db.close();
  });

  it('types the columns: TEXT, REAL for the coordinates, INTEGER for the age and the id', () => {
    const db = load(sqlScript('sqlite', missions[4]!.agents, missions[4]!.key));
    const info = rows(db, 'SELECT name, type, "notnull", pk FROM pragma_table_info(\'agents\')');
    expect(info.map((column) => column.name)).toEqual(['id', ...missionFields(2)]);
    const typeOf = (name: string) => info.find((column) => column.name === name)!;
    expect(typeOf('id')).toMatchObject({ type: 'INTEGER', pk: 1 });
    expect(typeOf('lat')).toMatchObject({ type: 'REAL', notnull: 1 });
    expect(typeOf('age')).toMatchObject({ type: 'INTEGER', notnull: 1 });
    expect(typeOf('fullName')).toMatchObject({ type: 'TEXT', notnull: 1 });
    expect(typeOf('nativeName')).toMatchObject({ type: 'TEXT', notnull: 0 });
    // Stored as what they are, not as text that looks like a number.
    expect(
      rows(
        db,
        'SELECT DISTINCT typeof(lat) AS lat, typeof(age) AS age, typeof(postcode) AS postcode FROM agents',
      ),
    ).toEqual([{ lat: 'real', age: 'integer', postcode: 'text' }]);
    db.close();
  });

  it('keeps a chosen subset of fields in the chosen order', () => {
    const { key, agents } = missions[4]!;
    const fields: AgentField[] = ['nativeName', 'lng', 'age', 'fullName'];
    const db = load(sqlScript('sqlite', agents, key, fields));
    expect(rows(db)).toEqual(expectedRows(agents, fields));
    db.close();
  });

  it('loads shards into one table: the first creates it, the others only insert', () => {
    const { key, agents } = missions[5]!;
    const shard = (from: number, to: number, header: boolean) =>
      sqlShard('sqlite', agents, key, [from, to], header);
    const db = load(shard(0, 30, true), shard(30, 55, false), shard(55, agents.length, false));
    expect(rows(db)).toEqual(expectedRows(agents, missionFields(2)));
    db.close();
  });

  it('loads an INSERT of more than one batch, and an empty mission', () => {
    const { key, agents } = missions[0]!;
    const many = Array.from({ length: 1_203 }, (_, i) => agents[i % agents.length]!);
    const db = load(sqlScript('sqlite', many, key));
    expect(rows(db, 'SELECT count(*) AS n, min(id) AS lo, max(id) AS hi FROM agents')).toEqual([
      { n: 1_203, lo: 0, hi: 1_202 },
    ]);
    db.close();
    const empty = load(sqlScript('sqlite', [], key));
    expect(rows(empty, 'SELECT count(*) AS n FROM agents')).toEqual([{ n: 0 }]);
    empty.close();
  });

  it('loads a script with --drop twice into one database: the named table holds the mission once', () => {
    const { key, agents } = missions[1]!;
    const script = sqlScriptFor('sqlite', agents, key, { table: 'spy_roster', drop: true });
    const db = load(script, script);
    expect(rows(db, 'SELECT * FROM spy_roster ORDER BY id')).toEqual(
      expectedRows(agents, missionFields(key.version)),
    );
    db.close();
  });

  it('refuses a second load without --drop at the primary key, and the table keeps the first', () => {
    const { key, agents } = missions[1]!;
    const script = sqlScript('sqlite', agents, key);
    const db = load(script);
    expect(() => db.exec(script)).toThrow(/UNIQUE constraint failed/);
    expect(rows(db)).toEqual(expectedRows(agents, missionFields(key.version)));
    db.close();
  });
});

describe('sql, sqlite dialect, a linked mission', () => {
  linkedScriptTests(
    'sqlite',
    (script) => {
      const db = load(script);
      return { database: 'main', count: (sql) => Number(db.exec(sql)[0]?.values[0]?.[0] ?? Number.NaN) };
    },
    /FOREIGN KEY constraint failed/,
  );
});
