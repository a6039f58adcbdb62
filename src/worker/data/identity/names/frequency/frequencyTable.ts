// The shape of a version 3 name table: names in their real proportions, grouped by naming
// tradition, with the mix of traditions of each region. Plain data, compiled once per mission
// into alias tables (see engine/identity/names/compileFrequencyTable.ts).
import type { NameEntry, NameOrder } from '../nameTableData.ts';

/**
 * Names of one kind, commonest first. `counts`, when present, is parallel to `names`: the people
 * (or births, or per-mille shares) a published statistic gives each name; the draws follow it.
 * Without `counts` only the rank is known, and the weight follows the shape of published lists
 * (RANK_SHAPES).
 */
export interface RankedNames {
  names: readonly NameEntry[];
  counts?: readonly number[];
}

/**
 * How a person's family name is formed in a tradition.
 * - `single`: one family name from the list.
 * - `double`: two, the father's first then the mother's (Spain, Spanish America), each drawn
 *   from the list; `portuguese`: two as well, the mother's first then the father's (Brazil,
 *   Portugal), so the last one is the name a list sorts by.
 * - `patronymic`: no family name; the list holds fathers' names in the genitive ("Jóns",
 *   "Guðmundar"... as written before the suffix), and the person's name is that stem plus
 *   `maleSuffix` or `femaleSuffix` (Icelandic: "Jónsson", "Jónsdóttir").
 */
export type FamilyForm = 'single' | 'double' | 'portuguese' | 'patronymic';

/**
 * What the family slot of a `single` tradition holds, and so what a child's is (the other forms
 * say it themselves: a `double` or `portuguese` child has a name of each parent, a `patronymic` one
 * its father's name):
 * - `family`: a family name, passed from father to children. The default.
 * - `father`: the father's given name (Ethiopia, Somalia, Egypt, Hausa, Uyghur and Tamil names
 *   are a given name followed by the father's): a child's is their father's given name.
 * - `personal`: a name of the person's own, nothing inherited (Burmese, Tibetan, most Javanese and
 *   Balinese names have no family name): a child's is drawn as anyone's is.
 */
export type FamilySlot = 'family' | 'father' | 'personal';

/**
 * Whether a couple goes by one family name or each keeps the one they were born with, as most
 * couples of the tradition do (for cover households: engine/identity/names/householdNames.ts).
 * - `shared`: the wife takes the name her husband passes on to their children, in the form her
 *   sex writes it (Kowalski's wife is Kowalska); with two family names she keeps her own first and
 *   takes his in place of the other ("Ana Oliveira Silva"). In a same-sex couple the partner takes
 *   the head's. Most wives do, in law or in everyday use, in most of Europe, the English-speaking
 *   world, Russia, Ukraine, Turkey (Civil Code art. 187), Japan (Civil Code art. 750: one surname
 *   per couple, the husband's for about 95%), Thailand, the Philippines and most of India.
 * - `own`: each keeps theirs: where the law or custom never changes a name at marriage (China's
 *   Civil Code art. 1056, Korea, Vietnam, Iran, the Arab world, Italy in everyday use), where the
 *   name says whose child one is (patronymics; the `father` slot), where names are not inherited
 *   (the `personal` slot), and where two family names are carried: Spain and Spanish America, where
 *   each spouse keeps both, and Portugal and Brazil, where a wife may add her husband's last name to
 *   hers, taken here as kept.
 * Default: `shared` for a `single` tradition whose slot holds a `family` name, `own` otherwise.
 */
export type SpouseName = 'shared' | 'own';

export interface NameTradition {
  /** A short stable id, for the docs and the audit: "yoruba", "marathi", "icelandic". */
  id: string;
  order: NameOrder;
  /** As in NameTableData: the scripts of the native forms, when names are not written in Latin. */
  nativeScripts?: readonly string[];
  nativeSeparator?: string;
  female: RankedNames;
  male: RankedNames;
  /**
   * Family names. Where the language changes them with sex (Polish -ski/-ska, Czech -ová,
   * Russian -ov/-ova, Lithuanian, Latvian, Greek, Bulgarian), give both lists in the same order,
   * one name's two forms at the same position: `female[i]` is the feminine of `male[i]`.
   */
  family: RankedNames | { female: RankedNames; male: RankedNames };
  familyForm?: FamilyForm;
  /** For `patronymic`: "son" and "dóttir" in Iceland. */
  maleSuffix?: string;
  femaleSuffix?: string;
  /** For `single`: what the family slot holds (FamilySlot); a family name when absent. */
  familySlot?: FamilySlot;
  /** Whether spouses share a family name (SpouseName); by default, as `familyForm` and `familySlot` imply. */
  spouseName?: SpouseName;
  /**
   * Given names by their bearers' years of birth, where naming follows fashion so closely that a name
   * tells a generation (Korea's Yeong-ja is a grandmother's name, Seo-yeon a student's). Read only by
   * versions with MissionVersionContents.ageNames; a year no cohort covers draws from the whole list.
   */
  cohorts?: readonly NameCohort[];
}

/**
 * The given names of people born in `born[0]`–`born[1]` (inclusive), commonest first, each an entry
 * of the tradition's `female` or `male` list, whole ("Yuko|優子") or by its Latin form (the first
 * entry of that form); weighted by rank (RANK_SHAPES.given).
 */
export interface NameCohort {
  born: readonly [number, number];
  female: readonly string[];
  male: readonly string[];
}

export interface FrequencyTable {
  /** ISO 3166-1 alpha-2 of the country. */
  country: string;
  traditions: readonly NameTradition[];
  /** Share of each tradition in the country as a whole, parallel to `traditions` (any scale). */
  shares: readonly number[];
  /**
   * Shares in particular first-level regions (GeoNames admin1 name, lower case) where the mix
   * differs from the country's: Maharashtra's is not Tamil Nadu's, Lagos State's not Kano's.
   */
  regionShares?: Readonly<Record<string, readonly number[]>>;
  /**
   * Shares in particular cities (the city list's name, lower case) whose mix differs from their
   * region's: Mumbai is far less Marathi than Maharashtra. Win over the region's.
   */
  cityShares?: Readonly<Record<string, readonly number[]>>;
  /** Where the names, ranks and counts come from: publisher, dataset and year, one per line. */
  sources: readonly string[];
}

/**
 * The weight of the name at rank r (from 1) when only ranks are known: 1 / (r + offset) ** exponent.
 * A plain 1 / r gives the head far too much (the commonest of 500 surnames would be one person in
 * seven, where Smith is one American in 121). The shapes are fitted to two published lists: the US
 * Census 2010 surnames (Smith 0.83%, the 10th about 0.39%, the 100th about 0.08%, the 500th about
 * 0.022%: ratios 2.1, 10 and 38 to the first, which 0.8 and 5 give as 2.1, 10 and 35) and the US
 * Social Security given names of people born 1945–2005 (ratios about 2.3 at rank 10 and 16 at
 * rank 100, which 1 and 5 give as 2.4 and 17.5).
 */
export const RANK_SHAPES = {
  given: { exponent: 1, offset: 5 },
  family: { exponent: 0.8, offset: 5 },
} as const;

export type NameKind = keyof typeof RANK_SHAPES;
