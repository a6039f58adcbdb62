// The package's name and version, as `silent-directory --version` prints it and the library exports it. A
// constant rather than a read of package.json: the bundle, the repository's sources and a browser all
// see the same value, and tests/shared/version.test.ts keeps it equal to package.json's.
export const VERSION = '0.1.0';

/** The package's name on npm, as manifests that name their maker give it. */
export const PACKAGE_NAME = 'the-silent-directory';
