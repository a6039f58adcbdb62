// Address styles of Iran and Afghanistan in Latin spelling: street, then alley or plaque.
// Iran's ten-digit postcode is written "12345-67890"; Tehran's start with 1.
import type { AddressStyle } from '../../../engine/identity/places/addressStyle.ts';

export const IR: AddressStyle = {
  lines: ['No. {number}, {street}', '{city}', '{postcode}'],
  streetPatterns: ['{n} Street', '{n} Street', '{n} Avenue', '{n} Boulevard', '{n} Alley'],
  streetNames: [
    'Valiasr',
    'Enghelab',
    'Azadi',
    'Ferdowsi',
    'Hafez',
    'Keshavarz',
    'Motahari',
    'Taleghani',
    'Shariati',
    'Jomhuri',
    'Pasdaran',
    'Mirdamad',
    'Golestan',
    'Bahar',
    'Saadi',
    'Nejatollahi',
  ],
  numberMax: 120,
  postcode: {
    pattern: '#####-#####',
    anyPrefix: ['3', '4', '5', '6', '7', '8', '9'],
    regionPrefix: {
      tehran: ['1'],
      'razavi khorasan': ['91'],
      isfahan: ['81'],
      'alborz province': ['31'],
      'east azerbaijan': ['51'],
      fars: ['71'],
      'qom province': ['37'],
      khuzestan: ['61'],
    },
  },
};

// Afghan Post: four digits, Kabul 10xx.
export const AF: AddressStyle = {
  lines: ['House {number}, {street}', '{district}', '{city} {postcode}'],
  streetPatterns: ['{n} Street', '{n} Road', 'Street {n}'],
  streetNames: [
    'Darulaman',
    'Jalalabad',
    'Shahr-e Naw',
    'Kolola Pushta',
    'Wazir Akbar Khan',
    'Karte Se',
    'Salang Wat',
    'Charahi Ansari',
    'Qala-e Fathullah',
    '15',
  ],
  numberMax: 90,
  districts: [
    'Wazir Akbar Khan',
    'Shahr-e Naw',
    'Karte Parwan',
    'Karte Se',
    'Khair Khana',
    'Macroryan',
    'Taimani',
    'Qala-e Fathullah',
  ],
  postcode: {
    pattern: '####',
    anyPrefix: ['10', '15', '17', '20', '32', '38'],
    cityPrefix: { kabul: ['10'], herat: ['30'], kandahar: ['38'], 'mazar-e sharif': ['17'] },
  },
};
