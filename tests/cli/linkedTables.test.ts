// `--tables`: a linked mission's tables written by the command line, loaded into SQLite (sql.js)
// and checked by queries written from the model's rules, not from the generator: every key finds its
// row, handlers are of the agent's agency, chains end at a director within six levels, a household
// lives in one city, no one is assigned before 18, no operation ends before it starts. Then the
// same mission in three parts: their rows together are the one-part run's, table by table.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import initSqlJs, { type Database } from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKED_TABLES, TABLE_COLUMNS, type RelatedTable } from '../../src/shared/linkedTables.ts';
import { missionFields } from '../../src/shared/missionVersions.ts';
import { AGENT_FIELD_SPECS, type AgentField } from '../../src/shared/agentFields.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const COUNT = 2500;
const ALL = LINKED_TABLES.join(',');
const dirs: string[] = [];

function tablesCli(args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'linked-'));
  dirs.push(dir);
  const mission = ['--query', 'poland', '--seed', '5', '--count', String(COUNT), '--offline'];
  const result = spawnSync(
    TSX,
    ['src/cli/agents.ts', ...mission, '--mission-version', '4', '--output', dir, ...args],
    { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
  );
  return { dir, status: result.status, stderr: result.stderr };
}

/** The rows of a CSV file as objects, each cell as text. */
function csvRows(path: string): Record<string, string>[] {
  return parse(readFileSync(path, 'utf8'), { columns: true }) as Record<string, string>[];
}

/** Loads each table's CSV into a table of SQLite with its columns (every key an INTEGER). */
function load(db: Database, dir: string): void {
  for (const table of LINKED_TABLES) {
    const columns =
      table === 'agents'
        ? missionFields(4).map((field) => ({
            name: field,
            type: AGENT_FIELD_SPECS[field as AgentField].type,
          }))
        : TABLE_COLUMNS[table as RelatedTable];
    db.run(
      `CREATE TABLE ${table} (${columns.map((column) => `"${column.name}" ${column.type === 'text' ? 'TEXT' : column.type === 'integer' ? 'INTEGER' : 'REAL'}`).join(', ')})`,
    );
    const insert = db.prepare(`INSERT INTO ${table} VALUES (${columns.map(() => '?').join(', ')})`);
    for (const row of csvRows(join(dir, `${table}.csv`)))
      insert.run(
        columns.map((column) =>
          row[column.name] === ''
            ? null
            : column.type === 'text'
              ? (row[column.name] as string)
              : Number(row[column.name]),
        ),
      );
    insert.free();
  }
}

function count(db: Database, sql: string): number {
  return Number(db.exec(sql)[0]?.values[0]?.[0] ?? NaN);
}

let db: Database;
let whole: string;

beforeAll(async () => {
  const run = tablesCli(['--format', 'csv', '--tables', ALL]);
  expect(run.stderr).toContain('preview');
  expect(run.status).toBe(0);
  whole = run.dir;
  const SQL = await initSqlJs();
  db = new SQL.Database();
  load(db, whole);
}, 180_000);

