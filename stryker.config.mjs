// Mutation testing (`npm run test:mutation`): StrykerJS changes the code in small realistic ways
// (a < for a <=, a dropped branch, a flipped sign) and runs the unit tests against each change;
// a change no test notices is a "survivor", a place where the tests do not state the behaviour.
// Incremental: results are kept in reports/stryker-incremental.json, so a run after a small change
// tests only the mutants it touches. Survivors kept on purpose are listed in docs/TESTING.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vite.config.ts' },
  coverageAnalysis: 'perTest',
  // The scope of issue 18: the engine, the shared contract, the search script and the mission's owner.
  mutate: [
    'src/worker/engine/**/*.ts',
    'src/shared/**/*.ts',
    'src/ui/features/search/searchScript.ts',
    '!src/**/*.d.ts',
  ],
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
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Two cores: one test process each.
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 20_000,
};
