// Jakarta: kecamatan (districts) of its five administrative cities with Pos Indonesia codes
// (1 Jakarta, then 0 Central, 1 West, 2 South, 3 East, 4 North, then the kecamatan); area code 21.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'ID',
    names: ['jakarta', 'dki jakarta', 'djakarta'],
    districts: [
      { name: 'Gambir', postcodes: ['101##'] },
      { name: 'Tanah Abang', postcodes: ['102##'] },
      { name: 'Menteng', postcodes: ['103##'] },
      { name: 'Senen', postcodes: ['104##'] },
      { name: 'Kemayoran', postcodes: ['106##'] },
      { name: 'Kebon Jeruk', postcodes: ['115##'] },
      { name: 'Kembangan', postcodes: ['116##'] },
      { name: 'Cengkareng', postcodes: ['117##'] },
      { name: 'Kalideres', postcodes: ['118##'] },
      { name: 'Kebayoran Baru', postcodes: ['121##'] },
      { name: 'Kebayoran Lama', postcodes: ['122##'] },
      { name: 'Cilandak', postcodes: ['124##'] },
      { name: 'Pasar Minggu', postcodes: ['125##'] },
      { name: 'Jagakarsa', postcodes: ['126##'] },
      { name: 'Mampang Prapatan', postcodes: ['127##'] },
      { name: 'Tebet', postcodes: ['128##'] },
      { name: 'Setiabudi', postcodes: ['129##'] },
      { name: 'Jatinegara', postcodes: ['133##'] },
      { name: 'Duren Sawit', postcodes: ['134##'] },
      { name: 'Kramat Jati', postcodes: ['135##'] },
      { name: 'Cakung', postcodes: ['139##'] },
      { name: 'Kelapa Gading', postcodes: ['1424#', '1425#'] },
    ],
    postcodes: ['10###', '11###', '12###', '13###', '14###'],
    areaCodes: ['21'],
    sources: [
      'Pemprov DKI Jakarta, kota administrasi and kecamatan',
      'Pos Indonesia, kode pos DKI Jakarta (10110–14540)',
      'Kominfo, numbering plan: 021',
    ],
  },
];
