// The library's linked tables (issue 47): streamTables and generateTables give the rows the model
// describes, typed and keyed by column; the agents are generateAgents' version 4 agents; parts of a
// mission together are the whole; and a version whose agents stand alone is refused.
import { describe, expect, it } from 'vitest';
import {
  generateAgents,
  generateTables,
  LINKED_TABLES,
  MissionError,
  streamNestedAgents,
  streamTables,
  TABLE_COLUMNS,
  type NestedAgent,
  type RelatedTable,
  type TableEntry,
} from '../../src/lib/index.ts';

const WARSAW = { query: 'warsaw', seed: 7, count: 1500 } as const;
const RELATED = LINKED_TABLES.filter((table): table is RelatedTable => table !== 'agents');

async function entries(options: Parameters<typeof streamTables>[0]): Promise<TableEntry[]> {
  const all: TableEntry[] = [];
  for await (const entry of streamTables(options)) all.push(entry);
  return all;
}

describe('a linked mission’s tables from the library', () => {
  it('gives every table, each row keyed by its table’s columns in order', async () => {
    const tables = await generateTables(WARSAW);
    expect(tables.plan.version).toBe(4);
    expect(tables.agents).toHaveLength(WARSAW.count);
    for (const table of RELATED) {
      expect(tables[table].length, table).toBeGreaterThan(0);
      for (const row of tables[table])
        expect(Object.keys(row), table).toEqual(TABLE_COLUMNS[table].map((column) => column.name));
    }
    // The keys join: every agent's agency, household and handler is a row or an agent of the mission.
    const agencies = new Set(tables.agencies.map((row) => row.id));
    const households = new Set(tables.households.map((row) => row.id));
    for (const agent of tables.agents) {
      expect(agencies.has(agent.agencyId)).toBe(true);
      expect(households.has(agent.householdId)).toBe(true);
      if (agent.handlerId !== undefined)
        expect(tables.agents[agent.handlerId]?.agencyId).toBe(agent.agencyId);
    }
    expect(tables.households.reduce((sum, row) => sum + row.size, 0)).toBe(WARSAW.count);
  });

  it('makes the agents generateAgents makes for version 4', async () => {
    const { agents } = await generateTables({ ...WARSAW, count: 200 });
    expect(agents).toEqual(await generateAgents({ ...WARSAW, count: 200, version: 4 }));
  });

  it('gives the whole mission’s rows in two parts, each row once', async () => {
    const whole = await entries(WARSAW);
    const parts = [
      ...(await entries({ ...WARSAW, from: 0, to: 777 })),
      ...(await entries({ ...WARSAW, from: 777 })),
    ];
    expect(parts).toEqual(whole);
    expect(new Set(whole.map((entry) => entry.table))).toEqual(new Set(LINKED_TABLES));
  });

  it('gives only the tables asked for', async () => {
    const cells = await entries({ ...WARSAW, tables: ['cells'] });
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((entry) => entry.table === 'cells')).toBe(true);
  });

  it('refuses a version whose agents stand alone, and a table that does not exist', async () => {
    await expect(generateTables({ ...WARSAW, version: 3 })).rejects.toThrow(MissionError);
    await expect(generateTables({ ...WARSAW, version: 3 })).rejects.toThrow(
      'Mission version 3 has agents only: tables come with a linked mission (version 4).',
    );
    await expect(
      generateTables({ ...WARSAW, tables: ['agents', 'safehouses' as RelatedTable] }),
    ).rejects.toThrow('There is no table "safehouses"');
  });
});

describe('a linked mission’s nested agents from the library', () => {
  const SEOUL = { query: 'seoul', seed: 11, count: 400 } as const;
  async function nested(options: Parameters<typeof streamNestedAgents>[0]): Promise<NestedAgent[]> {
    const all: NestedAgent[] = [];
    for await (const agent of streamNestedAgents(options)) all.push(agent);
    return all;
  }

  it('hold the agency and household rows the tables join to, around the agent’s own fields', async () => {
    const agents = await nested(SEOUL);
    const tables = await generateTables(SEOUL);
    expect(agents).toHaveLength(SEOUL.count);
    const agencies = new Map(tables.agencies.map((row) => [row.id, row]));
    const households = new Map(tables.households.map((row) => [row.id, row]));
    for (const [i, agent] of agents.entries()) {
      const flat = tables.agents[i] as (typeof tables.agents)[number];
      expect(agent.agency).toEqual(agencies.get(flat.agencyId));
      expect(agent.household).toEqual(households.get(flat.householdId));
      const { agency: _agency, household: _household, ...own } = agent;
      const { agency: _name, agencyId: _id, householdId: _house, ...flatOwn } = flat;
      expect(own).toEqual(flatOwn);
    }
  });

  it('gives a part of the mission as the whole gives it, and refuses a version that is not linked', async () => {
    const whole = await nested(SEOUL);
    expect(await nested({ ...SEOUL, from: 150, to: 260 })).toEqual(whole.slice(150, 260));
    await expect(nested({ ...SEOUL, version: 3 })).rejects.toThrow(
      'Mission version 3 has agents only: nested agents come with a linked mission (version 4).',
    );
  });
});
