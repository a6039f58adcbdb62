// The names of cover households, on the real tables: members share (or keep) family names as their
// tradition does, and a child's is the one its tradition passes on. Every expected name is found by
// reading the full names back into the table's own entries, apart from how the code composes them;
// the customs are the ones the brief and the sources in frequencyTable.ts give.
import { describe, expect, it } from 'vitest';
import type {
  FrequencyTable,
  NameTradition,
} from '../../../../../src/worker/data/identity/names/frequency/frequencyTable.ts';
import type {
  HouseholdFamily,
  HouseholdNames,
  PersonName,
} from '../../../../../src/worker/engine/identity/identityKit.ts';
import { compileFrequencyTable } from '../../../../../src/worker/engine/identity/names/compileFrequencyTable.ts';
import { frequencyTableLoader } from '../../../../../src/worker/engine/identity/names/frequencyTableLoaders.ts';
import {
  SAME_SEX_COUPLES,
  compileHouseholdNames,
  loadHouseholdNames,
} from '../../../../../src/worker/engine/identity/names/householdNames.ts';
import { loadNameTable } from '../../../../../src/worker/engine/identity/names/loadNameGenerator.ts';
import { createRandom, deriveSeed } from '../../../../../src/worker/engine/random.ts';

interface Household {
  family: HouseholdFamily;
  head: PersonName;
  partner: PersonName;
  children: PersonName[];
}

/**
 * Households as the engine names them: every member draws the family again from the household's
 * own stream, and its own name from its own stream.
 */
function households(names: HouseholdNames, count: number, seed = 1, children = 2): Household[] {
  return Array.from({ length: count }, (_, index) => {
    const stream = deriveSeed(seed, index);
    const family = () => names.family(createRandom(deriveSeed(stream, 0)));
    const member = (k: number, kinship: 'head' | 'partner' | 'child') =>
      names.member(createRandom(deriveSeed(stream, k + 1)), family(), kinship);
    return {
      family: family(),
      head: member(0, 'head'),
      partner: member(1, 'partner'),
      children: Array.from({ length: children }, (_, k) => member(2 + k, 'child')),
    };
  });
}

async function table(countryCode: string): Promise<FrequencyTable> {
  const load = frequencyTableLoader(countryCode);
  if (load === undefined) throw new Error(`No frequency table for ${countryCode}.`);
  return load();
}

/** A country's table with one of its traditions alone. */
async function tradition(countryCode: string, id: string): Promise<FrequencyTable> {
  const whole = await table(countryCode);
  const only = whole.traditions.filter((entry) => entry.id === id);
  if (only.length !== 1) throw new Error(`${countryCode} has no tradition ${id}.`);
  return { country: whole.country, traditions: only, shares: [1], sources: [] };
}

const latin = (entry: string): string => entry.split('|')[0] as string;

const LATIN_SETS = new WeakMap<readonly string[], Set<string>>();

/** A list's Latin forms, as a set (made once per list). */
function latinNames(list: readonly string[]): Set<string> {
  const known = LATIN_SETS.get(list);
  if (known !== undefined) return known;
  const made = new Set(list.map(latin));
  LATIN_SETS.set(list, made);
  return made;
}

const FAMILY_ENTRIES = new WeakMap<NameTradition, readonly string[]>();

function familyEntries(t: NameTradition): readonly string[] {
  const known = FAMILY_ENTRIES.get(t);
  if (known !== undefined) return known;
  const made = 'female' in t.family ? [...t.family.male.names, ...t.family.female.names] : t.family.names;
  FAMILY_ENTRIES.set(t, made);
  return made;
}

/**
 * The ways a full name splits into a given name of the person's sex and a family part that `isFamily`
 * accepts, in the tradition's order: a name the code composed right splits exactly one way.
 */
function splits(
  person: PersonName,
  t: NameTradition,
  isFamily: (family: string) => boolean,
): { given: string; family: string }[] {
  const givens = latinNames(person.sex === 'female' ? t.female.names : t.male.names);
  const words = person.fullName.split(' ');
  const found: { given: string; family: string }[] = [];
  for (let cut = 1; cut < words.length; cut++) {
    const front = words.slice(0, cut).join(' ');
    const back = words.slice(cut).join(' ');
    const [given, family] = t.order === 'given-family' ? [front, back] : [back, front];
    if (givens.has(given) && isFamily(family)) found.push({ given, family });
  }
  return found;
}

/**
 * The one split of a name whose family part is one of `families`: the tradition's family names, or
 * its men's given names where the second name is the father's.
 */
