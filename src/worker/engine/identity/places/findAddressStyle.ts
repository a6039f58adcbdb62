// Which address style each country uses, loaded lazily: a mission pulls in only its own
// country's data file (the bundler splits each file into its own chunk).
import type { AddressStyle } from './addressStyle.ts';
import {
  ARABIC_STYLE_COUNTRIES,
  ENGLISH_STYLE_COUNTRIES,
  FRENCH_STYLE_COUNTRIES,
  PORTUGUESE_STYLE_COUNTRIES,
  SPANISH_STYLE_COUNTRIES,
} from '../../../data/identity/places/regionalDefaults.ts';

type StyleLoader = () => Promise<AddressStyle>;

const english = () => import('../../../data/identity/places/english.ts');
const french = () => import('../../../data/identity/places/french.ts');
const german = () => import('../../../data/identity/places/german.ts');
const dutch = () => import('../../../data/identity/places/dutch.ts');
const italian = () => import('../../../data/identity/places/italian.ts');
const spanish = () => import('../../../data/identity/places/spanish.ts');
const portuguese = () => import('../../../data/identity/places/portuguese.ts');
const nordic = () => import('../../../data/identity/places/nordic.ts');
const centralEurope = () => import('../../../data/identity/places/centralEurope.ts');
const eastEurope = () => import('../../../data/identity/places/eastEurope.ts');
const turkish = () => import('../../../data/identity/places/turkish.ts');
const arabic = () => import('../../../data/identity/places/arabic.ts');
const persian = () => import('../../../data/identity/places/persian.ts');
const southAsia = () => import('../../../data/identity/places/southAsia.ts');
const eastAsia = () => import('../../../data/identity/places/eastAsia.ts');
const southeastAsia = () => import('../../../data/identity/places/southeastAsia.ts');

/** Countries whose addresses follow a style written for them. */
const OWN_STYLES: Readonly<Record<string, StyleLoader>> = {
  US: () => english().then((m) => m.US),
  CA: () => english().then((m) => m.CA),
  GB: () => english().then((m) => m.GB),
  AU: () => english().then((m) => m.AU),
  NZ: () => english().then((m) => m.NZ),
  IE: () => english().then((m) => m.IE),
  ZA: () => english().then((m) => m.ZA),
  NG: () => english().then((m) => m.NG),
  KE: () => english().then((m) => m.KE),
  GH: () => english().then((m) => m.GH),
  UG: () => english().then((m) => m.UG),
  TZ: () => english().then((m) => m.TZ),
  ET: () => english().then((m) => m.ET),
  LK: () => english().then((m) => m.LK),
  FR: () => french().then((m) => m.FR),
  LU: () => french().then((m) => m.LU),
  DZ: () => french().then((m) => m.DZ),
  MA: () => french().then((m) => m.MA),
  TN: () => french().then((m) => m.TN),
  DE: () => german().then((m) => m.DE),
  AT: () => german().then((m) => m.AT),
  CH: () => german().then((m) => m.CH),
  NL: () => dutch().then((m) => m.NL),
  BE: () => dutch().then((m) => m.BE),
  IT: () => italian().then((m) => m.IT),
  SM: () => italian().then((m) => m.SM),
  ES: () => spanish().then((m) => m.ES),
  MX: () => spanish().then((m) => m.MX),
  CO: () => spanish().then((m) => m.CO),
  AR: () => spanish().then((m) => m.AR),
  PE: () => spanish().then((m) => m.PE),
  VE: () => spanish().then((m) => m.VE),
  CL: () => spanish().then((m) => m.CL),
  EC: () => spanish().then((m) => m.EC),
  GT: () => spanish().then((m) => m.GT),
  CU: () => spanish().then((m) => m.CU),
  DO: () => spanish().then((m) => m.DO),
  CR: () => spanish().then((m) => m.CR),
  UY: () => spanish().then((m) => m.UY),
  PY: () => spanish().then((m) => m.PY),
  PA: () => spanish().then((m) => m.PA),
  SV: () => spanish().then((m) => m.SV),
  HN: () => spanish().then((m) => m.HN),
  BR: () => portuguese().then((m) => m.BR),
  PT: () => portuguese().then((m) => m.PT),
  MZ: () => portuguese().then((m) => m.MZ),
  SE: () => nordic().then((m) => m.SE),
  NO: () => nordic().then((m) => m.NO),
  DK: () => nordic().then((m) => m.DK),
  FI: () => nordic().then((m) => m.FI),
  IS: () => nordic().then((m) => m.IS),
  PL: () => centralEurope().then((m) => m.PL),
  CZ: () => centralEurope().then((m) => m.CZ),
  SK: () => centralEurope().then((m) => m.SK),
  HU: () => centralEurope().then((m) => m.HU),
  RO: () => centralEurope().then((m) => m.RO),
  GR: () => centralEurope().then((m) => m.GR),
  HR: () => centralEurope().then((m) => m.HR),
  RS: () => centralEurope().then((m) => m.RS),
  BG: () => centralEurope().then((m) => m.BG),
  SI: () => centralEurope().then((m) => m.SI),
  LT: () => centralEurope().then((m) => m.LT),
  LV: () => centralEurope().then((m) => m.LV),
  EE: () => centralEurope().then((m) => m.EE),
  RU: () => eastEurope().then((m) => m.RU),
  UA: () => eastEurope().then((m) => m.UA),
  BY: () => eastEurope().then((m) => m.BY),
  KZ: () => eastEurope().then((m) => m.KZ),
  UZ: () => eastEurope().then((m) => m.UZ),
  TR: () => turkish().then((m) => m.TR),
  EG: () => arabic().then((m) => m.EG),
  SA: () => arabic().then((m) => m.SA),
  IQ: () => arabic().then((m) => m.IQ),
  SD: () => arabic().then((m) => m.SD),
  IR: () => persian().then((m) => m.IR),
  AF: () => persian().then((m) => m.AF),
  IN: () => southAsia().then((m) => m.IN),
  PK: () => southAsia().then((m) => m.PK),
  BD: () => southAsia().then((m) => m.BD),
  NP: () => southAsia().then((m) => m.NP),
  JP: () => eastAsia().then((m) => m.JP),
  CN: () => eastAsia().then((m) => m.CN),
  TW: () => eastAsia().then((m) => m.TW),
  KR: () => eastAsia().then((m) => m.KR),
  ID: () => southeastAsia().then((m) => m.ID),
  MY: () => southeastAsia().then((m) => m.MY),
  PH: () => southeastAsia().then((m) => m.PH),
  TH: () => southeastAsia().then((m) => m.TH),
  VN: () => southeastAsia().then((m) => m.VN),
  MM: () => southeastAsia().then((m) => m.MM),
  SG: () => southeastAsia().then((m) => m.SG),
};

