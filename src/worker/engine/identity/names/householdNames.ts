// Names of people who live together (version 4's cover households), from a version 3 table. A
// household is drawn once, from its own stream: its tradition in the place's mix, the couple's
// sexes and given names, and the family name each of them was born with. Each member's name is
// then made from it as the tradition passes names on (FamilyForm, FamilySlot, SpouseName in
// frequencyTable.ts), and written as a single person's name is (compileFrequencyTable.ts).
//
// The couple's given names belong to the household, not to their own streams: where a child is
// named after its father (Jónsson, an Ethiopian or Somali second name), every member must know his.
import {
  type FamilySlot,
  type FrequencyTable,
  type NameCohort,
  type NameTradition,
  type RankedNames,
  type SpouseName,
} from '../../../data/identity/names/frequency/frequencyTable.ts';
import {
  NATIVE_SEPARATOR,
  type NameEntry,
  type NameTableData,
} from '../../../data/identity/names/nameTableData.ts';
import type { Random } from '../../random.ts';
import { aliasTable, drawAlias, type AliasTable } from '../../sampling/aliasTable.ts';
import type {
  CoupleBirthYears,
  HouseholdFamily,
  HouseholdNames,
  Kinship,
  PersonName,
  Sex,
} from '../identityKit.ts';
import type { NamePart } from './compileNameTable.ts';
import {
  appended,
  drawSex,
  familyDrawer,
  familyLists,
  nameWriter,
  placeMix,
  rankedWeights,
  twoFamilyNames,
  weighted,
  whole,
  type FamilyDrawer,
  type FamilyLists,
  type FamilyName,
  type NameWriter,
  type WeightedParts,
} from './compileFrequencyTable.ts';
import { frequencyTableLoader } from './frequencyTableLoaders.ts';
import { loadNameTable } from './loadNameGenerator.ts';

/**
 * The share of couples living together who are of the same sex: about 1 in 100. The US census
 * counted 646,000 same-sex couples in 2010, about 1% of all couples (1.7% of coupled households in
 * 2020); Canada's 2016 census 0.9% of couples. Most countries count fewer, where they count them.
 */
export const SAME_SEX_COUPLES = 0.01;

/**
 * The family name someone was born with, as indices into the tradition's family list: the name
 * from the father (the one passed on; a patronymic's stem) and, in the two-name forms only, the one
 * from the mother (else -1).
 */
interface Line {
  readonly paternal: number;
  readonly maternal: number;
}

/** What a household's members are named from: `HouseholdFamily.lines`, read here alone. */
interface Couple {
  /** The tradition's index among the place's (PlaceMix). */
  readonly tradition: number;
  readonly headGiven: number;
  readonly headLine: Line;
  readonly partnerGiven: number;
  readonly partnerLine: Line;
  /**
   * What the children are named after where the couple cannot give it: a male given name (the
   * `father` slot) or a patronymic's stem, drawn for the household when the couple has no man, or
   * (patronymic) when the father's name has no stem in the list; -1 when not needed.
   */
  readonly donor: number;
}

/** A tradition compiled for households. */
interface HouseholdTradition {
  readonly female: WeightedParts;
  readonly male: WeightedParts;
  readonly lists: FamilyLists;
  readonly write: NameWriter;
  /** A family name drawn as anyone's: a `personal` slot's child's. */
  readonly drawFamily: FamilyDrawer;
  readonly slot: FamilySlot;
  readonly spouse: SpouseName;
  readonly suffixes: Readonly<Record<Sex, string>>;
  /** For `patronymic`: the stem of each male given name (its index in the family list), -1 where there is none. */
  readonly stems: readonly number[];
  /** The given names of each generation (NameCohort), as indices into `female` and `male`. */
  readonly cohorts: readonly CompiledCohort[];
}

/** A cohort's names of one sex: their indices in the tradition's list, and the table of their ranks' weights. */
interface CohortPool {
  readonly indices: readonly number[];
  readonly table: AliasTable;
}

interface CompiledCohort {
  readonly from: number;
  readonly to: number;
  readonly female: CohortPool;
  readonly male: CohortPool;
}