afterAll(() => {
  db?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a linked mission’s tables, against the model’s rules', () => {
  it('writes a file per table, every one of them filled', () => {
    expect(readdirSync(whole).sort()).toEqual(LINKED_TABLES.map((table) => `${table}.csv`).sort());
    for (const table of LINKED_TABLES)
      expect(count(db, `SELECT COUNT(*) FROM ${table}`), table).toBeGreaterThan(0);
    expect(count(db, 'SELECT COUNT(*) FROM agents')).toBe(COUNT);
  });

  it('has unique keys', () => {
    for (const table of ['agents', 'agencies', 'households', 'cells', 'operations'])
      expect(count(db, `SELECT COUNT(*) - COUNT(DISTINCT id) FROM ${table}`), table).toBe(0);
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM (SELECT operationId, agentId FROM assignments GROUP BY 1, 2 HAVING COUNT(*) > 1)',
      ),
    ).toBe(0);
  });

  it('has no orphan: every key names a row that exists', () => {
    const orphans = [
      'SELECT COUNT(*) FROM agents a LEFT JOIN agencies g ON g.id = a.agencyId WHERE g.id IS NULL',
      'SELECT COUNT(*) FROM agents a LEFT JOIN agents h ON h.id = a.handlerId WHERE a.handlerId IS NOT NULL AND h.id IS NULL',
      'SELECT COUNT(*) FROM agents a LEFT JOIN cells c ON c.id = a.cellId WHERE a.cellId IS NOT NULL AND c.id IS NULL',
      'SELECT COUNT(*) FROM agents a LEFT JOIN households h ON h.id = a.householdId WHERE h.id IS NULL',
      'SELECT COUNT(*) FROM agencies g LEFT JOIN agents a ON a.id = g.directorId WHERE a.id IS NULL',
      'SELECT COUNT(*) FROM cells c LEFT JOIN agents a ON a.id = c.leaderId WHERE a.id IS NULL',
      'SELECT COUNT(*) FROM operations o LEFT JOIN cells c ON c.id = o.cellId WHERE c.id IS NULL',
      'SELECT COUNT(*) FROM assignments s LEFT JOIN operations o ON o.id = s.operationId WHERE o.id IS NULL',
      'SELECT COUNT(*) FROM assignments s LEFT JOIN agents a ON a.id = s.agentId WHERE a.id IS NULL',
    ];
    for (const sql of orphans) expect(count(db, sql), sql).toBe(0);
  });

  it('keeps a handler in the agent’s agency, a director at the top of each, and a cell’s leader in it', () => {
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM agents a JOIN agents h ON h.id = a.handlerId WHERE h.agencyId <> a.agencyId',
      ),
    ).toBe(0);
    expect(count(db, 'SELECT COUNT(*) FROM agents WHERE handlerId IS NULL')).toBe(
      count(db, 'SELECT COUNT(*) FROM agencies'),
    );
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM agencies g JOIN agents a ON a.id = g.directorId WHERE a.handlerId IS NOT NULL OR a.agencyId <> g.id',
      ),
    ).toBe(0);
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM cells c JOIN agents a ON a.id = c.leaderId WHERE a.cellId <> c.id OR a.agencyId <> c.agencyId',
      ),
    ).toBe(0);
  });

  it('ends every chain at a director within six levels, with no cycle, and spans of 3 to 12', () => {
    // Climb from every agent; after six steps everyone must have reached the top (a cycle never does).
    const climbed = `WITH RECURSIVE up(id, at, steps) AS (
        SELECT id, handlerId, 0 FROM agents
        UNION ALL SELECT up.id, a.handlerId, up.steps + 1 FROM up JOIN agents a ON a.id = up.at WHERE up.steps < 8)
      SELECT COUNT(*) FROM up WHERE at IS NOT NULL AND steps >= 5`;
    expect(count(db, climbed)).toBe(0);
    expect(
      count(
        db,
        'SELECT MIN(n) FROM (SELECT COUNT(*) AS n FROM agents WHERE handlerId IS NOT NULL GROUP BY handlerId)',
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(
      count(
        db,
        'SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM agents WHERE handlerId IS NOT NULL GROUP BY handlerId)',
      ),
    ).toBeLessThanOrEqual(12);
  });

  it('houses a household’s members at its address, in one city, as many as its size says', () => {
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM agents a JOIN households h ON h.id = a.householdId WHERE a.address <> h.address OR a.lat <> h.lat OR a.lng <> h.lng',
      ),
    ).toBe(0);
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM (SELECT householdId FROM agents GROUP BY householdId HAVING COUNT(DISTINCT city) > 1)',
      ),
    ).toBe(0);
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM households h WHERE h.size <> (SELECT COUNT(*) FROM agents a WHERE a.householdId = h.id)',
      ),
    ).toBe(0);
  });

  it('assigns no one before they were 18 and ends no operation before it starts', () => {
    expect(
      count(
        db,
        "SELECT COUNT(*) FROM assignments s JOIN agents a ON a.id = s.agentId JOIN operations o ON o.id = s.operationId WHERE date(a.birthDate, '+18 years') > o.startDate",
      ),
    ).toBe(0);
    expect(count(db, 'SELECT COUNT(*) FROM operations WHERE endDate < startDate')).toBe(0);
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM agencies g WHERE g.founded >= (SELECT MIN(startDate) FROM operations o WHERE o.agencyId = g.id)',
      ),
    ).toBe(0);
  });

  it('gives an agency the email domain its agents write from', () => {
    expect(
      count(
        db,
        "SELECT COUNT(*) FROM agents a JOIN agencies g ON g.id = a.agencyId WHERE a.email NOT LIKE '%@' || g.emailDomain",
      ),
    ).toBe(0);
  });
});

