// The package's version, for `silent-directory --version` and the library's VERSION. The bundle has it
// written in by scripts/build-package.ts (rolldown's define) from the package.json it ships with, so
// the two cannot disagree; the TypeScript sources, run by tsx or the tests, are no release.
declare const __TSD_PACKAGE_VERSION__: string | undefined;

/** The version of the package this code was built into; "0.0.0-source" when run from the sources. */
export const VERSION: string =
  typeof __TSD_PACKAGE_VERSION__ === 'string' ? __TSD_PACKAGE_VERSION__ : '0.0.0-source';
