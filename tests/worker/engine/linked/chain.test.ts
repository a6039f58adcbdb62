import { describe, expect, it } from 'vitest';
import { AGENCIES } from '../../../../src/worker/data/agencies.ts';
import { AGENCY_CAPACITY, FULL_CHAIN_MIN } from '../../../../src/worker/engine/linked/chainShape.ts';
import {
  agencyCount,
  agencySizes,
  cellLeaderOf,
  directorOf,
  handledBy,
  linksOf,
  planLinks,
  type AgentLinks,
} from '../../../../src/worker/engine/linked/chain.ts';

function allLinks(count: number, base: number): AgentLinks[] {
  const plan = planLinks(count, base);
  return Array.from({ length: count }, (_, i) => linksOf(plan, i));
}

describe('agencies of a mission', () => {
  it('has one agency below a full chain and one per name in a large mission', () => {
    expect(agencyCount(1)).toBe(1);
    expect(agencyCount(FULL_CHAIN_MIN * 2)).toBe(1);
    expect(agencyCount(1_000_000)).toBe(AGENCIES.length);
  });

  it('sizes agencies as the long tail 1, 1/2, 1/3 … and adds up to the count', () => {
    // 100 split as 1 : 1/2 is 66.7 and 33.3.
    expect(agencySizes(100, 2)).toEqual([67, 33]);
    // 110 split as 1 : 1/2 : 1/3 (6 : 3 : 2 in elevenths) is 60, 30 and 20.
    expect(agencySizes(110, 3)).toEqual([60, 30, 20]);
  });

  it('gives the smallest agency a full chain whenever the mission has several', () => {
    for (const count of [30, 100, 1000, 12_345, 100_000]) {
      const sizes = agencySizes(count, agencyCount(count));
      if (sizes.length > 1)
        expect(Math.min(...sizes), `count ${count}`).toBeGreaterThanOrEqual(FULL_CHAIN_MIN);
    }
  });

  it('caps an agency at a six-level chain and shares the rest among the others', () => {
    const sizes = agencySizes(10_000_000, AGENCIES.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(10_000_000);
    expect(Math.max(...sizes)).toBe(AGENCY_CAPACITY);
    // Still a long tail below the cap: the smallest is well under the largest.
    expect(Math.min(...sizes)).toBeLessThan(AGENCY_CAPACITY / 2);
  });

  it('names agencies with distinct names from the list, in an order that depends on the seed', () => {
    const names = (base: number) => planLinks(100_000, base).agencies.map((agency) => agency.nameIndex);
    expect(new Set(names(1)).size).toBe(AGENCIES.length);
    expect(names(1)).not.toEqual(names(2));
  });
});

describe('links of a 20,000-agent mission', () => {
  const count = 20_000;
  const base = 0x5eed;
  const plan = planLinks(count, base);
  const links = allLinks(count, base);

  it('has one director per agency, each the agency first position', () => {
    const directors = links.flatMap((link, i) => (link.handler === -1 ? [i] : []));
    expect(directors.length).toBe(plan.agencies.length);
    expect(new Set(directors)).toEqual(new Set(plan.agencies.map((_, k) => directorOf(plan, k))));
    for (const director of directors) expect(links[director]?.level).toBe(0);
  });

  it('gives each agency exactly its planned number of people', () => {
    const members = new Array<number>(plan.agencies.length).fill(0);
    for (const link of links) members[link.agency] = (members[link.agency] as number) + 1;
    expect(members).toEqual(plan.agencies.map((agency) => agency.size));
  });

  it('gives every handler in the mission, in the same agency, one level up', () => {
    for (const [i, link] of links.entries()) {
      if (link.handler === -1) continue;
      const handler = links[link.handler];
      if (handler === undefined || handler.agency !== link.agency || handler.level !== link.level - 1)
        throw new Error(`agent ${i}: handler ${link.handler} is not one level up in agency ${link.agency}`);
    }
  });

  it('reaches the director from every agent without a cycle, in at most five steps', () => {
    let deepest = 0;
    for (let i = 0; i < count; i++) {
      let at = i;
      let steps = 0;
      while ((links[at] as AgentLinks).handler !== -1) {
        at = (links[at] as AgentLinks).handler;
        steps++;
        if (steps > 5) throw new Error(`agent ${i}: more than five handlers up`);
      }
      deepest = Math.max(deepest, steps);
    }
    expect(deepest).toBeGreaterThanOrEqual(2);
  });

  it('lists the agents a handler runs as exactly those who name it their handler', () => {
    const runs = new Map<number, number[]>();
    for (const [i, link] of links.entries())
      if (link.handler !== -1) runs.set(link.handler, [...(runs.get(link.handler) ?? []), i]);
    for (let i = 0; i < count; i += 7) {
      expect(handledBy(plan, i).sort((a, b) => a - b)).toEqual(runs.get(i) ?? []);
    }
  });

  it('puts a cell in one agency, led by its handler of field agents, every field agent in one', () => {
    const cells = new Map<number, { agency: Set<number>; leaders: number[] }>();
    for (const [i, link] of links.entries()) {
      if (link.cell === -1) continue;
      const cell = cells.get(link.cell) ?? { agency: new Set<number>(), leaders: [] };
      cell.agency.add(link.agency);
      if (link.leadsCell) cell.leaders.push(i);
      cells.set(link.cell, cell);
    }
    expect(cells.size).toBe(plan.cells);
    for (const [number, cell] of cells) {
      expect(cell.agency.size).toBe(1);
      expect(cell.leaders).toEqual([cellLeaderOf(plan, number)]);
    }
    // A field agent (someone who runs no one) is always in a cell.
    for (const [i, link] of links.entries())
      if (handledBy(plan, i).length === 0) expect(link.cell).not.toBe(-1);
  });

  it('spreads the first twelve agents over agencies rather than filling one agency first', () => {
    expect(new Set(links.slice(0, 12).map((link) => link.agency)).size).toBeGreaterThan(3);
  });

  it('gives agent i the same links whichever part of the mission asks', () => {
    // A second plan, as another part of a sharded run makes it, asked only for agents 15,000 on.
    const part = planLinks(count, base);
    for (let i = 15_000; i < count; i++) expect(linksOf(part, i)).toEqual(links[i]);
  });
});

describe('small missions', () => {
  it('makes a lone agent its own director, in no cell', () => {
    expect(allLinks(1, 3)).toEqual([{ agency: 0, level: 0, handler: -1, cell: -1, leadsCell: false }]);
  });

  it('makes the director of twelve agents run the eleven others as one cell', () => {
    const links = allLinks(12, 3);
    const director = links.findIndex((link) => link.handler === -1);
    expect(links.filter((link) => link.handler === director).length).toBe(11);
    expect(new Set(links.map((link) => link.cell))).toEqual(new Set([0]));
    expect(links[director]?.leadsCell).toBe(true);
  });
});
