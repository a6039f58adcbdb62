import { describe, expect, it } from 'vitest';
import type { NameTableData } from '../../../../../src/worker/data/identity/names/nameTableData.ts';
import { NAME_REGION_OF_COUNTRY } from '../../../../../src/worker/data/identity/names/nameRegions.ts';
import { POPULATION_2023 } from '../../../../../src/worker/data/identity/names/population.ts';
import type { PersonName } from '../../../../../src/worker/engine/identity/identityKit.ts';
import {
  FALLBACK_NAME_TABLE,
  NAME_TABLE_COUNTRIES,
  loadNameGenerator,
  loadNameTable,
  nameTableKind,
} from '../../../../../src/worker/engine/identity/names/loadNameGenerator.ts';
import { REGIONAL_NAME_TABLES } from '../../../../../src/worker/engine/identity/names/nameTableLoaders.ts';
import { createRandom } from '../../../../../src/worker/engine/random.ts';
import { isLatinScript } from '../../../../../src/worker/engine/text.ts';

const EMAIL_LOCAL = /^[a-z0-9]+(\.[a-z0-9]+)*$/;
const NAMES_PER_TABLE = 200;

interface Entry {
  latin: string;
  native: string;
}

// The test reads the table itself and parses each name back into its parts, independently of
// how the generator composes them.
function entries(list: readonly string[]): Entry[] {
  return list.map((entry) => {
    const [latin = '', native = ''] = entry.split('|');
    return { latin, native };
  });
}

function familyList(table: NameTableData, gender: 'female' | 'male'): Entry[] {
  if ('female' in table.family) return entries(table.family[gender]);
  const list = entries(table.family);
  const suffix = gender === 'female' ? table.femaleFamilySuffix : undefined;
  if (suffix === undefined) return list;
  const [ending] = entries([suffix]);
  return list.map(({ latin, native }) => ({ latin: latin + ending!.latin, native: native + ending!.native }));
}

/** Every (given, families) reading of a Latin full name that the table allows for a gender. */
function readings(table: NameTableData, gender: 'female' | 'male', fullName: string): Entry[][] {
  const familyFirst = table.order === 'family-given';
  const families = familyList(table, gender);
  const count = table.familyNameCount ?? 1;
  const found: Entry[][] = [];
  for (const given of entries(table[gender])) {
    const rest = familyFirst
      ? fullName.endsWith(` ${given.latin}`) && fullName.slice(0, -given.latin.length - 1)
      : fullName.startsWith(`${given.latin} `) && fullName.slice(given.latin.length + 1);
    if (rest === false) continue;
    for (const first of families) {
      if (count === 1) {
        if (rest === first.latin) found.push([given, first]);
        continue;
      }
      if (!rest.startsWith(`${first.latin} `)) continue;
      const second = rest.slice(first.latin.length + 1);
      for (const other of families) if (other.latin === second) found.push([given, first, other]);
    }
  }
  return found;
}

function nativeOf(table: NameTableData, [given, family]: Entry[]): string {
  const separator = table.nativeSeparator ?? ' ';
  return table.order === 'family-given'
    ? `${family!.native}${separator}${given!.native}`
    : `${given!.native}${separator}${family!.native}`;
}

function scriptPattern(scripts: readonly string[]): RegExp {
  return new RegExp(`^[${scripts.map((script) => `\\p{Script=${script}}`).join('')} ]+$`, 'u');
}

/** Checks one generated name against its table; returns a description of what is wrong, or "". */
function problemWith(table: NameTableData, name: PersonName): string {
  if (!EMAIL_LOCAL.test(name.emailLocal)) return `email local part "${name.emailLocal}"`;
  if (!isLatinScript(name.fullName)) return `non-Latin full name "${name.fullName}"`;
  const candidates = [...readings(table, 'female', name.fullName), ...readings(table, 'male', name.fullName)];
  if (candidates.length === 0) return `"${name.fullName}" is not a given + family name of one gender`;
  if (table.nativeScripts === undefined) {
    return name.nativeName === undefined ? '' : `unexpected native name "${name.nativeName}"`;
  }
  if (name.nativeName === undefined) return `no native name for "${name.fullName}"`;
  if (!scriptPattern(table.nativeScripts).test(name.nativeName.replaceAll(' ', ''))) {
    return `"${name.nativeName}" is not written in ${table.nativeScripts.join('/')}`;
  }
  if (!candidates.some((parts) => nativeOf(table, parts) === name.nativeName)) {
    return `"${name.nativeName}" does not pair with "${name.fullName}"`;
  }
  return '';
}

async function namesFor(countryCode: string, seed: number, count: number): Promise<PersonName[]> {
  const generate = await loadNameGenerator(countryCode);
  const random = createRandom(seed);
  return Array.from({ length: count }, () => generate(random));
}

