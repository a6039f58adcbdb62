// Reykjavík: its ten borgarhlutar (city districts) with the Íslandspóstur postcodes 101–116 each
// covers, and approximate Reykjavíkurborg populations. Icelandic numbers have no area codes.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'IS',
    names: ['reykjavík', 'reykjavik'],
    districts: [
      { name: 'Vesturbær', postcodes: ['107', '102'], population: 17000 },
      { name: 'Miðborg', postcodes: ['101'], population: 9500 },
      { name: 'Hlíðar', postcodes: ['105'], population: 11500 },
      { name: 'Laugardalur', postcodes: ['104', '105'], population: 17000 },
      { name: 'Háaleiti og Bústaðir', postcodes: ['103', '108'], population: 14500 },
      { name: 'Breiðholt', postcodes: ['109', '111'], population: 21500 },
      { name: 'Árbær', postcodes: ['110'], population: 10000 },
      { name: 'Grafarvogur', postcodes: ['112'], population: 18000 },
      { name: 'Grafarholt og Úlfarsárdalur', postcodes: ['113'], population: 8000 },
      { name: 'Kjalarnes', postcodes: ['116'], population: 900 },
    ],
    postcodes: ['101', '102', '103', '104', '105', '107', '108', '109', '110', '111', '112', '113', '116'],
    sources: [
      'Reykjavíkurborg, borgarhlutar (10 city districts) and their populations (c. 2020)',
      'Íslandspóstur, póstnúmer 101–116 (102 added 2019)',
    ],
  },
];
