// `npm run test:mutation [-- AREA …]`: mutation testing area by area (scripts/mutation/areas.mjs), then
// one table of every file's score from the areas' JSON reports, so that docs/TESTING.md can quote it.
// `npm run test:mutation -- --summary` prints the table from the reports already on disk, and
// `-- --survivors` lists the mutants no test noticed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { MUTATION_AREAS } from './areas.mjs';
import { forgetStaticSurvivors, listSurvivors, summarizeReport, type FileScore } from './summary.ts';

const args = process.argv.slice(2);
const survivors = args.includes('--survivors');
const summaryOnly = survivors || args.includes('--summary');
const named = args.filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((name) => !(name in MUTATION_AREAS));
if (unknown.length > 0) {
  console.error(
    `Unknown area ${unknown.join(', ')}: the areas are ${Object.keys(MUTATION_AREAS).join(', ')}.`,
  );
  process.exit(2);
}
const areas = named.length > 0 ? named : Object.keys(MUTATION_AREAS);

if (!summaryOnly) {
  for (const area of areas) {
    console.log(`\n==== mutation testing: ${area} ====`);
    const incremental = `reports/mutation/${area}.incremental.json`;
    if (existsSync(incremental)) {
      const { report, dropped } = forgetStaticSurvivors(JSON.parse(readFileSync(incremental, 'utf8')));
      if (dropped > 0) {
        writeFileSync(incremental, JSON.stringify(report, null, 2));
        console.log(`${dropped} undetected static mutants will be tested again.`);
      }
    }
    const run = spawnSync('npx', ['stryker', 'run'], {
      stdio: 'inherit',
      env: { ...process.env, MUTATION_AREA: area },
    });
    if (run.status !== 0) {
      console.error(`Stryker failed on the ${area} area (exit ${run.status ?? run.signal}).`);
      process.exit(1);
    }
  }
}

const rows: FileScore[] = [];
for (const area of areas) {
  const path = `reports/mutation/${area}/mutation.json`;
  if (!existsSync(path)) {
    console.log(`${area}: no report yet (${path})`);
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  rows.push(...summarizeReport(report, area));
  if (survivors) for (const line of listSurvivors(report, area)) console.log(line);
}
console.log(formatTable(rows));

function formatTable(scores: readonly FileScore[]): string {
  const total = scores.reduce(
    (sum, row) => ({
      detected: sum.detected + row.detected,
      survived: sum.survived + row.survived,
      noCoverage: sum.noCoverage + row.noCoverage,
      staticUndetected: sum.staticUndetected + row.staticUndetected,
    }),
    { detected: 0, survived: 0, noCoverage: 0, staticUndetected: 0 },
  );
  const percent = (detected: number, valid: number) =>
    valid === 0 ? 'n/a' : `${((100 * detected) / valid).toFixed(1)}%`;
  const cells = (row: Omit<FileScore, 'area' | 'file'>) => {
    const valid = row.detected + row.survived + row.noCoverage;
    return (
      `${valid} | ${row.detected} | ${row.survived} | ${row.noCoverage} | ${row.staticUndetected} | ` +
      `${percent(row.detected, valid)} | ${percent(row.detected, valid - row.staticUndetected)} |`
    );
  };
  const lines = [
    '| Area | File | Mutants | Killed + timed out | Survived | No coverage | Of those, static | Score | Without static |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...scores.map((row) => `| ${row.area} | \`${row.file}\` | ${cells(row)}`),
    `| all | | ${cells(total)}`,
  ];
  return lines.join('\n');
}