/** The parent whose name the children carry (the "father"), and the other. */
interface Parents {
  readonly fatherIsMan: boolean;
  readonly fatherGiven: number;
  readonly father: Line;
  readonly mother: Line;
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`A household's names refer to entry ${index} of ${items.length}.`);
  return item;
}

function other(sex: Sex): Sex {
  return sex === 'female' ? 'male' : 'female';
}

/**
 * The genitives an Icelandic man's name may take before -son and -dóttir, most likely first: Jón →
 * Jóns, Sigurður → Sigurðar, Guðmundur → Guðmunds, Helgi → Helga, Birgir → Birgis, Egill → Egils,
 * Magnús → Magnús, Hákon → Hákonar; with ö turned back to a (Hörður → Harðar, Þröstur → Þrastar).
 * Of a double name ("Ólafur Þór") the first is the father's name in a patronymic.
 */
function genitiveCandidates(name: string): string[] {
  const first = name.split(' ')[0] ?? name;
  const umlaut = first.lastIndexOf('ö');
  const stems = umlaut < 0 ? [first] : [first, `${first.slice(0, umlaut)}a${first.slice(umlaut + 1)}`];
  return stems.flatMap((stem) => {
    const candidates = [`${stem}s`, stem];
    if (stem.endsWith('ur')) candidates.push(`${stem.slice(0, -2)}s`, `${stem.slice(0, -2)}ar`);
    else if (stem.endsWith('i')) candidates.push(`${stem.slice(0, -1)}a`);
    else if (/[lnr]$/.test(stem)) candidates.push(`${stem.slice(0, -1)}s`);
    candidates.push(`${stem}ar`);
    return candidates;
  });
}

/** Each male given name's patronymic stem: the first of its genitives the stem list holds, else -1. */
function stemsOf(given: readonly NamePart[], stems: readonly NamePart[]): number[] {
  const byLatin = new Map(stems.map((stem, index) => [stem.latin, index] as const));
  return given.map((name) => {
    const found = genitiveCandidates(name.latin).find((candidate) => byLatin.has(candidate));
    return found === undefined ? -1 : (byLatin.get(found) as number);
  });
}

/**
 * A cohort's names of one sex found in the tradition's list, weighted by their rank in the cohort. A
 * name is a whole entry ("Yuko|優子", where the list writes one reading with several characters) or
 * its Latin form alone (the first entry of that form).
 */
function cohortPool(
  tradition: NameTradition,
  list: RankedNames,
  names: readonly string[],
  born: string,
): CohortPool {
  const byEntry = new Map(list.names.map((entry, index) => [entry, index] as const));
  const byLatin = new Map<string, number>();
  list.names.forEach((entry, index) => {
    const latin = entry.split(NATIVE_SEPARATOR)[0] ?? entry;
    if (!byLatin.has(latin)) byLatin.set(latin, index);
  });
  const indices = names.map((name) => {
    const index = byEntry.get(name) ?? (name.includes(NATIVE_SEPARATOR) ? undefined : byLatin.get(name));
    if (index === undefined)
      throw new Error(
        `Tradition ${tradition.id}: the cohort born ${born} names "${name}", which its list does not hold.`,
      );
    return index;
  });
  // Ranked as a list of given names is where only the order is known.
  return { indices, table: aliasTable(rankedWeights({ names }, 'given')) };
}

function compileCohorts(tradition: NameTradition): CompiledCohort[] {
  return (tradition.cohorts ?? []).map((cohort: NameCohort) => {
    const born = `${cohort.born[0]}–${cohort.born[1]}`;
    return {
      from: cohort.born[0],
      to: cohort.born[1],
      female: cohortPool(tradition, tradition.female, cohort.female, born),
      male: cohortPool(tradition, tradition.male, cohort.male, born),
    };
  });
}

