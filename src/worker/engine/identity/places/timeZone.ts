// The IANA time zone of a place, from GeoNames' zone for each place of the cities file (compacted
// by scripts/build-zones.ts). The table (about 9 KB gzip) is fetched only by missions that need it.

/** What the zone of a place is looked up by: its GeoNames id when it is in the index. */
export interface ZonedPlace {
  /** GeoNames id; undefined for a geocoder's answer, which is looked up by region and country. */
  id?: number | undefined;
  countryCode: string;
  admin1: string;
  /** Longitude, for the last resort: a place in a country the table does not know. */
  lon: number;
}

export type TimeZoneOf = (place: ZonedPlace) => string;

/**
 * A zone for any longitude: the nautical zone (`Etc/GMT-1` is UTC+1; POSIX inverts the sign), for
 * a place of a country no city of the index lies in. Honest about what it is: an offset, not a region's rules.
 *
 * @example nauticalZone(2.35) === "Etc/GMT"; nauticalZone(139.7) === "Etc/GMT-9"; nauticalZone(-74) === "Etc/GMT+5"
 */
export function nauticalZone(lon: number): string {
  const hours = Math.max(-12, Math.min(12, Math.round(lon / 15)));
  if (hours === 0) return 'Etc/GMT';
  return hours > 0 ? `Etc/GMT-${hours}` : `Etc/GMT+${-hours}`;
}

/**
 * Loads the table and returns the lookup: the place's own zone where the index has it, else its
 * region's usual zone, else its country's, else the nautical zone of its longitude.
 *
 * @example (await loadTimeZones())({ id: 2988507, countryCode: "FR", admin1: "Île-de-France", lon: 2.35 }) === "Europe/Paris"
 */
export async function loadTimeZones(): Promise<TimeZoneOf> {
  const { ZONES, COUNTRY_ZONE, REGION_ZONE, CITY_ZONE } =
    await import('../../../data/places/generated/timeZones.ts');
  // Keys come from links and geocoders: "constructor" must not find Object.prototype's.
  const own = (table: Readonly<Record<string, number>>, key: string): number | undefined =>
    Object.hasOwn(table, key) ? table[key] : undefined;
  return (place) => {
    const at =
      (place.id === undefined ? undefined : own(CITY_ZONE, String(place.id))) ??
      own(REGION_ZONE, `${place.countryCode}|${place.admin1}`) ??
      own(COUNTRY_ZONE, place.countryCode);
    return at === undefined ? nauticalZone(place.lon) : (ZONES[at] as string);
  };
}
