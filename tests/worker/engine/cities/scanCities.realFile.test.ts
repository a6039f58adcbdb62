// The scanner on the real generated file (9.7 MB): the fast path and the loader fed in parts give the
// general path's index. Kept apart from scanCities.test.ts so that mutation testing, which runs the
// fixture's tests for each of the scanner's mutants, is not slowed by reading the real file every time
// (scripts/mutation/areas.mjs leaves out *.realFile.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCities, loadParsed } from '../../../../src/worker/engine/cities/loadCities.ts';
import type { PlaceIndex } from '../../../../src/worker/engine/cities/placeIndex.ts';
import { scanCities } from '../../../../src/worker/engine/cities/scanCities.ts';
import { candidateKeys, describeIndex, loadInParts, outcome } from './indexComparison.ts';

const REAL_FILE = readFileSync(new URL('../../../../public/cities.json', import.meta.url));

describe('scanCities on the real file', () => {
  it('reads it on the fast path, to the general path’s index', () => {
    const text = REAL_FILE.toString('utf8');
    const fast = scanCities(REAL_FILE);
    expect(fast).not.toBeNull();
    const keys = candidateKeys(text);
    expect(describeIndex(fast as PlaceIndex, keys)).toEqual(describeIndex(loadParsed(text).index, keys));
  });

  it('loads it in parts to the same index', () => {
    const keys = candidateKeys(REAL_FILE.toString('utf8'));
    expect(outcome(() => loadInParts(REAL_FILE, 7, 4096), keys)).toEqual(
      outcome(() => loadCities(REAL_FILE), keys),
    );
  });
});
