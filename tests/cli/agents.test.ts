// The CLI's contract, run as a user runs it: a child process, arguments, stdin, exit code.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { Agent } from '../../src/shared/types.ts';
import { V1_FIELD_ORDER as AGENT_FIELDS, V2_ADDED_FIELDS as AGENT_V2_FIELDS } from '../fieldOrder.ts';

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

/**
 * What the CLI says when no version was pinned: the latest ran (issue 19), and how to replay it (issue
 * 43); a query read from standard input is named, since each line is a mission of its own.
 */
const latestNote = (seed: string, query?: string) =>
  `agents: mission version 3 (the latest)${query === undefined ? '' : ` for ${JSON.stringify(query)}`}; replay with --seed ${seed} --mission-version 3.\n`;

describe('agents CLI', () => {
  it('prints 12 agents as a JSON array by default, and says which mission version ran', () => {
    const { status, stdout, stderr } = agentsCli(['--query', 'agents in rome', '--seed', '3', '--offline']);
    expect(stderr).toBe(latestNote('3'));
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
    [['--query', 'x', '--count', '0'], 'agents: --count must be a whole number from 1 to 100,000,000.'],
    [['--query', 'x', '--count=-5'], 'agents: --count must be a whole number from 1 to 100,000,000.'],
    [['--query', 'x', '--count', '-5'], 'agents: --count must be a whole number from 1 to 100,000,000.'],
    [['--query', '--count', '3'], "agents: Option '--query' argument is ambiguous."],
    [['--query', 'x', '--count', '1.5'], 'agents: --count must be a whole number from 1 to 100,000,000.'],
    [['--query', 'x', '--count', 'ten'], 'agents: --count must be a whole number from 1 to 100,000,000.'],
    [
      ['--query', 'x', '--count', '100000001'],
      'agents: --count must be a whole number from 1 to 100,000,000.',
    ],
    [['--query', 'x', '--seed', ''], 'agents: --seed: The seed is empty.'],
    [['--query', 'x', '--seed', 'x'.repeat(101)], 'agents: --seed: The seed is longer than 100 characters.'],
    [['--query', 'x', '--seed', 'a\u0007b'], 'agents: --seed: The seed has a control character.'],
    [['--query', 'x', '--mission-version', '5'], 'agents: --mission-version must be one of 1, 2, 3, 4.'],
    [['--query', 'x', '--mission-version', '0'], 'agents: --mission-version must be one of 1, 2, 3, 4.'],
    [['--query', 'x', '--mission-version', 'two'], 'agents: --mission-version must be one of 1, 2, 3, 4.'],
    [
      ['--query', 'x', '--format', 'xml'],
      'agents: --format must be one of json, ndjson, csv, geojson, vcf, sql, parquet, xlsx.',
    ],
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
    expect(stderr).toBe(latestNote('1'));
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toHaveLength(3);
  });

  it('just works for control characters, which only stdin can carry', () => {
    const { status, stdout, stderr } = agentsCli(
      ['--count', '1', '--seed', '1', '--offline'],
      'a\u0000b\u0007c\u001bd in paris\n',
    );
    expect(stderr).toBe(latestNote('1', 'a\u0000b\u0007c\u001bd in paris'));
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ city: 'Paris', query: 'a\u0000b\u0007c\u001bd in paris' });
  });
});

