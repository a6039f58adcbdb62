// The unit tests as StrykerJS runs them (stryker.config.mjs): only the tests of the area being mutated
// (scripts/mutation/areas.mjs), and longer time limits, since instrumented code runs several times slower.
// Spread rather than mergeConfig, which would append the area's tests to the base list instead of
// replacing it.
import { configDefaults } from 'vitest/config';
import { mutationArea } from './scripts/mutation/areas.mjs';
import base from './vite.config.ts';

export default {
  ...base,
  test: {
    ...base.test,
    include: mutationArea().tests,
    // Checks against the real 9.7 MB cities file: the fixture's tests state the same rules, and
    // reading the real file under instrumentation for each mutant would multiply the run's time.
    exclude: [...configDefaults.exclude, '**/*.realFile.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
};
