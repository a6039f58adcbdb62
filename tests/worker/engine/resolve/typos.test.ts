// Near spellings, at their edges: the edit distance counted by hand (optimal string alignment:
// insertions, deletions, substitutions and swaps of two neighbours), how many edits a phrase of
// each length may be from a name, which places are targets, and how deep the deletion index goes.
import { describe, expect, it } from 'vitest';
import type { PlaceIndex } from '../../../../src/worker/engine/cities/placeIndex.ts';
import type { TypoIndex } from '../../../../src/worker/engine/resolve/typos.ts';
import { allowedEdits, editDistance, typoIndexOf } from '../../../../src/worker/engine/resolve/typos.ts';
import type { HandArea, HandCity } from './handIndexes.ts';
import { handAreaIndex, handPlaceIndex, positionOf } from './handIndexes.ts';

describe('allowedEdits', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [8, 1],
    [9, 2],
    [24, 2],
  ])('allows a phrase of %i letters %i edits', (length, edits) => {
    expect(allowedEdits(length)).toBe(edits);
  });
});

describe('editDistance', () => {
  it.each([
    ['paris', 'paris', 0, 'the same text'],
    ['', '', 0, 'two empty texts'],
    ['paris', 'parus', 1, 'one substitution'],
    ['paris', 'pariss', 1, 'one insertion'],
    ['paris', 'pars', 1, 'one deletion'],
    ['', 'abc', 3, 'three insertions into nothing'],
    ['abc', '', 3, 'three deletions'],
    ['edinbrugh', 'edinburgh', 1, 'two neighbours swapped'],
    ['ab', 'ba', 1, 'two neighbours swapped at the start'],
    // A letter that moved past another is one swap only if both letters match crosswise.
    ['ay', 'xa', 2, 'a letter moved and another replaced'],
    ['ya', 'ax', 2, 'a letter moved and another replaced, mirrored'],
    ['abcd', 'cbad', 2, 'two letters swapped that are not neighbours'],
    // Optimal string alignment never edits a swapped pair again (unrestricted Damerau gives 2).
    ['ca', 'abc', 3, 'a swap followed by an insertion between the swapped letters'],
    ['kitten', 'sitting', 3, 'two substitutions and an insertion'],
    // A swap is one edit on top of those before it, not instead of them.
    ['abcxy', 'uvwyx', 4, 'three substitutions, then two neighbours swapped'],
  ])('counts %j → %j as %i edits (%s)', (a, b, edits) => {
    expect(editDistance(a, b, 4)).toBe(edits);
    expect(editDistance(b, a, 4)).toBe(edits);
  });

  it('answers exactly the distance when it is the limit', () => {
    expect(editDistance('paris', 'parus', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('edinburgh', 'edimburgo', 2)).toBe(2);
  });

  it('answers one more than the limit when the distance is beyond it, not the distance itself', () => {
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('paris', 'pxrus', 1)).toBe(2);
    // Six substitutions, limit two.
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 6)).toBe(6);
  });

  it('compares lengths first: a difference of the limit is measured, one more is refused', () => {
    expect(editDistance('abc', 'abcde', 2)).toBe(2);
    expect(editDistance('abc', 'abcdef', 2)).toBe(3);
    expect(editDistance('abcdef', 'abc', 2)).toBe(3);
    // A common start keeps every row's minimum low: only the length check refuses this.
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });
});

/** The typo index of hand-written places (a fresh place index each time, so nothing is shared). */
function typosOf(cities: readonly HandCity[], areas: readonly HandArea[] = []): TypoIndex {
  return typoIndexOf(handPlaceIndex(cities), handAreaIndex(areas).index);
}

/** What `near` finds, as "name edits" lines, nearest first. */
function nearNames(typos: TypoIndex, phrase: string): string[] {
  return typos.near(phrase).map((match) => `${match.name} ${match.edits}`);
}

describe('typo index: the words of its names', () => {
  it('knows each whole word of a target’s name, and no word of a place too small to be one', () => {
    const typos = typosOf(
      [
        { name: 'New York City', country: 'US', pop: 8_000_000 },
        { name: 'Newport', country: 'US', pop: 99_999 },
      ],
      [{ kind: 'region', country: 'US', admin1: 'New Mexico', population: 2_100_000, named: ['new mexico'] }],
    );
    for (const word of ['new', 'york', 'city', 'mexico']) expect(typos.hasWord(word), word).toBe(true);
    for (const word of ['newport', 'ne', 'yor', 'new york', ''])
      expect(typos.hasWord(word), word).toBe(false);
  });
});

