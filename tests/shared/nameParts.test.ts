// The vCard's name split mirrors the generator's name tables; this holds it to them. Every
// country code the engine knows (its own table, its region's, or the fallback) is checked for
// word order and number of family names, and every given and family name of every table is
// split back out of a full name built the way the generator builds it.
import { describe, expect, it } from 'vitest';
import { FAMILY_NAME_FIRST, splitFullName, TWO_FAMILY_NAMES } from '../../src/shared/nameParts.ts';
import type { NameTableData } from '../../src/worker/data/identity/names/nameTableData.ts';
import { NAME_REGION_OF_COUNTRY } from '../../src/worker/data/identity/names/nameRegions.ts';
import { loadNameTable } from '../../src/worker/engine/identity/names/loadNameGenerator.ts';
import { COUNTRY_NAME_TABLES } from '../../src/worker/engine/identity/names/nameTableLoaders.ts';

const CODES = [...new Set([...Object.keys(COUNTRY_NAME_TABLES), ...Object.keys(NAME_REGION_OF_COUNTRY), ''])];
const latin = (entry: string) => entry.split('|')[0] ?? entry;

function familyNames(table: NameTableData): string[] {
  const family =
    'female' in table.family ? [...table.family.female, ...table.family.male] : [...table.family];
  const names = family.map(latin);
  const suffix = table.femaleFamilySuffix === undefined ? '' : latin(table.femaleFamilySuffix);
  return suffix === '' ? names : [...names, ...names.map((name) => name + suffix)];
}

/** A full name as compileNameTable writes it. */
function fullName(table: NameTableData, given: string, family: string): string {
  return table.order === 'family-given' ? `${family} ${given}` : `${given} ${family}`;
}

describe('splitFullName against the engine’s name tables', () => {
  it('knows the word order and number of family names of every country’s table', async () => {
    const mismatched: string[] = [];
    for (const code of CODES) {
      const table = await loadNameTable(code);
      if (FAMILY_NAME_FIRST.has(code) !== (table.order === 'family-given')) mismatched.push(`${code}: order`);
      if (TWO_FAMILY_NAMES.has(code) !== (table.familyNameCount === 2))
        mismatched.push(`${code}: family names`);
    }
    expect(CODES.length).toBeGreaterThan(200);
    expect(mismatched).toEqual([]);
  });

  it('splits every given and family name of every table back apart', async () => {
    const wrong: unknown[] = [];
    let checked = 0;
    for (const code of CODES) {
      const table = await loadNameTable(code);
      const given = [...table.female, ...table.male].map(latin);
      const family = familyNames(table);
      // Each name with a few partners (not all pairs: a table holds up to a few hundred of each).
      const pairs: [string, string][] = [
        ...given.flatMap((g, i) =>
          [0, 1, 2].map((k): [string, string] => [g, family[(i * 7 + k) % family.length]!]),
        ),
        ...family.flatMap((f, i) =>
          [0, 1, 2].map((k): [string, string] => [given[(i * 5 + k) % given.length]!, f]),
        ),
      ];
      for (const [g, f] of pairs) {
        // Two family names: the father's and the mother's, drawn from the same list.
        const familyPart =
          table.familyNameCount === 2 ? `${f} ${family[(family.indexOf(f) + 11) % family.length]}` : f;
        const split = splitFullName(fullName(table, g, familyPart), code);
        checked++;
        if (split.given !== g || split.family !== familyPart) wrong.push({ code, g, familyPart, split });
      }
    }
    expect(checked).toBeGreaterThan(50_000);
    expect(wrong).toEqual([]);
  });
});

describe('splitFullName', () => {
  it.each([
    ['Yamada Taro', 'JP', { family: 'Yamada', given: 'Taro' }],
    ['Kim Chol Su', 'KP', { family: 'Kim', given: 'Chol Su' }],
    ['Trần Thanh Kiều', 'VN', { family: 'Trần', given: 'Thanh Kiều' }],
    ['Camila De la Cruz Gómez', 'MX', { family: 'De la Cruz Gómez', given: 'Camila' }],
    ['Mary Grace Dela Cruz', 'PH', { family: 'Dela Cruz', given: 'Mary Grace' }],
    ['Mohamed Ben Ali', 'TN', { family: 'Ben Ali', given: 'Mohamed' }],
    ['Ben Smith', 'GB', { family: 'Smith', given: 'Ben' }],
    ['Anna Novak', '', { family: 'Novak', given: 'Anna' }],
  ])('%j (%s) → %j', (name, code, parts) => {
    expect(splitFullName(name, code)).toEqual(parts);
  });

  it('takes one word as a given name, and trims stray spaces', () => {
    expect(splitFullName('  Madonna ', 'US')).toEqual({ family: '', given: 'Madonna' });
    expect(splitFullName('', 'US')).toEqual({ family: '', given: '' });
    expect(splitFullName(' Ada   Moreau ', 'FR')).toEqual({ family: 'Moreau', given: 'Ada' });
  });
});
