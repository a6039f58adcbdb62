// Where a mission's agents live: a pin from its link, else the geocoder's answer, else what the
// local data makes of the query, else a city drawn from the mission's seed (spec §8's order,
// with the pin first so a shared link never moves). A country or region spreads the agents
// over its places (areaPlaces.ts). placeMission is the one entry point: the worker, the command
// line and the library all place their missions through it.
import type { Place, Resolution } from '../../../shared/types.ts';
import type { City } from '../cities/cityRecords.ts';
import { countryName } from '../countries.ts';
import type { PlaceIndex } from '../cities/placeIndex.ts';
import type { Random } from '../random.ts';
import { foldText } from '../text.ts';
import { areaLabel, getAreaIndex, type Area } from './areaIndex.ts';
import { areaPlaces, type AreaPlaces } from './areaPlaces.ts';
import { positionOfId } from './cityIds.ts';
import { cityLabel, describeChoices, readingPin } from './placeChoices.ts';
import { cityPin, countryPin, geoPin, parsePin, regionPin } from './placePins.ts';
import { explainResolution } from './explainReading.ts';
import { resolveQuery, type QueryResolution } from './resolveQuery.ts';
import { MissionError } from '../missionError.ts';
import { pinNeed } from './placePins.ts';

/** A mission's place before its agents are drawn: `resolution.places` is counted then. */
export interface MissionPlace {
  /** The city, or for an area its most populous place renamed after the area (for the map and exports). */
  place: Place;
  resolution: Omit<Resolution, 'places'>;
  /** The places an area mission spreads over; null for a city. */
  area: AreaPlaces | null;
}

/** What placing a mission reads: the data, and the geocoder. */
export interface PlacingDeps {
  /** The local index; null while it loads (a city pin may be placed from `pinnedCity`) or when it failed. */
  index: PlaceIndex | null;
  /** The city a city pin names, read from the cities file before its index was ready. */
  pinnedCity?: City;
  /** The geocoder; resolves null when it has no answer. */
  geocode(query: string): Promise<Place | null>;
  /** Loads the countries' and regions' names (areaIndex.ts); rejects with a message fit for a person. */
  loadAreaNames(): Promise<unknown>;
}

/** What a mission asks of its place. */
export interface PlacingRequest {
  query: string;
  /** The link's `place=` pin, or '' for none. */
  pin: string;
  /** No geocoder request at all. */
  offline: boolean;
  /**
   * What the pin was given as ("--place", "place") when a pin that names nothing is a mistake to report
   * (the command line, the library); null for a link, which may outlive its place: the page then
   * ignores the pin and reads the query.
   */
  strictPin: string | null;
  /** Whether the mission is still wanted: a search already replaced spends none of the geocoder's one request a second. */
  isCurrent(): boolean;
  /** The mission's own stream for a random city, when nothing else places it. */
  random(): Random;
}

/**
 * Places a mission: the pin, else the geocoder's answer, else the local resolver, else a seeded random
 * city. Throws MissionError when a strict pin names nothing, or when there is neither an answer nor
 * an index to read the query in.
 *
 * @example (await placeMission(deps, { query: "lyons", pin: "", offline: true, strictPin: null, isCurrent: () => true, random })).resolution.label // "Lyon, France"
 */
export async function placeMission(deps: PlacingDeps, request: PlacingRequest): Promise<MissionPlace> {
  const { index } = deps;
  const { pin, query } = request;
  // Only a city pin is placed without the area names (a shared link's usual pin): an area pin, the
  // geocoder's answer and the query are all read with them, when there is a city index to read them in.
  const areaNames = async (): Promise<void> => {
    if (index !== null) await deps.loadAreaNames();
  };
  if (pin !== '') {
    if (pinNeed(pin, countryName).kind === 'index') await areaNames();
    const pinned = placeFromPin(index, pin, deps.pinnedCity);
    if (pinned !== null) return pinned;
    if (request.strictPin !== null) {
      throw new MissionError(
        `${request.strictPin} names no place: ${JSON.stringify(pin.slice(0, 80))} (a GeoNames id, city:ID, country:CC, region:CC:Name or geo:LAT,LON|CC|Region|Name).`,
      );
    }
  }
  await areaNames();
  const geocoded = request.offline || !request.isCurrent() ? null : await deps.geocode(query);
  if (geocoded !== null) return placeFromGeocoder(index, geocoded, query);
  if (index !== null && index.cities.length > 0) return placeFromQuery(index, query, request.random);
  throw new MissionError('City index unavailable — try a city name when back online.');
}

