// Which part an array job's copy writes, from its scheduler's variables. The variables and how they
// count are the schedulers' documented behaviour: a Kubernetes Indexed Job sets JOB_COMPLETION_INDEX
// to 0 … completions − 1; AWS Batch sets AWS_BATCH_JOB_ARRAY_INDEX to 0 … size − 1 (and, in current
// releases, AWS_BATCH_JOB_ARRAY_SIZE); Slurm sets SLURM_ARRAY_TASK_ID to each id of `--array`, with
// SLURM_ARRAY_TASK_MIN, _MAX, _COUNT and _STEP describing the whole array.
import { describe, expect, it } from 'vitest';
import { partFileName, shardFromEnvironment, type Environment } from '../../src/cli/shards.ts';

function shard(text: string, env: Environment): readonly [number, number] {
  const found = shardFromEnvironment(text, env);
  if (!found.ok) throw new Error(`expected a shard, got: ${found.problem}`);
  return found.shard;
}

function problem(text: string, env: Environment): string {
  const found = shardFromEnvironment(text, env);
  if (found.ok) throw new Error(`expected a problem, got part ${found.shard.join(' of ')}`);
  return found.problem;
}

/** What Slurm sets for `sbatch --array=SPEC`, written out by hand from the array's ids. */
function slurm(id: number, ids: readonly number[], step?: number): Environment {
  return {
    SLURM_ARRAY_TASK_ID: String(id),
    SLURM_ARRAY_TASK_MIN: String(Math.min(...ids)),
    SLURM_ARRAY_TASK_MAX: String(Math.max(...ids)),
    SLURM_ARRAY_TASK_COUNT: String(ids.length),
    ...(step !== undefined ? { SLURM_ARRAY_TASK_STEP: String(step) } : {}),
  };
}

const range = (from: number, to: number, step = 1): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

describe('--shard auto on Kubernetes (JOB_COMPLETION_INDEX, 0-based, no count)', () => {
  it('index 0 is part 1 and index N − 1 is part N', () => {
    expect(shard('auto/64', { JOB_COMPLETION_INDEX: '0' })).toEqual([1, 64]);
    expect(shard('auto/64', { JOB_COMPLETION_INDEX: '63' })).toEqual([64, 64]);
    expect(shard(' auto / 3 ', { JOB_COMPLETION_INDEX: '1' })).toEqual([2, 3]);
  });

  it('index N is outside, and names the variable', () => {
    expect(problem('auto/64', { JOB_COMPLETION_INDEX: '64' })).toBe(
      '--shard auto/64: JOB_COMPLETION_INDEX is 64, outside 0–63 for 64 parts.',
    );
  });

  it('auto alone needs the count, which a Job does not give its pods', () => {
    expect(problem('auto', { JOB_COMPLETION_INDEX: '0' })).toBe(
      "--shard auto: the scheduler sets no count beside JOB_COMPLETION_INDEX; write --shard auto/N with the array's size.",
    );
  });

  it.each(['', '-1', '1.5', ' 2', 'x', '0x10', '1e3'])('%j is not an index', (value) => {
    expect(problem('auto/64', { JOB_COMPLETION_INDEX: value })).toBe(
      `--shard auto/64: JOB_COMPLETION_INDEX is ${JSON.stringify(value)}, not a whole number.`,
    );
  });
});

describe('--shard auto on AWS Batch (AWS_BATCH_JOB_ARRAY_INDEX, 0-based)', () => {
  it('index 0 and size − 1 are the first and last parts', () => {
    expect(shard('auto/10', { AWS_BATCH_JOB_ARRAY_INDEX: '0' })).toEqual([1, 10]);
    expect(shard('auto/10', { AWS_BATCH_JOB_ARRAY_INDEX: '9' })).toEqual([10, 10]);
    expect(problem('auto/10', { AWS_BATCH_JOB_ARRAY_INDEX: '10' })).toContain(
      'AWS_BATCH_JOB_ARRAY_INDEX is 10',
    );
  });

  it('auto alone takes N from AWS_BATCH_JOB_ARRAY_SIZE when the release sets it', () => {
    expect(shard('auto', { AWS_BATCH_JOB_ARRAY_INDEX: '4', AWS_BATCH_JOB_ARRAY_SIZE: '5' })).toEqual([5, 5]);
    expect(problem('auto', { AWS_BATCH_JOB_ARRAY_INDEX: '4' })).toContain(
      'AWS_BATCH_JOB_ARRAY_SIZE is not set beside AWS_BATCH_JOB_ARRAY_INDEX; write --shard auto/N',
    );
  });

  it('a written N that is not the array size is refused, naming the size variable', () => {
    expect(problem('auto/4', { AWS_BATCH_JOB_ARRAY_INDEX: '0', AWS_BATCH_JOB_ARRAY_SIZE: '5' })).toBe(
      '--shard auto/4: AWS_BATCH_JOB_ARRAY_SIZE is 5, not 4.',
    );
  });
});

