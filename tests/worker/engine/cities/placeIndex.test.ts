import { describe, expect, it } from 'vitest';
import { parseCityRecords } from '../../../../src/worker/engine/cities/cityRecords.ts';
import { buildPlaceIndex } from '../../../../src/worker/engine/cities/placeIndex.ts';

const city = (name: string, pop: number, alt?: string[]) => ({
  name,
  country: 'FR',
  lat: 1,
  lon: 1,
  pop,
  ...(alt ? { alt } : {}),
});

describe('buildPlaceIndex', () => {
  const index = buildPlaceIndex(
    parseCityRecords([
      city('Saint-Étienne', 170_000, ['saint etienne', 'st etienne']),
      city('Metropolis', 2_000_000, ['mtp', 'big m']),
      city('Smallville', 5_000, ['svl', 'small ville']),
      city('Saint-Étienne', 1_000),
      city('Spy', 4_000),
      city('New Haven Docks', 2_000),
      city('Smalltown', 3_000, ['上海', 'аб']),
    ]),
  );
  const names = (key: string) =>
    index.lookup(key).map((i) => `${index.cities.at(i)!.name}/${index.cities.at(i)!.pop}`);

  it('finds folded names with candidates most populous first', () => {
    expect(names('saint etienne')).toEqual(['Saint-Étienne/170000', 'Saint-Étienne/1000']);
  });

  it('finds alternate names, short ones only for big cities', () => {
    expect(names('st etienne')).toEqual(['Saint-Étienne/170000']);
    expect(names('mtp')).toEqual(['Metropolis/2000000']);
    expect(names('svl')).toEqual([]);
    expect(names('small ville')).toEqual(['Smallville/5000']);
  });

  it('never indexes words that do not name places in this app', () => {
    expect(names('spy')).toEqual([]);
  });

  it('keeps a short name in another script even for a small place: it is a whole name, not an abbreviation', () => {
    expect(names('上海')).toEqual(['Smalltown/3000']);
    expect(names('аб')).toEqual(['Smalltown/3000']);
  });

  it("tells a place's own name from other places' alternate names", () => {
    const at = (positions: readonly number[]) => positions.map((i) => index.cities.at(i)!.name);
    expect(at(index.lookupNames('smallville'))).toEqual(['Smallville']);
    expect(at(index.lookupAlternates('smallville'))).toEqual([]);
    expect(at(index.lookupNames('small ville'))).toEqual([]);
    expect(at(index.lookupAlternates('small ville'))).toEqual(['Smallville']);
  });

  it('knows its longest key and its size', () => {
    expect(index.maxWords).toBe(3);
    // Own names: saint etienne, metropolis, smallville, new haven docks, smalltown (spy is dropped);
    // alternate names: saint etienne, st etienne, mtp, big m, small ville, 上海, аб (svl is too short).
    expect(index.size).toBe(12);
  });

  it('answers unknown keys with an empty list', () => {
    expect(index.lookup('atlantis')).toEqual([]);
    expect(index.lookup('')).toEqual([]);
  });

  it('copes with many keys colliding in the table', () => {
    const many = buildPlaceIndex(
      parseCityRecords(Array.from({ length: 5000 }, (_, i) => city(`Town ${i}`, 10_000 - i))),
    );
    for (let i = 0; i < 5000; i += 499) expect(many.lookup(`town ${i}`)).toEqual([i]);
  });
});

describe('lookup over own names and alternate names', () => {
  // Positions follow population: 0 Porto Alegre, 1 Porto, 2 Lyon, 3 Porto (small), 4 Gaia.
  const index = buildPlaceIndex(
    parseCityRecords([
      city('Porto Alegre', 1_400_000, ['porto']),
      city('Porto', 230_000),
      city('Lyon', 200_000),
      city('Porto', 10_000, ['porto']),
      city('Gaia', 5_000, ['porto gaia', 'porto']),
    ]),
  );

  it('gives each position once, in population order, whichever list it came from', () => {
    // Own names at 1 and 3, alternate names at 0, 3 and 4.
    expect(index.lookupNames('porto')).toEqual([1, 3]);
    expect(index.lookupAlternates('porto')).toEqual([0, 3, 4]);
    expect(index.lookup('porto')).toEqual([0, 1, 3, 4]);
  });

  it('gives one list as it is when the other is empty', () => {
    expect(index.lookup('lyon')).toEqual([2]);
    expect(index.lookup('porto gaia')).toEqual([4]);
  });
});
