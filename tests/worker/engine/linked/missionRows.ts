// A whole linked mission made as the command line's one-part run makes it: every agent in order,
// and the rows each owns, gathered per table as objects keyed by column. The tests compare what a
// module finds another way (a dossier, a nested agent, a table's file) with these rows.
import type { Agent } from '../../../../src/shared/types.ts';
import {
  RELATED_TABLES,
  TABLE_COLUMNS,
  type RelatedTable,
  type TableRow,
} from '../../../../src/shared/linkedTables.ts';
import type { LinkedMaker } from '../../../../src/worker/engine/runMission.ts';

export type TableObjects = Record<RelatedTable, Record<string, unknown>[]>;

/** The first `count` agents `make` makes, and the rows they own of `wanted` (every table by default). */
export async function missionRows(
  make: LinkedMaker,
  count: number,
  wanted: ReadonlySet<RelatedTable> = new Set(RELATED_TABLES),
): Promise<{ agents: Agent[]; tables: TableObjects }> {
  const agents: Agent[] = [];
  const tables = Object.fromEntries(RELATED_TABLES.map((table) => [table, []])) as unknown as TableObjects;
  const emit = (table: RelatedTable, row: TableRow) =>
    tables[table].push(Object.fromEntries(TABLE_COLUMNS[table].map((column, k) => [column.name, row[k]])));
  for (let i = 0; i < count; i++) {
    const agent = await make.agent(i);
    agents.push(agent);
    await make.records(i, agent, wanted, emit);
  }
  return { agents, tables };
}
