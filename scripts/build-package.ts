// `npm run build:package`: the installable package's JavaScript (lib/), its type declarations and its
// data (data/cities.json, and snapshots of the indexes built from it: data/places.bin, data/land.bin), so that an installed tarball runs with no TypeScript, no build step and no
// dependency at all: everything the command line and the library use is bundled in.
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
import { build } from 'rolldown';
import { LAND_LAYERS } from '../src/worker/data/land/landData.generated.ts';
import { loadCities } from '../src/worker/engine/cities/loadCities.ts';
import { encodePlaceIndex } from '../src/worker/engine/cities/placeSnapshot.ts';
import { decodeLand } from '../src/worker/engine/land/landIndex.ts';
import { encodeLandIndex } from '../src/worker/engine/land/landSnapshot.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const LIB = join(ROOT, 'lib');
const CITIES = join(ROOT, 'public/cities.json');

if (!existsSync(CITIES)) {
  console.error('build:package: public/cities.json is missing; run `npm run data` first.');
  process.exit(1);
}
rmSync(LIB, { recursive: true, force: true });

await build({
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
    comments: { legal: true, annotation: false, jsdoc: false },
  },
});

// The command line's shebang must be the file's first line, and the file executable.
const cli = join(LIB, 'cli.js');
const code = readFileSync(cli, 'utf8').replace(/^#!.*\n/, '');
writeFileSync(cli, `#!/usr/bin/env node\n${code}`, { mode: 0o755 });

mkdirSync(join(ROOT, 'data'), { recursive: true });
copyFileSync(CITIES, join(ROOT, 'data/cities.json'));

// The snapshots the package reads in Node instead of building its indexes at every start (see
// src/worker/engine/binarySnapshot.ts): the place index scanned from the very file copied above, and
// the land index decoded from the module the bundle carries.
const places = loadCities(readFileSync(CITIES)).index;
writeFileSync(join(ROOT, 'data/places.bin'), encodePlaceIndex(places));
writeFileSync(join(ROOT, 'data/land.bin'), encodeLandIndex(decodeLand(LAND_LAYERS)));

// Declarations from the sources. They import each other as './x.ts', as the sources do; a consumer's
// TypeScript resolves '.js' to the '.d.ts' beside it, so the extensions are rewritten.
execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(ROOT, 'tsconfig.lib.json')], {
  stdio: 'inherit',
});
rewriteDeclarationImports(join(LIB, 'types'));

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
