// The unit tests as StrykerJS runs them (stryker.config.mjs): only the tests of the area being mutated
// (scripts/mutation/areas.mjs), and longer time limits, since instrumented code runs several times slower
// and a test that reads the real 9.7 MB cities file needs more than the ordinary run's 30 s.
// Spread rather than mergeConfig, which would append the area's tests to the base list instead of
// replacing it.
import { mutationArea } from './scripts/mutation/areas.mjs';
import base from './vite.config.ts';

export default {
  ...base,
  test: {
    ...base.test,
    include: mutationArea().tests,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
};
