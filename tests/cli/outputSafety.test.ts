// Output that never harms, run as a user runs the command (a child process): --output replaces regular
// files only, and every way a run can fail or be stopped ends with one line (or none, for a reader that
// had enough), the conventional exit code, and no partial file. Devices are made in a temporary
// directory (mknod, as root), never the real /dev/null; a full disk and a read-only one are small tmpfs
// mounts where the machine allows them, each skipped with its reason where it does not.
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const DIR = mkdtempSync(join(tmpdir(), 'tsd-safe-'));
// Pinned version and seed: the command then has nothing to say on stderr but what is tested.
const MISSION = [
  '--query',
  'tokyo',
  '--offline',
  '--seed',
  '1',
  '--mission-version',
  '2',
  '--format',
  'ndjson',
];
/** A count no refusal may start on: making it would take minutes, so a refusal must come first. */
const ENDLESS = ['--count', '50000000'];

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * The command under node itself, not the tsx command, which runs the program in a child of its own
 * and would answer a signal first.
 */
function start(args: readonly string[], stdio: StdioOptions = 'pipe', uid?: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/cli/agents.ts', ...MISSION, ...args], {
    cwd: ROOT,
    stdio,
    ...(uid !== undefined ? { uid, gid: uid } : {}),
  });
}

/** How the child ended; killed after `timeoutMs`, so that no run outlives its test (30 s unless given). */
function ended(child: ChildProcess, timeoutMs = 25_000): Promise<Ended> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    }),
  );
}

const run = (args: readonly string[], stdio?: StdioOptions, uid?: number): Promise<Ended> =>
  ended(start(args, stdio, uid));

