// Cairo: well-known districts and neighbourhoods of Cairo Governorate as addresses name them
// (not Giza's Dokki or Mohandessin); Egypt Post codes of the governorate start 11.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'EG',
    names: ['cairo', 'al qahirah', 'al-qahira', 'el qahira'],
    districts: [
      { name: 'Downtown' },
      { name: 'Garden City' },
      { name: 'Zamalek' },
      { name: 'Abbassia' },
      { name: 'Sayeda Zeinab' },
      { name: 'Old Cairo' },
      { name: 'Shubra' },
      { name: 'Heliopolis' },
      { name: 'Nasr City' },
      { name: 'Ain Shams' },
      { name: 'Hadayek El Kobba' },
      { name: 'Zeitoun' },
      { name: 'Matareya' },
      { name: 'El Marg' },
      { name: 'Maadi' },
      { name: 'Mokattam' },
      { name: 'Helwan' },
      { name: 'New Cairo' },
    ],
    postcodes: ['11###'],
    areaCodes: ['2'],
    sources: [
      'Cairo Governorate, districts (ahya)',
      'Egypt Post, postal codes of Cairo Governorate (11xxx)',
      'NTRA, numbering plan: 02 for Greater Cairo',
    ],
  },
];
