// Rome and Milan: Poste Italiane CAP ranges of the two comuni (Rome 00118–00199 less the
// Vatican's 00120; Milan 20121–20162); numbering plan prefixes keep their 0.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'IT',
    names: ['rome', 'roma'],
    addressName: 'Roma',
    postcodes: ['00118-00119', '00121-00199'],
    areaCodes: ['06'],
    sources: ['Poste Italiane, CAP of the Comune di Roma (00118–00199)', 'AGCOM, piano di numerazione: 06'],
  },
  {
    country: 'IT',
    names: ['milan', 'milano'],
    addressName: 'Milano',
    postcodes: ['20121-20162'],
    areaCodes: ['02'],
    sources: ['Poste Italiane, CAP of the Comune di Milano (20121–20162)', 'AGCOM, piano di numerazione: 02'],
  },
];