/** Regions that write addresses in another language than the rest of their country. */
const REGION_STYLES: Readonly<Record<string, StyleLoader>> = {
  'CA/quebec': () => english().then((m) => m.CA_QUEBEC),
  'BE/brussels capital': () => french().then((m) => m.BE_FR),
  'BE/wallonia': () => french().then((m) => m.BE_FR),
  'CH/geneva': () => french().then((m) => m.CH_FR),
  'CH/vaud': () => french().then((m) => m.CH_FR),
  'CH/neuchâtel': () => french().then((m) => m.CH_FR),
  'CH/jura': () => french().then((m) => m.CH_FR),
  'CH/valais': () => french().then((m) => m.CH_FR),
  'CH/ticino': () => italian().then((m) => m.CH_IT),
};

function regionalDefaults(): Record<string, StyleLoader> {
  const loaders: Record<string, StyleLoader> = {};
  const add = (codes: readonly string[], loader: StyleLoader) => {
    for (const code of codes) loaders[code] = loader;
  };
  add(ENGLISH_STYLE_COUNTRIES, () => english().then((m) => m.ENGLISH_DEFAULT));
  add(FRENCH_STYLE_COUNTRIES, () => french().then((m) => m.FRENCH_DEFAULT));
  add(SPANISH_STYLE_COUNTRIES, () => spanish().then((m) => m.SPANISH_DEFAULT));
  add(PORTUGUESE_STYLE_COUNTRIES, () => portuguese().then((m) => m.PORTUGUESE_DEFAULT));
  add(ARABIC_STYLE_COUNTRIES, () => arabic().then((m) => m.ARABIC_DEFAULT));
  return loaders;
}

const REGIONAL_STYLES: Readonly<Record<string, StyleLoader>> = regionalDefaults();

/** ISO codes of the countries with an address format of their own (for the audit). */
export const ADDRESS_FORMAT_COUNTRIES: readonly string[] = Object.keys(OWN_STYLES);

/** ISO codes of the countries that borrow a regional format. */
export const REGIONAL_ADDRESS_COUNTRIES: readonly string[] = Object.keys(REGIONAL_STYLES);

/**
 * The loader of a place's address style, or null when the country has none (the caller
 * falls back to the generic format).
 *
 * @example await findAddressStyle("FR", "Île-de-France")?.() // the French style
 */
export function findAddressStyle(countryCode: string, admin1: string): StyleLoader | null {
  const code = countryCode.toUpperCase();
  return (
    REGION_STYLES[`${code}/${admin1.toLowerCase()}`] ?? OWN_STYLES[code] ?? REGIONAL_STYLES[code] ?? null
  );
}
