// The postgres dialect loaded into a real PostgreSQL server that this file starts and stops itself:
// `psql -v ON_ERROR_STOP=1 -f` loads the script as a user would, and the rows are read back as JSON
// (PostgreSQL 12 and later print a double's shortest exact decimal, so coordinates compare exactly).
//
// The server is private to the test: its data directory and its Unix socket live in a temporary
// directory, and it listens on no TCP address at all (listen_addresses = ''), so it can neither
// collide with another server on the machine nor be reached from outside; the port number only names
// the socket file. PostgreSQL refuses to run as root, so as root the server runs as the `postgres`
// user (which Debian's package creates) and the directory is given to it. Where PostgreSQL is not
// installed the tests are skipped with a message, except under CI, where they fail: CI installs it
// (.ci/run) and never skips.
import { execFileSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentField } from '../../src/shared/agentFields.ts';
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

const PORT = '54329';
const USER = 'tsd';

/** Debian's layout (/usr/lib/postgresql/<major>/bin), newest major first. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  const major = majors.find((name) => existsSync(join(root, name, 'bin', 'initdb')));
  return major === undefined ? null : join(root, major, 'bin');
}

const BIN = postgresBin();
const MISSING =
  'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb); install it with apt-get install -y postgresql';
if (BIN === null && !IN_CI) console.warn(`Skipping the PostgreSQL round trip: ${MISSING}.`);

let dir = '';
let started = false;
let databases = 0;
let missions: readonly Mission[];
const asRoot = process.getuid?.() === 0;

/** Runs a server program, as `postgres` when this process is root. */
function server(program: string, args: readonly string[]): string {
  const path = join(BIN as string, program);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs psql against the private server (as this user: only the server minds root). */
function psql(database: string, args: readonly string[]): string {
  return execFileSync(
    join(BIN as string, 'psql'),
    ['-X', '-q', '-h', dir, '-p', PORT, '-U', USER, '-d', database, '-v', 'ON_ERROR_STOP=1', ...args],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PGCLIENTENCODING: 'UTF8', PSQLRC: '/dev/null' },
    },
  );
}

/** A new empty database: each test loads into its own. */
function createDatabase(): string {
  const name = `roundtrip_${++databases}`;
  psql('postgres', ['-c', `CREATE DATABASE ${name}`]);
  return name;
}

/** Loads the scripts, in order, with `psql -f` from files, as a user would. */
function load(...scripts: string[]): string {
  const database = createDatabase();
  for (const [i, script] of scripts.entries()) {
    const file = join(dir, `${database}-${i}.sql`);
    writeFileSync(file, script);
    psql(database, ['-f', file]);
  }
  return database;
}

/** Loads one more script into an existing database, as `psql -f` does. */
function loadInto(database: string, script: string): void {
  const file = join(dir, `${database}-again-${Date.now()}.sql`);
  writeFileSync(file, script);
  psql(database, ['-f', file]);
}

function rows(database: string, table = 'agents'): Record<string, unknown>[] {
  const json = psql(database, ['-At', '-c', `SELECT json_agg(a ORDER BY id) FROM "${table}" a`]).trim();
  return json === '' ? [] : (JSON.parse(json) as Record<string, unknown>[]);
}

