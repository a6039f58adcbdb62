// A linked mission (version 4) end to end through the packaged command line: 1,000,000 agents with
// every table as ndjson and as CSV, beside the same count of version 3 agents alone written in the
// same minutes (the reference), and the peak memory of 10,000,000 agents with every table.
// `npm run bench:linked`; figures and machine in bench/RESULTS.md.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LINKED_TABLES } from '../src/shared/linkedTables.ts';
import { runCli } from './cliRun.ts';

const QUICK = process.argv.includes('--quick');
const COUNT = QUICK ? 200_000 : 1_000_000;
const BIG = QUICK ? 1_000_000 : 10_000_000;
const MISSION = ['agents', '--query', 'paris', '--seed', '1', '--offline'];
const ALL = ['--tables', LINKED_TABLES.join(',')];

interface Run {
  label: string;
  agentsPerSecond: number;
  seconds: number;
  peakMb: number;
  megabytes: number;
}

/** One run into a fresh directory: `--output` is the directory for tables, a file in it otherwise. */
async function measure(label: string, count: number, args: readonly string[], tables: boolean): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'tsd-linked-'));
  try {
    const output = tables ? dir : join(dir, 'agents.out');
    const run = await runCli([...MISSION, '--count', String(count), ...args, '--output', output]);
    const bytes = readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
    return {
      label,
      agentsPerSecond: count / run.seconds,
      seconds: run.seconds,
      peakMb: run.peakRss / 2 ** 20,
      megabytes: bytes / 1e6,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const runs: Run[] = [];
// Alternated, reference first, so a slower minute of the machine falls on both.
for (const round of [1, 2]) {
  runs.push(
    await measure(
      `v3 agents ndjson (reference) #${round}`,
      COUNT,
      ['--mission-version', '3', '--format', 'ndjson'],
      false,
    ),
  );
  runs.push(
    await measure(
      `v4 agents only ndjson #${round}`,
      COUNT,
      ['--mission-version', '4', '--format', 'ndjson'],
      false,
    ),
  );
  runs.push(
    await measure(
      `v4 all tables ndjson #${round}`,
      COUNT,
      ['--mission-version', '4', '--format', 'ndjson', ...ALL],
      true,
    ),
  );
  runs.push(
    await measure(
      `v4 all tables csv #${round}`,
      COUNT,
      ['--mission-version', '4', '--format', 'csv', ...ALL],
      true,
    ),
  );
}
runs.push(
  await measure(
    `v4 all tables ndjson, ${BIG.toLocaleString('en')} agents`,
    BIG,
    ['--mission-version', '4', '--format', 'ndjson', ...ALL],
    true,
  ),
);

const reference = runs.filter((run) => run.label.startsWith('v3')).map((run) => run.agentsPerSecond);
const referenceRate = reference.reduce((a, b) => a + b, 0) / reference.length;
console.log(
  `Linked tables through the packaged CLI — ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}${QUICK ? ' (quick)' : ''}`,
);
console.log('| Run | Agents/s | Ratio to v3 agents alone | Seconds | Output MB | Peak memory MB |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const run of runs)
  console.log(
    `| ${run.label} | ${Math.round(run.agentsPerSecond).toLocaleString('en')} | ${(run.agentsPerSecond / referenceRate).toFixed(2)} | ${run.seconds.toFixed(1)} | ${run.megabytes.toFixed(0)} | ${run.peakMb.toFixed(0)} |`,
  );
