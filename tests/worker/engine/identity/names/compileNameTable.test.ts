// Name tables compiled into generators, with hand-written tables and a random source whose
// draws are scripted: gender first (below one half is female), then a given name, then family
// names. Each expected name follows from the table's order, scripts and rules; the username's
// letters are the email slug's with "_" for the dot.
import { describe, expect, it } from 'vitest';
import type { NameTableData } from '../../../../../src/worker/data/identity/names/nameTableData.ts';
import { compileNameTable } from '../../../../../src/worker/engine/identity/names/compileNameTable.ts';
import type { Random } from '../../../../../src/worker/engine/random.ts';

function scripted(gender: number, indexes: number[]): Random {
  return {
    next: () => gender,
    int: () => 0,
    pick: <T>(items: readonly T[]): T => items[indexes.shift() ?? 0] as T,
  };
}

const FEMALE = 0.49;
const MALE = 0.5;

describe('compileNameTable', () => {
  const latin: NameTableData = {
    order: 'given-family',
    female: ['Ana', 'Zoë'],
    male: ['Luis', 'Jörg'],
    family: ['García', "O'Neil", 'López'],
  };

  it('draws the gender first, below one half female, then a given and a family name', () => {
    expect(compileNameTable(latin)(scripted(FEMALE, [1, 1]))).toEqual({
      sex: 'female',
      fullName: "Zoë O'Neil",
      emailLocal: 'zoe.oneil',
      userBase: 'zoe_oneil',
    });
    expect(compileNameTable(latin)(scripted(MALE, [1, 0]))).toEqual({
      sex: 'male',
      fullName: 'Jörg García',
      emailLocal: 'jorg.garcia',
      userBase: 'jorg_garcia',
    });
  });

  it('writes the family name first where the table says so', () => {
    const table: NameTableData = { ...latin, order: 'family-given' };
    expect(compileNameTable(table)(scripted(MALE, [0, 2]))).toEqual({
      sex: 'male',
      fullName: 'López Luis',
      emailLocal: 'luis.lopez',
      userBase: 'luis_lopez',
    });
  });

  it('gives two family names, father’s then mother’s, in either order, and mails the first', () => {
    const two: NameTableData = { ...latin, familyNameCount: 2 };
    expect(compileNameTable(two)(scripted(FEMALE, [0, 0, 2]))).toEqual({
      sex: 'female',
      fullName: 'Ana García López',
      emailLocal: 'ana.garcia',
      userBase: 'ana_garcia',
    });
    expect(compileNameTable({ ...two, order: 'family-given' })(scripted(FEMALE, [0, 0, 2]))).toEqual({
      sex: 'female',
      fullName: 'García López Ana',
      emailLocal: 'ana.garcia',
      userBase: 'ana_garcia',
    });
  });

  it('adds the native form where the table has a script, joined by its separator', () => {
    const japanese: NameTableData = {
      order: 'family-given',
      nativeScripts: ['Han'],
      nativeSeparator: ' ',
      female: ['Hanako|花子'],
      male: ['Taro|太郎'],
      family: ['Yamada|山田'],
    };
    expect(compileNameTable(japanese)(scripted(MALE, []))).toEqual({
      sex: 'male',
      fullName: 'Yamada Taro',
      nativeName: '山田 太郎',
      emailLocal: 'taro.yamada',
      userBase: 'taro_yamada',
    });
    const chinese: NameTableData = { ...japanese, order: 'given-family', nativeSeparator: '' };
    expect(compileNameTable(chinese)(scripted(FEMALE, []))).toEqual({
      sex: 'female',
      fullName: 'Hanako Yamada',
      nativeName: '花子山田',
      emailLocal: 'hanako.yamada',
      userBase: 'hanako_yamada',
    });
  });

  it('gives women the family names of women: their own list, or the names with the suffix', () => {
    const gendered: NameTableData = { ...latin, family: { female: ['Nowak'], male: ['Kowalski'] } };
    expect(compileNameTable(gendered)(scripted(FEMALE, [0, 0])).fullName).toBe('Ana Nowak');
    expect(compileNameTable(gendered)(scripted(MALE, [0, 0])).fullName).toBe('Luis Kowalski');
    const russian: NameTableData = {
      order: 'given-family',
      nativeScripts: ['Cyrillic'],
      nativeSeparator: ' ',
      female: ['Anna|Анна'],
      male: ['Ivan|Иван'],
      family: ['Ivanov|Иванов'],
      femaleFamilySuffix: 'a|а',
    };
    expect(compileNameTable(russian)(scripted(FEMALE, []))).toEqual({
      sex: 'female',
      fullName: 'Anna Ivanova',
      nativeName: 'Анна Иванова',
      emailLocal: 'anna.ivanova',
      userBase: 'anna_ivanova',
    });
    expect(compileNameTable(russian)(scripted(MALE, [])).nativeName).toBe('Иван Иванов');
  });

  it('refuses a table with an empty list', () => {
    expect(() => compileNameTable({ ...latin, male: [] })).toThrow('A name table list is empty.');
    expect(() => compileNameTable({ ...latin, family: [] })).toThrow('A name table list is empty.');
  });
  it('keeps digits out of the username’s letters, and names a name without ASCII letters "agent"', () => {
    const odd: NameTableData = { order: 'given-family', female: ['Ana2'], male: ['Ñ'], family: ['3M', 'Ø'] };
    // "Ana2 3M": the slugs are "ana2" and "3m"; without digits, "ana" and "m".
    expect(compileNameTable(odd)(scripted(FEMALE, [0, 0])).userBase).toBe('ana_m');
    // "Ñ Ø" folds to "n" and "o": still letters. Only a name with none at all would be "agent".
    expect(compileNameTable(odd)(scripted(MALE, [0, 1])).userBase).toBe('n_o');
    const none: NameTableData = { order: 'given-family', female: ['7'], male: ['7'], family: ['8'] };
    expect(compileNameTable(none)(scripted(FEMALE, [0, 0])).userBase).toBe('agent');
  });
});
