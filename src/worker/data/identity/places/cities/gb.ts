// London: the City and the 32 boroughs with the Royal Mail outward codes that lie mainly in
// each (as "OUT #@@" patterns), 2021 census populations (thousands), Ofcom's 020.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'GB',
    names: ['london'],
    districts: [
      {
        name: 'City of London',
        postcodes: ['EC2M #@@', 'EC2V #@@', 'EC3V #@@', 'EC4M #@@', 'EC4V #@@'],
        population: 9,
      },
      {
        name: 'Westminster',
        postcodes: [
          'SW1P #@@',
          'SW1V #@@',
          'SW1W #@@',
          'W1J #@@',
          'W1K #@@',
          'W1U #@@',
          'W2 #@@',
          'W9 #@@',
          'NW8 #@@',
        ],
        population: 205,
      },
      {
        name: 'Kensington and Chelsea',
        postcodes: ['SW3 #@@', 'SW5 #@@', 'SW10 #@@', 'W8 #@@', 'W10 #@@', 'W11 #@@'],
        population: 144,
      },
      {
        name: 'Camden',
        postcodes: ['NW1 #@@', 'NW3 #@@', 'NW5 #@@', 'WC1H #@@', 'WC1N #@@'],
        population: 210,
      },
      {
        name: 'Islington',
        postcodes: ['N1 #@@', 'N5 #@@', 'N7 #@@', 'N19 #@@', 'EC1V #@@'],
        population: 217,
      },
      { name: 'Hackney', postcodes: ['E5 #@@', 'E8 #@@', 'E9 #@@', 'N16 #@@'], population: 259 },
      { name: 'Tower Hamlets', postcodes: ['E1 #@@', 'E2 #@@', 'E3 #@@', 'E14 #@@'], population: 311 },
      {
        name: 'Southwark',
        postcodes: ['SE1 #@@', 'SE15 #@@', 'SE16 #@@', 'SE17 #@@', 'SE22 #@@'],
        population: 307,
      },
      {
        name: 'Lambeth',
        postcodes: ['SE11 #@@', 'SW2 #@@', 'SW8 #@@', 'SW9 #@@', 'SE27 #@@'],
        population: 317,
      },
      {
        name: 'Wandsworth',
        postcodes: ['SW11 #@@', 'SW12 #@@', 'SW15 #@@', 'SW17 #@@', 'SW18 #@@'],
        population: 328,
      },
      { name: 'Hammersmith and Fulham', postcodes: ['W6 #@@', 'W12 #@@', 'SW6 #@@'], population: 183 },
      { name: 'Lewisham', postcodes: ['SE4 #@@', 'SE6 #@@', 'SE13 #@@', 'SE23 #@@'], population: 300 },
      { name: 'Greenwich', postcodes: ['SE7 #@@', 'SE10 #@@', 'SE18 #@@'], population: 289 },
      { name: 'Newham', postcodes: ['E6 #@@', 'E7 #@@', 'E13 #@@', 'E15 #@@', 'E16 #@@'], population: 351 },
      { name: 'Haringey', postcodes: ['N8 #@@', 'N15 #@@', 'N17 #@@'], population: 264 },
      { name: 'Brent', postcodes: ['NW10 #@@', 'HA0 #@@', 'HA9 #@@'], population: 339 },
      { name: 'Ealing', postcodes: ['W3 #@@', 'W5 #@@', 'W13 #@@', 'UB1 #@@', 'UB2 #@@'], population: 367 },
      {
        name: 'Barnet',
        postcodes: ['N3 #@@', 'N12 #@@', 'NW4 #@@', 'NW7 #@@', 'NW11 #@@', 'EN5 #@@'],
        population: 389,
      },
      {
        name: 'Enfield',
        postcodes: ['EN1 #@@', 'EN2 #@@', 'EN3 #@@', 'N9 #@@', 'N13 #@@', 'N18 #@@', 'N21 #@@'],
        population: 330,
      },
      { name: 'Waltham Forest', postcodes: ['E4 #@@', 'E10 #@@', 'E17 #@@'], population: 278 },
      {
        name: 'Redbridge',
        postcodes: ['IG1 #@@', 'IG2 #@@', 'IG4 #@@', 'IG5 #@@', 'IG6 #@@'],
        population: 310,
      },
      {
        name: 'Barking and Dagenham',
        postcodes: ['IG11 #@@', 'RM8 #@@', 'RM9 #@@', 'RM10 #@@'],
        population: 219,
      },
      {
        name: 'Havering',
        postcodes: ['RM1 #@@', 'RM2 #@@', 'RM3 #@@', 'RM7 #@@', 'RM11 #@@', 'RM12 #@@'],
        population: 262,
      },
      {
        name: 'Bexley',
        postcodes: ['DA5 #@@', 'DA6 #@@', 'DA7 #@@', 'DA8 #@@', 'DA14 #@@', 'DA15 #@@', 'DA16 #@@'],
        population: 246,
      },
      {
        name: 'Bromley',
        postcodes: ['BR1 #@@', 'BR2 #@@', 'BR3 #@@', 'BR4 #@@', 'BR5 #@@', 'BR6 #@@', 'BR7 #@@'],
        population: 330,
      },
      { name: 'Croydon', postcodes: ['CR0 #@@', 'CR2 #@@', 'CR7 #@@', 'SE25 #@@'], population: 390 },
      { name: 'Sutton', postcodes: ['SM1 #@@', 'SM2 #@@', 'SM3 #@@', 'SM6 #@@'], population: 209 },
      { name: 'Merton', postcodes: ['SW19 #@@', 'SW20 #@@', 'CR4 #@@', 'SM4 #@@'], population: 215 },
      {
        name: 'Kingston upon Thames',
        postcodes: ['KT1 #@@', 'KT2 #@@', 'KT3 #@@', 'KT5 #@@', 'KT6 #@@', 'KT9 #@@'],
        population: 168,
      },
      {
        name: 'Richmond upon Thames',
        postcodes: ['TW1 #@@', 'TW2 #@@', 'TW9 #@@', 'TW10 #@@', 'TW12 #@@', 'SW13 #@@', 'SW14 #@@'],
        population: 195,
      },
      {
        name: 'Hounslow',
        postcodes: ['TW3 #@@', 'TW4 #@@', 'TW5 #@@', 'TW7 #@@', 'TW8 #@@', 'TW13 #@@', 'TW14 #@@', 'W4 #@@'],
        population: 288,
      },
      {
        name: 'Hillingdon',
        postcodes: ['UB3 #@@', 'UB4 #@@', 'UB7 #@@', 'UB8 #@@', 'UB10 #@@', 'HA4 #@@'],
        population: 305,
      },
      { name: 'Harrow', postcodes: ['HA1 #@@', 'HA2 #@@', 'HA3 #@@', 'HA5 #@@', 'HA7 #@@'], population: 261 },
    ],
    areaCodes: ['20'],
    sources: [
      'Greater London Authority, the City of London and 32 London boroughs',
      'ONS, Census 2021 population by local authority',
      'Royal Mail, Postcode Address File outward codes (London E, EC, N, NW, SE, SW, W, WC and outer areas)',
      'Ofcom, UK numbering plan: 020 London',
    ],
  },
];
