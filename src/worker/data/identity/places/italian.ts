// Address styles in Italian: "Via Roma 12, 00184 Rome". CAP prefixes follow the province
// (Rome 00, Milan 20, Naples 80, Turin 10, Palermo 90).
import type { AddressStyle } from '../../../engine/identity/places/addressStyle.ts';

const ITALIAN_NAMES = [
  'Roma',
  'Garibaldi',
  'Giuseppe Mazzini',
  'Cavour',
  'Dante Alighieri',
  'Vittorio Emanuele II',
  'della Repubblica',
  'Guglielmo Marconi',
  'Giuseppe Verdi',
  'dei Mille',
  'XX Settembre',
  'della Libertà',
  'San Francesco',
  'del Popolo',
  'Giacomo Matteotti',
  'dei Tigli',
  'delle Rose',
  'Nazionale',
  'Alessandro Manzoni',
  'Giacomo Leopardi',
  'dei Pini',
  'Trieste',
];
const ITALIAN_STREET_TYPES = [
  'Via {n}',
  'Via {n}',
  'Via {n}',
  'Via {n}',
  'Viale {n}',
  'Piazza {n}',
  'Corso {n}',
  'Vicolo {n}',
  'Largo {n}',
];

export const IT: AddressStyle = {
  lines: ['{street} {number}', '{postcode} {city}'],
  streetPatterns: ITALIAN_STREET_TYPES,
  streetNames: ITALIAN_NAMES,
  numberMax: 150,
  numberSuffixes: ['', '', '', '', '', '', '', '', '/A', '/B'],
  postcode: {
    pattern: '#####',
    anyPrefix: ['00', '10', '16', '20', '25', '30', '35', '40', '50', '60', '70', '80', '90'],
    regionPrefix: {
      lazio: ['00', '01', '02', '03', '04'],
      lombardy: ['20', '21', '22', '23', '24', '25', '26', '27', '46'],
      campania: ['80', '81', '82', '83', '84'],
      piedmont: ['10', '12', '13', '14', '15', '28'],
      sicily: ['90', '91', '92', '93', '94', '95', '96', '97', '98'],
      liguria: ['16', '17', '18', '19'],
      'emilia-romagna': ['29', '40', '41', '42', '43', '44', '47', '48'],
      tuscany: ['50', '51', '52', '53', '54', '55', '56', '57', '58', '59'],
      apulia: ['70', '71', '72', '73', '74', '76'],
      veneto: ['30', '31', '32', '35', '36', '37', '45'],
      'friuli venezia giulia': ['33', '34'],
      calabria: ['87', '88', '89'],
      sardinia: ['07', '08', '09'],
      'trentino-alto adige': ['38', '39'],
      umbria: ['05', '06'],
      abruzzo: ['64', '65', '66', '67'],
      'the marches': ['60', '61', '62', '63'],
      basilicate: ['75', '85'],
      molise: ['86'],
      'aosta valley': ['11'],
    },
    cityPrefix: {
      rome: ['001'],
      milan: ['201'],
      naples: ['801'],
      turin: ['101'],
      palermo: ['901'],
      genoa: ['161'],
      bologna: ['401'],
      florence: ['501'],
    },
  },
};

/** Ticino writes Italian with Swiss four-digit postcodes (Lugano 69xx, Bellinzona 65xx). */
export const CH_IT: AddressStyle = {
  lines: ['{street} {number}', '{postcode} {city}'],
  streetPatterns: ITALIAN_STREET_TYPES,
  streetNames: [
    'Cantonale',
    'San Gottardo',
    'Nassa',
    'Pretorio',
    'Besso',
    'Lugano',
    'dei Faggi',
    'al Lago',
    'Stazione',
    'Motta',
  ],
  numberMax: 60,
  postcode: { pattern: '####', anyPrefix: ['65', '66', '67', '68', '69'] },
};

export const SM: AddressStyle = {
  lines: ['{street} {number}', '{postcode} {city}'],
  streetPatterns: ITALIAN_STREET_TYPES,
  streetNames: ITALIAN_NAMES,
  numberMax: 80,
  postcode: { pattern: '4789#' },
};
