// Turns a version 3 name table into a name generator for one region: first the person's
// naming tradition (in the region's mix), then their sex, given name and family name from that
// tradition's lists, each drawn with its real weight through an alias table. Everything but the
// draws is settled here, once per mission. The pieces a name is made of are exported for the
// names of households (householdNames.ts), so that both write a name the same way.
import {
  RANK_SHAPES,
  type FamilyForm,
  type FrequencyTable,
  type NameKind,
  type NameTradition,
  type RankedNames,
} from '../../../data/identity/names/frequency/frequencyTable.ts';
import type { Random } from '../../random.ts';
import { aliasTable, drawAlias, type AliasTable } from '../../sampling/aliasTable.ts';
import type { NameGenerator, PersonName, Sex } from '../identityKit.ts';
import { toPart, userBase, type NamePart } from './compileNameTable.ts';

/** A list's parts and the alias table its weights give. */
export interface WeightedParts {
  parts: readonly NamePart[];
  table: AliasTable;
}

/**
 * The weights of a list: its counts, or the shape of published lists of its kind when only the
 * order is known (RANK_SHAPES).
 *
 * @example rankedWeights({ names: ["a", "b"] }, "given") // [1 / 6, 1 / 7]
 */
export function rankedWeights(list: RankedNames, kind: NameKind): number[] {
  const { names, counts } = list;
  const { exponent, offset } = RANK_SHAPES[kind];
  if (counts === undefined) return names.map((_, rank) => 1 / (rank + 1 + offset) ** exponent);
  if (counts.length !== names.length)
    throw new Error(`A name list has ${names.length} names but ${counts.length} counts.`);
  return [...counts];
}

/** A list of given names, compiled: its parts and the alias table of their weights. */
export function weighted(list: RankedNames): WeightedParts {
  if (list.names.length === 0) throw new Error('A name list is empty.');
  return { parts: list.names.map(toPart), table: aliasTable(rankedWeights(list, 'given')) };
}

/** A person's family name: the Latin and native text, and the part their email and username use. */
export interface FamilyName {
  latin: string;
  native: string;
  main: NamePart;
}

export type FamilyDrawer = (random: Random, sex: Sex) => FamilyName;

/** The sex of someone whose sex is not yet known: even odds, one draw. */
export function drawSex(random: Random): Sex {
  return random.next() < 0.5 ? 'female' : 'male';
}

/** A name with a suffix written after it (a patronymic's stem and "son"), in every form. */
export function appended(part: NamePart, suffix: string): NamePart {
  const tail = toPart(suffix);
  const user = part.user + tail.user;
  return {
    latin: part.latin + tail.latin,
    native: part.native === '' ? '' : part.native + tail.native,
    slug: part.slug + tail.slug,
    user,
    userLead: `${user}_`,
  };
}

/** A single family name as the drawer gives it, made once per name rather than once per agent. */
export function whole(part: NamePart): FamilyName {
  return { latin: part.latin, native: part.native, main: part };
}

/**
 * Two family names, the father's and the mother's, in the order the form writes them: the father's
 * first (`double`) or the mother's first (`portuguese`). Either way the father's is the one an
 * email, a username and a sorted list use.
 */
export function twoFamilyNames(
  father: NamePart,
  mother: NamePart,
  fatherFirst: boolean,
  separator: string,
): FamilyName {
  const first = fatherFirst ? father : mother;
  const second = fatherFirst ? mother : father;
  return {
    latin: `${first.latin} ${second.latin}`,
    native: first.native === '' ? '' : `${first.native}${separator}${second.native}`,
    main: father,
  };
}

/**
 * A tradition's family names, compiled: each name's forms for women and men at the same index (one
 * list where the language does not change them; a patronymic's stems), and the alias table of
 * their weights.
 */
export interface FamilyLists {
  form: FamilyForm;
  female: readonly NamePart[];
  male: readonly NamePart[];
  table: AliasTable;
  /** What joins two family names, and a family and a given name, in the native script. */
  separator: string;
}

/** The family names of a tradition, compiled once. */
export function familyLists(tradition: NameTradition): FamilyLists {
  const family = tradition.family;
  const gendered = 'female' in family;
  const maleList = gendered ? family.male : family;
  const femaleList = gendered ? family.female : family;
  if (gendered && femaleList.names.length !== maleList.names.length)
    throw new Error(`Tradition ${tradition.id}: the female and male family lists differ in length.`);
  const male = maleList.names.map(toPart);
  return {
    form: tradition.familyForm ?? 'single',
    female: gendered ? femaleList.names.map(toPart) : male,
    male,
    // One weight table for both forms of a name: Kowalska is as common among women as Kowalski among men.
    table: aliasTable(rankedWeights(maleList, 'family')),
    separator: tradition.nativeSeparator ?? ' ',
  };
}

