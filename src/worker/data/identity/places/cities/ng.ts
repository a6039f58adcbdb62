// Lagos: its 20 local government areas as addresses name them (Eti-Osa by its areas Victoria
// Island, Ikoyi, Lekki and Ajah; Lagos Mainland as Yaba), 2006 census populations, NIPOST codes.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'NG',
    names: ['lagos', 'eko'],
    districts: [
      { name: 'Alimosho', population: 1277714 },
      { name: 'Ajeromi-Ifelodun', population: 684105 },
      { name: 'Kosofe', population: 665393 },
      { name: 'Mushin', population: 633009 },
      { name: 'Oshodi-Isolo', population: 621509 },
      { name: 'Ojo', population: 598071 },
      { name: 'Ikorodu', population: 535619 },
      { name: 'Surulere', population: 503975 },
      { name: 'Agege', population: 459939 },
      { name: 'Ifako-Ijaiye', population: 427878 },
      { name: 'Shomolu', population: 402673 },
      { name: 'Amuwo-Odofin', population: 318166 },
      { name: 'Yaba', population: 317720 },
      { name: 'Ikeja', postcodes: ['100271', '100281'], population: 313196 },
      { name: 'Victoria Island', postcodes: ['101241'], population: 72000 },
      { name: 'Ikoyi', postcodes: ['101233'], population: 72000 },
      { name: 'Lekki', postcodes: ['105102'], population: 72000 },
      { name: 'Ajah', population: 72000 },
      { name: 'Badagry', population: 241093 },
      { name: 'Apapa', population: 217362 },
      { name: 'Lagos Island', population: 209437 },
      { name: 'Epe', population: 181409 },
      { name: 'Ibeju-Lekki', population: 117481 },
    ],
    postcodes: ['100###', '101###', '102###', '103###', '104###', '105###', '106###'],
    areaCodes: ['1'],
    sources: [
      'Lagos State Government, the 20 local government areas',
      'National Population Commission, 2006 census by LGA (Eti-Osa split evenly among its four areas)',
      'NIPOST, Nigerian postcodes (Lagos State 100xxx–106xxx)',
      'NCC, national numbering plan: area code 01',
    ],
  },
];
