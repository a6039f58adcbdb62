// A related table as one file (the page's export of it) against the rows the mission's agents own,
// gathered agent by agent as the command line's one-part run writes them: the same rows, in order,
// read back by a CSV parser and by JSON.parse.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { RELATED_TABLES } from '../../../../src/shared/linkedTables.ts';
import {
  linkedMissionMaker,
  missionTable,
  prepareMission,
} from '../../../../src/worker/engine/runMission.ts';
import { realIndex } from '../fixtureIndex.ts';
import { missionRows, type TableObjects } from './missionRows.ts';

const COUNT = 800;
const deps = { index: realIndex(), geocode: async () => null, entropy: () => 0 };
const request = { query: 'mumbai', seed: '4', version: 4, count: COUNT, offline: true } as const;

let tables: TableObjects;

describe('a related table as one file', () => {
  beforeAll(async () => {
    const make = await linkedMissionMaker(await prepareMission(deps, request, () => true));
    ({ tables } = await missionRows(make, COUNT));
  }, 120_000);

  it.each(RELATED_TABLES)(
    'holds every row of %s the agents own, in their order, as CSV and JSON',
    async (table) => {
      const expected = tables[table];
      expect(expected.length).toBeGreaterThan(0);
      const json = JSON.parse(await missionTable(deps, request, table, 'json')) as unknown[];
      expect(json).toEqual(expected);
      const csv = parse(await missionTable(deps, request, table, 'csv'), { columns: true }) as Record<
        string,
        string
      >[];
      expect(csv).toEqual(
        expected.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v)]))),
      );
    },
  );

  it('lets other work in between slices of agents when given a pause', async () => {
    let pauses = 0;
    await missionTable(deps, request, 'households', 'csv', async () => {
      pauses++;
    });
    // One pause before every further slice of 2,000 agents: none for 800, so ask for more.
    expect(pauses).toBe(0);
    await missionTable(deps, { ...request, count: 4500 }, 'agencies', 'csv', async () => {
      pauses++;
    });
    expect(pauses).toBe(2);
  });

  it('refuses a mission whose agents stand alone, and one without its count', async () => {
    const standAlone = 'Mission version 3 has agents only: its other tables come with linked data.';
    await expect(missionTable(deps, { ...request, version: 3 }, 'cells', 'csv')).rejects.toThrow(standAlone);
    const { count: _count, ...countless } = request;
    // The version is the first thing wrong with a version 3 request that has no count either.
    await expect(missionTable(deps, { ...countless, version: 3 }, 'cells', 'csv')).rejects.toThrow(
      standAlone,
    );
    await expect(missionTable(deps, countless, 'cells', 'csv')).rejects.toThrow("need the mission's count");
  });

  it.each([0, 2.5, Number.NaN, 1_000_001])(
    'refuses a table of a mission whose count is %s',
    async (count) => {
      await expect(missionTable(deps, { ...request, count }, 'cells', 'csv')).rejects.toThrow(
        "The cells of a linked mission need the mission's count, from 1 to 1,000,000.",
      );
    },
  );

  it('makes a table of a one-agent mission, the smallest count', async () => {
    // The one agent belongs to an agency, which the table holds.
    const json = JSON.parse(
      await missionTable(deps, { ...request, count: 1 }, 'agencies', 'json'),
    ) as unknown[];
    expect(json.length).toBeGreaterThan(0);
  });
});
