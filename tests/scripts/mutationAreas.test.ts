import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MUTATION_AREAS } from '../../scripts/mutation/areas.mjs';

// The engine's top level is mutated in two halves named file by file (scripts/mutation/areas.mjs), so
// a file added to src/worker/engine/ would silently fall out of mutation testing unless one half names it.
describe('the mutation areas', () => {
  it("name every file of the engine's top level in exactly one area", () => {
    const files = readdirSync('src/worker/engine', { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => `src/worker/engine/${entry.name}`);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const owners = Object.entries(MUTATION_AREAS)
        .filter(([, area]) => area.mutate.includes(file))
        .map(([name]) => name);
      expect(owners, file).toHaveLength(1);
    }
  });

  it('name only files that exist', () => {
    const existing = new Set(
      readdirSync('src', { recursive: true, encoding: 'utf8' }).map((path) => `src/${path}`),
    );
    const named = Object.values(MUTATION_AREAS)
      .flatMap((area) => area.mutate)
      .filter((pattern) => !pattern.includes('*'));
    for (const file of named) expect(existing.has(file), file).toBe(true);
  });

  // Stryker's Vitest runner (9.6) reads a failure in a describe's beforeAll as its tests' failure, but
  // not one in a file-level beforeAll: Vitest 4 marks the tests skipped, and the runner scored the mutant
  // "survived". A mutant that broke the setup of linkedAgents.test.ts (and so every test in it) was
  // reported alive that way. An area's tests therefore keep their beforeAll inside a describe.
  it("leave no beforeAll at the top level of an area's tests", () => {
    const globToRegExp = (glob: string) =>
      new RegExp(
        `^${glob
          .split('**/')
          .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
          .join('(?:.*/)?')}$`,
      );
    const patterns = Object.values(MUTATION_AREAS).flatMap((area) => area.tests.map(globToRegExp));
    const testFiles = readdirSync('tests', { recursive: true, encoding: 'utf8' })
      .map((path) => `tests/${path}`)
      .filter((path) => patterns.some((pattern) => pattern.test(path)))
      // The mutation runs leave these out (vitest.mutation.config.ts).
      .filter((path) => !path.endsWith('.realFile.test.ts'));
    expect(testFiles).toContain('tests/worker/engine/linked/linkedAgents.test.ts');
    expect(testFiles).toContain('tests/golden/missions.test.ts');
    expect(testFiles).not.toContain('tests/server/hostile.test.ts');
    for (const file of testFiles) expect(/^beforeAll\(/m.test(readFileSync(file, 'utf8')), file).toBe(false);
  });
});