/** Waits until a partial file for `name` exists in `dir` and has some bytes: the run is under way. */
async function partialWritten(dir: string, name: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    const partial = readdirSync(dir).find((entry) => entry.startsWith(`.${name}.partial-`));
    if (partial !== undefined && statSync(join(dir, partial)).size > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no partial file of ${name} appeared`);
}

/** A fresh directory under DIR. */
let dirs = 0;
function freshDir(): string {
  const dir = join(DIR, `d${++dirs}`);
  mkdirSync(dir);
  return dir;
}

// What this machine allows, probed once: where it does not (not root, or a container without the
// capability), the test that needs it is skipped, and the skip's name says which.
const isRoot = process.getuid?.() === 0;
function mountTmpfs(dir: string, options: string): boolean {
  mkdirSync(dir);
  return isRoot && spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]).status === 0;
}
/** A 1 MB file system: a full disk after a few thousand agents. */
const FULL = join(DIR, 'full');
const fullDisk = mountTmpfs(FULL, 'size=1m');
const READ_ONLY = join(DIR, 'read-only');
const readOnlyDisk = mountTmpfs(READ_ONLY, 'ro,size=1m');
/** Only root may make a device node; the test makes one like /dev/null (1:3) in its own directory. */
const canMakeDevices = isRoot && spawnSync('mknod', [join(DIR, 'probe'), 'c', '1', '3']).status === 0;
rmSync(join(DIR, 'probe'), { force: true });
/**
 * Root writes anywhere, so a directory it may not write to is tried as the user nobody, who must also
 * be able to read the repository and run it (a checkout in a folder only root may enter is not).
 */
const NOBODY = 65534;
const canBeNobody =
  isRoot &&
  spawnSync(
    process.execPath,
    ['-e', `require('fs').accessSync(${JSON.stringify(join(ROOT, 'node_modules/tsx/package.json'))})`],
    { uid: NOBODY, gid: NOBODY },
  ).status === 0;

afterAll(() => {
  if (fullDisk) spawnSync('umount', [FULL]);
  if (readOnlyDisk) spawnSync('umount', [READ_ONLY]);
  rmSync(DIR, { recursive: true, force: true });
});

describe(
  '--output refuses, untouched and before any work, what is not a regular file',
  { timeout: 60_000 },
  () => {
    const refusal = (path: string, what: string): string =>
      `agents: --output ${path}: ${what}; --output writes regular files only.\n`;

    async function expectRefused(
      path: string,
      what: string,
      still: (stats: Stats) => boolean,
    ): Promise<void> {
      const result = await run([...ENDLESS, '--output', path]);
      expect(result).toEqual({ code: 2, signal: null, stdout: '', stderr: refusal(path, what) });
      expect(still(lstatSync(path))).toBe(true);
    }

    it.skipIf(!canMakeDevices)(
      'a character device such as /dev/null (made with mknod in a temporary directory; needs root)',
      async () => {
        const dir = freshDir();
        const device = join(dir, 'null');
        expect(spawnSync('mknod', [device, 'c', '1', '3']).status).toBe(0);
        await expectRefused(device, 'is a character device', (stats) => stats.isCharacterDevice());
        expect(statSync(device).rdev).toBe(lstatSync('/dev/null').rdev);
        expect(readdirSync(dir)).toEqual(['null']);
      },
    );

    it('a named pipe (FIFO)', async () => {
      const dir = freshDir();
      const fifo = join(dir, 'fifo');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      await expectRefused(fifo, 'is a named pipe (FIFO)', (stats) => stats.isFIFO());
      expect(readdirSync(dir)).toEqual(['fifo']);
    });

    it('a unix socket, which still answers afterwards', async () => {
      const dir = freshDir();
      const socket = join(dir, 'socket');
      const server: Server = createServer((connection) => connection.end('still here'));
      await new Promise<void>((resolve) => server.listen(socket, resolve));
      try {
        await expectRefused(socket, 'is a socket', (stats) => stats.isSocket());
        expect(readdirSync(dir)).toEqual(['socket']);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('a directory, left empty', async () => {
      const dir = freshDir();
      const target = join(dir, 'agents.ndjson');
      mkdirSync(target);
      await expectRefused(target, 'is a directory', (stats) => stats.isDirectory());
      expect(readdirSync(target)).toEqual([]);
      expect(readdirSync(dir)).toEqual(['agents.ndjson']);
    });

    it('a symbolic link to nothing', async () => {
      const dir = freshDir();
      const link = join(dir, 'agents.ndjson');
      symlinkSync(join(dir, 'missing.ndjson'), link);
      await expectRefused(link, 'is a symbolic link to nothing', (stats) => stats.isSymbolicLink());
      expect(readdirSync(dir)).toEqual(['agents.ndjson']);
    });

    it('a symbolic link to a FIFO, naming the target', async () => {
      const dir = freshDir();
      const fifo = join(dir, 'fifo');
      const link = join(dir, 'agents.ndjson');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      symlinkSync(fifo, link);
      await expectRefused(link, `links to a named pipe (FIFO) (${fifo})`, (stats) => stats.isSymbolicLink());
      expect(lstatSync(fifo).isFIFO()).toBe(true);
      expect(readdirSync(dir).sort()).toEqual(['agents.ndjson', 'fifo']);
    });
  },
);

describe('--output through a symbolic link', { timeout: 60_000 }, () => {
  it('writes the link’s target, keeps the link a link and the target’s permissions', async () => {
    const dir = freshDir();
    const targetDir = freshDir();
    const target = join(targetDir, 'real.ndjson');
    const link = join(dir, 'agents.ndjson');
    writeFileSync(target, 'old contents\n');
    chmodSync(target, 0o600);
    symlinkSync(target, link);
    const result = await run(['--count', '3', '--output', link]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(readlinkSync(link)).toBe(target);
    const lines = readFileSync(target, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect((JSON.parse(lines[0] as string) as { city: string }).city).toBe('Tokyo');
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['agents.ndjson']);
    expect(readdirSync(targetDir)).toEqual(['real.ndjson']);
  });
});

describe('a failed write ends with one line, exit code 2 and no partial file', { timeout: 60_000 }, () => {
  it.skipIf(!fullDisk)(
    'a full disk (a 1 MB tmpfs; needs root and mount), made in this thread and by worker threads',
    async () => {
      for (const args of [
        ['--count', '5000'],
        ['--count', '30000', '--threads', '2'],
      ]) {
        const file = join(FULL, 'agents.ndjson');
        const result = await run([...args, '--output', file]);
        expect(result).toEqual({
          code: 2,
          signal: null,
          stdout: '',
          stderr: `agents: --output ${file}: cannot write (ENOSPC).\n`,
        });
        expect(readdirSync(FULL)).toEqual([]);
      }
    },
  );

  it.skipIf(!existsSync('/dev/full'))('stdout on a full device (/dev/full opened as stdout)', async () => {
    const full = openSync('/dev/full', 'w');
    try {
      const result = await run(['--count', '3'], ['ignore', full, 'pipe']);
      expect(result).toMatchObject({
        code: 2,
        signal: null,
        stderr: 'agents: stdout: cannot write (ENOSPC).\n',
      });
    } finally {
      closeSync(full);
    }
  });

  it.skipIf(!fullDisk)('stdout redirected to a file on a full disk (needs root and mount)', async () => {
    const file = join(FULL, 'stdout.ndjson');
    const out = openSync(file, 'w');
    try {
      const result = await run(['--count', '30000', '--threads', '2'], ['ignore', out, 'pipe']);
      expect(result).toMatchObject({
        code: 2,
        signal: null,
        stderr: 'agents: stdout: cannot write (ENOSPC).\n',
      });
    } finally {
      closeSync(out);
      rmSync(file);
    }
  });

  it.skipIf(!readOnlyDisk)('a read-only file system (a read-only tmpfs; needs root and mount)', async () => {
    const file = join(READ_ONLY, 'agents.ndjson');
    const result = await run([...ENDLESS, '--output', file]);
    expect(result).toEqual({
      code: 2,
      signal: null,
      stdout: '',
      stderr: `agents: --output ${file}: cannot write (EROFS).\n`,
    });
  });

  it.skipIf(!canBeNobody)('a directory the user may not write to (run as nobody; needs root)', async () => {
    const dir = freshDir();
    chmodSync(DIR, 0o755);
    chmodSync(dir, 0o555);
    const file = join(dir, 'agents.ndjson');
    const result = await run([...ENDLESS, '--output', file], 'pipe', NOBODY);
    expect(result).toEqual({
      code: 2,
      signal: null,
      stdout: '',
      stderr: `agents: --output ${file}: cannot write (EACCES).\n`,
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a path under a regular file', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'plain'), 'x');
    const file = join(dir, 'plain', 'agents.ndjson');
    const result = await run([...ENDLESS, '--output', file]);
    expect(result).toEqual({
      code: 2,
      signal: null,
      stdout: '',
      stderr: `agents: --output ${file}: cannot write (ENOTDIR).\n`,
    });
    expect(readdirSync(dir)).toEqual(['plain']);
  });

  it('a directory removed during the run: nothing is made again in its place', async () => {
    const parent = freshDir();
    const dir = join(parent, 'gone');
    mkdirSync(dir);
    const file = join(dir, 'agents.ndjson');
    const child = start(['--count', '300000', '--threads', '1', '--output', file]);
    const result = ended(child, 100_000);
    await partialWritten(dir, 'agents.ndjson');
    rmSync(dir, { recursive: true });
    expect(await result).toEqual({
      code: 2,
      signal: null,
      stdout: '',
      stderr: `agents: --output ${file}: cannot write (ENOENT).\n`,
    });
    expect(readdirSync(parent)).toEqual([]);
  }, 120_000);
});

describe('a run stopped by a signal exits with 128 + the signal’s number and leaves no file', () => {
  it.each([
    ['SIGINT', 130, '1'],
    ['SIGTERM', 143, '1'],
    ['SIGHUP', 129, '1'],
    ['SIGHUP', 129, '2'],
    ['SIGTERM', 143, '2'],
  ] as const)(
    '%s → %i, with %s thread(s)',
    async (signal, code, threads) => {
      const dir = freshDir();
      const file = join(dir, 'agents.ndjson');
      const child = start(['--count', '5000000', '--threads', threads, '--output', file]);
      const result = ended(child, 100_000);
      await partialWritten(dir, 'agents.ndjson');
      child.kill(signal);
      expect(await result).toEqual({ code, signal: null, stdout: '', stderr: '' });
      expect(readdirSync(dir)).toEqual([]);
    },
    120_000,
  );
});

describe('stdout closed by its reader (`| head`)', () => {
  it.each([['1'], ['2']])(
    'is a quiet success, with %s thread(s)',
    async (threads) => {
      const child = start(['--count', '5000000', '--threads', threads]);
      const result = ended(child, 100_000);
      let read = 0;
      await new Promise<void>((resolve) =>
        child.stdout?.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 100_000) {
            child.stdout?.destroy();
            resolve();
          }
        }),
      );
      const { code, signal, stderr } = await result;
      expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: '' });
    },
    120_000,
  );
});
