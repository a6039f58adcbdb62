// Buenos Aires (Ciudad Autónoma): Correo Argentino CPA codes C1000–C1499 (letter C, the old
// four-digit code, three block letters); ENACOM area code 11.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'AR',
    names: ['buenos aires', 'ciudad autónoma de buenos aires', 'caba'],
    postcodes: ['C10##@@@', 'C11##@@@', 'C12##@@@', 'C13##@@@', 'C14##@@@'],
    areaCodes: ['11'],
    sources: [
      'Correo Argentino, Código Postal Argentino (CPA) for the Ciudad Autónoma (C1000–C1499)',
      'ENACOM, plan fundamental de numeración: 11',
    ],
  },
];