function compileTradition(tradition: NameTradition): HouseholdTradition {
  const lists = familyLists(tradition);
  const slot = tradition.familySlot ?? 'family';
  if (slot !== 'family' && lists.form !== 'single')
    throw new Error(`Tradition ${tradition.id}: a "${slot}" family slot is for the single form only.`);
  const spouse = tradition.spouseName ?? (lists.form === 'single' && slot === 'family' ? 'shared' : 'own');
  if (spouse === 'shared' && (slot === 'personal' || lists.form === 'patronymic'))
    throw new Error(`Tradition ${tradition.id}: a couple cannot share a name that is not passed on.`);
  const male = weighted(tradition.male);
  return {
    female: weighted(tradition.female),
    male,
    lists,
    write: nameWriter(tradition),
    drawFamily: familyDrawer(tradition, lists),
    slot,
    spouse,
    suffixes: { female: tradition.femaleSuffix ?? '', male: tradition.maleSuffix ?? '' },
    stems: lists.form === 'patronymic' ? stemsOf(male.parts, lists.male) : [],
    cohorts: compileCohorts(tradition),
  };
}

function pool(tradition: HouseholdTradition, sex: Sex): WeightedParts {
  return sex === 'female' ? tradition.female : tradition.male;
}

/**
 * A given name's index in the tradition's list of its sex: drawn from the cohort of the year `born`
 * where one covers it (and `born` is given), else from the whole list. Either is one alias draw.
 */
function drawGiven(
  tradition: HouseholdTradition,
  sex: Sex,
  random: Random,
  born: number | undefined,
): number {
  if (born !== undefined) {
    for (const cohort of tradition.cohorts) {
      if (born < cohort.from || born > cohort.to) continue;
      const names = sex === 'female' ? cohort.female : cohort.male;
      return names.indices[drawAlias(names.table, random)] as number;
    }
  }
  return drawAlias(pool(tradition, sex).table, random);
}

/** A family name as someone of the tradition is born with it: the draws a single person's takes. */
function drawLine(lists: FamilyLists, random: Random): Line {
  const paternal = drawAlias(lists.table, random);
  const twoNames = lists.form === 'double' || lists.form === 'portuguese';
  return { paternal, maternal: twoNames ? drawAlias(lists.table, random) : -1 };
}

/** The family name a line gives someone of a sex, written as a single person's is. */
function written(tradition: HouseholdTradition, sex: Sex, line: Line): FamilyName {
  const { form, female, male, separator } = tradition.lists;
  const forms = sex === 'female' ? female : male;
  if (form === 'patronymic') return whole(appended(at(male, line.paternal), tradition.suffixes[sex]));
  if (form === 'single') return whole(at(forms, line.paternal));
  return twoFamilyNames(at(forms, line.paternal), at(male, line.maternal), form === 'double', separator);
}

/** Whether the head is the parent whose name the children carry: the man of a couple, the head of a same-sex one. */
function headIsFather(headSex: Sex, partnerSex: Sex): boolean {
  return headSex === 'male' || partnerSex === 'female';
}

function parents(family: HouseholdFamily, couple: Couple): Parents {
  const head = headIsFather(family.headSex, family.partnerSex);
  return {
    fatherIsMan: (head ? family.headSex : family.partnerSex) === 'male',
    fatherGiven: head ? couple.headGiven : couple.partnerGiven,
    father: head ? couple.headLine : couple.partnerLine,
    mother: head ? couple.partnerLine : couple.headLine,
  };
}

/** Whether a household of this couple needs a donor's name for its children (see Couple.donor). */
function needsDonor(tradition: HouseholdTradition, fatherIsMan: boolean, fatherGiven: number): boolean {
  if (tradition.lists.form === 'patronymic') return !fatherIsMan || at(tradition.stems, fatherGiven) < 0;
  return tradition.slot === 'father' && !fatherIsMan;
}

/** A head's or a partner's family name: their own, or their spouse's where the couple shares one. */
function spouseFamily(
  tradition: HouseholdTradition,
  family: HouseholdFamily,
  couple: Couple,
  isHead: boolean,
): FamilyName {
  const sex = isHead ? family.headSex : family.partnerSex;
  const own = isHead ? couple.headLine : couple.partnerLine;
  if (tradition.spouse === 'own' || isHead === headIsFather(family.headSex, family.partnerSex))
    return written(tradition, sex, own);
  const { father, fatherGiven } = parents(family, couple);
  const form = tradition.lists.form;
  if (form === 'double')
    return written(tradition, sex, { paternal: own.paternal, maternal: father.paternal });
  if (form === 'portuguese')
    return written(tradition, sex, { paternal: father.paternal, maternal: own.paternal });
  if (tradition.slot === 'father') {
    const fatherSex = isHead ? family.partnerSex : family.headSex;
    return whole(at(pool(tradition, fatherSex).parts, fatherGiven));
  }
  return written(tradition, sex, { paternal: father.paternal, maternal: -1 });
}

