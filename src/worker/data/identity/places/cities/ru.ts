// Moscow: Russian Post indices of the city proper (101000–129999); Rossvyaz area codes 495, 499.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'RU',
    names: ['moscow', 'moskva', 'москва'],
    addressName: 'Moskva',
    postcodes: ['101000-129999'],
    areaCodes: ['495', '499'],
    sources: [
      'Russian Post, postal indices of Moscow (101000–129999)',
      'Rossvyaz, numbering plan: 495 and 499',
    ],
  },
];
