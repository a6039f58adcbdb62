// Which part of an array job this copy of the command writes, read from the scheduler that started it
// (`--shard auto/N`, `--shard auto`), and the name that part's file gets. Pure: the environment comes
// in as a plain object, so every scheduler's case is a unit test. See docs/SCHEDULERS.md.

/** The process's environment, or a test's stand-in for it. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** 1-based part K of N. */
export type Shard = readonly [part: number, parts: number];

export type ShardFromEnvironment = { ok: true; shard: Shard } | { ok: false; problem: string };

/** Parts a mission may be cut into: the same bound as `--shard K/N`. */
export const MAX_PARTS = 1_000_000;

/**
 * The index variable each scheduler sets in every copy of an array job, and where to find its count.
 * Names from the schedulers' own documentation: Kubernetes' Indexed Job (completionMode: Indexed),
 * AWS Batch's array jobs and Slurm's job arrays.
 */
const KUBERNETES_INDEX = 'JOB_COMPLETION_INDEX';
const AWS_BATCH_INDEX = 'AWS_BATCH_JOB_ARRAY_INDEX';
const AWS_BATCH_SIZE = 'AWS_BATCH_JOB_ARRAY_SIZE';
const SLURM_ID = 'SLURM_ARRAY_TASK_ID';
const SLURM_MIN = 'SLURM_ARRAY_TASK_MIN';
const SLURM_MAX = 'SLURM_ARRAY_TASK_MAX';
const SLURM_COUNT = 'SLURM_ARRAY_TASK_COUNT';
const SLURM_STEP = 'SLURM_ARRAY_TASK_STEP';

export const SCHEDULER_INDEX_VARIABLES = [KUBERNETES_INDEX, AWS_BATCH_INDEX, SLURM_ID] as const;

/**
 * Part K of N for `--shard auto/N` or `--shard auto`, from the one scheduler index variable set:
 * 1. exactly one of JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX and SLURM_ARRAY_TASK_ID must be
 *    set (none: not in an array job; several: which one is meant cannot be known);
 * 2. Kubernetes and AWS Batch count from 0: K is the index + 1;
 * 3. Slurm's task ids start at SLURM_ARRAY_TASK_MIN (often 1, maybe 0 or any number) and step by
 *    SLURM_ARRAY_TASK_STEP: K is (ID − MIN) / STEP + 1, and the ids must be an evenly spaced range
 *    (`--array=1-64`, not `--array=1,5,9,22`), else parts would be skipped;
 * 4. N is the `/N` written, or with `auto` alone the scheduler's count: SLURM_ARRAY_TASK_COUNT, or
 *    AWS_BATCH_JOB_ARRAY_SIZE; Kubernetes sets no count (a Job's completions stay in its spec), so it
 *    needs `auto/N`. When both are known they must agree;
 * 5. any value that is not a whole number, or a K outside 1 … N, is a problem naming the variable.
 *
 * @example shardFromEnvironment("auto/4", { AWS_BATCH_JOB_ARRAY_INDEX: "0" }) // { ok: true, shard: [1, 4] }
 * @example shardFromEnvironment("auto", { SLURM_ARRAY_TASK_ID: "3", SLURM_ARRAY_TASK_MIN: "1", SLURM_ARRAY_TASK_COUNT: "8" }).shard // [3, 8]
 */
export function shardFromEnvironment(text: string, env: Environment): ShardFromEnvironment {
  const written = /^\s*auto\s*(?:\/\s*(\d{1,7})\s*)?$/.exec(text);
  if (written === null) return fail(`--shard must be K/N, auto/N or auto (got ${quote(text)}).`);
  const count = written[1] === undefined ? null : Number(written[1]);
  if (count !== null && !(count >= 1 && count <= MAX_PARTS)) {
    return fail(`--shard auto/N needs N from 1 to ${MAX_PARTS.toLocaleString('en')} (got ${quote(text)}).`);
  }
  const set = SCHEDULER_INDEX_VARIABLES.filter((name) => env[name] !== undefined);
  if (set.length === 0) {
    return fail(
      `--shard ${text.trim()}: no scheduler index variable is set (${SCHEDULER_INDEX_VARIABLES.join(', ')}); outside an array job write --shard K/N.`,
    );
  }
  if (set.length > 1) {
    return fail(
      `--shard ${text.trim()}: ${set.join(' and ')} are set at once; only one scheduler can have started this copy.`,
    );
  }
  const label = `--shard ${text.trim()}`;
  try {
    if (set[0] === SLURM_ID) return succeed(slurmShard(env, count, label));
    const variable = set[0] as string;
    const size = variable === AWS_BATCH_INDEX ? AWS_BATCH_SIZE : null;
    return succeed(zeroBasedShard(env, variable, size, count, label));
  } catch (error) {
    if (error instanceof ShardProblem) return fail(error.message);
    throw error;
  }
}