function split(
  person: PersonName,
  t: NameTradition,
  families = latinNames(familyEntries(t)),
): { given: string; family: string } {
  const found = splits(person, t, (family) => families.has(family));
  if (found.length !== 1) throw new Error(`"${person.fullName}" splits ${found.length} ways.`);
  return found[0] as { given: string; family: string };
}

function fatherAndMother(household: Household): { father: PersonName; mother: PersonName } | undefined {
  const { head, partner } = household;
  if (head.sex === partner.sex) return undefined;
  return head.sex === 'male' ? { father: head, mother: partner } : { father: partner, mother: head };
}

function parentsOf(list: Household[]): (Household & { father: PersonName; mother: PersonName })[] {
  return list.flatMap((household) => {
    const parents = fatherAndMother(household);
    return parents === undefined ? [] : [{ ...household, ...parents }];
  });
}

/** The chance that two people drawn apart have the same (Latin) family name: the sum of its squared shares. */
function collisionChance(t: NameTradition): number {
  if ('female' in t.family || t.family.counts === undefined) throw new Error('Counts are needed.');
  const counts = t.family.counts;
  const byName = new Map<string, number>();
  t.family.names.forEach((entry, i) =>
    byName.set(latin(entry), (byName.get(latin(entry)) ?? 0) + (counts[i] as number)),
  );
  const total = [...byName.values()].reduce((sum, count) => sum + count, 0);
  return [...byName.values()].reduce((sum, count) => sum + (count / total) ** 2, 0);
}

describe('family', () => {
  it('is the same for every member: equal streams draw equal families, other streams others', async () => {
    for (const country of ['PL', 'ES', 'IS', 'ET', 'IN']) {
      const names = await loadHouseholdNames(country, '', '');
      const first = names.family(createRandom(77));
      expect(names.family(createRandom(77))).toEqual(first);
      const others = Array.from({ length: 20 }, (_, k) => names.family(createRandom(1000 + k)));
      expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(first))).toBe(true);
    }
  });

  it('pairs the opposite sexes in about 99 couples in 100, and draws the head of either sex at even odds', async () => {
    const names = await loadHouseholdNames('GB', 'England', 'London');
    const count = 20_000;
    const families = Array.from({ length: count }, (_, k) => names.family(createRandom(deriveSeed(3, k))));
    const sameSex = families.filter((family) => family.headSex === family.partnerSex).length / count;
    const women = families.filter((family) => family.headSex === 'female').length / count;
    expect(SAME_SEX_COUPLES).toBe(0.01);
    // Binomial standard deviations: 0.0007 and 0.0035.
    expect(sameSex).toBeGreaterThan(0.007);
    expect(sameSex).toBeLessThan(0.013);
    expect(women).toBeGreaterThan(0.49);
    expect(women).toBeLessThan(0.51);
  });
});

describe('a household where the couple shares one family name', () => {
  // Polish adjectival surnames end in -i or -y for men and -a for women (Kowalski, Kowalska; Biały,
  // Biała); the others (Nowak) are the same for both.
  const feminine = (name: string): string => name.replace(/[iy]$/, 'a');

  it('gives every Polish member the family stem, in the form of its sex (Kowalski, Kowalska)', async () => {
    const pl = await table('PL');
    const t = pl.traditions[0] as NameTradition;
    const names = await loadHouseholdNames('PL', 'Masovian Voivodeship', 'Warsaw');
    let kowalscy = 0;
    let gendered = 0;
    for (const household of households(names, 600)) {
      const members = [household.head, household.partner, ...household.children];
      const families = members.map((member) => split(member, t).family);
      expect(new Set(families.map(feminine)).size).toBe(1);
      for (const [k, member] of members.entries()) {
        const family = families[k] as string;
        if (member.sex === 'female') expect(feminine(family)).toBe(family);
        else expect(family).not.toMatch(/(sk|ck|dzk)a$/);
      }
      const men = members.filter((member, k) => member.sex === 'male' && families[k] === 'Kowalski');
      const women = members.filter((member, k) => member.sex === 'female' && families[k] === 'Kowalska');
      if (men.length > 0 && women.length > 0) kowalscy++;
      if (families.some((family) => /ski$/.test(family)) && families.some((family) => /ska$/.test(family)))
        gendered++;
    }
    expect(kowalscy).toBeGreaterThan(0);
    expect(gendered).toBeGreaterThan(100);
  });

  it('gives a Japanese or an English partner the head’s family name', async () => {
    for (const [country, id] of [
      ['JP', 'japanese'],
      ['GB', 'english'],
    ] as const) {
      const only = await tradition(country, id);
      const t = only.traditions[0] as NameTradition;
      for (const household of households(compileHouseholdNames(only, ''), 300)) {
        const family = split(household.head, t).family;
        expect(split(household.partner, t).family).toBe(family);
        for (const child of household.children) expect(split(child, t).family).toBe(family);
      }
    }
  });
});

