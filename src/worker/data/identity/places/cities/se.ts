// Stockholm: its stadsdelsområden (district areas) with PostNord's three-digit postcode areas of
// each ("### ##"), Stockholms stad populations (c. 2022); area code 08.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'SE',
    names: ['stockholm'],
    districts: [
      { name: 'Norrmalm', postcodes: ['111 ##', '113 ##'], population: 70000 },
      { name: 'Östermalm', postcodes: ['114 ##', '115 ##'], population: 72000 },
      { name: 'Kungsholmen', postcodes: ['112 ##'], population: 70000 },
      { name: 'Södermalm', postcodes: ['116 ##', '118 ##'], population: 130000 },
      {
        name: 'Enskede-Årsta-Vantör',
        postcodes: ['120 ##', '121 ##', '122 ##', '124 ##'],
        population: 105000,
      },
      { name: 'Skarpnäck', postcodes: ['128 ##'], population: 48000 },
      { name: 'Farsta', postcodes: ['123 ##'], population: 55000 },
      { name: 'Hägersten-Älvsjö', postcodes: ['125 ##', '126 ##', '129 ##'], population: 110000 },
      { name: 'Skärholmen', postcodes: ['127 ##'], population: 38000 },
      { name: 'Bromma', postcodes: ['161 ##', '167 ##', '168 ##'], population: 80000 },
      { name: 'Hässelby-Vällingby', postcodes: ['162 ##', '165 ##'], population: 75000 },
      { name: 'Spånga-Tensta', postcodes: ['163 ##'], population: 40000 },
      { name: 'Rinkeby-Kista', postcodes: ['164 ##'], population: 50000 },
    ],
    areaCodes: ['8'],
    sources: [
      'Stockholms stad, stadsdelsområden and their populations (c. 2022)',
      'PostNord, postnummer of Stockholm (100 00–129 99, 161–168)',
      'PTS, riktnummer 08',
    ],
  },
];
