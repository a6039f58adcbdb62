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
import { extensionsOf } from './nameExtensions.ts';
import { readingIsIn, readingPopulation, type Reading } from './readings.ts';
import type { QueryResolution } from './resolveQuery.ts';

/** At most this many alternatives are offered. */
export const MAX_ALTERNATIVES = 4;
export { EXTENSION_MIN_POPULATION, prepareExtensions } from './nameExtensions.ts';

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
 * of the words (not another place's stray alternate name, not the region a chosen city gives its
 * name to), then big places whose name continues the phrase, by population. Labels that would read
 * alike get their region.
 *
 * @example describeChoices(index, resolveQuery(index, areas, "porto")).alternatives.map((c) => c.label)
 *   // ["Porto Alegre, Brazil", "Porto Velho, Brazil", "Porto-Novo, Benin", …]
 */
export function describeChoices(
  index: PlaceIndex,
  resolution: Pick<QueryResolution, 'reading' | 'others' | 'phrase'>,
): { label: string; alternatives: PlaceChoice[] } {
  const chosen = resolution.reading;
  const pool: Reading[] = [];
  const add = (reading: Reading): void => {
    if (reading.kind === 'city' && reading.stray === true) return;
    // A namesake area around or inside the chosen place is no other place to offer ("Tokyo" offers no
    // Tokyo prefecture, "Mexico" no State of Mexico); a namesake city inside a chosen region is, since
    // the words asked for the region ("sao paulo state" offers the city of São Paulo).
    if (
      sameName(reading, chosen) &&
      (inside(chosen, reading) || (reading.kind !== 'city' && inside(reading, chosen)))
    )
      return;
    const pin = readingPin(reading);
    if (pin === readingPin(chosen) || pool.some((seen) => readingPin(seen) === pin)) return;
    pool.push(reading);
  };
  for (const other of resolution.others) add(other);
  for (const position of extensionsOf(index, resolution.phrase)) {
    const city = index.cities.at(position);
    if (city !== undefined) add({ kind: 'city', position, city, rule: 'name', match: 'prefix', base: 0 });
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
