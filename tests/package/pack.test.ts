// The package as a user gets it: packed by `npm run package` (which packs the staged dist-package/),
// installed from the tarball into an empty folder with no network (it has no dependency to fetch),
// then run as a command and imported as a library, in JavaScript and in strict TypeScript, with
// nothing from this repository on the path.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/shared/formats.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const DIR = mkdtempSync(join(tmpdir(), 'tsd-pack-'));
const APP = join(DIR, 'app');
const INSTALLED = join(APP, 'node_modules/the-silent-directory');
const TSC = join(ROOT, 'node_modules/.bin/tsc');
const run = (command: string, args: readonly string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 180_000,
    maxBuffer: 64 << 20,
  });

let tarball = '';
/** What `npm install` of the tarball wrote to stderr. */
let installErrors = '';

beforeAll(() => {
  // The README's command, with the tarball sent here rather than to the repository's root.
  run('npm', ['run', '--silent', 'package', '--', '--pack-destination', DIR], ROOT);
  const name = readdirSync(DIR).find((entry) => entry.endsWith('.tgz'));
  if (name === undefined) throw new Error('npm run package made no tarball');
  tarball = join(DIR, name);
  run('mkdir', ['-p', APP], DIR);
  writeFileSync(join(APP, 'package.json'), '{ "name": "app", "private": true, "type": "module" }\n');
  const install = spawnSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], {
    cwd: APP,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (install.status !== 0) throw new Error(`npm install failed: ${install.stderr}`);
  installErrors = install.stderr;
}, 300_000);
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

const MISSION = ['--query', 'tokyo', '--seed', '1', '--count', '3', '--offline', '--mission-version', '2'];

