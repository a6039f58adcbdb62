// The mysql dialect loaded into a real MySQL-compatible server, MariaDB (Debian's `mariadb-server`), that
// this file starts and stops itself: the script is fed to the `mariadb` client on standard input, as a user
// runs `mysql < agents.sql`, and the rows are read back with every text column as the hex of its UTF-8 bytes
// (so no client escaping or character set stands between the stored text and the comparison) and the
// numbers as the server prints them (MariaDB 10.5 and later print a double's shortest exact decimal).
//
// The server is private to the test: its data directory and its Unix socket live in a temporary directory,
// and it listens on no TCP port (--skip-networking), so it can neither collide with another server on the
// machine nor be reached from outside. As root, the server runs as the `mysql` user that Debian's package
// creates. Where MariaDB is not installed the tests are skipped with a message, except under CI, where they
// fail: CI installs it (.ci/run) and never skips.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_FIELD_NAMES, AGENT_FIELD_SPECS, type AgentField } from '../../src/shared/agentFields.ts';
import { missionFields } from '../../src/shared/missionVersions.ts';
import {
  expectedRows,
  HOSTILE_MISSION,
  hostileAgents,
  IN_CI,
  sampleMissions,
  sqlScript,
  sqlScriptFor,
  sqlShard,
  type Mission,
} from './missionAgents.ts';
import { linkedScriptTests } from './linkedRules.ts';

const SERVER = '/usr/sbin/mariadbd';
const INSTALL = '/usr/bin/mariadb-install-db';
const CLIENT = '/usr/bin/mariadb';
const ABSENT = [SERVER, INSTALL, CLIENT].filter((file) => !existsSync(file));
const INSTALLED = ABSENT.length === 0;
const MISSING = `MariaDB is not installed (no ${ABSENT.join(', ')}); install it with apt-get install -y mariadb-server`;
if (!INSTALLED && !IN_CI) console.warn(`Skipping the MariaDB round trip: ${MISSING}.`);

/** The agent fields stored as numbers; every other column is text. */
/** The fields stored as numbers (coordinates, the age, version 4's keys): read as they are, not as hex. */
const NUMERIC: ReadonlySet<string> = new Set(
  AGENT_FIELD_NAMES.filter((field) => AGENT_FIELD_SPECS[field].type !== 'text'),
);

let dir = '';
let server: ChildProcess | null = null;
/** Settles when the server process has ended, however (exit, signal, or a failed start). */
let ended: Promise<void> = Promise.resolve();
let running = false;
let databases = 0;
let missions: readonly Mission[];
const asRoot = process.getuid?.() === 0;

/** Runs the client against the private server as its root user, `input` on standard input. */
function client(args: readonly string[], input = ''): string {
  return execFileSync(
    CLIENT,
    [
      '--no-defaults',
      `--socket=${join(dir, 'socket')}`,
      '--user=root',
      '--batch',
      '--skip-column-names',
      ...args,
    ],
    { encoding: 'utf8', input, maxBuffer: 256 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] },
  );
}

/** A new empty database: each test loads into its own. */
function createDatabase(): string {
  const name = `roundtrip_${++databases}`;
  client(['--execute', `CREATE DATABASE ${name}`]);
  return name;
}

/** Loads the scripts, in order, each through the client's standard input, as `mysql db < file` does. */
function load(...scripts: string[]): string {
  const database = createDatabase();
  for (const script of scripts) client([database], script);
  return database;
}

/** The table's rows in id order: the columns `fields` names, text decoded from the server's hex. */
function rows(database: string, fields: readonly AgentField[], table = 'agents'): Record<string, unknown>[] {
  const columns = fields.map((field) => (NUMERIC.has(field) ? `\`${field}\`` : `HEX(\`${field}\`)`));
  const out = client([
    database,
    '--execute',
    `SELECT id, ${columns.join(', ')} FROM \`${table}\` ORDER BY id`,
  ]);
  return out
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [id, ...cells] = line.split('\t');
      const row: Record<string, unknown> = { id: Number(id) };
      fields.forEach((field, i) => {
        const cell = cells[i] as string;
        // HEX() of text is [0-9A-F]*, so the client's NULL cannot be mistaken for a value.
        row[field] =
          cell === 'NULL'
            ? null
            : NUMERIC.has(field)
              ? Number(cell)
              : Buffer.from(cell, 'hex').toString('utf8');
      });
      return row;
    });
}

