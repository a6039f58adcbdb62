// The package as a user gets it: packed, installed from the tarball into an empty folder with no
// network (it has no dependency to fetch), then run as a command and imported as a library, with
// nothing from this repository on the path.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const DIR = mkdtempSync(join(tmpdir(), 'tsd-pack-'));
const APP = join(DIR, 'app');
const run = (command: string, args: readonly string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 180_000,
    maxBuffer: 64 << 20,
  });

beforeAll(() => {
  run('npm', ['run', '--silent', 'build:package'], ROOT);
  // The build just ran; prepack would run it again.
  run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', DIR], ROOT);
  const tarball = readdirSync(DIR).find((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error('npm pack made no tarball');
  run('mkdir', ['-p', APP], DIR);
  writeFileSync(join(APP, 'package.json'), '{ "name": "app", "private": true, "type": "module" }\n');
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(DIR, tarball)], APP);
}, 300_000);
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

const MISSION = ['--query', 'tokyo', '--seed', '1', '--count', '3', '--offline', '--mission-version', '2'];

describe('the packed package', () => {
  it('installs with nothing else: no dependency, and no TypeScript to run', () => {
    expect(readdirSync(join(APP, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual([
      'the-silent-directory',
    ]);
    const lib = readdirSync(join(APP, 'node_modules/the-silent-directory/lib'));
    expect(lib).toContain('cli.js');
    expect(lib.filter((name) => name.endsWith('.ts'))).toEqual([]);
  });

  it('runs `npx silent-directory agents`, printing the agents the repository’s CLI prints', () => {
    const installed = run(
      'npx',
      ['--no-install', 'silent-directory', 'agents', ...MISSION, '--format', 'ndjson'],
      APP,
    );
    const repository = run(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['src/cli/agents.ts', ...MISSION, '--format', 'ndjson'],
      ROOT,
    );
    expect(installed).toBe(repository);
    expect(
      installed
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { city: string }).city),
    ).toEqual(['Tokyo', 'Tokyo', 'Tokyo']);
  });

  it('reads its indexes from the packaged snapshots, in the main thread and in worker threads', () => {
    // A copy of the installed package without the cities file and without the land's modules: only the
    // snapshots (data/places.bin, data/land.bin) can place this mission and its agents on land. Two
    // threads and 20,000 agents, so that a worker thread makes agents too.
    const copy = join(DIR, 'snapshots-only');
    cpSync(join(APP, 'node_modules/the-silent-directory'), copy, { recursive: true });
    rmSync(join(copy, 'data/cities.json'));
    // The land's zones, one module a 5° band: the app's worker loads them.
    const landModules = readdirSync(join(copy, 'lib')).filter((name) => /^zone\d\d\./.test(name));
    expect(landModules.length).toBe(36);
    for (const name of landModules) rmSync(join(copy, 'lib', name));
    const mission = [...MISSION.filter((_, i) => i !== 4 && i !== 5), '--count', '20000', '--threads', '2'];
    expect(mission).not.toContain('3');
    const fromSnapshots = run(
      'node',
      [join(copy, 'lib/cli.js'), 'agents', ...mission, '--format', 'ndjson'],
      DIR,
    );
    const repository = run(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['src/cli/agents.ts', ...mission, '--format', 'ndjson'],
      ROOT,
    );
    expect(fromSnapshots.split('\n').length).toBe(20_001);
    expect(fromSnapshots === repository).toBe(true);
  });

  it('is imported as a library, in JavaScript and in TypeScript with its declarations', () => {
    writeFileSync(
      join(APP, 'use.ts'),
      [
        "import { generateAgents, resolvePlace, type Agent } from 'the-silent-directory';",
        "const plan = await resolvePlace('porto');",
        "const agents: Agent[] = await generateAgents({ query: 'tokyo', seed: 1, count: 3, version: 2 });",
        'const label: string = plan.resolution.label;',
        // Fails to compile if the declarations were missing or said `any`: the label is no number.
        '// @ts-expect-error',
        'const notANumber: number = plan.resolution.label;',
        'void notANumber;',
        'console.log(JSON.stringify({ label, agents }));',
        '',
      ].join('\n'),
    );
    // Type-checked as a Node project would be, against the package's declarations…
    run(
      join(ROOT, 'node_modules/.bin/tsc'),
      [
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--skipLibCheck',
        'false',
        '--types',
        'node',
        '--typeRoots',
        join(ROOT, 'node_modules/@types'),
        'use.ts',
      ],
      APP,
    );
    // …and run as the JavaScript it is once the types are erased.
    const script = (source: string) =>
      source
        .replace(', type Agent', '')
        .replace(': Agent[]', '')
        .replace(': string', '')
        .replace(': number', '');
    writeFileSync(join(APP, 'use.mjs'), script(readFileSync(join(APP, 'use.ts'), 'utf8')));
    const { label, agents } = JSON.parse(run('node', ['use.mjs'], APP)) as {
      label: string;
      agents: { fullName: string }[];
    };
    expect(label).toBe('Porto, Portugal');
    const cli = JSON.parse(run('npx', ['--no-install', 'silent-directory', 'agents', ...MISSION], APP)) as {
      fullName: string;
    }[];
    expect(agents).toEqual(cli);
  });

  it('says how to use it, and refuses an unknown command in one line', () => {
    expect(run('npx', ['--no-install', 'silent-directory', '--help'], APP)).toContain(
      'Usage: silent-directory agents',
    );
    expect(() => run('npx', ['--no-install', 'silent-directory', 'people'], APP)).toThrow(
      /unknown command "people"/,
    );
  });
});
