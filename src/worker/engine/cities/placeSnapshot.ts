// The place index as a snapshot (binarySnapshot.ts): its two key tables and its city columns,
// written when the package is built (scripts/build-package.ts) and read by the command line and the
// library in Node instead of scanning the 9.7 MB cities file, which took about 370 ms of a start-up
// that should take 300. The snapshot is only ever made from an index the scanner built, so the
// index read back is the one the scan would have built: same keys, same candidates in the same
// order, same cities (tests/engine/placeSnapshot.test.ts holds them equal).
import { decodeSnapshot, encodeSnapshot, type SnapshotArray } from '../binarySnapshot.ts';
import { CityColumns, type CityColumnsParts } from './cityColumns.ts';
import { KeyTable, type KeyTableParts } from './keyTable.ts';
import { finishPlaceIndex, placeIndexTables, type PlaceIndex } from './placeIndex.ts';

/** Changes whenever what is stored, or how the index reads it, changes: an older snapshot is refused. */
const KIND = 'place-index/1';

const KEY_ARRAYS = [
  'chars',
  'entryStart',
  'entryLength',
  'entryHash',
  'entryWords',
  'entryFirst',
  'entryLast',
  'nodeCity',
  'nodeNext',
  'slots',
] as const;
const KEY_NUMBERS = ['charCount', 'entryCount', 'removedCount', 'nodeCount', 'slotBits'] as const;
const CITY_ARRAYS = ['ids', 'lats', 'lons', 'pops', 'countries', 'ranges', 'text'] as const;

/**
 * The snapshot of an index the cities scanner built. Throws for any other index (one built from
 * parsed records has no columns to store).
 *
 * @example decodePlaceIndex(encodePlaceIndex(loadCities(bytes).index)).lookup("paris")
 */
export function encodePlaceIndex(index: PlaceIndex): Uint8Array {
  const tables = placeIndexTables(index);
  if (tables === undefined || !(tables.cities instanceof CityColumns)) {
    throw new Error('place snapshot: only an index scanned from the app’s own cities file can be stored');
  }
  const arrays: Record<string, SnapshotArray> = {};
  const numbers: Record<string, number> = {};
  for (const [prefix, table] of [
    ['names', tables.names],
    ['alternates', tables.alternates],
  ] as const) {
    const parts = table.toParts();
    for (const name of KEY_ARRAYS) arrays[`${prefix}.${name}`] = parts[name];
    for (const name of KEY_NUMBERS) numbers[`${prefix}.${name}`] = parts[name];
  }
  const cities = tables.cities.toParts();
  for (const name of CITY_ARRAYS) arrays[`cities.${name}`] = cities[name];
  return encodeSnapshot({ kind: KIND, numbers, arrays });
}

/**
 * The index stored in a snapshot; its arrays are views over `bytes`. Throws an Error with a one-line
 * message when the bytes are not a place-index snapshot of this version.
 */
export function decodePlaceIndex(bytes: Uint8Array): PlaceIndex {
  const { arrays, numbers } = decodeSnapshot(bytes, KIND);
  const array = <T extends SnapshotArray>(name: string, type: new (length: number) => T): T => {
    const value = arrays[name];
    if (!(value instanceof type)) throw new Error(`place snapshot: ${name} is missing or of the wrong type`);
    return value;
  };
  const number = (name: string): number => {
    const value = numbers[name];
    if (typeof value !== 'number') throw new Error(`place snapshot: ${name} is missing`);
    return value;
  };
  const keyTable = (prefix: string): KeyTable => {
    const parts: KeyTableParts = {
      chars: array(`${prefix}.chars`, Uint16Array),
      entryStart: array(`${prefix}.entryStart`, Int32Array),
      entryLength: array(`${prefix}.entryLength`, Int32Array),
      entryHash: array(`${prefix}.entryHash`, Int32Array),
      entryWords: array(`${prefix}.entryWords`, Uint8Array),
      entryFirst: array(`${prefix}.entryFirst`, Int32Array),
      entryLast: array(`${prefix}.entryLast`, Int32Array),
      nodeCity: array(`${prefix}.nodeCity`, Int32Array),
      nodeNext: array(`${prefix}.nodeNext`, Int32Array),
      slots: array(`${prefix}.slots`, Int32Array),
      charCount: number(`${prefix}.charCount`),
      entryCount: number(`${prefix}.entryCount`),
      removedCount: number(`${prefix}.removedCount`),
      nodeCount: number(`${prefix}.nodeCount`),
      slotBits: number(`${prefix}.slotBits`),
    };
    return KeyTable.fromParts(parts);
  };
  const cityParts: CityColumnsParts = {
    ids: array('cities.ids', Float64Array),
    lats: array('cities.lats', Float64Array),
    lons: array('cities.lons', Float64Array),
    pops: array('cities.pops', Float64Array),
    countries: array('cities.countries', Uint16Array),
    ranges: array('cities.ranges', Int32Array),
    text: array('cities.text', Uint8Array),
  };
  return finishPlaceIndex(keyTable('names'), keyTable('alternates'), CityColumns.fromParts(cityParts));
}