describe('the packed package', () => {
  it('installs without a warning: no install script, no engine it does not meet', () => {
    expect(installErrors.split('\n').filter((line) => /npm warn/i.test(line))).toEqual([]);
  });

  it('is published with a clean manifest: MIT, the data tool described, nothing of the repository’s development', () => {
    const manifest = JSON.parse(readFileSync(join(INSTALLED, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest).not.toHaveProperty('private');
    expect(manifest).not.toHaveProperty('scripts');
    expect(manifest).not.toHaveProperty('devDependencies');
    expect(manifest).not.toHaveProperty('dependencies');
    expect(manifest.license).toBe('MIT');
    expect(manifest.description).toMatch(/command line and a library/);
    expect(manifest.bin).toEqual({ 'silent-directory': 'lib/cli.js' });
    expect(manifest.engines).toEqual(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines);
  });

  it('holds exactly the package: its code, data, schema, README, licence and notices', () => {
    const entries = run('tar', ['-tzf', tarball], DIR).trim().split('\n');
    const top = [...new Set(entries.map((entry) => entry.replace(/^package\//, '').split('/')[0]))].sort();
    expect(top).toEqual(['LICENSE', 'NOTICE', 'README.md', 'data', 'lib', 'package.json', 'schema']);
    expect(readFileSync(join(INSTALLED, 'LICENSE'), 'utf8')).toMatch(
      /^MIT License\n\nCopyright \(c\) 2026 The Silent Directory contributors\n/,
    );
    const notice = readFileSync(join(INSTALLED, 'NOTICE'), 'utf8');
    // The data's licences (README "Data and credits"), and the code bundled into lib/ with its own.
    for (const credit of [
      /GeoNames[\s\S]*CC BY 4\.0/,
      /Natural Earth[\s\S]*Public domain/,
      /OpenStreetMap[\s\S]*ODbL/,
    ]) {
      expect(notice).toMatch(credit);
    }
    expect(notice).toMatch(
      /^hyparquet-writer \d+\.\d+\.\d+ \(MIT\)\n\nThe MIT License|^hyparquet-writer \d+\.\d+\.\d+ \(MIT\)\n\nMIT License/m,
    );
  });

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
        "import { generateMission, resolvePlace, type AgentV2 } from 'the-silent-directory';",
        "const plan = await resolvePlace('porto');",
        "const mission = await generateMission({ query: 'tokyo', seed: 1, count: 3, version: 2 });",
        'const agents: AgentV2[] = mission.agents;',
        'const label: string = plan.resolution.label;',
        // Fails to compile if the declarations were missing or said `any`: the label is no number.
        '// @ts-expect-error',
        'const notANumber: number = plan.resolution.label;',
        'void notANumber;',
        'console.log(JSON.stringify({ label, agents, seed: mission.seed }));',
        '',
      ].join('\n'),
    );
    // Type-checked as a Node project would be, against the package's declarations…
    run(TSC, typecheck('use.ts'), APP);
    // …and run as the JavaScript it is once the types are erased.
    const script = (source: string) =>
      source
        .replace(', type AgentV2', '')
        .replace(': AgentV2[]', '')
        .replace(': string', '')
        .replace(': number', '');
    writeFileSync(join(APP, 'use.mjs'), script(readFileSync(join(APP, 'use.ts'), 'utf8')));
    const { label, agents, seed } = JSON.parse(run('node', ['use.mjs'], APP)) as {
      label: string;
      agents: { fullName: string }[];
      seed: string;
    };
    expect(label).toBe('Porto, Portugal');
    expect(seed).toBe('1');
    const cli = JSON.parse(run('npx', ['--no-install', 'silent-directory', 'agents', ...MISSION], APP)) as {
      fullName: string;
    }[];
    expect(agents).toEqual(cli);
  }, 300_000);

  it('types a version 2 agent with its fields required, and a version 1 agent without them (tsc --strict)', () => {
    const use = (version: number) =>
      [
        "import { generateAgents } from 'the-silent-directory';",
        `const age: number = (await generateAgents({ query: 'tokyo', version: ${version}, count: 1, seed: 1 }))[0].age;`,
        'console.log(age);',
        '',
      ].join('\n');
    writeFileSync(join(APP, 'v2.ts'), use(2));
    writeFileSync(join(APP, 'v1.ts'), use(1));
    // One run for both files (tsc takes many seconds): every error is version 1's missing age.
    const checked = spawnSync(TSC, typecheck('v2.ts', 'v1.ts'), {
      cwd: APP,
      encoding: 'utf8',
      timeout: 300_000,
    });
    expect(checked.status).not.toBe(0);
    expect(checked.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^v1\.ts\(2,\d+\): error TS2339: Property 'age' does not exist on type /),
    ]);
  }, 300_000);

  it('throws a MissionError whose name survives the bundling', () => {
    writeFileSync(
      join(APP, 'error.mjs'),
      [
        "import { generateAgents, MissionError, VERSION } from 'the-silent-directory';",
        "const made = new MissionError('x');",
        'let thrown;',
        "try { await generateAgents({ query: 'paris', place: 'city:1' }); } catch (error) { thrown = error; }",
        'console.log(JSON.stringify({',
        '  made: [made.name, made.constructor.name, made instanceof MissionError],',
        '  thrown: [thrown.name, thrown.constructor.name, thrown instanceof MissionError, thrown.message],',
        '  VERSION,',
        '}));',
      ].join('\n'),
    );
    const { made, thrown, VERSION } = JSON.parse(run('node', ['error.mjs'], APP)) as Record<string, unknown>;
    expect(made).toEqual(['MissionError', 'MissionError', true]);
    expect(thrown).toEqual([
      'MissionError',
      'MissionError',
      true,
      expect.stringMatching(/^place names no place/),
    ]);
    expect(VERSION).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  });

  it.each(FORMATS.map((format) => [format]))(
    'writes %s offline, the command line and the library the same bytes',
    (format) => {
      const file = join(APP, `agents.${format}`);
      run(
        'npx',
        ['--no-install', 'silent-directory', 'agents', ...MISSION, '--format', format, '--output', file],
        APP,
      );
      writeFileSync(
        join(APP, 'format.mjs'),
        [
          "import { writeFileSync } from 'node:fs';",
          "import { formatAgents, generateMission } from 'the-silent-directory';",
          "const mission = await generateMission({ query: 'tokyo', seed: 1, count: 3, version: 2 });",
          'const [format, file] = process.argv.slice(2);',
          'writeFileSync(file, formatAgents(format, mission.agents, mission));',
        ].join('\n'),
      );
      const fromLibrary = join(APP, `library.${format}`);
      run('node', ['format.mjs', format, fromLibrary], APP);
      const cli = readFileSync(file);
      const library = readFileSync(fromLibrary);
      // Neither writes CSV's byte order mark unasked: the same bytes, to the first.
      expect(library.equals(cli)).toBe(true);
      expect(cli.length).toBeGreaterThan(200);
      // Each file is what its format says it is, at its first bytes.
      const start = cli.subarray(0, 40).toString('latin1');
      const starts: Record<string, RegExp> = {
        json: /^\[\n {2}\{/,
        ndjson: /^\{"fullName":/,
        csv: /^fullName,codename,/,
        geojson: /^\{\n {2}"type": "FeatureCollection"/,
        vcf: /^BEGIN:VCARD\r\nVERSION:4\.0/,
        sql: /^-- The Silent Directory/,
        parquet: /^PAR1/,
        // A workbook is a ZIP archive: a local file header's signature.
        xlsx: /^PK\u0003\u0004/, // eslint-disable-line no-control-regex
      };
      expect(start).toMatch(starts[format] ?? /^$/);
    },
  );

  it('says how to use it and its version, and refuses an unknown command in one line', () => {
    expect(run('npx', ['--no-install', 'silent-directory', '--help'], APP)).toMatch(
      /^Usage: silent-directory <command>/,
    );
    for (const flag of ['--help', '-h']) {
      expect(run('npx', ['--no-install', 'silent-directory', 'agents', flag], APP)).toMatch(
        /^Usage: silent-directory agents/,
      );
    }
    const { version } = JSON.parse(readFileSync(join(INSTALLED, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(run('npx', ['--no-install', 'silent-directory', '--version'], APP)).toBe(`${version}\n`);
    expect(run('npx', ['--no-install', 'silent-directory', 'agents', '--version'], APP)).toBe(`${version}\n`);
    expect(() => run('npx', ['--no-install', 'silent-directory', 'people'], APP)).toThrow(
      /unknown command "people"/,
    );
  });
});

// The Dockerfile's last stage, as it is run: the package alone at /app, read-only, started by its
// ENTRYPOINT as the image's unprivileged user. No Docker daemon runs here, so the test gives the
// installed package those conditions itself: a copy no one may write to, and uid 1000 when the tests
// run as root (as in CI), as `USER node` is in the node images.
describe('the container image’s stage', () => {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('holds only the built package, run by an unprivileged user through the package’s command', () => {
    expect(lastStage).toMatch(/^COPY --from=build [^\n]*\/src\/dist-package\/ \/app\/$/m);
    expect(lastStage).toMatch(/^USER node$/m);
    expect(lastStage).not.toMatch(/^RUN /m);
    expect(entrypoint(lastStage).slice(0, 3)).toEqual(['node', '/app/lib/cli.js', 'serve']);
  });

  it('serves from a read-only copy of the package as an unprivileged user, and stops on SIGTERM', async () => {
    const image = mkdtempSync(join(tmpdir(), 'tsd-image-'));
    const app = join(image, 'app');
    cpSync(INSTALLED, app, { recursive: true });
    readOnly(app);
    chmodSync(image, 0o555);
    const [command = '', , ...args] = entrypoint(lastStage);
    // The image listens on 8080; here any free port, so parallel runs do not collide.
    const portAt = args.indexOf('--port');
    args.splice(portAt, 2, '--port', '0');
    const asRoot = process.getuid?.() === 0;
    const child = spawn(command, [join(app, 'lib/cli.js'), ...args], {
      cwd: image,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
      ...(asRoot ? { uid: 1000, gid: 1000 } : {}),
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening on http:\/\/0\.0\.0\.0:(\d+)\//.exec(output);
          if (match) resolve(Number(match[1]));
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', () => reject(new Error(`exited before listening: ${output}`)));
      });
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      const people = (await (
        await fetch(`http://127.0.0.1:${port}/api/?results=3&seed=image&nat=de`)
      ).json()) as {
        results: { nat: string }[];
      };
      expect(people.results.map((person) => person.nat)).toEqual(['DE', 'DE', 'DE']);
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      // A user who is not root may remove only what it may write to again.
      writable(image);
      rmSync(image, { recursive: true, force: true });
    }
  }, 60_000);
});

/** The JSON form of a stage's ENTRYPOINT, as Docker reads it. */
function entrypoint(stage: string): string[] {
  const line = /^ENTRYPOINT (\[.*\])$/m.exec(stage)?.[1];
  if (line === undefined) throw new Error('the stage has no ENTRYPOINT in JSON form');
  return JSON.parse(line) as string[];
}

function writable(path: string): void {
  chmodSync(path, 0o755);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) writable(join(path, entry.name));
  }
}

/** Every file readable by all and writable by none, every folder enterable by all. */
function readOnly(path: string): void {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const inner = join(path, entry.name);
    if (entry.isDirectory()) readOnly(inner);
    else chmodSync(inner, 0o444);
  }
  chmodSync(path, 0o555);
}

/** tsc's arguments for a consumer's file, type-checked strictly as a Node ESM project would be. */
function typecheck(...files: string[]): string[] {
  return [
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
    ...files,
  ];
}
