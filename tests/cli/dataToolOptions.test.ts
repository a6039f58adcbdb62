// What a careful user of the command line meets first: help and the version on every command, no
// network unless asked, a drawn seed said so the run can be replayed, CSV without a BOM unless asked
// (read back by Python's csv module, the reader that trips on it), and SQL's table options.
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1_FIELD_ORDER, V2_ADDED_FIELDS } from '../fieldOrder.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const TSX = `${ROOT}node_modules/.bin/tsx`;
const DIR = mkdtempSync(join(tmpdir(), 'tsd-options-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function cli(entry: 'agents.ts' | 'bin.ts', args: readonly string[], env: NodeJS.ProcessEnv = {}): Run {
  const result = spawnSync(TSX, [`src/cli/${entry}`, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same, without blocking this process: a server in it must be able to answer the child. */
function cliAsync(args: readonly string[], env: NodeJS.ProcessEnv, input?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['src/cli/agents.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

/** The formats and dialects the issue and the README name, written out rather than read from the code. */
const FORMATS = ['json', 'ndjson', 'csv', 'geojson', 'vcf', 'sql', 'parquet'];
const DIALECTS = ['postgres', 'mysql', 'sqlite'];

describe('help and version', () => {
  it('answers --help and -h on the agents command with exit 0, listing formats, dialects and every field', () => {
    for (const flag of ['--help', '-h']) {
      const { status, stdout, stderr } = cli('agents.ts', [flag]);
      expect(status, flag).toBe(0);
      expect(stderr, flag).toBe('');
      expect(stdout, flag).toMatch(/^Usage: silent-directory agents/);
      for (const name of [...FORMATS, ...DIALECTS]) expect(stdout, name).toContain(name);
      for (const field of [...V1_FIELD_ORDER, 'nativeName', ...V2_ADDED_FIELDS]) {
        expect(stdout, field).toMatch(new RegExp(`\\b${field}\\b`));
      }
      // Each field is listed under the version that added it.
      const v2 = stdout.indexOf('version 2 and later');
      expect(stdout.indexOf('fullName')).toBeLessThan(v2);
      expect(stdout.indexOf('birthDate', stdout.indexOf('Fields'))).toBeGreaterThan(v2);
    }
  });

  it('gives help even among other, bad, arguments, and makes no agents', () => {
    const { status, stdout } = cli('agents.ts', ['--count', 'many', '--help']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage:/);
  });

  it('answers --version on the program and on the command with the package’s version', () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    for (const [entry, args] of [
      ['bin.ts', ['--version']],
      ['bin.ts', ['agents', '--version']],
      ['agents.ts', ['--version']],
    ] as const) {
      const { status, stdout, stderr } = cli(entry, args);
      expect(status, args.join(' ')).toBe(0);
      expect(stdout, args.join(' ')).toBe(`${version}\n`);
      expect(stderr).toBe('');
    }
  });

  it('answers the program’s --help, -h and a bare call with the commands, and an unknown option with exit 2', () => {
    for (const args of [['--help'], ['-h'], []]) {
      const { status, stdout } = cli('bin.ts', args);
      expect(status, args.join(' ')).toBe(0);
      expect(stdout).toMatch(/^Usage: silent-directory <command>/);
      expect(stdout).toContain('agents');
    }
    const unknown = cli('agents.ts', ['--query', 'lyon', '--colour', 'red']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('the drawn seed', () => {
  it('is said on stderr with the version, and replays the same bytes', () => {
    const first = cli('agents.ts', ['--query', 'lisbon', '--count', '3', '--format', 'ndjson']);
    expect(first.status).toBe(0);
    const said =
      /seed (\d+), mission version (\d) \(the latest\); replay with --seed \1 --mission-version \2\./.exec(
        first.stderr,
      );
    expect(said, first.stderr).not.toBeNull();
    const [, seed, version] = said as RegExpExecArray;
    const replay = cli('agents.ts', [
      '--query',
      'lisbon',
      '--count',
      '3',
      '--format',
      'ndjson',
      '--seed',
      seed as string,
      '--mission-version',
      version as string,
    ]);
    expect(replay.stdout).toBe(first.stdout);
    // Both pinned: nothing to say.
    expect(replay.stderr).toBe('');
  });

  it('is said for each query read from standard input, with its query', () => {
    const result = spawnSync(TSX, ['src/cli/agents.ts', '--count', '1', '--mission-version', '2'], {
      cwd: ROOT,
      input: 'tokyo\nlagos\n',
      encoding: 'utf8',
    });
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^agents: seed \d+, mission version 2 for "tokyo"; replay with --seed \d+/);
    expect(lines[1]).toMatch(/ for "lagos"; /);
  });
});

describe('the network', () => {
  let server: Server;
  let url = '';
  const asked: string[] = [];

  beforeAll(async () => {
    // A stand-in for Nominatim on loopback: every query is "somewhere" at Porto's coordinates.
    server = createServer((request, response) => {
      asked.push(new URL(request.url ?? '/', 'http://localhost').searchParams.get('q') ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify([
          {
            lat: '41.14961',
            lon: '-8.61099',
            display_name: 'Porto, Portugal',
            address: { country_code: 'pt', country: 'Portugal' },
          },
        ]),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const mission = ['--query', 'xqzzyville', '--seed', '1', '--count', '2', '--mission-version', '2'];

  it('is not used unless asked: the same bytes as --offline, and no request reaches the geocoder', async () => {
    asked.length = 0;
    const env = { TSD_GEOCODER_URL: url, TSD_CACHE_DIR: join(DIR, 'cache-none') };
    const plain = await cliAsync([...mission, '--format', 'ndjson'], env);
    const offline = await cliAsync([...mission, '--format', 'ndjson', '--offline'], env);
    expect(plain.status).toBe(0);
    expect(plain.stdout).toBe(offline.stdout);
    expect(asked).toEqual([]);
  });

  it('is used with --geocode, once a query: the answer is kept for the next run and the next line', async () => {
    asked.length = 0;
    const env = { TSD_GEOCODER_URL: url, TSD_CACHE_DIR: join(DIR, 'cache-geocode') };
    const first = await cliAsync([...mission, '--format', 'ndjson', '--geocode'], env);
    expect(first.status).toBe(0);
    const agents = first.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { countryCode: string });
    // Where the geocoder put it: the query alone names no place in the packaged data.
    expect(agents.map((agent) => agent.countryCode)).toEqual(['PT', 'PT']);
    expect(asked).toEqual(['xqzzyville']);
    const again = await cliAsync([...mission, '--format', 'ndjson', '--geocode'], env);
    expect(again.stdout).toBe(first.stdout);
    expect(asked).toHaveLength(1);
    const lines = await cliAsync(
      ['--count', '1', '--seed', '1', '--mission-version', '2', '--geocode'],
      env,
      'elsewhereqq\nelsewhereqq\n',
    );
    expect(lines.status).toBe(0);
    expect(asked).toEqual(['xqzzyville', 'elsewhereqq']);
  });

  it('refuses --geocode with --offline in one line', () => {
    const { status, stderr } = cli('agents.ts', [...mission, '--geocode', '--offline']);
    expect(status).toBe(2);
    expect(stderr).toBe('agents: --offline and --geocode contradict each other; give one.\n');
  });
});

/** Python's csv.DictReader, the reader that takes a BOM for part of the first column's name. */
function pythonCsvKeys(file: string, encoding: string): string[] | null {
  const python = spawnSync(
    'python3',
    [
      '-c',
      `import csv,json,sys; print(json.dumps(list(next(csv.DictReader(open(sys.argv[1], encoding="${encoding}"))).keys())))`,
      file,
    ],
    { encoding: 'utf8' },
  );
  if (python.error !== undefined || python.status !== 0) return null;
  return JSON.parse(python.stdout) as string[];
}

describe('csv and its byte order mark', () => {
  it('leaves the BOM out by default, so Python reads the first column by its name; --bom puts it in', () => {
    const base = [
      '--query',
      'seoul',
      '--seed',
      '4',
      '--count',
      '2',
      '--format',
      'csv',
      '--fields',
      'fullName,postcode',
    ];
    const plain = join(DIR, 'plain.csv');
    const marked = join(DIR, 'marked.csv');
    expect(cli('agents.ts', [...base, '--output', plain]).status).toBe(0);
    expect(cli('agents.ts', [...base, '--bom', '--output', marked]).status).toBe(0);
    expect([...readFileSync(plain).subarray(0, 3)]).toEqual([...Buffer.from('ful')]);
    expect([...readFileSync(marked).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(readFileSync(marked).subarray(3)).toEqual(readFileSync(plain));
    const keys = pythonCsvKeys(plain, 'utf-8');
    if (keys !== null) expect(keys).toEqual(['fullName', 'postcode']);
    const explicit = cli('agents.ts', [...base, '--no-bom']);
    expect(explicit.stdout).toBe(readFileSync(plain, 'utf8'));
  });

  it('refuses --bom with another format, and with --no-bom', () => {
    expect(cli('agents.ts', ['--query', 'lyon', '--format', 'json', '--bom']).stderr).toBe(
      'agents: --bom applies to --format csv only.\n',
    );
    const both = cli('agents.ts', ['--query', 'lyon', '--format', 'csv', '--bom', '--no-bom']);
    expect(both.status).toBe(2);
    expect(both.stderr).toBe('agents: --bom and --no-bom contradict each other; give one.\n');
  });
});

describe('sql table options', () => {
  it('names the table and drops it first when asked, quoted for the dialect', () => {
    const base = [
      '--query',
      'lyon',
      '--seed',
      '1',
      '--count',
      '1',
      '--format',
      'sql',
      '--mission-version',
      '2',
    ];
    const mysql = cli('agents.ts', [...base, '--dialect', 'mysql', '--table', 'spy_roster', '--drop']).stdout;
    expect(mysql).toContain('DROP TABLE IF EXISTS `spy_roster`;\nCREATE TABLE IF NOT EXISTS `spy_roster` (');
    expect(mysql).toContain('INSERT INTO `spy_roster` (');
    const postgres = cli('agents.ts', base).stdout;
    expect(postgres).toContain('CREATE TABLE IF NOT EXISTS "agents" (');
    expect(postgres).not.toContain('DROP TABLE');
  });

  it('refuses a table name that is not letters, digits and underscores, and the options outside sql', () => {
    for (const name of ['spy roster', '1st', 'a;DROP TABLE agents', 'x'.repeat(64), '']) {
      const { status, stderr } = cli('agents.ts', ['--query', 'lyon', '--format', 'sql', '--table', name]);
      expect(status, name).toBe(2);
      expect(stderr.trim().split('\n'), name).toHaveLength(1);
      expect(stderr, name).toMatch(/^agents: --table: a table name /);
    }
    expect(
      cli('agents.ts', ['--query', 'lyon', '--format', 'sql', '--table', `_${'x'.repeat(62)}`]).status,
    ).toBe(0);
    expect(cli('agents.ts', ['--query', 'lyon', '--format', 'csv', '--drop']).stderr).toBe(
      'agents: --drop applies to --format sql only.\n',
    );
  });
});