describe.skipIf(BIN === null && !IN_CI)('sql, postgres dialect, loaded into PostgreSQL', () => {
  beforeAll(async () => {
    if (BIN === null) throw new Error(`${MISSING}: CI never skips this test (see .ci/run).`);
    // As root, under /tmp: the postgres user must reach the directory, which root's TMPDIR may hide.
    dir = mkdtempSync(join(asRoot ? '/tmp' : tmpdir(), 'tsd-pg-'));
    if (asRoot) {
      const [uid, gid] = ['-u', '-g'].map((flag) =>
        Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })),
      );
      chownSync(dir, uid as number, gid as number);
    }
    server('initdb', [
      '-D',
      join(dir, 'data'),
      '-U',
      USER,
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    // pg_ctl hands -o to the server through a shell: the empty '' is an empty listen_addresses.
    const settings = `-p ${PORT} -k ${dir} -c listen_addresses='' -c fsync=off`;
    const log = join(dir, 'server.log');
    // Marked first: a start that times out may still leave a server for afterAll to stop.
    started = true;
    try {
      server('pg_ctl', ['-D', join(dir, 'data'), '-l', log, '-w', '-t', '60', '-o', settings, 'start']);
    } catch (error) {
      const said = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '(no server log)';
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${said}`);
    }
    missions = await sampleMissions();
  }, 120_000);

  afterAll(() => {
    try {
      if (started) server('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } finally {
      if (dir !== '') rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives back every agent of missions of both versions, row for row', () => {
    for (const { key, agents } of missions) {
      const database = load(sqlScript('postgres', agents, key));
      expect(rows(database), `${key.query} v${key.version}`).toEqual(
        expectedRows(agents, missionFields(key.version)),
      );
    }
  });

  it('gives back hostile text exactly, and the first-line comment stays a comment', () => {
    const agents = hostileAgents();
    expect(rows(load(sqlScript('postgres', agents, HOSTILE_MISSION)))).toEqual(
      expectedRows(agents, missionFields(2)),
    );
  });

  it('types the columns: text, double precision for the coordinates, integer for the age and the id', () => {
    const { key, agents } = missions[4]!;
    const database = load(sqlScript('postgres', agents.slice(0, 2), key));
    const columns = psql(database, [
      '-At',
      '-F',
      ' ',
      '-c',
      "SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_name = 'agents' ORDER BY ordinal_position",
    ])
      .trim()
      .split('\n');
    const typeOf = (field: string): string => {
      if (field === 'id' || field === 'age') return 'integer';
      return field === 'lat' || field === 'lng' ? 'double precision' : 'text';
    };
    expect(columns).toEqual(
      ['id', ...missionFields(2)].map(
        (field) => `${field} ${typeOf(field)} ${field === 'nativeName' ? 'YES' : 'NO'}`,
      ),
    );
    const primaryKey = psql(database, [
      '-At',
      '-c',
      "SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'agents'::regclass AND contype = 'p'",
    ]);
    expect(primaryKey.trim()).toBe('PRIMARY KEY (id)');
  });

  it('keeps a chosen subset of fields in the chosen order', () => {
    const { key, agents } = missions[4]!;
    const fields: AgentField[] = ['nativeName', 'lng', 'age', 'fullName'];
    expect(rows(load(sqlScript('postgres', agents, key, fields)))).toEqual(expectedRows(agents, fields));
  });

  it('loads shards into one table: the first creates it, the others only insert', () => {
    const { key, agents } = missions[5]!;
    const shard = (from: number, to: number, header: boolean) =>
      sqlShard('postgres', agents, key, [from, to], header);
    const database = load(shard(0, 30, true), shard(30, 55, false), shard(55, agents.length, false));
    expect(rows(database)).toEqual(expectedRows(agents, missionFields(2)));
  });

  it('loads more than one INSERT batch, and an empty mission', () => {
    const { key, agents } = missions[0]!;
    const many = Array.from({ length: 1_203 }, (_, i) => agents[i % agents.length]!);
    const count = (database: string) =>
      psql(database, ['-At', '-c', 'SELECT count(*), max(id) FROM agents']).trim();
    expect(count(load(sqlScript('postgres', many, key)))).toBe('1203|1202');
    expect(count(load(sqlScript('postgres', [], key)))).toBe('0|');
  });

  it('loads a script with --drop twice into one database: the named table holds the mission once', () => {
    const { key, agents } = missions[1]!;
    const script = sqlScriptFor('postgres', agents, key, { table: 'spy_roster', drop: true });
    const database = load(script);
    loadInto(database, script);
    expect(rows(database, 'spy_roster')).toEqual(expectedRows(agents, missionFields(key.version)));
  });

  it('refuses a second load without --drop at the primary key, and the table keeps the first', () => {
    const { key, agents } = missions[1]!;
    const script = sqlScript('postgres', agents, key);
    const database = load(script);
    expect(() => loadInto(database, script)).toThrow(/duplicate key/);
    expect(rows(database)).toEqual(expectedRows(agents, missionFields(key.version)));
  });

  linkedScriptTests(
    'postgres',
    (script) => {
      const database = load(script);
      return { database, count: (sql) => Number(psql(database, ['-At', '-c', sql]).trim()) };
    },
    /violates foreign key constraint/,
  );
});
