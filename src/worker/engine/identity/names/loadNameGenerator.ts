// Names for a country: its own table where it has one, else its region's, else the neutral
// international list. Only the chosen table's module is fetched.
import {
  DEFAULT_FAMILY_NAMES,
  DEFAULT_GIVEN_NAMES_FEMALE,
  DEFAULT_GIVEN_NAMES_MALE,
} from '../../../data/defaultIdentity.ts';
import type { NameTableData } from '../../../data/identity/names/nameTableData.ts';
import type { NameGenerator } from '../identityKit.ts';
import { compileNameTable } from './compileNameTable.ts';
import { compileFrequencyTable } from './compileFrequencyTable.ts';
import { frequencyTableLoader } from './frequencyTableLoaders.ts';
import { COUNTRY_NAME_TABLES, nameTableLoader } from './nameTableLoaders.ts';

/** The table for an unknown country ("") or one no region claims: neutral, international. */
export const FALLBACK_NAME_TABLE: NameTableData = {
  order: 'given-family',
  female: DEFAULT_GIVEN_NAMES_FEMALE,
  male: DEFAULT_GIVEN_NAMES_MALE,
  family: DEFAULT_FAMILY_NAMES,
};

/** Countries with a table of their own (ISO alpha-2, sorted), for the coverage audit. */
export const NAME_TABLE_COUNTRIES: readonly string[] = Object.keys(COUNTRY_NAME_TABLES).sort();

export type NameTableKind = 'country' | 'regional' | 'fallback';

/**
 * Which kind of table names people of a country.
 *
 * @example nameTableKind("JP") === "country"; nameTableKind("LU") === "regional"; nameTableKind("") === "fallback"
 */
export function nameTableKind(countryCode: string): NameTableKind {
  if (Object.hasOwn(COUNTRY_NAME_TABLES, countryCode)) return 'country';
  return nameTableLoader(countryCode) !== undefined ? 'regional' : 'fallback';
}

/**
 * The table that names people of a country: its own, its region's, or the fallback.
 *
 * @example (await loadNameTable("JP")).order === "family-given"
 */
export async function loadNameTable(countryCode: string): Promise<NameTableData> {
  const load = nameTableLoader(countryCode);
  return load !== undefined ? load() : FALLBACK_NAME_TABLE;
}

/**
 * The name generator for an ISO country code (upper case; "" when unknown). Names follow the
 * country's conventions: its given and family names, its order, and its own script beside the
 * romanisation where it writes names in another one.
 *
 * @example (await loadNameGenerator("JP"))(createRandom(1)) // { fullName: "Sato Yui", nativeName: "佐藤 結衣", emailLocal: "yui.sato" }
 */
export async function loadNameGenerator(countryCode: string): Promise<NameGenerator> {
  return compileNameTable(await loadNameTable(countryCode));
}

/**
 * Version 3's name generator for a place: the country's table of names by real frequency, in the
 * mix of traditions of the place's city or region (GeoNames admin1 name); where the country has no such
 * table, its version 2 table.
 *
 * @example (await loadNameGeneratorV3("IN", "Maharashtra"))(createRandom(1)).fullName // "Sunita Patil"
 */
export async function loadNameGeneratorV3(
  countryCode: string,
  admin1: string,
  city = '',
): Promise<NameGenerator> {
  const load = frequencyTableLoader(countryCode);
  if (load === undefined) return loadNameGenerator(countryCode);
  return compileFrequencyTable(await load(), admin1, city);
}
