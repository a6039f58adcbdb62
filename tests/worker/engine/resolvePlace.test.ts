import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../src/worker/engine/random.ts';
import { pickRandomCity, resolveFromIndex } from '../../../src/worker/engine/resolvePlace.ts';
import { fixtureIndex, realIndex } from './fixtureIndex.ts';

const describeCity = (query: string, index = fixtureIndex()): string | null => {
  const city = resolveFromIndex(index, query);
  return city === null ? null : `${city.name}, ${city.admin1}, ${city.country}`;
};

// Each trap is a query the spec's first-substring rule gets wrong over a population-sorted list.
const CASES: readonly (readonly [query: string, expected: string | null])[] = [
  ['paris', 'Paris, Île-de-France, FR'],
  ['PARIS', 'Paris, Île-de-France, FR'],
  ['sao paulo', 'São Paulo, São Paulo, BR'],
  ['São Paulo', 'São Paulo, São Paulo, BR'],
  ['new york', 'New York City, New York, US'],
  ['agents in new york', 'New York City, New York, US'],
  ['nyc', 'New York City, New York, US'],
  ['york', 'York, England, GB'],
  ['bogota', 'Bogotá, Bogota D.C., CO'],
  ['agents in rome', 'Rome, Lazio, IT'],
  ['München', 'Munich, Bavaria, DE'],
  ['munich', 'Munich, Bavaria, DE'],
  ['Kiev', 'Kyiv, Kyiv City, UA'],
  ['Bombay', 'Mumbai, Maharashtra, IN'],
  ['Paris, Texas', 'Paris, Texas, US'],
  ['paris texas', 'Paris, Texas, US'],
  ['Paris, TX', 'Paris, Texas, US'],
  ['London, Ontario', 'London, Ontario, CA'],
  ['london, on', 'London, Ontario, CA'],
  ['London', 'London, England, GB'],
  ['Valencia, Spain', 'Valencia, Valencia, ES'],
  ['valencia spain', 'Valencia, Valencia, ES'],
  ['Valencia', 'Valencia, Carabobo, VE'],
  ['Rome, Georgia', 'Rome, Georgia, US'],
  ['Paris, France', 'Paris, Île-de-France, FR'],
  ['agents, london', 'London, England, GB'],
  ['Springfield, Illinois', 'Springfield, Illinois, US'],
  ['Paris, Atlantis', 'Paris, Île-de-France, FR'],
  ['Tokyo', 'Tokyo, Tokyo, JP'],
  ['spies in Gent', 'Gent, Flanders, BE'],
  // Queries that name no place match nothing, so the mission gets a random city.
  ['weapon dealers', null],
  ['secret agents', null],
  ['cyber', null],
  ['art thieves', null],
  ['spy', null],
  ['of', null],
  ['', null],
  ['   ', null],
  ['!!!', null],
  ['東京', null],
];

describe('resolveFromIndex (fixture)', () => {
  it.each(CASES)('%j → %j', (query, expected) => {
    expect(describeCity(query)).toBe(expected);
  });

  it('handles a 10,000-character query', () => {
    const query = `${'x'.repeat(5000)} agents in paris ${'y '.repeat(2500)}`;
    expect(describeCity(query)).toBe('Paris, Île-de-France, FR');
  });
});

describe('resolveFromIndex (the real cities file)', () => {
  const index = realIndex();
  it.each(CASES)('%j → %j', (query, expected) => {
    expect(describeCity(query, index)).toBe(expected);
  });
});

describe('pickRandomCity', () => {
  it('is reproducible from the seeded stream', () => {
    const index = fixtureIndex();
    const a = pickRandomCity(index.cities, createRandom(11));
    const b = pickRandomCity(index.cities, createRandom(11));
    expect(a).toBe(b);
  });

  it('refuses an empty list', () => {
    expect(() => pickRandomCity([], createRandom(1))).toThrow(RangeError);
  });
});