/** Random cities come from the most populous ones: big enough to be recognisable. */
export const RANDOM_CITY_POOL = 5000;

/**
 * A city drawn from the seeded stream, for queries that name no place. Drawn among the
 * RANDOM_CITY_POOL most populous, so "random" agents tend to live somewhere people do.
 *
 * @example pickRandomCity(index.cities, createRandom(1)) // the same city for seed 1, every time
 */
export function pickRandomCity(index: PlaceIndex, random: Random): City {
  if (index.cities.length === 0) throw new RangeError('pickRandomCity needs at least one city.');
  const pool = Math.min(index.cities.length, RANDOM_CITY_POOL);
  return index.cities.at(random.int(pool)) as City;
}

export function placeFromCity(city: City, source: Place['source']): Place {
  return {
    name: city.name,
    country: countryName(city.country),
    countryCode: city.country,
    admin1: city.admin1,
    lat: city.lat,
    lon: city.lon,
    source,
  };
}

/**
 * The mission place a pin names in the local index (or the geocoder's answer it carries), or
 * null when the pin is malformed or names nothing the index has: the query then resolves as usual.
 * `pinnedCity` is the city a city pin names, read from the cities file before its index was ready
 * (the same record the index will hold); it is used while `index` is null.
 *
 * @example placeFromPin(index, "country:IT")?.resolution.kind === "country"
 * @example placeFromPin(null, "city:2988507", paris)?.place.name === "Paris"
 */
export function placeFromPin(index: PlaceIndex | null, pin: string, pinnedCity?: City): MissionPlace | null {
  const parsed = parsePin(pin, countryName);
  if (parsed === null) return null;
  if (parsed.kind === 'geo') {
    const { place } = parsed;
    const label = place.country !== '' ? `${place.name}, ${place.country}` : place.name;
    return {
      place,
      area: null,
      resolution: { kind: 'city', label, pin: geoPin(place), rule: 'pinned', alternatives: [] },
    };
  }
  if (parsed.kind === 'city' || parsed.kind === 'random') {
    const city =
      index !== null
        ? index.cities.at(positionOfId(index.cities, parsed.id))
        : pinnedCity?.id === parsed.id
          ? pinnedCity
          : undefined;
    if (city === undefined) return null;
    return cityPlace(
      city,
      parsed.kind,
      'pinned',
      cityPin(city, parsed.kind === 'random'),
      cityLabel(city),
      [],
    );
  }
  if (index === null) return null;
  const areas = getAreaIndex();
  const area =
    parsed.kind === 'country'
      ? areas.country(parsed.country)
      : parsed.kind === 'region'
        ? areas.region(parsed.country, parsed.admin1)
        : null;
  return area === null ? null : areaPlace(index, area, 'pinned', []);
}

/**
 * The mission place the local data gives a query: what resolveQuery reads in it, or a city
 * drawn from `random` (the mission's place stream) when it names none.
 *
 * @example placeFromQuery(index, "italy", random).resolution.label === "Italy"
 */
export function placeFromQuery(index: PlaceIndex, query: string, random: () => Random): MissionPlace {
  const resolution = resolveQuery(index, getAreaIndex(), query);
  if (resolution === null) {
    const city = pickRandomCity(index, random());
    return cityPlace(city, 'random', 'random', cityPin(city, true), cityLabel(city), []);
  }
  const { label, alternatives } = describeChoices(index, resolution);
  const { reading } = resolution;
  if (reading.kind === 'city') {
    const placed = cityPlace(reading.city, 'city', reading.rule, readingPin(reading), label, alternatives);
    return { ...placed, resolution: { ...placed.resolution, ...explained(resolution) } };
  }
  const placed = areaPlace(index, reading.area, reading.rule, alternatives);
  // An area with no place in the index (a territory the file lacks) falls back to the seeded
  // random city; its namesake cities, if any, are among the alternatives.
  if (placed !== null)
    return { ...placed, resolution: { ...placed.resolution, label, ...explained(resolution) } };
  const city = pickRandomCity(index, random());
  return cityPlace(city, 'random', 'random', cityPin(city, true), cityLabel(city), alternatives);
}

