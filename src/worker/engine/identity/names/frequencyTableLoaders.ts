// Where each version 3 name table lives: one module per country, fetched only for a mission
// there (each entry a literal `import()`, so Vite splits every table into its own chunk).
import type { FrequencyTable } from '../../../data/identity/names/frequency/frequencyTable.ts';

type FrequencyLoader = () => Promise<FrequencyTable>;

/** Countries with a table of names by real frequency, by ISO 3166-1 alpha-2 code. */
export const FREQUENCY_TABLES: Readonly<Record<string, FrequencyLoader>> = {
  AR: () => import('../../../data/identity/names/frequency/ar.ts').then((m) => m.NAMES),
  BD: () => import('../../../data/identity/names/frequency/bd.ts').then((m) => m.NAMES),
  BR: () => import('../../../data/identity/names/frequency/br.ts').then((m) => m.NAMES),
  CN: () => import('../../../data/identity/names/frequency/cn.ts').then((m) => m.NAMES),
  CO: () => import('../../../data/identity/names/frequency/co.ts').then((m) => m.NAMES),
  DE: () => import('../../../data/identity/names/frequency/de.ts').then((m) => m.NAMES),
  EG: () => import('../../../data/identity/names/frequency/eg.ts').then((m) => m.NAMES),
  ES: () => import('../../../data/identity/names/frequency/es.ts').then((m) => m.NAMES),
  ET: () => import('../../../data/identity/names/frequency/et.ts').then((m) => m.NAMES),
  FR: () => import('../../../data/identity/names/frequency/fr.ts').then((m) => m.NAMES),
  GB: () => import('../../../data/identity/names/frequency/gb.ts').then((m) => m.NAMES),
  ID: () => import('../../../data/identity/names/frequency/id.ts').then((m) => m.NAMES),
  IN: () => import('../../../data/identity/names/frequency/in.ts').then((m) => m.NAMES),
  IR: () => import('../../../data/identity/names/frequency/ir.ts').then((m) => m.NAMES),
  IS: () => import('../../../data/identity/names/frequency/is.ts').then((m) => m.NAMES),
  IT: () => import('../../../data/identity/names/frequency/it.ts').then((m) => m.NAMES),
  JP: () => import('../../../data/identity/names/frequency/jp.ts').then((m) => m.NAMES),
  KR: () => import('../../../data/identity/names/frequency/kr.ts').then((m) => m.NAMES),
  MM: () => import('../../../data/identity/names/frequency/mm.ts').then((m) => m.NAMES),
  MX: () => import('../../../data/identity/names/frequency/mx.ts').then((m) => m.NAMES),
  NG: () => import('../../../data/identity/names/frequency/ng.ts').then((m) => m.NAMES),
  NL: () => import('../../../data/identity/names/frequency/nl.ts').then((m) => m.NAMES),
  PH: () => import('../../../data/identity/names/frequency/ph.ts').then((m) => m.NAMES),
  PK: () => import('../../../data/identity/names/frequency/pk.ts').then((m) => m.NAMES),
  PL: () => import('../../../data/identity/names/frequency/pl.ts').then((m) => m.NAMES),
  PT: () => import('../../../data/identity/names/frequency/pt.ts').then((m) => m.NAMES),
  RU: () => import('../../../data/identity/names/frequency/ru.ts').then((m) => m.NAMES),
  TH: () => import('../../../data/identity/names/frequency/th.ts').then((m) => m.NAMES),
  TR: () => import('../../../data/identity/names/frequency/tr.ts').then((m) => m.NAMES),
  UA: () => import('../../../data/identity/names/frequency/ua.ts').then((m) => m.NAMES),
  US: () => import('../../../data/identity/names/frequency/us.ts').then((m) => m.NAMES),
  VN: () => import('../../../data/identity/names/frequency/vn.ts').then((m) => m.NAMES),
};

/**
 * The loader of a country's frequency table, or undefined where it has none (its version 2 table,
 * drawn uniformly, names its people: see loadNameGenerator.ts).
 *
 * @example await frequencyTableLoader("FR")?.() // the French table
 */
export function frequencyTableLoader(countryCode: string): FrequencyLoader | undefined {
  return Object.hasOwn(FREQUENCY_TABLES, countryCode) ? FREQUENCY_TABLES[countryCode] : undefined;
}
