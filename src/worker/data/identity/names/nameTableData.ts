// The shape of a name table. Tables are plain data: the engine compiles them once per mission
// into the pools a name generator draws from.

/** How a full name is written, in Latin script and (where there is one) in the native script. */
export type NameOrder = 'given-family' | 'family-given';

/**
 * One name. Latin-script tables hold the name itself ("Müller"); tables of countries that write
 * in another script hold the romanisation and the native form as one string, "Yamada|山田", so
 * the two can never drift apart.
 */
export type NameEntry = string;

/** Family names that change with gender (Kowalski/Kowalska, Ivanov/Ivanova). */
export interface GenderedFamilyNames {
  female: readonly NameEntry[];
  male: readonly NameEntry[];
}

export interface NameTableData {
  order: NameOrder;
  /**
   * Unicode Script property values the native forms are written in (e.g. ["Han"] or
   * ["Han", "Hiragana"]); absent for tables whose names are written in Latin script.
   */
  nativeScripts?: readonly string[];
  /** What joins the two parts of the native form: "" for Chinese and Korean, a space elsewhere. */
  nativeSeparator?: string;
  female: readonly NameEntry[];
  male: readonly NameEntry[];
  family: readonly NameEntry[] | GenderedFamilyNames;
  /**
   * Appended to every family name for women, as an entry ("a|а"): Russian family names in
   * -ov/-ev/-in take -ova/-eva/-ina (Ivanov, Ivanova; Иванов, Иванова).
   */
  femaleFamilySuffix?: NameEntry;
  /**
   * 2 where people carry two family names (the father's first, then the mother's), as in
   * Spanish-speaking countries; 1 (the default) elsewhere. Only Latin-script tables use 2.
   */
  familyNameCount?: 1 | 2;
}

/** Separates the romanisation from the native form inside a `NameEntry`. */
export const NATIVE_SEPARATOR = '|';
