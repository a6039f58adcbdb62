// How many people live together, per country (ISO 3166-1 alpha-2): the shares of households by number of
// members, for forming the cover households of generated agents in the country's real proportions.
//
// Figures: UN DESA Population Division, Database on Household Size and Composition 2019 — per country the
// average household size and the per cent of households with 1, 2–3, 4–5 and 6 or more members. The UN
// publishes it as population_division_UN_Houseshold_Size_and_Composition_2019.xlsx (814 data points from
// 172 countries or areas); the figures here were read from a CSV copy of that workbook in the public
// repository lnlroger/c19-behav (UN-Population/population_division_UN_Houseshold_Size_and_Composition_2019.csv,
// commit 12691bea), which has the same 814 rows and 172 countries. Per country, the row with the latest
// reference date that gives both the average and the four groups; on the same date a census table (DYB)
// before a census sample (IPUMS), a survey (DHS) or the EU Labour Force Survey (LFS). Figures are the
// source's, to two decimals, so a row's groups may sum to 99.99 or 100.01; they are normalised when split.
// China, Thailand and Iran have a later census table (2010, 2010, 2016) with the groups but no average, so
// their rows are the earlier ones that have both.
//
// Iceland is not in the database: its row is the average of Statistics Iceland's census of 1 January 2021
// (2.65 persons per private household, statice.is), and its groups are derived from it (see
// householdSizeGroups). A country not in the table, including the eight small territories the database
// gives groups for but no average (Bhutan, Brunei, Cayman Islands, Cook Islands, French Polynesia, New
// Caledonia, Palau, Saint Helena), takes HOUSEHOLD_SIZE_FALLBACK. How the groups are split into single
// sizes: see householdSizeShares in engine/linked/householdShares.ts.

/**
 * The UN database's data source of a row: DYB, a census table of the UN Demographic Yearbook; IPUMS, a
 * census microdata sample; DHS, a Demographic and Health Survey; LFS, the EU Labour Force Survey.
 */
export type UnDataSource = 'DYB' | 'IPUMS' | 'DHS' | 'LFS';

/**
 * Shares of households with 1, 2–3, 4–5 and 6 or more members: per cent in the table's rows, fractions
 * summing to 1 from householdSizeGroups.
 */
export interface HouseholdSizeGroups {
  one: number;
  twoThree: number;
  fourFive: number;
  sixPlus: number;
}

/** A country's figures from the UN database, all from one of its rows. */
export interface UnHouseholdSizeRow extends HouseholdSizeGroups {
  basis: 'un-shares';
  /** Reference year of the UN's source. */
  year: number;
  source: UnDataSource;
  /** Average household size, in members. */
  mean: number;
}

/** A country the UN database lacks: a national statistics office's average only (groups derived from it). */
export interface NationalMeanRow {
  basis: 'national-mean';
  year: number;
  /** Who published the average, and in what. */
  source: string;
  mean: number;
}

/**
 * The figures for a country not in the table: each the median of its column over the table's UN rows.
 * The medians of the groups need not sum to 100 (here 94.1); they are normalised like any row's.
 */
export interface MedianHouseholdSizeRow extends HouseholdSizeGroups {
  basis: 'un-median';
  year: number;
  mean: number;
}

export type HouseholdSizeRow = UnHouseholdSizeRow | NationalMeanRow | MedianHouseholdSizeRow;

function un(
  year: number,
  source: UnDataSource,
  mean: number,
  one: number,
  twoThree: number,
  fourFive: number,
  sixPlus: number,
): UnHouseholdSizeRow {
  return { basis: 'un-shares', year, source, mean, one, twoThree, fourFive, sixPlus };
}

