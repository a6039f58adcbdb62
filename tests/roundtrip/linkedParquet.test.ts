// A linked mission's Parquet tables, as an analyst loads them: DuckDB reads the one-part run of a
// 1,000,000-agent mission and the same mission written in 8 parts (`--shard K/8`, each a file per
// table), and the two give the same tables row for row and the same joins, agent to handler, agency,
// cell and household, assignment to operation. The keys are checked as a database would: every
// one finds its row, across the parts too, since a handler or a household is often in another part.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKED_TABLES, type LinkedTable } from '../../src/shared/linkedTables.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const COUNT = 1_000_000;
const PARTS = 8;

let dir: string;
let duckdb: DuckDBInstance;
let db: DuckDBConnection;

/** Runs the command line to its end; rejects with its stderr when it fails. */
function cli(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['src/cli/agents.ts', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`agents ${args.join(' ')}: exit ${code}: ${stderr}`)),
    );
  });
}

function mission(output: string, shard?: number): string[] {
  return [
    ...['--query', 'nigeria', '--seed', '11', '--count', String(COUNT), '--offline'],
    ...['--mission-version', '4', '--format', 'parquet', '--tables', LINKED_TABLES.join(',')],
    ...['--output', output],
    ...(shard !== undefined ? ['--shard', `${shard}/${PARTS}`] : []),
  ];
}

/** A table of the one-part run, or of the parts read together as one. */
function table(name: LinkedTable, run: 'whole' | 'parts'): string {
  const file =
    run === 'whole' ? `${name}.parquet` : `${name}-part-*-of-${String(PARTS).padStart(5, '0')}.parquet`;
  return `read_parquet('${join(dir, run, file)}')`;
}

async function value(sql: string): Promise<unknown> {
  const rows = (await db.runAndReadAll(sql)).getRows();
  return rows[0]?.[0];
}

async function count(sql: string): Promise<number> {
  return Number(await value(sql));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tsd-linked-parquet-'));
  // Two runs at a time, one a core: the whole first, then the parts two by two.
  const runs = [mission(join(dir, 'whole'))];
  for (let part = 1; part <= PARTS; part++) runs.push(mission(join(dir, 'parts'), part));
  const queue = [...runs];
  const worker = async () => {
    for (let args = queue.shift(); args !== undefined; args = queue.shift()) await cli(args);
  };
  await Promise.all([worker(), worker()]);
  duckdb = await DuckDBInstance.create(':memory:');
  db = await duckdb.connect();
}, 1_200_000);

afterAll(() => {
  db?.closeSync();
  duckdb?.closeSync();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a sharded linked mission in Parquet, read by DuckDB', () => {
  it('writes a file per table and part, each part with its manifest beside it', () => {
    expect(readdirSync(join(dir, 'whole')).sort()).toEqual(
      LINKED_TABLES.map((name) => `${name}.parquet`).sort(),
    );
    const names = readdirSync(join(dir, 'parts'));
    const files = names.filter((name) => name.endsWith('.parquet'));
    expect(files).toHaveLength(LINKED_TABLES.length * PARTS);
    // A sharded run names its parts' manifests `_<part file>.manifest.json` (cli/partManifest.ts).
    expect(names.filter((name) => name.endsWith('.manifest.json')).sort()).toEqual(
      files.map((name) => `_${name}.manifest.json`).sort(),
    );
  });

  it('gives the one-part run’s rows, table by table, in the parts taken together', async () => {
    expect(await count(`SELECT COUNT(*) FROM ${table('agents', 'parts')}`)).toBe(COUNT);
    for (const name of LINKED_TABLES) {
      const whole = await count(`SELECT COUNT(*) FROM ${table(name, 'whole')}`);
      expect(whole, name).toBeGreaterThan(0);
      expect(await count(`SELECT COUNT(*) FROM ${table(name, 'parts')}`), name).toBe(whole);
      // Both ways: a row of one missing from the other, or changed, is counted.
      for (const [a, b] of [
        ['whole', 'parts'],
        ['parts', 'whole'],
      ] as const) {
        const missing = await count(
          `SELECT COUNT(*) FROM (SELECT * FROM ${table(name, a)} EXCEPT ALL SELECT * FROM ${table(name, b)})`,
        );
        expect(missing, `${name}: rows of ${a} not in ${b}`).toBe(0);
      }
    }
  }, 600_000);

  it('finds every key’s row across the parts', async () => {
    const agents = table('agents', 'parts');
    const orphans = [
      `SELECT COUNT(*) FROM ${agents} a LEFT JOIN ${table('agencies', 'parts')} g ON g.id = a.agencyId WHERE g.id IS NULL`,
      `SELECT COUNT(*) FROM ${agents} a LEFT JOIN ${agents} h ON h.id = a.handlerId WHERE a.handlerId IS NOT NULL AND h.id IS NULL`,
      `SELECT COUNT(*) FROM ${agents} a LEFT JOIN ${table('cells', 'parts')} c ON c.id = a.cellId WHERE a.cellId IS NOT NULL AND c.id IS NULL`,
      `SELECT COUNT(*) FROM ${agents} a LEFT JOIN ${table('households', 'parts')} h ON h.id = a.householdId WHERE h.id IS NULL`,
      `SELECT COUNT(*) FROM ${table('assignments', 'parts')} s LEFT JOIN ${table('operations', 'parts')} o ON o.id = s.operationId WHERE o.id IS NULL`,
      `SELECT COUNT(*) FROM ${table('assignments', 'parts')} s LEFT JOIN ${agents} a ON a.id = s.agentId WHERE a.id IS NULL`,
    ];
    for (const sql of orphans) expect(await count(sql), sql).toBe(0);
    // Keys do cross parts: with 125,000 agents a part, some handler is in another part than its agent.
    expect(
      await count(
        `SELECT COUNT(*) FROM ${agents} a JOIN ${agents} h ON h.id = a.handlerId WHERE a.id // 125000 <> h.id // 125000`,
      ),
    ).toBeGreaterThan(0);
  }, 300_000);

  it('gives the same joins in both runs', async () => {
    // Each agent with its handler's name, its agency's, its cell's codename and its household's
    // address; each assignment with its operation's codename. Compared as a multiset, through EXCEPT ALL.
    const joined = (run: 'whole' | 'parts') => `
      SELECT a.id, a.fullName, h.fullName AS handlerName, g.name AS agency, c.codename AS cell, o.address AS home
      FROM ${table('agents', run)} a
      JOIN ${table('agencies', run)} g ON g.id = a.agencyId
      JOIN ${table('households', run)} o ON o.id = a.householdId
      LEFT JOIN ${table('agents', run)} h ON h.id = a.handlerId
      LEFT JOIN ${table('cells', run)} c ON c.id = a.cellId`;
    const assigned = (run: 'whole' | 'parts') => `
      SELECT s.agentId, s.role, p.codename, p.status
      FROM ${table('assignments', run)} s JOIN ${table('operations', run)} p ON p.id = s.operationId`;
    for (const query of [joined, assigned]) {
      expect(await count(`SELECT COUNT(*) FROM (${query('whole')})`)).toBeGreaterThan(0);
      expect(await count(`SELECT COUNT(*) FROM (${query('whole')} EXCEPT ALL ${query('parts')})`)).toBe(0);
      expect(await count(`SELECT COUNT(*) FROM (${query('parts')} EXCEPT ALL ${query('whole')})`)).toBe(0);
    }
    expect(await count(`SELECT COUNT(*) FROM (${joined('parts')})`)).toBe(COUNT);
  }, 300_000);
});