describe('typo index: which places are targets', () => {
  it('takes cities of 100,000 people or more, not of 99,999', () => {
    const typos = typosOf([
      { name: 'Prague', country: 'CZ', pop: 100_000 },
      { name: 'Pragueville', country: 'CZ', pop: 99_999 },
    ]);
    expect(nearNames(typos, 'pragu')).toEqual(['prague 1']);
    // "pragueville" typed with one letter wrong, but the place is too small.
    expect(nearNames(typos, 'praguevilie')).toEqual([]);
  });

  it('describes a city target by its position and population, under its folded name', () => {
    const index = handPlaceIndex([
      { name: 'Lyon', country: 'FR', pop: 500_000 },
      { name: 'São Paulo', country: 'BR', pop: 12_000_000 },
    ]);
    const typos = typoIndexOf(index, handAreaIndex([]).index);
    expect(typos.near('sao paolo')).toEqual([
      {
        target: { kind: 'city', position: positionOf(index, 'São Paulo'), pop: 12_000_000 },
        edits: 1,
        name: 'sao paulo',
      },
    ]);
  });

  it('describes an area target by the area and its population', () => {
    const areas = handAreaIndex([
      { kind: 'region', country: 'DE', admin1: 'Bavaria', population: 13_000_000, named: ['bavaria'] },
    ]);
    const typos = typoIndexOf(handPlaceIndex([]), areas.index);
    expect(typos.near('bavria')).toEqual([
      {
        target: { kind: 'area', area: areas.area('DE', 'Bavaria'), pop: 13_000_000 },
        edits: 1,
        name: 'bavaria',
      },
    ]);
  });

  it('takes names of four letters (a five-letter phrase may be one edit from them)', () => {
    expect(nearNames(typosOf([{ name: 'Rome', country: 'IT', pop: 2_800_000 }]), 'romae')).toEqual([
      'rome 1',
    ]);
  });

  it('takes names of 24 letters but not of 25', () => {
    const name24 = 'abcdefghijklmnopqrstuvwx';
    const name25 = 'abcdefghijklmnopqrstuvwxy';
    expect(nearNames(typosOf([{ name: name24, country: 'XX', pop: 100_000 }]), name24)).toEqual([
      `${name24} 0`,
    ]);
    expect(nearNames(typosOf([{ name: name25, country: 'XX', pop: 100_000 }]), name25)).toEqual([]);
  });

  it('takes names of several words', () => {
    const typos = typosOf([{ name: 'Los Angeles', country: 'US', pop: 3_900_000 }]);
    expect(nearNames(typos, 'los angelas')).toEqual(['los angeles 1']);
  });

  it('takes only names of Latin letters and spaces, nothing with a digit at either end or another script', () => {
    const cities = [
      { name: '6th of October City', country: 'EG', pop: 185_000 },
      { name: 'Marseille 01', country: 'FR', pop: 150_000 },
      { name: 'Москва', country: 'RU', pop: 12_000_000 },
    ];
    const typos = typosOf(cities);
    expect(typos.size).toBe(0);
    expect(nearNames(typos, '6th of october city')).toEqual([]);
    expect(nearNames(typos, 'marseille 01')).toEqual([]);
  });
});

describe('typo index: how many edits a phrase may be from a name', () => {
  const typos = typosOf([
    { name: 'Rome', country: 'IT', pop: 2_800_000 },
    { name: 'Portland', country: 'US', pop: 650_000 },
    { name: 'Edinburgh', country: 'GB', pop: 500_000 },
  ]);

  it('finds nothing for a phrase of four letters, not even the exact name', () => {
    expect(nearNames(typos, 'rome')).toEqual([]);
    expect(nearNames(typos, 'romr')).toEqual([]);
  });

  it('finds a name exactly one edit from a phrase of five to eight letters, not two', () => {
    expect(nearNames(typos, 'portlnd')).toEqual(['portland 1']);
    expect(nearNames(typos, 'portlant')).toEqual(['portland 1']);
    // t→d and d→t: two substitutions.
    expect(nearNames(typos, 'pordlant')).toEqual([]);
    // An "l" moved two places: it shares "portand" with the name, but is two edits from it.
    expect(nearNames(typos, 'polrtand')).toEqual([]);
  });

  it('finds a nine-letter name two substitutions away, not three', () => {
    // n→m and h→o: both edits inside the name, found through two deletions on each side.
    expect(nearNames(typos, 'edimburgo')).toEqual(['edinburgh 2']);
    expect(nearNames(typos, 'adimburgo')).toEqual([]);
  });

  it('finds a shorter name two letters shorter than a phrase of nine letters or more', () => {
    expect(nearNames(typos, 'portlandia')).toEqual(['portland 2']);
  });
});

