// The command line end to end, as a user runs the installed package: `node dist-package/lib/cli.js` (the
// bundle npm pack ships) in a child process, timed from spawn to exit, writing a file. Part of `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const CLI = join(ROOT, 'dist-package/lib/cli.js');
const MISSION = ['agents', '--query', 'paris', '--seed', '1', '--offline', '--mission-version', '2'];

export interface CliRun {
  seconds: number;
  /** Peak resident memory of the process and all its threads (VmHWM), in bytes. */
  peakRss: number;
  bytes: number;
}

/** Reads the child's peak resident set while it runs: /proc keeps it for the whole process, threads included. */
function peakOf(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function runCli(
  args: readonly string[],
): Promise<CliRun & { firstByteSeconds: number; stdout: Buffer }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let firstByte = NaN;
    const out: Buffer[] = [];
    let err = '';
    let peakRss = 0;
    const poll = setInterval(() => (peakRss = Math.max(peakRss, peakOf(child.pid ?? 0))), 50);
    child.stdout.on('data', (data: Buffer) => {
      if (Number.isNaN(firstByte)) firstByte = (performance.now() - started) / 1000;
      out.push(data);
    });
    child.stderr.on('data', (data: Buffer) => (err += data.toString()));
    child.on('exit', (code) => {
      clearInterval(poll);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`cli ${args.join(' ')} exited ${code}: ${err.trim()}`));
      else resolve({ seconds, firstByteSeconds: firstByte, peakRss, bytes: 0, stdout: Buffer.concat(out) });
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Start-up to the first agent on stdout (the first byte of `--count 1` ndjson), and the same for a
 * bare `node` printing one byte, its reference: medians of `rounds`.
 */
export async function measureStartup(rounds: number): Promise<{ cliSeconds: number; nodeSeconds: number }> {
  const cli: number[] = [];
  const bare: number[] = [];
  for (let r = 0; r < rounds; r++) {
    cli.push((await runCli([...MISSION, '--count', '1', '--format', 'ndjson'])).firstByteSeconds);
    const started = performance.now();
    await new Promise<void>((resolve) =>
      spawn(process.execPath, ['-e', "process.stdout.write('x')"], { stdio: 'ignore' }).on('exit', () =>
        resolve(),
      ),
    );
    bare.push((performance.now() - started) / 1000);
  }
  return { cliSeconds: median(cli), nodeSeconds: median(bare) };
}

/**
 * One run writing `count` agents as `format` to a file: the whole process's time (start-up included)
 * and its peak memory.
 */
export async function measureCliRun(
  format: string,
  count: number,
  extra: readonly string[] = [],
): Promise<CliRun> {
  const dir = mkdtempSync(join(tmpdir(), 'tsd-bench-'));
  const file = join(dir, `agents.${format}`);
  try {
    const run = await runCli([
      ...MISSION,
      '--count',
      String(count),
      '--format',
      format,
      '--output',
      file,
      ...extra,
    ]);
    return { seconds: run.seconds, peakRss: run.peakRss, bytes: statSync(file).size };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