describe('a linked mission in parts', () => {
  it('writes, in three parts, exactly the rows of the one-part run, table by table', () => {
    const parts = [1, 2, 3].map((k) => tablesCli(['--format', 'csv', '--tables', ALL, '--shard', `${k}/3`]));
    for (const part of parts) expect(part.status).toBe(0);
    for (const table of LINKED_TABLES) {
      const lines = (path: string) =>
        readFileSync(path, 'utf8')
          .split('\r\n')
          .filter((line) => line !== '');
      const one = lines(join(whole, `${table}.csv`));
      const split = parts.flatMap((part, k) =>
        lines(join(part.dir, `${table}-part-0000${k + 1}-of-00003.csv`)),
      );
      // The header once, in the first part; the rows the same, in the same order.
      expect(split, table).toEqual(one);
    }
  });
});

describe('a linked mission’s parts, checked', () => {
  it('writes a manifest beside each table’s part, and check-parts finds every table whole', () => {
    const dir = mkdtempSync(join(tmpdir(), 'linked-'));
    dirs.push(dir);
    const out = join(dir, 'out');
    // As an array job runs it: the part from the scheduler's index, every part into one directory.
    for (const index of [0, 1, 2]) {
      const run = spawnSync(
        TSX,
        [
          'src/cli/agents.ts',
          ...['--query', 'poland', '--seed', '5', '--count', '600', '--offline', '--mission-version', '4'],
          ...['--format', 'csv', '--tables', 'agents,households,cells', '--shard', 'auto/3', '--output', out],
        ],
        {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: 120_000,
          env: { ...process.env, JOB_COMPLETION_INDEX: String(index) },
        },
      );
      expect(run.status, run.stderr).toBe(0);
    }
    const names = readdirSync(out);
    for (const table of ['agents', 'households', 'cells'])
      for (const k of [1, 2, 3]) {
        expect(names).toContain(`${table}-part-0000${k}-of-00003.csv`);
        expect(names).toContain(`_${table}-part-0000${k}-of-00003.csv.manifest.json`);
      }
    const check = () =>
      spawnSync(TSX, ['src/cli/bin.ts', 'check-parts', out], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
      });
    const whole = check();
    expect(whole.status, whole.stderr).toBe(0);
    expect(whole.stdout).toContain('3 of 3 parts of each table (households, cells, agents)');
    // One table's part lost: that table is not whole, and the check says which.
    rmSync(join(out, '_cells-part-00002-of-00003.csv.manifest.json'));
    const broken = check();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('cells: part 2 of 3 is missing.');
    // Every part of one table lost: the other tables' manifests say it was asked for.
    for (const k of [1, 3]) rmSync(join(out, `_cells-part-0000${k}-of-00003.csv.manifest.json`));
    const gone = check();
    expect(gone.status).toBe(1);
    expect(gone.stderr).toContain(
      'cells: no part is there (the run was asked for households, cells, agents).',
    );
  });
});

