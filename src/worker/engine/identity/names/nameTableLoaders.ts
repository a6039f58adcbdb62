// Where each name table lives. Every entry is a literal `import()`, so Vite sees each table
// module and splits it into its own chunk: the worker fetches only the resolved country's
// table (or its region's), never the whole set.
import type { NameTableData } from '../../../data/identity/names/nameTableData.ts';
import { NAME_REGION_OF_COUNTRY } from '../../../data/identity/names/nameRegions.ts';

type TableLoader = () => Promise<NameTableData>;

/** Country-specific tables, by ISO 3166-1 alpha-2 code. */
export const COUNTRY_NAME_TABLES: Readonly<Record<string, TableLoader>> = {
  AF: () => import('../../../data/identity/names/centralAsia.ts').then((m) => m.AF),
  AO: () => import('../../../data/identity/names/southernAfrica.ts').then((m) => m.AO),
  AR: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.AR),
  AT: () => import('../../../data/identity/names/generated/at.ts').then((m) => m.NAMES),
  AU: () => import('../../../data/identity/names/generated/au.ts').then((m) => m.NAMES),
  AZ: () => import('../../../data/identity/names/generated/az.ts').then((m) => m.NAMES),
  BD: () => import('../../../data/identity/names/southAsia.ts').then((m) => m.BD),
  BE: () => import('../../../data/identity/names/generated/be.ts').then((m) => m.NAMES),
  BF: () => import('../../../data/identity/names/westAfrica.ts').then((m) => m.BF),
  BI: () => import('../../../data/identity/names/eastAfrica.ts').then((m) => m.BI),
  BJ: () => import('../../../data/identity/names/westAfrica.ts').then((m) => m.BJ),
  BO: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.BO),
  BR: () => import('../../../data/identity/names/generated/br.ts').then((m) => m.NAMES),
  CA: () => import('../../../data/identity/names/generated/ca.ts').then((m) => m.NAMES),
  CD: () => import('../../../data/identity/names/centralAfrica.ts').then((m) => m.CD),
  CH: () => import('../../../data/identity/names/generated/ch.ts').then((m) => m.NAMES),
  CI: () => import('../../../data/identity/names/westAfrica.ts').then((m) => m.CI),
  CL: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.CL),
  CM: () => import('../../../data/identity/names/centralAfrica.ts').then((m) => m.CM),
  CN: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.CN),
  CO: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.CO),
  CU: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.CU),
  CZ: () => import('../../../data/identity/names/generated/cz.ts').then((m) => m.NAMES),
  DE: () => import('../../../data/identity/names/generated/de.ts').then((m) => m.NAMES),
  DK: () => import('../../../data/identity/names/generated/dk.ts').then((m) => m.NAMES),
  DO: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.DO),
  DZ: () => import('../../../data/identity/names/arabic.ts').then((m) => m.DZ),
  EC: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.EC),
  EG: () => import('../../../data/identity/names/arabic.ts').then((m) => m.EG),
  ES: () => import('../../../data/identity/names/generated/es.ts').then((m) => m.NAMES),
  ET: () => import('../../../data/identity/names/eastAfrica.ts').then((m) => m.ET),
  FI: () => import('../../../data/identity/names/generated/fi.ts').then((m) => m.NAMES),
  FR: () => import('../../../data/identity/names/generated/fr.ts').then((m) => m.NAMES),
  GB: () => import('../../../data/identity/names/europe.ts').then((m) => m.GB),
  GH: () => import('../../../data/identity/names/generated/gh.ts').then((m) => m.NAMES),
  GN: () => import('../../../data/identity/names/westAfrica.ts').then((m) => m.GN),
  GR: () => import('../../../data/identity/names/europe.ts').then((m) => m.GR),
  GT: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.GT),
  HK: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.HK),
  HN: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.HN),
  HR: () => import('../../../data/identity/names/generated/hr.ts').then((m) => m.NAMES),
  HT: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.HT),
  HU: () => import('../../../data/identity/names/generated/hu.ts').then((m) => m.NAMES),
  ID: () => import('../../../data/identity/names/generated/id.ts').then((m) => m.NAMES),
  IE: () => import('../../../data/identity/names/europe.ts').then((m) => m.IE),
  IL: () => import('../../../data/identity/names/europe.ts').then((m) => m.IL),
  IN: () => import('../../../data/identity/names/southAsia.ts').then((m) => m.IN),
  IQ: () => import('../../../data/identity/names/arabic.ts').then((m) => m.IQ),
  IR: () => import('../../../data/identity/names/centralAsia.ts').then((m) => m.IR),
  IT: () => import('../../../data/identity/names/generated/it.ts').then((m) => m.NAMES),
  JO: () => import('../../../data/identity/names/arabic.ts').then((m) => m.JO),
  JP: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.JP),
  KE: () => import('../../../data/identity/names/eastAfrica.ts').then((m) => m.KE),
  KG: () => import('../../../data/identity/names/centralAsia.ts').then((m) => m.KG),
  KH: () => import('../../../data/identity/names/southeastAsia.ts').then((m) => m.KH),
  KP: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.KP),
  KR: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.KR),
  KZ: () => import('../../../data/identity/names/centralAsia.ts').then((m) => m.KZ),
  LK: () => import('../../../data/identity/names/southAsia.ts').then((m) => m.LK),
  LV: () => import('../../../data/identity/names/generated/lv.ts').then((m) => m.NAMES),
  MA: () => import('../../../data/identity/names/arabic.ts').then((m) => m.MA),
  MD: () => import('../../../data/identity/names/generated/md.ts').then((m) => m.NAMES),
  MG: () => import('../../../data/identity/names/southernAfrica.ts').then((m) => m.MG),
  ML: () => import('../../../data/identity/names/westAfrica.ts').then((m) => m.ML),
  MM: () => import('../../../data/identity/names/southeastAsia.ts').then((m) => m.MM),
  MW: () => import('../../../data/identity/names/southernAfrica.ts').then((m) => m.MW),
  MX: () => import('../../../data/identity/names/generated/mx.ts').then((m) => m.NAMES),
  MY: () => import('../../../data/identity/names/southeastAsia.ts').then((m) => m.MY),
  MZ: () => import('../../../data/identity/names/southernAfrica.ts').then((m) => m.MZ),
  NE: () => import('../../../data/identity/names/westAfrica.ts').then((m) => m.NE),
  NG: () => import('../../../data/identity/names/generated/ng.ts').then((m) => m.NAMES),
  NL: () => import('../../../data/identity/names/generated/nl.ts').then((m) => m.NAMES),
  NO: () => import('../../../data/identity/names/generated/no.ts').then((m) => m.NAMES),
  NP: () => import('../../../data/identity/names/southAsia.ts').then((m) => m.NP),
  PE: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.PE),
  PH: () => import('../../../data/identity/names/southeastAsia.ts').then((m) => m.PH),
  PK: () => import('../../../data/identity/names/southAsia.ts').then((m) => m.PK),
  PL: () => import('../../../data/identity/names/generated/pl.ts').then((m) => m.NAMES),
  PT: () => import('../../../data/identity/names/generated/pt.ts').then((m) => m.NAMES),
  RO: () => import('../../../data/identity/names/generated/ro.ts').then((m) => m.NAMES),
  RS: () => import('../../../data/identity/names/generated/rs.ts').then((m) => m.NAMES),
  RU: () => import('../../../data/identity/names/europe.ts').then((m) => m.RU),
  RW: () => import('../../../data/identity/names/eastAfrica.ts').then((m) => m.RW),
  SA: () => import('../../../data/identity/names/arabic.ts').then((m) => m.SA),
  SD: () => import('../../../data/identity/names/arabic.ts').then((m) => m.SD),
  SE: () => import('../../../data/identity/names/generated/se.ts').then((m) => m.NAMES),
  SI: () => import('../../../data/identity/names/generated/si.ts').then((m) => m.NAMES),
  SK: () => import('../../../data/identity/names/generated/sk.ts').then((m) => m.NAMES),
  SL: () => import('../../../data/identity/names/westAfrica.ts').then((m) => m.SL),
  SN: () => import('../../../data/identity/names/generated/sn.ts').then((m) => m.NAMES),
  SO: () => import('../../../data/identity/names/eastAfrica.ts').then((m) => m.SO),
  SS: () => import('../../../data/identity/names/eastAfrica.ts').then((m) => m.SS),
  SY: () => import('../../../data/identity/names/arabic.ts').then((m) => m.SY),
  TD: () => import('../../../data/identity/names/centralAfrica.ts').then((m) => m.TD),
  TG: () => import('../../../data/identity/names/westAfrica.ts').then((m) => m.TG),
  TH: () => import('../../../data/identity/names/southeastAsia.ts').then((m) => m.TH),
  TJ: () => import('../../../data/identity/names/centralAsia.ts').then((m) => m.TJ),
  TM: () => import('../../../data/identity/names/centralAsia.ts').then((m) => m.TM),
  TN: () => import('../../../data/identity/names/arabic.ts').then((m) => m.TN),
  TR: () => import('../../../data/identity/names/europe.ts').then((m) => m.TR),
  TW: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.TW),
  TZ: () => import('../../../data/identity/names/eastAfrica.ts').then((m) => m.TZ),
  UA: () => import('../../../data/identity/names/europe.ts').then((m) => m.UA),
  UG: () => import('../../../data/identity/names/eastAfrica.ts').then((m) => m.UG),
  US: () => import('../../../data/identity/names/generated/us.ts').then((m) => m.NAMES),
  UZ: () => import('../../../data/identity/names/generated/uz.ts').then((m) => m.NAMES),
  VE: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.VE),
  VN: () => import('../../../data/identity/names/generated/vn.ts').then((m) => m.NAMES),
  YE: () => import('../../../data/identity/names/arabic.ts').then((m) => m.YE),
  ZA: () => import('../../../data/identity/names/generated/za.ts').then((m) => m.NAMES),
  ZM: () => import('../../../data/identity/names/southernAfrica.ts').then((m) => m.ZM),
  ZW: () => import('../../../data/identity/names/southernAfrica.ts').then((m) => m.ZW),
};