/** The words and scores of a local resolution (see explainReading.ts). */
function explained(resolution: QueryResolution): Pick<Resolution, 'why' | 'scores'> {
  return {
    why: explainResolution(getAreaIndex(), resolution),
    scores: {
      chosen: roundScore(resolution.chosen.score),
      runnerUp: resolution.runnerUp === null ? null : roundScore(resolution.runnerUp.score),
    },
  };
}

const roundScore = (score: number): number => Math.round(score * 1000) / 1000;

/**
 * The mission place for a geocoder's answer. A country or first-level region is spread over
 * the local index's places there, when the index has them; a city is used as it is.
 *
 * @example placeFromGeocoder(index, { name: "Italy", area: "country", countryCode: "IT", … }, [])?.resolution.kind === "country"
 */
export function placeFromGeocoder(index: PlaceIndex | null, answer: Place, query: string): MissionPlace {
  const local = index === null ? null : resolveQuery(index, getAreaIndex(), query);
  const alternatives = index !== null && local !== null ? describeChoices(index, local).alternatives : [];
  if (answer.area !== undefined && index !== null) {
    const area = geocodedArea(answer);
    const placed = area === null ? null : areaPlace(index, area, 'geocoder', alternatives);
    // The local reading may be the very area the geocoder named: it is the answer, not another choice.
    if (placed !== null) {
      const others = alternatives.filter((choice) => choice.pin !== placed.resolution.pin);
      return { ...placed, resolution: { ...placed.resolution, alternatives: others } };
    }
  }
  const { area: _drop, ...place } = answer;
  void _drop;
  const label = place.country !== '' ? `${place.name}, ${place.country}` : place.name;
  return {
    place,
    area: null,
    resolution: {
      kind: 'city',
      label,
      pin: geoPin(place),
      rule: 'geocoder',
      alternatives: alternatives.filter((choice) => choice.label !== label),
    },
  };
}

/** The local area a geocoder's country or region answer names: by ISO code, and for a region by name within it. */
function geocodedArea(answer: Place): Area | null {
  const areas = getAreaIndex();
  if (answer.countryCode === '') return null;
  if (answer.area === 'country') return areas.country(answer.countryCode);
  const wanted = [foldText(answer.admin1), foldText(answer.name)].filter((name) => name !== '');
  for (const name of wanted) {
    const found = [...areas.named(name), ...areas.stripped(name)].find(
      (area) => area.kind === 'region' && area.country === answer.countryCode,
    );
    if (found !== undefined) return found;
  }
  return null;
}

function cityPlace(
  city: City,
  kind: 'city' | 'random',
  rule: Resolution['rule'],
  pin: string,
  label: string,
  alternatives: Resolution['alternatives'],
): MissionPlace {
  return {
    place: placeFromCity(city, kind === 'random' ? 'random' : 'index'),
    area: null,
    resolution: { kind, label, pin, rule, alternatives },
  };
}

function areaPlace(
  index: PlaceIndex,
  area: Area,
  rule: Resolution['rule'],
  alternatives: Resolution['alternatives'],
): MissionPlace | null {
  const places = areaPlaces(index.cities, area);
  const largest = places?.cities[0];
  if (places === null || largest === undefined) return null;
  const label = areaLabel(area);
  return {
    // The map and the exports need one point: the area's most populous place, named after the area.
    place: {
      ...placeFromCity(largest, rule === 'geocoder' ? 'geocoder' : 'index'),
      name: area.kind === 'country' ? label : area.admin1,
      admin1: area.admin1,
    },
    area: places,
    resolution: {
      kind: area.kind,
      label,
      pin: area.kind === 'country' ? countryPin(area.country) : regionPin(area.country, area.admin1),
      rule,
      alternatives,
    },
  };
}
