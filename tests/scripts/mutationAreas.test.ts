import { readdirSync } from 'node:fs';
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
});
