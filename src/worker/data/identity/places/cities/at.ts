// Vienna: its 23 Bezirke, each with Post's postcode 1XX0 (XX = the district number), Statistik
// Austria populations (c. 2023); area code 01.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'AT',
    names: ['vienna', 'wien', 'vienne'],
    addressName: 'Wien',
    districts: [
      { name: 'Innere Stadt', postcodes: ['1010'], population: 16000 },
      { name: 'Leopoldstadt', postcodes: ['1020'], population: 105000 },
      { name: 'Landstraße', postcodes: ['1030'], population: 91000 },
      { name: 'Wieden', postcodes: ['1040'], population: 33000 },
      { name: 'Margareten', postcodes: ['1050'], population: 55000 },
      { name: 'Mariahilf', postcodes: ['1060'], population: 32000 },
      { name: 'Neubau', postcodes: ['1070'], population: 32000 },
      { name: 'Josefstadt', postcodes: ['1080'], population: 25000 },
      { name: 'Alsergrund', postcodes: ['1090'], population: 42000 },
      { name: 'Favoriten', postcodes: ['1100'], population: 212000 },
      { name: 'Simmering', postcodes: ['1110'], population: 108000 },
      { name: 'Meidling', postcodes: ['1120'], population: 98000 },
      { name: 'Hietzing', postcodes: ['1130'], population: 54000 },
      { name: 'Penzing', postcodes: ['1140'], population: 95000 },
      { name: 'Rudolfsheim-Fünfhaus', postcodes: ['1150'], population: 77000 },
      { name: 'Ottakring', postcodes: ['1160'], population: 103000 },
      { name: 'Hernals', postcodes: ['1170'], population: 57000 },
      { name: 'Währing', postcodes: ['1180'], population: 51000 },
      { name: 'Döbling', postcodes: ['1190'], population: 74000 },
      { name: 'Brigittenau', postcodes: ['1200'], population: 86000 },
      { name: 'Floridsdorf', postcodes: ['1210'], population: 180000 },
      { name: 'Donaustadt', postcodes: ['1220'], population: 207000 },
      { name: 'Liesing', postcodes: ['1230'], population: 115000 },
    ],
    areaCodes: ['1'],
    sources: [
      'Stadt Wien, the 23 Gemeindebezirke',
      'Statistik Austria, Bevölkerung nach Bezirken (c. 2023)',
      'Österreichische Post, Postleitzahlen 1010–1230',
      'RTR, Ortsnetzkennzahl 01',
    ],
  },
];
