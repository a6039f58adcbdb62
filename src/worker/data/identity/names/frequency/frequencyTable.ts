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
