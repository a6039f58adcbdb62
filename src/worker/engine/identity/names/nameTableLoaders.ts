// Where each name table lives. Every entry is a literal `import()`, so Vite sees each table
// module and splits it into its own chunk: the worker fetches only the resolved country's
// table (or its region's), never the whole set.
import type { NameTableData } from '../../../data/identity/names/nameTableData.ts';

type TableLoader = () => Promise<NameTableData>;

/** Country-specific tables, by ISO 3166-1 alpha-2 code. */
export const COUNTRY_NAME_TABLES: Readonly<Record<string, TableLoader>> = {
  AT: () => import('../../../data/identity/names/generated/at.ts').then((m) => m.NAMES),
  AU: () => import('../../../data/identity/names/generated/au.ts').then((m) => m.NAMES),
  AZ: () => import('../../../data/identity/names/generated/az.ts').then((m) => m.NAMES),
  BD: () => import('../../../data/identity/names/southAsia.ts').then((m) => m.BD),
  BE: () => import('../../../data/identity/names/generated/be.ts').then((m) => m.NAMES),
  BR: () => import('../../../data/identity/names/generated/br.ts').then((m) => m.NAMES),
  CA: () => import('../../../data/identity/names/generated/ca.ts').then((m) => m.NAMES),
  CH: () => import('../../../data/identity/names/generated/ch.ts').then((m) => m.NAMES),
  CN: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.CN),
  CZ: () => import('../../../data/identity/names/generated/cz.ts').then((m) => m.NAMES),
  DE: () => import('../../../data/identity/names/generated/de.ts').then((m) => m.NAMES),
  DK: () => import('../../../data/identity/names/generated/dk.ts').then((m) => m.NAMES),
  DZ: () => import('../../../data/identity/names/arabic.ts').then((m) => m.DZ),
  EG: () => import('../../../data/identity/names/arabic.ts').then((m) => m.EG),
  ES: () => import('../../../data/identity/names/generated/es.ts').then((m) => m.NAMES),
  FI: () => import('../../../data/identity/names/generated/fi.ts').then((m) => m.NAMES),
  FR: () => import('../../../data/identity/names/generated/fr.ts').then((m) => m.NAMES),
  GH: () => import('../../../data/identity/names/generated/gh.ts').then((m) => m.NAMES),
  HK: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.HK),
  HR: () => import('../../../data/identity/names/generated/hr.ts').then((m) => m.NAMES),
  HU: () => import('../../../data/identity/names/generated/hu.ts').then((m) => m.NAMES),
  ID: () => import('../../../data/identity/names/generated/id.ts').then((m) => m.NAMES),
  IN: () => import('../../../data/identity/names/southAsia.ts').then((m) => m.IN),
  IQ: () => import('../../../data/identity/names/arabic.ts').then((m) => m.IQ),
  IT: () => import('../../../data/identity/names/generated/it.ts').then((m) => m.NAMES),
  JO: () => import('../../../data/identity/names/arabic.ts').then((m) => m.JO),
  JP: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.JP),
  KP: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.KP),
  KR: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.KR),
  LK: () => import('../../../data/identity/names/southAsia.ts').then((m) => m.LK),
  LV: () => import('../../../data/identity/names/generated/lv.ts').then((m) => m.NAMES),
  MA: () => import('../../../data/identity/names/arabic.ts').then((m) => m.MA),
  MD: () => import('../../../data/identity/names/generated/md.ts').then((m) => m.NAMES),
  MX: () => import('../../../data/identity/names/generated/mx.ts').then((m) => m.NAMES),
  NG: () => import('../../../data/identity/names/generated/ng.ts').then((m) => m.NAMES),
  NL: () => import('../../../data/identity/names/generated/nl.ts').then((m) => m.NAMES),
  NO: () => import('../../../data/identity/names/generated/no.ts').then((m) => m.NAMES),
  NP: () => import('../../../data/identity/names/southAsia.ts').then((m) => m.NP),
  PK: () => import('../../../data/identity/names/southAsia.ts').then((m) => m.PK),
  PL: () => import('../../../data/identity/names/generated/pl.ts').then((m) => m.NAMES),
  PT: () => import('../../../data/identity/names/generated/pt.ts').then((m) => m.NAMES),
  RO: () => import('../../../data/identity/names/generated/ro.ts').then((m) => m.NAMES),
  RS: () => import('../../../data/identity/names/generated/rs.ts').then((m) => m.NAMES),
  SA: () => import('../../../data/identity/names/arabic.ts').then((m) => m.SA),
  SD: () => import('../../../data/identity/names/arabic.ts').then((m) => m.SD),
  SE: () => import('../../../data/identity/names/generated/se.ts').then((m) => m.NAMES),
  SI: () => import('../../../data/identity/names/generated/si.ts').then((m) => m.NAMES),
  SK: () => import('../../../data/identity/names/generated/sk.ts').then((m) => m.NAMES),
  SN: () => import('../../../data/identity/names/generated/sn.ts').then((m) => m.NAMES),
  SY: () => import('../../../data/identity/names/arabic.ts').then((m) => m.SY),
  TN: () => import('../../../data/identity/names/arabic.ts').then((m) => m.TN),
  TW: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.TW),
  US: () => import('../../../data/identity/names/generated/us.ts').then((m) => m.NAMES),
  UZ: () => import('../../../data/identity/names/generated/uz.ts').then((m) => m.NAMES),
  VN: () => import('../../../data/identity/names/generated/vn.ts').then((m) => m.NAMES),
  YE: () => import('../../../data/identity/names/arabic.ts').then((m) => m.YE),
  ZA: () => import('../../../data/identity/names/generated/za.ts').then((m) => m.NAMES),
};

/**
 * Regional tables, by region id (see nameRegions.ts). Some regions borrow a country's table
 * outright: France's overseas departments name people as France does, the English-speaking
 * territories as Britain does, Macau as Hong Kong does.
 */
export const REGIONAL_NAME_TABLES: Readonly<Record<string, TableLoader>> = {
  arabic: () => import('../../../data/identity/names/arabic.ts').then((m) => m.ARABIC),
  balkans: () => import('../../../data/identity/names/generated/balkans.ts').then((m) => m.NAMES),
  chinese: () => import('../../../data/identity/names/eastAsia.ts').then((m) => m.HK),
  'eastern-europe': () =>
    import('../../../data/identity/names/generated/eastern-europe.ts').then((m) => m.NAMES),
  'french-overseas': () => import('../../../data/identity/names/generated/fr.ts').then((m) => m.NAMES),
  nordics: () => import('../../../data/identity/names/generated/nordics.ts').then((m) => m.NAMES),
  'south-asia': () => import('../../../data/identity/names/southAsia.ts').then((m) => m.SOUTH_ASIA),
  'southern-europe': () =>
    import('../../../data/identity/names/generated/southern-europe.ts').then((m) => m.NAMES),
  'western-europe': () =>
    import('../../../data/identity/names/generated/western-europe.ts').then((m) => m.NAMES),
};
