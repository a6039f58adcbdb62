// Address styles of the Nordic countries: street and number, then postcode and city. The
// street word is a suffix ("Storgatan", "Kirkeveien", "Rådhusgade", "Mannerheimintie").
import type { AddressStyle } from '../../../engine/identity/places/addressStyle.ts';

// PostNord Sweden: "114 55 Stockholm"; Stockholm 1xx, Gothenburg 4xx, Malmö 2xx.
export const SE: AddressStyle = {
  lines: ['{street} {number}', '{postcode} {city}'],
  streetPatterns: ['{n}gatan', '{n}gatan', '{n}vägen', '{n}vägen', '{n}torget', '{n}gränd'],
  streetNames: [
    'Stor',
    'Kyrko',
    'Skol',
    'Drottning',
    'Kungs',
    'Björk',
    'Ek',
    'Lind',
    'Sjö',
    'Strand',
    'Park',
    'Järnvägs',
    'Hamn',
    'Gamla',
    'Tall',
    'Ängs',
    'Bergs',
    'Mölle',
  ],
  numberMax: 80,
  postcode: {
    pattern: '### ##',
    anyPrefix: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
    regionPrefix: {
      stockholm: ['1'],
      'västra götaland': ['4', '5'],
      skåne: ['2'],
      uppsala: ['75'],
      östergötland: ['58', '60'],
      örebro: ['70'],
      västerbotten: ['90'],
    },
    cityPrefix: { stockholm: ['11'], göteborg: ['41'], malmö: ['21'] },
  },
};

// Posten Norge: four digits, Oslo 0xxx, Bergen 50xx, Trondheim 70xx.
export const NO: AddressStyle = {
  lines: ['{street} {number}', '{postcode} {city}'],
  streetPatterns: ['{n}gata', '{n}gata', '{n}veien', '{n}veien', '{n}gate', '{n}plassen'],
  streetNames: [
    'Kirke',
    'Skole',
    'Stor',
    'Dronning',
    'Kongens',
    'Bjørke',
    'Eike',
    'Linde',
    'Sjø',
    'Strand',
    'Park',
    'Stasjons',
    'Havne',
    'Furu',
    'Bakke',
    'Mølle',
  ],
  numberMax: 90,
  postcode: {
    pattern: '####',
    anyPrefix: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    cityPrefix: { oslo: ['0'], bergen: ['50'], trondheim: ['70'], stavanger: ['40'] },
  },
};

// PostNord Denmark: four digits, Copenhagen 1xxx–2xxx, Aarhus 8000.
export const DK: AddressStyle = {
  lines: ['{street} {number}', '{postcode} {city}'],
  streetPatterns: ['{n}gade', '{n}gade', '{n}vej', '{n}vej', '{n}allé', '{n}torv'],
  streetNames: [
    'Kirke',
    'Skole',
    'Rådhus',
    'Dronning',
    'Konge',
    'Birke',
    'Ege',
    'Linde',
    'Sø',
    'Strand',
    'Park',
    'Stations',
    'Havne',
    'Mølle',
    'Bøge',
    'Vester',
  ],
  numberMax: 90,
  postcode: {
    pattern: '####',
    anyPrefix: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
    cityPrefix: { copenhagen: ['1', '2'], århus: ['80'], odense: ['50'], aalborg: ['90'] },
  },
};

// Posti: five digits, Helsinki 00xxx, Tampere 33xxx, Turku 20xxx.
export const FI: AddressStyle = {
  lines: ['{street} {number}', '{postcode} {city}'],
  streetPatterns: ['{n}katu', '{n}katu', '{n}tie', '{n}tie', '{n}kuja', '{n}polku'],
  streetNames: [
    'Mannerheimin',
    'Koulu',
    'Kirkko',
    'Asema',
    'Puisto',
    'Koivu',
    'Mänty',
    'Rauta',
    'Ranta',
    'Satama',
    'Kauppa',
    'Linna',
    'Myllyn',
    'Tammi',
    'Pihlaja',
    'Kallio',
  ],
  numberMax: 80,
  postcode: {
    pattern: '#####',
    anyPrefix: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    cityPrefix: { helsinki: ['00'], espoo: ['02'], tampere: ['33'], turku: ['20'], oulu: ['90'] },
  },
};

// Íslandspóstur: three digits, Reykjavík 101–155.
export const IS: AddressStyle = {
  lines: ['{street} {number}', '{postcode} {city}'],
  streetPatterns: ['{n}gata', '{n}vegur', '{n}stræti', '{n}braut'],
  streetNames: ['Lauga', 'Skóla', 'Hverfis', 'Banka', 'Austur', 'Vestur', 'Suður', 'Kirkju', 'Hafnar', 'Sól'],
  numberMax: 90,
  postcode: {
    pattern: '###',
    anyPrefix: ['1', '2', '3', '6', '7', '8'],
    cityPrefix: { reykjavík: ['10', '11'] },
  },
};
