// Where the records of large cities' districts, postcodes and area codes live: one module per
// country (a literal `import()` each, so a mission fetches only its own country's).
import type { CityAddressData } from '../../../data/identity/places/cities/cityAddressData.ts';

type CitiesLoader = () => Promise<readonly CityAddressData[]>;

/** Countries with city records, by ISO 3166-1 alpha-2 code. */
export const CITY_ADDRESS_MODULES: Readonly<Record<string, CitiesLoader>> = {
  AR: () => import('../../../data/identity/places/cities/ar.ts').then((m) => m.CITIES),
  AT: () => import('../../../data/identity/places/cities/at.ts').then((m) => m.CITIES),
  AU: () => import('../../../data/identity/places/cities/au.ts').then((m) => m.CITIES),
  BR: () => import('../../../data/identity/places/cities/br.ts').then((m) => m.CITIES),
  CA: () => import('../../../data/identity/places/cities/ca.ts').then((m) => m.CITIES),
  CZ: () => import('../../../data/identity/places/cities/cz.ts').then((m) => m.CITIES),
  DE: () => import('../../../data/identity/places/cities/de.ts').then((m) => m.CITIES),
  EG: () => import('../../../data/identity/places/cities/eg.ts').then((m) => m.CITIES),
  ES: () => import('../../../data/identity/places/cities/es.ts').then((m) => m.CITIES),
  FR: () => import('../../../data/identity/places/cities/fr.ts').then((m) => m.CITIES),
  GB: () => import('../../../data/identity/places/cities/gb.ts').then((m) => m.CITIES),
  ID: () => import('../../../data/identity/places/cities/id.ts').then((m) => m.CITIES),
  IN: () => import('../../../data/identity/places/cities/in.ts').then((m) => m.CITIES),
  IS: () => import('../../../data/identity/places/cities/is.ts').then((m) => m.CITIES),
  IT: () => import('../../../data/identity/places/cities/it.ts').then((m) => m.CITIES),
  JP: () => import('../../../data/identity/places/cities/jp.ts').then((m) => m.CITIES),
  KR: () => import('../../../data/identity/places/cities/kr.ts').then((m) => m.CITIES),
  MX: () => import('../../../data/identity/places/cities/mx.ts').then((m) => m.CITIES),
  NG: () => import('../../../data/identity/places/cities/ng.ts').then((m) => m.CITIES),
  NL: () => import('../../../data/identity/places/cities/nl.ts').then((m) => m.CITIES),
  PL: () => import('../../../data/identity/places/cities/pl.ts').then((m) => m.CITIES),
  PT: () => import('../../../data/identity/places/cities/pt.ts').then((m) => m.CITIES),
  RU: () => import('../../../data/identity/places/cities/ru.ts').then((m) => m.CITIES),
  SE: () => import('../../../data/identity/places/cities/se.ts').then((m) => m.CITIES),
  TH: () => import('../../../data/identity/places/cities/th.ts').then((m) => m.CITIES),
  TR: () => import('../../../data/identity/places/cities/tr.ts').then((m) => m.CITIES),
  US: () => import('../../../data/identity/places/cities/us.ts').then((m) => m.CITIES),
};

/**
 * The record of a city (its name as the city list or the geocoder gives it, any case), or null when
 * the country has no records or none for that city.
 *
 * @example (await findCityAddress("KR", "Seoul"))?.areaCodes // ["2"]
 */
export async function findCityAddress(countryCode: string, city: string): Promise<CityAddressData | null> {
  const load = Object.hasOwn(CITY_ADDRESS_MODULES, countryCode)
    ? CITY_ADDRESS_MODULES[countryCode]
    : undefined;
  if (load === undefined) return null;
  const name = city.normalize('NFC').toLowerCase();
  return (await load()).find((record) => record.names.includes(name)) ?? null;
}
