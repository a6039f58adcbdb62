// A nested agent (`--nest`) against the mission's tables, joined as a database would join them: the
// whole mission's agents and rows are made first, and every agent's nested agency and household must
// be the rows its keys name, with the agent's own fields around them unchanged. The nester finds the
// agency's row by asking its director and makes the household's from the agent itself, so a row made
// another way than the table's shows here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../../src/shared/types.ts';
import { createNester } from '../../../../src/worker/engine/linked/nest.ts';
import {
  linkedMissionMaker,
  prepareMission,
  type LinkedMaker,
} from '../../../../src/worker/engine/runMission.ts';
import { realIndex } from '../fixtureIndex.ts';
import { missionRows, type TableObjects } from './missionRows.ts';

const COUNT = 1500;
const deps = { index: realIndex(), geocode: async () => null, entropy: () => 0 };

let make: LinkedMaker;
let agents: Agent[];
let tables: TableObjects;

describe('a nested agent', () => {
  beforeAll(async () => {
    const request = { query: 'seoul', seed: '11', version: 4, count: COUNT, offline: true } as const;
    make = await linkedMissionMaker(await prepareMission(deps, request, () => true));
    ({ agents, tables } = await missionRows(make, COUNT, new Set(['agencies', 'households'])));
  }, 120_000);

  it('holds the rows of the agency and household its keys name, for every agent', async () => {
    const agencies = new Map(tables.agencies.map((row) => [row.id, row]));
    const households = new Map(tables.households.map((row) => [row.id, row]));
    // More than one agency, and households of more than one member, or the joins prove little.
    expect(agencies.size).toBeGreaterThan(1);
    expect(tables.households.length).toBeLessThan(COUNT);
    const nest = createNester(make);
    for (const [i, agent] of agents.entries()) {
      const nested = await nest(i, agent);
      expect(nested.agency, `agent ${i}`).toEqual(agencies.get(agent.agencyId));
      expect(nested.household, `agent ${i}`).toEqual(households.get(agent.householdId));
    }
  });

  it('keeps the agent’s own fields in their order, the agency’s name replaced by its row', async () => {
    const nest = createNester(make);
    const agent = agents[5] as Agent;
    const nested = (await nest(5, agent)) as unknown as Record<string, unknown>;
    const expected = Object.keys(agent)
      .filter((key) => key !== 'agencyId')
      .map((key) => (key === 'householdId' ? 'household' : key));
    expect(Object.keys(nested)).toEqual(expected);
    expect((nested.agency as { name: string }).name).toBe(agent.agency);
    for (const key of expected.filter((key) => key !== 'agency' && key !== 'household'))
      expect(nested[key], key).toEqual(agent[key as keyof Agent]);
  });

  it('refuses an agent that is not the index’s: its rows would be another agent’s', async () => {
    const nest = createNester(make);
    // Agent 0's household and agency are not agent 1's in general: find an agent of another household.
    const other = agents.findIndex((agent) => agent.householdId !== (agents[0] as Agent).householdId);
    await expect(async () => nest(0, agents[other] as Agent)).rejects.toThrow(/household/);
  });
});