/** A child's family name: what its tradition passes on from this couple. */
function childFamily(
  tradition: HouseholdTradition,
  family: HouseholdFamily,
  couple: Couple,
  sex: Sex,
  random: Random,
): FamilyName {
  const { fatherIsMan, fatherGiven, father, mother } = parents(family, couple);
  const form = tradition.lists.form;
  if (form === 'patronymic') {
    const own = fatherIsMan ? at(tradition.stems, fatherGiven) : -1;
    return written(tradition, sex, { paternal: own < 0 ? couple.donor : own, maternal: -1 });
  }
  if (form !== 'single')
    return written(tradition, sex, { paternal: father.paternal, maternal: mother.paternal });
  if (tradition.slot === 'personal') return tradition.drawFamily(random, sex);
  if (tradition.slot === 'father')
    return whole(at(tradition.male.parts, fatherIsMan ? fatherGiven : couple.donor));
  return written(tradition, sex, { paternal: father.paternal, maternal: -1 });
}

/** How many times a same-sex partner's given name is drawn again while it is the head's. */
const COUPLE_NAME_REDRAWS = 8;

/**
 * Compiles a table into the names of a place's households: its city's mix of traditions, else its
 * region's, else the country's, as compileFrequencyTable draws them.
 *
 * 1. `family` draws, from the household's stream, its tradition, the head's sex (even odds), the
 *    partner's (the other sex but for SAME_SEX_COUPLES), their given names (two different ones) and
 *    the family names each was born with (as a single person of that sex draws them).
 * 2. `member` names the head and the partner with their given names and their own family names,
 *    or, where the tradition's couples share one (SpouseName), the wife takes the name the man
 *    passes on, in her form: Szymański's wife is Szymańska (in a same-sex couple, the head's).
 * 3. A child's sex is drawn from its own stream (even odds), then a given name of that sex, and the
 *    family name its tradition passes on from the parent who passes one on (the man of the couple;
 *    the head of a same-sex one): his family name in the child's form (`single`); his first and
 *    the mother's first (`double`: García López), the mother's last and his last (`portuguese`:
 *    Santos Silva); his given name (`father` slot: Abebe Girma's child is … Abebe); his name's
 *    genitive and -son or -dóttir (`patronymic`: Jón's, Jónsson, Jónsdóttir). Where the couple has
 *    no man, or his name has no patronymic stem in the list, the children's father is one drawn for
 *    the household; a `personal` slot's child draws its own, as anyone does.
 *
 * @example const names = compileHouseholdNames(NAMES_PL, "Masovian Voivodeship");
 *   const family = names.family(createRandom(5));
 *   names.member(createRandom(100), family, "head").fullName // "Czesław Szymański"
 *   names.member(createRandom(101), family, "partner").fullName // "Halina Szymańska"
 *   names.member(createRandom(102), family, "child").fullName // "Andrzej Szymański"
 */