/** A tradition's family name for someone of a sex, drawn as its form writes it. */
export function familyDrawer(tradition: NameTradition, lists = familyLists(tradition)): FamilyDrawer {
  const { form, female: females, male: males, table, separator } = lists;
  if (form === 'patronymic') {
    const sons = males.map((stem) => whole(appended(stem, tradition.maleSuffix ?? '')));
    const daughters = males.map((stem) => whole(appended(stem, tradition.femaleSuffix ?? '')));
    return (random, sex) => (sex === 'female' ? daughters : sons)[drawAlias(table, random)] as FamilyName;
  }
  if (form === 'single') {
    const maleNames = males.map(whole);
    const femaleNames = females === males ? maleNames : females.map(whole);
    return (random, sex) =>
      (sex === 'female' ? femaleNames : maleNames)[drawAlias(table, random)] as FamilyName;
  }
  const fatherFirst = form === 'double';
  return (random, sex) => {
    const father = (sex === 'female' ? females : males)[drawAlias(table, random)] as NamePart;
    const mother = males[drawAlias(table, random)] as NamePart;
    return twoFamilyNames(father, mother, fatherFirst, separator);
  };
}

/**
 * An email's local part: the two names' letters joined by a dot, never a digit (so the number a
 * version 3 email ends with is the only one in it), never a dot at either end.
 */
function emailLocal(given: NamePart, family: NamePart): string {
  if (given.user === '') return family.user === '' ? 'agent' : family.user;
  return family.user === '' ? given.user : `${given.user}.${family.user}`;
}

/** Writes a person's name from its parts: the same name, in the same form, for anyone of a tradition. */
export type NameWriter = (sex: Sex, given: NamePart, last: FamilyName) => PersonName;

/** A tradition's way of writing a name: its order, and its native script where it has one. */
export function nameWriter(tradition: NameTradition): NameWriter {
  const familyFirst = tradition.order === 'family-given';
  const separator = tradition.nativeSeparator ?? ' ';
  // One closure per shape, each making its name in one literal: a name given nativeName after it
  // is made would take a second hidden class, and every reader of names two shapes.
  if (tradition.nativeScripts === undefined)
    return (sex, given, last) => ({
      sex,
      fullName: familyFirst ? `${last.latin} ${given.latin}` : `${given.latin} ${last.latin}`,
      emailLocal: emailLocal(given, last.main),
      userBase: userBase(given, last.main),
    });
  return (sex, given, last) => ({
    sex,
    fullName: familyFirst ? `${last.latin} ${given.latin}` : `${given.latin} ${last.latin}`,
    nativeName: familyFirst
      ? `${last.native}${separator}${given.native}`
      : `${given.native}${separator}${last.native}`,
    emailLocal: emailLocal(given, last.main),
    userBase: userBase(given, last.main),
  });
}

/** One tradition, compiled: a name of it from the stream. */
function compileTradition(tradition: NameTradition): (random: Random) => PersonName {
  const female = weighted(tradition.female);
  const male = weighted(tradition.male);
  const family = familyDrawer(tradition);
  const write = nameWriter(tradition);
  return (random) => {
    const sex = drawSex(random);
    const pool = sex === 'female' ? female : male;
    const given = pool.parts[drawAlias(pool.table, random)] as NamePart;
    return write(sex, given, family(random, sex));
  };
}

function ownShares(
  shares: Readonly<Record<string, readonly number[]>> | undefined,
  name: string,
): readonly number[] | undefined {
  const key = name.toLowerCase();
  return shares !== undefined && Object.hasOwn(shares, key) ? shares[key] : undefined;
}

/**
 * The shares of the traditions in a place: the city's own where the table has them, else its
 * region's, else the country's.
 */
export function traditionShares(table: FrequencyTable, admin1: string, city = ''): readonly number[] {
  const shares = ownShares(table.cityShares, city) ?? ownShares(table.regionShares, admin1) ?? table.shares;
  if (shares.length !== table.traditions.length)
    throw new Error(`${table.country}: ${shares.length} shares for ${table.traditions.length} traditions.`);
  return shares;
}

/** The traditions a place's people are named in, and the alias table that picks one (none when only one has a share). */
export interface PlaceMix {
  traditions: readonly NameTradition[];
  choice: AliasTable | undefined;
}

/**
 * The traditions of a place with a share in it, in the table's order, and the table of their shares:
 * a tradition whose share is zero there is left out, and a single one needs no draw.
 *
 * @example placeMix(NAMES_IS, "").traditions.length === 2; placeMix(NAMES_PL, "").choice === undefined
 */
export function placeMix(table: FrequencyTable, admin1: string, city = ''): PlaceMix {
  const shares = traditionShares(table, admin1, city);
  const used = table.traditions.flatMap((tradition, i) =>
    (shares[i] as number) > 0 ? [{ tradition, share: shares[i] as number }] : [],
  );
  if (used.length === 0) throw new Error(`${table.country}: no tradition has a share in "${admin1}".`);
  return {
    traditions: used.map((entry) => entry.tradition),
    choice: used.length === 1 ? undefined : aliasTable(used.map((entry) => entry.share)),
  };
}

/**
 * Compiles a table into the name generator of a place: its city's mix, else its region's (GeoNames
 * admin1 name), else the country's ("" for either means none). A tradition whose share in the region is zero is not compiled at all.
 *
 * @example compileFrequencyTable(NAMES_IN, "Maharashtra")(random).fullName // "Priya Patil", never "Abdul Tiwari"
 */
export function compileFrequencyTable(table: FrequencyTable, admin1: string, city = ''): NameGenerator {
  const { traditions, choice } = placeMix(table, admin1, city);
  const draws = traditions.map(compileTradition);
  if (choice === undefined) return draws[0] as (random: Random) => PersonName;
  return (random) => (draws[drawAlias(choice, random)] as (random: Random) => PersonName)(random);
}
