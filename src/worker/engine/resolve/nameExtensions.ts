// Big cities by the first words of their names: "porto" starts Porto Alegre and Porto-Novo, "addis"
// starts Addis Ababa. The resolver reads a phrase as the start of a much bigger city's name (a weak
// match, see scoring.ts), and the choices offer such cities beside the place found.
import type { PlaceIndex } from '../cities/placeIndex.ts';
import { foldText } from '../text.ts';

/** Places whose name merely starts with the query are offered only from this size up. */
export const EXTENSION_MIN_POPULATION = 100_000;

interface ExtensionTable {
  names: string[];
  positions: number[];
}

const extensionTables = new WeakMap<PlaceIndex, ExtensionTable>();

/**
 * The big cities by folded name, built once per index: about 20 ms, so the worker builds it in an idle turn
 * (prepareResolver) rather than in the first search, which reads it.
 *
 * @example prepareExtensions(index) // the first search then only searches the table
 */
export function prepareExtensions(index: PlaceIndex): ExtensionTable {
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

/**
 * Positions of big cities whose folded name starts with the phrase and a space, most populous first.
 *
 * @example extensionsOf(index, "porto").map((p) => index.cities.at(p)?.name) // ["Porto Alegre", "Porto Velho", …]
 */
export function extensionsOf(index: PlaceIndex, phrase: string): number[] {
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
