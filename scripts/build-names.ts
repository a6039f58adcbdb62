// Builds the name tables that come from @faker-js/faker's locale definitions into small modules
// under src/worker/data/identity/names/generated/, so the app never imports faker at run time
// (it is a devDependency; all its locales are about 930 KB gzip). Output is deterministic:
// running it twice gives the same bytes, and a test checks the committed files are current.
import { readdirSync, rmSync } from 'node:fs';
import { describeSize, writeFileAtomic } from './lib/files.ts';
import { renderAllTableModules } from './lib/namesExtraction.ts';
import { REPO_ROOT } from './lib/paths.ts';

export const NAMES_GENERATED_DIR = `${REPO_ROOT}src/worker/data/identity/names/generated/`;

const files = await renderAllTableModules(`${REPO_ROOT}src/worker/data/identity/names/nameTableData.ts`);
for (const name of readdirSync(NAMES_GENERATED_DIR)) {
  if (!files.has(name)) rmSync(`${NAMES_GENERATED_DIR}${name}`); // a table dropped from the specs
}
let all = '';
for (const [name, text] of files) {
  writeFileAtomic(`${NAMES_GENERATED_DIR}${name}`, text);
  all += text;
}
console.log(`${files.size} name tables, ${describeSize(all)} in total.`);
