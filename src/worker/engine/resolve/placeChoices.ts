// What the visitor reads about a resolved place: its label, its pin, and up to four other
// places the query may have meant (other places of the same name, and big places whose name
// starts with it: "Porto" offers Porto Alegre and Porto-Novo).
import type { PlaceChoice } from '../../../shared/types.ts';
import type { City } from '../cities/cityRecords.ts';
import { countryName } from '../countries.ts';
import type { PlaceIndex } from '../cities/placeIndex.ts';
import { foldText } from '../text.ts';
import { areaLabel } from './areaIndex.ts';
import { cityPin, countryPin, regionPin } from './placePins.ts';
import { RANK_STRAY_ALTERNATE, readingIsIn, readingPopulation, type Reading } from './readings.ts';
import type { QueryResolution } from './resolveQuery.ts';

/** At most this many alternatives are offered. */
export const MAX_ALTERNATIVES = 4;
/** Places whose name merely starts with the query are offered only from this size up. */
export const EXTENSION_MIN_POPULATION = 100_000;

/** "Porto, Portugal"; with the region when that is needed to tell two apart ("Portland, Oregon, United States"). */
export function cityLabel(city: City, withRegion = false): string {
  const country = countryName(city.country) || city.country;
  return withRegion && city.admin1 !== ''
    ? `${city.name}, ${city.admin1}, ${country}`
    : `${city.name}, ${country}`;
}

export function readingLabel(reading: Reading, withRegion = false): string {
  return reading.kind === 'city' ? cityLabel(reading.city, withRegion) : areaLabel(reading.area);
}

export function readingPin(reading: Reading): string {
  if (reading.kind === 'city') return cityPin(reading.city);
  return reading.kind === 'country'
    ? countryPin(reading.area.country)
    : regionPin(reading.area.country, reading.area.admin1);
}

/**
 * The label of a resolution and up to four other places, most likely first: the other readings
 * of the words (not another place's stray alternate name, not the region a city gives its name
 * to), then big places whose name continues the phrase, by population. Labels that would read
 * alike get their region.
 *
 * @example describeChoices(index, resolveQuery(index, areas, "porto")).alternatives.map((c) => c.label)
 *   // ["Porto Alegre, Brazil", "Porto Velho, Brazil", "Porto-Novo, Benin", …]
 */
export function describeChoices(
  index: PlaceIndex,
  resolution: QueryResolution,
): { label: string; alternatives: PlaceChoice[] } {
  const chosen = resolution.reading;
  const pool: Reading[] = [];
  const add = (reading: Reading): void => {
    if (reading.rank === RANK_STRAY_ALTERNATE && reading.rule === 'alternate-name') return;
    if (sameName(reading, chosen) && (inside(reading, chosen) || inside(chosen, reading))) return;
    const pin = readingPin(reading);
    if (pin === readingPin(chosen) || pool.some((seen) => readingPin(seen) === pin)) return;
    pool.push(reading);
  };
  for (const other of resolution.others) add(other);
  for (const position of extensionsOf(index, resolution.phrase)) {
    const city = index.cities.at(position);
    if (city !== undefined) add({ kind: 'city', position, city, rule: 'name', rank: 0, weight: city.pop });
  }
  pool.sort((a, b) => readingPopulation(b) - readingPopulation(a));
  const shown = [chosen, ...pool.slice(0, MAX_ALTERNATIVES)];
  const plain = shown.map((reading) => readingLabel(reading));
  const labels = shown.map((reading, i) =>
    plain.indexOf(plain[i] as string) !== plain.lastIndexOf(plain[i] as string)
      ? readingLabel(reading, true)
      : (plain[i] as string),
  );
  return {
    label: labels[0] as string,
    alternatives: shown.slice(1).map((reading, i) => ({
      kind: reading.kind,
      label: labels[i + 1] as string,
      pin: readingPin(reading),
    })),
  };
}

function sameName(a: Reading, b: Reading): boolean {
  const name = (reading: Reading): string =>
    foldText(
      reading.kind === 'city'
        ? reading.city.name
        : reading.kind === 'region'
          ? reading.area.admin1
          : countryName(reading.area.country),
    );
  return name(a) === name(b);
}

function inside(a: Reading, b: Reading): boolean {
  return b.kind !== 'city' && readingIsIn(a, b.area);
}

const extensionTables = new WeakMap<PlaceIndex, { names: string[]; positions: number[] }>();

/**
 * The big cities by folded name, built once per index: about 20 ms, so the worker builds it in an idle turn
 * (prepareResolver) rather than in the first search that offers alternatives, which is every search.
 *
 * @example prepareExtensions(index) // the first describeChoices then only searches the table
 */
export function prepareExtensions(index: PlaceIndex): { names: string[]; positions: number[] } {
  let table = extensionTables.get(index);
  if (table === undefined) {
    const entries: [string, number][] = [];
    for (let position = 0; position < index.cities.length; position++) {
      const city = index.cities.at(position);
      if (city === undefined || city.pop < EXTENSION_MIN_POPULATION) break; // most populous first
      entries.push([foldText(city.name), position]);
    }
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    table = { names: entries.map(([name]) => name), positions: entries.map(([, position]) => position) };
    extensionTables.set(index, table);
  }
  return table;
}

/** Positions of big cities whose folded name starts with the phrase and a space, most populous first. */
function extensionsOf(index: PlaceIndex, phrase: string): number[] {
  const table = prepareExtensions(index);
  const prefix = `${phrase} `;
  let low = 0;
  let high = table.names.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((table.names[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  const found: number[] = [];
  for (let i = low; i < table.names.length && (table.names[i] as string).startsWith(prefix); i++) {
    found.push(table.positions[i] as number);
  }
  return found.sort((a, b) => a - b);
}