describe('a linked mission as JSON', () => {
  /** A table's JSON file read as the CSV's rows are: every value as text, a missing one as ''. */
  const jsonRows = (path: string): Record<string, string>[] =>
    (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>[]).map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, value === null ? '' : String(value)]),
      ),
    );
  const related = LINKED_TABLES.filter((table) => table !== 'agents');

  it('writes each related table as a JSON array of the CSV run’s rows, one part or three', () => {
    const one = tablesCli(['--format', 'json', '--tables', ALL]);
    expect(one.status).toBe(0);
    const parts = [1, 2, 3].map((k) => tablesCli(['--format', 'json', '--tables', ALL, '--shard', `${k}/3`]));
    for (const part of parts) expect(part.status).toBe(0);
    for (const table of related) {
      const csv = csvRows(join(whole, `${table}.csv`));
      expect(csv.length, table).toBeGreaterThan(0);
      expect(jsonRows(join(one.dir, `${table}.json`)), table).toEqual(csv);
      // Each part is a whole document: together they hold the rows, in order.
      const split = parts.flatMap((part, k) =>
        jsonRows(join(part.dir, `${table}-part-0000${k + 1}-of-00003.json`)),
      );
      expect(split, table).toEqual(csv);
    }
  });

  it('writes a table with no row in its part as an empty array', () => {
    // One agent: its agency's director, who heads the chain above every cell and is in none, so the
    // cells, operations and assignments are empty while agencies and households have its rows.
    const dir = mkdtempSync(join(tmpdir(), 'linked-'));
    dirs.push(dir);
    const run = spawnSync(
      TSX,
      [
        'src/cli/agents.ts',
        ...['--query', 'poland', '--seed', '5', '--count', '1', '--offline', '--mission-version', '4'],
        ...['--format', 'json', '--tables', ALL, '--output', dir],
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status).toBe(0);
    const lengths = related.map(
      (table) => (JSON.parse(readFileSync(join(dir, `${table}.json`), 'utf8')) as unknown[]).length,
    );
    expect(Object.fromEntries(related.map((table, k) => [table, lengths[k]]))).toEqual({
      agencies: 1,
      households: 1,
      cells: 0,
      operations: 0,
      assignments: 0,
    });
  });
});

describe('a linked mission as GeoJSON', () => {
  it('draws agencies at their headquarters, households at home and operations at their targets', () => {
    const drawn = ['agencies', 'households', 'operations'] as const;
    const run = tablesCli(['--format', 'geojson', '--tables', `agents,${drawn.join(',')}`]);
    expect(run.status).toBe(0);
    const point: Record<(typeof drawn)[number], readonly [string, string]> = {
      agencies: ['lat', 'lng'],
      households: ['lat', 'lng'],
      operations: ['targetLat', 'targetLng'],
    };
    for (const table of drawn) {
      const collection = JSON.parse(readFileSync(join(run.dir, `${table}.geojson`), 'utf8')) as {
        type: string;
        features: {
          geometry: { type: string; coordinates: number[] };
          properties: Record<string, unknown>;
        }[];
      };
      expect(collection.type).toBe('FeatureCollection');
      const csv = csvRows(join(whole, `${table}.csv`));
      expect(collection.features).toHaveLength(csv.length);
      const [lat, lng] = point[table];
      for (const [k, feature] of collection.features.entries()) {
        const row = csv[k] as Record<string, string>;
        // RFC 7946: longitude first.
        expect(feature.geometry).toEqual({
          type: 'Point',
          coordinates: [Number(row[lng]), Number(row[lat])],
        });
        const { [lat]: _lat, [lng]: _lng, ...rest } = row;
        const properties = Object.fromEntries(
          Object.entries(feature.properties).map(([key, value]) => [key, String(value)]),
        );
        expect(properties, `${table} ${k}`).toEqual(rest);
      }
    }
  });
});