/**
 * Regional tables, by region id (see nameRegions.ts). Some regions borrow a country's table
 * outright: France's overseas departments name people as France does, the English-speaking
 * territories as Britain does, Macau as Hong Kong does.
 */
export const REGIONAL_NAME_TABLES: Readonly<Record<string, TableLoader>> = {
  arabic: () => import('../../../data/identity/names/arabic.ts').then((m) => m.ARABIC),
  balkans: () => import('../../../data/identity/names/generated/balkans.ts').then((m) => m.NAMES),
  caribbean: () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.CARIBBEAN),
  caucasus: () => import('../../../data/identity/names/centralAsia.ts').then((m) => m.CAUCASUS),
  'central-africa': () =>
    import('../../../data/identity/names/centralAfrica.ts').then((m) => m.CENTRAL_AFRICA),
  'central-asia': () => import('../../../data/identity/names/centralAsia.ts').then((m) => m.CENTRAL_ASIA),
  chinese: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.HK),
  'east-africa': () => import('../../../data/identity/names/eastAfrica.ts').then((m) => m.EAST_AFRICA),
  'east-slavic': () => import('../../../data/identity/names/europe.ts').then((m) => m.RU),
  'eastern-europe': () =>
    import('../../../data/identity/names/generated/eastern-europe.ts').then((m) => m.NAMES),
  'english-speaking': () => import('../../../data/identity/names/europe.ts').then((m) => m.GB),
  'french-overseas': () => import('../../../data/identity/names/generated/fr.ts').then((m) => m.NAMES),
  'latin-america': () => import('../../../data/identity/names/latinAmerica.ts').then((m) => m.LATIN_AMERICA),
  nordics: () => import('../../../data/identity/names/generated/nordics.ts').then((m) => m.NAMES),
  pacific: () => import('../../../data/identity/names/southeastAsia.ts').then((m) => m.PACIFIC),
  'south-asia': () => import('../../../data/identity/names/southAsia.ts').then((m) => m.SOUTH_ASIA),
  'southeast-asia': () =>
    import('../../../data/identity/names/southeastAsia.ts').then((m) => m.SOUTHEAST_ASIA),
  'southern-africa': () =>
    import('../../../data/identity/names/southernAfrica.ts').then((m) => m.SOUTHERN_AFRICA),
  'southern-europe': () =>
    import('../../../data/identity/names/generated/southern-europe.ts').then((m) => m.NAMES),
  'west-africa': () => import('../../../data/identity/names/westAfrica.ts').then((m) => m.WEST_AFRICA),
  'western-europe': () =>
    import('../../../data/identity/names/generated/western-europe.ts').then((m) => m.NAMES),
};

// Codes arrive from URLs and geocoders: "constructor" must not find Object.prototype's.
function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The loader of the table that names a country's people: its own, else its region's; undefined when
 * neither (the fallback table, which is no module of its own).
 *
 * @example await nameTableLoader("LU")?.() // the western European table
 */
export function nameTableLoader(countryCode: string): TableLoader | undefined {
  const own = ownValue(COUNTRY_NAME_TABLES, countryCode);
  if (own !== undefined) return own;
  const region = ownValue(NAME_REGION_OF_COUNTRY, countryCode);
  return region === undefined ? undefined : ownValue(REGIONAL_NAME_TABLES, region);
}
