// A linked mission's SQL script made by the command line, and the model's rules as queries, written
// from the issue's rules rather than from the generator: each counts the rows that break a rule, so
// every one must count 0. The same rules for the three dialects, only quoting and date arithmetic
// differing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINKED_TABLES } from '../../src/shared/linkedTables.ts';
import type { SqlDialect } from '../../src/shared/sqlFormat.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

/** The issue's mission size for the load test: 100,000 agents and every table. */
export const LINKED_COUNT = 100_000;

/**
 * The SQL script of a linked mission of `count` agents in Poland (a country mission: households in
 * many towns), every table, made by the command line as a user makes it.
 */
export function linkedScript(dialect: SqlDialect, count = LINKED_COUNT): string {
  const dir = mkdtempSync(join(tmpdir(), 'linked-sql-'));
  try {
    const file = join(dir, 'mission.sql');
    const run = spawnSync(
      join(ROOT, 'node_modules/.bin/tsx'),
      [
        'src/cli/agents.ts',
        ...['--query', 'poland', '--seed', '11', '--count', String(count), '--offline'],
        ...['--mission-version', '4', '--format', 'sql', '--dialect', dialect],
        ...['--tables', LINKED_TABLES.join(','), '--output', file],
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 300_000 },
    );
    if (run.status !== 0) throw new Error(`the command line failed: ${run.stderr}`);
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each rule's name and the query counting the rows that break it. */
export function linkedRuleQueries(dialect: SqlDialect): readonly (readonly [string, string])[] {
  const quote = dialect === 'mysql' ? '`' : '"';
  // Identifiers are camelCase: quoted for PostgreSQL, which folds unquoted ones to lower case.
  const q = (sql: string) => sql.replace(/\{(\w+)\}/g, (_, name: string) => `${quote}${name}${quote}`);
  const adultOn = {
    postgres: q("(a.{birthDate}::date + interval '18 years')::date"),
    mysql: q('DATE_ADD(a.{birthDate}, INTERVAL 18 YEAR)'),
    sqlite: q("date(a.{birthDate}, '+18 years')"),
  }[dialect];
  const start = dialect === 'postgres' ? q('o.{startDate}::date') : q('o.{startDate}');
  return [
    [
      'agents without their agency',
      q('SELECT COUNT(*) FROM agents a LEFT JOIN agencies g ON g.id = a.{agencyId} WHERE g.id IS NULL'),
    ],
    [
      'handlers that are no agent',
      q(
        'SELECT COUNT(*) FROM agents a LEFT JOIN agents h ON h.id = a.{handlerId} WHERE a.{handlerId} IS NOT NULL AND h.id IS NULL',
      ),
    ],
    [
      'cells that do not exist',
      q(
        'SELECT COUNT(*) FROM agents a LEFT JOIN cells c ON c.id = a.{cellId} WHERE a.{cellId} IS NOT NULL AND c.id IS NULL',
      ),
    ],
    [
      'assignments of no operation',
      q(
        'SELECT COUNT(*) FROM assignments s LEFT JOIN operations o ON o.id = s.{operationId} WHERE o.id IS NULL',
      ),
    ],
    [
      'handlers of another agency',
      q(
        'SELECT COUNT(*) FROM agents a JOIN agents h ON h.id = a.{handlerId} WHERE h.{agencyId} <> a.{agencyId}',
      ),
    ],
    [
      'agencies without one director at the top',
      q(
        'SELECT COUNT(*) FROM agencies g JOIN agents a ON a.id = g.{directorId} WHERE a.{handlerId} IS NOT NULL OR a.{agencyId} <> g.id',
      ),
    ],
    [
      'agents more than five handlers below the top, or in a cycle',
      q(`WITH RECURSIVE up(id, at, steps) AS (
        SELECT id, {handlerId}, 0 FROM agents
        UNION ALL SELECT up.id, a.{handlerId}, up.steps + 1 FROM up JOIN agents a ON a.id = up.at WHERE up.steps < 8)
      SELECT COUNT(*) FROM up WHERE at IS NOT NULL AND steps >= 5`),
    ],
    [
      'handlers running fewer than 3 or more than 12',
      q(
        'SELECT COUNT(*) FROM (SELECT {handlerId}, COUNT(*) AS n FROM agents WHERE {handlerId} IS NOT NULL GROUP BY {handlerId}) s WHERE n < 3 OR n > 12',
      ),
    ],
    [
      'households in two cities',
      q(
        'SELECT COUNT(*) FROM (SELECT {householdId} FROM agents GROUP BY {householdId} HAVING COUNT(DISTINCT city) > 1) s',
      ),
    ],
    [
      'members away from their household’s address',
      q(
        'SELECT COUNT(*) FROM agents a JOIN households h ON h.id = a.{householdId} WHERE a.address <> h.address',
      ),
    ],
    [
      'assignments before adulthood',
      `SELECT COUNT(*) FROM assignments s JOIN agents a ON a.id = s.${quote}agentId${quote} JOIN operations o ON o.id = s.${quote}operationId${quote} WHERE ${adultOn} > ${start}`,
    ],
    [
      'operations ending before they start',
      q('SELECT COUNT(*) FROM operations WHERE {endDate} < {startDate}'),
    ],
  ];
}

/** Each table's rows, to see that every table was loaded. */
export function tableCountQueries(): readonly (readonly [string, string])[] {
  return LINKED_TABLES.map((table) => [table, `SELECT COUNT(*) FROM ${table}`]);
}

/**
 * The script with one agent's handler pointed at no agent before the rows are committed: a database
 * that enforces the keys must refuse it (at COMMIT for SQLite, when the key is added for the others).
 */
export function breakHandler(script: string, dialect: SqlDialect): string {
  const column = dialect === 'mysql' ? '`handlerId`' : '"handlerId"';
  return script.replace(/\nCOMMIT;\n/, `\nUPDATE agents SET ${column} = 999999999 WHERE id = 0;\nCOMMIT;\n`);
}

/** How many foreign keys the loaded tables have (eleven, between the six tables). */
function keysQuery(dialect: SqlDialect, database: string): string {
  if (dialect === 'postgres')
    return "SELECT COUNT(*) FROM pg_constraint WHERE contype = 'f' AND convalidated";
  if (dialect === 'mysql')
    return `SELECT COUNT(*) FROM information_schema.REFERENTIAL_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = '${database}'`;
  return `SELECT ${LINKED_TABLES.map((table) => `(SELECT COUNT(*) FROM pragma_foreign_key_list('${table}'))`).join(' + ')}`;
}

/** A database a script was loaded into: its name, and a query's single number. */
export interface LoadedScript {
  database: string;
  count(sql: string): number;
}

/**
 * The linked script's tests for one database: `open` loads a script into a new database (throwing
 * when the database refuses it), and `refusal` is what the database says of a key that names nothing.
 */
export function linkedScriptTests(
  dialect: SqlDialect,
  open: (script: string) => LoadedScript,
  refusal: RegExp,
): void {
  describe('a linked mission’s script', () => {
    let script: string;
    let loaded: LoadedScript;

    beforeAll(() => {
      script = linkedScript(dialect);
      loaded = open(script);
    }, 600_000);

    it('loads 100,000 agents and every table, with its eleven foreign keys', () => {
      for (const [table, sql] of tableCountQueries()) expect(loaded.count(sql), table).toBeGreaterThan(0);
      expect(loaded.count('SELECT COUNT(*) FROM agents')).toBe(LINKED_COUNT);
      expect(loaded.count(keysQuery(dialect, loaded.database))).toBe(11);
    });

    it('breaks none of the model’s rules', () => {
      for (const [rule, sql] of linkedRuleQueries(dialect)) expect(loaded.count(sql), rule).toBe(0);
    });

    it('refuses the script once a handler names no agent: the keys are enforced', () => {
      const broken = breakHandler(script, dialect);
      expect(broken).not.toBe(script);
      expect(() => open(broken)).toThrow(refusal);
    });
  });
}