describe('nested agents (--nest)', () => {
  /** A value as the CSV writes it: text, a missing one as ''. */
  const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
  const textRow = (row: Record<string, unknown>): Record<string, string> =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, asText(value)]));

  it('puts in each agent the agency and household rows its keys name in the tables', () => {
    const run = spawnSync(
      TSX,
      [
        'src/cli/agents.ts',
        ...['--query', 'poland', '--seed', '5', '--count', String(COUNT), '--offline'],
        ...['--mission-version', '4', '--format', 'ndjson', '--nest'],
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 << 20 },
    );
    expect(run.status).toBe(0);
    const nested = run.stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const agents = csvRows(join(whole, 'agents.csv'));
    const agencies = new Map(csvRows(join(whole, 'agencies.csv')).map((row) => [row.id, row]));
    const households = new Map(csvRows(join(whole, 'households.csv')).map((row) => [row.id, row]));
    expect(nested).toHaveLength(agents.length);
    for (const [i, doc] of nested.entries()) {
      const agent = agents[i] as Record<string, string>;
      const { agency, household, ...own } = doc;
      expect(textRow(agency as Record<string, unknown>), `agent ${i}`).toEqual(agencies.get(agent.agencyId));
      expect(textRow(household as Record<string, unknown>), `agent ${i}`).toEqual(
        households.get(agent.householdId),
      );
      // The rest is the agent's own row, without the two keys the rows now hold.
      const { agencyId: _agencyId, householdId: _householdId, agency: name, ...rest } = agent;
      expect((agency as { name: string }).name).toBe(name);
      // CSV has a column for every field, empty where the agent has none (nativeName, handlerId, cellId).
      const filled = (row: Record<string, string>) => Object.entries(row).filter(([, value]) => value !== '');
      expect(filled(textRow(own))).toEqual(filled(rest));
    }
  });

  it('writes JSON parts, each a whole document, that together are the ndjson run’s agents', () => {
    const run = (args: string[]) =>
      spawnSync(
        TSX,
        [
          'src/cli/agents.ts',
          ...['--query', 'oslo', '--seed', '2', '--count', '40', '--offline', '--mission-version', '4'],
          ...args,
        ],
        { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
      );
    const lines = run(['--format', 'ndjson', '--nest']);
    expect(lines.status).toBe(0);
    const expected = lines.stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as unknown);
    const parts = [1, 2, 3].map((k) => run(['--format', 'json', '--nest', '--shard', `${k}/3`]));
    for (const part of parts) expect(part.status).toBe(0);
    expect(parts.flatMap((part) => JSON.parse(part.stdout) as unknown[])).toEqual(expected);
  });
});

describe('--tables refusals', () => {
  it.each([
    [['--tables', 'agents,cells', '--mission-version', '3', '--format', 'csv'], 'come with a linked mission'],
    [['--tables', 'agents,spies', '--format', 'csv'], 'unknown table "spies"'],
    [['--tables', 'cells', '--format', 'xlsx'], 'written as ndjson, json, csv, geojson, parquet or sql'],
    [['--tables', 'cells', '--format', 'sql'], 'needs the agents table too'],
    [['--tables', 'agents,cells', '--format', 'geojson'], 'cells have no point to draw'],
    [['--nest', '--format', 'csv'], 'use --format json or ndjson, not csv'],
    [['--nest', '--format', 'json', '--mission-version', '3'], 'come with a linked mission'],
    [['--nest', '--format', 'json', '--fields', 'fullName,agencyId'], 'leave out --fields'],
    [['--nest', '--format', 'json', '--tables', 'agents,cells'], 'leave out --tables'],
    [['--tables', 'agents,cells', '--format', 'sql', '--table', 'spies'], '--table does not apply'],
    [
      ['--tables', 'agents,cells', '--format', 'sql', '--dialect', 'sqlite', '--seed', '1', '--shard', '1/2'],
      'keys cross parts',
    ],
  ])('refuses %j with one line', (args, message) => {
    const run = spawnSync(
      TSX,
      [
        'src/cli/agents.ts',
        '--query',
        'oslo',
        '--offline',
        '--output',
        join(tmpdir(), 'never'),
        '--mission-version',
        '4',
        ...args,
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
