import { describe, expect, it } from 'vitest';
import { AgentResults } from '../../../../src/ui/mission/agentResults.ts';
import { filteredOrder, nextSort, sortRows } from '../../../../src/ui/features/results/rowOrder.ts';
import { makeAgent } from '../../fakes/fakeDirectoryClient.ts';

const cities = ['Lyon', 'berlin', 'Athens', 'lyon', 'Zagreb', 'athens', 'Berlin'];
const byCity = () => AgentResults.fromAgents(cities.map((city) => makeAgent({ city })));

describe('sortRows', () => {
  it('sorts case-insensitively, equal keys in reveal order, both ways', () => {
    const results = byCity();
    expect([...sortRows(results, 7, { field: 'city', direction: 'ascending' }).indices]).toEqual([
      2, 5, 1, 6, 0, 3, 4,
    ]);
    expect([...sortRows(results, 7, { field: 'city', direction: 'descending' }).indices]).toEqual([
      4, 0, 3, 1, 6, 2, 5,
    ]);
  });

  it('merges rows revealed later into the order it made before, as if sorted from scratch', () => {
    const results = byCity();
    const sort = { field: 'city', direction: 'ascending' } as const;
    const partial = sortRows(results, 3, sort);
    expect([...partial.indices]).toEqual([2, 1, 0]);
    const grown = sortRows(results, 7, sort);
    expect([...grown.indices]).toEqual([...sortRows(byCity(), 7, sort).indices]);
  });

  it('orders 100,000 rows exactly as a plain comparison sort would', () => {
    const names = Array.from({ length: 100_000 }, (_, i) => `Agent ${(i * 7919) % 100_003}`);
    const results = AgentResults.fromAgents(names.map((fullName) => makeAgent({ fullName })));
    const { indices } = sortRows(results, names.length, { field: 'fullName', direction: 'ascending' });
    const expected = names
      .map((name, index) => ({ key: name.toLowerCase(), index }))
      .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : x.index - y.index))
      .map((entry) => entry.index);
    expect([...indices]).toEqual(expected);
  });
});

describe('filteredOrder', () => {
  it('is the sort when nothing is filtered, and the kept agents when nothing is sorted', () => {
    const order = Uint32Array.of(5, 4, 3, 2, 1, 0);
    expect(filteredOrder(order, null, 6)).toBe(order);
    const kept = Uint32Array.of(1, 3);
    expect(filteredOrder(null, kept, 6)).toBe(kept);
    expect(filteredOrder(null, null, 6)).toBeNull();
  });

  it('keeps the sorted order of the kept agents', () => {
    expect([...(filteredOrder(Uint32Array.of(5, 4, 3, 2, 1, 0), Uint32Array.of(0, 3, 4), 6) ?? [])]).toEqual([
      4, 3, 0,
    ]);
    expect([...(filteredOrder(Uint32Array.of(2, 0, 1), Uint32Array.of(), 3) ?? [9])]).toEqual([]);
  });
});

describe('nextSort', () => {
  it('goes ascending, descending, then back to reveal order on the same column', () => {
    const ascending = nextSort(null, 'city');
    expect(ascending).toEqual({ field: 'city', direction: 'ascending' });
    const descending = nextSort(ascending, 'city');
    expect(descending).toEqual({ field: 'city', direction: 'descending' });
    expect(nextSort(descending, 'city')).toBeNull();
  });

  it('starts ascending on another column, whichever way the last one went', () => {
    expect(nextSort({ field: 'city', direction: 'descending' }, 'agency')).toEqual({
      field: 'agency',
      direction: 'ascending',
    });
  });
});
