// Mutation testing (`npm run test:mutation`, docs/TESTING.md): StrykerJS changes the code in small
// realistic ways (a < for a <=, a dropped branch, a flipped sign) and runs the unit tests against each
// change; a change no test notices is a "survivor", a place where the tests do not state the behaviour.
// One area at a time (MUTATION_AREA, scripts/mutation/areas.mjs): its source files against its own tests.
// Incremental: each area's results are kept in reports/mutation/<area>.incremental.json, outside git (it is
// state, 9 MB of it, not tests), so that a later run on the same machine tests only the mutants a change
// touches; a first run of every area takes hours on the 2-core machine.
import { mutationArea } from './scripts/mutation/areas.mjs';

const area = mutationArea();

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // `related: false`: by default the runner narrows each run to the test files Vitest finds related to
  // the mutated file, and for static mutants (the only ones run without a per-test filter) that search
  // missed tests that import the file: all 11 static mutants of src/shared/types.ts "survived", and
  // all 11 were killed once the whole area ran. A mutant with per-test coverage still runs only the
  // tests that cover it, so this costs nothing there.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: area.mutate,
  // The sandbox copies what git tracks; the tests also read the generated cities file (npm ci builds it).
  ignorePatterns: [
    'dist',
    'test-results',
    'playwright-report',
    'reports',
    '.stryker-tmp',
    '!public/cities.json',
  ],
  incremental: true,
  incrementalFile: `reports/mutation/${area.name}.incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${area.name}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${area.name}/mutation.json` },
  // Two cores: one test process each.
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: null },
  // Added to 1.5 × a mutant's expected test time: a mutant that loops forever costs this much, and the
  // scanner and the typo index have many loops a flipped comparison never leaves.
  timeoutMS: 5_000,
  dryRunTimeoutMinutes: 30,
  // Vitest does not type-check, so Stryker's '// @ts-nocheck' banners would only break the test that
  // compares the committed generated modules with what their build script writes.
  disableTypeChecks: false,
};