/** Resolves once the server answers on its socket, or rejects with its log after `ms`. */
async function untilAnswering(ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      client(['--execute', 'SELECT 1']);
      return;
    } catch (error) {
      if (Date.now() > until || !running) {
        const log = join(dir, 'server.log');
        const said = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '(no server log)';
        throw new Error(`MariaDB did not start: ${(error as Error).message}\n${said}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe.skipIf(!INSTALLED && !IN_CI)('sql, mysql dialect, loaded into MariaDB', () => {
  beforeAll(async () => {
    if (!INSTALLED) throw new Error(`${MISSING}: CI never skips this test (see .ci/run).`);
    // As root, under /tmp: the mysql user must reach the directory, which root's TMPDIR may hide.
    dir = mkdtempSync(join(asRoot ? '/tmp' : tmpdir(), 'tsd-mariadb-'));
    const user = asRoot ? ['--user=mysql'] : [];
    if (asRoot) {
      const [uid, gid] = ['-u', '-g'].map((flag) =>
        Number(execFileSync('id', [flag, 'mysql'], { encoding: 'utf8' })),
      );
      chownSync(dir, uid as number, gid as number);
    }
    execFileSync(
      INSTALL,
      [
        '--no-defaults',
        `--datadir=${join(dir, 'data')}`,
        ...user,
        // A root account with no password, not the package's unix_socket login, which only the
        // system's root user could use.
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server = spawn(
      SERVER,
      [
        '--no-defaults',
        `--datadir=${join(dir, 'data')}`,
        `--socket=${join(dir, 'socket')}`,
        `--pid-file=${join(dir, 'server.pid')}`,
        `--log-error=${join(dir, 'server.log')}`,
        '--skip-networking',
        // A test's data need not survive a crash of the machine.
        '--innodb-flush-log-at-trx-commit=0',
        ...user,
      ],
      { stdio: 'ignore' },
    );
    running = true;
    const started = server;
    ended = new Promise((resolve) => {
      const end = () => {
        running = false;
        resolve();
      };
      started.once('exit', end);
      // A binary that cannot be run: the start fails with the server's log, not an unhandled error.
      started.once('error', end);
    });
    await untilAnswering(60_000);
    missions = await sampleMissions();
  }, 120_000);

  afterAll(async () => {
    try {
      if (running) {
        server?.kill('SIGTERM');
        await ended;
      }
    } finally {
      if (dir !== '') rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives back every agent of missions of both versions, row for row', () => {
    for (const { key, agents } of missions) {
      const fields = missionFields(key.version);
      expect(rows(load(sqlScript('mysql', agents, key)), fields), `${key.query} v${key.version}`).toEqual(
        expectedRows(agents, fields),
      );
    }
  });

  it('gives back hostile text exactly (backslashes, quotes, NUL neighbours, emoji), and the comment stays one', () => {
    const agents = hostileAgents();
    const fields = missionFields(2);
    expect(rows(load(sqlScript('mysql', agents, HOSTILE_MISSION)), fields)).toEqual(
      expectedRows(agents, fields),
    );
  });

  it('types the columns: text, double for the coordinates, int for the age and the id, in utf8mb4', () => {
    const { key, agents } = missions[4]!;
    const database = load(sqlScript('mysql', agents.slice(0, 2), key));
    const columns = client([
      '--execute',
      `SELECT COLUMN_NAME, DATA_TYPE, IS_NULLABLE, IFNULL(CHARACTER_SET_NAME, '-') FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = '${database}' AND TABLE_NAME = 'agents' ORDER BY ORDINAL_POSITION`,
    ])
      .trim()
      .split('\n');
    const typeOf = (field: string): string => {
      if (field === 'id' || field === 'age') return 'int\tNO\t-';
      if (field === 'lat' || field === 'lng') return 'double\tNO\t-';
      return `text\t${field === 'nativeName' ? 'YES' : 'NO'}\tutf8mb4`;
    };
    expect(columns).toEqual(['id', ...missionFields(2)].map((field) => `${field}\t${typeOf(field)}`));
    const primaryKey = client([
      '--execute',
      `SELECT COLUMN_NAME FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = '${database}' AND TABLE_NAME = 'agents' AND CONSTRAINT_NAME = 'PRIMARY'`,
    ]);
    expect(primaryKey.trim()).toBe('id');
  });

  it('keeps a chosen subset of fields in the chosen order', () => {
    const { key, agents } = missions[4]!;
    const fields: AgentField[] = ['nativeName', 'lng', 'age', 'fullName'];
    expect(rows(load(sqlScript('mysql', agents, key, fields)), fields)).toEqual(expectedRows(agents, fields));
  });

  it('loads shards into one table: the first creates it, the others only insert', () => {
    const { key, agents } = missions[5]!;
    const shard = (from: number, to: number, header: boolean) =>
      sqlShard('mysql', agents, key, [from, to], header);
    const database = load(shard(0, 30, true), shard(30, 55, false), shard(55, agents.length, false));
    expect(rows(database, missionFields(2))).toEqual(expectedRows(agents, missionFields(2)));
  });

  it('loads more than one INSERT batch, and an empty mission', () => {
    const { key, agents } = missions[0]!;
    const many = Array.from({ length: 1_203 }, (_, i) => agents[i % agents.length]!);
    const count = (database: string) =>
      client([database, '--execute', 'SELECT COUNT(*), IFNULL(MAX(id), -1) FROM agents']).trim();
    expect(count(load(sqlScript('mysql', many, key)))).toBe('1203\t1202');
    expect(count(load(sqlScript('mysql', [], key)))).toBe('0\t-1');
  });

  it('loads a script with --drop twice into one database: the named table holds the mission once', () => {
    const { key, agents } = missions[1]!;
    const script = sqlScriptFor('mysql', agents, key, { table: 'spy_roster', drop: true });
    const database = load(script);
    client([database], script);
    const fields = missionFields(key.version);
    expect(rows(database, fields, 'spy_roster')).toEqual(expectedRows(agents, fields));
  });

  it('refuses a second load without --drop at the primary key, and the table keeps the first', () => {
    const { key, agents } = missions[1]!;
    const script = sqlScript('mysql', agents, key);
    const database = load(script);
    expect(() => client([database], script)).toThrow(/Duplicate entry/);
    const fields = missionFields(key.version);
    expect(rows(database, fields)).toEqual(expectedRows(agents, fields));
  });

  linkedScriptTests(
    'mysql',
    (script) => {
      const database = load(script);
      return { database, count: (sql) => Number(client([database, '--execute', sql]).trim()) };
    },
    /foreign key constraint fails/,
  );
});
