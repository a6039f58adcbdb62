// Istanbul: well-known mahalleler (the "{district} Mah." of a Turkish address) of Kadıköy,
// Beşiktaş, Şişli, Beyoğlu and Üsküdar with their PTT postcodes; BTK area codes 212/216.
import type { CityAddressData } from './cityAddressData.ts';

export const CITIES: readonly CityAddressData[] = [
  {
    country: 'TR',
    names: ['istanbul', 'i̇stanbul', 'constantinople'],
    addressName: 'İstanbul',
    districts: [
      { name: 'Caferağa', postcodes: ['34710'] },
      { name: 'Osmanağa', postcodes: ['34714'] },
      { name: 'Rasimpaşa', postcodes: ['34716'] },
      { name: 'Fenerbahçe', postcodes: ['34726'] },
      { name: 'Göztepe', postcodes: ['34730'] },
      { name: 'Erenköy', postcodes: ['34738'] },
      { name: 'Suadiye', postcodes: ['34740'] },
      { name: 'Bostancı', postcodes: ['34744'] },
      { name: 'Kuzguncuk', postcodes: ['34674'] },
      { name: 'Levent', postcodes: ['34330'] },
      { name: 'Etiler', postcodes: ['34337'] },
      { name: 'Bebek', postcodes: ['34342'] },
      { name: 'Ortaköy', postcodes: ['34347'] },
      { name: 'Sinanpaşa', postcodes: ['34353'] },
      { name: 'Teşvikiye', postcodes: ['34365'] },
      { name: 'Harbiye', postcodes: ['34367'] },
      { name: 'Mecidiyeköy', postcodes: ['34387'] },
      { name: 'Cihangir', postcodes: ['34433'] },
    ],
    postcodes: ['34###'],
    areaCodes: ['212', '216'],
    sources: [
      'PTT, posta kodları of İstanbul (34xxx) by mahalle',
      'BTK, numaralandırma planı: 212 (European side), 216 (Asian side)',
    ],
  },
];
