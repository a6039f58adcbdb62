// The snapshot the package carries is made of the real file (scripts/build-package.ts): read back, it
// answers every key the file could index as the scan does, with the same cities. Apart from
// placeSnapshot.test.ts for the reason scanCities.realFile.test.ts gives.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCities } from '../../../../src/worker/engine/cities/loadCities.ts';
import { decodePlaceIndex, encodePlaceIndex } from '../../../../src/worker/engine/cities/placeSnapshot.ts';
import { candidateKeys, describeIndex } from './indexComparison.ts';

const REAL_FILE = readFileSync(new URL('../../../../public/cities.json', import.meta.url));

describe('the place index snapshot of the real file', () => {
  it('reads back the scanned index', () => {
    const scanned = loadCities(REAL_FILE).index;
    const restored = decodePlaceIndex(encodePlaceIndex(scanned));
    const keys = candidateKeys(REAL_FILE.toString('utf8'));
    expect(describeIndex(restored, keys)).toEqual(describeIndex(scanned, keys));
  });
});