describe('agents CLI: seeds', () => {
  // Any text is a seed; digits up to 2^32 - 1 are that number, in plain decimal (spaces trimmed).
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
    return (JSON.parse(stdout) as { seed: string }).seed;
  };
  const agentsFor = (seed: string) =>
    agentsCli(['--query', 'paris', '--offline', '--count', '3', '--mission-version', '2', '--seed', seed]);

  it('reports the first and the last numeric seed, 0 and 4294967295, as their digits', () => {
    expect(explainedSeed('0')).toBe('0');
    expect(explainedSeed('4294967295')).toBe('4294967295');
  });

  it('reads " 12", "12 " and "012" as 12, the number they are', () => {
    expect(explainedSeed(' 12')).toBe('12');
    expect(explainedSeed('12 ')).toBe('12');
    expect(explainedSeed('012')).toBe('12');
    expect(agentsFor('012').stdout).toBe(agentsFor('12').stdout);
  });

  it.each([
    ['-1', 'a sign'],
    ['4294967296', 'just above the numeric range (2^32)'],
    ['12345678901', 'eleven digits'],
    ['1e3', 'exponent notation'],
    ['0x10', 'hexadecimal'],
    ['launch-demo', 'a word'],
    ['東京 2026', 'another script'],
  ])('takes %j (%s) as a text seed, as written', (seed) => {
    expect(explainedSeed(seed)).toBe(seed);
  });

  it('replays a text seed byte for byte, and other text gives other agents', () => {
    const first = agentsFor('launch-demo');
    expect(first.status).toBe(0);
    expect(agentsFor('launch-demo').stdout).toBe(first.stdout);
    expect(agentsFor('launch-demo-2').stdout).not.toBe(first.stdout);
    // "1e3" is text, not the number 1000.
    expect(agentsFor('1e3').stdout).not.toBe(agentsFor('1000').stdout);
  });
});

describe('agents CLI: mission versions', () => {
  const run = (version: string | null, format = 'json') =>
    agentsCli([
      '--query',
      'tokyo',
      '--seed',
      '7',
      '--offline',
      '--count',
      '4',
      '--format',
      format,
      ...(version === null ? [] : ['--mission-version', version]),
    ]);

  it('runs version 1 with the first release’s fields only, and says nothing when pinned', () => {
    const { status, stdout, stderr } = run('1');
    expect(status).toBe(0);
    expect(stderr).toBe('');
    for (const agent of JSON.parse(stdout) as Agent[]) {
      // Tokyo's names have a native script, so nativeName follows the spec's fields.
      expect(Object.keys(agent)).toEqual([...AGENT_FIELDS, 'nativeName']);
    }
  });

  it('runs version 3 by default, the same as pinned, with version 2’s fields', () => {
    const pinned3 = run('3');
    expect(pinned3.stderr).toBe('');
    const unpinned = run(null);
    expect(unpinned.stderr).toBe(latestNote('7'));
    expect(unpinned.stdout).toBe(pinned3.stdout);
    for (const agent of JSON.parse(pinned3.stdout) as Agent[])
      expect(Object.keys(agent)).toEqual([...AGENT_FIELDS, 'nativeName', ...AGENT_V2_FIELDS]);
  });

  it('keeps version 2 as it was: version 1’s draws, and its fields after the first release’s', () => {
    const pinned = run('2');
    expect(pinned.stderr).toBe('');
    const v1 = JSON.parse(run('1').stdout) as Agent[];
    (JSON.parse(pinned.stdout) as Agent[]).forEach((agent, index) => {
      expect(Object.keys(agent)).toEqual([...AGENT_FIELDS, 'nativeName', ...AGENT_V2_FIELDS]);
      // What both versions have is drawn alike, but the coordinates, which version 2 spreads anew.
      const { lat: _lat, lng: _lng, ...shared } = v1[index]!;
      expect(agent).toMatchObject(shared);
    });
  });

  it('writes every agent as a vCard with its own UID, card after card', () => {
    const { status, stdout } = run('2', 'vcf');
    expect(status).toBe(0);
    const cards = ICAL.parse(stdout) as unknown as [string, [string, unknown, string, unknown][]][];
    expect(cards).toHaveLength(4);
    const agents = JSON.parse(run('2').stdout) as Agent[];
    const uids = cards.map(([kind, properties], index) => {
      expect(kind).toBe('vcard');
      const fn = properties.find(([name]) => name === 'fn');
      expect(fn?.[3]).toBe(agents[index]!.fullName);
      return properties.find(([name]) => name === 'uid')?.[3];
    });
    expect(new Set(uids).size).toBe(4);
    expect(run('2', 'vcf').stdout).toBe(stdout);
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
