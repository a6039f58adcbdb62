// Time zones of places, held to GeoNames: the dump's own zone column, read here independently of
// the build's compaction, for every place of the cities file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCitiesFile } from '../../../../../scripts/lib/citiesFile.ts';
import { GEONAMES_DUMP_PATH, CITIES_OUT_PATH } from '../../../../../scripts/lib/paths.ts';
import {
  buildZoneTable,
  serializeZoneTable,
  readZonedPlaces,
  ZONES_OUT_PATH,
} from '../../../../../scripts/build-zones.ts';
import { loadTimeZones, nauticalZone } from '../../../../../src/worker/engine/identity/places/timeZone.ts';

describe('loadTimeZones', () => {
  it('gives every place of the cities file the zone GeoNames gives it', async () => {
    const zoneOf = await loadTimeZones();
    const dumpZone = new Map<number, string>();
    for (const line of readFileSync(GEONAMES_DUMP_PATH, 'utf8').split('\n')) {
      const columns = line.split('\t');
      // GeoNames readme: geonameid is column 1, timezone column 18.
      if (columns.length >= 19) dumpZone.set(Number(columns[0]), columns[17]!);
    }
    const cities = parseCitiesFile(readFileSync(CITIES_OUT_PATH, 'utf8'));
    expect(cities.length).toBeGreaterThan(100_000);
    let wrong = 0;
    for (const city of cities) {
      const zone = zoneOf({ id: city.id, countryCode: city.country, admin1: city.admin1, lon: city.lon });
      if (zone !== dumpZone.get(city.id)) wrong++;
    }
    expect(wrong).toBe(0);
  }, 60_000);

  it('falls back to the region’s zone, then the country’s, for a place the index does not have', async () => {
    const zoneOf = await loadTimeZones();
    // Facts: Indiana's usual zone is Indianapolis's, Western Australia's is Perth's, Spain's Madrid's.
    expect(zoneOf({ countryCode: 'US', admin1: 'Indiana', lon: -86 })).toBe('America/Indiana/Indianapolis');
    expect(zoneOf({ countryCode: 'AU', admin1: 'Western Australia', lon: 116 })).toBe('Australia/Perth');
    expect(zoneOf({ countryCode: 'ES', admin1: 'Nowhere', lon: -3.7 })).toBe('Europe/Madrid');
    // An id the table does not list as an exception takes its region's zone.
    expect(zoneOf({ id: 1, countryCode: 'JP', admin1: 'Tokyo', lon: 139.7 })).toBe('Asia/Tokyo');
  });

  it('takes the nautical zone of the longitude where the country is unknown, and ignores inherited keys', async () => {
    const zoneOf = await loadTimeZones();
    expect(zoneOf({ countryCode: '', admin1: '', lon: 139.7 })).toBe('Etc/GMT-9');
    expect(zoneOf({ countryCode: 'constructor', admin1: '__proto__', lon: -74 })).toBe('Etc/GMT+5');
  });
});

describe('nauticalZone', () => {
  it('is UTC±n for each 15° band, with POSIX’s inverted sign, capped at ±12', () => {
    expect(nauticalZone(0)).toBe('Etc/GMT');
    expect(nauticalZone(7.49)).toBe('Etc/GMT');
    expect(nauticalZone(7.5)).toBe('Etc/GMT-1');
    expect(nauticalZone(-7.5)).toBe('Etc/GMT');
    expect(nauticalZone(-7.51)).toBe('Etc/GMT+1');
    expect(nauticalZone(180)).toBe('Etc/GMT-12');
    expect(nauticalZone(-180)).toBe('Etc/GMT+12');
  });
});

describe('the committed zone table', () => {
  it('is what scripts/build-zones.ts makes from today’s data', () => {
    expect(readFileSync(ZONES_OUT_PATH, 'utf8')).toBe(serializeZoneTable(buildZoneTable(readZonedPlaces())));
  }, 60_000);

  it('keeps a region entry only where its zone differs from the country’s, and a place only where it differs from its region', () => {
    const table = buildZoneTable([
      { id: 1, country: 'AA', admin1: 'North', timeZone: 'Z/One' },
      { id: 2, country: 'AA', admin1: 'North', timeZone: 'Z/One' },
      { id: 3, country: 'AA', admin1: 'South', timeZone: 'Z/Two' },
      { id: 4, country: 'AA', admin1: 'North', timeZone: 'Z/Two' },
      { id: 5, country: 'BB', admin1: '', timeZone: '' },
    ]);
    expect(table).toEqual({
      zones: ['Z/One', 'Z/Two'],
      country: { AA: 0 },
      region: { 'AA|South': 1 },
      city: { '4': 1 },
    });
  });
});