describe('a household where spouses keep their own names', () => {
  for (const [country, id] of [
    ['KR', 'korean'],
    ['CN', 'han'],
  ] as const)
    it(`gives a ${id} partner a surname of their own (differing as often as two strangers' do) and the children the father's`, async () => {
      const only = await tradition(country, id);
      const t = only.traditions[0] as NameTradition;
      const list = households(compileHouseholdNames(only, ''), 3000);
      const differing =
        list.filter((household) => split(household.head, t).family !== split(household.partner, t).family)
          .length / list.length;
      // A couple sharing one name would differ never; two draws from the census shares differ this often.
      const expected = 1 - collisionChance(t);
      expect(differing).toBeGreaterThan(expected - 0.02);
      expect(differing).toBeLessThan(expected + 0.02);
      for (const household of parentsOf(list))
        for (const child of household.children)
          expect(split(child, t).family).toBe(split(household.father, t).family);
    });

  it('gives a Spanish child the father’s first family name, then the mother’s first', async () => {
    const es = await table('ES');
    const all = es.traditions;
    const families = new Set(all.flatMap(familyEntries).map(latin));
    // Two of the country's family names, each maybe of several words ("del Río").
    const pairs = (text: string): [string, string][] => {
      const words = text.split(' ');
      return words.slice(1).flatMap((_, k): [string, string][] => {
        const first = words.slice(0, k + 1).join(' ');
        const second = words.slice(k + 1).join(' ');
        return families.has(first) && families.has(second) ? [[first, second]] : [];
      });
    };
    const both = (person: PersonName): [string, string] => {
      const found = all.flatMap((t) =>
        splits(person, t, (family) => pairs(family).length === 1).map(({ family }) => pairs(family)[0]),
      );
      const distinct = new Set(found.map((pair) => JSON.stringify(pair)));
      if (distinct.size !== 1) throw new Error(`"${person.fullName}" splits ${distinct.size} ways.`);
      return found[0] as [string, string];
    };
    const list = parentsOf(households(await loadHouseholdNames('ES', 'Andalusia', 'Seville'), 400));
    expect(list.length).toBeGreaterThan(350);
    for (const household of list) {
      const father = both(household.father);
      const mother = both(household.mother);
      for (const child of household.children) expect(both(child)).toEqual([father[0], mother[0]]);
    }
  });

  it('gives an Icelandic child its father’s name in the genitive, with -son or -dóttir by its sex', async () => {
    // Genitives of Icelandic men's names, from the grammar (strong nouns in -s or -ar, weak ones in -a,
    // ö → a where the stem changes).
    const GENITIVE: Readonly<Record<string, string>> = {
      Jón: 'Jóns',
      Sigurður: 'Sigurðar',
      Guðmundur: 'Guðmunds',
      Gunnar: 'Gunnars',
      Ólafur: 'Ólafs',
      Einar: 'Einars',
      Kristján: 'Kristjáns',
      Magnús: 'Magnús',
      Helgi: 'Helga',
      Bjarni: 'Bjarna',
      Árni: 'Árna',
      Hörður: 'Harðar',
      Birgir: 'Birgis',
      Egill: 'Egils',
      Hákon: 'Hákonar',
      Þröstur: 'Þrastar',
    };
    const only = await tradition('IS', 'icelandic');
    let checked = 0;
    for (const household of households(compileHouseholdNames(only, ''), 3000)) {
      const { head, partner, children } = household;
      const father = head.sex === 'male' ? head : partner.sex === 'male' ? partner : undefined;
      for (const child of children) {
        const patronymic = child.fullName.split(' ').at(-1) as string;
        expect(patronymic).toMatch(child.sex === 'female' ? /.dóttir$/ : /.son$/);
        const stem = father === undefined ? undefined : GENITIVE[father.fullName.split(' ')[0] as string];
        if (stem === undefined) continue;
        expect(patronymic).toBe(`${stem}${child.sex === 'female' ? 'dóttir' : 'son'}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('gives an Ethiopian child its father’s given name as its second name, in both scripts', async () => {
    const only = await tradition('ET', 'ethiopian-christian');
    const t = only.traditions[0] as NameTradition;
    const list = parentsOf(households(compileHouseholdNames(only, ''), 300));
    let kept = 0;
    for (const household of list) {
      const father = split(household.father, t);
      const mother = split(household.mother, t);
      if (mother.family !== father.family) kept++;
      const fatherNative = (household.father.nativeName as string).split(' ')[0];
      for (const child of household.children) {
        expect(split(child, t, latinNames(t.male.names)).family).toBe(father.given);
        expect((child.nativeName as string).split(' ').at(-1)).toBe(fatherNative);
      }
    }
    expect(kept / list.length).toBeGreaterThan(0.9);
  });

  it('gives a Tamil child its father’s given name, and his wife his given name in place of her father’s', async () => {
    const only = await tradition('IN', 'tamil');
    const t = only.traditions[0] as NameTradition;
    for (const household of parentsOf(households(compileHouseholdNames(only, ''), 300))) {
      const father = split(household.father, t);
      const men = latinNames(t.male.names);
      expect(split(household.mother, t, men).family).toBe(father.given);
      for (const child of household.children) expect(split(child, t, men).family).toBe(father.given);
    }
  });

  it('passes no Burmese name on: a son’s last part is his father’s no more often than chance', async () => {
    const only = await tradition('MM', 'burmese');
    const last = (person: PersonName) => person.fullName.split(' ').at(-1);
    const sons = parentsOf(households(compileHouseholdNames(only, ''), 600, 1, 1)).flatMap(
      ({ father, children }) =>
        children.filter((child) => child.sex === 'male').map((son) => ({ father, son })),
    );
    expect(sons.length).toBeGreaterThan(200);
    const same = sons.filter(({ father, son }) => last(son) === last(father)).length;
    expect(same / sons.length).toBeLessThan(0.5);
  });
});

describe('names written as a single person’s', () => {
  it('are the names compileFrequencyTable writes: the same fields for the same person', async () => {
    for (const country of ['PL', 'JP', 'RU', 'IS', 'KR']) {
      const frequency = await table(country);
      const single = compileFrequencyTable(frequency, '');
      const random = createRandom(11);
      const byName = new Map<string, PersonName>();
      for (let k = 0; k < 40_000; k++) {
        const person = single(random);
        byName.set(`${person.sex} ${person.fullName} ${person.nativeName}`, person);
      }
      let matched = 0;
      for (const household of households(compileHouseholdNames(frequency, ''), 500))
        for (const person of [household.head, household.partner, ...household.children]) {
          const twin = byName.get(`${person.sex} ${person.fullName} ${person.nativeName}`);
          if (twin === undefined) continue;
          expect(person).toEqual(twin);
          matched++;
        }
      expect(matched).toBeGreaterThan(20);
    }
  });

  it('keep each name’s native form beside its Latin one (Japanese, Korean, Chinese, Russian, Ethiopian)', async () => {
    for (const country of ['JP', 'KR', 'CN', 'RU', 'ET']) {
      const frequency = await table(country);
      // Each tradition's entries, Latin form to native forms (one Latin name may have several).
      const traditions = frequency.traditions.map((t) => {
        const natives = new Map<string, Set<string>>();
        for (const entry of [...t.female.names, ...t.male.names, ...familyEntries(t)]) {
          const [text = '', native = ''] = entry.split('|');
          natives.set(text, (natives.get(text) ?? new Set()).add(native));
        }
        return { t, natives, separator: t.nativeSeparator ?? ' ' };
      });
      const names = compileHouseholdNames(frequency, '');
      for (const household of households(names, 200))
        for (const person of [household.head, household.partner, ...household.children]) {
          // Some tradition of the country writes this Latin name with exactly this native form.
          const written = traditions.some(({ t, natives, separator }) =>
            splits(person, t, (family) => natives.has(family)).some(({ given, family }) =>
              [...(natives.get(given) ?? [])].some((g) =>
                [...(natives.get(family) ?? [])].some(
                  (f) =>
                    person.nativeName ===
                    (t.order === 'family-given' ? `${f}${separator}${g}` : `${g}${separator}${f}`),
                ),
              ),
            ),
          );
          expect(written, `${person.fullName} / ${person.nativeName}`).toBe(true);
        }
    }
  });
});

describe('loadHouseholdNames', () => {
  it('names the households of a country without a frequency table from its version 2 table: two names kept in Chile', async () => {
    expect(frequencyTableLoader('CL')).toBeUndefined();
    const cl = await loadNameTable('CL');
    expect(cl.familyNameCount).toBe(2);
    const families = new Set(('female' in cl.family ? cl.family.male : cl.family).map(latin));
    const givens = new Set([...cl.female, ...cl.male].map(latin));
    // "Given First Second": given names of one word or more, family names of one word.
    const parts = (person: PersonName) => {
      const words = person.fullName.split(' ');
      const [first, second] = words.slice(-2) as [string, string];
      expect(givens.has(words.slice(0, -2).join(' '))).toBe(true);
      expect(families.has(first) && families.has(second)).toBe(true);
      return [first, second];
    };
    for (const household of parentsOf(households(await loadHouseholdNames('CL', '', ''), 200))) {
      const father = parts(household.father);
      const mother = parts(household.mother);
      for (const child of household.children) expect(parts(child)).toEqual([father[0], mother[0]]);
    }
  });

  it('shares one family name in a country known to no table at all', async () => {
    const list = parentsOf(households(await loadHouseholdNames('', '', ''), 100));
    for (const household of list) {
      const family = household.father.fullName.split(' ').at(-1);
      expect(household.mother.fullName.split(' ').at(-1)).toBe(family);
      for (const child of household.children) expect(child.fullName.split(' ').at(-1)).toBe(family);
    }
  });
});

describe('compileHouseholdNames on tables made here', () => {
  const base: NameTradition = {
    id: 'test',
    order: 'given-family',
    female: { names: ['Anna', 'Sara'] },
    male: { names: ['Jón', 'Hörður', 'Tumi'] },
    family: { names: ['Jóns', 'Harðar', 'Helga'] },
    familyForm: 'patronymic',
    maleSuffix: 'son',
    femaleSuffix: 'dóttir',
  };
  const of = (t: NameTradition): FrequencyTable => ({
    country: 'XX',
    traditions: [t],
    shares: [1],
    sources: [],
  });

  it('names the children of two women after a father drawn for the household, the same for every child', () => {
    const list = households(compileHouseholdNames(of(base), ''), 4000, 5, 3);
    const mothers = list.filter(
      ({ family }) => family.headSex === 'female' && family.partnerSex === 'female',
    );
    expect(mothers.length).toBeGreaterThan(5);
    for (const { children } of mothers) {
      const stems = children.map((child) => child.fullName.split(' ')[1]?.replace(/(son|dóttir)$/, ''));
      expect(new Set(stems).size).toBe(1);
      expect(['Jóns', 'Harðar', 'Helga']).toContain(stems[0]);
    }
  });

  it('draws a stem for the children of a father whose name has none in the list (Tumi)', () => {
    const list = households(compileHouseholdNames(of(base), ''), 3000, 9, 3);
    const tumi = list.filter((household) => fatherAndMother(household)?.father.fullName.startsWith('Tumi '));
    expect(tumi.length).toBeGreaterThan(10);
    for (const { children } of tumi)
      for (const child of children) expect(child.fullName).toMatch(/^\S+ (Jóns|Harðar|Helga)(son|dóttir)$/);
  });

  it('lets a wife who takes her husband’s name keep her own beside it, where people carry two', () => {
    for (const familyForm of ['portuguese', 'double'] as const) {
      const two: NameTradition = {
        id: 'two',
        order: 'given-family',
        female: { names: ['Ana'] },
        male: { names: ['João'] },
        family: { names: ['Silva', 'Oliveira', 'Costa'], counts: [1, 1, 1] },
        familyForm,
        spouseName: 'shared',
      };
      const list = parentsOf(households(compileHouseholdNames(of(two), ''), 300, 4, 1));
      expect(list.length).toBeGreaterThan(250);
      for (const { father, mother, children } of list) {
        const [, f1, f2] = father.fullName.split(' ');
        const [, c1, c2] = (children[0] as PersonName).fullName.split(' ');
        // The child carries each parent's passing-on name: the father's last and the mother's (the
        // first of the child's) in Portugal, the father's first and the mother's (the child's
        // second) in Spain. The wife writes hers, then his, in the order her country writes them.
        if (familyForm === 'portuguese') {
          expect(c2).toBe(f2);
          expect(mother.fullName).toBe(`Ana ${c1} ${f2}`);
        } else {
          expect(c1).toBe(f1);
          expect(mother.fullName).toBe(`Ana ${c2} ${f1}`);
        }
      }
    }
  });

  it('refuses customs its form cannot have', () => {
    expect(() => compileHouseholdNames(of({ ...base, familySlot: 'father' }), '')).toThrow(/single form/);
    expect(() => compileHouseholdNames(of({ ...base, spouseName: 'shared' }), '')).toThrow(/not passed on/);
    const single: NameTradition = {
      ...base,
      familyForm: 'single',
      familySlot: 'personal',
      spouseName: 'shared',
    };
    expect(() => compileHouseholdNames(of(single), '')).toThrow(/not passed on/);
  });
});
