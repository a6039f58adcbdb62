// Toronto: Canada Post forward sortation areas of the city (M1–M6, M8, M9; M7 holds only
// Queen's Park and business codes) and CRTC area codes 416/647/437.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'CA',
    names: ['toronto'],
    postcodes: ['M1@ #@#', 'M2@ #@#', 'M3@ #@#', 'M4@ #@#', 'M5@ #@#', 'M6@ #@#', 'M8@ #@#', 'M9@ #@#'],
    areaCodes: ['416', '647', '437'],
    sources: [
      'Canada Post, forward sortation areas of Toronto (M)',
      'CRTC / CNAC, area codes 416, 647 and 437 (Toronto)',
    ],
  },
];
