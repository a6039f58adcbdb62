// Address styles of Russia, Ukraine, Belarus and Central Asia in standard romanisation:
// street, building ("d." in Russian), city, then the six- or five-digit postcode, as the
// postal services of the region order an address written in Latin letters.
import type { AddressStyle } from '../../../engine/identity/places/addressStyle.ts';

const RUSSIAN_NAMES = [
  'Tverskaya',
  'Lenina',
  'Pushkina',
  'Gagarina',
  'Sovetskaya',
  'Mira',
  'Sadovaya',
  'Lesnaya',
  'Shkolnaya',
  'Tsentralnaya',
  'Molodezhnaya',
  'Pervomayskaya',
  'Kirova',
  'Oktyabrskaya',
  'Zelenaya',
  'Novaya',
  'Gorkogo',
  'Chekhova',
];

// Russian Post: Moscow 1xxxxx, St Petersburg 19xxxx, Novosibirsk 630xxx, Yekaterinburg 620xxx.
export const RU: AddressStyle = {
  lines: ['{street}, d. {number}, kv. {#180}', '{city}', '{postcode}'],
  streetPatterns: ['ul. {n}', 'ul. {n}', 'ul. {n}', 'prosp. {n}'],
  streetNames: RUSSIAN_NAMES,
  numberMax: 90,
  postcode: {
    pattern: '######',
    anyPrefix: ['14', '30', '35', '39', '40', '42', '44', '45', '60', '61', '62', '63', '64', '66', '68'],
    regionPrefix: {
      moscow: ['10', '11', '12'],
      'st.-petersburg': ['19'],
      'novosibirsk oblast': ['630', '633'],
      'sverdlovsk oblast': ['620', '623', '624'],
      'nizhny novgorod oblast': ['603', '606'],
      'tatarstan republic': ['420', '423'],
      chelyabinsk: ['454', '456'],
      'omsk oblast': ['644'],
      'samara oblast': ['443', '445', '446'],
      rostov: ['344', '346', '347'],
      'bashkortostan republic': ['450', '452', '453'],
      'krasnoyarsk krai': ['660', '662'],
      'voronezh oblast': ['394', '396'],
      'volgograd oblast': ['400', '404'],
      'perm krai': ['614', '618'],
      'krasnodar krai': ['350', '352', '353', '354'],
    },
  },
};

// Ukrposhta: five digits, Kyiv 01xxx–04xxx, Kharkiv 61xxx, Odesa 65xxx, Lviv 79xxx.
export const UA: AddressStyle = {
  lines: ['{street}, {number}, kv. {#150}', '{city}', '{postcode}'],
  streetPatterns: ['vul. {n}', 'vul. {n}', 'vul. {n}', 'prosp. {n}'],
  streetNames: [
    'Khreshchatyk',
    'Shevchenka',
    'Franka',
    'Lesi Ukrainky',
    'Sadova',
    'Shkilna',
    'Tsentralna',
    'Nezalezhnosti',
    'Hrushevskoho',
    'Sobornosti',
    'Myru',
    'Zelena',
    'Lisova',
    'Vyshneva',
    'Soborna',
    'Kyivska',
  ],
  numberMax: 90,
  postcode: {
    pattern: '#####',
    anyPrefix: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
    cityPrefix: {
      kyiv: ['01', '02', '03', '04'],
      kharkiv: ['61'],
      odesa: ['65'],
      dnipro: ['49'],
      lviv: ['79'],
      zaporizhzhya: ['69'],
    },
  },
};

// Belpochta: six digits, Minsk 220xxx.
export const BY: AddressStyle = {
  lines: ['{street}, d. {number}, kv. {#150}', '{postcode} {city}'],
  streetPatterns: ['vul. {n}', 'vul. {n}', 'prasp. {n}'],
  streetNames: [
    'Nezavisimosti',
    'Lenina',
    'Pobediteley',
    'Kirova',
    'Sovetskaya',
    'Internatsionalnaya',
    'Kalinina',
    'Mira',
    'Sadovaya',
    'Gorkogo',
    'Kupaly',
    'Kolasa',
  ],
  numberMax: 90,
  postcode: {
    pattern: '######',
    anyPrefix: ['21', '22', '23', '24'],
    cityPrefix: {
      minsk: ['220'],
      "homyel'": ['246'],
      vitebsk: ['210'],
      mahilyow: ['212'],
      hrodna: ['230'],
      brest: ['224'],
    },
  },
};

// Kazpost's six-digit codes: Almaty 050xxx, Astana 010xxx, Shymkent 160xxx.
export const KZ: AddressStyle = {
  lines: ['{street}, d. {number}, kv. {#150}', '{postcode} {city}'],
  streetPatterns: ['ul. {n}', 'ul. {n}', 'prosp. {n}'],
  streetNames: [
    'Abaya',
    'Dostyk',
    'Al-Farabi',
    'Tole Bi',
    'Kabanbay Batyra',
    'Zheltoksan',
    'Nauryzbay Batyra',
    'Satpayeva',
    'Gogolya',
    'Seyfullina',
    'Kunayeva',
    'Respubliki',
  ],
  numberMax: 120,
  postcode: {
    pattern: '######',
    anyPrefix: ['01', '05', '06', '09', '10', '11', '14', '16'],
    cityPrefix: { almaty: ['050'], astana: ['010'], shymkent: ['160'], karagandy: ['100'] },
  },
};

// O'zbekiston Pochtasi: six digits, Tashkent 100xxx.
export const UZ: AddressStyle = {
  lines: ['{street}, {number}-uy', '{postcode} {city}'],
  streetPatterns: ["{n} ko'chasi", "{n} ko'chasi", "{n} shoh ko'chasi"],
  streetNames: [
    'Amir Temur',
    'Navoiy',
    'Mustaqillik',
    'Bobur',
    'Shota Rustaveli',
    'Afrosiyob',
    'Istiqlol',
    'Mirobod',
    'Taras Shevchenko',
    'Olmazor',
    'Chilonzor',
    'Yunusobod',
  ],
  numberMax: 150,
  postcode: {
    pattern: '######',
    anyPrefix: ['10', '11', '14', '15', '17', '20', '21', '23'],
    cityPrefix: {
      tashkent: ['100'],
      samarkand: ['140'],
      namangan: ['160'],
      andijon: ['170'],
      bukhara: ['200'],
    },
  },
};
