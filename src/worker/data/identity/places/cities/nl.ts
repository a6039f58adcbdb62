// Amsterdam: its seven stadsdelen with the PostNL four-digit postcode areas of each (as
// "#### @@" patterns) and Gemeente Amsterdam (OIS) populations; area code 020.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'NL',
    names: ['amsterdam'],
    districts: [
      {
        name: 'Centrum',
        postcodes: ['1011 @@', '1012 @@', '1013 @@', '1014 @@', '1015 @@', '1016 @@', '1017 @@', '1018 @@'],
        population: 87000,
      },
      { name: 'Noord', postcodes: ['102# @@', '103# @@'], population: 100000 },
      {
        name: 'West',
        postcodes: ['1051 @@', '1052 @@', '1053 @@', '1054 @@', '1055 @@', '1056 @@', '1057 @@'],
        population: 145000,
      },
      { name: 'Nieuw-West', postcodes: ['106# @@'], population: 160000 },
      { name: 'Zuid', postcodes: ['107# @@', '1081 @@', '1082 @@', '1083 @@'], population: 145000 },
      { name: 'Oost', postcodes: ['109# @@', '1019 @@', '1086 @@', '1087 @@'], population: 135000 },
      {
        name: 'Zuidoost',
        postcodes: ['1101 @@', '1102 @@', '1103 @@', '1104 @@', '1105 @@', '1106 @@', '1107 @@', '1108 @@'],
        population: 90000,
      },
    ],
    areaCodes: ['20'],
    sources: [
      'Gemeente Amsterdam, the 7 stadsdelen; OIS population by stadsdeel (c. 2022)',
      'PostNL, postcode areas 1011–1109 (Amsterdam)',
      'ACM / Rijksinspectie Digitale Infrastructuur, netnummer 020',
    ],
  },
];