export const HOUSEHOLD_SIZES: Readonly<Record<string, UnHouseholdSizeRow | NationalMeanRow>> = {
  // un(reference year, UN data source, average size, per cent of households of 1, 2–3, 4–5, 6+ members)
  AF: un(2015, 'DHS', 8.04, 0.19, 6.45, 16.84, 76.52), // Afghanistan
  AL: un(2017, 'DHS', 3.3, 9.95, 48.08, 32.51, 9.45), // Albania
  AM: un(2016, 'DHS', 3.54, 15.19, 36.17, 32.3, 16.34), // Armenia
  AO: un(2016, 'DHS', 4.82, 10.81, 23.9, 28.46, 36.83), // Angola
  AR: un(2010, 'DYB', 3.26, 17.63, 42.3, 29.05, 11.01), // Argentina
  AT: un(2011, 'DYB', 2.27, 36.29, 44.93, 16.49, 2.29), // Austria
  AU: un(2011, 'DYB', 2.5, 24.34, 49.95, 22.44, 3.27), // Australia
  AW: un(2010, 'DYB', 2.89, 21.37, 46.77, 25.59, 6.28), // Aruba
  AZ: un(2009, 'DYB', 4.55, 6.77, 20.86, 44.69, 27.68), // Azerbaijan
  BD: un(2014, 'DHS', 4.47, 1.74, 29.71, 45.59, 22.96), // Bangladesh
  BE: un(2011, 'DYB', 2.32, 34.05, 46.5, 17.26, 2.19), // Belgium
  BF: un(2014, 'DHS', 5.92, 6.64, 19.51, 27.4, 46.46), // Burkina Faso
  BG: un(2011, 'LFS', 2.34, 30.53, 50.97, 16.62, 1.89), // Bulgaria
  BI: un(2016, 'DHS', 4.83, 6.04, 25.17, 31.72, 37.07), // Burundi
  BJ: un(2018, 'DHS', 5.19, 9.78, 23.56, 29.1, 37.56), // Benin
  BL: un(2015, 'DYB', 2.42, 23.43, 57.27, 18.04, 1.25), // Saint-Barthélemy
  BM: un(2016, 'DYB', 2.26, 34.09, 48.39, 15.81, 1.7), // Bermuda
  BO: un(2012, 'DYB', 3.53, 20.34, 34.82, 27.64, 17.2), // Bolivia (Plurinational State of)
  BR: un(2010, 'IPUMS', 3.31, 12, 47.27, 31.91, 8.82), // Brazil
  BS: un(2010, 'DYB', 3.4, 17.73, 40.33, 29.15, 12.79), // Bahamas
  BW: un(2011, 'IPUMS', 3.52, 27.89, 32.32, 20.48, 19.31), // Botswana
  BY: un(2009, 'DYB', 2.43, 29.65, 49.99, 18.26, 2.09), // Belarus
  CA: un(2016, 'DYB', 2.45, 28.2, 49.59, 19.2, 3.02), // Canada
  CD: un(2013, 'DHS', 5.3, 7.25, 21.19, 27.81, 43.74), // Dem. Republic of the Congo
  CF: un(1994, 'DHS', 4.91, 13.5, 28.08, 23.94, 34.48), // Central African Republic
  CG: un(2011, 'DHS', 4.31, 13.09, 29.9, 29.08, 27.94), // Congo
  CH: un(2000, 'DYB', 2.24, 35.98, 44.59, 17.77, 1.66), // Switzerland
  CI: un(2012, 'DHS', 5.09, 12.18, 24.73, 25.87, 37.22), // Côte d'Ivoire
  CL: un(2002, 'DYB', 3.57, 11.61, 39.41, 37.07, 11.91), // Chile
  CM: un(2011, 'DHS', 4.99, 15.14, 22.69, 24.44, 37.72), // Cameroon
  CN: un(2000, 'IPUMS', 3.38, 8.59, 48.82, 35.47, 7.12), // China
  CO: un(2015, 'DHS', 3.53, 11.13, 42.41, 34.8, 11.66), // Colombia
  CR: un(2011, 'DYB', 3.46, 10.57, 41.2, 35.74, 12.48), // Costa Rica
  CU: un(2002, 'IPUMS', 3.14, 13.73, 49.55, 30.23, 6.5), // Cuba
  CY: un(2011, 'DYB', 2.76, 20.76, 49.14, 26.04, 4.06), // Cyprus
  CZ: un(2011, 'DYB', 2.34, 32.51, 47.22, 18.54, 1.74), // Czechia
  DE: un(2011, 'DYB', 2.14, 37.27, 48.09, 13.21, 1.43), // Germany
  DO: un(2013, 'DHS', 3.48, 14.33, 39.85, 33.08, 12.73), // Dominican Republic
  EC: un(2010, 'DYB', 3.78, 12.06, 35.99, 35.46, 16.49), // Ecuador
  EE: un(2011, 'LFS', 2.3, 33.9, 47.28, 17.14, 1.67), // Estonia
  EG: un(2014, 'DHS', 4.13, 6.48, 30.4, 43.12, 20), // Egypt
  ES: un(2011, 'DYB', 2.58, 23.19, 51.75, 23.29, 1.78), // Spain
  ET: un(2016, 'DHS', 4.61, 7.52, 27.01, 32, 33.47), // Ethiopia
  FI: un(2010, 'DYB', 2.07, 41.01, 44.46, 12.97, 1.57), // Finland
  FJ: un(2014, 'IPUMS', 4.57, 5.94, 30.1, 34.31, 29.64), // Fiji
  FR: un(2015, 'DYB', 2.22, 35.46, 46.84, 16.08, 1.62), // France
  GA: un(2012, 'DHS', 4.1, 22.42, 28.48, 22.5, 26.6), // Gabon
  GB: un(2011, 'DYB', 2.35, 30.58, 49.67, 17.5, 2.24), // United Kingdom
  GE: un(2014, 'DYB', 3.34, 17.48, 39.28, 30.6, 12.64), // Georgia
  GF: un(2015, 'DYB', 3.45, 22.61, 37.76, 23.15, 16.47), // French Guiana
  GH: un(2014, 'DHS', 3.49, 25.88, 30.34, 25.3, 18.48), // Ghana
  GM: un(2013, 'DHS', 8.23, 8.39, 12.96, 17.23, 61.42), // Gambia
  GN: un(2012, 'DHS', 6.25, 4.53, 16.91, 27.52, 51.04), // Guinea
  GP: un(2015, 'DYB', 2.3, 34.52, 47.03, 16.42, 2.03), // Guadeloupe
  GR: un(2011, 'IPUMS', 2.56, 25.74, 49.16, 22.64, 2.46), // Greece
  GT: un(2015, 'DHS', 4.81, 4.33, 26.57, 37.51, 31.6), // Guatemala
  GY: un(2009, 'DHS', 3.8, 12.87, 36.69, 32.09, 18.35), // Guyana
  HK: un(2016, 'DYB', 2.83, 18.29, 50.89, 27.55, 3.27), // China, Hong Kong SAR
  HN: un(2012, 'DHS', 4.47, 6.69, 29.43, 36.81, 27.07), // Honduras
  HR: un(2011, 'DYB', 2.8, 24.56, 44.43, 25.28, 5.73), // Croatia
  HT: un(2017, 'DHS', 4.29, 9.43, 31.1, 32.93, 26.54), // Haiti
  HU: un(2011, 'DYB', 2.36, 32.08, 48.54, 17.25, 2.13), // Hungary
  ID: un(2017, 'DHS', 3.86, 7.1, 36.62, 41.5, 14.78), // Indonesia
  IE: un(2011, 'DYB', 2.73, 23.7, 46.87, 24.98, 4.45), // Ireland
  IL: un(2008, 'DYB', 3.14, 21.01, 39.99, 28.29, 10.7), // Israel
  IM: un(2016, 'DYB', 2.28, 30.07, 51.53, 16.84, 1.56), // Isle of Man
  IN: un(2015, 'DHS', 4.57, 4.11, 27.31, 41.64, 26.94), // India
  IQ: un(1997, 'IPUMS', 7.7, 1.23, 10.21, 20.83, 67.74), // Iraq
  IR: un(2011, 'DYB', 3.51, 7.16, 45.49, 38.87, 8.48), // Iran (Islamic Republic of)
  IS: {
    basis: 'national-mean',
    year: 2021,
    source: 'Statistics Iceland, census of 1 January 2021',
    mean: 2.65,
  },
  IT: un(2011, 'DYB', 2.4, 31.15, 46.96, 20.47, 1.42), // Italy
  JM: un(2001, 'IPUMS', 3.45, 23.3, 34.96, 25.4, 16.34), // Jamaica
  JO: un(2017, 'DHS', 4.72, 4.36, 25.76, 34.91, 34.97), // Jordan
  JP: un(2015, 'DYB', 2.33, 34.53, 45.45, 17.76, 2.25), // Japan
  KE: un(2015, 'DHS', 3.64, 21.6, 31.06, 27.84, 19.49), // Kenya
  KG: un(2012, 'DHS', 4.21, 8.21, 30.82, 36.13, 24.85), // Kyrgyzstan
  KH: un(2014, 'DHS', 4.61, 3.37, 25.65, 43.08, 27.9), // Cambodia
  KM: un(2012, 'DHS', 5.37, 4.91, 22.92, 28.71, 43.46), // Comoros
  KP: un(2008, 'DYB', 3.93, 1.68, 32.72, 55.42, 10.17), // Dem. People's Rep. of Korea
  KR: un(2015, 'DYB', 2.53, 27.23, 47.59, 23.7, 1.48), // Republic of Korea
  KZ: un(2009, 'DYB', 3.5, 14.57, 38.32, 30.97, 16.14), // Kazakhstan
  LA: un(2005, 'IPUMS', 5.77, 1.22, 15.01, 34.8, 48.97), // Lao People's Dem. Republic
  LI: un(2010, 'DYB', 2.32, 34.17, 44.75, 19.5, 1.58), // Liechtenstein
  LR: un(2013, 'DHS', 4.95, 9.67, 24.81, 28.74, 36.78), // Liberia
  LS: un(2014, 'DHS', 3.34, 20.66, 37.91, 27.9, 13.52), // Lesotho
  LT: un(2011, 'DYB', 2.38, 31.67, 47.5, 18.98, 1.85), // Lithuania
  LU: un(2011, 'DYB', 2.41, 33.34, 43.27, 20.88, 2.51), // Luxembourg
  LV: un(2011, 'DYB', 2.38, 34.42, 45.42, 17.04, 3.13), // Latvia
  MA: un(2004, 'IPUMS', 5.24, 5.88, 21.48, 31.96, 40.68), // Morocco
  MD: un(2014, 'DYB', 2.89, 22.64, 43.62, 27.87, 5.87), // Republic of Moldova
  ME: un(2011, 'DYB', 3.21, 18.13, 39.58, 33.35, 8.94), // Montenegro
  MF: un(2015, 'DYB', 2.56, 29.33, 46.11, 20.58, 3.97), // Saint-Martin (French part)
  MG: un(2011, 'DHS', 4.95, 5.34, 25.3, 33.14, 36.22), // Madagascar
  ML: un(2018, 'DHS', 5.81, 3.11, 20.29, 30.32, 46.28), // Mali
  MM: un(2016, 'DHS', 4.22, 5.35, 33.49, 39.14, 22.01), // Myanmar
  MN: un(2000, 'IPUMS', 4.32, 6.61, 28.72, 40.34, 24.33), // Mongolia
  MO: un(2016, 'DYB', 3.07, 15.13, 48.16, 31.06, 5.64), // China, Macao SAR
  MQ: un(2015, 'DYB', 2.25, 35.51, 47.64, 14.89, 1.96), // Martinique
  MT: un(2011, 'DYB', 2.67, 22.64, 49.28, 25.6, 2.47), // Malta
  MU: un(2011, 'DYB', 3.48, 9.97, 41.02, 40.24, 8.77), // Mauritius
  MV: un(2017, 'DHS', 5.4, 4.49, 22.28, 33.5, 39.73), // Maldives
  MW: un(2015, 'DHS', 4.51, 6.45, 28.1, 35.56, 29.9), // Malawi
  MX: un(2015, 'IPUMS', 3.74, 10.08, 37.68, 37.75, 14.49), // Mexico
  MY: un(2000, 'DYB', 4.57, 7.11, 25.52, 37.88, 29.5), // Malaysia
  MZ: un(2011, 'DHS', 4.37, 9.85, 30.96, 30.1, 29.09), // Mozambique
  NA: un(2013, 'DHS', 4.24, 17.45, 29.84, 25.56, 27.16), // Namibia
  NE: un(2012, 'DHS', 5.92, 3.19, 19.86, 28.99, 47.96), // Niger
  NG: un(2015, 'DHS', 4.9, 11.51, 25.53, 27.86, 35.1), // Nigeria
  NI: un(2005, 'IPUMS', 4.92, 4.59, 26.37, 35.96, 33.08), // Nicaragua
  NL: un(2011, 'LFS', 2.23, 35.11, 45.53, 18.01, 1.35), // Netherlands
  NO: un(2011, 'DYB', 2.22, 39.58, 40.73, 18.13, 1.56), // Norway
  NP: un(2016, 'DHS', 4.24, 6.45, 33.96, 36.57, 23.02), // Nepal
  NZ: un(2013, 'DYB', 2.67, 22.84, 50.52, 22.09, 4.55), // New Zealand
  OM: un(2003, 'DYB', 8.02, 10.62, 19.07, 18.37, 51.94), // Oman
  PA: un(2010, 'IPUMS', 3.67, 14.66, 38.02, 31.26, 16.06), // Panama
  PE: un(2012, 'DHS', 3.75, 12.91, 34.68, 36.02, 16.39), // Peru
  PG: un(2000, 'IPUMS', 5.43, 4.08, 21.97, 29.73, 44.22), // Papua New Guinea
  PH: un(2017, 'DHS', 4.23, 9.18, 30.05, 36.82, 23.95), // Philippines
  PK: un(2013, 'DHS', 6.8, 1.08, 12.88, 25.16, 60.88), // Pakistan
  PL: un(2011, 'DYB', 2.82, 24.04, 45.92, 23.68, 6.37), // Poland
  PR: un(2010, 'IPUMS', 2.67, 23.06, 50.37, 23.17, 3.4), // Puerto Rico
  PS: un(2007, 'DYB', 5.89, 3.53, 18.72, 24.41, 53.33), // State of Palestine
  PT: un(2011, 'DYB', 2.58, 21.44, 55.48, 21.1, 1.99), // Portugal
  PY: un(2002, 'IPUMS', 4.63, 8.09, 27.32, 33.15, 31.44), // Paraguay
  RE: un(2015, 'DYB', 2.64, 26.3, 46.91, 22.87, 3.92), // Réunion
  RO: un(2011, 'DYB', 2.67, 25.98, 48.41, 20.58, 5.03), // Romania
  RS: un(2011, 'DYB', 2.88, 22.33, 44.81, 26.19, 6.67), // Serbia
  RU: un(2010, 'DYB', 2.58, 25.69, 51.04, 19.84, 3.43), // Russian Federation
  RW: un(2015, 'DHS', 4.26, 8.15, 30.76, 34.88, 26.2), // Rwanda
  SC: un(2002, 'DYB', 3.78, 14.32, 34.9, 33.81, 16.97), // Seychelles
  SD: un(2008, 'IPUMS', 5.59, 5.06, 20.66, 26.8, 47.48), // Sudan
  SG: un(2010, 'DYB', 3.29, 12.21, 38.95, 37.69, 11.15), // Singapore
  SI: un(2015, 'DYB', 2.47, 32.6, 43.69, 20.54, 3.16), // Slovenia
  SK: un(2011, 'DYB', 2.9, 25.33, 41.37, 26.81, 6.49), // Slovakia
  SL: un(2013, 'DHS', 5.9, 4, 15.87, 30.74, 49.38), // Sierra Leone
  SN: un(2017, 'DHS', 8.66, 6.92, 11.47, 15.48, 66.13), // Senegal
  SR: un(2004, 'DYB', 3.94, 14.97, 32.77, 31.85, 20.41), // Suriname
  SS: un(2008, 'IPUMS', 5.95, 4.33, 15.68, 26.87, 53.12), // South Sudan
  ST: un(2008, 'DHS', 3.84, 19.87, 27.96, 29.93, 22.25), // Sao Tome and Principe
  SV: un(2007, 'IPUMS', 4.07, 8.82, 34.09, 36.82, 20.28), // El Salvador
  SX: un(2011, 'DYB', 2.58, 29.18, 46.32, 20.18, 4.31), // Sint Maarten (Dutch part)
  SZ: un(2007, 'DYB', 4.74, 17.65, 24.63, 21.6, 36.12), // Swaziland
  TD: un(2015, 'DHS', 5.78, 7.73, 18.49, 25.67, 48.11), // Chad
  TG: un(2014, 'DHS', 4.55, 15.65, 26.22, 27.69, 30.45), // Togo
  TH: un(2000, 'IPUMS', 3.69, 8.7, 38.2, 41.67, 11.43), // Thailand
  TJ: un(2017, 'DHS', 5.99, 2.88, 15.1, 29.85, 52.18), // Tajikistan
  TK: un(2011, 'DYB', 5.24, 8.13, 24.8, 23.17, 43.9), // Tokelau
  TL: un(2016, 'DHS', 5.27, 6.41, 20.61, 29.59, 43.4), // Timor-Leste
  TR: un(2004, 'DHS', 4.07, 6.37, 36.23, 39.03, 18.36), // Turkey
  TT: un(2011, 'IPUMS', 3.29, 19.21, 39.79, 29.36, 11.64), // Trinidad and Tobago
  TZ: un(2015, 'DHS', 4.85, 9.63, 25.77, 29.99, 34.6), // United Republic of Tanzania
  UA: un(2007, 'DHS', 2.46, 27.9, 51.22, 18.07, 2.81), // Ukraine
  UG: un(2016, 'DHS', 4.53, 13.68, 25.3, 28.75, 32.26), // Uganda
  US: un(2015, 'IPUMS', 2.49, 27.89, 49.49, 18.81, 3.81), // United States of America
  UY: un(2011, 'DYB', 2.8, 23.27, 47.59, 23.46, 5.67), // Uruguay
  UZ: un(1996, 'DHS', 5.24, 5.26, 18.9, 33.62, 42.22), // Uzbekistan
  VE: un(2001, 'IPUMS', 4.33, 7.56, 29.11, 36.87, 26.46), // Venezuela (Bolivarian Republic of)
  VN: un(2009, 'IPUMS', 3.78, 7.28, 36.25, 43.44, 13.02), // Viet Nam
  WS: un(2016, 'DYB', 6.75, 4.18, 14.88, 21.89, 59.05), // Samoa
  YE: un(2013, 'DHS', 6.67, 1.87, 14.68, 23.66, 59.79), // Yemen
  YT: un(2012, 'DYB', 4.1, 14.71, 30.32, 29.07, 25.9), // Mayotte
  ZA: un(2016, 'DHS', 3.36, 23.84, 36.32, 24.66, 15.17), // South Africa
  ZM: un(2013, 'DHS', 5.13, 7.17, 21.41, 30.06, 41.35), // Zambia
  ZW: un(2015, 'DHS', 4.08, 12.37, 31.14, 33.76, 22.72), // Zimbabwe
};

export const HOUSEHOLD_SIZE_FALLBACK: MedianHouseholdSizeRow = {
  basis: 'un-median',
  year: 2011,
  mean: 3.69,
  one: 13.68,
  twoThree: 36.17,
  fourFive: 27.86,
  sixPlus: 16.39,
};
