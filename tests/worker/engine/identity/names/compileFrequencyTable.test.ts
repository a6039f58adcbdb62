// Version 3's name generator, on small tables made here: the forms each tradition writes, one
// tradition per person, the region's mix, and draws that follow the weights.
import { describe, expect, it } from 'vitest';
import type { FrequencyTable } from '../../../../../src/worker/data/identity/names/frequency/frequencyTable.ts';
import {
  compileFrequencyTable,
  rankedWeights,
} from '../../../../../src/worker/engine/identity/names/compileFrequencyTable.ts';
import { createRandom } from '../../../../../src/worker/engine/random.ts';

function names(table: FrequencyTable, region: string, count: number, seed = 1) {
  const generate = compileFrequencyTable(table, region);
  const random = createRandom(seed);
  return Array.from({ length: count }, () => generate(random));
}

const ICELAND: FrequencyTable = {
  country: 'IS',
  traditions: [
    {
      id: 'icelandic',
      order: 'given-family',
      female: { names: ['Guðrún', 'Anna'] },
      male: { names: ['Jón', 'Sigurður'] },
      family: { names: ['Jóns', 'Guðmunds', 'Helga'] },
      familyForm: 'patronymic',
      maleSuffix: 'son',
      femaleSuffix: 'dóttir',
    },
  ],
  shares: [1],
  sources: [],
};

const TWO_TRADITIONS: FrequencyTable = {
  country: 'XX',
  traditions: [
    {
      id: 'north',
      order: 'given-family',
      female: { names: ['Nora'] },
      male: { names: ['Nils'] },
      family: { names: ['Northman'] },
    },
    {
      id: 'south',
      order: 'family-given',
      female: { names: ['Sara'] },
      male: { names: ['Sami'] },
      family: { names: ['Southey'] },
    },
  ],
  shares: [1, 1],
  regionShares: { 'the north': [1, 0] },
  sources: [],
};

describe('compileFrequencyTable', () => {
  it('makes Icelandic patronymics that agree with sex: -son for men, -dóttir for women', () => {
    for (const person of names(ICELAND, '', 200)) {
      const family = person.fullName.split(' ')[1]!;
      if (person.sex === 'male') expect(family).toMatch(/^(Jónsson|Guðmundsson|Helgason)$/);
      else expect(family).toMatch(/^(Jónsdóttir|Guðmundsdóttir|Helgadóttir)$/);
      expect(person.emailLocal).toMatch(/^[a-z]+\.[a-z]+$/);
    }
  });

  it('gives each person one tradition: given and family name never mixed', () => {
    for (const person of names(TWO_TRADITIONS, '', 300)) {
      expect(['Nora Northman', 'Nils Northman', 'Southey Sara', 'Southey Sami']).toContain(person.fullName);
      expect(person.sex === 'female').toBe(/Nora|Sara/.test(person.fullName));
    }
  });

  it("follows the region's mix where it has one, the country's elsewhere", () => {
    const north = names(TWO_TRADITIONS, 'The North', 200);
    expect(north.every((person) => person.fullName.endsWith('Northman'))).toBe(true);
    const elsewhere = names(TWO_TRADITIONS, 'Elsewhere', 400);
    const southern = elsewhere.filter((person) => person.fullName.startsWith('Southey')).length;
    // Half expected; six standard deviations (60) either way.
    expect(Math.abs(southern - 200)).toBeLessThan(60);
  });

  it("writes two family names in each order, the father's in the email", () => {
    const base = {
      id: 'x',
      order: 'given-family' as const,
      female: { names: ['Ana'] },
      male: { names: ['José'] },
      family: { names: ['García'] },
    };
    const spanish = names(
      { country: 'ES', traditions: [{ ...base, familyForm: 'double' }], shares: [1], sources: [] },
      '',
      5,
    );
    expect(spanish.map((p) => p.fullName.split(' ').length)).toEqual([3, 3, 3, 3, 3]);
    expect(spanish[0]!.emailLocal).toMatch(/^(ana|jose)\.garcia$/);
  });

  it('gives gendered family names in the form of the sex: Kowalska for women, Kowalski for men', () => {
    const polish: FrequencyTable = {
      country: 'PL',
      traditions: [
        {
          id: 'polish',
          order: 'given-family',
          female: { names: ['Anna'] },
          male: { names: ['Piotr'] },
          family: { female: { names: ['Kowalska', 'Nowak'] }, male: { names: ['Kowalski', 'Nowak'] } },
        },
      ],
      shares: [1],
      sources: [],
    };
    for (const person of names(polish, '', 100)) {
      if (person.sex === 'female') expect(person.fullName).toMatch(/^Anna (Kowalska|Nowak)$/);
      else expect(person.fullName).toMatch(/^Piotr (Kowalski|Nowak)$/);
    }
  });

  it('draws names with their counts: a name with 9 times the count comes about 9 times as often', () => {
    const table: FrequencyTable = {
      country: 'XX',
      traditions: [
        {
          id: 'x',
          order: 'given-family',
          female: { names: ['Common', 'Rare'], counts: [900, 100] },
          male: { names: ['Common', 'Rare'], counts: [900, 100] },
          family: { names: ['Smith'] },
        },
      ],
      shares: [1],
      sources: [],
    };
    const rare = names(table, '', 10_000).filter((person) => person.fullName.startsWith('Rare')).length;
    // 1,000 expected; the standard deviation is 30.
    expect(Math.abs(rare - 1000)).toBeLessThan(150);
  });

  it('weighs a list without counts like published lists: the 100th given name a sixteenth as common as the first', () => {
    // US Social Security names of people born 1945–2005: about 2.3 times at rank 10, 16 at rank 100.
    const given = rankedWeights({ names: Array.from({ length: 200 }, (_, i) => `n${i}`) }, 'given');
    expect(given[0]! / given[9]!).toBeGreaterThan(1.8);
    expect(given[0]! / given[9]!).toBeLessThan(3);
    expect(given[0]! / given[99]!).toBeGreaterThan(10);
    expect(given[0]! / given[99]!).toBeLessThan(25);
    // US Census 2010 surnames: Smith 0.83%, the 100th about 0.08%, the 500th about 0.022%.
    const family = rankedWeights({ names: Array.from({ length: 500 }, (_, i) => `f${i}`) }, 'family');
    expect(family[0]! / family[99]!).toBeGreaterThan(7);
    expect(family[0]! / family[99]!).toBeLessThan(14);
    expect(family[0]! / family[499]!).toBeGreaterThan(25);
    expect(family[0]! / family[499]!).toBeLessThan(50);
  });

  it('refuses a table whose shares do not match its traditions', () => {
    expect(() => compileFrequencyTable({ ...TWO_TRADITIONS, shares: [1] }, '')).toThrow(
      /1 shares for 2 traditions/,
    );
  });
});
