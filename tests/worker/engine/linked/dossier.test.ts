// An agent's dossier (what its profile shows) against the mission's tables, joined as a database
// would join them: the whole mission's agents and rows are made first, and each dossier must say
// what the joins of its keys say. The dossier finds its rows another way (asking each row's owner),
// so an owner that emitted the wrong row, or a key that named the wrong one, shows here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../../src/shared/types.ts';
import type { AgentRef } from '../../../../src/shared/dossier.ts';
import { LINKED_TABLES, type RelatedTable, type TableRow } from '../../../../src/shared/linkedTables.ts';
import {
  linkedMissionMaker,
  missionDossier,
  prepareMission,
} from '../../../../src/worker/engine/runMission.ts';
import { agentDossier } from '../../../../src/worker/engine/linked/dossier.ts';
import { realIndex } from '../fixtureIndex.ts';
import { missionRows, type TableObjects } from './missionRows.ts';

const COUNT = 2000;
const deps = { index: realIndex(), geocode: async () => null, entropy: () => 0 };
const request = { query: 'warsaw', seed: '7', version: 4, count: COUNT, offline: true } as const;

let agents: Agent[];
/** Each related table's rows as objects keyed by column. */
let tables: TableObjects;

const refOf = (agent: Agent): AgentRef => ({
  index: agent.id as number,
  codename: agent.codename,
  fullName: agent.fullName,
});

/** Agents to check: a director, a senior officer, a cell leader, field agents, and a spread of others. */
function sample(): number[] {
  const director = agents.findIndex((agent) => agent.handlerId === undefined);
  const senior = agents.findIndex((agent) => agent.handlerId !== undefined && agent.cellId === undefined);
  const leader = (tables.cells[0]?.leaderId as number) ?? 0;
  const field = agents.findIndex((agent) => agent.cellId !== undefined && agent.id !== leader);
  return [director, senior, leader, field, 1, 77, 500, 1234, COUNT - 1];
}

describe('an agent’s dossier', () => {
  beforeAll(async () => {
    const make = await linkedMissionMaker(await prepareMission(deps, request, () => true));
    ({ agents, tables } = await missionRows(make, COUNT));
    expect(LINKED_TABLES).toContain('agents');
  }, 120_000);

  it('says what the tables’ joins say, for agents of every rank', async () => {
    const ranks = sample();
    expect(ranks.every((index) => index >= 0)).toBe(true);
    const seen = { cells: 0, operations: 0, handles: 0, shared: 0 };
    for (const index of ranks) {
      const agent = agents[index] as Agent;
      const dossier = await missionDossier(deps, request, index);
      seen.cells += dossier.cell === null ? 0 : 1;
      seen.operations += dossier.operations.length;
      seen.handles += dossier.handles.length;
      seen.shared += dossier.household.members.length > 1 ? 1 : 0;
      const agency = tables.agencies.find((row) => row.id === agent.agencyId);
      expect(dossier.agency, `agent ${index}`).toEqual({
        id: agency?.id,
        name: agency?.name,
        kind: agency?.kind,
        headquarters: agency?.headquarters,
        founded: agency?.founded,
        director: refOf(agents[agency?.directorId as number] as Agent),
      });
      expect(dossier.agency.name).toBe(agent.agency);
      expect(dossier.handler).toEqual(
        agent.handlerId === undefined ? null : refOf(agents[agent.handlerId] as Agent),
      );
      expect(dossier.handles).toEqual(agents.filter((each) => each.handlerId === index).map(refOf));
      const household = tables.households.find((row) => row.id === agent.householdId);
      expect(dossier.household).toEqual({
        id: household?.id,
        address: household?.address,
        size: household?.size,
        members: agents.filter((each) => each.householdId === agent.householdId).map(refOf),
      });
      const cell = tables.cells.find((row) => row.id === agent.cellId);
      expect(dossier.cell).toEqual(
        cell === undefined
          ? null
          : {
              id: cell.id,
              codename: cell.codename,
              city: cell.city,
              leader: refOf(agents[cell.leaderId as number] as Agent),
            },
      );
      const assigned = tables.assignments
        .filter((row) => row.agentId === index)
        .map((row) => {
          const operation = tables.operations.find((each) => each.id === row.operationId);
          return {
            id: operation?.id,
            codename: operation?.codename,
            targetCity: operation?.targetCity,
            targetCountryCode: operation?.targetCountryCode,
            startDate: operation?.startDate,
            endDate: operation?.endDate,
            status: operation?.status,
            role: row.role,
          };
        });
      expect(dossier.operations).toEqual(assigned);
    }
    // The sample meets every part of a dossier, not only the empty ones.
    for (const [part, times] of Object.entries(seen)) expect(times, part).toBeGreaterThan(0);
  });

  it('names the handler of every agent the director handles as the director', async () => {
    const director = agents.findIndex((agent) => agent.handlerId === undefined);
    const { handles } = await missionDossier(deps, request, director);
    expect(handles.length).toBeGreaterThanOrEqual(3);
    for (const { index } of handles)
      expect((await missionDossier(deps, request, index)).handler?.index).toBe(director);
  });

  it('refuses a version whose agents stand alone, and a request without the count', async () => {
    const standAlone = 'Mission version 3 has agents only: dossiers come with linked data.';
    await expect(missionDossier(deps, { ...request, version: 3 }, 0)).rejects.toThrow(standAlone);
    const { count: _count, ...countless } = request;
    // The version is the first thing wrong with a version 3 request that has no count either.
    await expect(missionDossier(deps, { ...countless, version: 3 }, 0)).rejects.toThrow(standAlone);
    await expect(missionDossier(deps, countless, 0)).rejects.toThrow(/needs the mission's count/);
    await expect(missionDossier(deps, request, COUNT)).rejects.toThrow(
      `This linked mission has 2,000 agents, numbered from 0: there is no agent ${COUNT}.`,
    );
  });

  it('refuses, naming it, a row its owner does not give: a dossier is never made up', async () => {
    const make = await linkedMissionMaker(await prepareMission(deps, request, () => true));
    // A field agent: its agency, household, cell and operations each have an owner to ask.
    const field = agents.findIndex((agent) => agent.cellId !== undefined && agent.handlerId !== undefined);
    const cell = agents[field]?.cellId as number;
    const withholding = (table: RelatedTable) => ({
      linked: make.linked,
      agent: (index: number) => make.agent(index),
      records: (
        index: number,
        agent: Agent,
        wanted: ReadonlySet<RelatedTable>,
        emit: (t: RelatedTable, row: TableRow) => void,
      ) =>
        make.records(index, agent, wanted, (t, row) => {
          if (t !== table) emit(t, row);
        }),
    });
    await expect(agentDossier(withholding('agencies'), field)).rejects.toThrow(
      `Agency ${agents[field]?.agencyId} has no row from its director.`,
    );
    await expect(agentDossier(withholding('households'), field)).rejects.toThrow(
      `Household ${agents[field]?.householdId} has no row from its head.`,
    );
    await expect(agentDossier(withholding('cells'), field)).rejects.toThrow(
      `Cell ${cell} has no row from its leader.`,
    );
    // Its cell's operations withheld: an assignment then names an operation the cell does not have.
    const assigned = agents.findIndex(
      (agent, index) => agent.cellId !== undefined && tables.assignments.some((row) => row.agentId === index),
    );
    await expect(agentDossier(withholding('operations'), assigned)).rejects.toThrow(
      /is not of the agent's cell/,
    );
  });
});
