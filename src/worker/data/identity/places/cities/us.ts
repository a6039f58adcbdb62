// New York City: its five boroughs with USPS ZIP code ranges in residential use, 2020 census
// populations, and the city's NANP area codes.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'US',
    names: ['new york city', 'new york', 'nyc'],
    districts: [
      {
        name: 'Manhattan',
        postcodes: ['10001-10040', '10065', '10069', '10075', '10128', '10280', '10282'],
        population: 1694251,
      },
      { name: 'Brooklyn', postcodes: ['11201', '11203-11239'], population: 2736074 },
      {
        name: 'Queens',
        postcodes: ['11101-11106', '11354-11375', '11377-11379', '11385', '11411-11436', '11691-11694'],
        population: 2405464,
      },
      { name: 'Bronx', postcodes: ['10451-10475'], population: 1472654 },
      { name: 'Staten Island', postcodes: ['10301-10314'], population: 495747 },
    ],
    areaCodes: ['212', '646', '332', '718', '347', '929', '917'],
    sources: [
      'NYC Department of City Planning, the five boroughs; US Census Bureau, 2020 census by county',
      'USPS, ZIP codes by borough (Manhattan 100xx–102xx, Bronx 104xx, Brooklyn 112xx, Queens 111xx/113xx–116xx, Staten Island 103xx)',
      'NANPA, area codes 212/646/332 (Manhattan), 718/347/929 (other boroughs), 917 (citywide)',
    ],
  },
];
