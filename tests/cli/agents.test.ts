// The CLI's contract, run as a user runs it: a child process, arguments, stdin, exit code.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/shared/types.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const TSX = `${ROOT}node_modules/.bin/tsx`;

function agentsCli(args: string[], input?: string) {
  const result = spawnSync(TSX, ['src/cli/agents.ts', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('agents CLI', () => {
  it('prints 12 agents as a JSON array by default', () => {
    const { status, stdout, stderr } = agentsCli(['--query', 'agents in rome', '--seed', '3', '--offline']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const agents = JSON.parse(stdout) as Agent[];
    expect(agents).toHaveLength(12);
    expect(new Set(agents.map((a) => `${a.city}/${a.countryCode}`))).toEqual(new Set(['Rome/IT']));
  });

  it('replays a seeded mission byte for byte, and its first 12 of 30 are the 12', () => {
    const twelve = agentsCli(['--query', 'paris', '--seed', '42', '--offline']).stdout;
    expect(agentsCli(['--query', 'paris', '--seed', '42', '--offline']).stdout).toBe(twelve);
    const thirty = JSON.parse(
      agentsCli(['--query', 'paris', '--seed', '42', '--offline', '--count', '30']).stdout,
    ) as Agent[];
    expect(thirty.slice(0, 12)).toEqual(JSON.parse(twelve));
  });

  it('writes csv, ndjson and geojson', () => {
    const base = ['--query', 'tokyo', '--seed', '1', '--offline', '--count', '3'];
    expect(agentsCli([...base, '--format', 'csv']).stdout.split('\r\n')).toHaveLength(5);
    expect(
      agentsCli([...base, '--format', 'ndjson'])
        .stdout.trim()
        .split('\n'),
    ).toHaveLength(3);
    expect(JSON.parse(agentsCli([...base, '--format', 'geojson']).stdout).features).toHaveLength(3);
  });

  it('reads queries from stdin, one per line, skipping blank lines, as ndjson with the query', () => {
    const { status, stdout } = agentsCli(
      ['--count', '2', '--seed', '9', '--offline'],
      'tokyo\n\n   \ncyber ops\n',
    );
    expect(status).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Agent & { query: string });
    expect(lines.map((l) => l.query)).toEqual(['tokyo', 'tokyo', 'cyber ops', 'cyber ops']);
    expect(lines[2]!.profession).toBe('Cyber Intelligence Analyst');
  });

  it.each([
    [['--query', ''], 'agents: --query must not be empty.'],
    [['--query', '   '], 'agents: --query must not be empty.'],
    [['--query', 'x', '--count', '0'], 'agents: --count must be a whole number from 1 to 1,000,000.'],
    [['--query', 'x', '--count=-5'], 'agents: --count must be a whole number from 1 to 1,000,000.'],
    [['--query', 'x', '--count', '-5'], 'agents: --count must be a whole number from 1 to 1,000,000.'],
    [['--query', '--count', '3'], "agents: Option '--query' argument is ambiguous."],
    [['--query', 'x', '--count', '1.5'], 'agents: --count must be a whole number from 1 to 1,000,000.'],
    [['--query', 'x', '--count', 'ten'], 'agents: --count must be a whole number from 1 to 1,000,000.'],
    [['--query', 'x', '--count', '1000001'], 'agents: --count must be a whole number from 1 to 1,000,000.'],
    [['--query', 'x', '--seed', 'abc'], 'agents: --seed must be a whole number from 0 to 4,294,967,295.'],
    [['--query', 'x', '--format', 'xml'], 'agents: --format must be one of json, ndjson, csv, geojson.'],
    [['--query', 'x', '--bogus'], "agents: Unknown option '--bogus'"],
    [['stray'], 'agents: '],
  ])('refuses %j with one line and exit code 2', (args, message) => {
    const { status, stdout, stderr } = agentsCli(args, '');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.startsWith(message)).toBe(true);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it.each([
    ['10,000 characters', `${'a'.repeat(9990)} in paris`],
    ['emoji', '🕵️ agents in 東京 🗼'],
    ['right-to-left text', '\u202Eсекрет\u202C عملاء في القاهرة'],
    ['markup', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
    ['__proto__', '__proto__'],
    ['template injection', '${7*7} {{7*7}} %00 %s'],
    ['a leading dash', '-rf paris'],
  ])('just works for %s', (_label, query) => {
    const { status, stdout, stderr } = agentsCli([
      '--query',
      query,
      '--count',
      '3',
      '--seed',
      '1',
      '--offline',
    ]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toHaveLength(3);
  });

  it('just works for control characters, which only stdin can carry', () => {
    const { status, stdout, stderr } = agentsCli(
      ['--count', '1', '--seed', '1', '--offline'],
      'a\u0000b\u0007c\u001bd in paris\n',
    );
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ city: 'Paris', query: 'a\u0000b\u0007c\u001bd in paris' });
  });
});

describe('agents CLI: seed bounds', () => {
  // A seed is an unsigned 32-bit integer (0 to 2^32 - 1), written in plain decimal digits;
  // parseWholeNumber trims the text first, so surrounding spaces are forgiven.
  const SEED_REFUSAL = 'agents: --seed must be a whole number from 0 to 4,294,967,295.\n';
  const explainedSeed = (seed: string) => {
    const { status, stdout, stderr } = agentsCli([
      '--query',
      'weapon dealers',
      '--explain',
      '--offline',
      '--seed',
      seed,
    ]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    return (JSON.parse(stdout) as { seed: number }).seed;
  };

  it('accepts the first and the last seed, 0 and 4294967295, as given', () => {
    expect(explainedSeed('0')).toBe(0);
    expect(explainedSeed('4294967295')).toBe(4_294_967_295);
  });

  it('reads " 12" and "12 " as 12, as the trimmed digits they are', () => {
    expect(explainedSeed(' 12')).toBe(12);
    expect(explainedSeed('12 ')).toBe(12);
  });

  it.each([
    ['-1', 'just below the range'],
    ['4294967296', 'just above the range (2^32)'],
    ['12345678901', 'eleven digits'],
    ['1e3', 'exponent notation'],
    ['0x10', 'hexadecimal'],
    ['1.0', 'a decimal point'],
    ['+5', 'a sign'],
    ['', 'nothing'],
  ])('refuses %j (%s) in one line on stderr, exit code 2', (seed) => {
    const { status, stdout, stderr } = agentsCli(['--query', 'paris', '--offline', '--seed', seed], '');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(SEED_REFUSAL);
  });
});

describe('agents CLI: places', () => {
  it('puts the mission where --place says, whatever the query; a bare number is a GeoNames id', () => {
    // GeoNames 3169070 is Rome, Italy.
    const pinned = agentsCli(['--query', 'paris', '--place', '3169070', '--seed', '4', '--offline']);
    expect(pinned.status).toBe(0);
    const agents = JSON.parse(pinned.stdout) as Agent[];
    expect(new Set(agents.map((a) => `${a.city}/${a.countryCode}`))).toEqual(new Set(['Rome/IT']));
    const spelled = agentsCli(['--query', 'paris', '--place', 'city:3169070', '--seed', '4', '--offline']);
    expect(spelled.stdout).toBe(pinned.stdout);
  });

  it('spreads a country over its places', () => {
    const { status, stdout } = agentsCli(['--query', 'italy', '--seed', '4', '--offline', '--count', '24']);
    expect(status).toBe(0);
    const agents = JSON.parse(stdout) as Agent[];
    expect(agents.every((a) => a.countryCode === 'IT')).toBe(true);
    expect(new Set(agents.map((a) => a.city)).size).toBeGreaterThan(3);
  });

  it('explains the resolution as one JSON object instead of agents', () => {
    const { status, stdout } = agentsCli([
      '--query',
      'Alexandria, Virginia, USA',
      '--explain',
      '--offline',
      '--seed',
      '1',
    ]);
    expect(status).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    const explained = JSON.parse(stdout) as Record<string, unknown>;
    // GeoNames 4744091 is Alexandria, Virginia.
    expect(explained).toMatchObject({
      query: 'Alexandria, Virginia, USA',
      kind: 'city',
      rule: 'name',
      pin: 'city:4744091',
      places: 1,
      place: { name: 'Alexandria', admin1: 'Virginia', countryCode: 'US' },
    });
    expect(Array.isArray(explained.alternatives)).toBe(true);
    const random = JSON.parse(
      agentsCli(['--query', 'weapon dealers', '--explain', '--offline', '--seed', '1']).stdout,
    );
    expect(random).toMatchObject({ kind: 'random', rule: 'random' });
  });

  it.each([['city:1'], ['country:XX'], ['nowhere'], ['geo:1,2']])(
    'refuses --place %s in one line, exit 2',
    (pin) => {
      const { status, stdout, stderr } = agentsCli(['--query', 'paris', '--place', pin, '--offline']);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^agents: --place names no place/);
    },
  );
});
