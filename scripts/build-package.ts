// `npm run build:package`: the installable package, staged in dist-package/ exactly as it is published,
// so that `npm pack ./dist-package` (`npm run package`) packs nothing else: its JavaScript (lib/), type
// declarations, data (data/cities.json, and snapshots of the indexes built from it: data/places.bin,
// data/land.bin), the agent's JSON Schema, README, LICENSE, NOTICE (the data's licences and the bundled
// code's), and a package.json written for it: the repository's name, version, licence, keywords and
// engines with the published-only fields, and no scripts or devDependencies, so an install runs
// nothing. An installed tarball runs with no TypeScript, no build step and no dependency at all:
// everything the command line and the library use is bundled in.
//   lib/index.js        the library (import { generateAgents } from 'the-silent-directory')
//   lib/cli.js          the command line (bin: silent-directory)
//   lib/agentWorker.js  the command line's worker threads
//   lib/*.js            shared chunks, and each country's tables, loaded on first use
//   lib/types/          declarations, entry lib/types/lib/index.d.ts
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { build, type RolldownOutput } from 'rolldown';
import { LAND_LAYERS } from '../src/worker/data/land/landData.generated.ts';
import { loadCities } from '../src/worker/engine/cities/loadCities.ts';
import { encodePlaceIndex } from '../src/worker/engine/cities/placeSnapshot.ts';
import { decodeLand } from '../src/worker/engine/land/landIndex.ts';
import { encodeLandIndex } from '../src/worker/engine/land/landSnapshot.ts';

const ROOT = new URL('..', import.meta.url).pathname;
/** The package as published; tests/package/pack.test.ts and bench/cliRun.ts use it from here. */
const PACKAGE = join(ROOT, 'dist-package');
const LIB = join(PACKAGE, 'lib');
const DATA = join(PACKAGE, 'data');
const CITIES = join(ROOT, 'public/cities.json');
const MANIFEST = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as RootManifest;

if (!existsSync(CITIES)) {
  console.error('build:package: public/cities.json is missing; run `npm run data` first.');
  process.exit(1);
}
rmSync(PACKAGE, { recursive: true, force: true });

const bundle: RolldownOutput = await build({
  input: {
    index: join(ROOT, 'src/lib/index.ts'),
    cli: join(ROOT, 'src/cli/bin.ts'),
    agentWorker: join(ROOT, 'src/cli/agentWorker.ts'),
  },
  // Neutral, not node: the library runs in browsers and workers too. Packages with a browser build
  // (hyparquet-writer's has no node:fs) are taken in it; it is plain JavaScript, which Node runs as well.
  platform: 'neutral',
  resolve: { conditionNames: ['browser', 'import', 'default'], mainFields: ['browser', 'module', 'main'] },
  external: [/^node:/],
  output: {
    dir: LIB,
    format: 'esm',
    // Every chunk beside the entries: the data file is found from any of them as ../data/cities.json.
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
    // TSD_NO_MINIFY=1 keeps names readable in a profile.
    minify: process.env.TSD_NO_MINIFY !== '1',
    // Classes keep their names through minifying: a caller may test `error.constructor.name` or log it.
    keepNames: true,
    comments: { legal: true, annotation: false, jsdoc: false },
  },
});

// The command line's shebang must be the file's first line, and the file executable.
const cli = join(LIB, 'cli.js');
const code = readFileSync(cli, 'utf8').replace(/^#!.*\n/, '');
writeFileSync(cli, `#!/usr/bin/env node\n${code}`, { mode: 0o755 });

mkdirSync(DATA, { recursive: true });
copyFileSync(CITIES, join(DATA, 'cities.json'));

// The snapshots the package reads in Node instead of building its indexes at every start (see
// src/worker/engine/binarySnapshot.ts): the place index scanned from the very file copied above, and
// the land index decoded from the module the bundle carries.
const places = loadCities(readFileSync(CITIES)).index;
writeFileSync(join(DATA, 'places.bin'), encodePlaceIndex(places));
writeFileSync(join(DATA, 'land.bin'), encodeLandIndex(decodeLand(LAND_LAYERS)));

// Declarations from the sources. They import each other as './x.ts', as the sources do; a consumer's
// TypeScript resolves '.js' to the '.d.ts' beside it, so the extensions are rewritten.
execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(ROOT, 'tsconfig.lib.json')], {
  stdio: 'inherit',
});
rewriteDeclarationImports(join(LIB, 'types'));

mkdirSync(join(PACKAGE, 'schema'));
for (const file of ['agent.schema.json', 'linked.schema.json'])
  copyFileSync(join(ROOT, 'schema', file), join(PACKAGE, 'schema', file));
copyFileSync(join(ROOT, 'README.md'), join(PACKAGE, 'README.md'));
copyFileSync(join(ROOT, 'LICENSE'), join(PACKAGE, 'LICENSE'));
writeFileSync(join(PACKAGE, 'NOTICE'), notice(bundle));
writeFileSync(join(PACKAGE, 'package.json'), `${JSON.stringify(publishedManifest(MANIFEST), null, 2)}\n`);

function rewriteDeclarationImports(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) rewriteDeclarationImports(path);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      writeFileSync(path, text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.ts\2/g, '$1$2$3.js$2'));
    }
  }
}

/** The fields of the repository's package.json the published one copies. */
interface RootManifest {
  name: string;
  version: string;
  license: string;
  keywords: string[];
  engines: Record<string, string>;
}

/**
 * The published package.json: what npm, a registry and a consumer's tools read, and nothing of the
 * repository's development (scripts, devDependencies, `private`). `files` lists exactly what the folder
 * holds, so a stray file in it is never published.
 */
function publishedManifest({ name, version, license, keywords, engines }: RootManifest): object {
  return {
    name,
    version,
    description:
      'Invented people who fit their place (names, addresses, phones, e-mails, coordinates), replayable from a seed: a command line and a library, with no dependencies, writing JSON, ndjson, CSV, GeoJSON, vCard, SQL and Parquet.',
    keywords,
    license,
    type: 'module',
    engines,
    bin: { 'silent-directory': 'lib/cli.js' },
    exports: {
      '.': { types: './lib/types/lib/index.d.ts', default: './lib/index.js' },
      './schema/agent.schema.json': './schema/agent.schema.json',
      './schema/linked.schema.json': './schema/linked.schema.json',
      './package.json': './package.json',
    },
    types: './lib/types/lib/index.d.ts',
    files: ['lib/', 'data/', 'schema/', 'README.md', 'LICENSE', 'NOTICE'],
  };
}

/**
 * NOTICE: the data's credits (the repository's NOTICE), then every package bundled into lib/ with its
 * licence's text, as the MIT and like licences ask of a copy; read from what the bundler took in, so
 * the list cannot fall behind the code.
 */
function notice(output: RolldownOutput): string {
  const packages = new Map<string, string>();
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds) {
      const match = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(id);
      if (match !== null) packages.set(match[2] as string, match[1] as string);
    }
  }
  const sections = [...packages]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, dir]) => {
      const { version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        version: string;
        license?: string;
      };
      const file = readdirSync(dir).find((entry) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(entry));
      const text = file === undefined ? '' : `\n\n${readFileSync(join(dir, file), 'utf8').trim()}`;
      return `${name} ${version} (${license ?? 'see its text'})${text}`;
    });
  const own = readFileSync(join(ROOT, 'NOTICE'), 'utf8').trim();
  const rule = `\n\n${'-'.repeat(78)}\n\n`;
  return `${own}${rule}Code bundled into lib/, each under its own licence:${rule}${sections.join(rule)}\n`;
}
