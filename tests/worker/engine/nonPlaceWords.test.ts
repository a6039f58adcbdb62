// The words that never name a place (src/worker/data/nonPlaceWords.ts), checked against the real
// cities file: the file does call towns by some of them ("Of" in Turkey, "Spy" in Belgium, "the"
// for Teresina), and neither the index built from it nor the resolver may ever answer with one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NON_PLACE_WORDS } from '../../../src/worker/data/nonPlaceWords.ts';
import { getAreaIndex, loadAreaIndex } from '../../../src/worker/engine/resolve/areaIndex.ts';
import { resolveQuery } from '../../../src/worker/engine/resolve/resolveQuery.ts';
import { foldText } from '../../../src/worker/engine/text.ts';
import { realIndex } from './fixtureIndex.ts';

// The resolver reads the area names synchronously once they are loaded (see areaIndex.ts).
await loadAreaIndex();

const REAL_FILE = new URL('../../../public/cities.json', import.meta.url);

describe('the non-place words against the real cities file', () => {
  it('are written folded, as the index and the resolver compare them', () => {
    for (const word of NON_PLACE_WORDS) expect(foldText(word), word).toBe(word);
    expect(new Set(NON_PLACE_WORDS).size).toBe(NON_PLACE_WORDS.length);
  });

  it('include words the file really uses as names, so dropping them matters', () => {
    // Read straight from the file, apart from the loader: which listed words name a town there.
    const file = JSON.parse(readFileSync(REAL_FILE, 'utf8')) as { fields: string[]; rows: unknown[][] };
    const name = file.fields.indexOf('name');
    const alt = file.fields.indexOf('alt');
    const words = new Set(NON_PLACE_WORDS);
    const named = new Set<string>();
    for (const row of file.rows) {
      const own = String(row[name]).toLowerCase();
      if (words.has(own)) named.add(own);
      for (const other of (row[alt] as string[] | undefined) ?? []) if (words.has(other)) named.add(other);
    }
    // The examples the list's own comment gives, and more.
    expect([...named]).toEqual(expect.arrayContaining(['of', 'the', 'spy', 'mission', 'us']));
    expect(named.size).toBeGreaterThanOrEqual(10);
  });

  it('find nothing in the real index, as a name or as an alternate name', () => {
    const found = NON_PLACE_WORDS.filter(
      (word) =>
        realIndex().lookup(word).length > 0 ||
        realIndex().lookupNames(word).length > 0 ||
        realIndex().lookupAlternates(word).length > 0,
    );
    expect(found).toEqual([]);
  });

  it('give no place for a query of the word and another non-place word, either way round', () => {
    const areas = getAreaIndex();
    const placed: string[] = [];
    for (const word of NON_PLACE_WORDS) {
      const other = word === 'agents' ? 'spies' : 'agents';
      for (const query of [`${word} ${other}`, `${other} ${word}`]) {
        const resolution = resolveQuery(realIndex(), areas, query);
        if (resolution !== null) placed.push(`${query} → ${resolution.phrase}`);
      }
    }
    expect(placed).toEqual([]);
  });
});