describe('name tables', () => {
  it.each(NAME_TABLE_COUNTRIES)('%s: names come from its own table, gender-consistent', async (code) => {
    const table = await loadNameTable(code);
    const problems = (await namesFor(code, 20_240_4, NAMES_PER_TABLE))
      .map((name) => problemWith(table, name))
      .filter(Boolean);
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(REGIONAL_NAME_TABLES))('region %s: names come from its table', async (region) => {
    const load = REGIONAL_NAME_TABLES[region]!;
    const table = await load();
    const member = Object.keys(NAME_REGION_OF_COUNTRY).find(
      (code) => NAME_REGION_OF_COUNTRY[code] === region && nameTableKind(code) === 'regional',
    );
    expect(member, `a country uses the ${region} table`).toBeDefined();
    const problems = (await namesFor(member!, 7, NAMES_PER_TABLE))
      .map((name) => problemWith(table, name))
      .filter(Boolean);
    expect(problems).toEqual([]);
  });

  it('gives an unknown country the neutral international table', async () => {
    expect(nameTableKind('')).toBe('fallback');
    expect(await loadNameTable('')).toBe(FALLBACK_NAME_TABLE);
    expect(await loadNameTable('constructor')).toBe(FALLBACK_NAME_TABLE);
    const problems = (await namesFor('', 1, NAMES_PER_TABLE)).map((name) =>
      problemWith(FALLBACK_NAME_TABLE, name),
    );
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('gives every country a table of its own or of its region', () => {
    const unclaimed = Object.keys(POPULATION_2023).filter((code) => nameTableKind(code) === 'fallback');
    expect(unclaimed).toEqual([]);
  });

  it('never gives US names outside the United States', async () => {
    const us = await loadNameTable('US');
    const borrowers: string[] = [];
    for (const code of Object.keys(POPULATION_2023)) {
      if (code !== 'US' && (await loadNameTable(code)) === us) borrowers.push(code);
    }
    expect(borrowers).toEqual([]);
  });

  it('covers at least 95% of the world population with country-specific tables', () => {
    const world = Object.values(POPULATION_2023).reduce((sum, people) => sum + people, 0);
    const covered = NAME_TABLE_COUNTRIES.reduce((sum, code) => sum + (POPULATION_2023[code] ?? 0), 0);
    expect(NAME_TABLE_COUNTRIES.filter((code) => POPULATION_2023[code] === undefined)).toEqual([]);
    expect(covered / world).toBeGreaterThanOrEqual(0.95);
  });

  it('draws both genders from gendered family names', async () => {
    const polish = await namesFor('PL', 3, 200);
    expect(polish.some((name) => /sk[ai]$/.test(name.fullName))).toBe(true);
    const table = await loadNameTable('PL');
    for (const name of polish) {
      const female = readings(table, 'female', name.fullName).length > 0;
      const male = readings(table, 'male', name.fullName).length > 0;
      expect(female || male, name.fullName).toBe(true);
    }
  });

  it('writes the family name first where the country does, in both scripts', async () => {
    const [japanese] = await namesFor('JP', 1, 1);
    const table = await loadNameTable('JP');
    const family = entries(table.family as readonly string[]);
    expect(family.some((entry) => japanese!.fullName.startsWith(`${entry.latin} `))).toBe(true);
    expect(family.some((entry) => japanese!.nativeName!.startsWith(`${entry.native} `))).toBe(true);
    const [hungarian] = await namesFor('HU', 1, 1);
    const hungarianFamily = entries((await loadNameTable('HU')).family as readonly string[]);
    expect(hungarianFamily.some((entry) => hungarian!.fullName.startsWith(`${entry.latin} `))).toBe(true);
  });

  it('replays a fixed seed to the same names', async () => {
    const sample: Record<string, string[]> = {};
    for (const code of ['JP', 'CN', 'KR', 'RU', 'EG', 'IN', 'ES', 'DE', 'HU', 'ET', '']) {
      sample[code || '(unknown)'] = (await namesFor(code, 42, 2)).map(
        (name) => `${name.fullName} / ${name.nativeName ?? '-'} / ${name.emailLocal}`,
      );
    }
    expect(sample).toMatchSnapshot();
  });
});

describe('nameTableKind', () => {
  it('says whether a country has a table of its own, its region’s, or the fallback', () => {
    expect(nameTableKind('JP')).toBe('country');
    expect(nameTableKind('LU')).toBe('regional');
    expect(nameTableKind('')).toBe('fallback');
    // A code from a URL that names a property of every object is no country.
    expect(nameTableKind('constructor')).toBe('fallback');
  });
});
