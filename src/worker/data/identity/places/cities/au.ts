// Sydney: Australia Post postcodes of the metropolitan area's core (2000–2234) and the shared
// NSW/ACT area code 02.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'AU',
    names: ['sydney'],
    postcodes: ['2000-2234'],
    areaCodes: ['2'],
    sources: ['Australia Post, postcodes of metropolitan Sydney (2000–2234)', 'ACMA, numbering plan: 02'],
  },
];
