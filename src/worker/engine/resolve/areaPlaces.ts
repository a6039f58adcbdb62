// The places of a country or region mission: its most populous places, each drawn with
// probability proportional to its population from the mission's seeded stream.
import type { City, CityTable } from '../cities/cityRecords.ts';
import type { Area } from './areaIndex.ts';
import { positionsInCountry } from './cityIds.ts';

/**
 * An area's agents are spread over at most this many of its places, the most populous: enough
 * that a 100,000-agent country mission reaches its towns, few enough that every place can get
 * its own identity kit (names, addresses, phones) without slowing generation.
 */
export const AREA_POOL_SIZE = 1000;

export interface AreaPlaces {
  /** Most populous first. */
  cities: readonly City[];
  /** Running total of the places' populations: cumulative[k] is the sum for places 0 … k. */
  cumulative: Float64Array;
}

/**
 * The places of an area, or null when the table has none there.
 *
 * @example areaPlaces(index.cities, { kind: "country", country: "IT", admin1: "", population: 0 })?.cities[0].name === "Rome"
 */
export function areaPlaces(table: CityTable, area: Area): AreaPlaces | null {
  const cities: City[] = [];
  for (const position of positionsInCountry(table, area.country)) {
    const city = table.at(position);
    if (city === undefined || (area.kind === 'region' && city.admin1 !== area.admin1)) continue;
    cities.push(city);
    if (cities.length === AREA_POOL_SIZE) break;
  }
  if (cities.length === 0) return null;
  const cumulative = new Float64Array(cities.length);
  let total = 0;
  cities.forEach((city, k) => {
    // A place with no population on record still counts for one person, so it can be drawn.
    total += Math.max(city.pop, 1);
    cumulative[k] = total;
  });
  return { cities, cumulative };
}

/**
 * The place a uniform number in [0, 1) draws: place k with probability population / total.
 *
 * @example drawPlace(places, 0) === 0 // the most populous place's share starts at 0
 */
export function drawPlace(places: AreaPlaces, unit: number): number {
  const { cumulative } = places;
  const target = unit * (cumulative[cumulative.length - 1] as number);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cumulative[middle] as number) > target) high = middle;
    else low = middle + 1;
  }
  return low;
}
