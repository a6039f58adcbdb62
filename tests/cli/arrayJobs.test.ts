// An array job run as a scheduler runs it: N copies of one command line, each process with its
// scheduler's index variable set, writing into one folder. The parts are then compared with the
// one-machine file by coreutils (cat, cmp, sha256sum) and DuckDB, not by our code, and the merge
// step's check must pass on them and name what is wrong once a part is removed, doubled or changed.
import { execFile, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const TSX = `${ROOT}node_modules/.bin/tsx`;
const run = promisify(execFile);

/** The environment of a copy: this process's, without any scheduler's variables, plus `scheduler`. */
function environment(scheduler: Record<string, string>): NodeJS.ProcessEnv {
  const SCHEDULER = /^(JOB_COMPLETION_INDEX|AWS_BATCH_JOB_ARRAY_|SLURM_ARRAY_)/;
  const own = Object.entries(process.env).filter(([name]) => !SCHEDULER.test(name));
  return { ...Object.fromEntries(own), ...scheduler };
}

async function agents(args: readonly string[], scheduler: Record<string, string> = {}): Promise<void> {
  // The shared volume every copy writes to exists before the job starts, as a scheduler's would.
  const output = args[args.indexOf('--output') + 1];
  if (output !== undefined) mkdirSync(join(output, '..'), { recursive: true });
  await run(TSX, ['src/cli/agents.ts', ...args], {
    cwd: ROOT,
    env: environment(scheduler),
    timeout: 120_000,
  });
}

function checkParts(...paths: string[]) {
  const result = spawnSync(TSX, ['src/cli/bin.ts', 'check-parts', ...paths], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** check-parts in a process of its own, not waited for, so that several run at once. */
async function checkPartsAsync(path: string): Promise<{ status: number; stderr: string }> {
  try {
    const { stderr } = await run(TSX, ['src/cli/bin.ts', 'check-parts', path], {
      cwd: ROOT,
      timeout: 60_000,
    });
    return { status: 0, stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { status: failed.code, stderr: failed.stderr };
  }
}

function shell(script: string): { status: number | null; stdout: string } {
  const result = spawnSync('sh', ['-c', script], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout };
}

let DIR: string;
let PIN: string;
/** The mission, pinned as a link pins it, so every copy makes the same agents anywhere. */
let MISSION: string[];

beforeAll(async () => {
  DIR = mkdtempSync(join(tmpdir(), 'tsd-array-'));
  const explained = spawnSync(
    TSX,
    ['src/cli/agents.ts', '--query', 'lyon', '--seed', '7', '--offline', '--explain'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  PIN = (JSON.parse(explained.stdout) as { pin: string }).pin;
  MISSION = ['--query', 'lyon', '--seed', '7', '--mission-version', '2', '--place', PIN, '--offline'];
}, 60_000);

afterAll(() => {
  if (DIR) rmSync(DIR, { recursive: true, force: true });
});

interface Manifest {
  mission: { query: string; seed: string; version: number; place: string; count: number };
  part: number;
  parts: number;
  agents: { from: number; to: number; count: number };
  file: { name: string; bytes: number; sha256: string };
}

function manifests(dir: string): Manifest[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.manifest.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Manifest);
}

describe('AWS Batch: csv in 4 parts from AWS_BATCH_JOB_ARRAY_INDEX 0 … 3', () => {
  let parts: string;
  let whole: string;

  beforeAll(async () => {
    parts = join(DIR, 'aws');
    whole = join(DIR, 'whole.csv');
    const common = [...MISSION, '--count', '8000', '--format', 'csv'];
    await Promise.all([
      agents([...common, '--output', whole]),
      ...[0, 1, 2, 3].map((index) =>
        agents([...common, '--shard', 'auto/4', '--output', join(parts, 'agents.csv')], {
          AWS_BATCH_JOB_ARRAY_INDEX: String(index),
        }),
      ),
    ]);
  }, 180_000);

  it('names each part after its 1-based number, with a manifest beside it', () => {
    expect(readdirSync(parts).sort()).toEqual([
      '_agents-part-00001-of-00004.csv.manifest.json',
      '_agents-part-00002-of-00004.csv.manifest.json',
      '_agents-part-00003-of-00004.csv.manifest.json',
      '_agents-part-00004-of-00004.csv.manifest.json',
      'agents-part-00001-of-00004.csv',
      'agents-part-00002-of-00004.csv',
      'agents-part-00003-of-00004.csv',
      'agents-part-00004-of-00004.csv',
    ]);
  });

  it('the parts, concatenated by the shell in name order, are the one-machine file byte for byte', () => {
    expect(shell(`cat '${parts}'/agents-part-*.csv | cmp - '${whole}'`).status).toBe(0);
  });

  it('each manifest says its part, its quarter of the 8,000 agents, and the size and SHA-256 sha256sum finds', () => {
    const said = manifests(parts);
    expect(said.map((m) => [m.part, m.parts, m.agents.from, m.agents.to, m.agents.count])).toEqual([
      [1, 4, 0, 2000, 2000],
      [2, 4, 2000, 4000, 2000],
      [3, 4, 4000, 6000, 2000],
      [4, 4, 6000, 8000, 2000],
    ]);
    for (const manifest of said) {
      expect(manifest.mission).toEqual({ query: 'lyon', seed: '7', version: 2, place: PIN, count: 8000 });
      const file = join(parts, manifest.file.name);
      expect(manifest.file.bytes).toBe(statSync(file).size);
      expect(manifest.file.sha256).toBe(shell(`sha256sum '${file}'`).stdout.split(' ')[0]);
    }
  });

  it('check-parts passes: one line on stdout, exit 0', () => {
    const { status, stdout, stderr } = checkParts(parts);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toMatch(
      /^silent-directory check-parts: 4 of 4 parts, .* whole; every size and SHA-256 matches\.\n$/,
    );
  });

  /** Copies of the parts, each broken one way; check-parts runs on all of them at once. */
  const broken = new Map<string, { dir: string; status: number; stderr: string }>();
  const BREAK: Record<string, (dir: string) => void> = {
    deleted: (dir) => {
      rmSync(join(dir, 'agents-part-00003-of-00004.csv'));
      rmSync(join(dir, '_agents-part-00003-of-00004.csv.manifest.json'));
    },
    fileless: (dir) => rmSync(join(dir, 'agents-part-00002-of-00004.csv')),
    doubled: (dir) =>
      cpSync(join(dir, '_agents-part-00002-of-00004.csv.manifest.json'), join(dir, '_again.manifest.json')),
    corrupt: (dir) => {
      const file = join(dir, 'agents-part-00004-of-00004.csv');
      const bytes = readFileSync(file);
      bytes[1000] = bytes[1000]! ^ 1;
      writeFileSync(file, bytes);
    },
  };

  beforeAll(async () => {
    await Promise.all(
      Object.entries(BREAK).map(async ([name, breakIt]) => {
        const dir = join(DIR, name);
        cpSync(parts, dir, { recursive: true });
        breakIt(dir);
        broken.set(name, { dir, ...(await checkPartsAsync(dir)) });
      }),
    );
  }, 120_000);

  it('a part deleted with its manifest: "part 3 of 4 is missing", exit 1', () => {
    const { status, stderr } = broken.get('deleted')!;
    expect(status).toBe(1);
    expect(stderr).toContain('part 3 of 4 is missing.');
    expect(stderr).toContain('agents 4000–6000 are in no part.');
  });

  it('a part file deleted, its manifest left: the file is missing', () => {
    const { dir, status, stderr } = broken.get('fileless')!;
    expect(status).toBe(1);
    expect(stderr).toContain(`its file ${join(dir, 'agents-part-00002-of-00004.csv')} is missing.`);
  });

  it('a manifest duplicated: "part 2 is there 2 times"', () => {
    const { status, stderr } = broken.get('doubled')!;
    expect(status).toBe(1);
    expect(stderr).toContain('part 2 is there 2 times');
  });

  it('one byte of a part changed: its SHA-256 differs, though its size does not', () => {
    const { dir, status, stderr } = broken.get('corrupt')!;
    expect(status).toBe(1);
    expect(stderr).toContain(
      `part 4 (${join(dir, '_agents-part-00004-of-00004.csv.manifest.json')}): the SHA-256`,
    );
    expect(stderr.trim().split('\n')).toHaveLength(2);
  });

  it('a path that is not there is a wrong call: exit 2', () => {
    const { status, stderr } = checkParts(join(DIR, 'nowhere'));
    expect(status).toBe(2);
    expect(stderr).toBe(`silent-directory check-parts: ${join(DIR, 'nowhere')}: no such file or folder.\n`);
  });
});

describe('Slurm: ndjson in 3 parts from --array=1-3, with --shard auto alone', () => {
  it('the parts concatenate to the one-machine file, and check-parts passes', async () => {
    const parts = join(DIR, 'slurm');
    const common = [...MISSION, '--count', '3000', '--format', 'ndjson'];
    const slurm = (id: number) => ({
      SLURM_ARRAY_TASK_ID: String(id),
      SLURM_ARRAY_TASK_MIN: '1',
      SLURM_ARRAY_TASK_MAX: '3',
      SLURM_ARRAY_TASK_COUNT: '3',
    });
    await Promise.all([
      agents([...common, '--output', join(DIR, 'whole.ndjson')]),
      ...[1, 2, 3].map((id) =>
        agents([...common, '--shard', 'auto', '--output', join(parts, 'agents.ndjson')], slurm(id)),
      ),
    ]);
    expect(
      shell(`cat '${parts}'/agents-part-*-of-00003.ndjson | cmp - '${join(DIR, 'whole.ndjson')}'`).status,
    ).toBe(0);
    expect(checkParts(parts).status).toBe(0);
  }, 180_000);
});

describe('Kubernetes: parquet in 3 parts from JOB_COMPLETION_INDEX 0 … 2', () => {
  it('DuckDB reads the parts as one table: the whole mission, row for row', async () => {
    const parts = join(DIR, 'k8s');
    const whole = join(DIR, 'whole.parquet');
    const common = [...MISSION, '--count', '3000', '--format', 'parquet'];
    await Promise.all([
      agents([...common, '--output', whole]),
      ...[0, 1, 2].map((index) =>
        agents([...common, '--shard', 'auto/3', '--output', join(parts, 'agents.parquet')], {
          JOB_COMPLETION_INDEX: String(index),
        }),
      ),
    ]);
    expect(checkParts(parts).status).toBe(0);
    const duckdb = await DuckDBInstance.create(':memory:');
    const db = await duckdb.connect();
    try {
      const glob = `read_parquet('${parts}/agents-part-*.parquet')`;
      const count = await db.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM ${glob}`);
      expect(count.getRowObjectsJS()).toEqual([{ n: 3000 }]);
      const differ = await db.runAndReadAll(
        `SELECT count(*)::INTEGER AS n FROM ((SELECT * FROM ${glob} EXCEPT ALL SELECT * FROM read_parquet('${whole}')) UNION ALL (SELECT * FROM read_parquet('${whole}') EXCEPT ALL SELECT * FROM ${glob}))`,
      );
      expect(differ.getRowObjectsJS()).toEqual([{ n: 0 }]);
    } finally {
      db.closeSync();
      duckdb.closeSync();
    }
  }, 180_000);
});

describe('--shard auto refused in one line, exit 2, no file', () => {
  /** The mission without its seed: each copy would draw its own. */
  const unseeded = () => MISSION.filter((arg, i) => arg !== '--seed' && MISSION[i - 1] !== '--seed');
  it.each([
    ['no variable', {}, () => MISSION, 'agents: --shard auto/4: no scheduler index variable is set'],
    [
      'index N',
      { AWS_BATCH_JOB_ARRAY_INDEX: '4' },
      () => MISSION,
      'agents: --shard auto/4: AWS_BATCH_JOB_ARRAY_INDEX is 4, outside 0–3',
    ],
    [
      'no seed',
      { AWS_BATCH_JOB_ARRAY_INDEX: '0' },
      unseeded,
      'agents: --shard needs --seed when there is more than one part',
    ],
  ])('%s', (_, scheduler, mission, message) => {
    const dir = mkdtempSync(join(DIR, 'refused-'));
    const result = spawnSync(
      TSX,
      ['src/cli/agents.ts', ...mission(), '--shard', 'auto/4', '--output', join(dir, 'agents.csv')],
      { cwd: ROOT, encoding: 'utf8', env: environment(scheduler), timeout: 60_000 },
    );
    expect(result.status).toBe(2);
    expect(result.stderr.startsWith(message)).toBe(true);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(dir)).toEqual([]);
  });
});
