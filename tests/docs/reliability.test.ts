// docs/RELIABILITY.md names a test for every claim; this keeps the names honest. Each “quoted” name that
// follows a `tests/…` path on the same line must be the title of a test in that file: its own text, or the
// title of a parametrised test (${…} and %s placeholders stand for any text), with or without its values.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC = readFileSync(path.join(ROOT, 'docs/RELIABILITY.md'), 'utf8');

interface Claim {
  file: string;
  name: string;
}

/** The (file, test name) pairs the document cites, in order. Quotes before the first path on a line are prose. */
function claims(doc: string): Claim[] {
  const found: Claim[] = [];
  for (const line of doc.split('\n')) {
    let file: string | null = null;
    for (const match of line.matchAll(/`(tests\/[^`]+\.tsx?)`|“([^”]+)”/g)) {
      if (match[1] !== undefined) file = match[1];
      // Markdown escapes (\_\_proto\_\_) are not part of the name.
      else if (file !== null && match[2] !== undefined)
        found.push({ file, name: match[2].replace(/\\(.)/g, '$1') });
    }
  }
  return found;
}

/** Every one-line string literal in a source file, as a pattern its expanded titles match. */
function titlePatterns(source: string): RegExp[] {
  const literals = [
    ...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\\n]|\\.)*)`/g),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
  return literals.map((literal) => {
    const parts = literal
      .split(/\$\{[^}]*\}|%[sjdi]/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    // The literal as written matches too, so a name may be cited with its placeholders.
    return new RegExp(`^(?:${parts.join('.+')}|${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})$`, 'u');
  });
}

describe('docs/RELIABILITY.md', () => {
  const cited = claims(DOC);

  it('cites tests', () => {
    expect(cited.length).toBeGreaterThan(50);
  });

  it('cites only files that exist and tests that exist in them', () => {
    const missing: string[] = [];
    for (const { file, name } of cited) {
      const full = path.join(ROOT, file);
      if (!existsSync(full)) {
        missing.push(`${file}: no such file`);
        continue;
      }
      const patterns = titlePatterns(readFileSync(full, 'utf8'));
      if (!patterns.some((pattern) => pattern.test(name))) missing.push(`${file}: “${name}”`);
    }
    expect(missing).toEqual([]);
  });
});
