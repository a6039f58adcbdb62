// The resolution table (resolutionTable.ts) on the real generated cities file, and the other readings
// it keeps. Apart from resolveQuery.test.ts so that mutation testing, which runs the fixture's table for
// each of the resolver's mutants, does not read the 9.7 MB file every time (scripts/mutation/areas.mjs).
import { describe, expect, it } from 'vitest';
import { getAreaIndex, loadAreaIndex } from '../../../../src/worker/engine/resolve/areaIndex.ts';
import { resolveQuery } from '../../../../src/worker/engine/resolve/resolveQuery.ts';
import { realIndex } from '../fixtureIndex.ts';
import { NEW_TRAPS, OLD_TRAPS, describePlace, describeReading } from './resolutionTable.ts';

// The resolver reads the area names synchronously once they are loaded (see areaIndex.ts).
await loadAreaIndex();

describe('resolveQuery on the real cities file', () => {
  it.each([...OLD_TRAPS, ...NEW_TRAPS])('%j → %j', (query, expected) => {
    expect(describePlace(query, realIndex())).toBe(expected === null ? null : expected.replace('’', "'"));
  });
});

describe('resolveQuery alternatives', () => {
  it('keeps the other readings of the words, most likely first', () => {
    const resolution = resolveQuery(realIndex(), getAreaIndex(), 'georgia');
    expect(resolution?.others.map(describeReading)[0]).toBe('region Georgia, US');
  });
});
