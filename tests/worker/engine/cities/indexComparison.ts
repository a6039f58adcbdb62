// Comparing two city indexes in plain data, shared by the scanner's tests on the fixture and on the
// real file: every key a file could index, what an index answers for them, and loading in parts.
import { createCitiesLoader, type LoadedCities } from '../../../../src/worker/engine/cities/loadCities.ts';
import type { PlaceIndex } from '../../../../src/worker/engine/cities/placeIndex.ts';
import { foldText } from '../../../../src/worker/engine/text.ts';

/** Every key a file could have put in the index: its folded names and its alternate names. */
export function candidateKeys(text: string): string[] {
  const keys = new Set<string>(['', 'of', 'spy', 'the']);
  for (const record of recordsIn(JSON.parse(text) as unknown)) {
    if (typeof record?.name === 'string') keys.add(foldText(record.name));
    if (Array.isArray(record?.alt)) for (const alt of record.alt) if (typeof alt === 'string') keys.add(alt);
  }
  return [...keys];
}

/** The records of an array, or the rows of a table read by its header. */
function recordsIn(file: unknown): (Record<string, unknown> | null)[] {
  if (Array.isArray(file)) return file as Record<string, unknown>[];
  const { fields, rows } = (file ?? {}) as { fields?: unknown; rows?: unknown };
  if (!Array.isArray(fields) || !Array.isArray(rows)) return [];
  return rows.map((row: unknown) =>
    Array.isArray(row) ? Object.fromEntries(fields.map((field, i) => [String(field), row[i]])) : null,
  );
}

/** Everything an index answers, in plain data. */
export function describeIndex(index: PlaceIndex, keys: readonly string[]) {
  return {
    cities: [...index.cities],
    size: index.size,
    maxWords: index.maxWords,
    lookups: keys.map((key) => [key, index.lookup(key)]),
  };
}

export function outcome(load: () => LoadedCities, keys: readonly string[]) {
  try {
    const { index, skipped } = load();
    return { skipped, ...describeIndex(index, keys) };
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** Pushes the bytes in parts of random sizes (some empty, some cutting UTF-8 characters). */
export function loadInParts(bytes: Uint8Array, seed: number, expectedBytes = 0): LoadedCities {
  const loader = createCitiesLoader(expectedBytes);
  let state = seed;
  for (let start = 0; start < bytes.length;) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const size = state % 3 === 0 ? state % 7 : state % 40_000;
    loader.push(bytes.slice(start, start + size));
    start += size;
  }
  return loader.finish();
}