/** Kubernetes and AWS Batch: index 0 … N − 1 is part 1 … N. */
function zeroBasedShard(
  env: Environment,
  variable: string,
  sizeVariable: string | null,
  written: number | null,
  label: string,
): Shard {
  const index = wholeNumber(env, variable, label);
  const size = sizeVariable === null ? null : optionalWholeNumber(env, sizeVariable, label);
  const parts = partsOf(written, size, sizeVariable, variable, label);
  if (index > parts - 1) {
    throw new ShardProblem(`${label}: ${variable} is ${index}, outside 0–${parts - 1} for ${parts} parts.`);
  }
  return [index + 1, parts];
}

/** Slurm: task ids MIN, MIN + STEP, … are parts 1, 2, …; the count is SLURM_ARRAY_TASK_COUNT. */
function slurmShard(env: Environment, written: number | null, label: string): Shard {
  const id = wholeNumber(env, SLURM_ID, label);
  const min = wholeNumber(env, SLURM_MIN, label);
  const step = optionalWholeNumber(env, SLURM_STEP, label) ?? 1;
  if (step === 0) throw new ShardProblem(`${label}: ${SLURM_STEP} is 0, not a step.`);
  const max = optionalWholeNumber(env, SLURM_MAX, label);
  const count = optionalWholeNumber(env, SLURM_COUNT, label);
  const parts = partsOf(written, count, SLURM_COUNT, SLURM_ID, label);
  if (max !== null && count !== null && (max - min) / step + 1 !== count) {
    throw new ShardProblem(
      `${label}: the Slurm array is not an evenly spaced range (${SLURM_MIN} ${min}, ${SLURM_MAX} ${max}, ${SLURM_COUNT} ${count}); submit it as --array=1-${count}.`,
    );
  }
  const part = (id - min) / step + 1;
  if (!Number.isInteger(part) || part < 1 || part > parts) {
    const last = min + (parts - 1) * step;
    const range = step === 1 ? `${min}–${last}` : `${min}–${last} by ${step}`;
    throw new ShardProblem(`${label}: ${SLURM_ID} is ${id}, outside ${range} for ${parts} parts.`);
  }
  return [part, parts];
}

/** N: the `/N` written and the scheduler's own count, whichever is known, and the same if both are. */
function partsOf(
  written: number | null,
  counted: number | null,
  countVariable: string | null,
  indexVariable: string,
  label: string,
): number {
  if (written !== null && counted !== null && written !== counted) {
    throw new ShardProblem(`${label}: ${countVariable} is ${counted}, not ${written}.`);
  }
  const parts = written ?? counted;
  if (parts === null) {
    const where = countVariable === null ? 'the scheduler sets no count' : `${countVariable} is not set`;
    throw new ShardProblem(
      `${label}: ${where} beside ${indexVariable}; write --shard auto/N with the array's size.`,
    );
  }
  if (parts < 1 || parts > MAX_PARTS) {
    throw new ShardProblem(
      `${label}: ${countVariable} is ${parts}, outside 1–${MAX_PARTS.toLocaleString('en')}.`,
    );
  }
  return parts;
}

function optionalWholeNumber(env: Environment, name: string, label: string): number | null {
  return env[name] === undefined ? null : wholeNumber(env, name, label);
}

/** Schedulers write plain decimal digits; anything else means the variable is not what we think. */
function wholeNumber(env: Environment, name: string, label: string): number {
  const value = env[name];
  if (value === undefined) throw new ShardProblem(`${label}: ${name} is not set.`);
  if (!/^\d{1,9}$/.test(value)) {
    throw new ShardProblem(`${label}: ${name} is ${quote(value)}, not a whole number.`);
  }
  return Number(value);
}

class ShardProblem extends Error {}

function succeed(shard: Shard): ShardFromEnvironment {
  return { ok: true, shard };
}

function fail(problem: string): ShardFromEnvironment {
  return { ok: false, problem };
}

function quote(text: string): string {
  return JSON.stringify(text.slice(0, 40));
}

/**
 * The file name of part K of N: `-part-KKKKK-of-NNNNN` before the extension, numbers 1-based and
 * zero-padded to five digits (or N's width when it has more), so that names sort in part order and
 * a glob (`agents-part-*.parquet`) finds the parts and nothing else. Only the last component of the
 * path changes.
 *
 * @example partFileName("out/agents.parquet", [7, 64]) // "out/agents-part-00007-of-00064.parquet"
 * @example partFileName("agents", [2, 3]) // "agents-part-00002-of-00003"
 */
export function partFileName(path: string, [part, parts]: Shard): string {
  const slash = path.lastIndexOf('/');
  const dir = path.slice(0, slash + 1);
  const name = path.slice(slash + 1);
  // A leading dot belongs to the name (".agents" has no extension), as in node:path's extname.
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const width = Math.max(5, String(parts).length);
  const pad = (n: number): string => String(n).padStart(width, '0');
  return `${dir}${stem}-part-${pad(part)}-of-${pad(parts)}${extension}`;
}
