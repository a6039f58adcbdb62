// Prague: its ten administrative districts Praha 1–10 with the Česká pošta district codes of each
// ("### ##"), populations of the městské části of the same names; Prague numbers begin 2.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'CZ',
    names: ['prague', 'praha', 'prag'],
    addressName: 'Praha',
    districts: [
      { name: 'Praha 1', postcodes: ['110 00'], population: 30000 },
      { name: 'Praha 2', postcodes: ['120 00'], population: 50000 },
      { name: 'Praha 3', postcodes: ['130 00'], population: 75000 },
      { name: 'Praha 4', postcodes: ['140 00'], population: 130000 },
      { name: 'Praha 5', postcodes: ['150 00'], population: 85000 },
      { name: 'Praha 6', postcodes: ['160 00'], population: 105000 },
      { name: 'Praha 7', postcodes: ['170 00'], population: 45000 },
      { name: 'Praha 8', postcodes: ['180 00'], population: 105000 },
      { name: 'Praha 9', postcodes: ['190 00'], population: 60000 },
      { name: 'Praha 10', postcodes: ['100 00', '101 00'], population: 110000 },
    ],
    areaCodes: ['2'],
    sources: [
      'Hlavní město Praha, správní obvody Praha 1–10',
      'ČSÚ, population of the městské části Praha 1–10 (approximate)',
      'Česká pošta, PSČ of Prague (1xx xx)',
      'ČTÚ, číslovací plán: Prague numbers 2xx',
    ],
  },
];
