// The name and version the program states are the ones the package is published as.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACKAGE_NAME, VERSION } from '../../src/shared/version.ts';

describe('VERSION and PACKAGE_NAME', () => {
  it('are package.json’s version and name', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      name: string;
      version: string;
    };
    expect(VERSION).toBe(manifest.version);
    expect(PACKAGE_NAME).toBe(manifest.name);
  });
});