describe('typo index: order and depth of the lookup', () => {
  it('lists the nearest name first, even when a farther one is larger', () => {
    const typos = typosOf([
      { name: 'Alexandra', country: 'NZ', pop: 9_000_000 },
      { name: 'Alexandria', country: 'EG', pop: 100_000 },
    ]);
    expect(nearNames(typos, 'alexandria')).toEqual(['alexandria 0', 'alexandra 1']);
  });

  it('lists equally near names largest first, an area before a smaller city', () => {
    const areas: HandArea[] = [
      { kind: 'region', country: 'NL', admin1: 'Limburg', population: 1_100_000, named: ['limburg'] },
    ];
    const typos = typosOf([{ name: 'Limburg', country: 'DE', pop: 100_000 }], areas);
    const matches = typos.near('limbrug');
    expect(matches.map((match) => [match.target.kind, match.target.pop, match.edits])).toEqual([
      ['area', 1_100_000, 1],
      ['city', 100_000, 1],
    ]);
  });

  it('looks two deletions deep on the phrase’s side only when no name is within one edit', () => {
    // "alexandrias" is one deletion from Alexandria and two from Alexandra, which only two
    // deletions from the phrase reach (a one-letter deletion of the phrase has ten letters, and
    // no string filed for Alexandra has more than nine). "Alexadrnias" (made up: the n moved two
    // places) is two edits away too, but one deletion on each side finds it ("alexadrias").
    const all = typosOf([
      { name: 'Alexandria', country: 'EG', pop: 100_000 },
      { name: 'Alexandra', country: 'NZ', pop: 5_000_000 },
      { name: 'Alexadrnias', country: 'XX', pop: 200_000 },
    ]);
    expect(nearNames(all, 'alexandrias')).toEqual(['alexandria 1', 'alexadrnias 2']);
    const farOnly = typosOf([
      { name: 'Alexandra', country: 'NZ', pop: 5_000_000 },
      { name: 'Alexadrnias', country: 'XX', pop: 200_000 },
    ]);
    expect(nearNames(farOnly, 'alexandrias')).toEqual(['alexandra 2', 'alexadrnias 2']);
  });

  it('lists two places of the same name, and two areas of the same name in two countries, each once', () => {
    const areas: HandArea[] = [
      { kind: 'region', country: 'NL', admin1: 'Limburg', population: 1_100_000, named: ['limburg'] },
      // Filed under its full and its stripped name, both "limburg": still one target.
      {
        kind: 'region',
        country: 'BE',
        admin1: 'Limburg',
        population: 900_000,
        named: ['limburg'],
        stripped: ['limburg'],
      },
    ];
    const cities = [
      { name: 'Springfield', country: 'US', admin1: 'Missouri', pop: 170_000 },
      { name: 'Springfield', country: 'US', admin1: 'Illinois', pop: 115_000 },
    ];
    const typos = typosOf(cities, areas);
    expect(typos.near('limbrug').map((match) => match.target.pop)).toEqual([1_100_000, 900_000]);
    expect(typos.near('springfeld').map((match) => match.target.pop)).toEqual([170_000, 115_000]);
  });
});

describe('typo index: the strings it files', () => {
  // A name is filed with every string made by deleting one of its letters, and two for names of
  // nine letters or more; with all letters different, every deletion gives a different string.
  it.each([
    ['Lima', 1 + 4, 'four letters: itself and four one-letter deletions'],
    ['Portland', 1 + 8, 'eight letters: one deletion only'],
    ['Edinburgh', 1 + 9 + 36, 'nine letters: nine one-letter and 9×8/2 two-letter deletions'],
    ['Ufa', 0, 'three letters: not a target'],
  ])('files %s as %i strings (%s)', (name, size) => {
    expect(typosOf([{ name, country: 'XX', pop: 1_000_000 }]).size).toBe(size);
  });

  it('files a name with repeated letters once per distinct string', () => {
    // "anna": itself, then "nna", "ana" (either n), "ann".
    expect(typosOf([{ name: 'Anna', country: 'XX', pop: 1_000_000 }]).size).toBe(4);
  });
});

describe('typoIndexOf', () => {
  it('builds one typo index per place index and keeps it', () => {
    const index: PlaceIndex = handPlaceIndex([{ name: 'Prague', country: 'CZ', pop: 1_300_000 }]);
    const areas = handAreaIndex([]).index;
    const first = typoIndexOf(index, areas);
    expect(typoIndexOf(index, areas)).toBe(first);
    expect(typoIndexOf(handPlaceIndex([{ name: 'Prague', country: 'CZ', pop: 1_300_000 }]), areas)).not.toBe(
      first,
    );
  });
});
