// Mexico City: well-known colonias (the "Col." line) with their SEPOMEX códigos postales; the
// city's codes run 01000–16999; IFT area code 55.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'MX',
    names: ['mexico city', 'ciudad de méxico', 'ciudad de mexico', 'cdmx'],
    addressName: 'Ciudad de México',
    districts: [
      { name: 'Centro', postcodes: ['06000'] },
      { name: 'Tabacalera', postcodes: ['06030'] },
      { name: 'Hipódromo', postcodes: ['06100'] },
      { name: 'Condesa', postcodes: ['06140'] },
      { name: 'Guerrero', postcodes: ['06300'] },
      { name: 'Santa María la Ribera', postcodes: ['06400'] },
      { name: 'San Rafael', postcodes: ['06470'] },
      { name: 'Cuauhtémoc', postcodes: ['06500'] },
      { name: 'Juárez', postcodes: ['06600'] },
      { name: 'Roma Norte', postcodes: ['06700'] },
      { name: 'Doctores', postcodes: ['06720'] },
      { name: 'Roma Sur', postcodes: ['06760'] },
      { name: 'Obrera', postcodes: ['06800'] },
      { name: 'Lomas de Chapultepec', postcodes: ['11000'] },
      { name: 'Polanco V Sección', postcodes: ['11560'] },
      { name: 'Anzures', postcodes: ['11590'] },
      { name: 'Escandón I Sección', postcodes: ['11800'] },
      { name: 'Narvarte Poniente', postcodes: ['03020'] },
      { name: 'Del Valle Centro', postcodes: ['03100'] },
      { name: 'Portales Norte', postcodes: ['03300'] },
      { name: 'Nápoles', postcodes: ['03810'] },
      { name: 'Villa Coyoacán', postcodes: ['04000'] },
      { name: 'Del Carmen', postcodes: ['04100'] },
      { name: 'San Ángel', postcodes: ['01000'] },
      { name: 'Lindavista Norte', postcodes: ['07300'] },
      { name: 'Tlalpan Centro', postcodes: ['14000'] },
    ],
    postcodes: ['01000-16999'],
    areaCodes: ['55'],
    sources: [
      'SEPOMEX, Código Postal catalogue for Ciudad de México (01000–16999) by colonia',
      'IFT, plan de numeración: 55 for the Mexico City metropolitan area',
    ],
  },
];
