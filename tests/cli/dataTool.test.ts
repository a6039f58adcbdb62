// The data tool's contract, run as a user runs it (a child process): fields, shards that add up to the
// mission, threads that change nothing, files that are complete or absent, and one-line refusals.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { parquetReadObjects } from 'hyparquet';
import { ROWS_PER_INSERT } from '../../src/shared/sqlFormat.ts';
import initSqlJs from 'sql.js';
import { afterAll, describe, expect, it } from 'vitest';
import { generateAgents, streamAgents } from '../../src/lib/index.ts';
import { shardRange } from '../../src/cli/agentsCommand.ts';
import { progressLine } from '../../src/cli/progress.ts';
import type { Agent } from '../../src/shared/types.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const TSX = `${ROOT}node_modules/.bin/tsx`;
const DIR = mkdtempSync(join(tmpdir(), 'tsd-cli-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

function cli(args: readonly string[]) {
  const result = spawnSync(TSX, ['src/cli/agents.ts', ...args], {
    cwd: ROOT,
    encoding: 'buffer',
    timeout: 120_000,
    maxBuffer: 256 << 20,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.toString('utf8') };
}

const MISSION = ['--query', 'lyon', '--seed', 'shards', '--offline', '--mission-version', '2'];
const COUNTRY = ['--query', 'italy', '--seed', '5', '--offline', '--mission-version', '2'];

describe('shards', () => {
  it('split a mission into contiguous parts whose sizes differ by at most one', () => {
    expect([1, 2, 3].map((k) => shardRange(10, [k, 3]))).toEqual([
      [0, 3],
      [3, 6],
      [6, 10],
    ]);
    expect(shardRange(2, [1, 3])).toEqual([0, 0]);
    expect(shardRange(7, [1, 1])).toEqual([0, 7]);
  });

  it.each(['ndjson', 'csv', 'vcf'])('of %s concatenate to the whole file, byte for byte', (format) => {
    const args = [...COUNTRY, '--count', '47', '--format', format];
    const whole = cli(args).stdout;
    const parts = [1, 2, 3].map((k) => cli([...args, '--shard', `${k}/3`]).stdout);
    expect(Buffer.concat(parts).equals(whole)).toBe(true);
    expect(parts.every((part) => part.length > 0)).toBe(true);
  });

  it('of json are each a complete array; in order they are the whole mission', () => {
    const args = [...COUNTRY, '--count', '20', '--format', 'json'];
    const whole = JSON.parse(cli(args).stdout.toString('utf8')) as Agent[];
    const parts = [1, 2, 3].map(
      (k) => JSON.parse(cli([...args, '--shard', `${k}/3`]).stdout.toString('utf8')) as Agent[],
    );
    expect(parts.map((part) => part.length)).toEqual([6, 7, 7]);
    expect(parts.flat()).toEqual(whole);
  });

  it('of sql each load on their own after the first, which creates the table: together the whole mission', async () => {
    const SQL = await initSqlJs();
    const args = [...COUNTRY, '--count', '30', '--format', 'sql', '--dialect', 'sqlite'];
    const whole = new SQL.Database();
    whole.exec(cli(args).stdout.toString('utf8'));
    const sharded = new SQL.Database();
    for (const k of [1, 2, 3, 4]) sharded.exec(cli([...args, '--shard', `${k}/4`]).stdout.toString('utf8'));
    const all = (db: typeof whole) => db.exec('SELECT * FROM agents ORDER BY id')[0]?.values;
    expect(all(sharded)).toEqual(all(whole));
    expect(all(whole)).toHaveLength(30);
  });

  it('made in worker threads are the same bytes as made in one thread, and add up the same way', () => {
    // 45,000 agents: nine chunks of the threads' 5,000 (CHUNK_AGENTS).
    const args = [...MISSION, '--count', '45000', '--format', 'csv'];
    const one = cli([...args, '--threads', '1']);
    const two = cli([...args, '--threads', '2']);
    expect(two.status).toBe(0);
    expect(two.stdout.equals(one.stdout)).toBe(true);
    const parts = [1, 2].map((k) => cli([...args, '--threads', '2', '--shard', `${k}/2`]).stdout);
    expect(Buffer.concat(parts).equals(one.stdout)).toBe(true);
    expect(parse(one.stdout, { bom: true, columns: true })).toHaveLength(45000);
  }, 240_000);
  it('of sql are the same script made in worker threads as in one, and it loads whole', async () => {
    // 12,345 rows: two full chunks of 5,000 and a short one, whose last INSERT of 345 rows is not full.
    const args = [...MISSION, '--count', '12345', '--format', 'sql', '--dialect', 'sqlite'];
    const one = cli([...args, '--threads', '1']);
    const two = cli([...args, '--threads', '2']);
    expect(two.status).toBe(0);
    expect(two.stdout.equals(one.stdout)).toBe(true);
    const text = two.stdout.toString('utf8');
    expect(text.split('INSERT INTO').length - 1).toBe(Math.ceil(12345 / ROWS_PER_INSERT));
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.exec(text);
    expect(db.exec('SELECT COUNT(*), MIN(id), MAX(id) FROM agents')[0]?.values).toEqual([[12345, 0, 12344]]);
  }, 240_000);
});

describe('fields', () => {
  it('choose and order the columns of csv and the keys of ndjson', () => {
    const csv = cli([...MISSION, '--count', '3', '--format', 'csv', '--fields', 'city, lat,fullName']);
    expect(csv.status).toBe(0);
    const text = csv.stdout.toString('utf8');
    expect(text.split('\r\n')[0]).toBe('city,lat,fullName');
    const ndjson = cli([...MISSION, '--count', '3', '--format', 'ndjson', '--fields', 'age,codename']);
    const first = JSON.parse(ndjson.stdout.toString('utf8').split('\n')[0] as string) as object;
    expect(Object.keys(first)).toEqual(['age', 'codename']);
  });

  it('choose the columns of a Parquet file, which holds the same agents as the JSON', async () => {
    const file = join(DIR, 'agents.parquet');
    const fields = ['codename', 'lat', 'lng', 'age'];
    expect(
      cli([
        ...MISSION,
        '--count',
        '25',
        '--format',
        'parquet',
        '--fields',
        fields.join(','),
        '--output',
        file,
      ]).status,
    ).toBe(0);
    const bytes = readFileSync(file);
    const rows = await parquetReadObjects({
      file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
    });
    const json = JSON.parse(cli([...MISSION, '--count', '25']).stdout.toString('utf8')) as Agent[];
    expect(rows).toEqual(
      json.map((agent) => ({ codename: agent.codename, lat: agent.lat, lng: agent.lng, age: agent.age })),
    );
  });
});

describe('--output', () => {
  it('writes the file whole, under its name, leaving nothing else behind', () => {
    const file = join(DIR, 'whole.ndjson');
    const { status, stdout } = cli([...MISSION, '--count', '40', '--format', 'ndjson', '--output', file]);
    expect(status).toBe(0);
    expect(stdout.length).toBe(0);
    expect(readFileSync(file)).toEqual(cli([...MISSION, '--count', '40', '--format', 'ndjson']).stdout);
    expect(readdirSync(DIR).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('written by threads holds every agent as the library makes it, though chunk buffers are refilled', async () => {
    // 45,000 agents: nine chunks, more than the six in flight, so later chunks reuse written buffers;
    // a file is written asynchronously, so a buffer refilled before its write ended would show here.
    // The reference is the library's agents, one JSON line each: no chunk, buffer or thread involved.
    const file = join(DIR, 'threads.ndjson');
    const args = [...MISSION, '--count', '45000', '--format', 'ndjson'];
    expect(cli([...args, '--threads', '2', '--output', file]).status).toBe(0);
    const agents = await generateAgents({ query: 'lyon', seed: 'shards', version: 2, count: 45_000 });
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(45_000);
    expect(lines.every((line, i) => line === JSON.stringify(agents[i]))).toBe(true);
  }, 240_000);

  it('leaves no file, complete-looking or partial, when the run is interrupted', async () => {
    const file = join(DIR, 'interrupted.csv');
    // node itself, not the tsx command, which runs the program in a child and answers the signal first.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/agents.ts',
        ...MISSION,
        '--count',
        '50000000',
        '--format',
        'csv',
        '--threads',
        '1',
        '--output',
        file,
      ],
      { cwd: ROOT },
    );
    // Interrupted once the partial file has grown: the run is well under way.
    const partialGrown = async (): Promise<void> => {
      for (let i = 0; i < 600; i++) {
        const partial = readdirSync(DIR).find((name) => name.includes('interrupted.csv.partial'));
        if (partial !== undefined && readFileSync(join(DIR, partial)).length > 1_000_000) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the partial file never grew');
    };
    await partialGrown();
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(DIR).filter((name) => name.includes('interrupted'))).toEqual([]);
  }, 120_000);

  it('says in one line when the file cannot be written', () => {
    const { status, stderr } = cli([...MISSION, '--output', join(DIR, 'no/such/dir/agents.json')]);
    expect(status).toBe(2);
    expect(stderr).toMatch(
      /^agents: mission version 2[^\n]*\n?agents: --output .*cannot write \(ENOENT\)\.\n$|^agents: --output .*cannot write \(ENOENT\)\.\n$/,
    );
  });
});

describe('bad input', () => {
  it.each([
    [
      ['--format', 'xml'],
      'agents: --format must be one of json, ndjson, csv, geojson, vcf, sql, parquet, xlsx.',
    ],
    [['--format', 'sql', '--dialect', 'oracle'], 'agents: --dialect must be one of postgres, mysql, sqlite.'],
    [['--format', 'csv', '--dialect', 'mysql'], 'agents: --dialect applies to --format sql only.'],
    [['--fields', 'fullName,shoeSize'], 'agents: --fields: unknown field "shoeSize"'],
    [['--fields', 'city,city'], 'agents: --fields: "city" is named twice'],
    [
      ['--fields', 'age', '--mission-version', '1'],
      'agents: --fields: "age" is a field of mission version 2 only',
    ],
    [['--format', 'vcf', '--fields', 'city'], 'agents: --fields does not apply to vcf'],
    [['--shard', '0/3'], 'agents: --shard must be K/N with 1 ≤ K ≤ N'],
    [['--shard', '4/3'], 'agents: --shard must be K/N with 1 ≤ K ≤ N'],
    [['--shard', '1/0'], 'agents: --shard must be K/N with 1 ≤ K ≤ N'],
    [['--shard', 'half'], 'agents: --shard must be K/N with 1 ≤ K ≤ N'],
    [['--count', '0'], 'agents: --count must be a whole number from 1 to 100,000,000.'],
    [['--count', '100000001'], 'agents: --count must be a whole number from 1 to 100,000,000.'],
    [['--threads', '0'], 'agents: --threads must be a whole number from 1 to 64.'],
    // A worksheet's 1,048,576 rows: the header and 1,048,575 agents, in the whole file or in a part.
    [
      ['--format', 'xlsx', '--count', '1048576'],
      'agents: --format xlsx: a worksheet holds 1,048,575 agents below its header, and this mission has 1,048,576;',
    ],
    [
      ['--format', 'xlsx', '--count', '2097152', '--shard', '2/2', '--seed', '1'],
      'agents: --format xlsx: a worksheet holds 1,048,575 agents below its header, and this part has 1,048,576;',
    ],
  ])('%j: one line, exit code 2, nothing written, no file', (args, message) => {
    const file = join(DIR, 'refused.out');
    const { status, stdout, stderr } = cli(['--query', 'paris', '--offline', '--output', file, ...args]);
    expect(status).toBe(2);
    expect(stdout.length).toBe(0);
    expect(stderr.startsWith(message)).toBe(true);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(file)).toBe(false);
  });
});

describe('progress', () => {
  it('writes nothing extra to a pipe, even for a run of over a second', () => {
    const { status, stderr } = cli([
      ...MISSION,
      '--count',
      '400000',
      '--format',
      'csv',
      '--threads',
      '1',
      '--output',
      join(DIR, 'quiet.csv'),
    ]);
    expect(status).toBe(0);
    expect(stderr).toBe('');
  }, 120_000);

  it('draws a bar with rate and time left on a terminal', () => {
    // util-linux's script(1) gives the command a terminal; its output is what the terminal received.
    const file = join(DIR, 'bar.csv');
    const command = [
      TSX,
      'src/cli/agents.ts',
      ...MISSION,
      '--count',
      '2000000',
      '--format',
      'csv',
      '--threads',
      '1',
      '--output',
      file,
    ]
      .map((arg) => `'${arg}'`)
      .join(' ');
    const result = spawnSync('script', ['-qec', command, '/dev/null'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 200_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/\r\[#*·*\] +\d+% [\d,]+\/2,000,000 · [\d.,]+ [Mk] agents\/s · \d+ s left/);
    expect(existsSync(file)).toBe(true);
  }, 240_000);

  it('prints share, count, rate and time left', () => {
    expect(progressLine(2_500_000, 10_000_000, 2)).toBe(
      '[######··················]  25% 2,500,000/10,000,000 · 1.25 M agents/s · 6 s left',
    );
    expect(progressLine(1000, 4000, 0.5)).toBe(
      '[######··················]  25% 1,000/4,000 · 2 k agents/s · 2 s left',
    );
  });
});

describe('the library', () => {
  it('makes the same agents as the command line for the same mission', async () => {
    const fromCli = JSON.parse(cli([...COUNTRY, '--count', '15']).stdout.toString('utf8')) as Agent[];
    const fromLibrary = await generateAgents({ query: 'italy', seed: '5', version: 2, count: 15 });
    expect(fromLibrary).toEqual(fromCli);
  });

  it('streams any part of a mission, agent i the same as in the whole', async () => {
    const whole = await generateAgents({ query: 'italy', seed: '5', version: 2, count: 15 });
    const part: Agent[] = [];
    for await (const agent of streamAgents({
      query: 'italy',
      seed: '5',
      version: 2,
      count: 15,
      from: 4,
      to: 9,
    }))
      part.push(agent);
    expect(part).toEqual(whole.slice(4, 9));
    await expect(generateAgents({ query: 'italy', count: 15, from: 9, to: 4 })).rejects.toThrow(/from ≤ to/);
  });
});