export function compileHouseholdNames(table: FrequencyTable, admin1: string, city = ''): HouseholdNames {
  const { traditions, choice } = placeMix(table, admin1, city);
  const compiled = traditions.map(compileTradition);
  return {
    family(random: Random, born?: CoupleBirthYears): HouseholdFamily {
      const index = choice === undefined ? 0 : drawAlias(choice, random);
      const tradition = at(compiled, index);
      const headSex = drawSex(random);
      const partnerSex = random.next() < SAME_SEX_COUPLES ? headSex : other(headSex);
      const headGiven = drawGiven(tradition, headSex, random, born?.head);
      const headLine = drawLine(tradition.lists, random);
      let partnerGiven = drawGiven(tradition, partnerSex, random, born?.partner);
      // Two men named Tadeusz Wójcik in one home read as a mistake: a couple of one sex takes two names.
      for (let i = 0; i < COUPLE_NAME_REDRAWS && partnerSex === headSex && partnerGiven === headGiven; i++)
        partnerGiven = drawGiven(tradition, partnerSex, random, born?.partner);
      const partnerLine = drawLine(tradition.lists, random);
      const head = headIsFather(headSex, partnerSex);
      const fatherIsMan = (head ? headSex : partnerSex) === 'male';
      const donor = needsDonor(tradition, fatherIsMan, head ? headGiven : partnerGiven)
        ? drawAlias(
            tradition.lists.form === 'patronymic' ? tradition.lists.table : tradition.male.table,
            random,
          )
        : -1;
      const couple: Couple = { tradition: index, headGiven, headLine, partnerGiven, partnerLine, donor };
      return { headSex, partnerSex, lines: couple };
    },
    member(random: Random, family: HouseholdFamily, kinship: Kinship, born?: number): PersonName {
      const couple = family.lines as Couple;
      const tradition = at(compiled, couple.tradition);
      if (kinship === 'child') {
        const sex = drawSex(random);
        const part = at(pool(tradition, sex).parts, drawGiven(tradition, sex, random, born));
        return tradition.write(sex, part, childFamily(tradition, family, couple, sex, random));
      }
      const isHead = kinship === 'head';
      const sex = isHead ? family.headSex : family.partnerSex;
      const part = at(pool(tradition, sex).parts, isHead ? couple.headGiven : couple.partnerGiven);
      return tradition.write(sex, part, spouseFamily(tradition, family, couple, isHead));
    },
  };
}

/** A list every name of which weighs the same: version 2 draws its names uniformly. */
function even(names: readonly NameEntry[]): RankedNames {
  return { names, counts: names.map(() => 1) };
}

/** A family name entry with the feminine ending of a version 2 table ("Ivanov|Иванов" → "Ivanova|Иванова"). */
function suffixed(entry: NameEntry, suffix: NameEntry): NameEntry {
  const [latin = '', native] = entry.split(NATIVE_SEPARATOR);
  const [ending = '', nativeEnding = ''] = suffix.split(NATIVE_SEPARATOR);
  return native === undefined
    ? `${latin}${ending}`
    : `${latin}${ending}${NATIVE_SEPARATOR}${native}${nativeEnding}`;
}

/**
 * A version 2 table as one tradition of a version 3 one, every name weighing the same, so that the
 * households of a country without names by frequency share names too. Its customs are the forms'
 * defaults: one family name shared by the couple and passed to the children, or two kept (the
 * Spanish-speaking countries).
 */
function traditionOf(table: NameTableData, country: string): FrequencyTable {
  const family = table.family;
  const suffix = table.femaleFamilySuffix;
  const tradition: NameTradition = {
    id: 'version-2',
    order: table.order,
    female: even(table.female),
    male: even(table.male),
    family:
      'female' in family
        ? { female: even(family.female), male: even(family.male) }
        : suffix === undefined
          ? even(family)
          : { female: even(family.map((entry) => suffixed(entry, suffix))), male: even(family) },
    familyForm: table.familyNameCount === 2 ? 'double' : 'single',
  };
  if (table.nativeScripts !== undefined) tradition.nativeScripts = table.nativeScripts;
  if (table.nativeSeparator !== undefined) tradition.nativeSeparator = table.nativeSeparator;
  return { country, traditions: [tradition], shares: [1], sources: [] };
}

/**
 * The names of a place's households: the country's table of names by real frequency in the mix of
 * its city or region, as loadNameGeneratorV3 loads it; where the country has none, its version 2
 * table (or its region's, or the fallback), as one tradition of evenly weighted names whose couples
 * share one family name (two kept, where people carry two) and pass it on.
 *
 * @example const names = await loadHouseholdNames("KR", "Seoul", "Seoul");
 *   const family = names.family(createRandom(2));
 *   names.member(createRandom(100), family, "head").nativeName // "김재원"
 *   names.member(createRandom(101), family, "partner").nativeName // "이영희": Korean wives keep their name
 *   names.member(createRandom(102), family, "child").nativeName // "김정일"
 */
export async function loadHouseholdNames(
  countryCode: string,
  admin1: string,
  city: string,
): Promise<HouseholdNames> {
  const load = frequencyTableLoader(countryCode);
  if (load !== undefined) return compileHouseholdNames(await load(), admin1, city);
  return compileHouseholdNames(traditionOf(await loadNameTable(countryCode), countryCode), '');
}
