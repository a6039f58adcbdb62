import { describe, expect, it } from 'vitest';
import {
  agentMatcher,
  buildFacets,
  matchAgents,
  type FieldSource,
} from '../../../../src/ui/features/filter/agentFilter.ts';
import { AgentResults } from '../../../../src/ui/mission/agentResults.ts';
import { isFiltering, NO_FILTER } from '../../../../src/ui/mission/filterSpec.ts';
import type { AgentTextField } from '../../../../src/shared/agentFields.ts';
import { makeAgent } from '../../fakes/fakeDirectoryClient.ts';

/** Six agents written out by hand, so every expected answer below is read off this table. */
const ROWS: Record<'profession' | 'agency' | 'city' | 'nationality', string>[] = [
  { profession: 'Chef', agency: 'MI6', city: 'Lyon', nationality: 'French' },
  { profession: 'Pilot', agency: 'DGSE', city: 'Paris', nationality: 'French' },
  { profession: 'chef', agency: 'MI6', city: 'Paris', nationality: 'British' },
  { profession: 'Chef', agency: 'DGSE', city: 'Lyon', nationality: 'French' },
  { profession: 'Économiste', agency: 'MI6', city: 'Lyon', nationality: 'French' },
  { profession: 'Pilot', agency: 'MI6', city: 'Lyon', nationality: 'British' },
];

const source: FieldSource = {
  value(field: AgentTextField, index: number) {
    const row = ROWS[index];
    return row !== undefined && field in row ? row[field as keyof typeof row] : '';
  },
};

const facets = buildFacets(source, ROWS.length);

describe('buildFacets', () => {
  it('lists each distinct value once, in reading order, with its count', () => {
    expect(facets.city.values).toEqual(['Lyon', 'Paris']);
    expect([...facets.city.counts]).toEqual([4, 2]);
    expect(facets.agency.values).toEqual(['DGSE', 'MI6']);
    expect([...facets.agency.counts]).toEqual([2, 4]);
    // "chef" and "Chef" are different values (the table shows them as written), equal to the collator
    // and then ordered by code unit (C is U+0043, c U+0063); É sorts as E.
    expect(facets.profession.values).toEqual(['Chef', 'chef', 'Économiste', 'Pilot']);
    expect([...facets.profession.counts]).toEqual([2, 1, 1, 2]);
  });

  it("codes every agent with its value's position", () => {
    expect([...facets.city.codes]).toEqual([0, 1, 1, 0, 0, 0]);
    expect([...facets.nationality.codes].map((code) => facets.nationality.values[code])).toEqual(
      ROWS.map((row) => row.nationality),
    );
  });

  it('codes only the first `count` agents', () => {
    expect(buildFacets(source, 2).city.values).toEqual(['Lyon', 'Paris']);
    expect(buildFacets(source, 1).city.values).toEqual(['Lyon']);
    expect(buildFacets(source, 0).city.codes).toHaveLength(0);
  });
});

describe('the cell, a linked mission’s', () => {
  // Cells numbered as the tables number them; the first agent (a director) is in none.
  const cells = ['', '10', '9', '10', '', '112'];
  const linked: FieldSource = {
    value: (field, index) => (field === 'cellId' ? (cells[index] ?? '') : source.value(field, index)),
  };
  const linkedFacets = buildFacets(linked, cells.length);

  it('orders cell numbers as numbers, no cell first', () => {
    expect(linkedFacets.cellId.values).toEqual(['', '9', '10', '112']);
    expect([...linkedFacets.cellId.counts]).toEqual([2, 1, 2, 1]);
  });

  it('keeps the agents of one cell, and with another field those of both', () => {
    expect([...(matchAgents(linkedFacets, { cellId: '10' }) ?? [])]).toEqual([1, 3]);
    expect([...(matchAgents(linkedFacets, { cellId: '10', city: 'Paris' }) ?? [])]).toEqual([1]);
  });

  it('has nothing but no cell for a mission whose agents stand alone', () => {
    expect(facets.cellId.values).toEqual(['']);
  });
});

describe('matchAgents', () => {
  it('keeps every agent when no field is set', () => {
    expect(matchAgents(facets, NO_FILTER)).toBeNull();
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(isFiltering({ city: 'Lyon' })).toBe(true);
  });

  it('keeps the agents with the value, in mission order', () => {
    expect([...(matchAgents(facets, { city: 'Lyon' }) ?? [])]).toEqual([0, 3, 4, 5]);
    expect([...(matchAgents(facets, { profession: 'Pilot' }) ?? [])]).toEqual([1, 5]);
    expect([...(matchAgents(facets, { profession: 'Économiste' }) ?? [])]).toEqual([4]);
  });

  it('keeps only agents that match every field set', () => {
    expect([...(matchAgents(facets, { city: 'Lyon', agency: 'MI6' }) ?? [])]).toEqual([0, 4, 5]);
    expect([...(matchAgents(facets, { city: 'Lyon', agency: 'MI6', nationality: 'British' }) ?? [])]).toEqual(
      [5],
    );
    expect([...(matchAgents(facets, { city: 'Paris', profession: 'Chef' }) ?? [])]).toEqual([]);
  });

  it('matches values exactly, case and accents included', () => {
    expect([...(matchAgents(facets, { profession: 'chef' }) ?? [])]).toEqual([2]);
    expect([...(matchAgents(facets, { profession: 'Chef' }) ?? [])]).toEqual([0, 3]);
    expect([...(matchAgents(facets, { profession: 'Economiste' }) ?? [])]).toEqual([]);
  });

  it('keeps no agent for a value the mission does not have', () => {
    expect([...(matchAgents(facets, { city: 'Tokyo' }) ?? [0])]).toEqual([]);
  });
});

describe('agentMatcher, as the mission owner is given it', () => {
  it('codes a mission once, however often it is asked', () => {
    const results = AgentResults.fromAgents(ROWS.map((row) => makeAgent(row)));
    const first = agentMatcher.facetsOf(results);
    expect(first.city.values).toEqual(['Lyon', 'Paris']);
    expect(agentMatcher.facetsOf(results)).toBe(first);
    expect(agentMatcher.match(first, { agency: 'DGSE' })).toEqual(Uint32Array.of(1, 3));
  });

  it('finds an index among the matches: the first, the last, and those between or beyond them', () => {
    const matches = Uint32Array.of(2, 5, 9);
    for (const index of [2, 5, 9]) expect(agentMatcher.keeps(matches, index)).toBe(true);
    for (const index of [0, 1, 3, 8, 10]) expect(agentMatcher.keeps(matches, index)).toBe(false);
    expect(agentMatcher.keeps(new Uint32Array(0), 0)).toBe(false);
  });
});
