// The resolution table (resolutionTable.ts) on the fixture, and hostile input. The same table on the
// real cities file is in resolveQuery.realFile.test.ts.
import { describe, expect, it } from 'vitest';
import { fixtureIndex } from '../fixtureIndex.ts';
import { NEW_TRAPS, OLD_TRAPS, describePlace } from './resolutionTable.ts';

describe('resolveQuery on the fixture', () => {
  it.each([...OLD_TRAPS, ...NEW_TRAPS])('%j → %j', (query, expected) => {
    expect(describePlace(query, fixtureIndex())).toBe(expected === null ? null : expected.replace('’', "'"));
  });
});

describe('resolveQuery on hostile input', () => {
  it('finds the place in a 10,000-character query', () => {
    const query = `${'x'.repeat(5000)} agents in paris ${'y '.repeat(2500)}`;
    expect(describePlace(query, fixtureIndex())).toBe('Paris, Île-de-France, FR');
  });

  it.each([
    ['emoji', '🕵️ agents in 🗼 paris 🥖'],
    ['markup', '<script>alert(1)</script> paris'],
    ['control characters', 'agents\u0000in\u0007 paris\u001b'],
    ['right-to-left marks', '\u202eparis\u202c'],
  ])('reads through %s', (_kind, query) => {
    expect(describePlace(query, fixtureIndex())).toBe('Paris, Île-de-France, FR');
  });

  it('answers a query of commas, or of symbols only, with no place', () => {
    expect(describePlace(',,,,', fixtureIndex())).toBeNull();
    expect(describePlace('🕵️🕵️', fixtureIndex())).toBeNull();
  });

  it('never corrects a common word into a place: "weapon" is not one edit from a big city that counts', () => {
    // "secret" is one edit from nothing big, but "paris" typed as "parsi" is.
    expect(describePlace('parsi', fixtureIndex())).toBe('Paris, Île-de-France, FR');
    expect(describePlace('weapons', fixtureIndex())).toBeNull();
  });

  it('does not look for typos in words shorter than five letters', () => {
    expect(describePlace('rme', fixtureIndex())).toBeNull(); // one edit from "rome", but three letters
  });
});
