import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  createTableWriter,
  LINKED_TABLES,
  parseTables,
  RELATED_TABLES,
  TABLE_COLUMNS,
} from '../../src/shared/linkedTables.ts';
import { linkedSqlConstraints, linkedSqlStart, sqlInserts } from '../../src/shared/linkedSql.ts';
import { missionFields } from '../../src/shared/missionVersions.ts';
import { ROWS_PER_INSERT } from '../../src/shared/sqlFormat.ts';

describe('parseTables', () => {
  it('keeps the tables named, in the order their keys depend on', () => {
    expect(parseTables('assignments, agents')).toEqual(['agents', 'assignments']);
    expect(parseTables(LINKED_TABLES.join(','))).toEqual(LINKED_TABLES);
  });

  it.each([
    ['', 'no table named'],
    ['agents,spies', 'unknown table "spies"'],
    ['cells,cells', 'cells is named twice'],
  ])('refuses %j with a message', (text, message) => {
    expect(() => parseTables(text)).toThrow(message);
  });
});

describe('TABLE_COLUMNS', () => {
  it('keys every table but assignments by id, and points every key at a table of the mission', () => {
    for (const table of RELATED_TABLES) {
      const columns = TABLE_COLUMNS[table];
      if (table !== 'assignments') expect(columns[0]?.name, table).toBe('id');
      for (const column of columns)
        if (column.references !== undefined) expect(LINKED_TABLES).toContain(column.references);
    }
  });
});

describe('createTableWriter', () => {
  const row = [3, 1, 'Heron "Sigma", the second', 'Oslo', 12] as const;

  it('writes CSV a parser reads back, with a header only when asked', () => {
    const writer = createTableWriter('csv', 'cells', true);
    const text = writer.start() + writer.row(row);
    expect(parse(text, { columns: true })).toEqual([
      { id: '3', agencyId: '1', codename: 'Heron "Sigma", the second', city: 'Oslo', leaderId: '12' },
    ]);
    expect(createTableWriter('csv', 'cells', false).start()).toBe('');
  });

  it('writes ndjson objects whose keys are the columns, null for a missing value', () => {
    const line = createTableWriter('ndjson', 'cells', true).row(row);
    expect(JSON.parse(line)).toEqual({
      id: 3,
      agencyId: 1,
      codename: 'Heron "Sigma", the second',
      city: 'Oslo',
      leaderId: 12,
    });
    expect(JSON.parse(createTableWriter('ndjson', 'households', true).row([1, 'x', 1.5, 2.5, null]))).toEqual(
      {
        id: 1,
        address: 'x',
        lat: 1.5,
        lng: 2.5,
        size: null,
      },
    );
  });

  it('writes a JSON array whose rows each bring the comma before them, closed as empty or not', () => {
    const writer = createTableWriter('json', 'cells', false);
    const first = writer.row(row);
    // The file's writer drops the first row's comma (cli/writeAgents.ts); the rest keep theirs.
    expect(first.startsWith(',')).toBe(true);
    const text = writer.start() + first.slice(1) + writer.row([4, 1, 'Owl', 'Bergen', 13]) + writer.end(true);
    expect(JSON.parse(text)).toEqual([
      { id: 3, agencyId: 1, codename: 'Heron "Sigma", the second', city: 'Oslo', leaderId: 12 },
      { id: 4, agencyId: 1, codename: 'Owl', city: 'Bergen', leaderId: 13 },
    ]);
    expect(text.endsWith('\n]\n')).toBe(true);
    expect(JSON.parse(writer.start() + writer.end(false))).toEqual([]);
  });

  it('writes GeoJSON points at [longitude, latitude], the other columns as properties', () => {
    // An operation's point is its target: Accra is about 5.6° N, 0.19° W.
    const operation = [
      7,
      1,
      3,
      'Operation Quiet Harbour',
      'Accra',
      'GH',
      5.6037,
      -0.187,
      '2020-01-02',
      '2020-03-04',
      'completed',
    ];
    const writer = createTableWriter('geojson', 'operations', false);
    const text = writer.start() + writer.row(operation).slice(1) + writer.end(true);
    expect(JSON.parse(text)).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [-0.187, 5.6037] },
          properties: {
            id: 7,
            agencyId: 1,
            cellId: 3,
            codename: 'Operation Quiet Harbour',
            targetCity: 'Accra',
            targetCountryCode: 'GH',
            startDate: '2020-01-02',
            endDate: '2020-03-04',
            status: 'completed',
          },
        },
      ],
    });
    expect(JSON.parse(writer.start() + writer.end(false))).toEqual({
      type: 'FeatureCollection',
      features: [],
    });
    // A cell has no point of its own to draw.
    expect(() => createTableWriter('geojson', 'cells', false)).toThrow(/no point/);
  });
});

describe('linked SQL', () => {
  const options = {
    dialect: 'postgres',
    tables: LINKED_TABLES,
    agentFields: missionFields(4),
    comment: 'test',
    drop: false,
  } as const;

  it('creates the tables in dependency order, the agents without a second id column', () => {
    const start = linkedSqlStart({ ...options, create: true });
    const created = [...start.matchAll(/CREATE TABLE IF NOT EXISTS "(\w+)"/g)].map((match) => match[1]);
    expect(created).toEqual(LINKED_TABLES);
    const agents = /CREATE TABLE IF NOT EXISTS "agents" \(([^;]*)\);/.exec(start)?.[1] ?? '';
    expect(agents.match(/"id"/g)).toHaveLength(2); // the column and the primary key
    expect(start).toContain('PRIMARY KEY ("operationId", "agentId")');
    expect(linkedSqlStart({ ...options, create: false })).not.toContain('CREATE TABLE');
  });

  it('adds eleven foreign keys after the rows in PostgreSQL and MySQL, declares them deferred in SQLite', () => {
    expect(linkedSqlConstraints(options).match(/ADD CONSTRAINT/g)).toHaveLength(11);
    expect(linkedSqlConstraints({ ...options, dialect: 'mysql' }).match(/ADD CONSTRAINT/g)).toHaveLength(11);
    expect(linkedSqlConstraints({ ...options, dialect: 'sqlite' })).toBe('');
    const sqlite = linkedSqlStart({ ...options, dialect: 'sqlite', create: true });
    expect(sqlite.match(/DEFERRABLE INITIALLY DEFERRED/g)).toHaveLength(11);
    expect(sqlite.indexOf('PRAGMA foreign_keys = ON;')).toBeLessThan(sqlite.indexOf('BEGIN;'));
  });

  it('leaves out keys to tables the script does not write', () => {
    const some = { ...options, tables: ['agents', 'assignments'] as const };
    expect(linkedSqlConstraints(some)).not.toContain('REFERENCES "cells"');
    expect(linkedSqlConstraints(some)).toContain('REFERENCES "agents"');
  });

  it('writes a chunk’s rows as whole INSERTs of at most ROWS_PER_INSERT rows', () => {
    const rows = Array.from({ length: ROWS_PER_INSERT + 1 }, (_, k) => [k, k, 'lead'] as const);
    const text = sqlInserts('sqlite', 'assignments', rows);
    expect(text.match(/INSERT INTO/g)).toHaveLength(2);
    expect(text.endsWith(');\n')).toBe(true);
    expect(sqlInserts('sqlite', 'assignments', [])).toBe('');
  });
});