describe('--shard auto on Slurm (SLURM_ARRAY_TASK_ID from SLURM_ARRAY_TASK_MIN)', () => {
  it('--array=1-64: ids 1 and 64 are parts 1 and 64, N from SLURM_ARRAY_TASK_COUNT', () => {
    expect(shard('auto', slurm(1, range(1, 64)))).toEqual([1, 64]);
    expect(shard('auto', slurm(64, range(1, 64)))).toEqual([64, 64]);
    expect(shard('auto/64', slurm(2, range(1, 64)))).toEqual([2, 64]);
  });

  it('--array=0-63: ids 0 and 63 are parts 1 and 64', () => {
    expect(shard('auto', slurm(0, range(0, 63)))).toEqual([1, 64]);
    expect(shard('auto', slurm(63, range(0, 63)))).toEqual([64, 64]);
  });

  it('--array=5-8: the ids start anywhere', () => {
    expect(shard('auto', slurm(5, range(5, 8)))).toEqual([1, 4]);
    expect(shard('auto', slurm(8, range(5, 8)))).toEqual([4, 4]);
  });

  it('--array=0-15:4: ids 0, 4, 8, 12 step to parts 1 … 4', () => {
    expect(shard('auto', slurm(8, range(0, 15, 4), 4))).toEqual([3, 4]);
    expect(shard('auto', slurm(12, range(0, 15, 4), 4))).toEqual([4, 4]);
  });

  it('an id just outside the array names SLURM_ARRAY_TASK_ID', () => {
    const env = { ...slurm(1, range(1, 64)), SLURM_ARRAY_TASK_ID: '65' };
    expect(problem('auto', env)).toBe('--shard auto: SLURM_ARRAY_TASK_ID is 65, outside 1–64 for 64 parts.');
    expect(problem('auto', { ...env, SLURM_ARRAY_TASK_ID: '0' })).toContain('SLURM_ARRAY_TASK_ID is 0');
  });

  it('a written N that is not the array count is refused, naming the count variable', () => {
    expect(problem('auto/32', slurm(1, range(1, 64)))).toBe(
      '--shard auto/32: SLURM_ARRAY_TASK_COUNT is 64, not 32.',
    );
  });

  it('--array=1,2,9,22,31 leaves gaps between parts: refused', () => {
    expect(problem('auto', slurm(9, [1, 2, 9, 22, 31]))).toContain('not an evenly spaced range');
  });

  it('without SLURM_ARRAY_TASK_MIN the part cannot be known', () => {
    expect(problem('auto/4', { SLURM_ARRAY_TASK_ID: '1' })).toBe(
      '--shard auto/4: SLURM_ARRAY_TASK_MIN is not set.',
    );
  });
});

describe('--shard auto in no array job, or in two', () => {
  it('no variable: says which were looked for', () => {
    expect(problem('auto/4', {})).toBe(
      '--shard auto/4: no scheduler index variable is set (JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX, SLURM_ARRAY_TASK_ID); outside an array job write --shard K/N.',
    );
  });

  it('two variables: names both', () => {
    expect(problem('auto/4', { JOB_COMPLETION_INDEX: '0', SLURM_ARRAY_TASK_ID: '1' })).toContain(
      'JOB_COMPLETION_INDEX and SLURM_ARRAY_TASK_ID are set at once',
    );
  });

  it.each(['automatic', 'auto/0', 'auto/x', 'auto/1000001', 'auto/'])('%j is not an auto shard', (text) => {
    expect(problem(text, { JOB_COMPLETION_INDEX: '0' })).toMatch(/^--shard /);
  });

  it('auto/1 and auto/1,000,000 are the bounds', () => {
    expect(shard('auto/1', { JOB_COMPLETION_INDEX: '0' })).toEqual([1, 1]);
    expect(shard('auto/1000000', { JOB_COMPLETION_INDEX: '999999' })).toEqual([1_000_000, 1_000_000]);
  });
});

describe('partFileName', () => {
  it('puts the 1-based part, five digits wide, before the extension', () => {
    expect(partFileName('out/agents.parquet', [7, 64])).toBe('out/agents-part-00007-of-00064.parquet');
    expect(partFileName('agents.csv', [1, 1])).toBe('agents-part-00001-of-00001.csv');
  });

  it('widens to N when N has more digits, so the names still sort in part order', () => {
    expect(partFileName('a.csv', [7, 1_000_000])).toBe('a-part-0000007-of-1000000.csv');
    const names = [2, 10, 1].map((k) => partFileName('a.csv', [k, 12]));
    expect([...names].sort()).toEqual([1, 2, 10].map((k) => partFileName('a.csv', [k, 12])));
  });

  it('changes the last component only: a dot in a folder or a leading dot is no extension', () => {
    expect(partFileName('run.v2/agents', [2, 3])).toBe('run.v2/agents-part-00002-of-00003');
    expect(partFileName('/data/.agents', [2, 3])).toBe('/data/.agents-part-00002-of-00003');
    expect(partFileName('agents.sql.txt', [2, 3])).toBe('agents.sql-part-00002-of-00003.txt');
  });
});
